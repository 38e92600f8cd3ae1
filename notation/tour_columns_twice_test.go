package notation

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestIdenticalColumns: two tours the same, written one a column beside
// a step column, are two tours, and a line that writes one square twice
// is read twice. The boards have an even number of squares, so that the
// rows read across also cut into tours of a board's worth, as in
// TestTourColumnsProperty. Oracle: the tours written, checked by walkOK.
func TestIdenticalColumns(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	for _, bd := range []board.Board{{W: 4, H: 3}, {W: 5, H: 4}, {W: 6, H: 5}} {
		p := warnsdorffWalk(rng, bd, 500)
		if p == nil || !walkOK(bd, p) {
			t.Fatalf("%v: the test's own tour", bd)
		}
		for name, write := range columnWriters {
			for _, given := range []board.Board{bd, {}} {
				text := write([]board.Path{p, p})
				if _, vs, err := judgeText(text, given); err != nil || len(vs) != 2 || countVerdict(vs, Valid) != 2 {
					t.Errorf("one tour of %v twice, %s, board %v: verdicts %v, %v, want 2 valid\n%s", bd, name, given, vs, err, clip(text))
				}
				text = write([]board.Path{swapped(t, bd, p), swapped(t, bd, p)})
				if _, vs, _ := judgeText(text, given); countVerdict(vs, Valid) > 0 || countVerdict(vs, Invalid) > 0 && len(vs) != 2 {
					t.Errorf("one faulty tour of %v twice, %s, board %v: verdicts %v, want two, none valid\n%s", bd, name, given, vs, clip(text))
				}
			}
		}
	}
}
