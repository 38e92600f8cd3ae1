package notation

import (
	"github.com/knightcert/knight/board"
)

// places says where the squares of a path were written, so that a verdict
// can point at the text of a faulty square. An input held in memory keeps
// the offset of every square's text (4 bytes a square, on at most 4 MiB
// of input). A streamed input cannot keep as much beside a path of 10^8
// squares, so a streamed list keeps the places of the squares a first
// fault can fall on (see placeRecorder), and a streamed grid the line of
// each row.
type places struct {
	t    *text
	offs []int32    // in memory: offs[k] is square k's first byte in t
	grid *gridCells // or, for a grid in memory, how to find it
	few  []place    // streamed lists: the squares a fault can fall on
	// Streamed grids: the line of each row, first row first, and the
	// board's height.
	rowLines []int32
	h        int32
	shift    int // squares a reading cut off the front of the path
	// pairs: the path is read from a list of moves "from-to", whose
	// square k (k >= 1) is the list's square 2k-1.
	pairs bool
}

// place is the line and column of square move's text.
type place struct{ move, line, col int }

// Place is the line and column of the text of square k of d.Path (move
// k lands on it), and whether it is known: always for an input held in
// memory but a JSON document; for a streamed list, the first and last
// squares and those a first fault can fall on (the first square that is
// no knight move from the one before, the first repeated, the first off
// the board under each reading of pairs); for a streamed grid, the row's
// line only (col 0).
func (d Document) Place(k int) (line, col int, ok bool) {
	pl := d.places
	if pl == nil || k < 0 || k >= len(d.Path) {
		return 0, 0, false
	}
	m, ok := pl.written(k)
	if !ok {
		return 0, 0, false // a square the text does not write (a FEN's start)
	}
	if off, ok := pl.offset(m); ok && pl.t != nil {
		line, col := pl.t.pos(off)
		return pl.t.shownLine(line), col, true
	}
	if pl.rowLines != nil {
		row := rowOf(d.Path[k], pl.h, d.Flipped) // the path's squares, read from the corner d says
		if row < 0 || int(row) >= len(pl.rowLines) {
			return 0, 0, false
		}
		return int(pl.rowLines[row]), 0, true
	}
	for _, p := range pl.few {
		if p.move == m {
			return p.line, p.col, true
		}
	}
	return 0, 0, false
}

// written is which square written is square k of the path: a list of
// moves writes two a move, and a reading may cut squares off its front.
func (pl *places) written(k int) (int, bool) {
	m := k
	if pl.pairs && m > 0 {
		m = 2*m - 1
	}
	m += pl.shift
	return m, m >= 0
}

// offset is where in pl.t the text of the m-th square written begins,
// for an input held in memory.
func (pl *places) offset(m int) (int, bool) {
	switch {
	case pl.grid != nil:
		return pl.grid.offset(m)
	case m >= 0 && m < len(pl.offs):
		return int(pl.offs[m]), true
	}
	return 0, false
}

// cut is pl for a reading that drops the first k squares.
func (pl *places) cut(k int) *places {
	if pl == nil {
		return nil
	}
	c := *pl
	c.shift += k
	return &c
}

// movePairs is pl for the reading of a list of moves as the squares they
// join: the first square, then every move's second.
func (pl *places) movePairs() *places {
	if pl == nil {
		return nil
	}
	c := *pl
	c.pairs = true
	return &c
}

// placeRecorder notes the places of a list's squares as the list reader
// reads them. Streamed, it keeps only the squares where a first fault can
// be: a fault at move k means moves 1..k-1 are sound, and every reading of
// pairs the judge tries (0- or 1-based, (file, rank) or (row, col), from
// either corner) maps knight moves to knight moves and distinct squares
// to distinct squares, so square k is the first that is no knight move
// from the one before, or the first repeated, or the first off the board
// under that reading; or the first or last square (a wrong start or end,
// a tour not closed).
type placeRecorder struct {
	ts   *tokStream
	b    board.Board
	offs []int32
	few  []place
	// Streamed: the raw squares seen (0..side on each axis), the square
	// before, which first faults were found, the last square's offset.
	seen             board.Set
	side             int32
	inner            int32 // coordinates 1..inner-1 are on the board under every reading
	prev             board.Square
	nonKnight, again bool
	off              [4]bool
	last             int
	n                int
}

