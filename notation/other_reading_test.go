package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCrowdedGridOtherReading: a random tour (warnsdorffWalk; walkOK,
// the oracle) written as (x, y, n) triples in the tour's order, the same
// number of them on each line, so that the n column alone numbers a
// rectangle 0..N-1 or 1..N (a grid that is no certain reading: its cells
// are one member of each tuple), in the test's own printouts (a Go
// slice of structs, a C# array of tuples, a Scala List, a Python list),
// a prompt or a comment line above.
// The triples, their squares, are the other reading, and certain: valid,
// the input reads as one valid tour; with two squares swapped, it is
// judged invalid, never passed nor left undecided, unless the line above
// is read as data (its fault on line 1), which leaves it undecided but
// never passed nor judged wrongly.
func TestCrowdedGridOtherReading(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 41))
	forms := []struct{ name, open, item, sep, close string }{
		{"go", "// solve(%d)\ncells := []cell{\n\t", "{%d, %d, %d}", ", ", ",\n}"},
		{"csharp", "> Solve(%d)\nvar cells = new[] {\n    ", "(%d, %d, %d)", ", ", "\n};"},
		{"scala", "scala> solve(%d)\nval cells = List(", "(%d,%d,%d)", ",", ")"},
		{"python", "In [2]: solve(%d)\ncells = [", "(%d, %d, %d)", ", ", "]"},
	}
	boards := []board.Board{{W: 4, H: 3}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 5}}
	read, prompts := 0, 0
	for _, f := range forms {
		for _, bd := range boards {
			p := warnsdorffWalk(rng, bd, 500)
			if !walkOK(bd, p) {
				t.Fatalf("%v: the test's own tour", bd)
			}
			var per []int // tuples a line that cut the tour into whole lines
			for k := 3; k <= 8; k++ {
				if bd.Size()%k == 0 && bd.Size()/k >= 3 {
					per = append(per, k)
				}
			}
			k := per[rng.IntN(len(per))]
			base := rng.IntN(2)
			for fault := range 2 {
				q := p
				if fault == 1 {
					q = swapped(t, bd, p)
				}
				ts := make([][3]int, len(q))
				for i, s := range q {
					ts[i] = [3]int{int(s.X) - 1, int(s.Y) - 1, i + base}
				}
				lineSep := f.sep + "\n    "
				text := fmt.Sprintf(f.open, bd.W) + joinTriples(ts, f.item, f.sep, k, lineSep) + f.close + "\n"
				for _, given := range []board.Board{{}, bd} {
					tours, vs, err := judgeText(text, given)
					if err != nil {
						t.Errorf("%s on %v: %v", f.name, bd, err)
						continue
					}
					exit := propExit(tours, vs)
					promptRead := exit == 2 && slices.ContainsFunc(tours, func(tr Tour) bool {
						j := Judge(tr, board.Problem{Board: given}, walkCheck)
						return j.Verdict == Unreadable && lineOf(j.Err) == 1
					})
					switch {
					case fault == 0 && exit == 1, fault == 1 && exit == 0:
						t.Errorf("%s, %d a line, fault %d, on %v (board given %v): verdicts %v, exit %d:\n%s", f.name, k, fault, bd, given, vs, exit, text)
					case promptRead:
						prompts++ // the line above read as data: another limit, undecided
					case fault == 0 && (exit != 0 || len(tours) != 1):
						t.Errorf("%s, %d a line, valid, on %v (board given %v): %d tours, verdicts %v, want one valid:\n%s", f.name, k, bd, given, len(tours), vs, text)
					case fault == 1 && (exit != 1 || !slices.Contains(vs, Invalid)):
						t.Errorf("%s, %d a line, swapped, on %v (board given %v): verdicts %v, want invalid:\n%s", f.name, k, bd, given, vs, text)
					default:
						read++
					}
				}
			}
		}
	}
	t.Logf("%d inputs judged right, %d undecided with the prompt above read as data", read, prompts)
}
