package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestUnvisitedMarkListing: a sheet's listing of every square of the
// board, by ranks, each beside the step the walk takes it at, but for
// one square marked -1 (unvisited), its step left out (the last, or one
// in the middle, leaving a gap). The oracle is walkOK of what the test
// wrote: the steps left are no tour of the board, one square short, so
// the verdict is invalid, on the board given; the same listing with
// every step is a tour, valid.
func TestUnvisitedMarkListing(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 7))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 7}} {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, marked := range []int{-1, len(p) - 1, len(p) / 2} {
			step := map[board.Square]int{}
			for k, s := range p {
				step[s] = k + 1
			}
			var kept board.Path
			for k, s := range p {
				if k != marked {
					kept = append(kept, s)
				}
			}
			var sb strings.Builder
			sb.WriteString("Cell\tValue\n")
			for y := int32(1); y <= b.H; y++ {
				for x := int32(1); x <= b.W; x++ {
					s := board.Square{X: x, Y: y}
					v := step[s]
					if marked >= 0 && s == p[marked] {
						v = -1
					}
					fmt.Fprintf(&sb, "%s\t%d\n", strings.ToUpper(s.String()), v)
				}
			}
			want := Invalid
			if walkOK(b, kept) {
				want = Valid
			}
			_, vs, err := judgeText(sb.String(), b)
			if err != nil || len(vs) != 1 || vs[0] != want {
				t.Errorf("%v, step %d marked -1: verdicts %v, err %v, want one %v\n%s", b, marked+1, vs, err, want, sb.String())
			}
		}
	}
}
