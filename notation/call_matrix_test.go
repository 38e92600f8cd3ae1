package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCallShapedListProperty writes random tours (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) as a flat
// list that a call shapes into the matrix of the tour's numbering:
// MiniZinc's array2d with index ranges, row by row, and a reshape with
// sizes after the list, column by column as Julia fills it; on square
// and other rectangles, with no board given. Each valid one exits 0 as
// one tour; each with a single fault (singleFaults: two numbers swapped,
// one written twice, a square left 0) is never valid, and a complete
// numbering with two numbers swapped exits 1.
func TestCallShapedListProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 8))
	boards := []board.Board{{W: 5, H: 5}, {W: 4, H: 8}, {W: 8, H: 8}, {W: 3, H: 12}, {W: 10, H: 5}, {W: 6, H: 6}}
	failures := 0
	fail := func(format string, args ...any) {
		if failures++; failures <= 4 {
			t.Errorf(format, args...)
		}
	}
	for i := range 48 {
		b := boards[i%len(boards)]
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		rows := stepGrid(b, p, 1) // rows[0] is the top rank
		byColumn := i%2 == 1
		write := func(rows [][]int) string {
			var flat []string
			if byColumn {
				for x := range b.W {
					for y := range b.H {
						flat = append(flat, fmt.Sprint(rows[y][x]))
					}
				}
				return fmt.Sprintf("julia> board = reshape([%s], %d, %d)\n", strings.Join(flat, ", "), b.H, b.W)
			}
			for _, r := range rows {
				for _, v := range r {
					flat = append(flat, fmt.Sprint(v))
				}
			}
			return fmt.Sprintf("board = array2d(1..%d, 1..%d, [%s]);\n----------\n==========\n", b.H, b.W, strings.Join(flat, ", "))
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
		t.Logf("%d of 48 tours and their faults read wrong", failures)
	}
}
