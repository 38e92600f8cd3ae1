package prove

import (
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/heuristic"
)

// Rule is the tie-break of Warnsdorff's rule among squares with the same
// (smallest) onward degree, for [Options.Rule].
type Rule = heuristic.Rule

// The tie-breaks [Options.Rule] takes; the package heuristic's
// documentation says which serves which case.
const (
	// Roth breaks ties by the largest distance from the centre: the default.
	Roth = heuristic.Roth
	// Pohl breaks ties by the smallest sum of onward degrees (Pohl 1967).
	Pohl = heuristic.Pohl
	// SquirrelCull follows Squirrel and Cull's move orderings (1996).
	SquirrelCull = heuristic.SquirrelCull
	// Random breaks ties at random from [Options.Seed].
	Random = heuristic.Random
)

// SATStats are the SAT encoder's figures that [Answer.SAT] carries.
type SATStats = encode.Stats
