package heuristic

import (
	"context"
	"fmt"
	"math/rand/v2"
	"unsafe"

	"github.com/knightcert/knight/board"
)

// DefaultBudget is the node budget of [Find] when [Options.Budget] is 0,
// or 20 nodes per square of the board if that is more.
const DefaultBudget = 5_000_000

// maxGreedy bounds the greedy runs before the search starts.
const maxGreedy = 100

// Options tune [Find].
type Options struct {
	// Rule is the tie-break of the first greedy run; the other rules
	// follow, then the backtracking search.
	Rule Rule
	// Seed feeds every random choice, so a run can be repeated.
	Seed int64
	// Budget bounds the work in nodes: squares entered, by the greedy runs
	// and the search together. 0 means [DefaultBudget] or 20 nodes per
	// square, whichever is larger.
	Budget int64
}

// Result is the answer of [Find].
type Result struct {
	// Status is Found with a tour, None only when a search was exhaustive
	// (no budget cut) and found nothing, Unknown otherwise.
	Status board.Status
	Tour   board.Path
	// Nodes counts the squares entered, over all runs.
	Nodes int64
	// Method names what settled the answer, such as "warnsdorff/roth" or
	// "search".
	Method string
}

// constructMin is the number of squares above which tours are asked of the
// divide-and-conquer construction ([ConstructFrom], [ConstructOpen]):
// smaller boards are quick to search.
const constructMin = 50 * 50

// Find answers the problem q: a tour that continues q.Prefix (a free start
// when empty, a1 tried first), ends on q.End if given, and closes if
// q.Closed. It tries quick Warnsdorff runs with several tie-breaks, then a
// backtracking search over the same order with pruning and restarts, all
// within opt.Budget nodes. It returns an error only for a malformed problem
// or a cancelled ctx (with the Unknown result so far).
func Find(ctx context.Context, q board.Problem, opt Options) (Result, error) {
	if err := q.Check(); err != nil {
		return Result{}, err
	}
	if opt.Budget <= 0 {
		opt.Budget = max(DefaultBudget, 20*int64(q.Board.Size()))
	}
	if opt.Rule >= numRules {
		return Result{}, fmt.Errorf("%w: %v", ErrBadRule, opt.Rule)
	}
	f := &finder{ctx: ctx, q: q, opt: opt, b: q.Board}
	if len(q.Prefix) > 0 {
		return f.finish(f.from(q.Prefix))
	}
	// A free start: every start square in turn, a1 first. The answer is
	// None only if every start was refuted exhaustively. A closed tour
	// passes every square, so a1 serves alone, or with an end, the end's
	// neighbours do. Starts of the wrong colour are refuted by test 4
	// before any work.
	starts := f.b.Size()
	if q.Closed && f.b.Size() > 1 {
		starts = 1
		if q.HasEnd() {
			starts = 0
		}
	}
	var candidates []board.Square
	if q.Closed && q.HasEnd() {
		candidates = f.b.Neighbours(q.End, nil)
	}
	exhaustive := true
	for i := 0; i < starts+len(candidates); i++ {
		var s board.Square
		if i < starts {
			s = f.b.Square(i)
		} else {
			s = candidates[i-starts]
		}
		if q.HasEnd() && s == q.End && f.b.Size() > 1 || !f.coloursFit(board.Path{s}) {
			continue
		}
		r := f.from(board.Path{s})
		if r.Status == board.Found || f.err != nil {
			return f.finish(r)
		}
		if r.Status == board.Unknown {
			exhaustive = false
			if f.nodes >= opt.Budget {
				break
			}
		}
	}
	r := Result{Status: board.Unknown, Method: "search"}
	if exhaustive {
		r.Status = board.None
	}
	return f.finish(r)
}

type finder struct {
	ctx context.Context
	q   board.Problem
	opt Options
	b   board.Board
	g   *grid
	// gridUsed is set once g has been walked on and needs a reset.
	gridUsed bool
	buf      board.Path
	nodes    int64
	err      error
}

func (f *finder) finish(r Result) (Result, error) {
	r.Nodes = f.nodes
	return r, f.err
}

func (f *finder) left() int64 { return f.opt.Budget - f.nodes }

// from answers the problem with the given prefix.
func (f *finder) from(prefix board.Path) Result {
	b, q := f.b, f.q
	n := b.Size()
	if len(prefix) >= n || n == 1 {
		return f.complete(prefix)
	}
	free := len(prefix) == 1 && !q.HasEnd()
	if q.Closed && free && n > constructMin {
		if tour, err := ConstructFrom(b, prefix[0]); err == nil {
			return Result{Status: board.Found, Tour: tour, Method: "construct"}
		}
	}
	if !f.coloursFit(prefix) {
		return Result{Status: board.None, Method: "search"} // test 4 at the root
	}
	if f.g == nil {
		f.g = newGrid(b)
	}
	target, ok := f.targetOf(prefix)
	if !ok {
		return Result{Status: board.None, Method: "search"} // the end must close on the start
	}
	// Quick greedy runs: each rule once, then random ties with fresh seeds,
	// up to a quarter of the budget, or all of it where the board is too
	// large to search (and at most maxGreedy runs).
	greedyEnd := f.nodes + f.left()/4
	if n > maxSearch {
		greedyEnd = f.opt.Budget // no search follows: greedy runs may use it all
	}
	for i := 0; i < maxGreedy; i++ {
		rule := Random
		if i < int(numRules) {
			rule = (f.opt.Rule + Rule(i)) % numRules
		}
		if f.left() < int64(n) || i > 0 && f.nodes+int64(n) > greedyEnd || f.ctx.Err() != nil {
			break
		}
		path, ok := f.greedy(prefix, target, rule, f.opt.Seed+int64(i))
		if ok {
			return Result{Status: board.Found, Tour: path, Method: "warnsdorff/" + rule.String()}
		}
	}
	if !q.Closed && free && n > constructMin {
		// Warnsdorff stalled where divide and conquer cannot: any start of
		// a board with an even side, a corner of an odd one.
		if tour, err := ConstructOpen(b, prefix[0]); err == nil {
			return Result{Status: board.Found, Tour: tour, Method: "construct"}
		}
	}
	if f.err = f.ctx.Err(); f.err != nil || n > maxSearch {
		return Result{Status: board.Unknown, Method: "warnsdorff"}
	}
	return f.search(prefix, target)
}

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

func (f *finder) greedy(prefix board.Path, target int32, rule Rule, seed int64) (board.Path, bool) {
	if !f.setup(prefix, target) {
		return nil, false
	}
	w := newWalker(f.g, rule, seed)
	if f.buf == nil {
		f.buf = make(board.Path, 0, f.b.Size()) // reused: a huge board's path is most of the memory
		bufBytes := uintptr(cap(f.buf)) * unsafe.Sizeof(board.Square{})
		adviseHuge(unsafe.Pointer(unsafe.SliceData(f.buf)), bufBytes)
		prefault(unsafe.Pointer(unsafe.SliceData(f.buf)), bufBytes)
	}
	path := append(f.buf[:0], prefix...)
	path, ok := w.walk(path, target, f.q.Closed && !f.q.HasEnd())
	f.nodes += int64(len(path) - len(prefix))
	return path, ok
}

// rng returns a seeded source for restart r.
func (f *finder) rng(r int) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(f.opt.Seed), uint64(r)+1))
}
