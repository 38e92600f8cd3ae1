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
	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// Clue pins a square at a step of the tour, counted from 0.
type Clue struct {
	Square board.Square
	Step   int
}

// ClueProblem asks for the tours of Board (closed when Closed) that put
// every clue's square at its step: a clue puzzle. Unlike a
// [board.Problem], nothing is fixed without loss of generality: two
// numberings of one cycle are two answers, so a [ClueSolver] that
// excludes each tour it finds sees every one.
//
// Holes and Piece make it a puzzle on a shape: the tour visits the cells
// by the piece's moves (the zero values: the knight on the full board).
// Only the position and hybrid encodings take a shape.
type ClueProblem struct {
	Board  board.Board
	Holes  board.Set
	Piece  board.Piece
	Closed bool
	Clues  []Clue
	// Colour is the colour of step 0 when no clue fixes it.
	Colour board.Colour
}

// PuzzleProblem is the SAT question of a clue puzzle: the tours of its
// cells by its piece that put every clue at its step, step 0 dark when
// no clue fixes its colour.
func PuzzleProblem(p puzzlecert.Puzzle) ClueProblem {
	q := ClueProblem{Board: p.Board, Holes: p.Holes, Piece: p.Piece, Closed: p.Closed, Colour: board.Dark}
	for _, c := range p.Clues {
		q.Clues = append(q.Clues, Clue{Square: c.Square, Step: p.Step(c)})
	}
	return q
}

// ErrClueEncoding: the encoding has no step variables to pin clues on.
var ErrClueEncoding = errors.New("no clue formula in this encoding")

// ClueSolver holds the formula of one [ClueProblem] in gini, so that the
// tours found can be excluded one after another (a clause per tour, the
// formula kept with what gini learnt): whether a puzzle's solution is
// unique is a second solve after excluding the first. It is not safe for
// concurrent use.
type ClueSolver struct {
	q     ClueProblem
	cp    *cluePlan
	g     *gini.Gini
	w     *writer
	f     clueFormula
	stats Stats
	// broken says a solve was ended by its context: the solver is not
	// used again, so that a deadline's timing never shows in a later
	// answer. A stop asked for with SolveUntil leaves it usable.
	broken bool
}

// clueFormula is a clue formula written to a sink.
type clueFormula interface {
	decode(m inter.Model) board.Path
	// exclude returns the clause that no model is tour, nil when the
	// formula has no model that is.
	exclude(tour []int) []z.Lit
	// forbid writes the clause that square v is not at formula step t.
	forbid(w *writer, v, t int)
	describe(w io.Writer)
}

// Shape is the problem's board, holes and piece.
func (q ClueProblem) Shape() board.Shape {
	return board.Shape{Board: q.Board, Holes: q.Holes, Piece: q.Piece}
}

// check checks the problem and the options, which must be able to write
// its formula.
func (q ClueProblem) check(opt Options) error {
	if err := (board.Problem{Board: q.Board, Holes: q.Holes, Piece: q.Piece, Closed: q.Closed}).Check(); err != nil {
		return err
	}
	sh := q.Shape()
	if !sh.Plain() && opt.Encoding == Successor {
		return fmt.Errorf("%w: the successor clue formula of %v", board.ErrShape, sh)
	}
	if err := opt.check(q.Board); err != nil {
		return err
	}
	if opt.Encoding == Lazy || !opt.Encoding.valid() {
		return fmt.Errorf("%w: %v: want position, hybrid or successor", ErrClueEncoding, opt.Encoding)
	}
	n := sh.Cells()
	for _, c := range q.Clues {
		if !sh.IsCell(c.Square) || c.Step < 0 || c.Step >= n {
			return fmt.Errorf("%w: clue %v at step %d is off the cells of %v or its steps", board.ErrBadProblem, c.Square, c.Step, sh)
		}
	}
	if opt.Encoding == Successor && q.Closed && len(q.Clues) == 0 {
		return fmt.Errorf("%w: a closed successor formula needs a clue to root its ranks", ErrClueEncoding)
	}
	return nil
}

// NewClueSolver writes the formula of q in opt's encoding ([Position] or
// [Successor]; others are [ErrClueEncoding]) into a fresh gini. It fails
// like [Solve] for a bad problem or options or a formula past the limits;
// when ctx ends while the formula is built it returns ctx's error.
func NewClueSolver(ctx context.Context, q ClueProblem, opt Options) (*ClueSolver, error) {
	if err := q.check(opt); err != nil {
		return nil, err
	}
	cp := newCluePlan(q, opt.Encoding == Successor)
	if err := cluePresize(cp, opt); err != nil {
		return nil, err
	}
	g := gini.New()
	w := &writer{dst: g, ctx: ctx, maxSize: opt.maxLiterals()}
	f, err := buildClues(w, cp, opt.Encoding)
	if err != nil {
		return nil, err
	}
	w.ctx, w.maxSize = nil, 0
	return &ClueSolver{q: q, cp: cp, g: g, w: w, f: f, stats: Stats{Encoding: opt.Encoding}}, nil
}

// cluePresize refuses a formula whose variables alone pass MaxLiterals.
func cluePresize(cp *cluePlan, opt Options) error {
	vars := 0
	for _, s := range cp.steps {
		vars += len(s)
	}
	return cp.checkVars(vars, opt, "clue formula")
}

func buildClues(w *writer, cp *cluePlan, enc Encoding) (f clueFormula, err error) {
	defer catchAbort(&err)
	switch enc {
	case Successor:
		return newClueSuccessor(w, cp), nil
	case Hybrid:
		e := newCluePosition(w, cp)
		if cp.n >= 3 || !cp.closed { // see addMoves
			addMoves(w, e, cp.adj, cp.closed, true)
		}
		return e, nil
	}
	return newCluePosition(w, cp), nil
}

