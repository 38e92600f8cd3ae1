package encode

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
)

// DefaultMaxSquares is the largest board encoded when Options.MaxSquares is
// zero: 50x50. The lazy engine's formula grows with the squares (about
// five variables each), so this limit bounds the solving time more than
// the memory; the complete encodings, which grow with the square of the
// board, meet [DefaultMaxLiterals] first (near 28x28) and are refused by
// name.
const DefaultMaxSquares = 2500

// DefaultMaxLiterals bounds a formula when Options.MaxLiterals is zero:
// 2^25, about 500 MB in gini: enough for every encoding of a 28x28 tour
// (hybrid's 30x30 formula passes it) and for lazy far beyond.
const DefaultMaxLiterals = 1 << 25

// Sentinel errors for errors.Is.
var (
	// ErrTooLarge: the board has more squares than Options.MaxSquares, or
	// the formula grew past Options.MaxLiterals; the message names which.
	ErrTooLarge = errors.New("too large for SAT")
	// ErrUnknownEncoding: Options.Encoding names no encoding.
	ErrUnknownEncoding = errors.New("unknown encoding")
	// ErrBadOption: a limit in Options is negative.
	ErrBadOption = errors.New("bad option")
)

// Options choose the encoding and bound the work. The zero value is the
// Lazy encoding with the default limits.
type Options struct {
	Encoding Encoding
	// MaxSquares refuses larger boards before anything is built; 0 means
	// DefaultMaxSquares.
	MaxSquares int
	// MaxLiterals stops a build whose size passes it, which bounds the
	// memory a formula takes: a clause literal counts 1, a variable 8
	// (gini spends about 15 and 110 bytes on them); 0 means
	// DefaultMaxLiterals.
	MaxLiterals int
}

// Stats describe one formula and the time spent on it.
type Stats struct {
	Encoding Encoding
	// Vars and Clauses count the formula as the encoder wrote it, the lazy
	// engine's cuts included.
	Vars, Clauses int
	// Solves counts gini's solves; Cuts the clauses the lazy engine added
	// between them.
	Solves, Cuts int
	// Duration is the wall time spent encoding and solving.
	Duration time.Duration
}

// Result answers a problem. Tour is set when Status is board.Found.
type Result struct {
	Status board.Status
	Tour   board.Path
	Stats  Stats
}

// check validates the options at once, whatever the board, and then the
// board's size against MaxSquares.
func (o Options) check(b board.Board) error {
	if !o.Encoding.valid() {
		return fmt.Errorf("%w %v: want one of %v", ErrUnknownEncoding, o.Encoding, Encodings())
	}
	if o.MaxSquares < 0 {
		return fmt.Errorf("%w: a size limit of %d squares: want 0 (the default, %d) or more (-max-squares)", ErrBadOption, o.MaxSquares, DefaultMaxSquares)
	}
	if o.MaxLiterals < 0 {
		return fmt.Errorf("%w: a formula limit of %d literals: want 0 (the default, %d) or more (-max-literals)", ErrBadOption, o.MaxLiterals, DefaultMaxLiterals)
	}
	if limit := SquareLimit(o.MaxSquares); b.Size() > limit {
		return fmt.Errorf("%w: %v has %d squares, more than the %d SAT takes here", ErrTooLarge, b, b.Size(), limit)
	}
	return nil
}

// SquareLimit is the largest board Options.MaxSquares = maxSquares lets
// be encoded: maxSquares, or [DefaultMaxSquares] when it is 0.
func SquareLimit(maxSquares int) int {
	if maxSquares == 0 {
		return DefaultMaxSquares
	}
	return maxSquares
}

func (o Options) maxLiterals() int {
	if o.MaxLiterals == 0 {
		return DefaultMaxLiterals
	}
	return o.MaxLiterals
}

// build writes the formula of p into w, stopping with the context's error
// or ErrTooLarge when w's bounds are passed.
func build(w *writer, p *plan, enc Encoding) (f formula, err error) {
	defer catchAbort(&err)
	switch enc {
	case Successor:
		return newSuccessor(w, p, true), nil
	case Lazy:
		return newSuccessor(w, p, false), nil
	case Hybrid:
		return newPosition(w, p, true), nil
	}
	return newPosition(w, p, false), nil
}

// instance is a formula loaded into a solver.
type instance struct {
	g     *gini.Gini
	w     *writer
	f     formula
	p     *plan
	stats Stats
	// record keeps the cuts in recorded, for WriteDIMACS.
	record   bool
	recorded [][]z.Lit
}

// presize refuses, before anything is built, a formula whose variables
// alone pass MaxLiterals: the position variables (position, hybrid) or the
// ranks (successor) are counted from the plan in O(n).
func presize(p *plan, opt Options) error {
	vars := 0
	for v := range p.n {
		if p.lo[v] > p.hi[v] {
			continue
		}
		steps := (p.hi[v]-p.lo[v])/p.stride + 1
		switch opt.Encoding {
		case Position, Hybrid:
			vars += steps
		case Successor:
			vars += steps - 1
		}
	}
	return p.checkVars(vars, opt, "formula")
}

// checkVars refuses the named formula of g when its vars alone pass MaxLiterals.
func (g *graph) checkVars(vars int, opt Options, formula string) error {
	if size := VarWeight * vars; size > opt.maxLiterals() {
		return fmt.Errorf("%w: the %v %s of %v needs %d variables, over the formula size limit, %d (a variable counts %d; knight cnf -max-literals sets the limit)", ErrTooLarge, opt.Encoding, formula, g.b, vars, opt.maxLiterals(), VarWeight)
	}
	return nil
}

