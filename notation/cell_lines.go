package notation

import (
	"bytes"
	"errors"
	"slices"
	"sort"
	"strings"

	"github.com/knightcert/knight/board"
)

// Grids written a cell a line are read by the structure of their lines,
// whatever markup surrounds the numbers. A line's shape is its text with
// each integer standing alone written '#'. Two rules:
//
//   - Cells a line, rows by their spacing: a run of lines of one shape
//     with one integer each (an XML element, a table cell "|9"), in
//     groups of W lines parted by lines alike each time (a blank line,
//     "</rank>" and "<rank n=\"3\">"), H groups. A line of the shape with
//     its integer left out ("|", "<sq></sq>") is a square not visited.
//   - Cells placed by coordinates: a run of lines of one shape with three
//     integers each (SVG's <text x=".." y="..">n</text>, "b[2][3] = 17"),
//     two of which take W and H values that pair up once each over the
//     W x H board and the third numbers the squares. Rows run from the
//     smallest second coordinate down, columns from the smallest first;
//     a knight's tour stays one under a flip or a transposition, so the
//     verdict does not hang on which way the coordinates run.
//
// Either is a reading only when the rows are at least 3 by 3 (no smaller
// board but 1x1 has a tour) and their numbers are 1..N or 0..N-1 once
// each, the squares not visited aside: a numbering as certain as a grid
// printed in rows. The other lines of the run (labels, "</rank>") are
// named as skipped. Cost: O(lines) for the first rule, O(lines log lines)
// for the second.

// cellLinesMaxGap bounds the lines parting two groups of cells.
const cellLinesMaxGap = 3

// lineShape is line i with each integer standing alone written '#',
// trimmed, and its integers.
func (t *text) lineShape(i int) (string, []cell) {
	l, base := t.line(i), t.lines[i]
	ints := t.lineInts(i)
	var b []byte
	k := 0
	for _, c := range ints {
		at := c.off - base
		if c.v < 0 && at > 0 {
			at-- // the sign
		}
		b = append(b, l[k:at]...)
		b = append(b, '#')
		k = c.off - base
		for k < len(l) && isDigit(l[k]) {
			k++
		}
	}
	b = append(b, l[k:]...)
	// A list's separator after its last item or not: one shape.
	return string(bytes.TrimRight(bytes.TrimSpace(b), ",;")), ints
}

// cellLineGrid is a grid read by cellLineGrids, with the lines it spans
// (from 0) and those of them that hold no cell.
type cellLineGrid struct {
	doc Document
	// err is the fault of a grid whose rows are certain and whose
	// numbering is not a tour's, over squares squares; doc is empty then.
	err         error
	squares     int
	first, last int
	aside       []int
}

// cellLineGrids is the grids of t written a cell a line, by either rule,
// in line order; no two share a line.
func (t *text) cellLineGrids(opt ReadOptions) []cellLineGrid {
	n := len(t.lines)
	shapes := make([]string, n)
	ints := make([][]cell, n)
	for i := range n {
		shapes[i], ints[i] = t.lineShape(i)
	}
	var out []cellLineGrid
	// The cells of a run that no start before read, by shape: a start
	// among them reads the run again to the same end (cellMiss), so
	// each line is looked at a bounded number of times.
	missed := map[string]cellMiss{}
	for i := 0; i < n; {
		if m, ok := missed[shapes[i]]; ok && i < m.until && i != m.retry && len(ints[i]) == 1 {
			i++
			continue
		}
		g, ok, miss := t.cellsByLine(i, shapes, ints, opt)
		if ok {
			out = append(out, g)
			i = g.last + 1
			continue
		}
		if m := missed[shapes[i]]; miss.until > i+1 {
			miss.until = max(miss.until, m.until)
			missed[shapes[i]] = miss
		}
		g, ok, next := t.cellsByPlace(i, shapes, ints, opt)
		if ok {
			out = append(out, g)
		}
		i = next
	}
	return out
}

// cellMiss is what a start of cellsByLine that read no grid tells of
// the lines after it: every cell of its shape before until reads no
// grid either, but for retry's, when it is one (else -1).
type cellMiss struct{ until, retry int }

