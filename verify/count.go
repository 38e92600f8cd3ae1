package verify

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// ErrUnsupported is wrapped by the error for a count of a question the
// checker does not pose: a closed tour with an end but no start.
var ErrUnsupported = errors.New("question not re-counted")

// Count checks a count document by counting again with a search of its
// own (see [Checker.countTours]), sharing nothing with the counter that
// wrote it: the factor between directed and undirected tours is the
// question's (2 when nothing fixes the direction), the count the
// undirected one times it when directed, and the undirected count (or
// every start's count) the search's. The search charges its nodes to the
// checker's budget; a count it cannot finish within the budget is refused
// with [ErrTooLarge], not re-checked, never called right or wrong. It
// returns what it checked, a line each.
func (ck *Checker) Count(ctx context.Context, a evidence.CountAnswer) ([]string, error) {
	ck.init(ctx)
	p := a.Problem
	if err := p.Check(); err != nil {
		return nil, err
	}
	if p.Closed && p.HasEnd() && len(p.Prefix) == 0 {
		return nil, fmt.Errorf("%w: a closed tour with an end and no start", ErrUnsupported)
	}
	if a.ByStart != nil {
		return ck.countByStart(a)
	}
	want := countFactor(p)
	if a.Factor != want {
		return nil, fmt.Errorf("%w: the factor is %d, but each undirected tour of this question is %d directed", ErrCountMismatch, a.Factor, want)
	}
	claimed := a.Undirected
	if a.Directed {
		claimed = new(big.Int).Mul(a.Undirected, big.NewInt(int64(want)))
	}
	if a.Count.Cmp(claimed) != 0 {
		return nil, fmt.Errorf("%w: the count is %v, but %v undirected tours are %v %s", ErrCountMismatch, a.Count, a.Undirected, claimed, countWay(a.Directed))
	}
	got, err := ck.undirected(p)
	if err != nil {
		return nil, fmt.Errorf("the count of %v %s tours was not re-counted: %w", a.Count, countWay(a.Directed), err)
	}
	if got.Cmp(a.Undirected) != 0 {
		return nil, fmt.Errorf("%w: the answer counts %v undirected tours, re-counted %v", ErrCountMismatch, a.Undirected, got)
	}
	return []string{fmt.Sprintf("%v %s tours re-counted (%v undirected, factor %d)", a.Count, countWay(a.Directed), a.Undirected, want)}, nil
}

// countByStart re-counts every start's count of a by-start answer.
func (ck *Checker) countByStart(a evidence.CountAnswer) ([]string, error) {
	p := a.Problem
	if len(p.Prefix) > 0 {
		return nil, fmt.Errorf("%w: a count from each square has no prefix of its own", ErrCountMismatch)
	}
	b := p.Board
	total := new(big.Int)
	for i, claimed := range a.ByStart {
		q := p
		q.Prefix = board.Path{b.Square(i)}
		got, err := ck.undirected(q)
		if err != nil {
			return nil, fmt.Errorf("the count from %v was not re-counted: %w", b.Square(i), err)
		}
		if a.Directed {
			got.Mul(got, big.NewInt(int64(countFactor(q))))
		}
		if got.Cmp(claimed) != 0 {
			return nil, fmt.Errorf("%w: the answer counts %v %s tours from %v, re-counted %v", ErrCountMismatch, claimed, countWay(a.Directed), b.Square(i), got)
		}
		total.Add(total, got)
	}
	return []string{fmt.Sprintf("the %s counts from all %d squares re-counted (%v in all)", countWay(a.Directed), b.Size(), total)}, nil
}

func countWay(directed bool) string {
	if directed {
		return "directed"
	}
	return "undirected"
}

// countFactor is how many directed tours (sequences of squares) each
// undirected tour of p is: a path and its reverse are two sequences
// unless a start or an end fixes which is which; a cycle's two
// directions are two unless a second square of the prefix or the end (the
// square before the start) fixes it. A board of one square has one tour
// of one square, open, and its reverse is itself.
func countFactor(p board.Problem) int {
	switch {
	case p.Board.Size() == 1:
		return 1
	case p.Closed && (len(p.Prefix) >= 2 || p.HasEnd()):
		return 1
	case !p.Closed && (len(p.Prefix) > 0 || p.HasEnd()):
		return 1
	}
	return 2
}

