package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// gluedSquares reads squares written with nothing between them,
// "a1b3c1a2...", as a program that joins its squares into one string
// prints them (Rosetta Code's Scala): every word of the block must be
// eight or more squares run together, each a letter and then digits; or
// every word one move, its start and end glued, each start the end before
// (UCI's long algebraic "a1b3 b3c1 c1a2", as engines and analysis boards
// export games), read as the squares the moves join. nil when a word is
// anything else. The board is the one given, else the smallest
// that holds the squares, as for any square list.
func (t *text) gluedSquares(bl block, opt ReadOptions) []Document {
	var p board.Path
	var offs []int32        // where each square is written
	short := false          // a word of fewer than eight squares
	pairs, words := true, 0 // every word a move from-to, as UCI writes them (a1b3 b3c1)
	for _, sg := range bl.segs {
		// Word by word, without a slice of every word: the first word
		// of an ordinary list (a1 b3) already says no.
		for at := sg[0]; at < sg[1]; {
			if isSpace(t.b[at]) {
				at++
				continue
			}
			end := at
			for end < sg[1] && !isSpace(t.b[end]) {
				end++
			}
			w, wordAt := t.b[at:end], at
			at = end
			n := 0
			for i := 0; i < len(w); {
				j := i
				for j < len(w) && isLetter(w[j]) {
					j++
				}
				k := j
				for k < len(w) && isDigit(w[k]) {
					k++
				}
				s, ok := board.ParseAlgebraic(bytes.ToLower(w[i:k]))
				if j == i || k == j || !ok {
					return nil
				}
				p = append(p, s)
				offs = append(offs, int32(wordAt+i))
				n++
				i = k
				if len(p) > board.MaxSide*board.MaxSide {
					return nil
				}
			}
			words++
			pairs = pairs && n == 2 && (words == 1 || p[len(p)-2] == p[len(p)-3])
			short = short || n < 8
			if short && !pairs {
				return nil // "a1c2" is a typo more likely than a tour
			}
		}
	}
	movePairs := pairs && words >= 2
	if short && !movePairs {
		return nil
	}
	if movePairs {
		// Each move's start is the last one's end: the squares are the
		// first start and every end.
		q, qOffs := board.Path{p[0]}, []int32{offs[0]}
		for i := 1; i < len(p); i += 2 {
			q, qOffs = append(q, p[i]), append(qOffs, offs[i])
		}
		p, offs = q, qOffs
	}
	b := opt.Board
	if b == (board.Board{}) {
		for _, s := range p {
			b.W, b.H = max(b.W, s.X), max(b.H, s.Y)
		}
		if 2*len(p) <= b.Size() || len(p) > 2*b.Size() {
			return nil
		}
	}
	line, _ := t.pos(bl.segs[0][0])
	return []Document{{Board: b, Path: p, Format: Algebraic, Line: line, fromSquares: opt.Board == (board.Board{}), movePairs: movePairs, places: &places{t: t, offs: offs}}}
}

// listOnItsSquares reads a square list that neither the text nor the
// caller gives a board for on the smallest board holding its squares, a1
// the corner: W files and H ranks. That reading cannot turn a fault into
// a tour: a list that is a tour of W x H has W*H squares, and on any other
// board that holds its squares it has too few to cover it. So a tour found
// is one of W x H, said in the verdict, and a fault found is a fault on
// every board. A list that names less than half the squares of its box,
// or more than twice as many squares as it has, is not read so: noBoard.
func (t *text) listOnItsSquares(toks []token, opt ReadOptions, noBoard error) ([]Document, error) {
	wide := opt
	wide.Board = board.Board{W: board.MaxSide, H: board.MaxSide}
	ds, err := t.list(toks, wide)
	if err != nil || len(ds) != 1 || len(ds[0].Path) == 0 {
		return nil, noBoard
	}
	var b board.Board
	for _, s := range ds[0].Path {
		b.W, b.H = max(b.W, s.X), max(b.H, s.Y)
	}
	distinct := map[board.Square]bool{}
	for _, s := range ds[0].Path {
		distinct[s] = true
	}
	if n := len(ds[0].Path); n < 2 || 2*len(distinct) <= b.Size() || n > 2*b.Size() {
		// Numbers that cover less than half their box are no list of
		// its squares (the rows of a grid read as pairs); more than two
		// for each square (a list of moves has two) is no tour of it.
		return nil, noBoard
	}
	on := opt
	on.Board = b
	ds, err = t.list(toks, on)
	if err != nil {
		return nil, err
	}
	for i := range ds {
		ds[i].fromSquares = true
	}
	return ds, nil
}
