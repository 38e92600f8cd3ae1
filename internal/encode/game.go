package encode

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/knightcert/knight/board"
)

// Game answers, for one board, whether partial open tours can still be
// completed, reusing one solver per start colour across calls: a prefix is
// a set of assumptions, so what gini learns refuting one prefix helps with
// the next. The same calls in the same order get the same answers. A call
// that its context ends forgets the solver it used (the next call on that
// colour builds it again), so that a stop's timing never shows in later
// answers. A Game is not safe for concurrent use.
type Game struct {
	b   board.Board
	opt Options
	// inst holds the solver for open tours starting on each colour, made on
	// first need.
	inst [2]*instance
}

// NewGame prepares a Game on b. It fails like Solve for bad options or a
// board beyond MaxSquares; the formulas are built by the calls that need
// them.
func NewGame(b board.Board, opt Options) (*Game, error) {
	if err := (board.Problem{Board: b}).Check(); err != nil {
		return nil, err
	}
	if err := opt.check(b); err != nil {
		return nil, err
	}
	return &Game{b: b, opt: opt}, nil
}

// Solve answers whether prefix, an open path on the board, can be completed
// to an open tour; an empty prefix asks whether the board has any open
// tour. With board.Found the result carries a tour beginning with prefix.
// With board.None the indices say which prefix squares the refutation used,
// as gini's Why reports them (a sufficient set, not always a minimal one):
// empty when the board alone has no tour, [0] when the start's colour alone
// rules it out. They are nil otherwise. Stats count the reused formula;
// Duration is this call's.
func (gm *Game) Solve(ctx context.Context, prefix board.Path) (Result, []int, error) {
	start := time.Now()
	q := board.Problem{Board: gm.b, Prefix: prefix}
	if err := q.Check(); err != nil {
		return Result{}, nil, err
	}
	// With no prefix, a tour from a dark square exists if any does: on an
	// odd board both ends are dark, on an even board one end is.
	c := board.Dark
	if len(prefix) > 0 {
		c = prefix[0].Colour()
	}
	res := Result{Stats: Stats{Encoding: gm.opt.Encoding}}
	done := func(s board.Status, blame []int) (Result, []int, error) {
		res.Status = s
		res.Stats.Duration = time.Since(start)
		return res, blame, nil
	}
	in := gm.inst[c]
	if in == nil {
		var err error
		in, err = newInstance(ctx, newGamePlan(gm.b, c), gm.opt)
		if err != nil {
			if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
				return done(board.Unknown, nil)
			}
			return Result{}, nil, err
		}
		gm.inst[c] = in
	}
	stats := func() {
		res.Stats = in.stats
		res.Stats.Vars, res.Stats.Clauses = in.w.vars, in.w.clauses
	}
	stats()
	if in.p.why != "" {
		// Only the colour count can empty a game's formula: the start's
		// colour class has the wrong size.
		if len(prefix) == 0 {
			return done(board.None, []int{})
		}
		return done(board.None, []int{0})
	}
	squares := make([]int, len(prefix))
	for i, s := range prefix {
		squares[i] = gm.b.Index(s)
	}
	lits, index, bad, ok := in.f.assume(squares)
	if !ok {
		// The formula has no variable for square bad at its step (wrong
		// colour class cannot happen here), so this placement is out.
		return done(board.None, []int{bad})
	}
	r := in.solve(ctx, lits)
	stats()
	switch r {
	case board.Found:
		res.Tour = in.f.decode(in.g)
		return done(board.Found, nil)
	case board.None:
		why := in.g.Why(nil)
		blame := []int{}
		for _, m := range why {
			for j, a := range lits {
				if a == m {
					blame = append(blame, index[j])
				}
			}
		}
		slices.Sort(blame)
		return done(board.None, slices.Compact(blame))
	}
	gm.inst[c] = nil
	return done(board.Unknown, nil)
}
