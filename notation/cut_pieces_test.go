package notation

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCutTourNotAccused: one tour written in two or three pieces with
// lines between them (comments of several languages, a caption, a blank
// line), the board given, is never judged invalid when the tour is valid,
// and never valid when it is faulty; lists that share a square are
// several attempts, each judged on its own with certainty. The oracle is
// walkOK on the test's own random tours and the same tours with two
// squares swapped.
func TestCutTourNotAccused(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	betweens := map[string]func(k int) string{
		"hash comment":  func(k int) string { return "# part " + string(rune('1'+k)) },
		"slash comment": func(k int) string { return "// moves continue" },
		"sql comment":   func(k int) string { return "-- next" },
		"caption":       func(k int) string { return "Then:" },
		"blank":         func(int) string { return "" },
	}
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for name, between := range betweens {
			for pieces := 2; pieces <= 3; pieces++ {
				for _, c := range []struct {
					what string
					path board.Path
				}{{"valid", p}, {"two squares swapped", swapped(t, b, p)}} {
					var ls []string
					for k := range pieces {
						lo, hi := k*len(c.path)/pieces, (k+1)*len(c.path)/pieces
						if k > 0 {
							ls = append(ls, between(k))
						}
						ls = append(ls, squaresOf(c.path[lo:hi]))
					}
					text := strings.Join(ls, "\n") + "\n"
					_, vs, err := judgeText(text, b)
					if err != nil || len(vs) == 0 ||
						c.what == "valid" && slices.Contains(vs, Invalid) ||
						c.what != "valid" && slices.Contains(vs, Valid) && !slices.Contains(vs, Invalid) {
						t.Errorf("%v in %d pieces, %s between, %s: verdicts %v, %v:\n%s", b, pieces, name, c.what, vs, err, text)
					}
				}
				// two attempts that share their first squares: several, each
				// no whole tour, so each judged is certainly invalid (the
				// shorter may be set aside beside the longer)
				half := len(p) / 2
				text := squaresOf(p[:half]) + "\n" + between(1) + "\n" + squaresOf(p[:half-1]) + "\n"
				if _, vs, err := judgeText(text, b); err != nil || len(vs) == 0 || slices.ContainsFunc(vs, func(v Verdict) bool { return v != Invalid }) {
					t.Errorf("%v, two attempts sharing squares, %s between: verdicts %v, %v, want each invalid:\n%s", b, name, vs, err, text)
				}
			}
		}
	}
}
