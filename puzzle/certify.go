package puzzle

import (
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/parity"
)

// graph is the knight graph of a board by square index.
type graph struct {
	b   board.Board
	n   int
	adj [][]int32
	nbs []board.Set // adj as sets, made by neighbourSets when first asked

	// Scratch of bfsInto, newDeducer and tooFewNeighbours: a graph
	// serves one goroutine.
	queue    []int
	scratch  []int
	onSquare []int
	missing  []bool
}

func newGraph(b board.Board) *graph {
	g := &graph{b: b, n: b.Size(), adj: make([][]int32, b.Size())}
	buf := make([]board.Square, 0, 8)
	for v := range g.n {
		buf = b.Neighbours(b.Square(v), buf[:0])
		g.adj[v] = make([]int32, len(buf))
		for i, s := range buf {
			g.adj[v][i] = int32(b.Index(s))
		}
	}
	return g
}

// far is the distance bfs gives a square it cannot reach.
const far = 1 << 30

// bfs returns every square's knight distance from the square from,
// through squares blocked does not hold (nil blocks nothing; from itself
// is never blocked).
func (g *graph) bfs(from int, blocked []bool) []int {
	return g.bfsInto(make([]int, g.n), from, blocked)
}

// bfsInto is bfs writing into dist, of g.n squares, with the graph's own
// queue: a case split runs thousands of them.
func (g *graph) bfsInto(dist []int, from int, blocked []bool) []int {
	for i := range dist {
		dist[i] = far
	}
	dist[from] = 0
	if cap(g.queue) < g.n {
		g.queue = make([]int, 0, g.n)
	}
	queue := append(g.queue[:0], from)
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		for _, u := range g.adj[v] {
			if dist[u] == far && (blocked == nil || !blocked[u]) {
				dist[u] = dist[v] + 1
				queue = append(queue, int(u))
			}
		}
	}
	return dist
}

// gap is the number of steps between clues a and b, a before b: for a
// closed tour the shorter way round bounds their distance.
func gap(p puzzlecert.Puzzle, a, b puzzlecert.Clue) int {
	d := b.Number - a.Number
	if p.Closed {
		d = min(d, p.Board.Size()-d)
	}
	return d
}

// certify looks for a certificate that p, a well-formed puzzle, has no
// solution, simplest argument first: the colour count, the colours of two
// consecutive clues, the distance between any two clues, the path
// between consecutive clues through squares without a clue, and the
// parity package's arguments on the problem the clues force. Finding none
// proves nothing. Cost: O(k·n) for k clues on n squares, plus parity's.
func certify(p puzzlecert.Puzzle) (puzzlecert.Certificate, bool) {
	return (&certifier{}).certify(p)
}

// certifier is certify with what many calls on one board can share: the
// knight graph and its distances, and the forced problems the parity
// package has already found no certificate for (a case split's
// branches mostly force the problem their parent forced).
type certifier struct {
	g        *graph
	dist     [][]int // dist[v]: knight distances from square v, on the whole board
	noParity map[string]bool
	path     []int // bfsInto's distances for the path argument
	// noPaths leaves out the path argument, a breadth-first search per
	// pair of clues, for a case split whose deductions subsume it.
	noPaths bool
}

// distances returns the knight distances from square v, computed once
// per square when the certifier keeps them.
func (cf *certifier) distances(v int) []int {
	if cf.noParity == nil {
		return cf.g.bfs(v, nil)
	}
	if cf.dist == nil {
		cf.dist = make([][]int, cf.g.n)
	}
	if cf.dist[v] == nil {
		cf.dist[v] = cf.g.bfs(v, nil)
	}
	return cf.dist[v]
}

func (cf *certifier) certify(p puzzlecert.Puzzle) (puzzlecert.Certificate, bool) {
	if c, ok := cf.simple(p); ok {
		return c, true
	}
	return cf.forcedProblem(p)
}

// simple is certify without the forced problem: the colour, distance and
// path arguments, O(k·n) for k clues on n squares.
func (cf *certifier) simple(p puzzlecert.Puzzle) (puzzlecert.Certificate, bool) {
	b := p.Board
	n := b.Size()
	if p.Closed && n%2 == 1 {
		return puzzlecert.ColourCount{}, true
	}
	clues := p.Clues
	if len(clues) > 0 && n%2 == 1 {
		// The tour's even steps are (n+1)/2 squares of step 0's colour.
		a := clues[0]
		start := a.Square.Colour() ^ board.Colour(p.Step(a)&1)
		if b.ColourCount(start) != (n+1)/2 {
			return puzzlecert.ColourCount{A: new(a)}, true
		}
	}
	for i := 1; i < len(clues); i++ {
		a, c := clues[i-1], clues[i]
		sameColour := a.Square.Colour() == c.Square.Colour()
		if sameColour != ((c.Number-a.Number)%2 == 0) {
			return puzzlecert.Parity{A: a, B: c}, true
		}
	}
	if cf.g == nil || cf.g.b != b {
		cf.g, cf.dist = newGraph(b), nil
	}
	g := cf.g
	for i, a := range clues {
		dist := cf.distances(b.Index(a.Square))
		for _, c := range clues[i+1:] {
			if d := dist[b.Index(c.Square)]; d > gap(p, a, c) {
				if d == far {
					d = -1
				}
				return puzzlecert.Distance{A: a, B: c, Distance: d}, true
			}
		}
	}
	if len(clues) > 1 && !cf.noPaths {
		if cap(cf.path) < n {
			cf.path = make([]int, n)
		}
		blocked := make([]bool, n)
		for _, c := range clues {
			blocked[b.Index(c.Square)] = true
		}
		pairs := len(clues) - 1
		if p.Closed {
			pairs++
		}
		for i := range pairs {
			a, c := clues[i], clues[(i+1)%len(clues)]
			steps := c.Number - a.Number
			if steps < 0 {
				steps += n
			}
			to := b.Index(c.Square)
			blocked[to] = false
			d := g.bfsInto(cf.path[:n], b.Index(a.Square), blocked)[to]
			blocked[to] = true
			if d > steps {
				if d == far {
					d = -1
				}
				return puzzlecert.Blocked{A: a, B: c, Distance: d}, true
			}
		}
	}
	return nil, false
}

// forcedProblem is the last of certify's arguments, apart because it
// costs the most: the parity package's on the problem the clues force.
func (cf *certifier) forcedProblem(p puzzlecert.Puzzle) (puzzlecert.Certificate, bool) {
	q := forced(p)
	key := ""
	if cf.noParity != nil {
		key = q.String()
		if cf.noParity[key] {
			return nil, false
		}
	}
	if cert, ok := parity.Check(q); ok {
		return puzzlecert.Forced{Prefix: q.Prefix, End: q.End, Certificate: cert}, true
	}
	if cf.noParity != nil {
		cf.noParity[key] = true
	}
	return nil, false
}

// forced is the tour problem the clues force: the prefix of clues First,
// First+1, ... while they are knight moves apart, the clue Last as the
// end of an open tour, and closure.
func forced(p puzzlecert.Puzzle) board.Problem {
	q := board.Problem{Board: p.Board, Closed: p.Closed}
	for i, c := range p.Clues {
		if c.Number != p.First+i || i > 0 && !board.IsKnightMove(q.Prefix[i-1], c.Square) {
			break
		}
		q.Prefix = append(q.Prefix, c.Square)
	}
	if k := len(p.Clues); !p.Closed && k > len(q.Prefix) && p.Clues[k-1].Number == p.Last() {
		q.End = p.Clues[k-1].Square
	}
	return q
}
