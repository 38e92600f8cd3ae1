package heuristic

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/knightcert/knight/board"
)

// ErrNoStart is returned by [Greedy] and [Search] for a problem without a
// start square: which starts to try, and in which order, is the caller's
// choice (package prove makes it).
var ErrNoStart = errors.New("the problem has no start square")

// MaxSearch is the largest board [Search] takes: its stack keeps a 36-byte
// frame per square of depth. Larger boards get an Unknown answer at once.
const MaxSearch = 1 << 23

// maxGreedy bounds the walks of one [Greedy] call.
const maxGreedy = 100

// Options tune [Greedy] and [Search].
type Options struct {
	// Rule is the tie-break of the first walk, or of the search's first
	// run.
	Rule Rule
	// Seed feeds every random choice, so a run can be repeated.
	Seed int64
	// Budget bounds the work in nodes (squares entered). For Greedy, 0
	// means one walk per rule; for Search, 0 means no bound but the
	// context's. Negative budgets are refused with [ErrBadBudget].
	Budget int64
	// Compact asks Greedy for a tour found as [Result.Walk], one byte a
	// square, instead of [Result.Tour].
	Compact bool
}

// ErrBadBudget is returned for a negative [Options.Budget].
var ErrBadBudget = errors.New("negative node budget")

// Result is the answer of [Greedy] or [Search].
type Result struct {
	// Status is Found with a tour, None only when a search was exhaustive
	// (no budget cut) and found nothing, Unknown otherwise.
	Status board.Status
	Tour   board.Path
	// Walk is the tour instead of Tour when [Options.Compact] asked for
	// it and a walk found it; nil otherwise.
	Walk *board.Walk
	// Nodes counts the squares entered, over all runs.
	Nodes int64
	// Method names what settled the answer, such as "warnsdorff/roth" or
	// "search".
	Method string
}

// Greedy answers the problem q, which must have a start (q.Prefix not
// empty), by walks of Warnsdorff's rule that continue q.Prefix, end on
// q.End if given, and close if q.Closed: first with opt.Rule, then with
// each other rule, then with random ties and fresh seeds, as long as
// another whole walk (a node per square left) fits in opt.Budget (at most
// 100 walks; a budget of 0 allows one walk per rule). An open problem
// without an end whose position forces one (see the package documentation)
// is walked towards that end; where the position leaves no tour, no walk
// is made. It never answers None: a walk that sticks proves nothing. It returns an error for a malformed problem, a problem
// without a start, or a cancelled ctx (with the Unknown result so far);
// a walk looks at ctx every 65536 steps.
func Greedy(ctx context.Context, q board.Problem, opt Options) (Result, error) {
	f, err := newFinder(ctx, q, opt)
	if err != nil {
		return Result{}, err
	}
	if !q.Shape().Plain() {
		return newShapeFinder(ctx, q, opt).greedy(), ctx.Err()
	}
	prefix := q.Prefix
	n := f.b.Size()
	if len(prefix) >= n || n == 1 {
		return f.finish(f.complete(prefix))
	}
	unknown := Result{Status: board.Unknown, Method: "warnsdorff"}
	if f.err = ctx.Err(); f.err != nil || !f.coloursFit(prefix) {
		return f.finish(unknown)
	}
	var ok bool
	stop := func() bool { return ctx.Err() != nil }
	if f.g, ok = newGridStop(f.b, stop); !ok {
		f.err = ctx.Err()
		return f.finish(unknown)
	}
	target, fits := f.targetOf(prefix)
	if !fits {
		return f.finish(unknown)
	}
	if target == noSquare {
		if target, fits = f.forcedEnd(prefix); !fits {
			return f.finish(unknown) // no walk can succeed; Search proves it
		}
	}
	left := int64(n - len(prefix) + 1)
	for i := 0; i < maxGreedy; i++ {
		if f.ctx.Err() != nil {
			f.err = f.ctx.Err()
			break
		}
		rule, fits := opt.greedyWalk(i, f.nodes, left)
		if !fits {
			break
		}
		moves, ok := f.greedy(prefix, target, rule, opt.Seed+int64(i))
		if ok {
			r := Result{Status: board.Found, Method: "warnsdorff/" + rule.String()}
			if !opt.Compact {
				r.Tour = expand(prefix, moves)
				return f.finish(r)
			}
			w, ok := board.WalkOf(prefix)
			if !ok {
				// q.Check made the prefix a knight path: not reached.
				return f.finish(unknown)
			}
			if len(prefix) == 1 {
				w.Moves = moves // the finder's buffer, no longer needed
			} else {
				w.Moves = append(w.Moves, moves...)
			}
			r.Walk = &w
			return f.finish(r)
		}
	}
	if f.err == nil {
		f.err = f.ctx.Err()
	}
	return f.finish(unknown)
}

