package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// runEdgeFirst write a tour as the first of two blocks, a block whose
// last line a log line or nothing follows directly (the test's writers,
// from the notations' definitions: a bullet list of SAN moves, squares
// in a Haskell list, a Go slice of strings, UCI pairs eight a line).
var runEdgeFirst = map[string]func(p board.Path) string{
	"bullets": func(p board.Path) string {
		var ls []string
		for _, s := range p {
			ls = append(ls, "  * N"+s.String())
		}
		return strings.Join(ls, "\n")
	},
	"haskell": func(p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 6 {
			var q []string
			for _, s := range p[i:min(i+6, len(p))] {
				q = append(q, fmt.Sprintf("%q", s.String()))
			}
			ls = append(ls, strings.Join(q, ", "))
		}
		return "tour = [ " + strings.Join(ls, "\n       , ") + " ]"
	},
	"go slice": func(p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 5 {
			var q []string
			for _, s := range p[i:min(i+5, len(p))] {
				q = append(q, fmt.Sprintf("%q,", s.String()))
			}
			ls = append(ls, "\t"+strings.Join(q, " "))
		}
		return "tour := []string{\n" + strings.Join(ls, "\n") + "\n}"
	},
	"san lines": func(p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 8 {
			var q []string
			for _, s := range p[i:min(i+8, len(p))] {
				q = append(q, "N"+s.String())
			}
			ls = append(ls, strings.Join(q, " "))
		}
		return strings.Join(ls, "\n")
	},
}

// runEdgeSecond write a tour as the second block, directly below the
// first: its opening line writes no digit and opens a bracket its last
// line closes (a Rust vec of pairs, a Perl list, a Kotlin listOf of
// squares, a Ruby word array), so that the line between the two tours
// is a caption cut from its data.
var runEdgeSecond = map[string]func(p board.Path) string{
	"rust pairs": func(p board.Path) string {
		var q []string
		for _, s := range p {
			q = append(q, fmt.Sprintf("(%d, %d)", s.X-1, s.Y-1))
		}
		return "let path = vec![\n    " + strings.Join(q, ",\n    ") + ",\n];"
	},
	"perl": func(p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 7 {
			var q []string
			for _, s := range p[i:min(i+7, len(p))] {
				q = append(q, "'"+s.String()+"'")
			}
			ls = append(ls, "    "+strings.Join(q, ", "))
		}
		return "my @tour = (\n" + strings.Join(ls, ",\n") + "\n);"
	},
	"kotlin": func(p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 9 {
			var q []string
			for _, s := range p[i:min(i+9, len(p))] {
				q = append(q, fmt.Sprintf("%q", s.String()))
			}
			ls = append(ls, "    "+strings.Join(q, ", "))
		}
		return "val tour = listOf(\n" + strings.Join(ls, ",\n") + "\n)"
	},
	"ruby words": func(p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 10 {
			var q []string
			for _, s := range p[i:min(i+10, len(p))] {
				q = append(q, s.String())
			}
			ls = append(ls, "  "+strings.Join(q, " "))
		}
		return "TOUR = %w[\n" + strings.Join(ls, "\n") + "\n]"
	},
}

// runEdgeLogs are log lines a solver prints directly after its answer,
// with figures that are no squares (timestamps, counts, durations).
var runEdgeLogs = []string{
	"",
	"12:00:03.114 [main] DEBUG solver - depth=30 nodes=77",
	"2026-12-03 22:41:07,123 INFO done in 4 ms",
	"[2026-12-03T22:41:07Z] nodes=1021 backtracks=3",
}

// TestWordRunEdges: two random tours (warnsdorffWalk; walkOK, the oracle,
// says each is a tour) written directly one above the other, the first
// ending in a log line or not, the second opening with a line that
// writes no digit, every ordered pair of the writers: both valid, no
// tour is invalid and both are read (or one is set aside, named); with
// two squares of either swapped, the input does not pass. The lines at
// the edges of a run set aside as words are those a tour's reading
// would otherwise miss, so the test writes them at both edges.
func TestWordRunEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 24))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 7, H: 5}}
	read := 0
	cases := 0
	for _, a := range slices.Sorted(maps.Keys(runEdgeFirst)) {
		first := runEdgeFirst[a]
		for _, b := range slices.Sorted(maps.Keys(runEdgeSecond)) {
			second := runEdgeSecond[b]
			for _, log := range runEdgeLogs {
				bd := boards[rng.IntN(len(boards))]
				p, q := warnsdorffWalk(rng, bd, 500), warnsdorffWalk(rng, bd, 500)
				if !walkOK(bd, p) || !walkOK(bd, q) {
					t.Fatalf("%v: the test's own tours", bd)
				}
				for _, given := range []board.Board{{}, bd} {
					for fault := range 3 { // none, the first tour, the second
						pp, qq := p, q
						switch fault {
						case 1:
							pp = swapped(t, bd, p)
						case 2:
							qq = swapped(t, bd, q)
						}
						text := "Solution:\n" + first(pp) + "\n"
						if log != "" {
							text += log + "\n"
						}
						text += second(qq) + "\n"
						tours, vs, err := judgeText(text, given)
						if err != nil {
							t.Errorf("%s then %s on %v: %v", a, b, bd, err)
							continue
						}
						cases++
						exit := propExit(tours, vs)
						if fault == 0 && exit == 1 {
							t.Errorf("%s, %q, then %s, both valid, on %v (board given %v): verdicts %v, want none invalid:\n%s", a, log, b, bd, given, vs, text)
						}
						if fault == 0 && exit == 0 && len(tours) != 2 {
							t.Errorf("%s, %q, then %s, both valid, on %v (board given %v): %d tours passed, want 2:\n%s", a, log, b, bd, given, len(tours), text)
						}
						if fault > 0 && exit == 0 {
							t.Errorf("%s, %q, then %s, tour %d swapped, on %v (board given %v): verdicts %v pass, want a fault or a tour set aside:\n%s", a, log, b, fault, bd, given, vs, text)
						}
						if fault == 0 && exit == 0 {
							read++
						}
					}
				}
			}
		}
	}
	t.Logf("%d inputs; %d valid pairs read whole", cases, read)
}
