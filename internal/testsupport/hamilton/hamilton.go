package hamilton

import (
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
)

// Leaper is the move test of the piece with the given leaps: a to b is a
// move when the distances |dx|, |dy| are one leap's, either way round.
func Leaper(leaps [][2]int) func(a, b board.Square) bool {
	return func(a, b board.Square) bool {
		dx, dy := int(a.X-b.X), int(a.Y-b.Y)
		dx, dy = max(dx, -dx), max(dy, -dy)
		for _, l := range leaps {
			if dx == l[0] && dy == l[1] || dx == l[1] && dy == l[0] {
				return true
			}
		}
		return false
	}
}

// Leapers are the pieces that shape sweeps try, each by the name
// board.ParsePiece reads and its leaps: the knight, the camel and the
// zebra, a unit step, and a piece of two leaps.
var Leapers = []struct {
	Name  string
	Leaps [][2]int
}{
	{"knight", [][2]int{{1, 2}}},
	{"camel", [][2]int{{1, 3}}},
	{"zebra", [][2]int{{2, 3}}},
	{"(0,1)", [][2]int{{0, 1}}},
	{"(1,1)+(0,2)", [][2]int{{1, 1}, {0, 2}}},
}

// Leaps are the distances of p's leaps, for [Leaper].
func Leaps(p board.Piece) [][2]int {
	var out [][2]int
	for _, l := range p.Leaps() {
		out = append(out, [2]int{int(l.A), int(l.B)})
	}
	return out
}

// Mask is the shape on frame b whose holes are the squares i with bit i
// of mask set: the holes, and the cells in board order.
func Mask(b board.Board, mask int) (board.Set, []board.Square) {
	holes := board.NewSet(b.Size())
	var cells []board.Square
	for i := range b.Size() {
		if mask&(1<<i) != 0 {
			holes.Add(i)
		} else {
			cells = append(cells, b.Square(i))
		}
	}
	return holes, cells
}

// Search is a depth-first search for paths through every one of Cells,
// each step a Move.
type Search struct {
	Cells []board.Square
	Move  func(a, b board.Square) bool
	// Closed: the path returns to its first cell by a move, a cycle of
	// three cells or more.
	Closed bool
	// End is the path's last cell; the zero Square, which is no cell,
	// lets it end anywhere.
	End board.Square
	// Budget bounds the search in nodes (0: no bound); past it the
	// search answers not found, and not ok.
	Budget int
	// Fewest tries the cells with the fewest onward moves first.
	Fewest bool
	// Joined gives up on a branch whose cells left are not all joined by
	// moves to its last cell, as a path through all of them needs: a cut
	// that keeps boards of 25 cells within a test's time.
	Joined bool
}

// run is one search's state.
type run struct {
	Search
	used  []bool
	first board.Square
	nodes int
	path  board.Path // with all set: the path so far
	all   bool       // list every path (see Tours) instead of stopping at one
	at    map[int]board.Square
	out   []board.Path
}

func (s Search) start() *run {
	return &run{Search: s, used: make([]bool, len(s.Cells))}
}

// ok says whether the search stayed within its budget.
func (r *run) ok() bool { return r.Budget == 0 || r.nodes <= r.Budget }

// Covers reports whether a path through every cell starts on
// Cells[start] (on any cell when start < 0), and false for ok when the
// budget ran out first.
func (s Search) Covers(start int) (found, ok bool) {
	r := s.start()
	for i, c := range s.Cells {
		// A cycle passes Cells[0], so the first cell is start enough.
		if start >= 0 && i != start || start < 0 && s.Closed && s.End == (board.Square{}) && i > 0 {
			continue
		}
		clear(r.used)
		r.used[i], r.first = true, c
		if r.dfs(i, 1) {
			return true, true
		}
	}
	return false, r.ok()
}

// Completes reports whether prefix, a path among the cells, extends to a
// path through every cell, and false for ok when the budget ran out
// first.
func (s Search) Completes(prefix board.Path) (found, ok bool) {
	r := s.start()
	index := make(map[board.Square]int, len(s.Cells))
	for i, c := range s.Cells {
		index[c] = i
	}
	last := 0
	for _, c := range prefix {
		i, ok := index[c]
		if !ok {
			panic(fmt.Sprintf("hamilton: prefix square %v is no cell", c))
		}
		r.used[i], last = true, i
	}
	r.first = prefix[0]
	found = r.dfs(last, len(prefix))
	return found, r.ok()
}

// Tours lists every path through all the cells (from every start) that
// has at[t] at its step t for each t in at. The budget is not used.
func (s Search) Tours(at map[int]board.Square) []board.Path {
	r := s.start()
	r.Budget, r.all, r.at = 0, true, at
	for i, c := range s.Cells {
		r.used[i], r.first, r.path = true, c, board.Path{c}
		r.dfs(i, 1)
		r.used[i] = false
	}
	return r.out
}

// dfs extends the path that has depth cells and ends on Cells[v].
func (r *run) dfs(v, depth int) bool {
	r.nodes++
	if !r.ok() {
		return false
	}
	if want, ok := r.at[depth-1]; r.all && ok && want != r.Cells[v] {
		return false
	}
	n := len(r.Cells)
	if depth == n {
		found := (r.End == board.Square{} || r.Cells[v] == r.End) && (!r.Closed || n > 2 && r.Move(r.Cells[v], r.first))
		if found && r.all {
			r.out = append(r.out, slices.Clone(r.path))
		}
		return found && !r.all
	}
	if r.Joined && !r.joined(v, depth) {
		return false
	}
	try := func(w int) bool {
		r.used[w] = true
		if r.all {
			r.path = append(r.path, r.Cells[w])
		}
		found := r.dfs(w, depth+1)
		if r.all {
			r.path = r.path[:depth]
		}
		r.used[w] = false
		return found
	}
	if !r.Fewest {
		for w := range n {
			if !r.used[w] && r.Move(r.Cells[v], r.Cells[w]) && try(w) {
				return true
			}
		}
		return false
	}
	var next []int
	onward := make(map[int]int)
	for w := range n {
		if !r.used[w] && r.Move(r.Cells[v], r.Cells[w]) {
			next = append(next, w)
			for u := range n {
				if !r.used[u] && u != w && r.Move(r.Cells[w], r.Cells[u]) {
					onward[w]++
				}
			}
		}
	}
	slices.SortStableFunc(next, func(a, b int) int { return onward[a] - onward[b] })
	for _, w := range next {
		if try(w) {
			return true
		}
	}
	return false
}

// joined says whether the cells not used are all reached by moves from
// Cells[v] through cells not used, the path having depth cells.
func (r *run) joined(v, depth int) bool {
	seen := make([]bool, len(r.Cells))
	seen[v] = true
	queue, reached := []int{v}, 1
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for w := range r.Cells {
			if !r.used[w] && !seen[w] && r.Move(r.Cells[q], r.Cells[w]) {
				seen[w] = true
				queue = append(queue, w)
				reached++
			}
		}
	}
	return reached == len(r.Cells)-depth+1
}
