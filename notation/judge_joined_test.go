package notation

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestJoinedToursNotAccused: several tours written on one line (between
// quotes of one list, in a JSON array of strings that is no knight
// document, or side by side with a separator) read as one list of more
// squares than the board has. Its fault at the seam is no proof against
// tours that are valid: with the board given, no such line is judged
// invalid when its tours are valid, and no line with a faulty tour among
// them is judged valid, unless its tours are read apart, each with the
// verdict of its own (a literal each); when every tour on it is faulty,
// it is never valid, and read as one list it is no complete list of the
// board, so no certain fault either. The oracle is walkOK on the test's
// own random tours and the same tours with two squares swapped.
func TestJoinedToursNotAccused(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 1))
	joins := map[string]func(ls []string) string{
		"python list": func(ls []string) string { return `tours = ["` + strings.Join(ls, `", "`) + `"]` },
		"json array":  func(ls []string) string { return `{"tours": ["` + strings.Join(ls, `", "`) + `"]}` },
		"pipes":       func(ls []string) string { return strings.Join(ls, " | ") },
		"semicolons":  func(ls []string) string { return strings.Join(ls, "; ") },
		"tab":         func(ls []string) string { return strings.Join(ls, "\t") },
		"ruby arrays": func(ls []string) string { return "[%w[" + strings.Join(ls, "], %w[") + "]]" },
		"slashes":     func(ls []string) string { return strings.Join(ls, " // ") },
	}
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}} {
		for name, join := range joins {
			for k := 2; k <= 3; k++ {
				var good, faulty []string
				for range k {
					p := warnsdorffWalk(rng, b, 500)
					if p == nil || !walkOK(b, p) {
						t.Fatalf("%v: the test's own tour", b)
					}
					good = append(good, squaresOf(p))
					faulty = append(faulty, squaresOf(swapped(t, b, p)))
				}
				oneFaulty := append([]string{faulty[0]}, good[1:]...)
				lastFaulty := append(append([]string{}, good[:k-1]...), faulty[k-1])
				for _, c := range []struct {
					what  string
					tours []string
					ok    func(vs []Verdict) bool
				}{
					{"all valid", good, func(vs []Verdict) bool { return !slices.Contains(vs, Invalid) }},
					{"the first faulty", oneFaulty, func(vs []Verdict) bool { return !slices.Contains(vs, Valid) }},
					{"the last faulty", lastFaulty, func(vs []Verdict) bool { return !slices.Contains(vs, Valid) }},
					{"all faulty", faulty, func(vs []Verdict) bool { return !slices.Contains(vs, Valid) }},
				} {
					text := join(c.tours) + "\n"
					_, vs, err := judgeText(text, b)
					if err != nil || len(vs) == 0 || !c.ok(vs) && !slices.Equal(vs, eachVerdict(c.tours, faulty)) {
						t.Errorf("%d tours of %v joined by %s, %s: verdicts %v, %v:\n%s", k, b, name, c.what, vs, err, text)
					}
				}
			}
		}
	}
}

// eachVerdict is the verdict of each of tours on its own: invalid for
// the test's faulty ones, valid for the others.
func eachVerdict(tours, faulty []string) []Verdict {
	vs := make([]Verdict, len(tours))
	for i, tr := range tours {
		vs[i] = Valid
		if slices.Contains(faulty, tr) {
			vs[i] = Invalid
		}
	}
	return vs
}
