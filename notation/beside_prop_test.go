package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// besideWrappers print a second, smaller tour's numbered rows under a
// square list in printouts the rule for blocks beside a tour was not
// written from: every line of them data, between words.
func besideWrappers() []propWrapper {
	return []propWrapper{
		{"semicolon rows", true, 1, func(ts []propTour) string {
			return rowsWith(ts[0], "", "%d", "; ", ";", "\n")
		}},
		{"lua rows", true, 1, func(ts []propTour) string {
			return "local t = {\n" + rowsWith(ts[0], "  { ", "%d", ", ", " },", "\n") + "\n}"
		}},
		{"row labels", true, 1, func(ts []propTour) string {
			var ls []string
			for i, r := range ts[0].rows {
				ls = append(ls, fmt.Sprintf("r%d: %s", i+1, cells(r, "%2d", "  ")))
			}
			return strings.Join(ls, "\n")
		}},
		{"ocaml rows", true, 1, func(ts []propTour) string {
			return "- : int array array =\n" + rowsWith(ts[0], "  [|", "%d", "; ", "|];", "\n")
		}},
	}
}

// TestBlockBesideTourProperty writes a random tour (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) as a square
// list, then a second tour of a smaller board under it through
// besideWrappers: valid, or with a single fault (a number written
// twice). A reading may take the second block as a tour or set
// it aside, but no input with a faulty tour exits 0, no valid input
// exits 1, and a valid input read to exit 0 holds both tours.
func TestBlockBesideTourProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 24))
	walk := func(b board.Board) board.Path {
		p := warnsdorffWalk(rng, b, 500)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		return p
	}
	pairs := [][2]board.Board{
		{{W: 5, H: 5}, {W: 3, H: 4}},
		{{W: 6, H: 6}, {W: 4, H: 5}},
		{{W: 8, H: 8}, {W: 5, H: 5}},
		{{W: 8, H: 8}, {W: 3, H: 4}},
	}
	for _, bs := range pairs {
		for rep := range 3 {
			first := walk(bs[0])
			var line []string
			for _, s := range first {
				line = append(line, s.String())
			}
			second := newPropTour(bs[1], walk(bs[1]))
			twice := propTour{sq: slices.Clone(second.sq)}
			for _, r := range second.rows {
				twice.rows = append(twice.rows, slices.Clone(r))
			}
			twice.rows[1][2] = twice.rows[2][1]
			for _, w := range besideWrappers() {
				for _, c := range []struct {
					what  string
					tour  propTour
					valid bool
				}{{"valid", second, true}, {"written twice", twice, false}} {
					name := fmt.Sprintf("%v+%v/%d/%s/%s", bs[0], bs[1], rep, w.name, c.what)
					text := strings.Join(line, " ") + "\n\n" + w.wrap([]propTour{c.tour}) + "\n"
					tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
					switch {
					case !c.valid && code == 0:
						t.Errorf("%s: a faulty tour passed (%d tours, %v):\n%s", name, len(tours), verdicts, text)
					case c.valid && code == 1:
						t.Errorf("%s: valid tours judged invalid (%v):\n%s", name, verdicts, text)
					case c.valid && code == 0 && len(tours) != 2:
						t.Errorf("%s: exit 0 with %d tours read, 2 written:\n%s", name, len(tours), text)
					}
				}
			}
		}
	}
}
