package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestKnightMovesOnTheirBox: a list of a knight's moves in SAN ("Nb3"),
// with no board given, is read on the smallest board that holds its
// squares, as a list of plain squares is: "Nb3" names b3, not a square
// of a file "nb". The rule came from an Erlang shell's numbered moves,
// each from a square to the next ("1. Na1 Nb3 2. Nb3 Na5"); these are a
// bare list eight a line, a JavaScript array of strings, a Markdown
// list one a line and a log of from-to moves with arrows. The oracle is
// walkOK on the tours the test writes: read as one tour, valid; with two
// squares swapped, never valid.
func TestKnightMovesOnTheirBox(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 3)))
	san := func(p board.Path) []string {
		var out []string
		for _, s := range p {
			out = append(out, "N"+s.String())
		}
		return out
	}
	wrappers := map[string]func(p board.Path) string{
		"bare, eight a line": func(p board.Path) string {
			mv := san(p)
			var ls []string
			for k := 0; k < len(mv); k += 8 {
				ls = append(ls, strings.Join(mv[k:min(k+8, len(mv))], " "))
			}
			return strings.Join(ls, "\n") + "\n"
		},
		"javascript strings": func(p board.Path) string {
			return "const moves = ['" + strings.Join(san(p), "', '") + "'];\n"
		},
		"markdown list": func(p board.Path) string {
			return "Moves:\n\n- " + strings.Join(san(p), "\n- ") + "\n"
		},
		"from-to log": func(p board.Path) string {
			mv := san(p)
			var ls []string
			for k := 1; k < len(mv); k++ {
				ls = append(ls, fmt.Sprintf("move %d: %s -> %s", k, mv[k-1], mv[k]))
			}
			return strings.Join(ls, "\n") + "\n"
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			if text := wrap(p); !slices.Equal(judgeAll(t, text), []Verdict{Valid}) {
				t.Errorf("%s on %v: verdicts %v, want [valid]:\n%s", name, b, judgeAll(t, text), text)
			}
			if text := wrap(swapped(t, b, p)); slices.Contains(judgeAll(t, text), Valid) || len(judgeAll(t, text)) != 1 {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want one, not valid:\n%s", name, b, judgeAll(t, text), text)
			}
		}
	}
}