// greedyWalk is the rule of [Greedy]'s walk i (opt.Rule, then each other
// rule, then random ties), and whether the walk, of left nodes, fits in
// opt.Budget with nodes spent: a budget of 0 allows one walk per rule.
func (opt Options) greedyWalk(i int, nodes, left int64) (Rule, bool) {
	switch {
	case opt.Budget == 0 && i >= int(numRules) || opt.Budget > 0 && nodes+left > opt.Budget:
		return Random, false
	case i < int(numRules):
		return (opt.Rule + Rule(i)) % numRules, true
	}
	return Random, true
}

// Search answers the problem q, which must have a start, by the
// backtracking search described in the package documentation, with
// restarts, within opt.Budget nodes. It answers None only when a run was
// exhaustive. Boards over [MaxSearch] squares get Unknown at once. Errors
// are as for [Greedy]; the search looks at ctx every 4096 nodes.
func Search(ctx context.Context, q board.Problem, opt Options) (Result, error) {
	f, err := newFinder(ctx, q, opt)
	if err != nil {
		return Result{}, err
	}
	if !q.Shape().Plain() {
		if q.Board.Size() > MaxSearch {
			return Result{Status: board.Unknown, Method: "search"}, nil
		}
		return newShapeFinder(ctx, q, opt).search(), ctx.Err()
	}
	prefix := q.Prefix
	n := f.b.Size()
	if len(prefix) >= n || n == 1 {
		return f.finish(f.complete(prefix))
	}
	if !f.coloursFit(prefix) {
		return f.finish(Result{Status: board.None, Method: "search"}) // test 4 at the root
	}
	if f.err = ctx.Err(); f.err != nil || n > MaxSearch {
		return f.finish(Result{Status: board.Unknown, Method: "search"})
	}
	f.g = newGrid(f.b)
	target, ok := f.targetOf(prefix)
	if !ok {
		return f.finish(Result{Status: board.None, Method: "search"}) // the end must close on the start
	}
	if target == noSquare {
		if target, ok = f.forcedEnd(prefix); !ok {
			return f.finish(Result{Status: board.None, Method: "search"}) // tests 1 and 2 at the root
		}
	}
	if f.err = f.ctx.Err(); f.err != nil {
		return f.finish(Result{Status: board.Unknown, Method: "search"})
	}
	return f.finish(f.search(prefix, target))
}

func newFinder(ctx context.Context, q board.Problem, opt Options) (*finder, error) {
	if err := q.Check(); err != nil {
		return nil, err
	}
	if len(q.Prefix) == 0 {
		return nil, ErrNoStart
	}
	if opt.Budget < 0 {
		return nil, fmt.Errorf("%w: %d", ErrBadBudget, opt.Budget)
	}
	if opt.Rule >= numRules {
		return nil, fmt.Errorf("%w: %v", ErrBadRule, opt.Rule)
	}
	if opt.Budget == 0 {
		opt.Budget = math.MaxInt64
	}
	return &finder{ctx: ctx, q: q, opt: opt, b: q.Board}, nil
}

type finder struct {
	ctx context.Context
	q   board.Problem
	opt Options
	b   board.Board
	g   *grid
	// gridUsed is set once g has been walked on and needs a reset.
	gridUsed bool
	buf      []uint8 // the moves of the walks, reused
	guard    *cutGuard
	stranded []uint8
	nodes    int64
	err      error
}

func (f *finder) finish(r Result) (Result, error) {
	r.Nodes = f.nodes
	return r, f.err
}

func (f *finder) left() int64 { return f.opt.Budget - f.nodes }

// coloursFit applies test 4 of the search (see the package documentation)
// at the root, in O(len(prefix)): the squares left must alternate in colour
// from the last square of prefix, ending on the target's colour.
func (f *finder) coloursFit(prefix board.Path) bool {
	q := f.q
	if f.b.Size() == 1 || len(prefix) >= f.b.Size() {
		return true // complete decides
	}
	closedStart := q.Closed && !q.HasEnd()
	left := [2]int{f.b.ColourCount(board.Dark), f.b.ColourCount(board.Light)}
	for i, s := range prefix {
		if i > 0 || !closedStart {
			left[s.Colour()]--
		}
	}
	r := left[0] + left[1]
	cc := prefix[len(prefix)-1].Colour()
	if left[1-cc] != (r+1)/2 || left[cc] != r/2 {
		return false
	}
	switch {
	case q.HasEnd():
		return q.End.Colour() == cc^board.Colour(r&1)
	case closedStart:
		return prefix[0].Colour() == cc^board.Colour(r&1)
	}
	return true
}

// targetOf returns the square to be entered last: the end if given, the
// start of a closed tour otherwise, or noSquare. It reports false if the
// problem asks for a closed tour whose end is not a move from its start.
func (f *finder) targetOf(prefix board.Path) (int32, bool) {
	q := f.q
	switch {
	case q.HasEnd():
		return f.g.index(q.End), !q.Closed || board.IsKnightMove(q.End, prefix[0])
	case q.Closed:
		return f.g.index(prefix[0]), true
	}
	return noSquare, true
}

