package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSplitGridAside: a valid tour's numbered grid beside a second grid
// of the same board at fault (two squares swapped, or one number written
// in place of another: gridTour), whose numbers are written split into
// their digits ("1 6" for 16, as text taken from a PDF spaces its
// letters), each digit parted from the next by white space of several
// kinds and the cells by wider space, before or after the valid grid.
// The oracle: gridTour's walks, checked by walkOK, and the fault it
// made, which makes the second grid no tour; the input never passes
// (exit 0). And the valid grid next to the same lines of single digits
// three short of what a numbering writes (no grid of the board, whatever
// their split) still passes with one tour.
func TestSplitGridAside(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 41))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	inner := []string{" ", "\t", "\u0085", "\u2028", "\u205f", "\u00a0", "\u3000"}
	gaps := []string{"   ", "\t\t", "  \t"}
	grid := func(rows [][]int) string {
		var s strings.Builder
		for _, r := range rows {
			for k, v := range r {
				if k > 0 {
					s.WriteByte(' ')
				}
				fmt.Fprintf(&s, "%2d", v)
			}
			s.WriteByte('\n')
		}
		return s.String()
	}
	for round := range 32 {
		b := boards[rng.IntN(len(boards))]
		good, _ := gridTour(t, rng, b, 1, false)
		bad, tour := gridTour(t, rng, b, 1, true)
		if tour {
			continue // the swap made another tour: nothing at fault to find
		}
		in, gap := inner[rng.IntN(len(inner))], gaps[rng.IntN(len(gaps))]
		var split strings.Builder
		for _, r := range bad {
			cells := make([]string, len(r))
			for k, v := range r {
				cells[k] = strings.Join(strings.Split(fmt.Sprint(v), ""), in)
			}
			split.WriteString(strings.Join(cells, gap) + "\n")
		}
		text := grid(good) + "\n" + split.String()
		if round%2 == 1 {
			text = split.String() + "\n" + grid(good)
		}
		t.Run(fmt.Sprintf("%d/%v/%+q", round, b, in), func(t *testing.T) {
			if tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck); code == 0 {
				t.Errorf("exit 0, %d tours %v: a grid at fault, its numbers split into digits, passed unread:\n%s", len(tours), verdicts, clip(text))
			}
		})
		// The same lines three digits short of a numbering's count: the
		// count is what tells a split grid from digits a cell.
		var digits strings.Builder
		drop := 3
		for _, r := range good {
			var d []string
			for _, v := range r {
				for _, c := range fmt.Sprint(v) {
					if drop > 0 && rng.IntN(3) == 0 {
						drop--
						continue
					}
					d = append(d, string(c))
				}
			}
			digits.WriteString(strings.Join(d, " ") + "\n")
		}
		if drop > 0 {
			continue
		}
		honest := grid(good) + "\n" + digits.String()
		t.Run(fmt.Sprintf("%d/%v/digits", round, b), func(t *testing.T) {
			if tours, verdicts, code := textExit(honest, ReadOptions{}, walkCheck); code != 0 || len(verdicts) != 1 {
				t.Errorf("exit %d, %d tours %v: a valid grid beside digits too few for a grid:\n%s", code, len(tours), verdicts, clip(honest))
			}
		})
	}
}
