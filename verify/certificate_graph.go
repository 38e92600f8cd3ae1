package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// graph is the piece's graph on the cells the rest of the tour must
// cover, with what the problem fixes about the ends of that path.
type graph struct {
	b       board.Board
	w, h    int // the board's sides, as indices need them
	k       int
	in      []bool // still to cover
	squares []int
	buf     []int // scratch for neighbours
	jumps   []board.Square
	cur     int // the knight's square, -1 with no prefix
	end     int // required last square, -1 if any
	// lastNear marks the squares a closed tour may end on after a
	// prefix: neighbours of its first square. Nil otherwise.
	lastNear []bool
	closed   bool
	// The scratch arrays of one check, a square each, kept by the
	// position from check to check so that a document of many graph
	// leaves allocates them once.
	scratch *scratch
}

// scratch holds arrays of a square each, handed out zeroed.
type scratch struct {
	in, near, set, seen, removed []bool
	touched, squares, piece      []int
}

// bools returns *buf resized to n squares, all false.
func bools(buf *[]bool, n int) []bool {
	if cap(*buf) < n {
		*buf = make([]bool, n)
	}
	*buf = (*buf)[:n]
	clear(*buf)
	return *buf
}

// remaining builds the graph of the squares p's tour must still cover.
func (p *position) remaining() *graph {
	b := p.b
	w, h := int(b.W), int(b.H)
	n := w * h
	k := len(p.path)
	if p.scratch == nil {
		p.scratch = &scratch{}
	}
	sc := p.scratch
	g := &graph{b: b, w: w, h: h, k: k, in: bools(&sc.in, n), squares: sc.squares[:0], cur: -1, end: -1, closed: p.closed, scratch: sc}
	if k > 0 {
		g.cur = b.Index(p.path[k-1])
	}
	g.jumps = p.jumps
	for i := range n {
		g.in[i] = i == g.cur || !p.seen.Has(i) && (p.holes == nil || !p.holes.Has(i))
		if g.in[i] {
			g.squares = append(g.squares, i)
		}
	}
	sc.squares = g.squares
	if p.hasEnd() {
		g.end = b.Index(p.end)
	}
	if p.closed && k > 0 && g.end < 0 {
		g.lastNear = bools(&sc.near, n)
		p0 := p.path[0]
		for _, i := range g.squares {
			if i != g.cur && p.piece.IsMove(p0, g.sq(i)) {
				g.lastNear[i] = true
			}
		}
	}
	return g
}

// adj returns the squares still to cover the piece on square i reaches,
// in a buffer reused by the next call.
func (g *graph) adj(i int) []int {
	x, y := i%g.w+1, i/g.w+1
	g.buf = g.buf[:0]
	for _, d := range g.jumps {
		nx, ny := x+int(d.X), y+int(d.Y)
		if nx < 1 || ny < 1 || nx > g.w || ny > g.h {
			continue
		}
		if j := (ny-1)*g.w + nx - 1; g.in[j] {
			g.buf = append(g.buf, j)
		}
	}
	return g.buf
}

func (g *graph) sq(i int) board.Square {
	return board.Square{X: int32(i%g.w + 1), Y: int32(i/g.w + 1)}
}

func (g *graph) colour(i int) int { return (i%g.w + 1 + i/g.w + 1) % 2 }

// cycle reports whether the rest is a whole closed tour with no square
// fixed, a cycle with no ends. Two cells a move apart make a closed tour
// that uses one edge twice, no cycle: the rest is then taken as a path.
func (g *graph) cycle() bool { return g.closed && g.k == 0 && len(g.squares) > 2 }

// squareSet turns distinct squares still to cover into a membership set.
func (g *graph) squareSet(sq []board.Square) ([]bool, error) {
	set := bools(&g.scratch.set, len(g.in))
	for _, s := range sq {
		if !g.b.Contains(s) {
			return nil, fmt.Errorf("%v is off the %v board: %w", s, g.b, ErrBadSquares)
		}
		i := int(s.Y-1)*g.w + int(s.X-1)
		if !g.in[i] || set[i] {
			return nil, fmt.Errorf("%v is visited or listed twice: %w", s, ErrBadSquares)
		}
		set[i] = true
	}
	return set, nil
}

