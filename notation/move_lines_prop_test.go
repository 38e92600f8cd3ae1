package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// moveLineWrappers print a tour one move a line, each line naming the
// square the knight jumps from and the one it jumps to, so that every
// square but the first and last is written twice; a prose header that
// states the board's size in numbers comes first. The squares are
// written in the spellings the readers know: pairs labelled with their
// axes, bare pairs in brackets, algebraic squares.
func moveLineWrappers() []propWrapper {
	lines := func(t propTour, head string, line func(k int, from, to board.Square) string) string {
		var b strings.Builder
		b.WriteString(head + "\n")
		for k := 1; k < len(t.sq); k++ {
			b.WriteString(line(k, t.sq[k-1], t.sq[k]) + "\n")
		}
		return b.String()
	}
	size := func(t propTour) (int32, int32) { return int32(len(t.rows[0])), int32(len(t.rows)) }
	return []propWrapper{
		oneEach("move lines, (row, col) labelled from the top", false, func(t propTour) string {
			w, h := size(t)
			head := fmt.Sprintf("Knight's tour, %d rows x %d columns; rows and columns numbered from 1, row 1 at the top.", h, w)
			return lines(t, head, func(k int, a, b board.Square) string {
				return fmt.Sprintf("Move %d: knight jumps from (row %d, col %d) to (row %d, col %d)", k, h+1-a.Y, a.X, h+1-b.Y, b.X)
			})
		}),
		oneEach("move lines, bare pairs and an arrow", false, func(t propTour) string {
			w, h := size(t)
			return lines(t, fmt.Sprintf("solving %d by %d, 1 solution wanted", w, h), func(k int, a, b board.Square) string {
				return fmt.Sprintf("step %3d: [%d, %d] -> [%d, %d]", k, a.X-1, a.Y-1, b.X-1, b.Y-1)
			})
		}),
		oneEach("move lines, x= y= in braces and a dash", false, func(t propTour) string {
			w, h := size(t)
			return lines(t, fmt.Sprintf("# board %dx%d, 0 failures so far", w, h), func(_ int, a, b board.Square) string {
				return fmt.Sprintf("{x=%d, y=%d} - {x=%d, y=%d}", a.X, a.Y, b.X, b.Y)
			})
		}),
		oneEach("move lines, algebraic with to", false, func(t propTour) string {
			w, h := size(t)
			return lines(t, fmt.Sprintf("Knight's tour on %d x %d, started at 1 square.", w, h), func(k int, a, b board.Square) string {
				return fmt.Sprintf("Move %d: knight jumps from %v to %v", k, a, b)
			})
		}),
	}
}

// TestMoveLinesProperty: random tours written one move a line through
// moveLineWrappers read as one tour each, valid ones valid and faulty
// ones never passed. The oracle is the walk the test wrote, checked by
// walkCheck, which shares no code with the reader; a line's two squares
// are one move, so a reading that takes them for two squares of a list
// counts each but the first and last twice and is never valid.
func TestMoveLinesProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(33, 24)), moveLineWrappers())
}
