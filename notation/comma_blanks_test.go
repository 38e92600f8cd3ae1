package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCommaBlankRowsProperty prints boards as a program that shows its
// search does: comma-separated fields, a square not yet visited left
// blank ("3,10,  ,  , 5"), a board after some moves of a tour and then
// the whole tour. The tour is warnsdorffWalk's, checked by walkOK (the
// oracle is the tour the test wrote); widths, separators, captions and
// line ends vary. A partial board keeps its width: it is never judged
// as a smaller board of its own (an "invalid" verdict) nor passed as
// valid; the complete board is the one valid tour, and a complete board
// with two numbers swapped is never valid.
func TestCommaBlankRowsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 4))
	check := walkCheck
	captions := []string{"after move %d:", "%d next:", "--- step %d ---", "# placed %d"}
	failures := 0
	for i := range 160 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}, {W: 6, H: 5}}[i%5]
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		width := len(fmt.Sprint(b.Size())) + rng.IntN(2)
		sep := []string{",", ", "}[rng.IntN(2)]
		eol := []string{"\n", "\r\n"}[rng.IntN(2)]
		caption := captions[rng.IntN(len(captions))]
		render := func(p board.Path, upto int, swap bool) string {
			num := map[board.Square]int{}
			for k, s := range p[:upto] {
				num[s] = k + 1
			}
			if swap {
				num[p[0]], num[p[upto-1]] = num[p[upto-1]], num[p[0]]
			}
			var sb strings.Builder
			fmt.Fprintf(&sb, caption+eol, upto)
			for y := b.H; y >= 1; y-- {
				cells := make([]string, b.W)
				for x := int32(1); x <= b.W; x++ {
					cells[x-1] = strings.Repeat(" ", width)
					if n, ok := num[board.Square{X: x, Y: y}]; ok {
						cells[x-1] = fmt.Sprintf("%*d", width, n)
					}
				}
				sb.WriteString(strings.Join(cells, sep) + eol)
			}
			return sb.String() + eol
		}
		k := 3 + rng.IntN(b.Size()-4) // a board after k moves, three or more numbers
		text := render(p, k, false) + render(p, b.Size(), false)
		_, verdicts, code := textExit(text, ReadOptions{}, check)
		valid, invalid := 0, 0
		for _, v := range verdicts {
			switch v {
			case Valid:
				valid++
			case Invalid:
				invalid++
			}
		}
		if valid != 1 || invalid != 0 || code != 2 {
			failures++
			if failures <= 3 {
				t.Errorf("%v after %d moves, then the tour: %d valid, %d invalid, exit %d; want 1 valid, 0 invalid, exit 2 (the partial board set aside):\n%s", b, k, valid, invalid, code, text)
			}
		}
		swapped := append(board.Path(nil), p...)
		swapped[0], swapped[len(p)-1] = swapped[len(p)-1], swapped[0]
		if walkOK(b, swapped) {
			continue // still a tour, by chance: no fault to find
		}
		faulty := render(p, k, false) + render(p, b.Size(), true)
		_, verdicts, code = textExit(faulty, ReadOptions{}, check)
		for _, v := range verdicts {
			if v == Valid || code == 0 {
				failures++
				if failures <= 3 {
					t.Errorf("%v: a tour with its first and last numbers swapped passed (exit %d, verdicts %v):\n%s", b, code, verdicts, faulty)
				}
				break
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d of 320 inputs judged wrongly", failures)
	}
}
