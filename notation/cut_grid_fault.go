package notation

import (
	"slices"

	"github.com/knightcert/knight/board"
)

// cutFault is the certain fault of rows cutGrid found short of a grid,
// nil when they may be a grid cut short. Three shapes are certain:
//
//   - Every row whole, W cells by H, their numbers 0 to W*H with one
//     missing, each once (a numbering from 1 whose unvisited square is
//     marked 0). From 0 it needs W*H-1 as its largest, from 1 it has no 0,
//     with 0 for a square not visited it has one: no tour of W x H. Nor is
//     it a tour cut short: the rows not written would hold every number
//     past W*H, W-1 in a row for one row missing, 2W-1 for two, and a
//     knight's move changes its row, so no two numbers in a row share
//     one, and within two rows it goes two files a step, reaching at most
//     W/2+1 squares. Three rows or more missing would hold them with none
//     of their numbers among those written, which a print cut short at
//     the bottom (its largest numbers last) does not make: cutGrid's
//     largest number needs one row more than written.
//   - Every row whole, W cells by H, their numbers 1 to W*H+1 but one,
//     m, each once, where m-1 or m+1 stands inside the rows
//     (skippedInside): no row left out can hold m, so the numbering
//     skips it, on the W x H written or any board taller.
//   - Rows of W cells, as many as the board given has rows (W x H given),
//     but one a number short: no numbering of the board given, whichever
//     number is missing. With no board given the rows may be a grid cut
//     short, or a list: cutGrid names both. The short row holds no other
//     digits after its first number: a number glued to a letter ("12F")
//     is a cell unread, not one missing.
//
// The fault is placed at the 0 in the first shape, at W*H+1 in the
// second, and after the last number of the short row in the third, where
// the missing one belongs.
func (t *text) cutFault(rows []cutRow, w int, opt ReadOptions) error {
	// A line of words at either end ("STOP 0") is no row cut short, but
	// for a row of words before its numbers a number short, which may be.
	for len(rows) > 0 && len(rows[len(rows)-1].cells) < w-1 && caption(t.line(rows[len(rows)-1].line-1)) {
		rows = rows[:len(rows)-1]
	}
	for len(rows) > 0 && len(rows[0].cells) < w-1 && caption(t.line(rows[0].line-1)) {
		rows = rows[1:]
	}
	if out, _ := unlabelled(rows, nil); len(out) > 0 && len(out[0].cells) < len(rows[0].cells) {
		rows, w = out, w-1
	}
	var short []cutRow
	hi, n, zero, zeroAt := 0, 0, false, 0
	for _, r := range rows {
		for _, c := range r.cells {
			if c.v == 0 {
				zero, zeroAt = true, c.off
			}
			hi, n = max(hi, c.v), n+1
		}
		if len(r.cells) < w {
			short = append(short, r)
		}
	}
	h := len(rows)
	whole := board.Board{W: int32(w), H: int32(h)}
	if h < 3 || w < 3 || opt.Board != (board.Board{}) && opt.Board != whole {
		return nil
	}
	// cutGrid has the numbers distinct and at least three rows of w >= 3.
	switch {
	case len(short) == 0 && zero && hi == n && n == w*h:
		return t.errAt(zeroAt, ErrNumbering, "%d squares numbered 0 to %d skip %d: no numbering of the %v board, from 0 or from 1, and no grid cut short", n, hi, missingFrom(rows, 0, hi), whole)
	case len(short) == 0 && !zero && hi == n+1 && n == w*h && skippedInside(rows, hi):
		at := 0
		for _, r := range rows {
			for _, c := range r.cells {
				if c.v == hi {
					at = c.off
				}
			}
		}
		return t.errAt(at, ErrNumbering, "%s", pastBoard([]int64{int64(hi)}, 0, int64(missingFrom(rows, 1, hi)), whole)) // no 0: numbered from 1
	case len(short) == 1 && len(short[0].cells) == w-1 && n == w*h-1 && hi <= w*h && opt.Board == whole:
		cs := short[0].cells
		if l := t.line(short[0].line - 1); len(digitRuns(l[cs[0].off-t.lines[short[0].line-1]:])) != len(cs) {
			return nil // a number glued to a letter ("12F"): a cell unread, not one missing
		}
		end := cs[len(cs)-1].off
		for end < len(t.b) && isDigit(t.b[end]) {
			end++
		}
		k := 0
		for k < h && (len(rows[k].cells) == 0 || rows[k].cells[0].off != cs[0].off) {
			k++ // rows may share a line (a literal's rows): the row by its first cell
		}
		if at, what := t.unreadCell(rows, k); what != "" {
			return t.errAt(at, ErrMisread, "row %d has %d numbers, every other row of the %v grid %d, and %q beside them where no other row writes it: the cell may hold a mark, a glyph or a printer's elision, not certainly no numbering of its %d squares; complete the row, or give -read grid to judge it as written", k+1, w-1, whole, w, what, w*h)
		}
		return t.errAt(end, ErrNumbering, "row %d has %d numbers, every other row of the %v grid %d: no numbering of its %d squares", k+1, w-1, whole, w, w*h)
	}
	return nil
}

// skippedInside reports whether the one number of 1..hi that whole rows
// of distinct numbers skip is skipped for certain, whatever rows a print
// left out above or below them: a number next to it in the walk (one less
// or one more) stands two rows or more from the first and the last row,
// so every square a knight's move from it is among the rows written, and
// none of them holds the number. The rows are then a numbering that
// skips it, not a grid cut short whose largest number needs more rows.
func skippedInside(rows []cutRow, hi int) bool {
	m := missingFrom(rows, 1, hi)
	if m < 1 {
		return false
	}
	for k, r := range rows {
		if k < 2 || k > len(rows)-3 {
			continue
		}
		for _, c := range r.cells {
			if c.v == m-1 || c.v == m+1 {
				return true
			}
		}
	}
	return false
}

