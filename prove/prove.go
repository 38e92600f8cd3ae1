package prove

import (
	"context"
	"fmt"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/internal/recheck"
)

// ParseMethod reads a method name that can be asked for: auto, parity,
// heuristic or sat ([evidence.Exhaustive] is reported, never asked for).
func ParseMethod(s string) (evidence.Method, error) {
	m, err := evidence.ParseMethod(s)
	if err != nil || m == evidence.Exhaustive {
		return evidence.Auto, fmt.Errorf("unknown method %q: want auto, parity, heuristic or sat", s)
	}
	return m, nil
}

// Options tune [Tour]. The zero value asks for the automatic order with
// default limits; the time limit comes from the context. Every option is
// checked before any work: a value out of range is an error wrapping
// [ErrBadOption].
type Options struct {
	Method evidence.Method
	// Budget is the tour search's node budget; 0 means the default, which
	// grows with the squares left (at least [DefaultSearchBudget] or
	// [NodesPerSquare] per square left when SAT does not follow, less
	// when it does; the package documentation gives each). At most
	// [MaxBudget].
	Budget int64
	// Rule is the tie-break of the first Warnsdorff walk.
	Rule Rule
	// Seed feeds the random tie-breaks of the later walks and restarts.
	Seed int64
	// Encoding names the SAT encoding; "" is the encoder's default.
	Encoding string
	// MaxSATSquares raises or lowers SAT's size limit, in squares left to
	// cover; 0 is the encoder's default limit.
	MaxSATSquares int
	// Compact asks the Heuristic method for a tour found by a walk or a
	// construction as [Answer.Walk], one byte a square, instead of
	// [Answer.Tour]: a 10000x10000 tour in 100 MB, not 800 MB. Other
	// methods ignore it.
	Compact bool
}

// Answer is a decided (or undecided) problem with its evidence.
type Answer struct {
	Problem board.Problem
	Status  board.Status
	// Method is what decided; for an Unknown answer, the last method tried.
	Method evidence.Method
	// Tour is set when Status is Found, unless Walk is; it has passed
	// verify.Tour.
	Tour board.Path
	// Walk is the tour instead of Tour when [Options.Compact] asked for
	// it; it has passed verify.Walk.
	Walk *board.Walk
	// Certificate is set when Method is Parity.
	Certificate evidence.Certificate
	// SAT holds the encoder's statistics when SAT ran.
	SAT *SATStats
	// Nodes counts the heuristic's search nodes when it ran.
	Nodes int64
	// Algorithm names what found a tour or exhausted the search:
	// "warnsdorff/roth", "search", "construct"; empty for the others.
	Algorithm string
	// Limit says, for an Unknown answer, which limit left it undecided.
	Limit Limit
	// Needed lists, for a SAT refutation of a prefix (see
	// [Verdict.Needed]), the prefix squares it used.
	Needed  []int
	Elapsed time.Duration
}

// maxWalkedNodes bounds the case splits explained move by move; a larger
// tree is summarised.
const maxWalkedNodes = 9

// summarised reports whether c is explained by a summary: a large case
// split, or one at the root or on the required end, which a move-by-move
// walk from the knight's square does not describe.
func summarised(c evidence.Certificate) bool {
	s, ok := c.(evidence.CaseSplit)
	return ok && (evidence.Nodes(s) > maxWalkedNodes || s.Visited == 0 || s.Rule == evidence.EndRule)
}

// moves is the number of moves of the tour found.
func (a Answer) moves() int {
	if a.Walk != nil {
		return len(a.Walk.Moves)
	}
	return len(a.Tour) - 1
}

// Explain says in a sentence or two what the answer rests on.
func (a Answer) Explain() string {
	switch {
	case a.Status == board.Found:
		return fmt.Sprintf("%s: found by %s (%d moves), checked move by move", a.Problem, a.Method, a.moves())
	case a.Status == board.None && a.Certificate != nil && summarised(a.Certificate):
		return fmt.Sprintf("no %s. %s", a.Problem, explainTree(a.Problem, a.Certificate))
	case a.Status == board.None && a.Certificate != nil:
		return a.Certificate.Explain(a.Problem)
	case a.Status == board.None && a.Method == evidence.SAT:
		return fmt.Sprintf("no %s: the %s SAT encoding (%d variables, %d clauses) is unsatisfiable, and no case split of at most %d positions was found, "+
			"so this rests on the solver, with no proof to check: a second opinion, not a proof (knight verify -certificate solves the question again with the %s encodings).",
			a.Problem, a.SAT.Encoding, a.SAT.Vars, a.SAT.Clauses, maxTreeNodes, recheck.EncodingNames)
	case a.Status == board.None:
		return fmt.Sprintf("no %s: exhaustive search (%d nodes) found none. "+
			"This rests on the search, with no proof to check: a second opinion, not a proof (knight verify -certificate solves the question again with SAT, %s encodings).",
			a.Problem, a.Nodes, recheck.EncodingNames)
	}
	switch a.Limit {
	case SizeLimit:
		return fmt.Sprintf("undecided: %s: the tour search used its budget of %d nodes and %d squares are left, more than SAT's size limit (-max-squares) takes", a.Problem, a.Nodes, a.Problem.SquaresLeft())
	case BudgetLimit:
		return fmt.Sprintf("undecided within the node budget: %s (%d nodes)", a.Problem, a.Nodes)
	case TimeLimit:
		return fmt.Sprintf("undecided within the time limit: %s", a.Problem)
	}
	return fmt.Sprintf("undecided by %s: %s", a.Method, a.Problem)
}

