package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// withSums prints rows with a total after each row, a row of column
// totals under them, or both (the corner the sum of all), as a
// spreadsheet or a teaching page prints a magic-square check.
type withSums struct {
	name           string
	rowSums, total bool
	print          func(rows [][]int) string
}

// sumWrappers are layouts of totals no probe showed: tabs, commas, a
// Markdown table with a "sum" column, totals after '=' signs, and each
// kind of total alone.
func sumWrappers() []withSums {
	cells := func(r []int, f, sep string) string {
		var cs []string
		for _, v := range r {
			cs = append(cs, fmt.Sprintf(f, v))
		}
		return strings.Join(cs, sep)
	}
	return []withSums{
		{"tabs, both totals", true, true, func(rows [][]int) string {
			var b strings.Builder
			for _, r := range rows {
				b.WriteString(cells(r, "%d", "\t") + "\n")
			}
			return b.String()
		}},
		{"csv, row totals", true, false, func(rows [][]int) string {
			var b strings.Builder
			for _, r := range rows {
				b.WriteString(cells(r, "%d", ",") + "\n")
			}
			return b.String()
		}},
		{"equals, column totals", false, true, func(rows [][]int) string {
			var b strings.Builder
			for y, r := range rows {
				if y == len(rows)-1 {
					b.WriteString(strings.Repeat("=", 5*len(r)) + "\n")
				}
				b.WriteString(cells(r, "%5d", "") + "\n")
			}
			return b.String()
		}},
		{"markdown, both totals", true, true, func(rows [][]int) string {
			var b strings.Builder
			w := len(rows[0])
			b.WriteString("|" + strings.Repeat(" |", w-1) + " sum |\n|" + strings.Repeat("--:|", w) + "\n")
			for _, r := range rows {
				b.WriteString("| " + cells(r, "%d", " | ") + " |\n")
			}
			return b.String()
		}},
	}
}

// addSums appends what w prints to rows: each row's sum, the columns'.
func addSums(rows [][]int, w withSums) [][]int {
	var out [][]int
	for _, r := range rows {
		row := append([]int(nil), r...)
		if w.rowSums {
			sum := 0
			for _, v := range r {
				sum += v
			}
			row = append(row, sum)
		}
		out = append(out, row)
	}
	if w.total {
		last := make([]int, len(out[0]))
		for _, r := range out {
			for x, v := range r {
				last[x] += v
			}
		}
		out = append(out, last)
	}
	return out
}

// tourGrid is the rows of a tour as numbered, or with one fault
// (singleFaults), and whether they are a tour.
type tourGrid struct {
	name  string
	rows  [][]int
	valid bool
}

// tourGrids are the rows of a random tour on b (warnsdorffWalk, checked
// by walkOK), valid, then with each of the faults named
// (singleFaults), each checked by numberingIsTour (from 1 or 0) to be a
// tour only when valid, so that a test's oracle is the grid it writes.
func tourGrids(t *testing.T, rng *rand.Rand, b board.Board, faults ...string) []tourGrid {
	t.Helper()
	p := warnsdorffWalk(rng, b, 2000)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	rows := newPropTour(b, p).rows
	faulty := singleFaults(rng, rows)
	grids := []tourGrid{{name: "valid", rows: rows, valid: true}}
	for _, name := range faults {
		grids = append(grids, tourGrid{name: name, rows: faulty[name]})
	}
	for _, g := range grids {
		if valid := numberingIsTour(g.rows, 1) || numberingIsTour(g.rows, 0); valid != g.valid {
			t.Fatalf("%v %s: the test's own grid is valid=%v", b, g.name, valid)
		}
	}
	return grids
}

// judgedAsWritten checks text, grid g of a tour on b written in the way
// what names, read with b given and without: a valid grid must exit 0
// as one tour on b, a faulty one exit 1.
func judgedAsWritten(t *testing.T, text string, b board.Board, g tourGrid, what string) {
	t.Helper()
	for _, given := range []board.Board{b, {}} {
		tours, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck)
		switch {
		case g.valid && (code != 0 || len(tours) != 1 || tours[0].Readings[0].Board != b):
			t.Errorf("%v (given %v) %s %s: exit %d, %d tours %v, want exit 0 with 1 on %v:\n%s%s", b, given, what, g.name, code, len(tours), vs, b, text, tourErrs(tours))
		case !g.valid && code != 1:
			t.Errorf("%v (given %v) %s %s: exit %d, %d tours %v, want exit 1:\n%s%s", b, given, what, g.name, code, len(tours), vs, text, tourErrs(tours))
		}
	}
}

// TestGridWithSumsProperty writes random tours (warnsdorffWalk, checked by
// walkOK) as numbered grids with their row and column totals, on boards
// from 3x4 to 16x16, with and without the board given, valid and with one
// fault (singleFaults), the totals computed from the grid as written. The
// oracle is numberingIsTour on the grid the test wrote: a valid one must
// exit 0 as one tour, a faulty one exit 1 (the totals, checked in every
// row and column, are certain, so the grid left is), never 0.
func TestGridWithSumsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 11))
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 3}, {W: 3, H: 7}, {W: 5, H: 4}, {W: 5, H: 5}, {W: 6, H: 7}, {W: 9, H: 5}, {W: 11, H: 13}, {W: 16, H: 16}}
	if testing.Short() {
		boards = boards[:6]
	}
	for _, b := range boards {
		grids := tourGrids(t, rng, b, "swap", "twice", "twice early", "zero")
		for _, w := range sumWrappers() {
			for _, g := range grids {
				text, valid, name := w.print(addSums(g.rows, w)), g.valid, g.name
				for _, given := range []board.Board{b, {}} {
					tours, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck)
					switch {
					case valid && (code != 0 || len(tours) != 1):
						t.Errorf("%v (given %v) %s %s: exit %d, %d tours %v, want exit 0 with 1:\n%s%s", b, given, w.name, name, code, len(tours), vs, text, tourErrs(tours))
					case !valid && (code != 1 || len(tours) != 1):
						t.Errorf("%v (given %v) %s %s: exit %d, %d tours %v, want exit 1 with 1:\n%s%s", b, given, w.name, name, code, len(tours), vs, text, tourErrs(tours))
					}
				}
			}
		}
	}
}

// TestSumsOf checks the totals rule on hand-made rows: a coincidence in
// one row is no column of totals, and a rectangle under three by three
// is never read as one. The oracle is the arithmetic written in each case.
func TestSumsOf(t *testing.T) {
	for _, c := range []struct {
		name        string
		rows        [][]int64
		column, row bool
	}{
		{"both", [][]int64{{1, 2, 3}, {4, 5, 9}, {5, 7, 12}}, true, true},
		{"row totals only", [][]int64{{1, 2, 3}, {4, 5, 9}, {6, 7, 13}}, true, false},
		{"column totals only", [][]int64{{1, 2, 8}, {4, 5, 6}, {5, 7, 14}}, false, true},
		{"one row sums by chance", [][]int64{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, false, false},
		{"two columns", [][]int64{{1, 1}, {2, 2}, {3, 3}}, false, false},
		{"two rows", [][]int64{{1, 2, 3}, {1, 2, 3}}, false, false},
		{"a label", [][]int64{{label, 2, 2}, {4, 5, 9}, {5, 7, 12}}, false, false},
	} {
		column, row := sumsOf(c.rows)
		if column != c.column || row != c.row {
			t.Errorf("%s: sumsOf(%v) = %v, %v, want %v, %v", c.name, c.rows, column, row, c.column, c.row)
		}
	}
}
