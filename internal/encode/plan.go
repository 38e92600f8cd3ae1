package encode

import (
	"strconv"

	"github.com/knightcert/knight/board"
)

// graph is the piece's moves between the cells of a shape
// ([board.Shape]): on the knight's full board the squares by index,
// otherwise the cells in board index order, vertex 0 the first cell.
type graph struct {
	sh  board.Shape
	b   board.Board
	n   int
	adj [][]int32 // neighbours by vertex
	// cells maps a vertex to its square and vertexOf a board index to
	// its vertex (-1 for a hole); both nil on the full board, where a
	// vertex is the square's index.
	cells    []board.Square
	vertexOf []int32
}

func newGraph(sh board.Shape) graph {
	b := sh.Board
	g := graph{sh: sh, b: b, n: b.Size()}
	if !sh.Plain() {
		g.n = sh.Cells()
		g.vertexOf = make([]int32, b.Size())
		for i := range b.Size() {
			g.vertexOf[i] = -1
			if !sh.IsHole(i) {
				g.vertexOf[i] = int32(len(g.cells))
				g.cells = append(g.cells, b.Square(i))
			}
		}
	}
	g.adj = make([][]int32, g.n)
	buf := make([]board.Square, 0, 8)
	for v := range g.n {
		if g.cells == nil {
			buf = b.Neighbours(b.Square(v), buf[:0])
		} else {
			buf = sh.Neighbours(g.cells[v], buf[:0])
		}
		g.adj[v] = make([]int32, len(buf))
		for i, s := range buf {
			g.adj[v][i] = int32(g.vertex(s))
		}
	}
	return g
}

// square is vertex v's square.
func (g *graph) square(v int) board.Square {
	if g.cells == nil {
		return g.b.Square(v)
	}
	return g.cells[v]
}

// vertex is the vertex of cell s.
func (g *graph) vertex(s board.Square) int {
	if g.vertexOf == nil {
		return g.b.Index(s)
	}
	return int(g.vertexOf[g.b.Index(s)])
}

// vertexAt is sq's vertex, false when sq is off the board or a hole.
func (g *graph) vertexAt(sq board.Square) (int, bool) {
	if !g.sh.IsCell(sq) {
		return 0, false
	}
	return g.vertex(sq), true
}

// plan is what every encoding needs to know about a problem: its graph,
// the steps each cell may take, and the cells fixed by a prefix. It holds
// no literals.
type plan struct {
	graph
	closed bool
	// stride is 2 when every move changes colour (the knight's), so that
	// a cell's step has its colour's parity, and 1 otherwise, with no
	// colour argument at all.
	stride int
	// prefix is fixed by the formula itself (Solve and WriteDIMACS); a Game
	// leaves it empty and assumes its prefixes instead.
	prefix []int
	end    int // -1 when any end will do
	// startColour is the colour of step 0: step t has startColour when t
	// is even.
	startColour board.Colour
	// lo and hi bound the step of each square; the step must also have the
	// square's colour parity. lo > hi means no step is left for it.
	lo, hi []int
	// why says, when not empty, why the formula is unsatisfiable before any
	// search: the comment the DIMACS file carries.
	why string
	// symmetry is the comment explaining a choice made without loss of
	// generality, if any.
	symmetry string
}

func newPlan(q board.Problem) *plan {
	sh := q.Shape()
	p := &plan{graph: newGraph(sh), closed: q.Closed, end: -1, stride: 2}
	n := p.n
	if !sh.Plain() && !q.Piece.ChangesColour() {
		p.stride = 1
	}
	for _, s := range q.Prefix {
		p.prefix = append(p.prefix, p.vertex(s))
	}
	if q.HasEnd() {
		p.end = p.vertex(q.End)
	}
	switch {
	case len(p.prefix) > 0:
		p.startColour = q.Prefix[0].Colour()
	case q.Closed && p.end < 0:
		// Every closed tour passes the first cell; rotate it to start
		// there.
		p.prefix = []int{0}
		p.startColour = p.square(0).Colour()
		p.symmetry = "a closed tour can be rotated to start on " + p.square(0).String() + ", so the formula fixes " + p.square(0).String() + " as square 0"
	case p.stride == 1:
		// No colour argument: any start.
	case p.end >= 0:
		// Step n-1 has the colour of step 0 exactly when n is odd.
		p.startColour = q.End.Colour()
		if n%2 == 0 {
			p.startColour ^= 1
		}
	default:
		// On an odd board both ends of an open tour are of the colour
		// with the extra square (the colours alternate: dark on the full
		// board); on an even board the ends differ in colour and the
		// reverse of a tour is a tour.
		p.startColour = board.Dark
		if n%2 == 1 && p.cells != nil && sh.ColourCount(board.Light) > sh.ColourCount(board.Dark) {
			p.startColour = board.Light
		}
		if n%2 == 0 {
			p.symmetry = "the reverse of an open tour is an open tour and its ends differ in colour, so the formula asks for one starting on a dark square"
		}
	}
	p.bound()
	return p
}

// newGamePlan is the plan of a Game: open tours of b from any square of
// colour c, with no prefix fixed.
func newGamePlan(b board.Board, c board.Colour) *plan {
	p := newPlan(board.Problem{Board: b})
	p.startColour = c
	p.symmetry = ""
	p.bound()
	return p
}

