package notation

import (
	"fmt"
	"strings"
)

// refusedWrappers are printouts a blind probe found refused or misread
// whole, written as the tools print them: HTML lists and tables, Ruby's
// inspect, Rust ndarray's Debug, Stata's and SAS's listings, MATLAB's
// column blocks, pytest's session header, openpyxl's rows. They join
// propWrappers, so the property test writes random tours and single
// faults through each.
func refusedWrappers() []propWrapper {
	alg := func(t propTour, f func(i int, sq string, x, y int32) string) string {
		var b strings.Builder
		for i, s := range t.sq {
			b.WriteString(f(i, s.String(), s.X-1, s.Y-1))
		}
		return b.String()
	}
	return []propWrapper{
		oneEach("html ol squares", false, func(t propTour) string {
			return "<ol>\n" + alg(t, func(_ int, sq string, _, _ int32) string { return "  <li>" + sq + "</li>\n" }) + "</ol>\n"
		}),
		oneEach("html ol pairs", false, func(t propTour) string {
			return "<ol>\n" + alg(t, func(_ int, _ string, x, y int32) string { return fmt.Sprintf("  <li>(%d, %d)</li>\n", x, y) }) + "</ol>\n"
		}),
		oneEach("html table td", true, func(t propTour) string {
			return "<table>\n" + rowsWith(t, "  <tr>", "<td>%d</td>", "", "</tr>", "\n") + "\n</table>\n"
		}),
		oneEach("ruby struct inspect", false, func(t propTour) string {
			return "[" + strings.TrimSuffix(alg(t, func(_ int, _ string, x, y int32) string {
				return fmt.Sprintf("#<struct Square x=%d, y=%d>, ", x, y)
			}), ", ") + "]\n"
		}),
		oneEach("ruby object inspect", false, func(t propTour) string {
			return "[" + strings.TrimSuffix(alg(t, func(i int, _ string, x, y int32) string {
				return fmt.Sprintf("#<Pos:0x000055d5%08x @row=%d, @col=%d>, ", 0x1f40+i*40, y, x)
			}), ", ") + "]\n"
		}),
		oneEach("rust ndarray debug", true, func(t propTour) string {
			h, w := len(t.rows), len(t.rows[0])
			return "[" + rowsWith(t, "[", "%d", ", ", "]", ",\n ") + fmt.Sprintf("], shape=[%d, %d], strides=[%d, 1], layout=Cc (0x5), const ndim=2\n", h, w, w)
		}),
		oneEach("stata list x y", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString(". list x y\n\n     +---------+\n     | x   y   |\n     |---------|\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%4d. | %d   %d   |\n", i+1, s.X-1, s.Y-1)
				if (i+1)%5 == 0 && i+1 < len(t.sq) {
					b.WriteString("     |---------|\n")
				}
			}
			b.WriteString("     +---------+\n")
			return b.String()
		}),
		oneEach("stata list move sq", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString(". list move sq, sep(0)\n\n     +-------------+\n     | move   sq   |\n     |-------------|\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%4d. | %4d   %-4s |\n", i+1, i+1, s)
			}
			b.WriteString("     +-------------+\n")
			return b.String()
		}),
		oneEach("sas proc print", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString("                                   The SAS System\n\n Obs    x    y\n\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%4d    %d    %d\n", i+1, s.X-1, s.Y-1)
			}
			return b.String()
		}),
		oneEach("matlab columns", true, func(t propTour) string {
			return fmt.Sprintf("ans =\n\n  Columns 1 through %d\n\n", len(t.rows[0])) + rowsWith(t, "    ", "%4d", "", "", "\n") + "\n\n"
		}),
		oneEach("pytest failure", false, func(t propTour) string {
			q := alg(t, func(_ int, sq string, _, _ int32) string { return "'" + sq + "', " })
			return "============================= test session starts ==============================\n" +
				"platform linux -- Python 3.12.1, pytest-8.0.0, pluggy-1.4.0\nrootdir: /home/u/kt\ncollected 1 item\n\n" +
				"test_tour.py F\n\n    def test_tour():\n>       assert tour == expected\nE       AssertionError: assert [" + strings.TrimSuffix(q, ", ") + "] == []\n"
		}),
		oneEach("openpyxl values_only", true, func(t propTour) string {
			return rowsWith(t, "(", "%d", ", ", ")", "\n") + "\n"
		}),
	}
}
