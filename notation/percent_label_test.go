package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestPercentLabelBesideGridProperty writes random tours
// (warnsdorffWalk, checked by walkOK: the oracle is the tour the test
// wrote) as Maxima prints a matrix, its rows bracketed on one line after
// the output label "(%o2)", with no board given. Each valid one exits 0
// as one tour; a complete numbering with two numbers swapped is
// certain, so it exits 1, and no single fault (singleFaults) is valid.
func TestPercentLabelBesideGridProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 2))
	boards := []board.Board{{W: 5, H: 5}, {W: 4, H: 8}, {W: 8, H: 8}, {W: 3, H: 12}, {W: 6, H: 5}}
	failures := 0
	fail := func(format string, args ...any) {
		if failures++; failures <= 4 {
			t.Errorf(format, args...)
		}
	}
	for i := range 40 {
		b := boards[i%len(boards)]
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		rows := stepGrid(b, p, 1) // rows[0] is the top rank
		n := 1 + rng.IntN(9)
		write := func(rows [][]int) string {
			var rs []string
			for _, r := range rows {
				rs = append(rs, strings.Trim(strings.Join(strings.Fields(fmt.Sprint(r)), ","), "[]"))
			}
			return fmt.Sprintf("(%%i%d) knight_tour(%d);\n(%%o%d) matrix([%s])\n", n, b.W, n, strings.Join(rs, "],["))
		}
		text := write(rows)
		tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
		if code != 0 || len(tours) != 1 || verdicts[0] != Valid {
			fail("%v: %d tours, %v, exit %d; want 1 valid tour, exit 0:\n%s", b, len(tours), verdicts, code, text)
		}
		for name, faulty := range singleFaults(rng, rows) {
			text := write(faulty)
			_, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if code == 0 || len(verdicts) > 0 && verdicts[0] == Valid {
				fail("%v %s: %v, exit %d; want never valid:\n%s", b, name, verdicts, code, text)
			}
			if name == "swap" && code != 1 {
				fail("%v swap: %v, exit %d; want exit 1, the numbering complete:\n%s", b, verdicts, code, text)
			}
		}
	}
	if failures > 0 {
		t.Logf("%d of 40 tours and their faults read wrong", failures)
	}
}
