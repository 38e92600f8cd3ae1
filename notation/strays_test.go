package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestStrayTokenInListNamed: a token that is no square (a number, a
// word, a sign) written between two squares of a valid tour's list is
// never read past unsaid: the tour is valid and the note names the token
// at its line and column, or, when the token could be a square's half (a
// number among integer pairs), the input is refused; never judged
// invalid. Oracle: the tours are the test's own, checked by walkOK, and
// the token's place is where the test wrote it.
func TestStrayTokenInListNamed(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 25))
	tokens := []string{"7", "42", "0", "foo", "ok", "x", "!", "#", "*", "?", "@"}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		n := b.Size()
		for range 12 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != n || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			sp := oneLineSpellings[rng.IntN(len(oneLineSpellings))]
			if sp.name == "arrows" {
				// Squares joined by arrows are read as squares told in
				// sentences, the arrows their words; what lies between
				// them is not named yet.
				continue
			}
			width := n
			if rng.IntN(2) == 0 {
				width = int(b.W)
			}
			tok := tokens[rng.IntN(len(tokens))]
			at := 1 + rng.IntN(n-1) // before square at, after square at-1
			if at%width == 0 {
				at++ // on the line of the square before it, not starting one
			}
			var sb strings.Builder
			line, col := 1, 0
			for i, s := range p {
				switch {
				case i > 0 && i%width == 0:
					sb.WriteString("\n")
				case i > 0:
					sb.WriteString(sp.sep)
				}
				if i == at {
					line = 1 + strings.Count(sb.String(), "\n")
					col = 1 + sb.Len() - (strings.LastIndex(sb.String(), "\n") + 1)
					sb.WriteString(tok + sp.sep)
				}
				sb.WriteString(sp.square(s))
			}
			sb.WriteString("\n")
			text := sb.String()
			halfPair := sp.name == "pairs" && tok[0] >= '0' && tok[0] <= '9'
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				tours, verdicts, code := textExit(text, opt, walkCheck)
				what := fmt.Sprintf("%v %s, %q at %d:%d, board given %v", b, sp.name, tok, line, col, given)
				if code == 1 {
					t.Errorf("%s: a valid tour judged invalid (%v):\n%s", what, verdicts, text)
					continue
				}
				if halfPair && code == 2 {
					continue
				}
				if len(tours) != 1 || len(verdicts) != 1 || verdicts[0] != Valid {
					t.Errorf("%s: want the one tour valid, got %d tours, %v, exit %d:\n%s", what, len(tours), verdicts, code, text)
					continue
				}
				note := Judge(tours[0], board.Problem{Board: opt.Board}, walkCheck).Doc.Reading()
				if want := fmt.Sprintf("line %d:%d %q", line, col, tok); !strings.Contains(note, want) {
					t.Errorf("%s: the note does not name %s: %s\n%s", what, want, note, text)
				}
			}
		}
	}
}
