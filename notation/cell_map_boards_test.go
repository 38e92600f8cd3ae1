package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestKeyedCellDumpsOneAfterAnotherProperty writes two random tours
// (warnsdorffWalk, checked by walkOK: the oracle is the tours the test
// wrote) as Ada prints an array, one "Board( r, c) = v" line a cell,
// the second dump right under the first with nothing between, no board
// given. Both valid: two tours, exit 0. The second with a single fault
// (singleFaults): never valid, and two numbers swapped in a complete
// numbering exit 1, the first tour still read valid.
func TestKeyedCellDumpsOneAfterAnotherProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 4))
	boards := []board.Board{{W: 5, H: 5}, {W: 4, H: 8}, {W: 8, H: 8}, {W: 3, H: 12}, {W: 6, H: 5}}
	failures := 0
	fail := func(format string, args ...any) {
		if failures++; failures <= 4 {
			t.Errorf(format, args...)
		}
	}
	numbering := func(b board.Board) [][]int {
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		rows := stepGrid(b, p, 1) // rows[0] is the top rank
		return rows
	}
	write := func(rows [][]int) string {
		var sb strings.Builder
		for r, row := range rows {
			for c, v := range row {
				fmt.Fprintf(&sb, "Board(%2d,%2d) = %d\n", r+1, c+1, v)
			}
		}
		return sb.String()
	}
	for i := range 30 {
		first := numbering(boards[i%len(boards)])
		second := numbering(boards[(i+1+i/len(boards))%len(boards)])
		text := write(first) + write(second)
		tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
		if code != 0 || len(tours) != 2 || verdicts[0] != Valid || verdicts[1] != Valid {
			fail("%d tours, %v, exit %d; want 2 valid tours, exit 0:\n%s", len(tours), verdicts, code, text)
		}
		for name, faulty := range singleFaults(rng, second) {
			text := write(first) + write(faulty)
			_, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if code == 0 || len(verdicts) == 2 && verdicts[1] == Valid {
				fail("second %s: %v, exit %d; want never valid", name, verdicts, code)
			}
			if name == "swap" && (code != 1 || len(verdicts) != 2 || verdicts[0] != Valid) {
				fail("second swap: %v, exit %d; want the first valid, exit 1", verdicts, code)
			}
		}
	}
	if failures > 0 {
		t.Logf("%d checks of 30 pairs failed", failures)
	}
}
