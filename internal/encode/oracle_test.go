package encode

import (
	"slices"

	"github.com/knightcert/knight/board"
)

// backtrack is the independent oracle of the cross-check tests: an
// exhaustive depth-first search for an open tour of b beginning with prefix,
// with no node limit. Its only pruning is sound by counting: an unvisited
// square with at most one way in or out must be the last square, so two of
// them, or one with no way at all, end the branch.
type backtrack struct {
	b board.Board
	// end, when not -1, is the square the tour must end on; closed asks
	// that the last square be a move from the first.
	end     int
	closed  bool
	adj     [][]int
	visited []bool
	path    []int
	nodes   int
}

func newBacktrack(b board.Board) *backtrack {
	bt := &backtrack{b: b, end: -1, adj: make([][]int, b.Size()), visited: make([]bool, b.Size())}
	for v := range b.Size() {
		for _, s := range b.Neighbours(b.Square(v), nil) {
			bt.adj[v] = append(bt.adj[v], b.Index(s))
		}
	}
	return bt
}

// tour returns an open tour beginning with prefix, or nil when none exists.
// The prefix must be a path.
func (bt *backtrack) tour(prefix board.Path) board.Path {
	clear(bt.visited)
	bt.path = bt.path[:0]
	for _, s := range prefix {
		v := bt.b.Index(s)
		bt.visited[v] = true
		bt.path = append(bt.path, v)
	}
	if len(prefix) == 0 {
		for v := range bt.b.Size() {
			if bt.tour([]board.Square{bt.b.Square(v)}) != nil {
				return bt.result()
			}
		}
		return nil
	}
	if !bt.extend() {
		return nil
	}
	return bt.result()
}

func (bt *backtrack) result() board.Path {
	p := make(board.Path, len(bt.path))
	for i, v := range bt.path {
		p[i] = bt.b.Square(v)
	}
	return p
}

func (bt *backtrack) free(v int) int {
	n := 0
	for _, u := range bt.adj[v] {
		if !bt.visited[u] {
			n++
		}
	}
	return n
}

func (bt *backtrack) extend() bool {
	bt.nodes++
	if len(bt.path) == bt.b.Size() {
		last := bt.path[len(bt.path)-1]
		if bt.end >= 0 && last != bt.end {
			return false
		}
		return !bt.closed || slices.Contains(bt.adj[last], bt.path[0])
	}
	cur := bt.path[len(bt.path)-1]
	ends := 0
	for v := range bt.b.Size() {
		if bt.visited[v] {
			continue
		}
		links := bt.free(v)
		if slices.Contains(bt.adj[v], cur) {
			links++
		}
		if links == 0 {
			return false
		}
		if links == 1 {
			ends++
		}
	}
	if ends > 1 {
		return false
	}
	// Fewest onward moves first (Warnsdorff) finds tours sooner; the
	// search stays exhaustive.
	next := make([]int, 0, 8)
	for _, u := range bt.adj[cur] {
		if !bt.visited[u] {
			next = append(next, u)
		}
	}
	slices.SortStableFunc(next, func(a, b int) int { return bt.free(a) - bt.free(b) })
	for _, u := range next {
		bt.visited[u] = true
		bt.path = append(bt.path, u)
		if bt.extend() {
			return true
		}
		bt.path = bt.path[:len(bt.path)-1]
		bt.visited[u] = false
	}
	return false
}