func newPlaces(ts *tokStream, b board.Board) *placeRecorder {
	r := &placeRecorder{ts: ts, b: b, last: -1}
	if ts.t != nil {
		r.offs = make([]int32, 0, len(ts.toks)) // at most a square a token
	}
	if ts.s != nil && b != (board.Board{}) {
		r.side = max(b.W, b.H)
		r.inner = min(b.W, b.H)
		// A list read into a sink is checked by its caller, which asks for
		// the place of a repeat when it finds one (placeAt).
		if ts.sink == nil {
			r.seen = board.NewSet(int(r.side+1) * int(r.side+1))
		}
	}
	return r
}

// add notes square k, sq as written (before any base is applied), whose
// text begins at off in the window.
func (r *placeRecorder) add(k int, sq board.Square, off int) {
	r.n = k + 1
	if r.ts.t != nil {
		r.offs = append(r.offs, int32(off))
		return
	}
	r.last = off
	r.ts.watch = off
	if sk := r.ts.sink; sk != nil && k == sk.placeAt {
		sk.line, sk.col = r.ts.pos(off)
	}
	keep := k == 0
	if k > 0 && !r.nonKnight && !board.IsKnightMove(r.prev, sq) {
		r.nonKnight, keep = true, true
	}
	if r.seen != nil && sq.X >= 0 && sq.Y >= 0 && sq.X <= r.side && sq.Y <= r.side {
		i := int(sq.Y)*int(r.side+1) + int(sq.X)
		if r.seen.Has(i) && !r.again {
			r.again, keep = true, true
		}
		r.seen.Add(i)
	}
	if sq.X < 1 || sq.Y < 1 || sq.X >= r.inner || sq.Y >= r.inner {
		// Not on the board under every reading at once (the common case
		// is, and is decided by these four comparisons).
		for i, s := range [4]board.Square{sq, {X: sq.X + 1, Y: sq.Y + 1}, {X: sq.Y, Y: sq.X}, {X: sq.Y + 1, Y: sq.X + 1}} {
			if !r.off[i] && !r.b.Contains(s) {
				r.off[i], keep = true, true
			}
		}
	}
	r.prev = sq
	if keep {
		line, col := r.ts.pos(off)
		r.few = append(r.few, place{k, line, col})
	}
}

// done is the places of the squares added.
func (r *placeRecorder) done() *places {
	if r.ts.t != nil {
		return &places{t: r.ts.t, offs: r.offs}
	}
	if r.n > 0 {
		line, col := r.ts.watchLine, r.ts.watchCol
		if r.ts.watch >= 0 {
			line, col = r.ts.pos(r.ts.watch)
		}
		r.few = append(r.few, place{r.n - 1, line, col})
	}
	return &places{few: r.few}
}

// gridPlaces places the squares of a grid read in memory: square k's
// text is the cell of its row and file, index giving each cell's token;
// found when asked, so that reading a grid costs nothing more. It keeps
// each cell's offset, not the block's tokens: a grid is held until its
// input is graded, beside every other grid of it.
func (t *text) gridPlaces(toks []token, index []int, p board.Path, b board.Board, flip bool) *places {
	offs := make([]int32, len(index))
	for i, k := range index {
		offs[i] = -1
		if k >= 0 && k < len(toks) {
			offs[i] = toks[k].off
		}
	}
	return &places{t: t, grid: &gridCells{offs: offs, path: p, b: b, flip: flip}}
}

// gridCells is what places a grid's squares: its path as read, board and
// corner, and the offset of each cell.
type gridCells struct {
	offs []int32
	path board.Path
	b    board.Board
	flip bool
}

// offset is the offset of the text of square m of the grid's path.
func (g *gridCells) offset(m int) (int, bool) {
	if m < 0 || m >= len(g.path) {
		return 0, false
	}
	s := g.path[m]
	cell := int(rowOf(s, g.b.H, g.flip))*int(g.b.W) + int(s.X) - 1
	if cell < 0 || cell >= len(g.offs) {
		return 0, false
	}
	return int(g.offs[cell]), true
}

// numberPlaces places the squares of a list of numbers, each square
// written as per numbers (one square number, or a pair).
func (t *text) numberPlaces(toks []token, per int) *places {
	var offs []int32
	n := 0
	for _, tk := range toks {
		if tk.kind != tNum {
			continue
		}
		if n%per == 0 {
			offs = append(offs, tk.off)
		}
		n++
	}
	return &places{t: t, offs: offs}
}

// rowOf is the row, from 0 at the top as written, of square s of a grid
// h rows high, numbered from the bottom row up unless flip.
func rowOf(s board.Square, h int32, flip bool) int32 {
	if flip {
		return s.Y - 1
	}
	return h - s.Y
}
