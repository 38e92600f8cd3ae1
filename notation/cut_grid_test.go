package notation

import (
	"strings"
	"testing"
)

// TestCutGrid: rows of a 5x5 tour's numbering (the oracle: the grid
// written here, numbered 1..25 once each, read whole as such here) cut
// short, stopped early or cut under a bullet are unreadable, naming the
// short row where its numbers are missing; rows with a number twice are
// no numbering cut short and keep the reader's own error.
func TestCutGrid(t *testing.T) {
	const grid = "1 14 9 20 3\n24 19 2 15 10\n13 8 25 4 21\n18 23 6 11 16\n7 12 17 22 5\n"
	rows := strings.SplitAfter(grid, "\n")
	cases := []struct{ name, in, want, why string }{
		{"row 3 cut", rows[0] + rows[1] + "13 8 25\n" + rows[3] + rows[4], "3:8: lines 1-5 hold rows of 5, 5, 3, 5, 5 numbers, no whole grid: read as a 5x5 numbering, row 3 (line 3) 2 numbers short", "two numbers lost"},
		{"first row cut", "1 14\n" + strings.Join(rows[1:], ""), "1:5: lines 1-5 hold rows of 2, 5, 5, 5, 5 numbers", "the row before the full ones"},
		{"stops early", strings.Join(rows[:4], ""), "4:14: lines 1-4 hold rows of 5, 5, 5, 5 numbers, no whole grid: read as a 5x5 numbering, 1 row missing after row 4, its largest number 25 needing 5 rows", "25 needs a fifth row"},
		{"bullets", " * 1 14 9 20 3\n * 24 19 2 15 10\n * 13 8 25\n * 18 23 6 11 16\n * 7 12 17 22 5\n", "3:11: lines 1-5 hold rows of 5, 5, 3, 5, 5 numbers", "the same rows under a bullet"},
		{"a number twice", rows[0] + rows[1] + "13 8 1\n" + rows[3] + rows[4], "grid row 3 has 3 squares", "no numbering: the layout reader's error stands"},
	}
	if tours, err := ReadTours(strings.NewReader(grid), ReadOptions{}); err != nil || len(tours) != 1 || tours[0].Err != nil || len(tours[0].Readings[0].Path) != 25 {
		t.Fatalf("ReadTours(the whole grid) = %v, %v, want one reading of 25 squares", tours, err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(c.in), ReadOptions{})
			if err == nil && len(tours) > 0 {
				err = tours[0].Err
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ReadTours(%q) = %v, want %q (%s)", c.in, err, c.want, c.why)
			}
		})
	}
}