// Solve looks for a tour that answers the problem and is none of the
// tours excluded so far: board.Found with the tour, board.None when there
// is none, board.Unknown when ctx ended first (the solver is then spent,
// and later calls are errors). Stats count the whole formula; Duration is
// this call's.
func (s *ClueSolver) Solve(ctx context.Context) (Result, error) {
	return s.SolveUntil(ctx, nil)
}

// SolveUntil is [ClueSolver.Solve] that also ends, with board.Unknown,
// when stop is closed first (nil: never). A stop, unlike ctx's end,
// leaves the solver usable: clauses can be added and the next solve keeps
// what gini learnt, but which tour that solve finds, when there are
// several, depends on when the search stopped. So a caller that needs
// the same answer every run takes from such a solver only what every run
// agrees on, such as "no tour" or a tour it checks to be the only one.
// (In WebAssembly a stop is seen only before the search starts.)
func (s *ClueSolver) SolveUntil(ctx context.Context, stop <-chan struct{}) (Result, error) {
	start := time.Now()
	if s.broken {
		return Result{}, errors.New("encode: the clue solver was stopped and is spent")
	}
	res := Result{Status: board.None}
	s.stats.Solves++
	switch run(ctx, s.g, nil, stop) {
	case 1:
		res.Status = board.Found
		res.Tour = s.cp.unrotate(s.f.decode(s.g))
	case 0:
		res.Status = board.Unknown
		s.broken = ctx.Err() != nil || !stopped(stop)
	}
	res.Stats = s.stats
	res.Stats.Vars, res.Stats.Clauses = s.w.vars, s.w.clauses
	res.Stats.Duration = time.Since(start)
	return res, nil
}

// Exclude adds the clause that the formula's tours are not tour: later
// solves find another. A path that is not a tour of the board, or one the
// formula has no model for, adds nothing.
func (s *ClueSolver) Exclude(tour board.Path) {
	if c := clueExclusion(s.cp, s.f, tour); c != nil {
		s.w.clause(c...)
	}
}

// Forbid adds the clause that no tour the formula finds puts square sq
// at step: the question "is there a solution whose step is elsewhere",
// which a unit clause asks far more cheaply than [ClueSolver.Exclude]
// asks "is there a solution other than this tour". When the clues with
// sq at step have one solution, the two questions are the same. A square
// off the board, a step out of range, or a step the formula already
// rules out for sq adds nothing.
func (s *ClueSolver) Forbid(sq board.Square, step int) {
	v, ok := s.cp.vertexAt(sq)
	if !ok || step < 0 || step >= s.cp.n {
		return
	}
	t := s.cp.rotate(step)
	if _, ok := slices.BinarySearch(s.cp.steps[v], t); !ok {
		return
	}
	s.f.forbid(s.w, v, t)
}

// clueExclusion is the clause that cp's formula f finds no tour but
// tour; nil when tour is no tour of cp's board or f has no model for it.
func clueExclusion(cp *cluePlan, f clueFormula, tour board.Path) []z.Lit {
	if len(tour) != cp.n {
		return nil
	}
	order := make([]int, cp.n) // order[t] is the square at formula step t
	for t, sq := range tour {
		v, ok := cp.vertexAt(sq)
		if !ok {
			return nil
		}
		order[cp.rotate(t)] = v
	}
	return f.exclude(order)
}

// WriteClueDIMACS writes the formula of q in opt's encoding, with the
// clauses excluding each of the tours given, in DIMACS CNF with comments
// naming the variables: satisfiable exactly when a tour answering q is
// none of them. With one tour excluded it is the question whether a
// puzzle's solution is unique, for any other solver to answer.
func WriteClueDIMACS(ctx context.Context, w io.Writer, q ClueProblem, exclude []board.Path, opt Options) error {
	if err := q.check(opt); err != nil {
		return err
	}
	cp := newCluePlan(q, opt.Encoding == Successor)
	if err := cluePresize(cp, opt); err != nil {
		return err
	}
	cnt := &counter{}
	cw := &writer{dst: cnt, ctx: ctx, maxSize: opt.maxLiterals()}
	f, err := buildClues(cw, cp, opt.Encoding)
	if err != nil {
		return err
	}
	var extra [][]z.Lit
	for _, t := range exclude {
		if c := clueExclusion(cp, f, t); c != nil {
			extra = append(extra, c)
		}
	}
	bw := bufio.NewWriter(w)
	kind := "open"
	if q.Closed {
		kind = "closed"
	}
	fmt.Fprintf(bw, "c knight: clue puzzle, %s tour of %v with %d clues (square=step, steps from 0):", kind, q.Shape(), len(q.Clues))
	for _, c := range q.Clues {
		fmt.Fprintf(bw, " %v=%d", c.Square, c.Step)
	}
	fmt.Fprintln(bw)
	fmt.Fprintf(bw, "c satisfiable exactly when such a tour exists that is none of the %d excluded by the last clauses.\n", len(extra))
	if cp.shift != 0 {
		fmt.Fprintf(bw, "c the formula's steps are the puzzle's minus %d, round the cycle, so that the first clue is step 0.\n", cp.shift)
	}
	if cp.why != "" {
		fmt.Fprintf(bw, "c unsatisfiable by construction: %s.\n", cp.why)
	}
	f.describe(bw)
	return streamDIMACS(ctx, bw, cnt.max, cw.clauses, extra, func(ow *writer) error {
		_, err := buildClues(ow, cp, opt.Encoding)
		return err
	})
}
