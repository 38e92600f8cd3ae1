package notation

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// cutKey is a paragraph cutGrid read, under the options it read it
// with; cutResult is what it found.
type cutKey struct {
	first, last int
	opt         ReadOptions
}

type cutResult struct {
	doc *Document
	err error
}

// cutGrid names what a block no reader read holds when its rows of
// numbers fall short of a grid: rows of one length W around rows with
// fewer (a row cut short), or rows whose largest number needs more rows
// than are written (a grid that stops early), their numbers distinct.
// Such a block is no certain reading: a W x H numbering with numbers
// missing, or a list of its numbers. The error says which rows are short
// (at the end of the first one's numbers, where the missing ones belong),
// both readings and the flags that pick one; nil when the block is not
// such rows. A few passes over the block's lines.
//
// With -read grid (opt.Format Grid) the rows are that numbering, as
// asked: the short row's missing numbers at its end and the rows not
// written are squares not visited, so that the grid is judged: a
// numbering that skips a number is an [ErrNumbering] fault, any other the
// path of its numbers. doc is then that grid, or nil with the fault.
func (t *text) cutGrid(bl block, opt ReadOptions) (doc *Document, err error) {
	// The whole paragraph: a short row may have cut the block in two.
	first, last := t.paragraphOf(t.span(bl))
	// Every block of a paragraph reads the paragraph: once, or a file of
	// many blocks and no blank line would be read once a block.
	key := cutKey{first, last, opt}
	if r, ok := t.cutGrids[key]; ok {
		return r.doc, r.err
	}
	defer func() {
		if t.cutGrids == nil {
			t.cutGrids = map[cutKey]cutResult{}
		}
		t.cutGrids[key] = cutResult{doc, err}
	}()
	if opt.Format != Grid {
		if fault := t.unvisitedFault(first, last, opt); fault != nil {
			return nil, fault
		}
	}
	var rows []cutRow
	w, counts := 0, map[int]int{}
	var marked []int // lines with marks or negative numbers
	for i := first - 1; i < last; i++ {
		for _, r := range t.bracketRows(i, t.lineCells(i, false)) {
			if slices.ContainsFunc(r, func(c cell) bool { return c.mark != 0 || c.v < 0 }) {
				marked = append(marked, i+1) // a date's "-12", or a partial numbering's mark
			} else if len(r) > 0 {
				rows = append(rows, cutRow{i + 1, r})
				counts[len(r)]++
			}
		}
	}
	rows, counts = unlabelled(rows, counts)
	for l, k := range counts { // W: the most common length, the longer of two
		if k > counts[w] || k == counts[w] && l > w {
			w = l
		}
	}
	// The rows from the first of W numbers to the last, with the row on
	// the line before or after them (the first or last row cut short).
	s, e := -1, -1
	for k, r := range rows {
		if len(r.cells) == w {
			e = k
			if s < 0 {
				s = k
			}
		}
	}
	if w < 3 || w > board.MaxSide || s < 0 || slices.ContainsFunc(rows[s:e+1], func(r cutRow) bool { return len(r.cells) > w }) {
		return nil, nil
	}
	// A number twice: no numbering cut short.
	distinct := func(rs []cutRow) bool {
		seen := map[int]bool{}
		for _, r := range rs {
			for _, c := range r.cells {
				if seen[c.v] {
					return false
				}
				seen[c.v] = true
			}
		}
		return true
	}
	if !distinct(rows[s:e+1]) || slices.ContainsFunc(marked, func(l int) bool { return l > rows[s].line && l < rows[e].line }) {
		return nil, nil
	}
	// The last row first: a file cut short is more common than a
	// caption's number ("tour(8)") beside a grid.
	if e+1 < len(rows) && rows[e+1].line <= rows[e].line+1 && distinct(rows[s:e+2]) {
		e++
	}
	if s > 0 && rows[s-1].line >= rows[s].line-1 && distinct(rows[s-1:e+1]) {
		s-- // not a caption's number the grid repeats
	}
	rows = rows[s : e+1]
	hi, n, zero := 0, 0, false
	var short []cutRow
	for _, r := range rows {
		for _, c := range r.cells {
			hi, n, zero = max(hi, c.v), n+1, zero || c.v == 0
		}
		if len(r.cells) < w {
			short = append(short, r)
		}
	}
	squares := hi // numbered from 1, or from 0 up to hi
	if zero {
		squares++
	}
	h := max(len(rows), (squares+w-1)/w)
	// Fewer numbers than the rows they need: a log's numbers ("5979
	// nodes"), no grid's rows cut short.
	if len(rows) < 3 || h > board.MaxSide || n < h || len(short) == 0 && h == len(rows) {
		return nil, nil
	}
	if opt.Format != Grid {
		if fault := t.cutFault(rows, w, opt); fault != nil {
			return nil, fault
		}
	}
	var what []string
	lengths := make([]string, len(rows))
	for k, r := range rows {
		lengths[k] = fmt.Sprint(len(r.cells))
		if short := w - len(r.cells); short > 0 {
			what = append(what, fmt.Sprintf("row %d (line %d) %d %s short", k+1, r.line, short, board.Plural(short, "number", "numbers")))
		}
	}
	if len(lengths) > 12 {
		lengths = append(lengths[:12], "...")
	}
	if h > len(rows) {
		what = append(what, fmt.Sprintf("%d %s missing after row %d, its largest number %d needing %d rows", h-len(rows), board.Plural(h-len(rows), "row", "rows"), len(rows), hi, h))
	}
	at := rows[len(rows)-1].cells
	if len(short) > 0 {
		at = short[0].cells
	}
	end := at[len(at)-1].off
	for end < len(t.b) && (isDigit(t.b[end]) || t.b[end] == '.') {
		end++
	}
	b := board.Board{W: int32(w), H: int32(h)}
	if opt.Format == Grid {
		if opt.Board != (board.Board{}) && opt.Board != b {
			return nil, nil // the rows are no numbering of the board given: the reader's error
		}
		return t.cutGridRead(rows, b, hi+1-squares, hi, n, end, opt)
	}
	return nil, t.errAt(end, board.ErrSyntax, "lines %d-%d hold rows of %s numbers, no whole grid: "+
		"read as %s numbering, %s (%d of its %d numbers, none twice); read as a list, %d numbers; "+cutGridAdvice,
		rows[0].line, rows[len(rows)-1].line, strings.Join(lengths, ", "), board.A(b.String()), strings.Join(what, ", "), n, b.Size(), n)
}

