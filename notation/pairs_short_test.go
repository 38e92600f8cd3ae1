package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestShortPairListsJudged writes random tours (testTours, each checked
// by the test's own walkOK) as integer pairs, one a line or each in its
// own brackets, (file, rank) or (row, col), from 0 or 1, and takes a
// square out of the middle ("drop") or cuts the last quarter off: the
// oracle is walkOK, by which the faulty list is no tour of the board
// given. Every order and base of the pairs that puts them on that board
// is the same walk, short of it, so the list is judged invalid, as the
// same list in algebraic squares is; the whole tour stays valid.
func TestShortPairListsJudged(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 2))
	wrappers := map[string]func(pairs []string) string{
		"julia": func(ps []string) string {
			return fmt.Sprintf("%d-element Vector{Tuple{Int64, Int64}}:\n (", len(ps)) + strings.Join(ps, ")\n (") + ")\n"
		},
		"pascal": func(ps []string) string { return pascalMoves(ps) },
		"tcl": func(ps []string) string {
			return "% puts $tour\n{" + strings.ReplaceAll(strings.Join(ps, "} {"), ",", "") + "}\n"
		},
		"ocaml": func(ps []string) string { return "- : (int * int) list =\n[(" + strings.Join(ps, "); (") + ")]\n" },
		"jupyter": func(ps []string) string {
			return "In [3]: tour\nOut[3]:\n[(" + strings.Join(ps, "),\n (") + ")]\n"
		},
	}
	for b, p := range testTours(t, rng) {
		for _, fault := range []string{"", "drop", "truncate"} {
			q := withFault(t, b, p, fault)
			if fault == "truncate" {
				q = q[:len(q)-len(q)/4]
			}
			if fault != "" && len(q) == b.Size() {
				t.Fatalf("%v %s: the faulty list is as long as the tour", b, fault)
			}
			for name, wrap := range wrappers {
				for _, base := range []int32{0, 1} {
					for _, rowFirst := range []bool{false, true} {
						var ps []string
						for _, s := range q {
							x, y := s.X-1+base, s.Y-1+base
							if rowFirst {
								x, y = y, x
							}
							ps = append(ps, fmt.Sprintf("%d, %d", x, y))
						}
						text := wrap(ps)
						bd := b
						tours, vs, err := judgeText(text, bd)
						want := Invalid
						if fault == "" {
							want = Valid
						}
						if err != nil || len(vs) != 1 || vs[0] != want {
							var errs []string
							for _, tr := range tours {
								errs = append(errs, fmt.Sprint(Judge(tr, board.Problem{Board: bd}, walkCheck).Err))
							}
							t.Errorf("%v %s %s base %d rowFirst %v: verdicts %v (%v), want one %v\n%s", bd, fault, name, base, rowFirst, vs, errs, want, text)
						}
					}
				}
			}
		}
	}
}

// pascalMoves writes pairs as a Pascal program's numbered moves.
func pascalMoves(ps []string) string {
	var sb strings.Builder
	sb.WriteString("Knight's tour:\n")
	for k, s := range ps {
		fmt.Fprintf(&sb, "Move %3d: (%s)\n", k+1, strings.ReplaceAll(s, " ", ""))
	}
	return sb.String()
}
