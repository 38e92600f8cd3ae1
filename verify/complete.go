package verify

import (
	"context"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
)

// maxSearchSquares bounds the boards on which [Checker.Complete]
// searches: its arrays are a few words a square.
const maxSearchSquares = 1 << 16

// Complete searches for a tour of q (beginning with its prefix, closed
// when q.Closed), by depth-first search in Warnsdorff's order (fewest
// onward moves first, then index order, so the answer repeats), within
// the checker's budget: a node is charged its moves and a step a square
// for the look below. A branch is cut when a square still to visit has
// no way in, or only one way and cannot be the last square (see stuck).
// On a shape ([board.Problem.Shape]) the tour visits the cells by the
// piece's moves, and a closed one is a cycle of three cells or more. It
// returns the tour, or nil when the search is exhausted (no tour exists),
// or [ErrTooLarge] when the budget runs out first; ctx's error when it is
// done.
func (ck *Checker) Complete(ctx context.Context, q board.Problem) (board.Path, error) {
	ck.init(ctx)
	if err := q.Check(); err != nil {
		return nil, err
	}
	b := q.Board
	n := b.Size()
	if n > maxSearchSquares {
		return nil, fmt.Errorf("%w: a completion is searched on boards up to %d squares, not %v", ErrTooLarge, maxSearchSquares, b)
	}
	if err := ck.charge(int64(n) + int64(len(q.Prefix))); err != nil {
		return nil, err
	}
	// On a shape the holes count as visited from the start, and the
	// moves are the piece's among the cells: cells squares make a tour.
	sh := q.Shape()
	plain, cells := sh.Plain(), sh.Cells()
	near := shapeNeighbours(sh)
	visited := make([]bool, n)
	for v := range n {
		visited[v] = sh.IsHole(v)
	}
	// A closed tour of a shape is a cycle: three cells at least, since
	// two cells a move apart make no cycle (the knight's full boards of
	// two squares have no move).
	minClosed := 2
	if !plain {
		minClosed = 3
	}
	free := make([]int, n) // unvisited neighbours of each square
	for v := range n {
		free[v] = len(near[v])
	}
	path := make([]int, 0, n)
	visit := func(v int) {
		visited[v] = true
		path = append(path, v)
		for _, u := range near[v] {
			free[u]--
		}
	}
	leave := func() {
		v := path[len(path)-1]
		path = path[:len(path)-1]
		visited[v] = false
		for _, u := range near[v] {
			free[u]++
		}
	}
	for _, s := range q.Prefix {
		visit(b.Index(s))
	}
	end, first := -1, path[0]
	if q.HasEnd() {
		end = b.Index(q.End)
	}
	closes := func(v int) bool { return slices.Contains(near[v], first) }
	// stuck reports that the squares still to visit cannot all be
	// joined after from. Each needs a way in and, unless it is the last
	// square, a way out: its unvisited neighbours, from (the way into
	// the next square) and, on a closed tour, the first square (the
	// last's way out) count, more than once at worst, which only cuts
	// less. None is a dead end; one is the last square, so an open tour
	// has at most one such, its end when it has one, and a closed tour
	// none.
	stuck := func(from int) bool {
		ones, one := 0, -1
		for v := range n {
			if visited[v] {
				continue
			}
			ways := free[v]
			if slices.Contains(near[from], v) {
				ways++
			}
			if q.Closed && closes(v) {
				ways++
			}
			switch {
			case ways == 0 || q.Closed && ways == 1 && len(path) < cells-1:
				return true
			case ways == 1:
				ones, one = ones+1, v
			}
		}
		return !q.Closed && (ones > 1 || ones == 1 && end >= 0 && one != end)
	}
	var found board.Path
	var walk func() error
	walk = func() error {
		v := path[len(path)-1]
		if err := ck.charge(int64(len(near[v])) + int64(n) + 1); err != nil {
			return err
		}
		if len(path) == cells {
			if (!q.Closed || cells >= minClosed && closes(v)) && (end < 0 || v == end) {
				found = make(board.Path, cells)
				for i, x := range path {
					found[i] = b.Square(x)
				}
			}
			return nil
		}
		if stuck(v) {
			return nil
		}
		var next []int
		for _, u := range near[v] {
			if !visited[u] && (u != end || len(path) == cells-1) {
				next = append(next, u)
			}
		}
		slices.SortStableFunc(next, func(a, c int) int { return free[a] - free[c] })
		for _, u := range next {
			visit(u)
			err := walk()
			leave()
			if err != nil || found != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(); err != nil {
		return nil, err
	}
	return found, nil
}
