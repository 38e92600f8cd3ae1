package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSideBySideWidthsProperty prints two or three random tours
// (warnsdorffWalk, checked by walkOK: the oracle is the tours the test
// wrote) of one height and any widths side by side, joined by
// separators no reader was written from (" ; ", a box-drawing bar, a
// dotted gap), with no board given. Valid, every board must read valid,
// one tour each; with a single fault in one board (two numbers swapped,
// or one written twice) the input never exits 0, no valid board is
// judged invalid, and no input judges more tours than it holds.
func TestSideBySideWidthsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 7))
	check := walkCheck
	seps := []string{" ; ", "  \u2502  ", " .. "}
	right, all := 0, 0
	for n := range 60 {
		h := 5 + rng.IntN(2)
		k := 2 + rng.IntN(2)
		var ts []propTour
		var widths []string
		for range k {
			b := board.Board{W: int32(5 + rng.IntN(4)), H: int32(h)}
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			ts = append(ts, newPropTour(b, p))
			widths = append(widths, b.String())
		}
		valid := n%3 != 0
		bad := -1
		if !valid {
			bad = rng.IntN(k)
			rows := ts[bad].rows
			r1, r2 := rng.IntN(h), rng.IntN(h)
			c1, c2 := rng.IntN(len(rows[0])), rng.IntN(len(rows[0]))
			for r1 == r2 && c1 == c2 {
				c2 = rng.IntN(len(rows[0]))
			}
			if n%2 == 0 {
				rows[r1][c1], rows[r2][c2] = rows[r2][c2], rows[r1][c1]
			} else {
				rows[r1][c1] = rows[r2][c2]
			}
		}
		sep := seps[rng.IntN(len(seps))]
		var ls []string
		for r := range h {
			var parts []string
			for _, tr := range ts {
				parts = append(parts, cells(tr.rows[r], "%3d", " "))
			}
			ls = append(ls, strings.Join(parts, sep))
		}
		text := strings.Join(ls, "\n") + "\n"
		name := fmt.Sprintf("%d: %s side by side, fault in board %d", n, strings.Join(widths, ", "), bad)
		tours, verdicts, code := textExit(text, ReadOptions{}, check)
		judged := len(verdicts) - countVerdict(verdicts, Unreadable)
		switch {
		case judged > k:
			t.Errorf("%s: %d tours judged, %d written (%v):\n%s", name, judged, k, verdicts, text)
		case !valid && code == 0:
			t.Errorf("%s: a faulty input passed (%v):\n%s", name, verdicts, text)
		case valid && slices.Contains(verdicts, Invalid):
			t.Errorf("%s: a valid board judged invalid (%v):\n%s", name, verdicts, text)
		case valid:
			all++
			if code == 0 && len(tours) == k {
				right++
			} else {
				t.Errorf("%s: exit %d, %d tours (%v), want %d valid:\n%s", name, code, len(tours), verdicts, k, text)
			}
		}
	}
	t.Logf("%d of %d valid inputs read valid", right, all)
}
