package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestRefsNameFewSquaresNoCertainTour writes random tours of boards nine
// files wide (warnsdorffWalk, checked by walkOK: the oracle is the tour
// the test made) as spreadsheet R1C1 references ("Path (R1C1): R9C1,
// R7C2, ..."), with one square left out, and reads them with no board
// given. A reference names its row and column (pair_order.go), so the
// list is read on the smallest board that holds its squares, a guess: a
// list a square short of that board is no certain tour of it nor of a
// larger one, so no verdict may be invalid, and no input passes.
func TestRefsNameFewSquaresNoCertainTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	for _, h := range []int32{9, 10, 12} {
		b := board.Board{W: 9, H: h}
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		drop := 1 + rng.IntN(len(p)-2)
		var refs []string
		for k, s := range p {
			if k != drop {
				refs = append(refs, fmt.Sprintf("R%dC%d", s.Y, s.X))
			}
		}
		for _, sep := range []string{", ", " ", "\n"} {
			text := "Path (R1C1): " + strings.Join(refs, sep) + "\n"
			tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if code == 0 || hasVerdict(verdicts, Invalid) {
				t.Errorf("%v, separator %q: exit %d, verdicts %v, want no pass and no invalid\n%s", b, sep, code, verdicts, errOf(tours))
			}
		}
	}
}
