package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// numberingIsTour is the test's own check of a numbered grid (rows from
// the top), sharing no code with the readers: every number from base to
// base+W*H-1 once, each the next square a knight's move from the one
// before. A grid is a tour when it is one numbered from 0 or from 1.
func numberingIsTour(rows [][]int, base int) bool {
	n := len(rows) * len(rows[0])
	at := make([][2]int, n)
	seen := make([]bool, n)
	for y, r := range rows {
		for x, v := range r {
			if v-base < 0 || v-base >= n || seen[v-base] {
				return false
			}
			seen[v-base] = true
			at[v-base] = [2]int{x, y}
		}
	}
	for k := 1; k < n; k++ {
		dx, dy := at[k][0]-at[k-1][0], at[k][1]-at[k-1][1]
		if dx*dx+dy*dy != 5 {
			return false
		}
	}
	return true
}

// tableWrapper prints numbered rows (from the top) with labels, headers,
// walls or a prefix around the numbers: the layouts of tables and logs.
type tableWrapper struct {
	name  string
	print func(rows [][]int) string
}

// tableWrappers are the printouts of TestTablesProperty: the four a blind
// probe refused a fault in (a Markdown table under a header of files, an
// HTML table, R's labelled matrix, go test -v's prefixed lines) and
// others of their kinds no reader was written for.
func tableWrappers() []tableWrapper {
	files := func(w int) []string {
		var fs []string
		for x := range w {
			fs = append(fs, string(rune('a'+x)))
		}
		return fs
	}
	joined := func(r []int, f, sep string) string {
		var cs []string
		for _, v := range r {
			cs = append(cs, fmt.Sprintf(f, v))
		}
		return strings.Join(cs, sep)
	}
	eachRow := func(rows [][]int, f func(y int, r []int) string) string {
		var ls []string
		for y, r := range rows {
			ls = append(ls, f(y, r))
		}
		return strings.Join(ls, "\n")
	}
	prefixed := func(name, prefix, f string) tableWrapper {
		return tableWrapper{name, func(rows [][]int) string {
			return prefix + "board:\n" + eachRow(rows, func(_ int, r []int) string { return prefix + joined(r, f, " ") }) + "\n" + prefix + "done\n"
		}}
	}
	labelled := func(name string, label func(y int) string) tableWrapper {
		return tableWrapper{name, func(rows [][]int) string {
			return eachRow(rows, func(y int, r []int) string { return label(y) + joined(r, "%3d", " ") }) + "\n"
		}}
	}
	return []tableWrapper{
		{"markdown table, files header", func(rows [][]int) string {
			w := len(rows[0])
			return "| " + strings.Join(files(w), " | ") + " |\n|" + strings.Repeat("---|", w) + "\n" +
				eachRow(rows, func(_ int, r []int) string { return "| " + joined(r, "%d", " | ") + " |" }) + "\n"
		}},
		{"html table", func(rows [][]int) string {
			return "<table>\n" + eachRow(rows, func(_ int, r []int) string { return "<tr><td>" + joined(r, "%d", "</td><td>") + "</td></tr>" }) + "\n</table>\n"
		}},
		{"html table, header row", func(rows [][]int) string {
			return "<table>\n<tr><th>" + strings.Join(files(len(rows[0])), "</th><th>") + "</th></tr>\n" +
				eachRow(rows, func(_ int, r []int) string { return "<tr><td>" + joined(r, "%d", "</td><td>") + "</td></tr>" }) + "\n</table>\n"
		}},
		{"org table, header", func(rows [][]int) string {
			w := len(rows[0])
			return "| " + strings.Join(files(w), " | ") + " |\n|" + strings.Join(slices.Repeat([]string{"----"}, w), "+") + "|\n" +
				eachRow(rows, func(_ int, r []int) string { return "| " + joined(r, "%2d", " | ") + " |" }) + "\n"
		}},
		{"psql table, header", func(rows [][]int) string {
			var head, rule []string
			for x := range rows[0] {
				head, rule = append(head, fmt.Sprintf("  %c ", 'a'+x)), append(rule, "-----")
			}
			return strings.Join(head, " |") + "\n" + strings.Join(rule, "+") + "\n" +
				eachRow(rows, func(_ int, r []int) string { return joined(r, " %3d", " |") }) + fmt.Sprintf("\n(%d rows)\n", len(rows))
		}},
		{"r matrix", func(rows [][]int) string {
			head := "     "
			for x := range rows[0] {
				head += fmt.Sprintf("[,%d]", x+1)
			}
			return head + "\n" + eachRow(rows, func(y int, r []int) string { return fmt.Sprintf("[%d,] ", y+1) + joined(r, "%3d", " ") }) + "\n"
		}},
		labelled("r1: labels", func(y int) string { return fmt.Sprintf("r%d: ", y+1) }),
		labelled("(1) labels", func(y int) string { return fmt.Sprintf("(%d) ", y+1) }),
		labelled("row 1 labels", func(y int) string { return fmt.Sprintf("row %d ", y+1) }),
		prefixed("go test -v", "    tour_test.go:14: ", "%2d"),
		prefixed("log timestamps", "2026/12/04 15:04:05 ", "%2d"),
		prefixed("[INFO] prefix", "[INFO] ", "%3d"),
	}
}

