package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// newWrappers are printouts written for this test after the readers, none
// a layout a reader or propWrappers was written for: a pandas DataFrame,
// an Elixir IEx session, Excel's CSV (byte order mark, quoted header, CRLF),
// Erlang tuples, SQL INSERT rows, YAML flow rows under bullets and
// Mathematica's Out[n]= line.
func newWrappers() []propWrapper {
	return []propWrapper{
		oneEach("pandas DataFrame", true, func(t propTour) string {
			head := "    "
			for j := range t.rows[0] {
				head += fmt.Sprintf("%4d", j)
			}
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("%-4d", i)+cells(r, "%4d", ""))
			}
			return head + "\n" + strings.Join(ls, "\n") + "\n"
		}),
		oneEach("elixir iex", true, func(t propTour) string {
			return "iex(1)> Knight.tour(" + fmt.Sprint(len(t.rows[0])) + ")\n[\n" + rowsWith(t, "  [", "%d", ", ", "]", ",\n") + "\n]\niex(2)>\n"
		}),
		oneEach("excel csv with BOM", true, func(t propTour) string {
			head := "\ufeff\"\""
			for j := range t.rows[0] {
				head += fmt.Sprintf(",\"%c\"", 'A'+j)
			}
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("\"%d\",", i+1)+cells(r, "%d", ","))
			}
			return head + "\r\n" + strings.Join(ls, "\r\n") + "\r\n"
		}),
		oneEach("erlang tuples", false, func(t propTour) string {
			var ps []string
			for _, s := range t.sq {
				ps = append(ps, fmt.Sprintf("{%d,%d}", s.X, s.Y))
			}
			return "1> knight:tour().\n[" + strings.Join(ps, ",") + "]\n"
		}),
		oneEach("sql insert rows", false, func(t propTour) string {
			var ls []string
			for k, s := range t.sq {
				ls = append(ls, fmt.Sprintf("INSERT INTO tour (step, x, y) VALUES (%d, %d, %d);", k+1, s.X, s.Y))
			}
			return strings.Join(ls, "\n") + "\n"
		}),
		oneEach("yaml flow rows", true, func(t propTour) string {
			return "board:\n" + rowsWith(t, "  - [", "%d", ", ", "]", "\n") + "\n"
		}),
		oneEach("mathematica Out", true, func(t propTour) string {
			return "In[3]:= KnightTour[" + fmt.Sprint(len(t.rows[0])) + "]\nOut[3]= {" + rowsWith(t, "{", "%d", ", ", "}", ", ") + "}\n"
		}),
	}
}

// TestNewWrappersProperty prints random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test wrote) through newWrappers, with
// the board given and without, alone, twice in a row and with a single
// fault (two squares swapped, or a number or square written twice). No
// verdict may be wrong: a valid input exits 0 only with as many tours as
// written, a valid tour is never invalid, and a faulty input never exits
// 0. The share read right is logged per wrapper, and every valid input
// must read right (exit 0, every tour written), so that what reads today
// stays read.
func TestNewWrappersProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(24, 77)), newWrappers())
}

// wrappersReadRight is TestNewWrappersProperty's check of ws: random
// tours through each, with the board given and without, alone, twice in
// a row and with a single fault; every valid input must read right.
func wrappersReadRight(t *testing.T, rng *rand.Rand, ws []propWrapper) {
	t.Helper()
	right := map[string]int{}
	all := map[string]int{}
	var missed []string
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		var ts, faulty []propTour
		for range 3 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			ts = append(ts, newPropTour(b, p))
			k := 1 + rng.IntN(len(p)-2)
			swapped := slices.Clone(p)
			swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
			faulty = append(faulty, newPropTour(b, swapped))
		}
		for _, w := range ws {
			twice := propTour{sq: slices.Clone(ts[0].sq)}
			for _, r := range ts[0].rows {
				twice.rows = append(twice.rows, slices.Clone(r))
			}
			twice.rows[1][2] = twice.rows[2][1]
			twice.sq[len(twice.sq)/2] = twice.sq[1]
			cases := []struct {
				what  string
				text  string
				tours int
				valid bool
			}{
				{"valid", w.wrap(ts), 1, true},
				{"valid twice", w.wrap(ts) + "\n" + w.wrap(ts[1:]), 2, true},
				{"swapped", w.wrap(faulty), 1, false},
				{"swapped after a valid one", w.wrap(ts) + "\n" + w.wrap(faulty), 2, false},
				{"written twice", w.wrap([]propTour{twice}), 1, false},
			}
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				for _, c := range cases {
					name := fmt.Sprintf("%v/%s/%s/board given %v", b, w.name, c.what, given)
					tours, verdicts, code := textExit(c.text, opt, walkCheck)
					switch {
					case c.valid && slices.Contains(verdicts, Invalid):
						t.Errorf("%s: a valid tour judged invalid (%v):\n%s", name, verdicts, c.text)
					case c.valid && code == 0 && len(tours) != c.tours:
						t.Errorf("%s: exit 0 with %d tours read, %d written:\n%s", name, len(tours), c.tours, c.text)
					case !c.valid && code == 0:
						t.Errorf("%s: a faulty input passed (%d tours, %v):\n%s", name, len(tours), verdicts, c.text)
					}
					if c.valid {
						all[w.name]++
						if code == 0 && len(tours) == c.tours {
							right[w.name]++
						} else {
							missed = append(missed, fmt.Sprintf("%s: exit %d, %d tours", name, code, len(tours)))
						}
					}
				}
			}
		}
	}
	var log []string
	sum, total := 0, 0
	for _, w := range ws {
		log = append(log, fmt.Sprintf("%s %d/%d", w.name, right[w.name], all[w.name]))
		sum, total = sum+right[w.name], total+all[w.name]
	}
	t.Logf("%d of %d valid inputs read right; per wrapper: %s", sum, total, strings.Join(log, ", "))
	for _, m := range missed {
		t.Errorf("missed %s", m)
	}
}