// Tour decides whether the problem q has a tour, by the method opt asks for,
// within the context's deadline. An undecided answer is not an error;
// errors are for malformed problems, options out of range and methods that
// cannot take q.
func Tour(ctx context.Context, q board.Problem, opt Options) (Answer, error) {
	start := time.Now()
	a, err := decide(ctx, q, opt)
	a.Problem = q
	a.Elapsed = time.Since(start)
	return a, err
}

func decide(ctx context.Context, q board.Problem, opt Options) (Answer, error) {
	if err := q.Check(); err != nil {
		return Answer{}, err
	}
	if err := opt.check(); err != nil {
		return Answer{}, err
	}
	if opt.Method != evidence.Heuristic {
		opt.Compact = false
	}
	switch opt.Method {
	case evidence.Parity:
		a, _ := certify(q)
		return a, nil
	case evidence.Heuristic:
		budget := searchBudget(q, opt.Budget, DefaultSearchBudget, NodesPerSquare)
		// A first walk that finds a tour answers before the certificates
		// are sought, which cost more than the walk on a small board
		// that has a tour (a tour means no certificate exists, and it is
		// the tour the search below would find first).
		if a, err := searchTour(ctx, q, opt, budget, true); err == nil && a.Status == board.Found {
			return a, nil
		}
		if a, ok := certify(q); ok {
			return a, nil
		}
		a, err := searchTour(ctx, q, opt, budget, false)
		if a.Status == board.Unknown && ctx.Err() != nil {
			a.Limit = TimeLimit
		}
		return a, err
	case evidence.SAT:
		if limit := encode.SquareLimit(opt.MaxSATSquares); q.SquaresLeft() > limit {
			return Answer{Method: evidence.SAT}, fmt.Errorf("%w: %v has %d squares left, more than the limit of %d", encode.ErrTooLarge, q, q.SquaresLeft(), limit)
		}
		c := &cascade{opt: opt}
		return c.solve(ctx, q)
	case evidence.Auto:
	default:
		return Answer{}, fmt.Errorf("prove: method %v cannot be asked for", opt.Method)
	}
	c := &cascade{opt: opt, least: defaultBudget, perSquare: nodesPerSquareBeforeSAT, nextMovesFrom: quickSAT, proveNone: true}
	return c.decide(ctx, q)
}

// withTree replaces a "none" that rests on SAT or an exhausted search by
// a certificate that [seekProof] finds, if any; the search statistics
// stay, to say what the time went on.
func withTree(ctx context.Context, q board.Problem, a Answer) Answer {
	if a.Status != board.None || a.Certificate != nil {
		return a
	}
	if c, ok := seekProof(ctx, q, tourProof); ok {
		a.Method, a.Certificate = evidence.Parity, c
	}
	return a
}

// seekProof looks for a certificate of q, which SAT or an exhausted search
// showed has no tour, by the steps of plan in order (a plan of the table
// in budget.go): each a deep cut search ([parity.DeepCut]) and then a case
// split ([caseSplit], parity's one builder). It is the one way a proof is
// sought, for [Tour]'s every such "none" (tourProof) and for [Blame]'s
// verdict (blameProof). The context's end stops the search between steps
// and inside the trees.
func seekProof(ctx context.Context, q board.Problem, plan []proofStep) (evidence.Certificate, bool) {
	for _, step := range plan {
		if ctx.Err() != nil {
			break
		}
		if step.cut > 0 {
			if c, ok := parity.DeepCut(q, step.cut); ok {
				return c, true
			}
		}
		nodes := step.tree
		if nodes == treeScaled {
			nodes = treeNodes(q)
		}
		if nodes > 0 {
			if c, ok := caseSplit(ctx, q, nodes); ok {
				return c, true
			}
		}
	}
	return nil, false
}
