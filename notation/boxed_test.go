package notation

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBoxedTables reads a 5x5 tour printed in boxed and pipe tables with a
// row-number column or a header row: Node's console.table (box drawing,
// an (index) column from 0), a browser's copied console.table (tabs), a
// Markdown table with letters above and ranks beside, MySQL and psql. The
// oracle is walkOK, the test's own check of the tour written, on the
// reading Judge picks; a copy with two numbers swapped is a fault at the
// swapped number's line, never valid; a table whose rows stay unreadable
// is refused naming the readings tried and the -read flag of each.
func TestBoxedTables(t *testing.T) {
	rows := [][]int{{1, 14, 9, 20, 3}, {24, 19, 2, 15, 10}, {13, 8, 25, 4, 21}, {18, 23, 6, 11, 16}, {7, 12, 17, 22, 5}}
	cellsOf := func(r []int, f, sep string) string {
		var cs []string
		for _, c := range r {
			cs = append(cs, fmt.Sprintf(f, c))
		}
		return strings.Join(cs, sep)
	}
	layouts := map[string]func(rows [][]int) string{
		"node console.table": func(rows [][]int) string {
			s := "┌─────────┬────┬────┬────┬────┬────┐\n│ (index) │ 0  │ 1  │ 2  │ 3  │ 4  │\n├─────────┼────┼────┼────┼────┼────┤\n"
			for i, r := range rows {
				s += fmt.Sprintf("│    %d    │ ", i) + cellsOf(r, "%-2d", " │ ") + " │\n"
			}
			return s + "└─────────┴────┴────┴────┴────┴────┘\n"
		},
		"browser console.table copied": func(rows [][]int) string {
			s := "(index)\t0\t1\t2\t3\t4\n"
			for i, r := range rows {
				s += fmt.Sprintf("%d\t", i) + cellsOf(r, "%d", "\t") + "\n"
			}
			return s
		},
		"markdown with files and ranks": func(rows [][]int) string {
			s := "|   | a | b | c | d | e |\n|---|---|---|---|---|---|\n"
			for i, r := range rows {
				s += fmt.Sprintf("| %d | ", 5-i) + cellsOf(r, "%d", " | ") + " |\n"
			}
			return s
		},
		"mysql": func(rows [][]int) string {
			rule := "+----+----+----+----+----+\n"
			s := "mysql> SELECT * FROM tour;\n" + rule + "| c1 | c2 | c3 | c4 | c5 |\n" + rule
			for _, r := range rows {
				s += "| " + cellsOf(r, "%2d", " | ") + " |\n"
			}
			return s + rule + "5 rows in set (0.00 sec)\n"
		},
		"psql with a row column": func(rows [][]int) string {
			s := " row | c1 | c2 | c3 | c4 | c5\n-----+----+----+----+----+----\n"
			for i, r := range rows {
				s += fmt.Sprintf("   %d | ", i+1) + cellsOf(r, "%2d", " | ") + "\n"
			}
			return s + "(5 rows)\n"
		},
	}
	swapped := make([][]int, len(rows))
	for i := range rows {
		swapped[i] = append([]int(nil), rows[i]...)
	}
	swapped[0][1], swapped[0][2] = swapped[0][2], swapped[0][1] // 14 and 9: 8 to 9 is no knight's move
	for name, layout := range layouts {
		t.Run(name, func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(layout(rows)), ReadOptions{})
			require.NoError(t, err)
			require.Len(t, tours, 1)
			j := Judge(tours[0], board.Problem{}, walkCheck)
			assert.Equal(t, Valid, j.Verdict, "%v", j.Err)
			assert.Equal(t, board.MustParse("5x5"), j.Doc.Board)
			if strings.Contains(name, "console.table") {
				assert.Contains(t, j.Doc.Reading(), "labels left out: the first column", "the (index) column is named as labels")
			}

			tours, err = ReadTours(strings.NewReader(layout(swapped)), ReadOptions{})
			require.NoError(t, err)
			require.Len(t, tours, 1)
			j = Judge(tours[0], board.Problem{}, walkCheck)
			assert.Equal(t, Invalid, j.Verdict, "a complete numbering with a fault is a certain fault: %v", j.Err)
			line, _, ok := j.Doc.Place(8) // square 9, the first no knight's move from the one before
			require.True(t, ok)
			want := 0 // the first line with a number 9: the swapped 9's
			for i, l := range strings.Split(layout(swapped), "\n") {
				nums := strings.FieldsFunc(l, func(r rune) bool { return r < '0' || r > '9' })
				if want == 0 && slices.Contains(nums, "9") {
					want = i + 1
				}
			}
			assert.Equal(t, want, line, "the fault's line is the swapped 9's")
		})
	}
	// A row with a letter among its numbers: no grid, no list.
	bad := strings.Replace(layouts["node console.table"](rows), "│ 19 │", "│ x  │", 1)
	tours, err := ReadTours(strings.NewReader(bad), ReadOptions{})
	require.NoError(t, err)
	require.NotEmpty(t, tours)
	j := Judge(tours[0], board.Problem{}, walkCheck)
	assert.Equal(t, Unreadable, j.Verdict)
	require.Error(t, j.Err)
	for _, want := range []string{"readings tried", "-read grid", "-read alg"} {
		assert.Contains(t, j.Err.Error(), want, "the refusal names the readings and their flags")
	}
}
