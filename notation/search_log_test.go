package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSearchLogNeverInvalid: a search's log, one square a line after a
// word ("visit e1"), with the squares it left again named on lines of
// their own ("backtrack from e5"), is no table whose parts are tours:
// the tour it found is the squares visited less those left. The oracle:
// the tour the test walked (walkOK) is valid, so a verdict "invalid" of
// any part of the log is wrong; undecided or valid are the answers.
func TestSearchLogNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 10))
	verbs := []string{"visit", "move", "try", "push"}
	for round := range 30 {
		b := board.Board{W: int32(5 + rng.IntN(3)), H: int32(5 + rng.IntN(3))}
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		verb := verbs[round%len(verbs)]
		var lines []string
		for k, s := range p {
			lines = append(lines, verb+" "+s.String())
			if k > 2 && k < len(p)-3 && rng.IntN(6) == 0 {
				dead := p[k+2+rng.IntN(2)] // a square the search enters too early and leaves
				lines = append(lines, verb+" "+dead.String(), "backtrack from "+dead.String())
			}
		}
		if !strings.Contains(strings.Join(lines, "\n"), "backtrack") {
			lines = append(lines[:4], append([]string{verb + " " + p[5].String(), "backtrack from " + p[5].String()}, lines[4:]...)...)
		}
		text := strings.Join(lines, "\n") + "\ndone: tour found\n"
		t.Run(fmt.Sprintf("%d/%v", round, b), func(t *testing.T) {
			for _, given := range []board.Board{b, {}} {
				_, vs, err := judgeText(text, given)
				if err != nil {
					continue // refused whole: no verdict of invalid
				}
				for k, v := range vs {
					if v == Invalid {
						t.Errorf("board given %v: part %d of the log judged invalid, but the tour it found is valid:\n%s", given, k+1, text)
					}
				}
			}
		})
	}
}
