package parity

import (
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// fourLinesCut is the four-lines argument for a position: on a board with
// a side of 4, the cut that removes the squares of one colour γ on the two
// inner lines that are still to cover. The outer-line squares of the other
// colour touch only inner-line squares of colour γ, so after the cut each
// is a piece of its own, as on the empty board; what the prefix changes
// (squares gone on either line, the knight's square and the required end
// as the path's ends) is counted exactly by the cut count, which verify
// re-derives for a [evidence.Cut]. One cut count per colour and side of
// 4: O(squares).
func (r *rest) fourLinesCut(c evidence.At) (evidence.Certificate, bool) {
	b := r.b
	if r.k == 0 || b.W != 4 && b.H != 4 || b.W < 3 || b.H < 3 {
		return nil, false
	}
	sc := r.newScratch()
	for _, files := range []bool{true, false} {
		if files && b.W != 4 || !files && b.H != 4 {
			continue
		}
		for _, g := range []board.Colour{board.Dark, board.Light} {
			var set []int
			for _, i := range r.order {
				s := b.Square(i)
				line := s.Y
				if files {
					line = s.X
				}
				if (line == 2 || line == 3) && r.colour(i) == g {
					set = append(set, i)
				}
			}
			if len(set) == 0 {
				continue
			}
			if out, ok := r.tryCut(c, sc, set); ok {
				return out, true
			}
		}
	}
	return nil, false
}
