package prove

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/encode"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/heuristic"
	"github.com/knightcert/knight/parity"
	"github.com/knightcert/knight/verify"
)

// Method names what decided an answer: [evidence.Method], named here
// too so that callers of [Tour] need not import evidence to ask for one.
type Method = evidence.Method

// The methods. Exhaustive is reported, never asked for.
const (
	// Auto tries parity, then the heuristic, then SAT.
	Auto = evidence.Auto
	// Parity decides "none" with a certificate, or nothing.
	Parity = evidence.Parity
	// Heuristic finds tours; it decides "none" only by exhausting the
	// search, and then reports [Exhaustive].
	Heuristic = evidence.Heuristic
	// SAT decides either way within the encoder's size limit.
	SAT = evidence.SAT
	// Exhaustive is reported when the heuristic's search ended without a
	// tour and without a budget cut. It cannot be asked for.
	Exhaustive = evidence.Exhaustive
)

// ParseMethod reads a method name that can be asked for: auto, parity,
// heuristic or sat.
func ParseMethod(s string) (Method, error) {
	m, err := evidence.ParseMethod(s)
	if err != nil || m == Exhaustive {
		return Auto, fmt.Errorf("unknown method %q: want auto, parity, heuristic or sat", s)
	}
	return m, nil
}

// Options tune [Tour]. The zero value asks for the automatic order with
// default limits; the time limit comes from the context.
type Options struct {
	Method Method
	// Budget is the heuristic's node budget (squares entered); 0 means
	// [DefaultBudget] or four greedy runs' worth, whichever is more, under
	// Auto, and the heuristic's own default under Heuristic.
	Budget int64
	// Encoding names the SAT encoding; "" is the encoder's default.
	Encoding string
	// MaxSATSquares raises or lowers the SAT size limit; 0 is the encoder's.
	MaxSATSquares int
}

// DefaultBudget is the heuristic's node budget in the automatic order:
// enough for nearly every feasible problem, small enough that SAT gets its
// turn quickly on the rest.
const DefaultBudget = 20000

// Answer is a decided (or undecided) problem with its evidence.
type Answer struct {
	Problem board.Problem
	Status  board.Status
	// Method is what decided; for an Unknown answer, the last method tried.
	Method Method
	// Tour is set when Status is Found; it has passed verify.Tour.
	Tour board.Path
	// Certificate is set when Method is Parity.
	Certificate *evidence.Certificate
	// SAT holds the encoder's statistics when SAT ran.
	SAT *encode.Stats
	// Nodes counts the heuristic's search nodes when it ran.
	Nodes   int64
	Elapsed time.Duration
}

// maxWalkedNodes bounds the case splits explained move by move; a larger
// tree is summarised.
const maxWalkedNodes = 9

// summarised reports whether c is explained by a summary: a large case
// split, or one at the root or on the required end, which a move-by-move
// walk from the knight's square does not describe.
func summarised(c evidence.Certificate) bool {
	return c.Kind == evidence.CaseSplit && (c.Nodes() > maxWalkedNodes || c.Visited == 0 || c.Rule == evidence.EndRule)
}

// Explain says in a sentence or two what the answer rests on.
func (a Answer) Explain() string {
	switch {
	case a.Status == board.Found:
		return fmt.Sprintf("%s: found by %s (%d moves), checked move by move", a.Problem, a.Method, len(a.Tour)-1)
	case a.Status == board.None && a.Certificate != nil && summarised(*a.Certificate):
		return fmt.Sprintf("no %s. %s", a.Problem, explainTree(a.Problem, *a.Certificate))
	case a.Status == board.None && a.Certificate != nil:
		return a.Certificate.Explain(a.Problem)
	case a.Status == board.None && a.Method == SAT:
		return fmt.Sprintf("no %s: the %s SAT encoding (%d variables, %d clauses) is unsatisfiable, and no case split of at most %d positions was found, "+
			"so this rests on the solver, with no proof to check: a second opinion, not a proof (knight verify -certificate solves the question again with the %s encodings).",
			a.Problem, a.SAT.Encoding, a.SAT.Vars, a.SAT.Clauses, MaxTreeNodes, RecheckEncoding)
	case a.Status == board.None:
		return fmt.Sprintf("no %s: exhaustive search (%d nodes) found none. "+
			"This rests on the search, with no proof to check: a second opinion, not a proof (knight verify -certificate solves the question again with SAT, %s encodings).",
			a.Problem, a.Nodes, RecheckEncoding)
	}
	return fmt.Sprintf("undecided within the limits: %s", a.Problem)
}