// colourOf is the colour a square must have at step t.
func (p *plan) colourOf(t int) board.Colour { return p.startColour ^ board.Colour(t&1) }

// colourShortfall says why a tour of n steps, the first on colour start
// and the colours alternating, cannot cover a board with have(c) squares
// of each colour c; "" when the counts agree.
func colourShortfall(n int, start board.Colour, have func(board.Colour) int) string {
	for c := board.Dark; c <= board.Light; c++ {
		steps := n / 2
		if c == start {
			steps = (n + 1) / 2
		}
		if h := have(c); steps != h {
			return "colour count: the tour needs " + strconv.Itoa(steps) + " " + c.String() + " squares, the board has " + strconv.Itoa(h)
		}
	}
	return ""
}

// colour of square v.
func (p *plan) colour(v int) board.Colour { return p.square(v).Colour() }

// allowed reports whether square v may be at step t.
func (p *plan) allowed(v, t int) bool {
	return t >= p.lo[v] && t <= p.hi[v] && (p.stride == 1 || p.colour(v) == p.colourOf(t))
}

// bound computes lo and hi: a prefix pins its squares; every other square is
// at least its distance from the prefix's last square beyond it, through
// squares the prefix has not used (Velev and Gao's reachability bound), and
// at least its distance to the end before the last step.
func (p *plan) bound() {
	n := p.n
	p.lo = make([]int, n)
	p.hi = make([]int, n)
	p.why = ""
	for v := range n {
		p.lo[v], p.hi[v] = 0, n-1
	}
	k := len(p.prefix)
	used := make([]bool, n)
	for i, v := range p.prefix {
		p.lo[v], p.hi[v] = i, i
		used[v] = true
	}
	if k > 0 {
		dist := p.bfs(used, []int{p.prefix[k-1]}, 0)
		for v := range n {
			if !used[v] {
				p.lo[v] = max(p.lo[v], k-1+dist[v])
			}
		}
		if p.closed && n > 1 {
			// The last square is a move from square 0.
			var seeds []int
			for _, u := range p.adj[p.prefix[0]] {
				if !used[u] {
					seeds = append(seeds, int(u))
				}
			}
			dist := p.bfs(used, seeds, 1)
			for v := range n {
				if !used[v] {
					p.hi[v] = min(p.hi[v], n-dist[v])
				}
			}
		}
	}
	if p.end >= 0 {
		p.lo[p.end] = max(p.lo[p.end], n-1)
		if !used[p.end] {
			dist := p.bfs(used, []int{p.end}, 0)
			for v := range n {
				if !used[v] {
					p.hi[v] = min(p.hi[v], n-1-dist[v])
				}
			}
		}
	}
	for v := range n {
		// Move lo and hi onto the square's parity.
		if p.stride == 2 && p.lo[v] <= p.hi[v] && p.colour(v) != p.colourOf(p.lo[v]) {
			p.lo[v]++
		}
		if p.stride == 2 && p.lo[v] <= p.hi[v] && p.colour(v) != p.colourOf(p.hi[v]) {
			p.hi[v]--
		}
		if p.lo[v] > p.hi[v] && p.why == "" {
			p.why = "square " + p.square(v).String() + " has no step left: it is unreachable, or on the wrong colour for its place"
		}
	}
	if p.why == "" && p.stride == 2 {
		p.why = colourShortfall(n, p.startColour, p.sh.ColourCount)
	}
	if p.why == "" && p.closed && n == 1 {
		p.why = "a closed tour ends a knight move from its first square, and a 1x1 board has no knight move"
		if p.cells != nil {
			p.why = "a closed tour ends a move from its first square, and a board of one cell has no move"
		}
	}
	if p.why == "" && k == 0 && p.cells != nil && n > 0 {
		// A tour is a connected path: every cell must be reachable from
		// the first. (With a prefix the bounds above already say so.)
		dist := p.bfs(used, []int{0}, 0)
		for v := range n {
			if dist[v] == unreachable {
				p.why = "the piece cannot reach " + p.square(v).String() + " from " + p.square(0).String() + ": the board is in pieces"
				break
			}
		}
	}
	if p.why == "" && p.closed && n == 2 && p.cells != nil {
		p.why = "a closed tour is a cycle of three cells or more, and the board has two"
	}
}

// unreachable is the distance bfs gives squares it cannot reach: beyond
// every step.
const unreachable = 1 << 30

// bfs returns the distance of every square from the seeds (which are at
// distance d0) through squares not used.
func (g *graph) bfs(used []bool, seeds []int, d0 int) []int {
	dist := make([]int, g.n)
	for v := range dist {
		dist[v] = unreachable
	}
	queue := make([]int, 0, g.n)
	for _, s := range seeds {
		if dist[s] == unreachable {
			dist[s] = d0
			queue = append(queue, s)
		}
	}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, u := range g.adj[v] {
			if !used[u] && dist[u] == unreachable {
				dist[u] = dist[v] + 1
				queue = append(queue, int(u))
			}
		}
	}
	return dist
}

// squaresAt lists, for every step, the squares allowed there.
func (p *plan) squaresAt() [][]int {
	at := make([][]int, p.n)
	for v := range p.n {
		for t := p.lo[v]; t <= p.hi[v]; t += p.stride {
			at[t] = append(at[t], v)
		}
	}
	return at
}