// singleFaults are the rows of a tour with one fault each, as a program
// that got it wrong prints them: two numbers swapped, a number written
// twice (one missing; one of them the first of the second row), and a
// square visited twice (its number lost, a
// square left 0, as a solver that keeps the first visit prints it).
func singleFaults(rng *rand.Rand, rows [][]int) map[string][][]int {
	clone := func() [][]int {
		var out [][]int
		for _, r := range rows {
			out = append(out, slices.Clone(r))
		}
		return out
	}
	h, w := len(rows), len(rows[0])
	cellAt := func(v int) (int, int) {
		for y, r := range rows {
			if x := slices.Index(r, v); x >= 0 {
				return y, x
			}
		}
		panic("no cell numbered " + fmt.Sprint(v))
	}
	n := w * h
	out := map[string][][]int{}
	// a < n: a grid whose n is written 0 may be a numbering from 0.
	a, b := 1+rng.IntN(n-1), 1+rng.IntN(n-1)
	if b >= a {
		b++
	}
	swap := clone()
	ya, xa := cellAt(a)
	yb, xb := cellAt(b)
	swap[ya][xa], swap[yb][xb] = b, a
	out["swap"] = swap
	twice := clone()
	twice[ya][xa] = b
	out["twice"] = twice
	early := clone() // before the first row of cells is past: no run of distinct numbers long enough to be a grid's
	early[1][0] = rows[0][0]
	out["twice early"] = early
	lost := clone()
	lost[ya][xa] = 0 // the square of move a is left; move a was to b's square
	out["zero"] = lost
	return out
}

// TestTablesProperty writes random tours (warnsdorffWalk, checked by
// walkOK) as numbered grids through tables, labelled matrices and logs
// (tableWrappers), on boards from 3x4 to 12x12, each alone and as two
// grids side by side, with the board given. The oracle is the grid the
// test wrote, judged by numberingIsTour: a valid one must exit 0 with as
// many tours as written, a faulty one must exit 1 (the board given makes
// its reading certain), never 0.
func TestTablesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 3}, {W: 4, H: 5}, {W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}, {W: 10, H: 10}, {W: 12, H: 12}}
	if testing.Short() {
		boards = boards[:6]
	}
	for _, b := range boards {
		var grids [][][]int
		for len(grids) < 2 {
			p := warnsdorffWalk(rng, b, 2000)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			grids = append(grids, newPropTour(b, p).rows)
		}
		faults := singleFaults(rng, grids[0])
		for _, w := range tableWrappers() {
			for _, name := range []string{"valid", "swap", "twice", "twice early", "zero"} {
				rows := grids[0]
				if name != "valid" {
					rows = faults[name]
				}
				valid := numberingIsTour(rows, 1) || numberingIsTour(rows, 0)
				if valid != (name == "valid") {
					t.Fatalf("%v %s: the test's own grid is valid=%v", b, name, valid)
				}
				text := w.print(rows)
				tours, vs, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				switch {
				case valid && (code != 0 || len(tours) != 1):
					t.Errorf("%v %s %s: exit %d, %d tours %v, want exit 0 with 1:\n%s%s", b, w.name, name, code, len(tours), vs, text, tourErrs(tours))
				case !valid && code != 1:
					t.Errorf("%v %s %s: exit %d %v, want 1:\n%s%s", b, w.name, name, code, vs, text, tourErrs(tours))
				}
			}
		}
		// Two grids side by side, a wider gap between them than between
		// their columns, the faulty one left or right.
		for _, name := range []string{"valid", "swap", "twice", "twice early", "zero"} {
			for side := range 2 {
				pair := [2][][]int{grids[0], grids[1]}
				if name != "valid" {
					pair[side] = faults[name]
				} else if side == 1 {
					continue
				}
				var ls []string
				for y := range pair[0] {
					ls = append(ls, fmt.Sprintf("%3d", pair[0][y][0])+joinedCells(pair[0][y][1:])+"      "+fmt.Sprintf("%3d", pair[1][y][0])+joinedCells(pair[1][y][1:]))
				}
				text := strings.Join(ls, "\n") + "\n"
				valid := (numberingIsTour(pair[0], 1) || numberingIsTour(pair[0], 0)) && (numberingIsTour(pair[1], 1) || numberingIsTour(pair[1], 0))
				tours, vs, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				switch {
				case valid && (code != 0 || len(tours) != 2):
					t.Errorf("%v side by side %s: exit %d, %d tours %v, want exit 0 with 2:\n%s%s", b, name, code, len(tours), vs, text, tourErrs(tours))
				case !valid && code != 1:
					t.Errorf("%v side by side %s (faulty grid %d): exit %d %v, want 1:\n%s%s", b, name, side+1, code, vs, text, tourErrs(tours))
				}
			}
		}
	}
}

// joinedCells writes cells as "%4d" each: a column gap of one space or
// more, narrower than the gap between two grids.
func joinedCells(r []int) string {
	var b strings.Builder
	for _, v := range r {
		fmt.Fprintf(&b, "%4d", v)
	}
	return b.String()
}

// tourErrs names what each tour's reading failed on, for a failure's
// message.
func tourErrs(tours []Tour) string {
	var b strings.Builder
	for _, tr := range tours {
		if tr.Err != nil {
			fmt.Fprintf(&b, "  tour at line %d: %v\n", tr.Line, tr.Err)
		}
	}
	return b.String()
}
