package count

import (
	"context"
	"fmt"
	"runtime"
	"slices"

	"github.com/knightcert/knight/board"
)

// Strip counts the tours, open or closed, of the k x n board for every n
// from `from` to `to`, in one scan where it can: the cells of k x n and
// k x N (n <= N, both with short side k) are numbered alike, and up to a
// cell some three lines before the end of k x n every cell has the same
// edges, the same requirements and the same cells ahead on both (the
// two plans are compared), so the states after it are the same. One scan
// of the longest board is copied there for each n, and the copy finishes
// k x n. An open tour of a board with k odd needs an end of the colour
// that has more squares, which changes with n's parity: each parity has
// its scan. A length below k or 4, or one [Tours] answers without a scan
// (an odd closed board), is counted by Tours.
//
// The results are in order of n; they stop after the first that is not
// exact, as [Starts] does. Result.Expanded counts the states of the
// shared lines in each length's figure, as a scan of that board alone
// would carry them; Options.Shards is not taken. Options.Workers
// goroutines share each cell's work, with the same results.
func Strip(ctx context.Context, k, from, to int, closed bool, opt Options) ([]Result, error) {
	return strip(ctx, k, from, to, closed, opt, -1)
}

// strip is Strip with a memo of at most memoIDs states (memoStates of
// the limit when negative; 0 scans with tables only).
func strip(ctx context.Context, k, from, to int, closed bool, opt Options, memoIDs int) ([]Result, error) {
	if k < 1 || from < 1 || to < from {
		return nil, fmt.Errorf("count: strip %d x %d..%d: want 1 <= k and 1 <= from <= to", k, from, to)
	}
	if k > MaxShortSide {
		return nil, fmt.Errorf("%w: a strip of short side %d; the counter takes at most %d", ErrTooWide, k, MaxShortSide)
	}
	if opt.Shards > 1 || opt.Parts > 1 {
		return nil, fmt.Errorf("%w: a strip of lengths is not sharded or parted", ErrUnsupported)
	}
	maxStates := opt.MaxStates
	if maxStates <= 0 {
		maxStates = DefaultMaxStates
	}
	problem := func(n int) board.Problem {
		return board.Problem{Board: board.Board{W: int32(k), H: int32(n)}, Closed: closed}
	}
	out := make([]Result, to-from+1)
	done := make([]bool, len(out))
	// groups[g] holds the lengths one scan serves: all of them, or those
	// of parity g for an open tour with k odd.
	var groups [2][]int
	for n := from; n <= to; n++ {
		p := problem(n)
		if _, ok := trivial(p); ok || n < k || n < 4 {
			r, err := Tours(ctx, p, opt)
			if err != nil {
				return nil, err
			}
			out[n-from], done[n-from] = r, true
			continue
		}
		g := 0
		if !closed && k%2 == 1 {
			g = n % 2
		}
		groups[g] = append(groups[g], n)
	}
	if memoIDs < 0 {
		memoIDs = memoStates(maxStates)
	}
	m := newMemo(memoIDs)
	if m.expanders = opt.Workers; opt.Workers <= 0 {
		m.expanders = runtime.GOMAXPROCS(0)
	}
	for _, ns := range groups {
		if len(ns) == 0 {
			continue
		}
		longest := newPlan(problem(ns[len(ns)-1]))
		s := m.newLineScan(&longest, maxStates)
		c := 0
		for _, n := range ns {
			i := n - from
			out[i] = Result{Factor: factor(problem(n)), Squares: n * k}
			done[i] = true
			pl := newPlan(problem(n))
			fork := min(longest.sameCells(&pl), n*k-1) - 1
			var err error
			for ; c <= fork && err == nil; c++ {
				err = s.step(ctx, c)
			}
			if err != nil {
				stopped(&out[i], s.stats(), err)
				break
			}
			f := s.fork(&pl, fork)
			for d := fork + 1; d < n*k && err == nil; d++ {
				err = f.step(ctx, d)
			}
			if err != nil {
				stopped(&out[i], f.stats(), err)
				break
			}
			r, st := &out[i], f.stats()
			r.Exact, r.Undirected = true, f.sum().big()
			r.Cells, r.Expanded, r.PeakStates, r.PerCell, r.peakBytes = st.cells, st.expanded, max(st.peakStates, 1), st.perCell, st.peakBytes
		}
	}
	for i, r := range out {
		if !done[i] {
			return out[:i], nil
		}
		if !r.Exact {
			return out[:i+1], nil
		}
	}
	return out, nil
}

// sameCells is the number of cells, from the first, that pl and q take
// alike: a scan of either carries the same states through them. A cell
// is taken alike when its edges back, the cells they make leave, the
// requirements and colours of the cells in its frontier, and what
// feasible reads after it (the edges ahead, the cells short of
// neighbours) are the same on both, and so are the problem's own rules.
func (pl *plan) sameCells(q *plan) int {
	if pl.window != q.window || pl.k != q.k || pl.closed != q.closed || pl.mirror != q.mirror ||
		pl.oppositeEnds != q.oppositeEnds || pl.maxFreeEnds != q.maxFreeEnds || pl.words != q.words {
		return 0
	}
	for c := range min(pl.n, q.n) {
		if pl.last[c] != q.last[c] || pl.need[c] != q.need[c] || pl.colour[c] != q.colour[c] ||
			!slices.Equal(pl.back[c], q.back[c]) || !slices.Equal(pl.ahead[c], q.ahead[c]) ||
			pl.tight[c] != q.tight[c] || !slices.Equal(pl.short[c], q.short[c]) {
			return c
		}
	}
	return min(pl.n, q.n)
}

// stopped fills r, a count that stopped at a limit with err, from the
// scan's figures.
func stopped(r *Result, st scanStats, err error) {
	r.Cells, r.Expanded, r.PeakStates, r.PerCell, r.peakBytes = st.cells, st.expanded, max(st.peakStates, 1), st.perCell, st.peakBytes
	r.Why = err.Error()
}
