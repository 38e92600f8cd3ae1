package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// contestOutput writes p as a contest's output: the counts line head
// (already formatted, "" for none), then one "row col" line a square,
// rank then file, from base (0 or 1); with caseLine a "Case #1:" line
// first, with gap a blank line after the counts.
func contestOutput(p board.Path, head string, base int32, caseLine, gap bool) string {
	var out strings.Builder
	if caseLine {
		out.WriteString("Case #1:\n")
	}
	if head != "" {
		out.WriteString(head + "\n")
		if gap {
			out.WriteString("\n")
		}
	}
	for _, s := range p {
		fmt.Fprintf(&out, "%d %d\n", s.Y-1+base, s.X-1+base)
	}
	return out.String()
}

// TestContestHeaderProperty writes random tours (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) as contest
// outputs, one "row col" pair a line from 0 or 1, under a line of the
// board's counts ("H W", "W H", "N" of a square board or the side the
// pairs' rows number, "H W K"), with and without a "Case #1:" line
// before and a blank line after, valid and with a single fault
// (blockFault), with the board given and not. The counts line is no
// square: a valid output exits 0 with its one tour, a faulty one never
// exits 0.
func TestContestHeaderProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 24))
	boards := []board.Board{{W: 8, H: 8}, {W: 10, H: 10}, {W: 20, H: 4}, {W: 4, H: 20}, {W: 12, H: 10}, {W: 26, H: 26}}
	heads := []struct {
		name string
		head func(b board.Board, n int) string
	}{
		{"H W", func(b board.Board, _ int) string { return fmt.Sprintf("%d %d", b.H, b.W) }},
		{"W H", func(b board.Board, _ int) string { return fmt.Sprintf("%d %d", b.W, b.H) }},
		{"N", func(b board.Board, _ int) string { return fmt.Sprint(b.H) }},
		{"H W K", func(b board.Board, n int) string { return fmt.Sprintf("%d %d %d", b.H, b.W, n) }},
	}
	for _, b := range boards {
		p := warnsdorffWalk(rng, b, 400)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, h := range heads {
			for round := range 2 {
				base := int32(rng.IntN(2))
				caseLine, gap := rng.IntN(3) == 0, rng.IntN(3) == 0
				bad, what := blockFault(rng, newPropTour(b, p), false)
				if walkOK(b, bad.sq) && len(bad.sq) == b.Size() {
					t.Fatalf("%v: the test's fault (%s) is a tour", b, what)
				}
				for _, c := range []struct {
					what string
					path board.Path
				}{{"valid", p}, {what, bad.sq}} {
					text := contestOutput(c.path, h.head(b, len(c.path)), base, caseLine, gap)
					opt := ReadOptions{}
					if round == 1 {
						opt.Board = b
					}
					tours, vs, code := textExit(text, opt, walkCheck)
					name := fmt.Sprintf("%v %q from %d, case line %v, blank %v, board given %v, %s", b, h.name, base, caseLine, gap, round == 1, c.what)
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
}

// headOf is text's first lines, for a failure to show.
func headOf(text string) string {
	lines := strings.SplitN(text, "\n", 6)
	return strings.Join(lines[:min(len(lines), 5)], "\n") + "\n..."
}
