package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// softCut folds text at width as fold -s does: each line is broken
// after its last space within width, or at width when it has none.
func softCut(text string, width int) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		for len(l) > width {
			at := strings.LastIndexByte(l[:width], ' ') + 1
			if at == 0 {
				at = width
			}
			out = append(out, l[:at])
			l = l[at:]
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// rankCutWidth is a width from foldLeast to 80 at which fold -w cuts
// text's first line inside a square's two-digit rank, after its first
// digit ("c1" over "2 ..."), or 0 when there is none.
func rankCutWidth(text string) int {
	for w := foldLeast; w <= 80 && w+1 < len(text); w++ {
		if isLetter(text[w-2]) && isDigit(text[w-1]) && isDigit(text[w]) {
			return w
		}
	}
	return 0
}

// TestFoldedRanksProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) on boards whose
// ranks have two digits as one line of squares, folded as fold -w does
// (hardCut) at a width that cuts a square after its file or after its
// rank's first digit ("e1" over "0 ..."), at a random width, and as
// fold -s does (softCut, written for this test), valid and with a
// single fault (blockFault), with the board given and not. A valid
// input exits 0 with its one tour; a faulty one never exits 0.
func TestFoldedRanksProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 10))
	boards := []board.Board{{W: 8, H: 10}, {W: 10, H: 10}, {W: 4, H: 20}, {W: 20, H: 4}, {W: 12, H: 12}, {W: 5, H: 12}, {W: 26, H: 26}}
	for _, b := range boards {
		p := warnsdorffWalk(rng, b, 400)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for round := range 6 {
			bad, what := blockFault(rng, newPropTour(b, p), false)
			if walkOK(b, bad.sq) && len(bad.sq) == b.Size() {
				t.Fatalf("%v: the test's fault (%s) is a tour", b, what)
			}
			for _, c := range []struct {
				what string
				path board.Path
			}{{"valid", p}, {what, bad.sq}} {
				line := c.path.String()
				width, how := rankCutWidth(line), "fold -w at a rank"
				switch {
				case round%3 == 1 || width == 0:
					width, how = foldLeast+rng.IntN(60), "fold -w"
				case round%3 == 2:
					width, how = foldLeast+rng.IntN(60), "fold -s"
				}
				text := hardCut(line, width, "\n") + "\n"
				if how == "fold -s" {
					text = softCut(line, width) + "\n"
				}
				opt := ReadOptions{}
				if round%2 == 1 {
					opt.Board = b
				}
				tours, vs, code := textExit(text, opt, walkCheck)
				name := fmt.Sprintf("%v %s %d, board given %v, %s", b, how, width, opt.Board != board.Board{}, c.what)
				switch {
				case c.what == "valid" && (code != 0 || len(tours) != 1):
					t.Errorf("%s: %d tours %v, exit %d; want one, valid:\n%s", name, len(tours), vs, code, headOf(text))
				case c.what != "valid" && code == 0:
					t.Errorf("%s: %d tours %v, exit 0; want never passed:\n%s", name, len(tours), vs, headOf(text))
				}
			}
		}
	}
}
