package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSquarePassedOverNeverInvalid: valid tours written one a line, one of
// them with a square inside its list printed as something no reader takes
// for a square (a misprint "cl" for c1, a letter glued after it "c1x", a
// look-alike and a mark "cO?"). The squares read miss that one, so the walk
// read steps over it; which square the text meant is not certain, so the
// tour is never judged invalid. The oracle: warnsdorffWalk's tours,
// checked by walkOK, are all valid as written; any verdict "invalid" is
// wrong, and the other tours stay valid and counted.
func TestSquarePassedOverNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 2))
	misprints := []func(board.Square) string{
		func(s board.Square) string { return strings.ReplaceAll(s.String(), "1", "l") },
		func(s board.Square) string { return s.String() + "x" },
		func(s board.Square) string { return strings.ReplaceAll(s.String(), "0", "O") + "?" },
	}
	for round := range 40 {
		side := 5 + rng.IntN(4)
		b := board.Board{W: int32(side), H: int32(5 + rng.IntN(4))}
		n := 1 + rng.IntN(3)
		bad := rng.IntN(n)
		var lines []string
		for k := range n {
			p := warnsdorffWalk(rng, b, 200)
			if !walkOK(b, p) {
				t.Fatalf("round %d: the test's own tour on %v", round, b)
			}
			words := strings.Fields(p.String())
			if k == bad {
				at := 1 + rng.IntN(len(p)-2)
				words[at] = misprints[round%len(misprints)](p[at])
			}
			lines = append(lines, strings.Join(words, " "))
		}
		in := strings.Join(lines, "\n") + "\n"
		t.Run(fmt.Sprintf("%d/%v/%d-tours", round, b, n), func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
			if err != nil {
				return // refused whole: never a verdict of invalid
			}
			if len(tours) != n {
				t.Fatalf("read %d tours, want the %d written in\n%s", len(tours), n, in)
			}
			for k, tr := range tours {
				j := Judge(tr, board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
					if !walkOK(q.Board, p) {
						return ErrMisread // any error: the verdict is what is tested
					}
					return nil
				})
				switch {
				case j.Verdict == Invalid:
					t.Errorf("tour %d judged invalid (%v), but every tour written is valid:\n%s", k+1, j.Err, in)
				case k != bad && j.Verdict != Valid:
					t.Errorf("tour %d, written whole, = %v (%v), want valid:\n%s", k+1, j.Verdict, j.Err, in)
				}
			}
		})
	}
}
