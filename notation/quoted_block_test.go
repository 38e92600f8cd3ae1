package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestQuotedSquaresUnderPrompt: a random tour (warnsdorffWalk; walkOK,
// the oracle) written as quoted squares, rows of a literal under a
// prompt line that makes its block unreadable (a REPL's input, the
// test's own: IPython, the Python REPL, ipdb, Julia, irb, a shell),
// beside a second valid tour written as (x, y) pairs after a blank
// line: the quoted squares count as squares, so the unreadable block is
// a tour not read, never words passed over, and with two squares
// swapped or the last left out the input never passes.
func TestQuotedSquaresUnderPrompt(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 9))
	prompts := []string{"In [4]: solve(%d)", ">>> tour(%d)", "ipdb> p tour(%d)", "julia> tour(%d)", "irb(main):002> Tour.new(%d).run", "$ ./tour --size %d"}
	quotes := []string{`"%v"`, `'%v'`}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 7, H: 6}, {W: 6, H: 6}}
	for _, prompt := range prompts {
		for _, quote := range quotes {
			bd := boards[rng.IntN(len(boards))]
			p, q := warnsdorffWalk(rng, bd, 500), warnsdorffWalk(rng, bd, 500)
			if !walkOK(bd, p) || !walkOK(bd, q) {
				t.Fatalf("%v: the test's own tours", bd)
			}
			var pairs []string
			for _, s := range q {
				pairs = append(pairs, fmt.Sprintf("(%d, %d)", s.X-1, s.Y-1))
			}
			for fault := range 3 { // none, two squares swapped, the last left out
				pp := p
				switch fault {
				case 1:
					pp = swapped(t, bd, p)
				case 2:
					pp = p[:len(p)-1]
				}
				var rows []string
				for i := 0; i < len(pp); i += int(bd.W) {
					var r []string
					for _, s := range pp[i:min(i+int(bd.W), len(pp))] {
						r = append(r, fmt.Sprintf(quote, s))
					}
					rows = append(rows, "  ["+strings.Join(r, ", ")+"]")
				}
				text := fmt.Sprintf(prompt, bd.W) + "\ntour = [\n" + strings.Join(rows, ",\n") + "\n]\n\npath = [" + strings.Join(pairs, ", ") + "]\n"
				for _, given := range []board.Board{{}, bd} {
					tours, vs, err := judgeText(text, given)
					if err != nil {
						t.Errorf("%q on %v: %v", prompt, bd, err)
						continue
					}
					exit := propExit(tours, vs)
					if fault == 0 && exit == 1 {
						t.Errorf("%q, valid, on %v (board given %v): verdicts %v, want none invalid:\n%s", prompt, bd, given, vs, text)
					}
					if fault == 0 && exit == 0 && len(tours) != 2 {
						t.Errorf("%q, valid, on %v (board given %v): %d tours passed, want 2:\n%s", prompt, bd, given, len(tours), text)
					}
					if fault > 0 && exit == 0 {
						t.Errorf("%q, fault %d, on %v (board given %v): verdicts %v pass, want a fault or a tour not read:\n%s", prompt, fault, bd, given, vs, text)
					}
				}
			}
		}
	}
}
