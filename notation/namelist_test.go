package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// namelistOf writes rows (from the top) as a Fortran namelist group in
// column-major order, as gfortran's WRITE(*, NML=...) does: perLine
// values a line, the shape under the names given, keys in the case given.
func namelistOf(rows [][]int, rowKey, colKey string, perLine int, lower bool) string {
	h, w := len(rows), len(rows[0])
	var vals []string
	for x := range w {
		for y := range h {
			vals = append(vals, fmt.Sprint(rows[y][x]))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "&KTOUR %s=%d, %s=%d,\n  CELLS=", rowKey, h, colKey, w)
	for k, v := range vals {
		if k > 0 && k%perLine == 0 {
			b.WriteString("\n        ")
		}
		b.WriteString(v + ", ")
	}
	b.WriteString("\n/\n")
	if lower {
		return strings.ToLower(b.String())
	}
	return b.String()
}

// TestNamelistProperty writes random tours (warnsdorffWalk, checked by
// walkOK) on boards from 3x4 to 16x16, most not square so that reading
// the array row by row would number another grid, as namelists with
// other names, cases and values a line than any seen, valid and with one
// fault each (singleFaults). The oracle is numberingIsTour on the rows
// the test wrote and the test's own column-major order: a valid group
// must exit 0 as one tour on a board NCOL wide and NROW high, a faulty
// one exit 1, also with every value on one line: Fortran's order does
// not depend on the line breaks.
func TestNamelistProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 8))
	boards := []board.Board{{W: 4, H: 3}, {W: 3, H: 4}, {W: 3, H: 9}, {W: 5, H: 5}, {W: 7, H: 4}, {W: 5, H: 11}, {W: 10, H: 6}, {W: 16, H: 16}, {W: 13, H: 15}}
	if testing.Short() {
		boards = boards[:7]
	}
	shapes := [][2]string{{"NROW", "NCOL"}, {"N_ROWS", "N_COLS"}, {"HEIGHT", "WIDTH"}, {"nrows", "ncols"}}
	for i, b := range boards {
		grids := tourGrids(t, rng, b, "swap", "twice", "zero")
		shape := shapes[i%len(shapes)]
		perLine := 1 + rng.IntN(max(1, int(b.W)))
		for _, g := range grids {
			for _, per := range []int{perLine, int(b.W * b.H)} {
				text := namelistOf(g.rows, shape[0], shape[1], per, i%2 == 1)
				judgedAsWritten(t, text, b, g, fmt.Sprint(shape, per))
			}
		}
	}
}

// TestNamelistOrderNotGuessed checks that a group that names no shape,
// or writes a value as a repeat count, is read as written: never a grid
// in column-major order. The oracle is the rule of the order told by
// the group's names (call_matrix.go): the test counts the matrices the
// group is read as, which must be none.
func TestNamelistOrderNotGuessed(t *testing.T) {
	for _, text := range []string{
		"&T SIZE=3, CELLS=1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,\n 25, 26, 27,\n/\n",
		"&T NROW=3, NCOL=4, CELLS=1, 4, 7, 10, 3*0, 2, 5,\n 8, 11, 6, 9,\n/\n",
		"&T NROW=3, NROWS=3, NCOL=4, CELLS=1, 4, 7, 10, 12, 2, 5,\n 8, 11, 6, 9, 3,\n/\n",
	} {
		if maps := callMatrices([]byte(text)); len(maps) != 0 {
			t.Errorf("callMatrices(%q) = %d matrices, want none", text, len(maps))
		}
	}
}
