package notation

import (
	"fmt"
	"strings"
)

// promptPairWrappers print a tour as integer pairs the way REPLs and
// step-by-step solvers do, in layouts written for this test: a prompt
// that names its shell or counts its inputs, its command holding a pair
// of its own, then the answer wrapped with an indent; and one line a
// move, its number, its row and its column, between a heading and a
// closing line that counts the moves.
func promptPairWrappers() []propWrapper {
	wrapped := func(t propTour, open, sep, close, pair, indent string) string {
		var b strings.Builder
		b.WriteString(open)
		width := len(open)
		for k, s := range t.sq {
			cell := fmt.Sprintf(pair, s.X, s.Y)
			if k < len(t.sq)-1 {
				cell += sep
			}
			if width+len(cell) > 64 {
				b.WriteString("\n" + indent)
				width = len(indent)
			}
			b.WriteString(cell)
			width += len(cell)
		}
		return b.String() + close + "\n"
	}
	board := func(t propTour) (int, int) { return len(t.rows[0]), len(t.rows) }
	return []propWrapper{
		oneEach("iex prompt, tuples wrapped", false, func(t propTour) string {
			w, h := board(t)
			return fmt.Sprintf("iex(3)> Knight.tour({%d, %d}, {1, 1})\n", w, h) + wrapped(t, "[", ", ", "]", "{%d, %d}", " ") + "iex(4)> \n"
		}),
		oneEach("lambda prompt, tuples in parens", false, func(t propTour) string {
			w, h := board(t)
			return fmt.Sprintf("λ> :t solve\nsolve :: Int -> Int -> [(Int, Int)]\nλ> solve %d %d (2,1)\n", w, h) + wrapped(t, "[", ",", "]", "(%d,%d)", "") + "λ> :q\n"
		}),
		oneEach("numbered prompt, lists wrapped", false, func(t propTour) string {
			w, h := board(t)
			return fmt.Sprintf("5> tour:run([%d,%d]).\n", w, h) + wrapped(t, "{ok,[", ",", "]}", "[%d,%d]", "     ") + "6> q().\n"
		}),
		oneEach("step lines between a heading and a count", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString("Solution:\n")
			for k, s := range t.sq {
				fmt.Fprintf(&b, "Step %d - row %d, col %d\n", k+1, s.Y, s.X)
			}
			fmt.Fprintf(&b, "Moves made: %d\n", len(t.sq)-1)
			return b.String()
		}),
	}
}
