package heuristic

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/knightcert/knight/board"
)

// shapeGraph is a shape's graph: its cells as vertices, numbered in board
// index order, and the piece's moves between them, in compressed rows
// (the neighbours of v are adj[start[v]:start[v+1]], in the order of
// [board.Piece.Jumps]).
type shapeGraph struct {
	sh     board.Shape
	square []board.Square // vertex -> square
	vertex []int32        // board index -> vertex, -1 for a hole
	start  []int32
	adj    []int32
}

func newShapeGraph(sh board.Shape) *shapeGraph {
	b := sh.Board
	n := sh.Cells()
	g := &shapeGraph{sh: sh, square: make([]board.Square, 0, n), vertex: make([]int32, b.Size()), start: make([]int32, 1, n+1)}
	for i := range b.Size() {
		if sh.IsHole(i) {
			g.vertex[i] = -1
			continue
		}
		g.vertex[i] = int32(len(g.square))
		g.square = append(g.square, b.Square(i))
	}
	jumps := sh.Piece.Jumps()
	for _, s := range g.square {
		for _, m := range jumps {
			t := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if sh.IsCell(t) {
				g.adj = append(g.adj, g.vertex[b.Index(t)])
			}
		}
		g.start = append(g.start, int32(len(g.adj)))
	}
	return g
}

func (g *shapeGraph) n() int { return len(g.square) }

func (g *shapeGraph) neighbours(v int32) []int32 { return g.adj[g.start[v]:g.start[v+1]] }

func (g *shapeGraph) index(s board.Square) int32 { return g.vertex[g.sh.Board.Index(s)] }

func (g *shapeGraph) adjacent(u, v int32) bool { return slices.Contains(g.neighbours(u), v) }

// connected reports whether the unvisited vertices and cur are joined by
// moves through unvisited vertices.
func (g *shapeGraph) connected(visited []bool, cur int32, left int) bool {
	seen := make([]bool, g.n())
	seen[cur] = true
	stack := []int32{cur}
	reached := 0
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range g.neighbours(v) {
			if !visited[w] && !seen[w] {
				seen[w] = true
				reached++
				stack = append(stack, w)
			}
		}
	}
	return reached == left
}

// shapeState is a path being extended on a shapeGraph, with every
// unvisited vertex's count of places the rest of the path can come from
// or go to (avail): its unvisited neighbours, plus one when it is next to
// the path's current vertex, plus one when it is next to the start of a
// closed tour (which the last vertex returns to). A vertex left needs two
// such places, the last one one; the counts of avail 0 and 1 then say at
// once when the position has no tour (the tests of the package
// documentation, on the graph). A move from c changes only the counts of
// c's unvisited neighbours, and none when c is a closed tour's start.
type shapeState struct {
	g       *shapeGraph
	closed  bool
	first   int32 // the start of a closed tour, else -1
	end     int32 // the required last vertex, else -1
	visited []bool
	avail   []int32
	// zeros and ones count the unvisited vertices of avail 0 and 1.
	zeros, ones int
	left        int // unvisited vertices
	cur         int32
}

func newShapeState(g *shapeGraph, q board.Problem) *shapeState {
	n := g.n()
	s := &shapeState{g: g, closed: q.Closed, first: -1, end: -1, visited: make([]bool, n), avail: make([]int32, n), left: n}
	if q.Closed {
		s.first = g.index(q.Prefix[0])
	}
	if q.HasEnd() {
		s.end = g.index(q.End)
	}
	for _, sq := range q.Prefix {
		s.visited[g.index(sq)] = true
		s.left--
	}
	s.cur = g.index(q.Prefix[len(q.Prefix)-1])
	for v := range int32(n) {
		if s.visited[v] {
			continue
		}
		a := int32(0)
		for _, w := range g.neighbours(v) {
			if !s.visited[w] || w == s.cur || w == s.first {
				a++
			}
		}
		s.avail[v] = a
		s.count(a, 1)
	}
	return s
}

func (s *shapeState) count(a int32, d int) {
	switch a {
	case 0:
		s.zeros += d
	case 1:
		s.ones += d
	}
}

func (s *shapeState) setAvail(w, a int32) {
	s.count(s.avail[w], -1)
	s.avail[w] = a
	s.count(a, 1)
}

// move extends the path from cur to v, an unvisited neighbour.
func (s *shapeState) move(v int32) {
	c := s.cur
	s.count(s.avail[v], -1)
	s.visited[v] = true
	s.left--
	if c != s.first {
		for _, w := range s.g.neighbours(c) {
			if !s.visited[w] {
				s.setAvail(w, s.avail[w]-1)
			}
		}
	}
	s.cur = v
}