// pieceOf returns the squares joined to start outside removed.
func (g *graph) pieceOf(start int, removed, seen []bool) []int {
	piece := append(g.scratch.piece[:0], start)
	defer func() { g.scratch.piece = piece[:0] }()
	seen[start] = true
	for h := 0; h < len(piece); h++ {
		for _, w := range g.adj(piece[h]) {
			if !seen[w] && !removed[w] {
				seen[w] = true
				piece = append(piece, w)
			}
		}
	}
	return piece
}

// mayEnd reports whether square i, not the knight's, may be the last
// square as far as the problem fixes it.
func (g *graph) mayEnd(i int) bool {
	if g.cycle() {
		return false
	}
	if g.k == 0 {
		return true
	}
	if g.end >= 0 {
		return i == g.end
	}
	if g.lastNear != nil && !g.lastNear[i] {
		return false
	}
	// Reached only from the knight's square: it is the next square, so
	// last only when nothing else is left.
	nbrs := g.adj(i)
	return !(len(g.squares) > 2 && len(nbrs) == 1 && nbrs[0] == g.cur)
}

// endInfo is one end of the rest of the path.
type endInfo struct {
	at         int // fixed square or -1
	colour     int
	restricted bool // may only be a square of lastNear
}

func (g *graph) pathEnds() []endInfo {
	if g.cycle() {
		return nil
	}
	n := len(g.squares)
	if g.k > 0 {
		cc := g.colour(g.cur)
		last := cc
		if n%2 == 0 {
			last = 1 - cc
		}
		return []endInfo{{at: g.cur, colour: cc}, {at: g.end, colour: last, restricted: g.lastNear != nil}}
	}
	if g.end >= 0 {
		other := g.colour(g.end)
		if n%2 == 0 {
			other = 1 - other
		}
		return []endInfo{{at: g.end, colour: g.colour(g.end)}, {at: -1, colour: other}}
	}
	if n%2 == 1 {
		// Both ends on the colour with more squares to cover (dark on a
		// full board); with more than one more, no path covers them.
		dark := 0
		for _, i := range g.squares {
			dark += 1 - g.colour(i)
		}
		c := 0
		if 2*dark < n {
			c = 1
		}
		return []endInfo{{at: -1, colour: c}, {at: -1, colour: c}}
	}
	return []endInfo{{at: -1, colour: 0}, {at: -1, colour: 1}}
}

func (g *graph) checkDisconnected(c evidence.Disconnected) error {
	if c.Components != 0 {
		return g.checkPieces(c)
	}
	want, joined, err := g.deriveDisconnected(c)
	if err != nil {
		return err
	}
	if c.Pieces != want.Pieces {
		return fmt.Errorf("%v's piece has %d squares, the certificate says %d: %w", c.Squares[0], want.Pieces, c.Pieces, ErrCountMismatch)
	}
	if joined {
		return fmt.Errorf("%v and %v are joined: %w", c.Squares[0], c.Squares[1], ErrNoContradiction)
	}
	return nil
}

