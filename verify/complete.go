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
	c := newCompletion(ck, q)
	if err := c.walk(); err != nil {
		return nil, err
	}
	return c.found, nil
}

// completion is the state of Complete's search.
type completion struct {
	ck *Checker
	q  board.Problem
	n  int
	// cells is how many squares make a tour: on a shape the holes count
	// as visited from the start, and the moves are the piece's among the
	// cells.
	cells int
	// minClosed is the fewest cells of a closed tour: on a shape a cycle
	// has three at least, since two cells a move apart make no cycle (the
	// knight's full boards of two squares have no move).
	minClosed int
	near      [][]int
	visited   []bool
	free      []int // unvisited neighbours of each square
	path      []int
	end       int // the required end's index, -1 for none
	found     board.Path
}

// newCompletion is the search of q with its prefix visited.
func newCompletion(ck *Checker, q board.Problem) *completion {
	b := q.Board
	n := b.Size()
	sh := q.Shape()
	c := &completion{ck: ck, q: q, n: n, cells: sh.Cells(), minClosed: 2, near: shapeNeighbours(sh),
		visited: make([]bool, n), free: make([]int, n), path: make([]int, 0, n), end: -1}
	if !sh.Plain() {
		c.minClosed = 3
	}
	for v := range n {
		c.visited[v] = sh.IsHole(v)
		c.free[v] = len(c.near[v])
	}
	for _, s := range q.Prefix {
		c.visit(b.Index(s))
	}
	if q.HasEnd() {
		c.end = b.Index(q.End)
	}
	return c
}

func (c *completion) visit(v int) {
	c.visited[v] = true
	c.path = append(c.path, v)
	for _, u := range c.near[v] {
		c.free[u]--
	}
}

func (c *completion) leave() {
	v := c.path[len(c.path)-1]
	c.path = c.path[:len(c.path)-1]
	c.visited[v] = false
	for _, u := range c.near[v] {
		c.free[u]++
	}
}

// closes says v is a move from the first square.
func (c *completion) closes(v int) bool { return slices.Contains(c.near[v], c.path[0]) }

// stuck reports that the squares still to visit cannot all be joined
// after from. Each needs a way in and, unless it is the last square, a
// way out: its unvisited neighbours, from (the way into the next square)
// and, on a closed tour, the first square (the last's way out) count,
// more than once at worst, which only cuts less. None is a dead end; one
// is the last square, so an open tour has at most one such, its end when
// it has one, and a closed tour none.
func (c *completion) stuck(from int) bool {
	closed := c.q.Closed
	ones, one := 0, -1
	for v := range c.n {
		if c.visited[v] {
			continue
		}
		ways := c.free[v]
		if slices.Contains(c.near[from], v) {
			ways++
		}
		if closed && c.closes(v) {
			ways++
		}
		switch {
		case ways == 0 || closed && ways == 1 && len(c.path) < c.cells-1:
			return true
		case ways == 1:
			ones, one = ones+1, v
		}
	}
	return !closed && (ones > 1 || ones == 1 && c.end >= 0 && one != c.end)
}

// walk extends the path from its last square, fewest onward moves first,
// until it finds a tour (in found), exhausts the branch or runs out of
// budget.
func (c *completion) walk() error {
	v := c.path[len(c.path)-1]
	if err := c.ck.charge(int64(len(c.near[v])) + int64(c.n) + 1); err != nil {
		return err
	}
	if len(c.path) == c.cells {
		if (!c.q.Closed || c.cells >= c.minClosed && c.closes(v)) && (c.end < 0 || v == c.end) {
			c.found = make(board.Path, c.cells)
			for i, x := range c.path {
				c.found[i] = c.q.Board.Square(x)
			}
		}
		return nil
	}
	if c.stuck(v) {
		return nil
	}
	var next []int
	for _, u := range c.near[v] {
		if !c.visited[u] && (u != c.end || len(c.path) == c.cells-1) {
			next = append(next, u)
		}
	}
	slices.SortStableFunc(next, func(a, b int) int { return c.free[a] - c.free[b] })
	for _, u := range next {
		c.visit(u)
		err := c.walk()
		c.leave()
		if err != nil || c.found != nil {
			return err
		}
	}
	return nil
}
