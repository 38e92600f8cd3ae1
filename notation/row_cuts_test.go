package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// oneLineGridWriters print a tour's numbering (from 1, top rank first,
// 0 on a square no step reached) on one line, its rows parted by a
// separator of the writer's own: LaTeX's "\\" in pmatrix, bmatrix, array
// and SymPy's matrix, plain TeX's "\cr", Typst's ';', and " / ".
var oneLineGridWriters = map[string]func(b board.Board, p board.Path) string{
	"latex pmatrix": func(b board.Board, p board.Path) string {
		return `\begin{pmatrix}` + writeRowsOn(rowsOf(b, p, 1), " & ", ` \\ `) + `\end{pmatrix}` + "\n"
	},
	"latex bmatrix in display math": func(b board.Board, p board.Path) string {
		return `$$\begin{bmatrix} ` + writeRowsOn(rowsOf(b, p, 1), " & ", ` \\ `) + ` \end{bmatrix}$$` + "\n"
	},
	"latex array": func(b board.Board, p board.Path) string {
		return `\left(\begin{array}{` + strings.Repeat("r", int(b.W)) + `}` + writeRowsOn(rowsOf(b, p, 1), "&", `\\`) + `\end{array}\right)` + "\n"
	},
	"sympy latex": func(b board.Board, p board.Path) string {
		return "The tour:\n" + `\left[\begin{matrix}` + writeRowsOn(rowsOf(b, p, 1), " & ", `\\`) + `\end{matrix}\right]` + "\n"
	},
	"plain tex cr": func(b board.Board, p board.Path) string {
		return `$$\pmatrix{` + writeRowsOn(rowsOf(b, p, 1), " & ", ` \cr `) + `}$$` + "\n"
	},
	"typst mat": func(b board.Board, p board.Path) string {
		return "$ mat(" + writeRowsOn(rowsOf(b, p, 1), ", ", "; ") + ") $\n"
	},
	"slashes": func(b board.Board, p board.Path) string {
		return "rows: " + writeRowsOn(rowsOf(b, p, 1), " ", " / ") + "\n"
	},
}

// writeRowsOn writes rows on one line, cells joined by cell and rows by
// row.
func writeRowsOn(rows [][]int, cell, row string) string {
	out := make([]string, len(rows))
	for r, cells := range rows {
		out[r] = strings.Trim(strings.Join(strings.Fields(fmt.Sprint(cells)), cell), "[]")
	}
	return strings.Join(out, row)
}

// TestOneLineGrids: random tours (warnsdorffWalk, checked by walkOK, an
// independent walk) numbered in a grid and written on one line by every
// writer of oneLineGridWriters, whole and with one fault (withFault:
// two squares swapped, a square written twice, one left out), read and
// judged with and without the board given. Oracle: the tour written; a
// valid one exits 0 as one tour whose reading walkOK passes, a faulty
// one never exits 0, and one judged invalid counts the tours written.
func TestOneLineGrids(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(24, 11)), oneLineGridWriters, 2)
	if certain == 0 {
		t.Errorf("no faulty grid on one line judged invalid: a complete numbering's fault is certain")
	}
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(oneLineGridWriters), certain)
}

// TestRowCuts: where a line is cut into rows, and the lines that are
// not. Oracle: the rows each line writes, counted by hand.
func TestRowCuts(t *testing.T) {
	for _, tc := range []struct {
		line string
		rows []string // nil: not cut
	}{
		{`1 & 2 & 3\\4 & 5 & 6\\7 & 8 & 9`, []string{`1 & 2 & 3\\`, `4 & 5 & 6\\`, `7 & 8 & 9`}},
		{`{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}`, []string{`{{1, 2, 3}, `, `{4, 5, 6}, `, `{7, 8, 9}}`}},
		{`M1 = [1 2 3; 4 5 6; 7 8 9]`, []string{`M1 = [1 2 3; `, `4 5 6; `, `7 8 9]`}},
		{`[-1, 2, 3], [4, 5, 6], [7, 8, 9]`, []string{`[-1, 2, 3], `, `[4, 5, 6], `, `[7, 8, 9]`}},
		// Why these are not cut: one separator throughout is one row;
		// pairs are no row of a board with a tour; rows of unequal
		// length; a separator of spaces alone; two rows only.
		{`1, 2, 3, 4, 5, 6, 7, 8, 9`, nil},
		{`(1,2), (3,4), (5,6), (7,8)`, nil},
		{`1 2 3; 4 5; 6 7 8`, nil},
		{`1,2,3   4,5,6   7,8,9`, nil},
		{`1 2 3 4; 5 6 7 8`, nil},
		{`a1 b3 c5; d7 e5 f3; g1 h3 g5`, nil},
		{`0x1 0x2 0x3; 4 5 6; 7 8 9`, nil},
	} {
		cuts := rowCuts([]byte(tc.line))
		var rows []string
		if cuts != nil {
			at := 0
			for _, c := range cuts {
				rows, at = append(rows, tc.line[at:c]), c
			}
			rows = append(rows, tc.line[at:])
		}
		if fmt.Sprintf("%q", rows) != fmt.Sprintf("%q", tc.rows) {
			t.Errorf("rowCuts(%q) cuts into %q, want %q", tc.line, rows, tc.rows)
		}
	}
}