// checkPieces checks a Disconnected certificate that names every piece:
// the pieces of the squares still to cover, found here by a search of
// its own from every square, are Components in number, at least two;
// Squares holds one square of each, as many as there are up to
// [evidence.MaxPiecesNamed], no two in one piece; and the first
// square's piece has Pieces squares.
func (g *graph) checkPieces(c evidence.Disconnected) error {
	if _, err := g.squareSet(c.Squares); err != nil {
		return err
	}
	if len(c.Squares) == 0 {
		return fmt.Errorf("disconnected names no square: %w", ErrBadSquares)
	}
	// Each piece found once, from its first square in index order; the
	// named squares are looked up in it, so that no array of labels is
	// built beside the graph's own.
	named := make(map[int]int, len(c.Squares)) // square index: place in Squares
	for k, s := range c.Squares {
		named[int(s.Y-1)*g.w+int(s.X-1)] = k
	}
	seen := bools(&g.scratch.seen, len(g.in))
	removed := bools(&g.scratch.removed, len(g.in))
	pieces, first := 0, -1
	for i, in := range g.in {
		if !in || seen[i] {
			continue
		}
		pieces++
		piece := g.pieceOf(i, removed, seen)
		inPiece := -1 // the first named square met in this piece
		for _, v := range piece {
			k, ok := named[v]
			if !ok {
				continue
			}
			if inPiece >= 0 {
				return fmt.Errorf("%v and %v are joined: %w", c.Squares[inPiece], c.Squares[k], ErrNoContradiction)
			}
			inPiece = k
			if k == 0 {
				first = len(piece)
			}
		}
	}
	if c.Components != pieces {
		return fmt.Errorf("the squares to cover fall into %d pieces, the certificate says %d: %w", pieces, c.Components, ErrCountMismatch)
	}
	if pieces < 2 {
		return fmt.Errorf("the squares to cover are one piece: %w", ErrNoContradiction)
	}
	if want := min(pieces, evidence.MaxPiecesNamed); len(c.Squares) != want {
		return fmt.Errorf("disconnected names %d squares for %d pieces, want one of each up to %d, %d: %w", len(c.Squares), pieces, evidence.MaxPiecesNamed, want, ErrBadSquares)
	}
	if c.Pieces != first {
		return fmt.Errorf("%v's piece has %d squares, the certificate says %d: %w", c.Squares[0], first, c.Pieces, ErrCountMismatch)
	}
	return nil
}

// deriveDisconnected is c with the size of its first square's piece
// re-derived, and whether its second square is in that piece.
func (g *graph) deriveDisconnected(c evidence.Disconnected) (evidence.Disconnected, bool, error) {
	if _, err := g.squareSet(c.Squares); err != nil {
		return c, false, err
	}
	if len(c.Squares) != 2 {
		return c, false, fmt.Errorf("disconnected names %d squares, want 2: %w", len(c.Squares), ErrBadSquares)
	}
	a := int(c.Squares[0].Y-1)*g.w + int(c.Squares[0].X-1)
	z := int(c.Squares[1].Y-1)*g.w + int(c.Squares[1].X-1)
	seen := bools(&g.scratch.seen, len(g.in))
	c.Pieces = len(g.pieceOf(a, bools(&g.scratch.removed, len(g.in)), seen))
	return c, seen[z], nil
}

func (g *graph) checkForcedEnds(c evidence.ForcedEnds) error {
	want, err := g.deriveForcedEnds(c)
	if err != nil {
		return err
	}
	if c.Need != want.Need || c.Have != want.Have {
		return fmt.Errorf("forced ends claims %d ends against %d, re-derived %d against %d: %w",
			c.Need, c.Have, want.Need, want.Have, ErrCountMismatch)
	}
	if want.Need <= want.Have {
		return fmt.Errorf("%d forced ends fit %d free ends: %w", want.Need, want.Have, ErrNoContradiction)
	}
	return nil
}

// deriveForcedEnds is c with its counts re-derived: the squares it lists
// (each with at most one neighbour to cover) against the free ends that
// may be among them.
func (g *graph) deriveForcedEnds(c evidence.ForcedEnds) (evidence.ForcedEnds, error) {
	if _, err := g.squareSet(c.Squares); err != nil {
		return c, err
	}
	admissible, endListed := 0, false
	for _, s := range c.Squares {
		i := int(s.Y-1)*g.w + int(s.X-1)
		if n := len(g.adj(i)); i == g.cur || n > 1 {
			return c, fmt.Errorf("%v has %d neighbours to cover: %w", s, n, ErrBadSquares)
		}
		endListed = endListed || i == g.end
		if g.mayEnd(i) {
			admissible++
		}
	}
	// How many ends other than the knight's square are free.
	capacity := 2
	switch {
	case g.cycle():
		capacity = 0
	case g.k > 0:
		capacity = 1
	case g.end >= 0 && !endListed:
		capacity = 1
	}
	c.Need, c.Have = len(c.Squares), min(capacity, admissible)
	return c, nil
}