// cellsByLine reads the run of lines from i by the first rule. A start
// at a later cell of the run sees the same rows after its first, so when
// i reads none, they read none (miss): those of each row whose rows all
// end alike, and those that leave a row too short for the next. Of a
// run too long or short for a board, the rows from a later one are left
// unread too: a grid read from them would leave the rows before it, of
// numbers, beside it.
func (t *text) cellsByLine(i int, shapes []string, ints [][]cell, opt ReadOptions) (g cellLineGrid, ok bool, miss cellMiss) {
	miss = cellMiss{until: i + 1, retry: -1}
	if len(ints[i]) != 1 || ints[i][0].v < 0 {
		return cellLineGrid{}, false, miss
	}
	shape := shapes[i]
	hole := holeShape(shape)
	var rows [][]cell
	var row []cell
	var gap, parting []string
	parted := false
	g = cellLineGrid{first: i, last: i}
	rowStart, lastRowStart := i, i
	for j := i; j < len(t.lines); j++ {
		isCell := shapes[j] == shape && len(ints[j]) == 1
		isHole := hole != "" && len(ints[j]) == 0 && shapes[j] == hole
		if isCell || isHole {
			if len(row) == 0 && len(rows) > 0 {
				if parted && !slices.Equal(gap, parting) {
					break // parted otherwise: the run ends with the row before
				}
				parting, parted = gap, true
				for k := j - len(gap); k < j; k++ {
					g.aside = append(g.aside, k)
				}
			}
			if len(row) == 0 {
				lastRowStart, rowStart = rowStart, j
			}
			gap = nil
			c := cell{mark: '.', off: t.lines[j]}
			if isCell {
				c = ints[j][0]
			}
			row = append(row, c)
			g.last = j
			continue
		}
		if len(row) > 0 {
			if len(row) < 3 || len(rows) > 0 && len(row) != len(rows[0]) {
				// No grid: its rows are alike and 3 cells or more. Reading
				// on would make every caption with a number the start of
				// a run to the input's end.
				if len(rows) == 0 {
					return cellLineGrid{}, false, cellMiss{until: j, retry: -1}
				}
				// The row before, from where as many cells are left as
				// this row holds, may start a grid of shorter rows.
				if w := len(rows[0]); len(row) < w {
					miss.retry = lastRowStart + w - len(row)
				}
				miss.until = rowStart
				return cellLineGrid{}, false, miss
			}
			rows = append(rows, row)
			row = nil
		}
		if gap = append(gap, shapes[j]); len(gap) > cellLinesMaxGap || len(ints[j])-t.namedValues(j, ints[j]) > 1 {
			break // rows are parted by words or labels, not by numbers
		}
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	miss.until = g.last + 1
	if len(rows) < 3 || len(rows[0]) < 3 || len(rows[len(rows)-1]) != len(rows[0]) {
		return cellLineGrid{}, false, miss // each row before the last was held to the first's length as it ended
	}
	// The lines that part rows open the first and close the last
	// ("<rank n=\"8\">" before a row's cells, "</rank>" after).
	for m := len(parting); m >= 1; m-- {
		if g.first-m >= 0 && slices.Equal(shapes[g.first-m:g.first], parting[len(parting)-m:]) {
			for k := g.first - m; k < g.first; k++ {
				g.aside = append(g.aside, k)
			}
			g.first -= m
			break
		}
	}
	for m := len(parting); m >= 1; m-- {
		if g.last+m < len(t.lines) && slices.Equal(shapes[g.last+1:g.last+1+m], parting[:m]) {
			for k := g.last + 1; k <= g.last+m; k++ {
				g.aside = append(g.aside, k)
			}
			g.last += m
			break
		}
	}
	g, ok = t.numbered(g, rows, opt, false)
	return g, ok, miss
}

// namedValues counts the integers of line i (its ints) that are named
// values, a name glued to '=' before each ("(len=9 cap=9)", a dump's
// annotation of the literal after it): a label's fields, no cells.
func (t *text) namedValues(i int, ints []cell) int {
	l, base, n := t.line(i), t.lines[i], 0
	for _, c := range ints {
		if at := c.off - base; at >= 2 && l[at-1] == '=' && isLetter(l[at-2]) {
			n++
		}
	}
	return n
}

// numbered is g holding the grid rows number (gridOf), all of its
// squares when whole; or, the rows' shape being certain, the fault of
// their numbering (wrapping ErrNumbering, at the cell it names: a number
// twice, one skipped), which is the tour's. False for neither.
func (t *text) numbered(g cellLineGrid, rows [][]cell, opt ReadOptions, whole bool) (cellLineGrid, bool) {
	w, h := len(rows[0]), len(rows)
	if d, ok := t.gridOf(rows, opt); ok {
		g.doc = d
		return g, !whole || len(d.Path) == w*h
	}
	b := board.Board{W: int32(w), H: int32(h)}
	if w > board.MaxSide || h > board.MaxSide || opt.Board != (board.Board{}) && opt.Board != b {
		return cellLineGrid{}, false
	}
	var vals []int64
	var offs []int
	for _, r := range rows {
		for _, c := range r {
			vals, offs = append(vals, c.gridValue()), append(offs, c.off)
		}
	}
	_, _, err := gridPath(vals, b, opt.Flip, func(i int, sentinel error, format string, args ...any) error {
		return t.errAt(offs[i], sentinel, format, args...)
	})
	if !errors.Is(err, ErrNumbering) {
		return cellLineGrid{}, false
	}
	g.err, g.squares = err, w*h
	return g, true
}

// holeShape is shape with its '#' left out, trimmed: the shape of the
// line of a square not visited.
func holeShape(shape string) string {
	return string(bytes.TrimSpace(bytes.ReplaceAll([]byte(shape), []byte("#"), nil)))
}

// cellsByPlace reads the run of lines from i by the second rule, read
// whole: a grid from a later line would leave the lines before it, of
// three numbers each, beside it. next is the line after the run.
func (t *text) cellsByPlace(i int, shapes []string, ints [][]cell, opt ReadOptions) (g cellLineGrid, ok bool, next int) {
	if len(ints[i]) != 3 {
		return cellLineGrid{}, false, i + 1
	}
	e := i
	for e+1 < len(t.lines) && shapes[e+1] == shapes[i] && len(ints[e+1]) == 3 {
		e++
	}
	lines := ints[i : e+1]
	if len(lines) < 9 || strings.ContainsAny(shapes[i], "([{") {
		return cellLineGrid{}, false, e + 1 // brackets of three: squares in order, the pair readers'
	}
	var found []cellLineGrid
	for v := range 3 {
		x, y := (v+1)%3, (v+2)%3
		if x > y {
			x, y = y, x
		}
		for _, xy := range [][2]int{{x, y}, {y, x}} {
			if g, ok := t.placed(lines, xy[0], xy[1], v, opt); ok {
				found = append(found, g)
				break
			}
		}
	}
	if len(found) != 1 {
		return cellLineGrid{}, false, e + 1 // no numbering, or two: not certain
	}
	g = found[0]
	g.first, g.last = i, e
	return g, true, e + 1
}

// placed is the grid whose cells are the integers at v of lines, placed
// at the column and row their integers at x and y rank among the values
// those take; false unless they fill a W x H board once each. Placed so,
// the rows are certain, as a grid's printed in rows: a fault of their
// numbering (a number twice) is the tour's, as cellsByLine reads it.
func (t *text) placed(lines [][]cell, x, y, v int, opt ReadOptions) (cellLineGrid, bool) {
	ranks := func(k int) map[int]int {
		var vals []int
		for _, l := range lines {
			vals = append(vals, l[k].v)
		}
		sort.Ints(vals)
		vals = slices.Compact(vals)
		r := make(map[int]int, len(vals))
		for i, val := range vals {
			r[val] = i
		}
		return r
	}
	cols, rws := ranks(x), ranks(y)
	w, h := len(cols), len(rws)
	if w < 3 || h < 3 || w*h != len(lines) {
		return cellLineGrid{}, false
	}
	// Lines in the order of their values, or whose squares step as a
	// knight does line to line, are a path written in order: read so
	// by the pair readers, as the values may be no visit numbers.
	ascending, steps := true, 0
	for k := 1; k < len(lines); k++ {
		ascending = ascending && lines[k][v].v > lines[k-1][v].v
		dx, dy := abs(cols[lines[k][x].v]-cols[lines[k-1][x].v]), abs(rws[lines[k][y].v]-rws[lines[k-1][y].v])
		if dx*dy == 2 {
			steps++
		}
	}
	if ascending || 2*steps >= len(lines)-1 {
		return cellLineGrid{}, false
	}
	rows := make([][]cell, h)
	for r := range rows {
		rows[r] = make([]cell, w)
	}
	filled := make([]bool, w*h)
	for _, l := range lines {
		r, c := rws[l[y].v], cols[l[x].v]
		if filled[r*w+c] || l[v].v < 0 {
			return cellLineGrid{}, false // two numbers on one square, or none
		}
		filled[r*w+c] = true
		rows[r][c] = l[v]
	}
	return t.numbered(cellLineGrid{}, rows, opt, true)
}

// withCellLines is readText of t holding grids, each a tour, when the
// rest of t is words: no line of it holds three numbers or squares
// (squareWords; named values, "len=9", are a label's) or more, nor all of it nine (no board but 1x1 of fewer squares has a tour). Its lines,
// and those of a grid that hold no cell, are named as skipped by the grid
// after them (the last grid takes those after it). ok is false when the
// rest holds numbers, for t to be read as a whole.
func (t *text) withCellLines(grids []cellLineGrid, opt ReadOptions) (tours []Tour, ok bool) {
	inGrid := make([]bool, len(t.lines))
	for _, g := range grids {
		for i := g.first; i <= g.last; i++ {
			inGrid[i] = true
		}
	}
	all := 0
	for i := range t.lines {
		if !inGrid[i] {
			ints := t.lineInts(i)
			n := len(ints) - t.namedValues(i, ints) + squareWords(t.line(i))
			if all += n; n >= 3 || all >= 9 {
				return nil, false
			}
		}
	}
	k := 0
	for i := range t.lines {
		for k+1 < len(grids) && i > grids[k].last {
			k++
		}
		if s := bytes.TrimSpace(t.line(i)); len(s) > 0 && (!inGrid[i] || slices.Contains(grids[k].aside, i)) {
			grids[k].doc.Skipped = append(grids[k].doc.Skipped, Skip{Line: i + 1, Text: shorten(string(s))})
		}
	}
	for _, g := range grids {
		if g.err != nil {
			tours = append(tours, Tour{Line: lineOf(g.err), Err: g.err, Asked: opt.Format, squares: g.squares})
			continue
		}
		tours = append(tours, Tour{Line: g.doc.Line, Readings: []Document{g.doc}, Asked: opt.Format})
	}
	return tours, true
}