// undirected counts p's undirected tours: the sequences of squares that
// answer p, counted by countTours, divided by the sequences each tour
// gives (both directions of a path with nothing fixed, both directions of
// a cycle through its start or through a1).
func (ck *Checker) undirected(p board.Problem) (*big.Int, error) {
	b := p.Board
	n := b.Size()
	if n > maxCountSquares {
		return nil, fmt.Errorf("%w: tours are re-counted on boards up to %d squares, not %v", ErrTooLarge, maxCountSquares, b)
	}
	if n == 1 {
		if p.Closed {
			return new(big.Int), nil
		}
		return big.NewInt(1), nil
	}
	var starts []int
	switch {
	case len(p.Prefix) > 0:
		starts = []int{b.Index(p.Prefix[0])}
	case p.HasEnd(): // open: the tours to the end, read backwards
		starts = []int{b.Index(p.End)}
	case p.Closed: // every cycle passes a1, once each way
		starts = []int{0}
	default:
		for s := range n {
			starts = append(starts, s)
		}
	}
	total := new(big.Int)
	for _, s := range starts {
		c, err := ck.countTours(p, s)
		if err != nil {
			return nil, err
		}
		total.Add(total, new(big.Int).SetUint64(c))
	}
	if countFactor(p) == 2 {
		total.Rsh(total, 1)
	}
	return total, nil
}

// countTours counts by depth-first search the sequences of all of p's
// squares from square index start that answer p: beginning with p's
// prefix (when it has one), ending on p.End (when it has one and a
// prefix; with no prefix the end is the start), a move from the last
// back to the first when p is closed. A move is cut off when it leaves a
// square it passed by with no way in: an unvisited neighbour of the
// square left with no unvisited neighbour of its own, that is not the
// one square left next to the new one. Every node is charged
// len(board.Moves)+1 steps; ErrTooLarge when the budget runs out.
func (ck *Checker) countTours(p board.Problem, start int) (uint64, error) {
	b := p.Board
	n := b.Size()
	if err := ck.charge(int64(n)); err != nil {
		return 0, err
	}
	near := shapeNeighbours(board.Shape{Board: b})
	end := -1
	if p.HasEnd() && len(p.Prefix) > 0 {
		end = b.Index(p.End)
	}
	visited := make([]bool, n)
	free := make([]int, n) // unvisited neighbours
	for v := range n {
		free[v] = len(near[v])
	}
	visit := func(v int, on bool) {
		visited[v] = on
		d := -1
		if !on {
			d = 1
		}
		for _, u := range near[v] {
			free[u] += d
		}
	}
	adjacent := func(u, v int) bool { return slices.Contains(near[u], v) }
	var found uint64
	var walk func(v, depth int) error
	walk = func(v, depth int) error {
		if err := ck.charge(int64(len(board.Moves)) + 1); err != nil {
			return err
		}
		if depth == n {
			if (end < 0 || v == end) && (!p.Closed || adjacent(v, start)) {
				found++
			}
			return nil
		}
		var choices []int
		if depth < len(p.Prefix) {
			u := b.Index(p.Prefix[depth])
			if visited[u] || !adjacent(v, u) {
				return nil
			}
			choices = []int{u}
		} else {
			for _, u := range near[v] {
				if !visited[u] && (u != end || depth == n-1) {
					choices = append(choices, u)
				}
			}
		}
		for _, u := range choices {
			visit(u, true)
			if !ck.stranded(near, visited, free, v, u, n-depth-1) {
				if err := walk(u, depth+1); err != nil {
					return err
				}
			}
			visit(u, false)
		}
		return nil
	}
	if len(p.Prefix) > 0 && b.Index(p.Prefix[0]) != start {
		return 0, nil
	}
	visit(start, true)
	err := walk(start, 1)
	return found, err
}

// stranded reports whether the move from v to u, with left squares
// unvisited after it, leaves an unvisited neighbour of v that no square
// can enter any more: none of its neighbours unvisited, and it is not
// the last square, entered from u.
func (ck *Checker) stranded(near [][]int, visited []bool, free []int, v, u, left int) bool {
	for _, w := range near[v] {
		if visited[w] || free[w] > 0 {
			continue
		}
		last := left == 1
		for _, x := range near[w] {
			if x == u && last {
				return false
			}
		}
		return true
	}
	return false
}
