package notation

import (
	"errors"
	"testing"
)

// TestReadGridText: the cells of grids with blanks, the oracle the
// numbers and marks the test wrote; a line of empty cells is a row, not a
// rule, unless cells are drawn several lines tall between rules.
func TestReadGridText(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       [][]int64 // -1 a blank, -2 a label
	}{
		{"underscores", "_ _ _\n1 _ __\n", [][]int64{{-1, -1, -1}, {1, -1, -1}}},
		{"a row of dashes first", "-- -- --\n05 -- 07\n", [][]int64{{-1, -1, -1}, {5, -1, 7}}},
		{"empty table cells", "+---+---+\n|   |   |\n| 22|   |\n+---+---+\n", [][]int64{{-1, -1}, {22, -1}}},
		{"header and labels", "  a b\n2 1 .\n1 . 4\n", [][]int64{{2, 1, -1}, {1, -1, 4}}},
		{"markdown corner", "|   | a | b |\n|---|---|---|\n| 2 | 1 |   |\n", [][]int64{{-1, -2, -2}, {2, 1, -1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ReadGridText([]byte(tc.text), nil)
			if err != nil {
				t.Fatal(err)
			}
			var got [][]int64
			for _, row := range g.Rows {
				var r []int64
				for _, c := range row {
					v := c.Number
					if c.Label {
						v = -2
					}
					r = append(r, v)
				}
				got = append(got, r)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("ReadGridText(%q) = %v, want %v", tc.text, got, tc.want)
			}
			for i := range got {
				if len(got[i]) != len(tc.want[i]) {
					t.Fatalf("ReadGridText(%q) = %v, want %v", tc.text, got, tc.want)
				}
				for k := range got[i] {
					if got[i][k] != tc.want[i][k] {
						t.Fatalf("ReadGridText(%q) = %v, want %v", tc.text, got, tc.want)
					}
				}
			}
		})
	}
	tall := "+---+---+\n| 1 |   |\n|   |   |\n+---+---+\n|   | 4 |\n+---+---+\n"
	if _, err := ReadGridText([]byte(tall), nil); !errors.Is(err, ErrMisread) {
		t.Errorf("ReadGridText(%q) = %v, want a misread: a row, or a part of one?", tall, err)
	}
}
