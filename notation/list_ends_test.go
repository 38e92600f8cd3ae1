package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestMisprintAtListEndNeverInvalid: a tour whose first or last square
// is printed so no reader reads it ("a1x", "al" for a1) is read one
// square short, and the walk left has no break to show where the square
// was lost; the word beside it may be that square, so the tour is never
// judged invalid. The same list with the square deleted, or with a
// caption word in its place ("Tour:"), is short for certain: invalid.
// The oracle: warnsdorffWalk's tours, checked by walkOK, are valid as
// written; a list one square short is no tour of its board.
func TestMisprintAtListEndNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 11))
	misprints := []func(board.Square) string{
		func(s board.Square) string { return s.String() + "x" },
		func(s board.Square) string { return s.String() + "k" },
		func(s board.Square) string { return strings.ReplaceAll(s.String(), "1", "l") },
	}
	seps := []string{" ", ", ", ",", "; "}
	for round := range 36 {
		b := board.Board{W: int32(5 + rng.IntN(4)), H: int32(5 + rng.IntN(4))}
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		words := strings.Fields(p.String())
		at := 0
		if round%2 == 1 {
			at = len(words) - 1
		}
		bad := misprints[round/2%len(misprints)](p[at])
		if !misprintLike(bad, b) {
			continue // no look-alike of this square: "l" needs a 1
		}
		sep := seps[round%len(seps)]
		write := func(w string) string {
			out := append([]string(nil), words...)
			if w == "" {
				out = append(out[:at], out[at+1:]...)
			} else {
				out[at] = w
			}
			return strings.Join(out, sep) + "\n"
		}
		t.Run(fmt.Sprintf("%d/%v/%s", round, b, bad), func(t *testing.T) {
			type input struct {
				text    string
				invalid bool
			}
			inputs := []input{{write(bad), false}, {write(""), true}}
			if at == 0 {
				inputs = append(inputs, input{write("Tour:"), true})
			}
			for _, tc := range inputs {
				_, vs, err := judgeText(tc.text, b)
				if err != nil {
					if tc.invalid {
						t.Errorf("ReadTours: %v, want a list read short:\n%s", err, tc.text)
					}
					continue
				}
				if len(vs) != 1 {
					t.Fatalf("%d verdicts, want 1:\n%s", len(vs), tc.text)
				}
				switch {
				case tc.invalid && vs[0] != Invalid:
					t.Errorf("verdict %v, want invalid: the list is a square short for certain:\n%s", vs[0], tc.text)
				case !tc.invalid && vs[0] == Invalid:
					t.Errorf("verdict invalid, but the tour written is valid and %q may be its square:\n%s", bad, tc.text)
				}
			}
		})
	}
}