// missingFrom is the first number of from..hi no row holds, -1 for none.
func missingFrom(rows []cutRow, from, hi int) int {
	seen := make([]bool, hi+1)
	for _, r := range rows {
		for _, c := range r.cells {
			if c.v >= from && c.v <= hi {
				seen[c.v] = true
			}
		}
	}
	for v := from; v <= hi; v++ {
		if !seen[v] {
			return v
		}
	}
	return -1
}

// unvisitedFault is the certain fault of the lines first..last (from 1)
// when they hold rows of one width W, H of them in a run a line apart (or
// as many lines each), that number W*H-1 squares once each and mark the
// one left: a mark or a negative number, the one cell no number fills
// (-1, as a program that numbers from 0 writes a square not visited).
// Their largest number fits the W x H written (from 0 at most W*H-1,
// from 1 at most W*H), so no row is missing, and a square not visited
// is no tour of the board, the board given or the W x H. nil for any
// other lines: two marks or more (a search's progress, partial by
// design, judged by its reader), a number twice, a run of other rows.
func (t *text) unvisitedFault(first, last int, opt ReadOptions) error {
	var run [][]cell
	var lines []int
	end := func() error {
		defer func() { run, lines = nil, nil }()
		return t.oneUnvisited(run, lines, opt)
	}
	for i := first - 1; i < last; i++ {
		for _, r := range t.bracketRows(i, t.lineCells(i, false)) {
			if len(run) > 0 && (len(r) != len(run[0]) || len(lines) >= 2 && i+1-lines[len(lines)-1] != lines[1]-lines[0]) {
				if fault := end(); fault != nil {
					return fault
				}
			}
			if len(r) >= 3 {
				run, lines = append(run, r), append(lines, i+1)
			}
		}
	}
	return end()
}

// oneUnvisited is unvisitedFault's test of one run of rows, of one width
// or none.
func (t *text) oneUnvisited(run [][]cell, lines []int, opt ReadOptions) error {
	if run = withoutLabels(run); len(run) < 3 || len(run) > board.MaxSide || len(run[0]) < 3 || len(run[0]) > board.MaxSide {
		return nil
	}
	// A row of another width is no rectangle: a grid with a number left
	// out is another rule's fault, not one square marked unvisited.
	for _, r := range run {
		if len(r) != len(run[0]) {
			return nil
		}
	}
	b := board.Board{W: int32(len(run[0])), H: int32(len(run))}
	if opt.Board != (board.Board{}) && opt.Board != b {
		return nil
	}
	n := b.Size()
	seen := make([]bool, n+1)
	marker, zero, hi := -1, false, 0
	for k, c := range slices.Concat(run...) {
		switch {
		case c.mark != 0 || c.v < 0:
			if marker >= 0 || c.mark == 0 && c.v != -1 {
				return nil
			}
			marker = k
		case c.v > n || seen[c.v]:
			return nil
		default:
			seen[c.v] = true
			zero, hi = zero || c.v == 0, max(hi, c.v)
		}
	}
	if marker < 0 || zero && hi > n-1 {
		return nil
	}
	at := run[marker/int(b.W)][marker%int(b.W)]
	return t.errAt(at.off, ErrNumbering, "row %d marks a square not visited: the %v grid numbers %d of its %d squares", marker/int(b.W)+1, b, n-1, n)
}

// labelColumn reports whether the number of cell i of a b grid is written
// in every row of three or more, in i's column, and nowhere else: a
// column of one label ("board_test.go:41:" before each row of a test's
// log), which no numbering writes, since it writes each number once.
func labelColumn(vals []int64, b board.Board, i int) bool {
	w := int(b.W)
	if b.H < 3 || w < 2 || len(vals) != b.Size() {
		return false
	}
	n := 0
	for k, v := range vals {
		if v == vals[i] {
			if k%w != i%w {
				return false
			}
			n++
		}
	}
	return n == int(b.H)
}

// withoutLabels is rows without their first column when it writes one
// number on every row, or counts the rows from 0 or 1, three rows or
// more: a label before each row ("board_test.go:41:" as a test's log
// writes it, a table's row index), since a numbering writes each number
// once, and no knight's move goes from a square to the one below it.
func withoutLabels(rows [][]cell) [][]cell {
	if len(rows) < 3 {
		return rows
	}
	same, counts := true, rows[0][0].v <= 1
	for k, r := range rows {
		if len(r) < 2 || r[0].mark != 0 {
			return rows
		}
		same = same && r[0].v == rows[0][0].v
		counts = counts && r[0].v == rows[0][0].v+k
	}
	if !same && !counts {
		return rows
	}
	out := make([][]cell, len(rows))
	for k, r := range rows {
		out[k] = r[1:]
	}
	return out
}

// unlabelled is rows cut short without a label column (withoutLabels),
// and the counts of their lengths.
func unlabelled(rows []cutRow, counts map[int]int) ([]cutRow, map[int]int) {
	cells := make([][]cell, len(rows))
	for k, r := range rows {
		cells[k] = r.cells
	}
	if cells = withoutLabels(cells); len(cells) == 0 || len(cells[0]) == len(rows[0].cells) {
		return rows, counts
	}
	out, n := make([]cutRow, len(rows)), map[int]int{}
	for k, r := range rows {
		out[k] = cutRow{r.line, cells[k]}
		n[len(cells[k])]++
	}
	return out, n
}