func newInstance(ctx context.Context, p *plan, opt Options) (*instance, error) {
	if err := presize(p, opt); err != nil {
		return nil, err
	}
	g := gini.New()
	w := &writer{dst: g, ctx: ctx, maxSize: opt.maxLiterals()}
	f, err := build(w, p, opt.Encoding)
	if err != nil {
		return nil, err
	}
	// The cuts written later are few and outside build's recover.
	w.ctx, w.maxSize = nil, 0
	return &instance{g: g, w: w, f: f, p: p, stats: Stats{Encoding: opt.Encoding}}, nil
}

// solve answers the instance under assumptions: board.Found when gini's
// model is a tour, board.None when the formula is unsatisfiable,
// board.Unknown when ctx ended first. The lazy engine solves again after
// adding the cuts each model calls for, until a model is a tour or the
// formula is unsatisfiable.
func (in *instance) solve(ctx context.Context, assumptions []z.Lit) board.Status {
	for {
		in.stats.Solves++
		switch run(ctx, in.g, assumptions, nil) {
		case -1:
			return board.None
		case 0:
			return board.Unknown
		}
		cuts := in.f.cuts(in.g)
		if len(cuts) == 0 {
			return board.Found
		}
		for _, c := range cuts {
			in.w.clause(c...)
		}
		if in.record {
			in.recorded = append(in.recorded, cuts...)
		}
		in.stats.Cuts += len(cuts)
	}
}

// Solve looks for a tour answering q with gini. It returns board.Found with
// a tour (which callers check: prove verifies every tour it returns),
// board.None when the formula is unsatisfiable, and board.Unknown when ctx
// ends first, while the formula is built or solved. It returns an error
// for a malformed problem, an unknown encoding, a negative limit, or a
// formula beyond the limits (ErrTooLarge).
func Solve(ctx context.Context, q board.Problem, opt Options) (Result, error) {
	start := time.Now()
	if err := q.Check(); err != nil {
		return Result{}, err
	}
	if err := opt.check(q.Board); err != nil {
		return Result{}, err
	}
	res := Result{Stats: Stats{Encoding: opt.Encoding}}
	done := func() (Result, error) {
		res.Stats.Duration = time.Since(start)
		return res, nil
	}
	in, err := newInstance(ctx, newPlan(q), opt)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return done()
		}
		return Result{}, err
	}
	res.Status = in.solve(ctx, nil)
	res.Stats = in.stats
	res.Stats.Vars, res.Stats.Clauses = in.w.vars, in.w.clauses
	if res.Status == board.Found {
		res.Tour = in.f.decode(in.g)
	}
	return done()
}

// WriteDIMACS writes the formula for q in DIMACS CNF, with comments saying
// what the variables mean. The formula is satisfiable exactly when a tour
// answering q exists; for the complete encodings a model names one.
//
// The lazy engine's formula grows while it is solved, so for Lazy
// WriteDIMACS first solves q (ctx bounds that solve; an ended ctx is an
// error) and writes the formula of the last solve: the move constraints
// and every cut added. Each cut holds in every tour, and the last solve
// answered, so that formula too is satisfiable exactly when a tour exists,
// but a model of it may be several cycles. For the other encodings ctx
// bounds only the build.
func WriteDIMACS(ctx context.Context, w io.Writer, q board.Problem, opt Options) error {
	if err := q.Check(); err != nil {
		return err
	}
	if err := opt.check(q.Board); err != nil {
		return err
	}
	p := newPlan(q)
	var cuts [][]z.Lit
	if opt.Encoding == Lazy {
		in, err := newInstance(ctx, p, opt)
		if err != nil {
			return err
		}
		in.record = true
		if in.solve(ctx, nil) == board.Unknown {
			return fmt.Errorf("the lazy engine's formula is known only once solved: %w", ctx.Err())
		}
		cuts = in.recorded
	}
	// Two passes over the same deterministic encoder: the first counts for
	// the header and names the variables, the second streams the clauses,
	// so that memory stays that of the plan, not of the formula.
	if err := presize(p, opt); err != nil {
		return err
	}
	cnt := &counter{}
	cw := &writer{dst: cnt, ctx: ctx, maxSize: opt.maxLiterals()}
	f, err := build(cw, p, opt.Encoding)
	if err != nil {
		return err
	}
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
	if opt.Encoding == Lazy {
		fmt.Fprintf(bw, "c the last %d clauses are the lazy engine's cuts, in the order added: some move leaves (or enters) a cycle of squares an earlier model closed.\n", len(cuts))
		fmt.Fprintf(bw, "c every tour satisfies them; a model of this formula may still be several cycles, which the engine would cut next.\n")
	}
	return streamDIMACS(ctx, bw, cnt.max, cw.clauses, cuts, func(ow *writer) error {
		_, err := build(ow, p, opt.Encoding)
		return err
	})
}

// streamDIMACS writes the problem line that a counting pass measured
// (maxVar variables, clauses clauses besides extra), then runs the same
// deterministic encoder again into the file, then the extra clauses, so
// that memory stays that of the plan, not of the formula.
func streamDIMACS(ctx context.Context, bw *bufio.Writer, maxVar z.Var, clauses int, extra [][]z.Lit, encode func(*writer) error) error {
	fmt.Fprintf(bw, "p cnf %d %d\n", maxVar, clauses+len(extra))
	out := &dimacsSink{w: bw}
	ow := &writer{dst: out, ctx: ctx}
	if err := encode(ow); err != nil {
		return err
	}
	if out.max != maxVar {
		panic("encode: the encoder is not deterministic")
	}
	for _, c := range extra {
		ow.clause(c...)
	}
	return bw.Flush()
}
