package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// gluedSquares reads squares written with nothing between them,
// "a1b3c1a2...", as a program that joins its squares into one string
// prints them (Rosetta Code's Scala): every word of the block must be
// eight or more squares run together, each a letter and then digits. nil when a
// word is anything else. The board is the one given, else the smallest
// that holds the squares, as for any square list.
func (t *text) gluedSquares(bl block, opt ReadOptions) []Document {
	var p board.Path
	for _, sg := range bl.segs {
		for _, w := range bytes.Fields(t.b[sg[0]:sg[1]]) {
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
				n++
				i = k
				if len(p) > board.MaxSide*board.MaxSide {
					return nil
				}
			}
			if n < 8 {
				return nil // "a1c2" is a typo more likely than a tour
			}
		}
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
	return []Document{{Board: b, Path: p, Format: Algebraic, Line: line, fromSquares: opt.Board == (board.Board{})}}
}
