package encode

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
)

// DefaultMaxSquares is the largest board encoded when Options.MaxSquares is
// zero.
const DefaultMaxSquares = 1000

// Sentinel errors for errors.Is.
var (
	// ErrTooLarge: the board has more squares than Options.MaxSquares.
	ErrTooLarge = errors.New("board too large for SAT")
	// ErrUnknownEncoding: Options.Encoding names no encoding.
	ErrUnknownEncoding = errors.New("unknown encoding")
)

// Encoding names, in the order Encodings lists them; the first is the
// default. The package documentation describes them.
const (
	Hybrid    = "hybrid"
	Position  = "position"
	Successor = "successor"
)

// Encodings returns the names Options.Encoding accepts, the default first.
func Encodings() []string { return []string{Hybrid, Position, Successor} }

// Options choose the encoding and bound the work.
type Options struct {
	// Encoding is one of Encodings(); "" is the first.
	Encoding string
	// MaxSquares refuses larger boards; 0 means DefaultMaxSquares.
	MaxSquares int
}

// Stats describe one formula and the time spent on it.
type Stats struct {
	Encoding string
	// Vars and Clauses count the formula as the encoder wrote it.
	Vars, Clauses int
	// Duration is the wall time spent encoding and solving.
	Duration time.Duration
}

// Result answers a problem. Tour is set when Status is board.Found.
type Result struct {
	Status board.Status
	Tour   board.Path
	Stats  Stats
}

// sliceTime bounds each call to gini's Try, so that a cancelled context
// stops the search within about this long.
const sliceTime = 200 * time.Millisecond

func (o Options) check(b board.Board) (string, error) {
	name := o.Encoding
	if name == "" {
		name = Encodings()[0]
	}
	if !slices.Contains(Encodings(), name) {
		return "", fmt.Errorf("%w %q: want one of %v", ErrUnknownEncoding, o.Encoding, Encodings())
	}
	limit := o.MaxSquares
	if limit <= 0 {
		limit = DefaultMaxSquares
	}
	if b.Size() > limit {
		return "", fmt.Errorf("%w: %v has %d squares, more than the limit of %d", ErrTooLarge, b, b.Size(), limit)
	}
	return name, nil
}

func build(w *writer, p *plan, name string) formula {
	switch name {
	case Successor:
		return newSuccessor(w, p)
	case Hybrid:
		return newPosition(w, p, true)
	}
	return newPosition(w, p, false)
}

// Solve looks for a tour answering q with gini. It returns board.Found with
// a tour (which callers check: prove verifies every tour it returns), board.None when the formula is
// unsatisfiable, and board.Unknown when ctx ends first. It returns an error
// for a malformed problem, an unknown encoding or a board beyond the limit.
func Solve(ctx context.Context, q board.Problem, opt Options) (Result, error) {
	start := time.Now()
	if err := q.Check(); err != nil {
		return Result{}, err
	}
	name, err := opt.check(q.Board)
	if err != nil {
		return Result{}, err
	}
	g := gini.New()
	w := &writer{dst: g}
	f := build(w, newPlan(q), name)
	res := Result{Stats: Stats{Encoding: name, Vars: w.vars, Clauses: w.clauses}}
	switch try(ctx, g, nil) {
	case 1:
		res.Status, res.Tour = board.Found, f.decode(g)
	case -1:
		res.Status = board.None
	}
	res.Stats.Duration = time.Since(start)
	return res, nil
}

// try runs gini under assumptions in slices of sliceTime until it answers
// or ctx ends: 1 sat, -1 unsat, 0 undecided. Solve forgets assumptions on
// return, so each slice assumes them again; learnt clauses carry over.
func try(ctx context.Context, g *gini.Gini, assumptions []z.Lit) int {
	for ctx.Err() == nil {
		slice := sliceTime
		if dl, ok := ctx.Deadline(); ok {
			slice = min(slice, time.Until(dl))
		}
		if slice <= 0 {
			break
		}
		g.Assume(assumptions...)
		if r := g.Try(slice); r != 0 {
			return r
		}
	}
	return 0
}

// WriteDIMACS writes the formula for q in DIMACS CNF, with comments saying
// what the variables mean. The formula is satisfiable exactly when a tour
// answering q exists, and a model names one.
func WriteDIMACS(w io.Writer, q board.Problem, opt Options) error {
	if err := q.Check(); err != nil {
		return err
	}
	name, err := opt.check(q.Board)
	if err != nil {
		return err
	}
	// Two passes over the same deterministic encoder: the first counts for
	// the header and names the variables, the second streams the clauses,
	// so that memory stays that of the plan, not of the formula.
	cnt := &counter{}
	cw := &writer{dst: cnt}
	p := newPlan(q)
	f := build(cw, p, name)
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "c knight: %v\n", q)
	fmt.Fprintf(bw, "c satisfiable exactly when this tour exists; squares are numbered from 0, square 0 being the start.\n")
	if p.symmetry != "" {
		fmt.Fprintf(bw, "c without loss of generality: %s.\n", p.symmetry)
	}
	if p.why != "" {
		fmt.Fprintf(bw, "c unsatisfiable by construction: %s.\n", p.why)
	}
	f.describe(bw)
	fmt.Fprintf(bw, "p cnf %d %d\n", cnt.max, cw.clauses)
	out := &dimacsSink{w: bw}
	build(&writer{dst: out}, p, name)
	if out.max != cnt.max {
		panic("encode: the encoder is not deterministic")
	}
	return bw.Flush()
}
