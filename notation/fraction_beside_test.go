package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestFractionBesideGrid: a grid numbering a tour with a number that has
// a fraction on a line of its own before or after it (a timing, "0.031")
// is read as the tour, valid, and the line is text skipped, never set
// aside as a row cut short: a fraction is one number, and one number
// beside a whole grid is a counter, no row. The oracle: walkOK on the
// test's own tour.
func TestFractionBesideGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 22))
	cases, failed := 0, 0
	for b, p := range testTours(t, rng) {
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for range 6 {
			frac := fmt.Sprintf("%d.%0*d", rng.IntN(3), 1+rng.IntN(4), 1+rng.IntN(999))
			text := gridText(b, p) + "\n" + frac + "\n"
			if rng.IntN(2) == 0 {
				text = frac + "\n" + gridText(b, p) + "\n"
			}
			cases++
			tours, vs, err := judgeText(text, board.Board{})
			aside := false
			for _, tr := range tours {
				for _, d := range tr.Readings {
					for _, sk := range d.Skipped {
						aside = aside || sk.Partial
					}
				}
			}
			if err != nil || len(vs) != 1 || vs[0] != Valid || aside {
				failed++
				t.Errorf("%v tour with %q beside it: verdicts %v, set aside %v, error %v, want one valid and nothing set aside\n%s", b, frac, vs, aside, err, strings.TrimSpace(text))
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d grids beside a fraction not read alone", failed, cases)
	}
}
