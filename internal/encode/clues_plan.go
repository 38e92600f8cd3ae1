package encode

import (
	"slices"

	"github.com/knightcert/knight/board"
)

// cluePlan is what both clue encodings know: the graph of the piece's
// moves, and for every cell the steps it may take, from the clues alone.
type cluePlan struct {
	graph
	closed bool
	// shift is subtracted from every step (mod n) so that, for a closed
	// successor formula, the first clue is step 0: the root of the ranks.
	shift int
	// steps[v] lists the steps square v may take, ascending.
	steps [][]int
	// startColour is step 0's colour after the shift.
	startColour board.Colour
	why         string
	// colours says every move changes colour (the knight's do), so a
	// step's colour is fixed by step 0's.
	colours bool
}

func (cp *cluePlan) rotate(t int) int { return ((t-cp.shift)%cp.n + cp.n) % cp.n }
func (cp *cluePlan) unrotate(p board.Path) board.Path {
	if cp.shift == 0 || len(p) != cp.n {
		return p
	}
	out := make(board.Path, cp.n)
	for t := range out {
		out[t] = p[cp.rotate(t)]
	}
	return out
}

// newCluePlan bounds the steps of every square: a clue's square takes its
// step; any other square v takes a step t of its colour, not a clue's, no
// nearer to the clue before t (and after) than v's knight distance from
// that clue's square through squares without a clue: the path between
// two clues passes no other clue. A closed tour's steps run round.
func newCluePlan(q ClueProblem, root bool) *cluePlan {
	sh := q.Shape()
	cp := &cluePlan{graph: newGraph(sh), closed: q.Closed, colours: sh.Piece.ChangesColour()}
	n := cp.n
	clues := slices.Clone(q.Clues)
	if root && q.Closed && len(clues) > 0 {
		cp.shift = clues[0].Step
	}
	for i := range clues {
		clues[i].Step = cp.rotate(clues[i].Step)
	}
	slices.SortFunc(clues, func(a, b Clue) int { return a.Step - b.Step })
	cp.startColour = q.Colour
	if len(clues) == 0 && !sh.Plain() {
		// Nothing fixes step 0's colour, and a shape's colours need not
		// be balanced: no colour rule, rather than a guess.
		cp.colours = false
	}
	if len(clues) > 0 {
		cp.startColour = clues[0].Square.Colour() ^ board.Colour(clues[0].Step&1)
	}
	colourOf := func(t int) board.Colour { return cp.startColour ^ board.Colour(t&1) }
	pinnedAt := make([]int, n) // square index + 1 pinned at each step
	stepOf := make([]int, n)   // step + 1 of each clue square
	for _, c := range clues {
		v := cp.vertex(c.Square) // a cell: q.check
		if pinnedAt[c.Step] != 0 || stepOf[v] != 0 {
			cp.why = "two clues on one square or step"
		}
		pinnedAt[c.Step] = v + 1
		stepOf[v] = c.Step + 1
	}
	used := make([]bool, n)
	for _, c := range clues {
		v := cp.vertex(c.Square)
		used[v] = true
	}
	dist := make([][]int, len(clues))
	for i, c := range clues {
		v := cp.vertex(c.Square)
		dist[i] = cp.bfs(used, []int{v}, 0)
	}
	// prev[t] and next[t]: the clue before and after step t, as an index
	// into clues and the step it stands at (beyond 0..n-1 when it wraps
	// round a closed tour); -1 when there is none.
	k := len(clues)
	prev, prevAt := make([]int, n), make([]int, n)
	next, nextAt := make([]int, n), make([]int, n)
	for t := range n {
		prev[t], next[t] = -1, -1
	}
	if k > 0 {
		j := -1
		for t := range n {
			for j+1 < k && clues[j+1].Step < t {
				j++
			}
			if j >= 0 {
				prev[t], prevAt[t] = j, clues[j].Step
			} else if q.Closed {
				prev[t], prevAt[t] = k-1, clues[k-1].Step-n
			}
		}
		j = k
		for t := n - 1; t >= 0; t-- {
			for j-1 >= 0 && clues[j-1].Step > t {
				j--
			}
			if j < k {
				next[t], nextAt[t] = j, clues[j].Step
			} else if q.Closed {
				next[t], nextAt[t] = 0, clues[0].Step+n
			}
		}
	}
	cp.steps = make([][]int, n)
	for v := range n {
		if stepOf[v] != 0 {
			cp.steps[v] = []int{stepOf[v] - 1}
			continue
		}
		for t := range n {
			if pinnedAt[t] != 0 || cp.colours && cp.square(v).Colour() != colourOf(t) {
				continue
			}
			if i := prev[t]; i >= 0 && t-prevAt[t] < dist[i][v] {
				continue
			}
			if i := next[t]; i >= 0 && nextAt[t]-t < dist[i][v] {
				continue
			}
			cp.steps[v] = append(cp.steps[v], t)
		}
		if len(cp.steps[v]) == 0 && cp.why == "" {
			cp.why = "square " + cp.square(v).String() + " has no step left: no clue lets the knight reach it in time, or its colour fits no free step"
		}
	}
	if cp.why == "" && q.Closed && n%2 == 1 && cp.colours {
		cp.why = "a closed tour alternates colours, so a board with an odd number of squares has none"
	}
	if cp.why == "" && q.Closed && n == 2 {
		cp.why = "a closed tour needs at least three squares"
	}
	if cp.why == "" && cp.colours {
		cp.why = colourShortfall(n, cp.startColour, sh.ColourCount)
	}
	return cp
}