// cutGridAdvice ends every message about rows of numbers cut short, in
// memory and streamed: what settles it.
const cutGridAdvice = "neither reading is certain: complete the grid, or give -read grid to judge it as the numbering, its missing numbers squares not visited"

// cutRow is a row of numbers of a grid cut short, and its line.
type cutRow struct {
	line  int
	cells []cell
}

// cutGridRead is cutGrid's reading under -read grid: the rows (n distinct
// numbers from base to hi) as a b numbering, each short row's missing
// numbers at its end and the rows not written squares not visited; end
// is where the first short row ends.
func (t *text) cutGridRead(rows []cutRow, b board.Board, base, hi, n, end int, opt ReadOptions) (*Document, error) {
	if v := missingFrom(rows, base, hi); v >= 0 {
		return nil, t.errAt(end, ErrNumbering, "%d squares numbered %d to %d skip %d (read as %s numbering, as -read grid asks)", n, base, hi, v, board.A(b.String()))
	}
	grid := make([][]cell, b.H)
	last := rows[len(rows)-1].cells
	for y := range grid {
		if y < len(rows) {
			grid[y] = slices.Clone(rows[y].cells)
		}
		for len(grid[y]) < int(b.W) {
			grid[y] = append(grid[y], cell{mark: '.', off: last[len(last)-1].off})
		}
	}
	o := opt
	o.Board = b
	d, ok := t.gridOf(grid, o)
	if !ok {
		return nil, nil
	}
	return &d, nil
}

// paragraphOf widens lines first..last (from 1) to the lines not blank
// next to them above and below. The runs of lines not blank are found
// once for t, so that each block of a long paragraph costs a lookup.
func (t *text) paragraphOf(first, last int) (int, int) {
	n := len(t.lines)
	if t.runFirst == nil {
		t.runFirst, t.runLast = make([]int32, n+2), make([]int32, n+2)
		for l := 1; l <= n; l++ {
			t.runFirst[l] = int32(l)
			if l > 1 && !t.blankLine(l-1) && !t.blankLine(l) {
				t.runFirst[l] = t.runFirst[l-1]
			}
		}
		for l := n; l >= 1; l-- {
			t.runLast[l] = int32(l)
			if l < n && !t.blankLine(l+1) && !t.blankLine(l) {
				t.runLast[l] = t.runLast[l+1]
			}
		}
	}
	if first > 1 && first-1 <= n && !t.blankLine(first-1) {
		first = int(t.runFirst[first-1])
	}
	if last < n && last >= 0 && !t.blankLine(last+1) {
		last = int(t.runLast[last+1])
	}
	return first, last
}

// blankLine reports whether line l (from 1) holds only white space.
func (t *text) blankLine(l int) bool { return len(bytes.TrimSpace(t.line(l-1))) == 0 }
