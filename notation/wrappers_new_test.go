package notation

import (
	"fmt"
	"strings"
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
