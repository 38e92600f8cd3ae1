package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// captionWrappers print a numbered grid with what no layout reader and
// no rule of captionRows was written from: a caption before every row
// (log4j and ISO-8601 log lines, a coloured prefix, R's "[1,]"), a
// comment of another language before some rows (Haskell, Fortran,
// batch files), and rows one cell to a line (XML elements, a Lua
// table). The rows are the tour's; the rest is text around them.
func captionWrappers() []propWrapper {
	before := func(name string, prefix func(i int) string) propWrapper {
		return oneEach(name, true, func(t propTour) string {
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, prefix(i)+cells(r, "%3d", " "))
			}
			return strings.Join(ls, "\n") + "\n"
		})
	}
	between := func(name string, comment func(i int) string) propWrapper {
		return oneEach(name, true, func(t propTour) string {
			var ls []string
			for i, r := range t.rows {
				if i%2 == 0 || i == len(t.rows)-1 {
					ls = append(ls, comment(len(t.rows)-i))
				}
				ls = append(ls, cells(r, "%3d", " "))
			}
			return strings.Join(ls, "\n") + "\n"
		})
	}
	return []propWrapper{
		before("log4j lines", func(i int) string {
			thread := "main"
			if i%2 == 1 {
				thread = fmt.Sprintf("pool-%d-thread-%d", i, i+1)
			}
			return fmt.Sprintf("2026-12-04 03:04:%02d,%03d INFO  [%s] k.Solver - ", 10+i, 7*i, thread)
		}),
		before("iso log lines with offset", func(i int) string {
			label := ""
			if i%3 == 1 {
				label = fmt.Sprintf("row %d of %d: ", i+1, 9)
			}
			return fmt.Sprintf("2026-12-04T03:04:%02d+01:00 knightd[%d]: %s", 10+i, 800+i, label)
		}),
		before("ansi coloured prefix", func(i int) string {
			if i%2 == 1 {
				return fmt.Sprintf("\x1b[36m[solver %d]\x1b[0m ", i)
			}
			return "\x1b[36m[solver]\x1b[0m "
		}),
		oneEach("R matrix print", true, func(t propTour) string {
			head := "    "
			for j := range t.rows[0] {
				head += fmt.Sprintf(" [,%d]", j+1)
			}
			ls := []string{head}
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("[%d,] ", i+1)+cells(r, "%4d", " "))
			}
			return strings.Join(ls, "\n") + "\n"
		}),
		between("haskell comments", func(r int) string { return fmt.Sprintf("{- row %d -}", r) }),
		between("fortran comments", func(r int) string { return fmt.Sprintf("! rank %d", r) }),
		between("batch REM lines", func(r int) string { return fmt.Sprintf("REM line %d", r) }),
		oneEach("xml cells one to a line", true, func(t propTour) string {
			var ls []string
			ls = append(ls, "<board>")
			for _, r := range t.rows {
				ls = append(ls, "  <row>")
				for _, c := range r {
					ls = append(ls, fmt.Sprintf("    <cell>%d</cell>", c))
				}
				ls = append(ls, "  </row>")
			}
			return strings.Join(append(ls, "</board>"), "\n") + "\n"
		}),
		oneEach("lua table one cell to a line", true, func(t propTour) string {
			var ls []string
			ls = append(ls, "local board = {")
			for _, r := range t.rows {
				ls = append(ls, "  {")
				for _, c := range r {
					ls = append(ls, fmt.Sprintf("    %d,", c))
				}
				ls = append(ls, "  },")
			}
			return strings.Join(append(ls, "}"), "\n") + "\n"
		}),
	}
}

// TestCaptionRowsProperty prints random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) through
// captionWrappers, with the board given and without, valid and with a
// single fault (two numbers swapped, one number written twice, a run of
// the tour reversed so that a move is no knight's; the one written
// twice also after a valid one, in one block). No verdict may be
// wrong: a valid tour is never invalid, a faulty one never exits 0, no
// input judges more tours than it holds; every valid input must read
// valid (exit 0, one tour).
func TestCaptionRowsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2026))
	check := walkCheck
	right, all := map[string]int{}, map[string]int{}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}, {W: 7, H: 5}} {
		for range 2 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			type variant struct {
				what  string
				tour  propTour
				valid bool
			}
			vs := []variant{{"valid", newPropTour(b, p), true}}
			for _, fault := range []string{"swapped", "written twice", "reversed run"} {
				q := slices.Clone(p)
				i, j := rng.IntN(len(q)), rng.IntN(len(q))
				for j == i {
					j = rng.IntN(len(q))
				}
				i, j = min(i, j), max(i, j)
				tour := newPropTour(b, q)
				switch fault {
				case "swapped":
					q[i], q[j] = q[j], q[i]
					tour = newPropTour(b, q)
				case "written twice":
					tour.rows[b.H-p[i].Y][p[i].X-1] = j + 1 // j's number on i's square too
				case "reversed run":
					i, j = max(i, 1), max(j, i+1)
					if j-i < 2 {
						j = min(i+2, len(q)-1)
					}
					slices.Reverse(q[i : j+1])
					tour = newPropTour(b, q)
				}
				if fault != "written twice" && walkOK(b, q) {
					continue // the fault happened to keep a tour
				}
				vs = append(vs, variant{fault, tour, false})
			}
			for _, w := range captionWrappers() {
				for _, v := range vs {
					text := w.wrap([]propTour{v.tour})
					if !v.valid && v.what == "written twice" {
						// Beside a whole grid, in one block: the grid
						// that numbers no board is no text to pass over.
						text = w.wrap([]propTour{vs[0].tour}) + text
					}
					for _, given := range []bool{true, false} {
						opt := ReadOptions{}
						if given {
							opt.Board = b
						}
						name := fmt.Sprintf("%v/%s/%s/board given %v", b, w.name, v.what, given)
						tours, verdicts, code := textExit(text, opt, check)
						judged := len(verdicts) - countVerdict(verdicts, Unreadable)
						switch {
						case judged > 2 || judged > 1 && v.valid:
							t.Errorf("%s: %d tours judged, more than written (%v):\n%s", name, judged, verdicts, text)
						case v.valid && slices.Contains(verdicts, Invalid):
							t.Errorf("%s: a valid tour judged invalid (%v):\n%s", name, verdicts, text)
						case !v.valid && code == 0:
							t.Errorf("%s: a faulty input passed (%d tours, %v):\n%s", name, len(tours), verdicts, text)
						case v.valid:
							all[w.name]++
							if code == 0 && len(tours) == 1 {
								right[w.name]++
							} else {
								t.Errorf("%s: exit %d, %d tours (%v), want valid:\n%s", name, code, len(tours), verdicts, text)
							}
						}
					}
				}
			}
		}
	}
	var log []string
	for _, w := range captionWrappers() {
		log = append(log, fmt.Sprintf("%s %d/%d", w.name, right[w.name], all[w.name]))
	}
	t.Logf("valid inputs read valid, per wrapper: %s", strings.Join(log, ", "))
}

// countVerdict is how many of vs are v.
func countVerdict(vs []Verdict, v Verdict) int {
	n := 0
	for _, x := range vs {
		if x == v {
			n++
		}
	}
	return n
}