// forcedEnd returns the end that the position after prefix forces on an
// open tour with no end given: a square left, not a move from the
// knight's square, with one unvisited neighbour can be entered and left
// only through that neighbour, so the tour ends there. It returns
// noSquare when there is no such square, and false when the position has
// no tour at all: two such squares, or one with no unvisited neighbour
// (tests 1 and 2 of the search). Treating the forced end as the problem's
// end changes no answer, but lets the walks steer towards it (see walk)
// instead of sealing it off. Only squares next to the prefix have lost
// neighbours, so only they are looked at, unless the board itself has
// squares of degree 1 or 0 (a side below 3, or 3x3): O(len(prefix)).
func (f *finder) forcedEnd(prefix board.Path) (int32, bool) {
	b := f.b
	thin := min(b.W, b.H) < 3 || b.W == 3 && b.H == 3
	if len(prefix) == 1 && !thin {
		return noSquare, true
	}
	if !f.setup(prefix, noSquare) {
		return noSquare, true
	}
	g := f.g
	c := g.index(prefix[len(prefix)-1])
	end := int32(noSquare)
	look := func(w int32) bool {
		d := g.deg[w]
		if d > 1 || w == c || w == end || g.adjacent(c, w) {
			return true
		}
		if d == 0 || end != noSquare {
			return false
		}
		end = w
		return true
	}
	if thin {
		for y := range b.H {
			for x := range b.W {
				if !look(g.index(board.Square{X: x + 1, Y: y + 1})) {
					return noSquare, false
				}
			}
		}
		return end, true
	}
	for _, s := range prefix[:len(prefix)-1] {
		v := g.index(s)
		for _, o := range g.off {
			if !look(v + o) {
				return noSquare, false
			}
		}
	}
	return end, true
}

// complete answers a problem whose prefix leaves nothing to choose.
func (f *finder) complete(prefix board.Path) Result {
	q := f.q
	p := prefix
	if len(p) == 0 {
		p = board.Path{f.b.Square(0)}
	}
	ok := len(p) == f.b.Size() &&
		(!q.HasEnd() || p[len(p)-1] == q.End) &&
		(!q.Closed || board.IsKnightMove(p[len(p)-1], p[0]))
	f.nodes++
	if !ok {
		return Result{Status: board.None, Method: "search"}
	}
	return Result{Status: board.Found, Tour: append(board.Path(nil), p...), Method: "search"}
}

// setup resets the grid and visits the prefix; the closed start stays
// unvisited (it is the target), and so does the last square, which walk and
// search visit themselves. It reports false if the prefix has already
// visited the target.
func (f *finder) setup(prefix board.Path, target int32) bool {
	g := f.g
	if f.gridUsed {
		g.reset()
	}
	f.gridUsed = true
	for i, s := range prefix[:len(prefix)-1] {
		v := g.index(s)
		if i == 0 && v == target {
			continue
		}
		if v == target {
			return false
		}
		g.visit(v)
	}
	last := g.index(prefix[len(prefix)-1])
	return last != target || len(prefix) == 1 && f.q.Closed && !f.q.HasEnd()
}

func (f *finder) greedy(prefix board.Path, target int32, rule Rule, seed int64) ([]uint8, bool) {
	if !f.setup(prefix, target) {
		return nil, false
	}
	w := newWalker(f.g, rule, seed)
	if len(prefix) > 1 {
		// A game's position, not a whole board: see cutGuard.
		if f.guard == nil {
			f.guard = newCutGuard(f.g)
		}
		w.guard = f.guard
	}
	w.stop = func() bool { return f.ctx.Err() != nil }
	if w.stop() {
		return nil, false
	}
	if f.buf == nil {
		f.buf = newMoves(f.b.Size() - len(prefix) + 1) // reused: a huge board's walk is half the memory
	}
	w.stranded = f.stranded
	moves, ok := w.walk(prefix, f.buf, target, f.q.Closed && !f.q.HasEnd())
	f.nodes += int64(len(moves))
	if !ok && w.guard != nil {
		if f.stranded == nil {
			f.stranded = make([]uint8, len(f.g.deg))
		}
		for i, d := range f.g.deg {
			if d != visited && f.stranded[i] < 0xFF {
				f.stranded[i]++
			}
		}
	}
	return moves, ok
}

// expand returns prefix followed by the squares that moves reach from its
// last square.
func expand(prefix board.Path, moves []uint8) board.Path {
	p := make(board.Path, len(prefix), len(prefix)+len(moves))
	copy(p, prefix)
	s := prefix[len(prefix)-1]
	for _, k := range moves {
		s.X += board.Moves[k].X
		s.Y += board.Moves[k].Y
		p = append(p, s)
	}
	return p
}

// rng returns a seeded source for restart r.
func (f *finder) rng(r int) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(f.opt.Seed), uint64(r)+1))
}
