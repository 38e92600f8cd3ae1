package notation

import (
	"fmt"
	"strings"
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