// back undoes move(v) that was made from c.
func (s *shapeState) back(v, c int32) {
	if c != s.first {
		for _, w := range s.g.neighbours(c) {
			if !s.visited[w] {
				s.setAvail(w, s.avail[w]+1)
			}
		}
	}
	s.visited[v] = false
	s.left++
	s.count(s.avail[v], 1)
	s.cur = c
}

// dead reports that no way to finish the path is left, by the counts
// alone; it is sound (never true of a position with a tour) but not
// complete.
func (s *shapeState) dead() bool {
	if s.left < 2 {
		return false // decided by the last move itself
	}
	if s.zeros > 0 {
		return true
	}
	switch {
	case s.closed:
		return s.ones > 0
	case s.end >= 0:
		endOne := 0
		if s.avail[s.end] == 1 {
			endOne = 1
		}
		return s.ones-endOne > 0
	}
	return s.ones > 1
}

// candidate reports whether the path may move from cur to w now: w is
// unvisited, and the required end only as the last vertex.
func (s *shapeState) candidate(w int32) bool {
	return !s.visited[w] && (w != s.end || s.left == 1)
}

// complete reports whether the finished path answers the problem.
func (s *shapeState) complete() bool {
	return s.left == 0 && (s.end < 0 || s.cur == s.end) && (!s.closed || s.g.n() > 2 && s.g.adjacent(s.cur, s.first))
}

// order writes into buf the candidate moves from cur, best first by
// Warnsdorff's rule (fewest places left) with ties broken by rule:
// Roth's farthest from the centre, Pohl's smallest sum of the
// neighbours' counts, seeded random ties, or (SquirrelCull, whose chains
// are the knight's on square boards) the piece's jump order.
func (s *shapeState) order(buf []int32, rule Rule, rng *rand.Rand) []int32 {
	buf = buf[:0]
	for _, w := range s.g.neighbours(s.cur) {
		if s.candidate(w) {
			buf = append(buf, w)
		}
	}
	key := func(w int32) (int32, int64) {
		var tie int64
		switch rule {
		case Roth:
			b := s.g.sh.Board
			sq := s.g.square[w]
			dx, dy := int64(2*sq.X-b.W-1), int64(2*sq.Y-b.H-1)
			tie = -(dx*dx + dy*dy)
		case Pohl:
			for _, u := range s.g.neighbours(w) {
				if !s.visited[u] {
					tie += int64(s.avail[u])
				}
			}
		case Random:
			tie = rng.Int64()
		}
		return s.avail[w], tie
	}
	// Insertion sort: a vertex has at most 8 MaxLeaps candidates, and a
	// stable order keeps the jump order for equal keys.
	type keyed struct {
		a int32
		t int64
	}
	var keys [8 * board.MaxLeaps]keyed
	for i, w := range buf {
		a, t := key(w)
		k := keyed{a, t}
		j := i
		for ; j > 0 && (keys[j-1].a > k.a || keys[j-1].a == k.a && keys[j-1].t > k.t); j-- {
			keys[j], buf[j] = keys[j-1], buf[j-1]
		}
		keys[j], buf[j] = k, w
	}
	return buf
}

// shapeFinder answers problems on a shape other than the knight's full
// board for [Greedy] and [Search].
type shapeFinder struct {
	ctx   context.Context
	q     board.Problem
	opt   Options
	g     *shapeGraph
	nodes int64
}

func newShapeFinder(ctx context.Context, q board.Problem, opt Options) *shapeFinder {
	return &shapeFinder{ctx: ctx, q: q, opt: opt, g: newShapeGraph(q.Shape())}
}

// trivial answers a problem whose prefix already covers the shape, or a
// shape of one cell, and reports whether it did.
func (f *shapeFinder) trivial() (Result, bool) {
	if len(f.q.Prefix) < f.g.n() {
		return Result{}, false
	}
	f.nodes++
	s := newShapeState(f.g, f.q)
	if s.left == 0 && s.complete() {
		return Result{Status: board.Found, Tour: append(board.Path(nil), f.q.Prefix...), Method: "search", Nodes: f.nodes}, true
	}
	return Result{Status: board.None, Method: "search", Nodes: f.nodes}, true
}

