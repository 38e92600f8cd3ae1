package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestNamedPairsShortOfBoard: a random tour (warnsdorffWalk, checked by
// walkOK) written one square a line, each number after its axis's name
// ("Move 7: row 3, col 5"), from 0 or from 1, with one square left out
// (first, last or inside), on the board given. The oracle is walkOK of
// the squares written: they are no tour of the board, whichever corner
// rows count from, and the names say which number is the row, so the
// one reading is certain and the tour is invalid (exit 1), never
// unreadable. The base is certain too: a 0 is written, or the squares
// are too many to miss the first rank and file.
func TestNamedPairsShortOfBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 3))
	boards := []board.Board{{W: 5, H: 5}, {W: 7, H: 7}, {W: 8, H: 6}, {W: 6, H: 9}, {W: 8, H: 8}}
	forms := []string{"Move %d: row %d, col %d", "step %d: Row %d Column %d", "%d. r=%d c=%d"}
	bad, cases := 0, 0
	for _, b := range boards {
		for _, form := range forms {
			for base := range 2 {
				p := warnsdorffWalk(rng, b, 2000)
				if len(p) != b.Size() || !walkOK(b, p) {
					t.Fatalf("%v: the test's own tour", b)
				}
				drop := []int{0, len(p) - 1, 1 + rng.IntN(len(p)-2)}[rng.IntN(3)]
				q := slices.Delete(slices.Clone(p), drop, drop+1)
				if walkOK(b, q) {
					t.Fatalf("%v: a square short is a tour", b)
				}
				lines := make([]string, len(q))
				for k, s := range q {
					lines[k] = fmt.Sprintf(form, k+1, int(b.H-s.Y)+base, int(s.X-1)+base)
				}
				text := strings.Join(lines, "\n") + "\n"
				tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				cases++
				if code != 1 || !slices.Equal(verdicts, []Verdict{Invalid}) {
					bad++
					t.Errorf("%v %q from %d, square %d left out: exit %d, verdicts %v, want 1 and one invalid (%s)\n%s", b, form, base, drop+1, code, verdicts, errOf(tours), clip(text))
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d wrong", bad, cases)
	}
}
