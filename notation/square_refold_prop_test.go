package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSquareNumbersRefoldProperty writes random tours (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) as square
// numbers from 1, a1 first along the ranks, k to a line for every k
// that divides the board's squares but its width (so that the lines
// make a whole grid of another shape), bare or comma-ended paragraphs.
// The lines are a whole grid's numbering as well as the list written,
// so the grid's fault is no proof while the list is a tour: with no
// board given the answer is never invalid, and when it is not valid it
// names the square numbers' board; with the board and -read index given
// it is valid.
func TestSquareNumbersRefoldProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 6))
	invalid := 0
	for _, b := range []board.Board{{W: 5, H: 6}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 5}} {
		n := b.Size()
		for k := 3; k < n; k++ {
			if n%k != 0 || k == int(b.W) {
				continue
			}
			for _, end := range []string{"\n", ",\n\n"} {
				for range 3 {
					p := warnsdorffWalk(rng, b, 200)
					if len(p) != n || !walkOK(b, p) {
						t.Fatalf("%v: the test's own tour", b)
					}
					var s strings.Builder
					for i, sq := range p {
						fmt.Fprintf(&s, "%02d", int(sq.Y-1)*int(b.W)+int(sq.X))
						switch {
						case i == n-1:
							s.WriteString("\n")
						case i%k == k-1:
							s.WriteString(end)
						default:
							s.WriteString(", ")
						}
					}
					name := fmt.Sprintf("%v, %d a line, lines ended %q", b, k, end)
					tours, verdicts, code := textExit(s.String(), ReadOptions{}, walkCheck)
					for i, v := range verdicts {
						if v == Invalid {
							invalid++
							t.Errorf("%s: a tour judged invalid: %v\n%s", name, Judge(tours[i], board.Problem{}, walkCheck).Err, clip(s.String()))
						}
					}
					if code != 0 && len(tours) == 1 && verdicts[0] == Unreadable {
						if err := Judge(tours[0], board.Problem{}, walkCheck).Err; err == nil || !strings.Contains(err.Error(), b.String()) {
							t.Errorf("%s: unreadable, the board written not named: %v", name, err)
						}
					}
					if _, verdicts, code := textExit(s.String(), ReadOptions{Board: b, Format: Indices}, walkCheck); code != 0 {
						t.Errorf("%s: with -board %v -read index: exit %d (%v), want 0", name, b, code, verdicts)
					}
				}
			}
		}
	}
	if invalid > 0 {
		t.Logf("%d tours written judged invalid", invalid)
	}
}