// Tour decides whether the problem q has a tour, by the method opt asks for,
// within the context's deadline. An undecided answer is not an error;
// errors are for malformed problems and methods that cannot take q.
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
	switch opt.Method {
	case Parity:
		return byParity(q), nil
	case Heuristic:
		return byHeuristic(ctx, q, opt.Budget)
	case SAT:
		return bySAT(ctx, q, opt)
	case Auto:
	default:
		return Answer{}, fmt.Errorf("prove: method %v cannot be asked for", opt.Method)
	}
	if a := byParity(q); a.Status != board.Unknown {
		return a, nil
	}
	budget := opt.Budget
	if budget == 0 {
		// A greedy run enters every square once: leave room for a few.
		budget = max(DefaultBudget, 4*int64(q.Board.Size()))
	}
	h, err := byHeuristic(ctx, q, budget)
	if err != nil || h.Status == board.Found || ctx.Err() != nil {
		return h, err
	}
	// An exhausted search is evidence only for those who trust its code, so
	// SAT, whose formula anyone can re-solve, confirms it where it can.
	s, err := bySAT(ctx, q, opt)
	switch {
	case errors.Is(err, encode.ErrTooLarge):
		return withTree(ctx, q, h), nil // beyond SAT's reach the heuristic's answer stands
	case err != nil:
		return s, err
	case h.Status == board.None && s.Status == board.Found:
		return Answer{}, fmt.Errorf("prove: exhaustive search and SAT disagree on %v (a bug): SAT found %v", q, s.Tour)
	case h.Status == board.None && s.Status == board.Unknown:
		return withTree(ctx, q, h), nil
	}
	s.Nodes = h.Nodes
	return withTree(ctx, q, s), nil
}

// withTree replaces a "none" that rests on SAT or an exhausted search by
// a case-split certificate, when one of at most MaxTreeNodes exists, or
// else by a cut that parity's deeper search finds; the search statistics
// stay, to say what the time went on.
func withTree(ctx context.Context, q board.Problem, a Answer) Answer {
	if a.Status != board.None || a.Certificate != nil {
		return a
	}
	if c, ok := caseSplit(ctx, q, MaxTreeNodes); ok {
		a.Method, a.Certificate = Parity, &c
	} else if ctx.Err() != nil {
		return a
	} else if c, ok := parity.DeepCut(q, DeepCutBudget); ok {
		a.Method, a.Certificate = Parity, &c
	}
	return a
}

func byParity(q board.Problem) Answer {
	c, ok := parity.Check(q)
	if !ok {
		return Answer{Status: board.Unknown, Method: Parity}
	}
	return Answer{Status: board.None, Method: Parity, Certificate: &c}
}

func byHeuristic(ctx context.Context, q board.Problem, budget int64) (Answer, error) {
	r, err := heuristic.Find(ctx, q, heuristic.Options{Budget: budget})
	if err != nil && ctx.Err() == nil {
		return Answer{}, err
	}
	// A search cut short by the deadline is undecided, not an error.
	a := Answer{Status: r.Status, Method: Heuristic, Nodes: r.Nodes}
	switch r.Status {
	case board.Found:
		if err := verify.Tour(q, r.Tour); err != nil {
			return Answer{}, fmt.Errorf("prove: heuristic returned a bad tour (a bug): %w", err)
		}
		a.Tour = r.Tour
	case board.None:
		a.Method = Exhaustive
	}
	return a, nil
}

func bySAT(ctx context.Context, q board.Problem, opt Options) (Answer, error) {
	enc, err := encode.ParseEncoding(opt.Encoding)
	if err != nil {
		return Answer{Method: SAT}, err
	}
	r, err := encode.Solve(ctx, q, encode.Options{Encoding: enc, MaxSquares: opt.MaxSATSquares})
	if err != nil {
		return Answer{Method: SAT}, err
	}
	a := Answer{Status: r.Status, Method: SAT, SAT: &r.Stats}
	if r.Status == board.Found {
		if err := verify.Tour(q, r.Tour); err != nil {
			return Answer{}, fmt.Errorf("prove: SAT decoded a bad tour (a bug): %w", err)
		}
		a.Tour = r.Tour
	}
	return a, nil
}
