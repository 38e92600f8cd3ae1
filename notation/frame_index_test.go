package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestFrameIndexCounts: a number before each record of a headed table
// is a data frame's index only when the numbers count the rows (0..n-1
// or 1..n, in any order); rows whose first numbers do not are no table
// of that header, and a header of single letters names a column with
// each or is words, and names each axis once, so a line of words that
// happens to hold "y" and "c" above rows of a grid never makes them
// squares to judge. The oracle:
// the index written by the test, and the grid's rows taken from a valid
// tour (walkOK), which no reading may call invalid.
func TestFrameIndexCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 2))
	b := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rng, b, 200)
	var grid strings.Builder
	if err := WritePath(&grid, b, p, Grid); err != nil {
		t.Fatal(err)
	}
	rows := strings.SplitAfter(strings.TrimSuffix(grid.String(), "\n"), "\n")
	for _, header := range []string{"Y A B C", "y q c z", "r k c w", "A Y C B X", "A Y C B D", "q y c v w", "A A0 C Y B"} {
		in := strings.Join(rows[:2], "") + header + "\n" + strings.Join(rows[2:], "") + "\n"
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil {
			continue
		}
		for _, tr := range tours {
			j := Judge(tr, board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
				if !walkOK(q.Board, p) {
					return ErrMisread
				}
				return nil
			})
			if j.Verdict == Invalid {
				t.Errorf("header %q between the rows: tour at line %d judged invalid (%v) in\n%s", header, tr.Line, j.Err, in)
			}
		}
	}
	// A frame's index counting its rows, in any order, is still one.
	for _, order := range [][]int{{0, 1, 2}, {2, 0, 1}, {1, 2, 3}} {
		var in strings.Builder
		in.WriteString("   step  x  y\n")
		for k, i := range order {
			fmt.Fprintf(&in, "%d  %5d %2d %2d\n", i, k+1, []int{0, 1, 2}[k], []int{0, 2, 0}[k])
		}
		tours, err := ReadTours(strings.NewReader(in.String()), ReadOptions{Board: board.Board{W: 3, H: 3}})
		if err != nil || len(tours) != 1 || len(tours[0].Readings) == 0 {
			t.Fatalf("index %v: %d tours, %v, want the table in\n%s", order, len(tours), err, in.String())
		}
		if got := tours[0].Readings[0].Path.String(); got != "a1 b3 c1" {
			t.Errorf("index %v: read %q, want a1 b3 c1 in\n%s", order, got, in.String())
		}
	}
}