// coloursFit is the colour test at the root, for a piece whose every move
// changes colour (as the knight's): the cells left after cur alternate
// colours from cur's, so that of r left, (r+1)/2 are of the other colour
// and r/2 of cur's; the last has colour cur^(r&1), which must be the
// end's, or differ from the start's for a closed tour.
func (f *shapeFinder) coloursFit(s *shapeState) bool {
	if !f.q.Piece.ChangesColour() || s.left == 0 {
		return true
	}
	var left [2]int
	for v, seen := range s.visited {
		if !seen {
			left[f.g.square[v].Colour()]++
		}
	}
	c := f.g.square[s.cur].Colour()
	r := s.left
	if left[1-c] != (r+1)/2 || left[c] != r/2 {
		return false
	}
	last := c ^ board.Colour(r&1)
	switch {
	case s.end >= 0:
		return f.g.square[s.end].Colour() == last
	case s.closed:
		return f.g.square[s.first].Colour() != last
	}
	return true
}

// greedy is [Greedy] on a shape: Warnsdorff walks on the graph with each
// rule, then random ties, as Greedy's doc says.
func (f *shapeFinder) greedy() Result {
	if r, ok := f.trivial(); ok {
		return r
	}
	unknown := Result{Status: board.Unknown, Method: "warnsdorff"}
	left := int64(f.g.n() - len(f.q.Prefix) + 1)
	if root := newShapeState(f.g, f.q); root.dead() || !f.coloursFit(root) || !f.g.connected(root.visited, root.cur, root.left) {
		return unknown // no walk can succeed; Search proves it
	}
	var buf []int32
	for i := 0; i < maxGreedy; i++ {
		rule, fits := f.opt.greedyWalk(i, f.nodes, left)
		if f.ctx.Err() != nil || !fits {
			break
		}
		rng := rand.New(rand.NewPCG(uint64(f.opt.Seed+int64(i)), 1))
		s := newShapeState(f.g, f.q)
		path := append(board.Path(nil), f.q.Prefix...)
		for s.left > 0 && !s.dead() {
			if f.nodes&0xFFFF == 0 && f.ctx.Err() != nil {
				break
			}
			buf = s.order(buf, rule, rng)
			if len(buf) == 0 {
				break
			}
			s.move(buf[0])
			f.nodes++
			path = append(path, f.g.square[buf[0]])
		}
		if s.complete() {
			return Result{Status: board.Found, Tour: path, Method: "warnsdorff/" + rule.String(), Nodes: f.nodes}
		}
	}
	unknown.Nodes = f.nodes
	return unknown
}

// search is [Search] on a shape: depth-first, candidates in Warnsdorff's
// order by opt.Rule, a position abandoned as soon as shapeState.dead says
// it has no tour, within the budget. It answers None only when the search
// was exhaustive.
func (f *shapeFinder) search() Result {
	if r, ok := f.trivial(); ok {
		return r
	}
	s := newShapeState(f.g, f.q)
	none := Result{Status: board.None, Method: "search"}
	if s.dead() || !f.coloursFit(s) || !f.g.connected(s.visited, s.cur, s.left) {
		f.nodes++
		none.Nodes = f.nodes
		return none
	}
	rng := rand.New(rand.NewPCG(uint64(f.opt.Seed), 1))
	var cand []int32
	var buf []int32
	var stack []shapeFrame
	push := func() {
		buf = s.order(buf, f.opt.Rule, rng)
		lo := len(cand)
		cand = append(cand, buf...)
		stack = append(stack, shapeFrame{from: s.cur, lo: lo, next: lo, hi: len(cand)})
	}
	push()
	budget := f.opt.Budget
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == top.hi {
			// Every candidate of this vertex failed: back to the one before.
			cand = cand[:top.lo]
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				s.back(s.cur, stack[len(stack)-1].from)
			}
			continue
		}
		if budget > 0 && f.nodes >= budget || f.nodes&0xFFF == 0 && f.ctx.Err() != nil {
			return Result{Status: board.Unknown, Method: "search", Nodes: f.nodes}
		}
		v := cand[top.next]
		top.next++
		s.move(v)
		f.nodes++
		if s.left == 0 {
			if s.complete() {
				return Result{Status: board.Found, Tour: f.path(stack, v), Method: "search", Nodes: f.nodes}
			}
			s.back(v, top.from)
			continue
		}
		if s.dead() {
			s.back(v, top.from)
			continue
		}
		push()
	}
	none.Nodes = f.nodes
	return none
}

// shapeFrame is a depth of the search: the vertex there and the candidates
// still to try from it, cand[next:hi] of the search's one buffer.
type shapeFrame struct {
	from         int32
	lo, next, hi int
}

// path is the prefix followed by the vertices the stack moved to, and v.
func (f *shapeFinder) path(stack []shapeFrame, v int32) board.Path {
	p := append(board.Path(nil), f.q.Prefix...)
	for _, fr := range stack[1:] {
		p = append(p, f.g.square[fr.from])
	}
	return append(p, f.g.square[v])
}
