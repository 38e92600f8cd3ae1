package prove

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/encode"
	"github.com/knightcert/knight/heuristic"
	"github.com/knightcert/knight/parity"
	"github.com/knightcert/knight/verify"
)

// Method names what decided an answer.
type Method uint8

const (
	// Auto tries parity, then the heuristic, then SAT.
	Auto Method = iota
	// Parity decides "none" with a certificate, or nothing.
	Parity
	// Heuristic finds tours; it decides "none" only by exhausting the search,
	// and then reports [Exhaustive].
	Heuristic
	// SAT decides either way within the encoder's size limit.
	SAT
	// Exhaustive is reported when the heuristic's search ended without a
	// tour and without a budget cut. It cannot be asked for.
	Exhaustive
)

var methodNames = [...]string{Auto: "auto", Parity: "parity", Heuristic: "heuristic", SAT: "sat", Exhaustive: "exhaustive"}

// String is the name used by -method and in JSON.
func (m Method) String() string {
	if int(m) < len(methodNames) {
		return methodNames[m]
	}
	return fmt.Sprintf("Method(%d)", m)
}

// ParseMethod reads a method name that can be asked for: auto, parity,
// heuristic or sat.
func ParseMethod(s string) (Method, error) {
	for m, name := range methodNames[:Exhaustive] {
		if s == name {
			return Method(m), nil
		}
	}
	return Auto, fmt.Errorf("unknown method %q: want auto, parity, heuristic or sat", s)
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
	Certificate *parity.Certificate
	// SAT holds the encoder's statistics when SAT ran.
	SAT *encode.Stats
	// Nodes counts the heuristic's search nodes when it ran.
	Nodes   int64
	Elapsed time.Duration
}

// Explain says in a sentence or two what the answer rests on.
func (a Answer) Explain() string {
	switch {
	case a.Status == board.Found:
		return fmt.Sprintf("%s: found by %s (%d moves), checked move by move", a.Problem, a.Method, len(a.Tour)-1)
	case a.Status == board.None && a.Certificate != nil:
		return a.Certificate.Explain(a.Problem)
	case a.Status == board.None && a.Method == SAT:
		return fmt.Sprintf("no %s: the %s SAT encoding (%d variables, %d clauses) is unsatisfiable", a.Problem, a.SAT.Encoding, a.SAT.Vars, a.SAT.Clauses)
	case a.Status == board.None:
		return fmt.Sprintf("no %s: exhaustive search (%d nodes) found none", a.Problem, a.Nodes)
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
		return h, nil // beyond SAT's reach the heuristic's answer stands
	case err != nil:
		return s, err
	case h.Status == board.None && s.Status == board.Found:
		return Answer{}, fmt.Errorf("prove: exhaustive search and SAT disagree on %v (a bug): SAT found %v", q, s.Tour)
	case h.Status == board.None && s.Status == board.Unknown:
		return h, nil
	}
	s.Nodes = h.Nodes
	return s, nil
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

// Errors of [Recheck] besides the certificate checker's own.
var (
	// ErrRefuted: the second method found a tour, so the claim is false.
	ErrRefuted = errors.New("the claim is false")
	// ErrUndecided: the second method ran out of time.
	ErrUndecided = errors.New("undecided")
)

// Recheck re-derives a "none" answer without trusting the method that gave
// it: a certificate is checked by [verify.Certificate]; a SAT or exhaustive
// answer is solved again by SAT with an encoding other than the one used.
// That second solve is a second opinion, not a proof object: it rests on
// the solver and the other encoding being right. It returns nil when the
// answer stands.
func Recheck(ctx context.Context, a Answer) error {
	if a.Status != board.None {
		return fmt.Errorf("recheck: the answer is %q, not \"none\"", a.Status)
	}
	if a.Certificate != nil {
		return verify.Certificate(a.Problem, *a.Certificate)
	}
	other := encode.Recommend(board.None)
	if a.SAT != nil {
		other = encode.SecondOpinion(a.SAT.Encoding)
	}
	r, err := encode.Solve(ctx, a.Problem, encode.Options{Encoding: other, MaxSquares: a.Problem.Board.Size()})
	if err != nil {
		return err
	}
	switch r.Status {
	case board.None:
		return nil
	case board.Found:
		if err := verify.Tour(a.Problem, r.Tour); err != nil {
			return fmt.Errorf("recheck: the %s encoding decoded a bad tour: %w", other, err)
		}
		return fmt.Errorf("%w: the %s encoding found a tour: %v", ErrRefuted, other, r.Tour)
	}
	return fmt.Errorf("%w: the %s encoding did not decide in time", ErrUndecided, other)
}
