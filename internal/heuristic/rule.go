package heuristic

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/internal/enum"
)

// Rule says how Warnsdorff's rule breaks ties between candidate squares of
// the same (smallest) onward degree. doc.go says which rule serves which case.
type Rule uint8

const (
	// Roth breaks ties by the largest distance from the centre of the
	// board, then by a fixed move order. The default: it serves the large
	// boards.
	Roth Rule = iota
	// Pohl breaks ties by the smallest sum of the onward degrees of each
	// candidate's unvisited neighbours (Pohl 1967), then by move order.
	Pohl
	// SquirrelCull breaks ties by a fixed move ordering from a chain chosen
	// by the side modulo 8, moving to the next ordering at set switch
	// squares (Squirrel and Cull 1996); meant for square boards from a
	// corner.
	SquirrelCull
	// Random breaks ties uniformly at random from a seeded source.
	Random
	numRules
)

// ErrBadRule reports an unknown rule name.
var ErrBadRule = errors.New("bad rule")

var ruleNames = [numRules]string{"roth", "pohl", "squirrel", "random"}

func (r Rule) String() string { return enum.Name(ruleNames[:], r, "Rule") }

// ParseRule reads a rule name as printed by [Rule.String], in any case.
func ParseRule(s string) (Rule, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if r := slices.Index(ruleNames[:], t); r >= 0 {
		return Rule(r), nil
	}
	return 0, fmt.Errorf("%w: %q: want one of %s", ErrBadRule, s, strings.Join(ruleNames[:], ", "))
}
