package notation

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/knightcert/knight/board"
)

// This file reads a block the layout readers could not by what a tour is
// made of, whatever is around it: a numbered grid is lines
// whose integers alone form a W x H rectangle numbered 1..W*H or
// 0..W*H-1, whatever brackets, walls, marks or labels surround them; a
// square list is the squares of consecutive lines, whatever words and
// marks are between them. The rest of the block's lines are words,
// named in Skipped. Both readings are certain only when complete: a
// grid numbers every square exactly once, a list names as many squares
// as the board has, all on it, so a fault found in them is the tour's; a
// list on one line naming more than half its board is complete as
// written, a tour that covers fewer squares.

// cell is an integer of a line, or a mark standing for an unvisited
// square (mark set: '.', '*', '-', '_', '?', or '=' for "--"), and
// where it is written.
type cell struct {
	v    int
	mark byte
	off  int
}

// lineInts are the integers of a line standing alone: digits not glued to
// a letter, '_', another number's decimal point or a name's hyphen
// ("solver-1", a container's name); a '-' before them otherwise
// makes them negative (a date's "-12" is then no square's number).
func (t *text) lineInts(i int) []cell {
	var out []cell
	for _, c := range t.lineCells(i, false) {
		if c.mark == 0 {
			out = append(out, c)
		}
	}
	return out
}

// isMarkChar reports whether c may mark an unvisited square of a grid.
func isMarkChar(c byte) bool { return c == '.' || c == '*' || c == '-' || c == '_' || c == '?' }

// isCellEdge reports whether c may stand beside a cell of a grid: a
// space, a separator, a bracket or a wall.
func isCellEdge(c byte) bool {
	return c == ' ' || c == '\t' || c == ',' || c == ';' || c == '|' || c == '[' || c == ']' || c == '(' || c == ')' || c == '{' || c == '}'
}

// dashPair reports whether the number l[k:j] is the second of a pair
// written x-y ("[1-1, 2-3]" of a Prolog pair, "4-8"): a '-' between two
// numbers, each standing alone, is no sign. A date's "2024-12-01" chains
// three numbers: its '-' stays a sign, so that no square is read from it.
func dashPair(l []byte, k, j int) bool {
	s := k - 1
	for s > 0 && isDigit(l[s-1]) {
		s--
	}
	if s == k-1 || s > 0 && (l[s-1] == '-' || l[s-1] == '.' || isLetter(l[s-1])) {
		return false
	}
	return j == len(l) || l[j] != '-' && l[j] != '.' && !isLetter(l[j])
}

// termStop reports whether the mark l[k:j] ends the line after a closing
// bracket ("[1, 14, 9].", "{1, 14, 9} ." of a Prolog or Erlang term):
// punctuation of the literal, outside the row, in no cell of the grid.
func termStop(l []byte, k, j int) bool {
	before := bytes.TrimRight(l[:k], " \t")
	return len(before) > 0 && bytes.IndexByte([]byte(")]}"), before[len(before)-1]) >= 0 && len(bytes.TrimSpace(l[j:])) == 0
}

// dotRun is the length of the run of '.' that b[at] is in, counted up to
// three: three or more are an ellipsis, text left out, no mark of a
// square. It looks no further, so that a line of dots costs a look a dot.
func dotRun(b []byte, at int) int {
	s, e := at, at
	for s > 0 && b[s-1] == '.' && at-s < 2 {
		s--
	}
	for e < len(b) && b[e] == '.' && e-s < 3 {
		e++
	}
	return e - s
}

// lineCells are the integers of a line standing alone (lineInts) and,
// between cell edges, the marks of unvisited squares ('.', '*', '-', '_',
// '?', "--"). With lead false the line's first mark, before anything
// else on it, is a bullet or comment mark (" * ", "- ", "--"), not a
// cell; a line of '-' and '_' marks alone with a "--" among them is a
// rule (|--|--|), no cells. A Lisp form's name and arguments before a
// quoted literal are no cells (quotedData).
func (t *text) lineCells(i int, lead bool) []cell {
	l := t.line(i)
	base := t.lines[i]
	if textCell(l) {
		return nil
	}
	var out []cell
	rule, dashes := true, false
	for k := quotedData(l); k < len(l); {
		if isMarkChar(l[k]) {
			j := k + 1
			if l[k] == '-' && j < len(l) && l[j] == '-' {
				j++
			}
			if (k == 0 || isCellEdge(l[k-1])) && (j == len(l) || isCellEdge(l[j])) && !termStop(l, k, j) {
				m := l[k]
				if j == k+2 {
					m = '='
				}
				if lead || len(bytes.TrimSpace(l[:k])) > 0 {
					out = append(out, cell{mark: m, off: base + k})
					rule = rule && (m == '-' || m == '_' || m == '=')
					dashes = dashes || m == '='
				}
			}
			k = j
			continue
		}
		if !isDigit(l[k]) {
			k++
			continue
		}
		j := k
		v := 0
		for j < len(l) && isDigit(l[j]) {
			if v < 1<<40 {
				v = v*10 + int(l[j]-'0')
			}
			j++
		}
		if z := j + 1; j < len(l) && l[j] == '.' {
			for z < len(l) && l[z] == '0' {
				z++
			}
			if z == len(l) || isCellEdge(l[z]) {
				j = z // a whole number printed as a float: "30." or "30.0"
			}
		}
		glued := k > 0 && (isLetter(l[k-1]) || l[k-1] == '_' || l[k-1] == '.' && k > 1 && isDigit(l[k-2]) || l[k-1] == '-' && k > 1 && isLetter(l[k-2]) && nameEnd(l, j)) ||
			j < len(l) && (isLetter(l[j]) || l[j] == '_' || l[j] == '.' && j+1 < len(l) && isDigit(l[j+1]))
		if k > 0 && l[k-1] == '-' && !dashPair(l, k, j) {
			v = -v
			if len(out) > 0 && out[len(out)-1].off == base+k-1 {
				out = out[:len(out)-1] // the sign, not a mark
			}
		}
		if !glued {
			out = append(out, cell{v: v, off: base + k})
			rule = false
		}
		k = j
	}
	if rule && dashes {
		return nil
	}
	return out
}

// nameEnd reports whether a name's number ending at l[j] ends the name:
// space, a tab, a wall or the line's end after it ("solver-1  | "), as
// a container's name stands before its log line. A number the name runs
// on after ("pool-1-thread-2]") is left to the rules for cells.
func nameEnd(l []byte, j int) bool {
	return j == len(l) || l[j] == ' ' || l[j] == '\t' || l[j] == '|'
}

// textCell reports whether l is a row of a table of words and figures:
// walled by '|', with a cell between two others that holds no digit and
// two letters or more ("TBA", "n/a"), and a figure no grid writes, a
// number with a unit or a fraction ("| 7 | TBA | 0.00s (20, 29) |"), so
// that no grid's mark ('x', "NA") makes a row words alone. Its numbers
// are the table's, not a grid's: a grid's cells are whole numbers or one
// mark, and its labels (a rank's letter, "row 3") stand in the first or
// last column.
func textCell(l []byte) bool {
	if bytes.Count(l, []byte("|")) < 3 {
		return false
	}
	cells := bytes.Split(l, []byte("|"))
	cells = cells[1 : len(cells)-1] // what stands outside the walls is no cell
	words := false
	for k := 1; k+1 < len(cells) && !words; k++ {
		if c := cells[k]; !bytes.ContainsAny(c, "0123456789") {
			letters := 0
			for _, b := range c {
				if isLetter(b) {
					letters++
				}
			}
			words = letters >= 2
		}
	}
	return words && slices.ContainsFunc(cells, measured)
}

// measured reports whether c holds a number with a unit glued after it
// ("0.00s") or a fraction that is not zero ("3.25"): a figure, which no
// grid's cell is (numpy's "30." is a whole number).
func measured(c []byte) bool {
	for k := 0; k < len(c); k++ {
		if !isDigit(c[k]) || k > 0 && (isDigit(c[k-1]) || c[k-1] == '.') {
			continue
		}
		j := k
		for j < len(c) && isDigit(c[j]) {
			j++
		}
		fraction := false
		if j+1 < len(c) && c[j] == '.' && isDigit(c[j+1]) {
			for j++; j < len(c) && isDigit(c[j]); j++ {
				fraction = fraction || c[j] != '0'
			}
		}
		if fraction || j < len(c) && isLetter(c[j]) {
			return true
		}
		k = j
	}
	return false
}

// unvisited reports whether c marks an unvisited square: a mark, a
// negative number, or 0 when zeroAsMark (0 is written more than once).
func (c cell) unvisited(zeroAsMark bool) bool {
	return c.mark != 0 || c.v < 0 || c.v == 0 && zeroAsMark
}

// gridValue is the number gridPath reads for the cell: -1 for a square
// not visited (a mark or a negative number).
func (c cell) gridValue() int64 {
	if c.unvisited(false) {
		return -1
	}
	return int64(c.v)
}

// markKey is what an unvisited cell writes, for the rule that every
// unvisited square of a grid carries the same mark.
func (c cell) markKey() int {
	if c.mark != 0 {
		return -(1 << 50) - int(c.mark)
	}
	return c.v
}

// structuralGrid reads the lines first..last of the text as numbered
// grids found by their integers: in each run of consecutive lines with the
// same number W of cells (at least three; blank lines go with the run),
// the rows from each start that number W x H squares, each once, from 0
// or 1 over three rows or more, the longest before a number repeats (the
// next grid's first), one grid after another; a row in no grid is text
// around them. A grid may mark the squares it does not number, all with
// one mark ('.', -1, 0 when numbering from 1): a partial numbering, a
// path. A line's first mark is read as a bullet or comment mark first,
// and as a cell only when so no grid is found; when no grid is found at
// all, the integers are sorted by how they are written (classedGrids).
func (t *text) structuralGrid(first, last int, opt ReadOptions) []Document {
	for _, lead := range []bool{false, true} {
		ints := t.cellRows(first, last, lead)
		out, which := t.gridsIn(ints, opt), ""
		if !lead && len(out) > 0 {
			out = t.withLiterals(out, first, last, opt)
		}
		if len(out) == 0 {
			if rows, labels := labelled(ints, opt.Board); labels != "" {
				out, which = t.gridsIn(rows, opt), labels
			}
		}
		if len(out) == 0 {
			if rows, beside := t.besideWords(ints); beside != "" {
				out, which = t.gridsIn(rows, opt), beside
			}
		}
		for i := range out {
			out[i].markGuess = lead && len(out[i].Path) < out[i].Board.Size()
			if which != "" {
				out[i].Decoration = which
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if out := t.captionGrids(first, last, opt); len(out) > 0 {
		return out
	}
	var lits []Document // literals beside numbers of no grid ("f(1),"), on lines of no other number
	for i := first; i <= last; i++ {
		if spans := literals(t.line(i)); !slices.ContainsFunc(t.lineInts(i), func(c cell) bool {
			return !slices.ContainsFunc(spans, func(sp [2]int) bool { return c.off-t.lines[i] > sp[0] && c.off-t.lines[i] < sp[1] })
		}) {
			for _, d := range t.literalGrids(i, opt) {
				if d.Board.Size() == 1 || min(d.Board.W, d.Board.H) >= 3 {
					lits = append(lits, d) // a board one or two wide has no tour: words
				}
			}
		}
	}
	if len(lits) > 0 {
		return lits
	}
	docs, _ := t.classedGrids(first, last, opt)
	return docs
}

// withLiterals is grids found by their runs of rows and the grids that
// the lines first..last in none of them print as literals (literalGrids),
// in line order: a literal beside a grid is read as it is alone.
func (t *text) withLiterals(grids []Document, first, last int, opt ReadOptions) []Document {
	out := grids
	in := make([]bool, max(last-first+1, 0)) // lines of the grids, marked once for them all
	for _, d := range grids {
		for l := max(d.Line, first+1); l <= min(d.endLine, last+1); l++ {
			in[l-1-first] = true
		}
	}
	for i := first; i <= last; i++ {
		if in[i-first] {
			continue
		}
		out = append(out, t.literalGrids(i, opt)...)
	}
	if len(out) > len(grids) {
		slices.SortStableFunc(out, func(a, b Document) int { return a.Line - b.Line })
	}
	return out
}

// labelled is rows without their labels: in each run of three or more
// rows of one length (four cells or more), the first or last column the
// layout reader takes for labels (layouts: one that counts up or down by
// one, row to row, as console.table's (index) column, a spreadsheet's or
// a database's row numbers and a board's ranks write them; both when the
// rows are two cells wider than the board given). Other rows are kept as
// they are; which names the columns left out as the layout reader names
// them ("the first column"), "" for none.
func labelled(rows [][]cell, want board.Board) (out [][]cell, which string) {
	rows, own := ownLineLabels(rows)
	out = slices.Clone(rows)
	var cut layout
	widthRuns(rows, func(s, e int, run [][]cell) bool {
		w := len(rows[s])
		var index [][]int // the layout reader's rows: each cell's place in vals
		var vals []int64
		for _, r := range run {
			row := make([]int, len(r))
			for j, c := range r {
				row[j] = len(vals)
				vals = append(vals, c.gridValue())
			}
			index = append(index, row)
		}
		if w >= 4 && len(index) >= 3 {
			var l layout
			for _, c := range layouts(index, vals, want) {
				if c.top == 0 && c.bottom == 0 {
					l = c // the columns only, the most taken off
				}
			}
			for k := s; k < e; k++ {
				if len(rows[k]) > 0 {
					out[k] = rows[k][l.left : w-l.right]
				}
			}
			cut.left, cut.right = max(cut.left, l.left), max(cut.right, l.right)
		}
		return true
	})
	if which = cut.String(); own {
		which = strings.TrimSuffix("a label's line above each row, "+which, ", ")
	}
	return out, which
}

// besideWords is rows without their last cell where a word stands
// between it and the cell before: a caption's number written beside a
// grid's row ("Score: 36" after its last cell) is text around the grid,
// no cell of it, when the row is one cell wider than a row next to it.
// A caption of several numbers ("shape=[18, 8]") is left as it is: it
// may say what the grid is. which quotes the first such
// caption and its line, "" when no row has one.
func (t *text) besideWords(rows [][]cell) (out [][]cell, which string) {
	out = rows
	for i, r := range rows {
		k := len(r) - 1
		if k < 3 || !(i > 0 && len(rows[i-1]) == k || i+1 < len(rows) && len(rows[i+1]) == k) {
			continue // a row of a grid is one cell wider than the row beside it
		}
		word := bytes.IndexFunc(t.b[r[k-1].off:r[k].off], unicode.IsLetter)
		if word < 0 {
			continue
		}
		if which == "" {
			at := r[k-1].off + word
			l := lineIndex(t.lines, at)
			line, _ := t.pos(at)
			which = fmt.Sprintf("%s beside line %d", t.quote(at, t.lines[l]+len(t.line(l))), line)
			out = slices.Clone(rows)
		}
		out[i] = r[:k]
	}
	return out, which
}

// ownLineLabels is rows without the labels written each on a line of
// its own above its row (MediaWiki's "! 8" over "| 36 || 33 ...") and
// the rules between them: three rows or more of one width, three cells
// or more, each under one number, the numbers counting up or down by one.
func ownLineLabels(rows [][]cell) (out [][]cell, own bool) {
	var at []int // the rows with a number: a rule ("|-") is one mark
	for k, r := range rows {
		if len(r) > 1 || len(r) == 1 && r[0].mark == 0 {
			at = append(at, k)
		}
	}
	out = rows
	for i := 0; i+1 < len(at); i++ {
		w, n, step := len(rows[at[i+1]]), 0, 0
		for j := i; j+1 < len(at) && w >= 3 && len(rows[at[j]]) == 1 && len(rows[at[j+1]]) == w; j += 2 {
			if n == 1 {
				step = rows[at[j]][0].v - rows[at[i]][0].v
			}
			if n > 0 && (step*step != 1 || rows[at[j]][0].v != rows[at[i]][0].v+n*step) {
				break
			}
			n++
		}
		if n >= 3 {
			out, own = slices.Clone(out), true
			for k := at[i]; k < at[i+2*n-1]; k++ {
				if len(out[k]) != w {
					out[k] = nil // a label, or a rule between the rows
				}
			}
			i += 2*n - 1
		}
	}
	return out, own
}

// bracketRows are the rows of line i's cells: one, or, when the line
// nests its cells in two or more innermost brackets and holds none
// outside them (a literal printed on one line: [[1, 16], [10, 5]],
// List(List(1, 16), ...)), one row for each bracket's cells. Words
// before the first bracket or after the last ("Output: [1, 6] [14, 9]
// ... and 300 other tours") are a caption: their numbers are no cell of
// a row when the brackets hold rows of one width, as a grid's rows are.
// So are words before one bracket of three cells or more (a log
// record's fields, "tour":0,"y":3,"cells":[...]): the bracket is the row.
func (t *text) bracketRows(i int, cells []cell) [][]cell {
	return bracketed(t.line(i), t.lines[i], cells)
}

// bracketed is bracketRows of the text l, at offset base, and its cells.
func bracketed(l []byte, base int, cells []cell) [][]cell {
	var rows [][]cell
	open, k := -1, 0 // the innermost bracket open, the next cell
	lead := 0        // cells before the first bracket's
	depth := 0       // brackets open
	for j, c := range l {
		switch c {
		case '[', '(', '{':
			open = j
			depth++
		case ']', ')', '}':
			depth--
			if open < 0 {
				continue
			}
			// Before the rows and in no other bracket, a bracket of
			// words ("Solution #1 (4926 backtracks): [[...") or the
			// count of the next bracket's cells ("▶ 3: (5) [14, 21,
			// 50, 17, 52]", a console's) is the caption's, its numbers
			// none.
			words := len(rows) == 0 && depth == 0 && (caption(l[open:j]) || countOfNext(l, base, open, j, cells[k:]))
			var row []cell
			for ; k < len(cells) && cells[k].off-base < j; k++ {
				switch {
				case cells[k].off-base < open:
					if len(rows) > 0 || !caption(l[:open]) {
						return [][]cell{cells} // a cell outside the brackets
					}
					lead++
				case words:
					lead++
				default:
					row = append(row, cells[k])
				}
			}
			if len(row) > 0 {
				rows = append(rows, row)
			}
			open = -1
		}
	}
	if len(rows) < 2 && (lead == 0 || len(rows) == 0 || len(rows[0]) < 3) {
		return [][]cell{cells}
	}
	if lead > 0 || k < len(cells) {
		last := rows[len(rows)-1]
		tail := l[last[len(last)-1].off-base:]
		if k < len(cells) && !caption(tail[bytes.IndexAny(tail, "])}")+1:]) ||
			slices.ContainsFunc(rows, func(r []cell) bool { return len(r) != len(rows[0]) }) {
			return [][]cell{cells}
		}
	}
	return rows
}

// countOfNext reports whether the bracket l[open:end] holds one number
// alone, the count of the cells of the bracket opened just after it.
func countOfNext(l []byte, base, open, end int, cells []cell) bool {
	for len(cells) > 0 && cells[0].off-base < open {
		cells = cells[1:]
	}
	if len(cells) < 2 || cells[1].off-base < end || strings.TrimSpace(string(l[open+1:end])) != strconv.Itoa(cells[0].v) {
		return false
	}
	next := end + 1
	for next < len(l) && l[next] == ' ' {
		next++
	}
	if next == len(l) || strings.IndexByte("[({", l[next]) < 0 {
		return false
	}
	inside := 0
	for _, c := range cells[1:] {
		if c.off-base > next && !bytes.ContainsAny(l[next:c.off-base], "])}") {
			inside++
		}
	}
	return inside == cells[0].v
}

// caption reports whether s, beside a line's bracketed rows, is words:
// it holds a letter, of any script.
func caption(s []byte) bool {
	return slices.ContainsFunc(s, func(c byte) bool { return isLetter(c) || c >= 0x80 })
}

// gridsIn is structuralGrid's reading of the lines' cells. The rows
// scanned from every start are bounded by scanRowsPerRow a row in all (a
// grid's scan ends at the first number repeated, the next grid's or a
// label's, so a few rows per row are enough); past it no more grids are
// looked for, so that rows of numbers that never repeat nor number a
// grid ("2 3 4", "5 6 7", ...) cost time linear in the rows, not the
// square of them.
func (t *text) gridsIn(ints [][]cell, opt ReadOptions) []Document {
	var out []Document
	budget := scanRowsPerRow*len(ints) + board.MaxSide
	widthRuns(ints, func(_, _ int, rows [][]cell) bool {
		found := t.gridsInRun(rows, opt, &budget)
		switch {
		case len(found) == 0:
			found = t.sideBySide(rows, opt, &budget)
		case len(found) > 1 && opt.Board == (board.Board{}):
			found = eitherCut(found, t.sideBySide(rows, opt, &budget))
		}
		if budget < 0 {
			return false
		}
		out = append(out, found...)
		return true
	})
	return out
}

// cellRows are the rows of lines first..last (from 0): each line's
// cells, or a one-line literal's, one row a bracket (bracketRows); lead
// as lineCells takes it, but for the marks leadCells reads as cells.
func (t *text) cellRows(first, last int, lead bool) [][]cell {
	cells := make([][]cell, last-first+1)
	for i := range cells {
		cells[i] = t.lineCells(first+i, lead)
	}
	if !lead {
		t.leadCells(first, cells)
	}
	rows := make([][]cell, 0, len(cells))
	for i, c := range cells {
		rows = append(rows, t.bracketRows(first+i, c)...)
	}
	return rows
}

// leadCells reads as a cell the first mark of each of the lines from
// first (cells, read with lead false) that leads with one that no list
// writes as its bullet ('.', '_', '?'; not '*' or '-', which stay
// uncertain: markGuess), where the lines next to it that have as many
// cells with their marks include one that leads with a number: the
// square not visited in a board's first column (" .  12   1").
func (t *text) leadCells(first int, cells [][]cell) {
	led := make([][]cell, len(cells)) // a line's cells with its first mark, where that adds one
	leads := func(i int, is func(byte) bool) bool {
		l := bytes.TrimLeft(t.line(first+i), " \t")
		return len(l) > 0 && is(l[0])
	}
	noBullet := func(c byte) bool { return isMarkChar(c) && c != '*' && c != '-' }
	for i := range cells {
		if leads(i, noBullet) {
			if c := t.lineCells(first+i, true); len(c) == len(cells[i])+1 {
				led[i] = c
			}
		}
	}
	width := func(i int) int {
		if led[i] != nil {
			return len(led[i])
		}
		return len(cells[i])
	}
	for s := 0; s < len(cells); {
		e, number := s, false
		for e < len(cells) && width(e) == width(s) {
			number = number || led[e] == nil && leads(e, isDigit)
			e++
		}
		for i := s; i < e && number && width(s) >= 3; i++ {
			if led[i] != nil {
				cells[i] = led[i]
			}
		}
		s = e
	}
}

// widthRuns calls f with each run of rows of one width, rows[s:e] (a
// row with no cells goes with the run it falls in), and the run's rows
// that have cells, until f returns false.
func widthRuns(rows [][]cell, f func(s, e int, run [][]cell) bool) {
	for s := 0; s < len(rows); {
		w := len(rows[s])
		e := s + 1
		for e < len(rows) && (len(rows[e]) == w || len(rows[e]) == 0 && w > 0) {
			e++
		}
		run := make([][]cell, 0, e-s)
		for _, r := range rows[s:e] {
			if len(r) > 0 {
				run = append(run, r)
			}
		}
		if !f(s, e, run) {
			return
		}
		s = e
	}
}

// gridsInRun is gridsIn's reading of one run of rows of one width: the
// grids one after another down it, none cut from a longer literal on
// one line (cutFromLine).
func (t *text) gridsInRun(rows [][]cell, opt ReadOptions, budget *int) []Document {
	var out []Document
	lines := make([]int, len(rows)) // each row's line, for their spacing
	for k, row := range rows {
		lines[k], _ = t.pos(row[0].off)
		if t.rowPlace != nil {
			lines[k] = t.rowPlace[row[0].off]
		}
	}
	end := 0     // the rows before end are grids read
	covered := 0 // the rows of the grids read
	// Empty boards (one value in every cell) stacked with the grids,
	// with no line between (stackedBoards), are named with the grid
	// after them, or the last: their lines, and the rows they cover.
	var empty [][2]int
	lineOf := func(k int) int { l, _ := t.pos(rows[k][0].off); return l }
	addEmpty := func(from, to int) {
		empty = append(empty, [2]int{lineOf(from), lineOf(to - 1)})
		covered += to - from
	}
	var spans [][2]int  // the rows of each grid read, and -1 for a stacked one's
	var stages [][2]int // the rows of partial numberings inside the run
	add := func(d Document, h int) {
		d.emptyRows, empty = empty, nil
		out = append(out, d)
		spans = append(spans, [2]int{-1, -1})
		covered += h
	}
	for r := 0; len(rows) > 0 && len(rows[0]) >= 3 && r < len(rows); {
		h, partial := numberedRows(rows[r:], lines[r:], opt, budget)
		if *budget < 0 {
			return out
		}
		if partial {
			if parts := stackedBoards(cellValues(rows[r:r+h]), len(rows[0]), opt); parts != nil {
				from := r
				for _, p := range parts {
					if r+p[0] > from {
						addEmpty(from, r+p[0])
					}
					from = r + p[1]
					if d, ok := t.gridOf(rows[r+p[0]:r+p[1]], opt); ok {
						add(d, p[1]-p[0])
					}
				}
				if from < r+h {
					addEmpty(from, r+h)
				}
				r += h
				end = r
				continue
			}
		}
		if bh := int(opt.Board.H); h == 0 && bh >= 3 && int(opt.Board.W) == len(rows[0]) && r+bh <= len(rows) && oneValue(cellValues(rows[r:r+bh])) {
			// With the board given, a grid ends at its last row, so
			// an empty board after it stands alone.
			addEmpty(r, r+bh)
			r += bh
			continue
		}
		if h == 0 || partial && (r > 0 || h < len(rows)) {
			// A partial numbering is the whole run of rows: any
			// rows of one could number a few squares from 1, unless
			// a whole grid of its shape stands in the run (stages).
			if partial {
				stages = append(stages, [2]int{r, r + h})
			}
			r++
			continue
		}
		if cutFromLine(lines, r, h, end, func() bool {
			next, _ := numberedRows(rows[r+h:], lines[r+h:], opt, budget)
			return next > 0
		}) {
			r++
			continue
		}
		if d, ok := t.gridOf(rows[r:r+h], opt); ok {
			add(d, h)
			spans[len(spans)-1] = [2]int{r, r + h}
		}
		r += h
		end = r
	}
	if len(out) == 0 {
		return nil
	}
	for k, sp := range spans {
		// Rows of its width just above and below it, spaced as its own
		// and in no grid: the rows may be two boards stacked, the
		// grid's numbers the foot of one and the head of the next.
		in := func(x int) bool {
			return slices.ContainsFunc(spans, func(o [2]int) bool { return x >= o[0] && x < o[1] })
		}
		r, e := sp[0], sp[1]
		if r > 0 && e < len(rows) && e-r >= 2 && !in(r-1) && !in(e) &&
			lines[r]-lines[r-1] == lines[r+1]-lines[r] && lines[e]-lines[e-1] == lines[r+1]-lines[r] {
			out[k].straddles = true
		}
	}
	out[len(out)-1].emptyRows = append(out[len(out)-1].emptyRows, empty...)
	if stagesRead := t.searchStages(rows, stages, out, opt); len(stagesRead) > 0 {
		for _, d := range stagesRead {
			covered += d.Board.Size() / int(d.Board.W)
		}
		out = append(out, stagesRead...)
		slices.SortStableFunc(out, func(a, b Document) int { return a.Line - b.Line })
	}
	if len(rows)-covered > 2*covered {
		// A few rows of a longer table of one width that happen to
		// number a board (a Step, Row, Col table whose three rows hold
		// 0..8): the table's rows, no grid, as cutFromLine says of a
		// literal's members on one line.
		return nil
	}
	return out
}

// searchStages reads the partial numberings among a run's rows (stages,
// as numberedRows found them) that have the shape of a whole grid read
// in the run (grids): a search that prints its board at every stage,
// its squares not yet visited marked, before the board it fills. Each
// is a grid of its own, numbering some squares once each from 0 or 1
// and marking the rest, which setAside names as a partial board
// whatever board is given. Rows a few squares numbered from 1 could
// fill by chance are not read: only a board of the very shape of a
// whole one beside it, spaced as its rows (numberedRows stops at a
// change of spacing), and taken in order, none overlapping another or a
// grid read. A board whose only mark is 0 is a stage only where the
// board after it places its numbers as this one does (samePlaces), the
// search's next print: else its 0s could be numbers.
func (t *text) searchStages(rows [][]cell, stages [][2]int, grids []Document, opt ReadOptions) []Document {
	shapes := map[board.Board]bool{}
	for _, d := range grids {
		if len(d.Path) == d.Board.Size() {
			shapes[d.Board] = true
		}
	}
	if len(shapes) == 0 {
		return nil
	}
	var out []Document
	var zeroMarked []bool
	next := 0
	for _, sp := range stages {
		b := board.Board{W: int32(len(rows[sp[0]])), H: int32(sp[1] - sp[0])}
		if sp[0] < next || !shapes[b] {
			continue
		}
		if slices.ContainsFunc(grids, func(d Document) bool {
			l, _ := t.pos(rows[sp[0]][0].off)
			e, _ := t.pos(rows[sp[1]-1][0].off)
			return l <= max(d.endLine, d.Line) && e >= d.Line
		}) {
			continue
		}
		if d, ok := t.gridOf(rows[sp[0]:sp[1]], opt); ok && len(d.Path) < b.Size() {
			d.stage = true
			out = append(out, d)
			zeroMarked = append(zeroMarked, !slices.ContainsFunc(slices.Concat(rows[sp[0]:sp[1]]...), func(c cell) bool { return c.mark != 0 || c.v < 0 }))
			next = sp[1]
		}
	}
	boards := slices.Concat(out, grids)
	slices.SortStableFunc(boards, func(a, b Document) int { return a.Line - b.Line })
	after, _ := boardsAfter(boards)
	index := make(map[int]int, len(boards)) // a board's place in boards, by its line
	for k, o := range boards {
		index[o.Line] = k
	}
	kept := out[:0]
	for k, d := range out {
		at := index[d.Line]
		if zeroMarked[k] && (d.Base != 1 || after[at] < 0 || !samePlaces(d, boards[after[at]])) {
			continue
		}
		kept = append(kept, d)
	}
	return kept
}

// boardsAfter is, for each of docs (in the order of their lines), the
// index of the first after it on the same board (-1 for none), and
// whether a whole one (every square numbered) follows it.
func boardsAfter(docs []Document) (after []int, wholeAfter []bool) {
	after, wholeAfter = make([]int, len(docs)), make([]bool, len(docs))
	last := map[board.Board]int{}
	whole := map[board.Board]bool{}
	for k := len(docs) - 1; k >= 0; k-- {
		b := docs[k].Board
		after[k], wholeAfter[k] = -1, whole[b]
		if i, ok := last[b]; ok {
			after[k] = i
		}
		last[b] = k
		whole[b] = whole[b] || len(docs[k].Path) == b.Size()
	}
	return after, wholeAfter
}

// stageTakeBack is how many of its last numbers a search may take back
// between two boards it prints: those of a stage that the board after
// it need not place where it does.
const stageTakeBack = 3

// samePlaces reports whether two grids of a search place every number
// from 1 on the same square, but for the last stageTakeBack numbers the
// two both write (always the first), whatever their bases.
func samePlaces(a, b Document) bool {
	n := max(min(len(a.Path)+a.Base, len(b.Path)+b.Base)-1-stageTakeBack, 1)
	if len(a.Path)+a.Base <= n || len(b.Path)+b.Base <= n {
		return false
	}
	for k := 1; k <= n; k++ {
		if a.Path[k-a.Base] != b.Path[k-b.Base] {
			return false
		}
	}
	return true
}

// otherReading is the reading of a crowded grid's lines (first..last
// of the block, from 0) as what crowds it, squares, moves or pairs
// (triples as their squares), when that reads a path of every square of
// its board: the grid is no certain reading, and the squares written
// are. Otherwise it is d.
func (t *text) otherReading(d Document, first, last int, opt ReadOptions) Document {
	from, to := max(d.Line-1, first), min(max(d.endLine, d.Line)-1, last)
	if from > to {
		return d
	}
	whole := func(o Document) bool { return len(o.Path) == o.Board.Size() && o.Board.Size() > 1 }
	if opt.Format == Auto || opt.Format == Algebraic {
		if o, ok := t.structuralList(from, to, opt); ok && whole(o) {
			return o
		}
	}
	if opt.Format == Auto || opt.Format == XY {
		if o, ok := t.structuralPairs(from, to, opt); ok && whole(o) {
			return o
		}
	}
	return d
}

// cutFromLine reports whether the rows r..r+h-1 of a run, on lines
// lines, are a few of one line's brackets of their width, the line's
// others beside them that are no grid (before it, from end; after it,
// unless gridAfter says they begin one) as many or more: members of a
// longer literal ("[[6, 5, 1], [8, 4, 2], ...]", triples) that happen
// to number a board, no grid. A bracket or two beside a grid on its
// line (a call's arguments) are words, and boards one after another on
// a line are each a grid.
func cutFromLine(lines []int, r, h, end int, gridAfter func() bool) bool {
	before, after := 0, 0
	for k := r - 1; k >= end && lines[k] == lines[r]; k-- {
		before++
	}
	for k := r + h; k < len(lines) && lines[k] == lines[r+h-1]; k++ {
		after++
	}
	if after > 0 && before+after >= h && gridAfter() {
		after = 0
	}
	return before+after >= h
}

// sideBySide reads a run of rows as boards side by side: columns cut
// into strips of the board's width (given, else the smaller of the run's
// width and height: square boards), each strip its grids down it. Every
// strip must read as whole grids from its first row to its last, or none
// is read: a board beside others that does not read is no text around
// them, and passing over it would leave a tour unchecked. The boards
// come row by row, left to right ([Document.Part]).
func (t *text) sideBySide(rows [][]cell, opt ReadOptions, budget *int) []Document {
	if len(rows) == 0 {
		return nil
	}
	w, h := len(rows[0]), len(rows)
	bw := int(opt.Board.W)
	if bw == 0 {
		bw = min(w, h)
	}
	var widths []int
	if bw >= 3 && w%bw == 0 && w/bw >= 2 {
		for range w / bw {
			widths = append(widths, bw)
		}
	}
	out := t.strips(rows, widths, opt, budget)
	if out == nil && opt.Board == (board.Board{}) {
		out = t.strips(rows, stripWidths(rows), opt, budget)
	}
	return out
}

// eitherCut picks between two readings of one run of rows as whole boards,
// stacked (boards as wide as the run, one under another) and side by side
// (strips), when both read: a tour and its mirror printed side by side
// also number the run's top half and its bottom half once each. The cut
// that makes more of its boards walk from move to move is read; and
// unless all of its boards walk, the cut is no certain reading
// (cutTwoWays), so that a fault is one of the reading, not the tour's.
func eitherCut(stacked, side []Document) []Document {
	if side == nil {
		return stacked
	}
	walking := func(docs []Document) int {
		n := 0
		for _, d := range docs {
			if knightSteps(d.Path, true) {
				n++
			}
		}
		return n
	}
	out := stacked
	if walking(side) > walking(stacked) {
		out = side
	}
	if walking(out) < len(out) {
		for i := range out {
			out[i].cutTwoWays = true
		}
	}
	return out
}

// strips reads rows cut into strips of the widths given, left to right,
// each its grids down it; nil unless every strip reads whole.
func (t *text) strips(rows [][]cell, widths []int, opt ReadOptions, budget *int) []Document {
	if len(widths) < 2 {
		return nil
	}
	var out []Document
	at := 0
	for _, bw := range widths {
		covered := 0
		for _, d := range t.gridsInRun(strip(rows, at, bw), opt, budget) {
			covered += int(d.Board.H)
			out = append(out, d)
		}
		at += bw
		if covered != len(rows) {
			return nil
		}
	}
	// Row by row, left to right: the strips' order stands within a row.
	slices.SortStableFunc(out, func(a, b Document) int { return a.Line - b.Line })
	return out
}

// strip is the columns at..at+w-1 of rows.
func strip(rows [][]cell, at, w int) [][]cell {
	out := make([][]cell, len(rows))
	for r, row := range rows {
		out[r] = row[at : at+w]
	}
	return out
}

// maxStripCells bounds stripWidths: rows of more cells are cut only at
// the board's width given or their number.
const maxStripCells = 4096

// stripWidths is the one way to cut rows into strips, two or more, each
// W wide (three or more) that number the W x H squares of their strip
// once each, all of them, from 0 or 1 (boards of one height and any
// widths side by side); nil when there is none or more than one, so
// that no board is read from a cut that another cut reads otherwise.
// Each strip is checked once for each width from each column: at most
// W^2 strips of up to W x H cells, W x H bounded by maxStripCells.
func stripWidths(rows [][]cell) []int {
	w, h := len(rows[0]), len(rows)
	if w*h > maxStripCells {
		return nil
	}
	numbers := func(at, bw int) bool { return wholeNumbering(cellValues(strip(rows, at, bw))) }
	// ways[at] is how many cuts of the columns from at read (two at
	// most), next[at] the first strip's width of the one cut.
	ways, next := make([]int, w+1), make([]int, w+1)
	ways[w] = 1
	for at := w - 3; at >= 0; at-- {
		for bw := 3; at+bw <= w; bw++ {
			if ways[at+bw] > 0 && numbers(at, bw) {
				ways[at] = min(2, ways[at]+ways[at+bw])
				next[at] = bw
			}
		}
	}
	if ways[0] != 1 || next[0] == w {
		return nil
	}
	var widths []int
	for at := 0; at < w; at += next[at] {
		widths = append(widths, next[at])
	}
	return widths
}

// scanRowsPerRow bounds gridsIn's scans: rows scanned for each row read.
const scanRowsPerRow = 32

// numberedRows is how many of rows, from the first, number their squares
// once each from 0 or 1, every other square carrying one mark: the most
// before a number repeats, a second mark appears, a number leaves the
// range or the rows' spacing changes, a board's worth when the board is
// given; 0 when none do. A partial numbering (partial) numbers at least
// two squares. lines are the rows' lines: a grid's rows are spaced
// alike (one after another, a blank line or a table's rule after each),
// so rows on both sides of a rule between two grids ("---") are no
// grid's, whatever their numbers.
func numberedRows(rows [][]cell, lines []int, opt ReadOptions, budget *int) (best int, partial bool) {
	w := len(rows[0])
	seen := map[int]bool{}
	hi, positives, zeros, marks := 0, 0, 0, 0
	key, keyed := 0, false
	for h, r := range rows {
		if *budget--; *budget < 0 {
			return 0, false
		}
		if h >= 2 && lines[h]-lines[h-1] != lines[1]-lines[0] {
			return best, partial
		}
		for _, c := range r {
			switch {
			case c.unvisited(false):
				if keyed && c.markKey() != key {
					return best, partial
				}
				key, keyed = c.markKey(), true
				marks++
			case c.v == 0:
				zeros++
			default:
				if seen[c.v] {
					return best, partial
				}
				seen[c.v] = true
				hi = max(hi, c.v)
				positives++
			}
		}
		if zeros >= 2 && keyed {
			return best, partial // 0 and another mark
		}
		numbered := positives
		if zeros == 1 {
			numbered++
		}
		complete := marks == 0 && zeros <= 1
		if h >= 2 && hi == positives && (complete || numbered >= 2) && (opt.Board == (board.Board{}) || opt.Board == board.Board{W: int32(w), H: int32(h + 1)}) {
			best, partial = h+1, !complete
		}
	}
	return best, partial
}

// gridOf is the path the rows number, when they number squares of their
// W x H board once each from 0 or 1, the others marked; rank H is the
// first row unless opt.Flip.
func (t *text) gridOf(rows [][]cell, opt ReadOptions) (Document, bool) {
	w, h := len(rows[0]), len(rows)
	b := board.Board{W: int32(w), H: int32(h)}
	if w > board.MaxSide || h > board.MaxSide || opt.Board != (board.Board{}) && opt.Board != b {
		return Document{}, false
	}
	// Numbered by the layout reader's rule (gridPath): marks and
	// negative numbers are squares not visited.
	path, base, err := gridPath(cellValues(rows), b, opt.Flip, func(int, error, string, ...any) error { return ErrNumbering })
	if err != nil {
		return Document{}, false
	}
	offs := make([]int32, len(path))
	for k, s := range path {
		y := h - int(s.Y)
		if opt.Flip {
			y = int(s.Y) - 1
		}
		offs[k] = int32(rows[y][s.X-1].off)
	}
	line, _ := t.pos(rows[0][0].off)
	end, _ := t.pos(rows[h-1][0].off)
	return Document{Board: b, HasBoard: true, Path: path, Format: Grid, Line: line, Based: true, Base: base,
		Flipped: opt.Flip, places: &places{t: t, offs: offs}, endLine: end}, true
}

// structuralList reads the lines first..last as one square list: every
// algebraic square standing alone on them (not glued to other letters or
// digits), or run together in a word of squares alone ("a1b3c1", UCI's
// "a1b3"), in order, the lines with none skipped; a line whose squares
// are the same two or more twice (a table row "a1 | b3 | a1 -> b3")
// names them once; one square twice is two, as two tours the same one a
// column write it. It is a reading only on a board given or held by the squares
// (more than half of its squares named), and only when it names as many
// squares as the board has, or is a list of moves, each from the square
// the one before went to ("a1 b3", "b3 c1"), joining as many; or when
// lines of words part it into pieces over half the board each, a tour
// each (lineCuts); or when the line before states its start, the one
// square it leaves out (statedStarts).
func (t *text) structuralList(first, last int, opt ReadOptions) (Document, bool) {
	d, ok := t.squaresOn(first, last, opt)
	if !ok {
		return Document{}, false
	}
	if !complete(d.Path, d.Board) && lineCuts(d) == nil && !oneLineList(t, d.places.offs, d.Path, d.Board) && !t.itemLines(first, last, d.Path, d.Board) && !t.vectorLines(first, last, d.Path, d.Board) && !t.startBefore(d) {
		return Document{}, false // not complete, nor whole tours one after another
	}
	return d, true
}

// squaresOn is structuralList's reading of the squares on the lines
// first..last, whether or not they make a tour's worth.
func (t *text) squaresOn(first, last int, opt ReadOptions) (Document, bool) {
	if f, l := t.withoutProse(first, last); t.coordinateBoard(block{segs: [][2]int{{t.lines[f], t.lines[l] + len(t.line(l))}}}) {
		// A board's cells named in reading order: no path, whatever
		// sentence stands above or below them.
		return Document{}, false
	}
	var p board.Path
	var offs []int32
	var lineEnds, closeEnds []int
	// Settings of one square say where something is, beside a list; when
	// they hold more of the block's squares than the rest does (a
	// `<move to="b3"/>` a line), they are the list itself.
	inSettings, outside := 0, 0
	for i := first; i <= last; i++ {
		l := t.line(i)
		vs := settingValues(l)
		inSettings += len(vs)
		outside += squareWords(l)
		for _, v := range vs {
			outside -= squareWords(l[v[0]:v[1]])
		}
	}
	listed := inSettings > outside
	var passed []Skip // the settings' values passed over
	for i := first; i <= last; i++ {
		if len(p) > 0 && (len(lineEnds) == 0 || lineEnds[len(lineEnds)-1] != len(p)) {
			lineEnds = append(lineEnds, len(p))
			if l := t.line(i - 1); bytes.ContainsAny(l[int(offs[len(offs)-1])-t.lines[i-1]:], ")]}") {
				closeEnds = append(closeEnds, len(p)) // a list in brackets closed on its line
			}
		}
		from, named := len(p), len(passed)
		l := t.line(i)
		wide := false
		var values [][2]int
		if !listed {
			values = settingValues(l)
		}
		for k := 0; k < len(l); {
			if len(values) > 0 && k >= values[0][0] {
				if k < values[0][1] {
					// A setting's one square: no move, named as set aside.
					name := values[0][0] - 1
					for name > 0 && (isAlnum(l[name-1]) || l[name-1] == '_') {
						name--
					}
					sk := t.stray(t.lines[i]+name, t.lines[i]+values[0][1])
					sk.Text = shorten(strings.TrimSpace(sk.Text))
					passed = append(passed, sk)
					k = values[0][1]
				}
				values = values[1:]
				continue
			}
			if !isLetter(l[k]) || k > 0 && (isLetter(l[k-1]) || isDigit(l[k-1]) || l[k-1] == '_') {
				k++
				continue
			}
			if from, fromEnd, to, toEnd, ok := lanMove(l, k, len(l)); ok {
				for _, e := range [][2]int{{from, fromEnd}, {to, toEnd}} {
					s, _ := board.ParseAlgebraic(l[e[0]:e[1]])
					p, offs = append(p, s), append(offs, int32(t.lines[i]+e[0]))
				}
				k = toEnd
				continue
			}
			end := k // the word's end: squares run together, or one
			for end < len(l) && (isLetter(l[end]) || isDigit(l[end]) || l[end] == '_') {
				end++
			}
			if sheet := bytes.TrimPrefix(l[end:], []byte("'")); len(sheet) > 1 && sheet[0] == '!' && isLetter(sheet[1]) {
				k = end // a spreadsheet's name before its cell ("Sheet1!D5"), no square
				continue
			}
			n := len(p)
			for j := k; j < end; {
				e := j + 1
				for e < end && isDigit(l[e]) {
					e++
				}
				s, ok := board.ParseAlgebraic(bytes.ToLower(l[j:e]))
				if !ok || !isLetter(l[j]) || e == j+1 {
					p, offs = p[:n], offs[:n] // a word that is not squares alone
					if _, ok := board.ParseAlgebraic(bytes.ToLower(l[k:end])); ok {
						wide = true
					}
					break
				}
				p, offs = append(p, s), append(offs, int32(t.lines[i]+j))
				j = e
			}
			k = end
		}
		if len(p) == from {
			passed = passed[:named] // a line of no squares is named whole
		}
		if wide && len(p) > from {
			// A square of a file past z ("aa1") among the line's squares
			// is one this reading cannot place: the list is not read as
			// written, so it is no reading at all.
			return Document{}, false
		}
		if k := len(p) - from; k >= 4 && k%2 == 0 && slices.Equal(p[from:from+k/2], p[from+k/2:]) {
			p, offs = p[:from+k/2], offs[:from+k/2]
		}
		if len(p) == from && len(p) > 0 && len(bytes.TrimSpace(l)) > 0 && (len(closeEnds) == 0 || closeEnds[len(closeEnds)-1] != len(p)) {
			// A line of words between lines of squares ("done",
			// "solving board 2") ends a piece as a closing bracket
			// does: lineCuts cuts there when every piece is over half
			// a board, so that a tour one square short after a whole
			// one is a tour of its own, not a list too long for both.
			closeEnds = append(closeEnds, len(p))
		}
	}
	if len(p) == 0 {
		return Document{}, false
	}
	moves := moveChain(p)
	if moves {
		p, offs, lineEnds, closeEnds = joined(p), joined(offs), nil, nil
	}
	b := opt.Board
	if b == (board.Board{}) {
		if len(p) < 2 {
			return Document{}, false // one square says no board: a caption's "start: a1", as listOnItsSquares
		}
		b = box(p)
	}
	line, _ := t.pos(int(offs[0]))
	d := Document{Board: b, Path: p, Format: Algebraic, Line: line, fromSquares: opt.Board == (board.Board{}),
		places: &places{t: t, offs: offs}, lineEnds: lineEnds, closeEnds: closeEnds, movePairs: moves, Skipped: passed}
	return d, true
}

// oneLineList reports whether p, the squares standing alone in a block,
// all lie on one line and name more than half the squares of b and no
// more squares than b has: a list in a line of code ("...".split(),
// strings.Fields("..."), %w(...)) that stops short of a tour, read as a
// tour that covers fewer squares rather than as no list at all. Words
// around squares span lines; a line that names more than half a board,
// each square standing alone, is the list it looks like.
func oneLineList(t *text, offs []int32, p board.Path, b board.Board) bool {
	if len(p) == 0 || len(p) > b.Size() {
		return false
	}
	// Lines of t as held, not the input's: a text read again with its
	// lines joined has fewer.
	first, last := lineIndex(t.lines, int(offs[0])), lineIndex(t.lines, int(offs[len(offs)-1]))
	if first != last || misnamed(t.line(first)) {
		return false
	}
	return namesOverHalf(p, b)
}

// misnamed reports whether l writes a word like a square that names none
// ("a0", a rank from 0): its list is not read as written, so it is no
// certain list cut short.
func misnamed(l []byte) bool {
	for k := 0; k < len(l); {
		if !isLetter(l[k]) || k > 0 && (isLetter(l[k-1]) || isDigit(l[k-1]) || l[k-1] == '_') {
			k++
			continue
		}
		digits, end := squareAt(l, k)
		if digits > k && end > digits && (end == len(l) || !isLetter(l[end]) && l[end] != '_') {
			if _, ok := board.ParseAlgebraic(bytes.ToLower(l[k:end])); !ok {
				return true
			}
		}
		k = end
	}
	return false
}

// marksOnly reports whether line i holds marks of unvisited squares
// alone, at least three, its first mark a cell or a comment mark.
func (t *text) marksOnly(i int) bool {
	only := func(cells []cell) bool {
		for _, c := range cells {
			if c.mark == 0 {
				return false
			}
		}
		return len(cells) >= 3
	}
	return only(t.lineCells(i, false)) || only(t.lineCells(i, true))
}

// literalIn reports whether l holds a literal of numbers nested two
// deep ("Output: [[0]]", "// [[0,1],[2,3]]"): a grid as printed, which a
// line of words around a tour does not hold.
func literalIn(l []byte) bool {
	return len(literals(l)) > 0
}

// literals are the spans of l that are literals of numbers nested two
// deep in brackets or braces ("[[1]]", C++'s "{{1}}"), [start, end) each.
func literals(l []byte) [][2]int {
	var out [][2]int
	for _, br := range []string{"[]", "{}"} {
		open, close := []byte{br[0], br[0]}, []byte{br[1], br[1]}
		for from := 0; from < len(l); {
			i := bytes.Index(l[from:], open)
			if i < 0 {
				break
			}
			i += from
			j := bytes.Index(l[i:], close)
			if j < 0 {
				break
			}
			if numberLiteral(bytes.ReplaceAll(bytes.ReplaceAll(l[i:i+j+2], []byte("{"), []byte("[")), []byte("}"), []byte("]"))) {
				out = append(out, [2]int{i, i + j + 2})
				from = i + j + 2
				continue
			}
			from = i + 2
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	return out
}

// literalGrids are the grids line i prints as literals nested two deep,
// rows of one width that number every square of their board once
// ("[[0]]", "[[1, 4], [3, 2]]"): the brackets give the rows, so a literal
// is a board however few its rows, as it is read when alone, and the
// words around it on the line ("println!(...); // [[0]]") are no cells.
func (t *text) literalGrids(i int, opt ReadOptions) []Document {
	l, base := t.line(i), t.lines[i]
	cells := t.lineInts(i)
	var out []Document
	for _, sp := range literals(l) {
		var in []cell
		for _, c := range cells {
			if o := c.off - base; o > sp[0] && o < sp[1] {
				in = append(in, c)
			}
		}
		rows := bracketed(l[sp[0]:sp[1]], base+sp[0], in)
		if len(rows[0]) == 0 || slices.ContainsFunc(rows, func(r []cell) bool { return len(r) != len(rows[0]) }) {
			continue
		}
		if d, ok := t.gridOf(rows, opt); ok && len(d.Path) == d.Board.Size() {
			out = append(out, d)
		}
	}
	return out
}

// numbersOnly reports whether l holds digits and no letters, of any
// script ("解 1" is a caption).
func numbersOnly(l []byte) bool {
	digits := false
	for _, c := range l {
		if isLetter(c) || c >= 0x80 {
			return false
		}
		digits = digits || isDigit(c)
	}
	return digits
}

// couldExtend reports whether the numbers of line l, alone beside tour d,
// could be part of a tour: a row of d's grid cut short or one too many,
// or squares of their own. A number written twice on the line is in no
// numbering and no path ("5 3 3", a problem's input above its answer),
// nor is a line whose numbers d's complete numbering already holds each
// once ("3 1 1" below a 5x5 grid numbered 1..25): read with d, they would
// number squares twice. Beside a complete grid, one number (a counter)
// but the grid's next step, and its column numbers (0 or 1, 2, ... as
// many as its width) are no row of it either.
func couldExtend(l []byte, d Document) bool {
	nums := wholeNumbers(l)
	sorted := slices.Clone(nums)
	slices.Sort(sorted)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			return false
		}
	}
	if !numbering(d, d.Base) {
		return true
	}
	if len(nums) == 1 && nums[0] != d.Base+d.Board.Size() {
		return false // one number beside a whole grid: a counter, as a lone number is
	}
	if len(nums) == int(d.Board.W) && (slices.Equal(nums, countFrom(0, len(nums))) || slices.Equal(nums, countFrom(1, len(nums)))) {
		return false // the grid's column numbers, a header or a footer
	}
	for _, n := range nums {
		if n < d.Base || n >= d.Base+d.Board.Size() {
			return true
		}
	}
	return false
}

// triples reports whether every integer of the lines first..last stands
// in brackets of three integers each, two lines or more of them
// ("(0, 0, 42), (2, 1, 13), ..."), four or more, whose first integers
// do not count (a move's number): a square and a value placed on it,
// each bracket, whose values are no cells of a grid read across them.
func (t *text) triples(first, last int) bool {
	var firsts []int // each bracket's first integer: a move's number when they count
	for i := first; i <= last; i++ {
		li := t.lineInts(i)
		if len(li) == 0 {
			continue
		}
		rows := t.bracketRows(i, li)
		for _, r := range rows {
			if len(r) != 3 || len(rows) == 1 && len(li) != 3 {
				return false
			}
			firsts = append(firsts, r[0].v)
		}
	}
	counts := len(firsts) > 0
	for k, v := range firsts {
		counts = counts && v == k+firsts[0]
	}
	return len(firsts) >= 4 && !counts
}

// tripleStep is which integer of the triples on the lines first..last
// is a move's number, the others a square's (x, y) in the order written:
// the one whose values number the squares 1..N or 0..N-1 once each,
// wherever a fact writes it (at(Step,X,Y), pos(X,Y,T), p(X,S,Y)), for
// the coordinates of a tour's squares repeat and never do so; the last
// when none does (a value a puzzle places on a square, or a faulty
// numbering that placedOrder judges). Two that do leave no certain
// reading.
func (t *text) tripleStep(first, last int) (int, bool) {
	var args [3][]int
	for i := first; i <= last; i++ {
		li := t.lineInts(i)
		for k := 0; k+2 < len(li); k += 3 {
			for a := range 3 {
				args[a] = append(args[a], li[k+a].v)
			}
		}
	}
	step := -1
	for a := range 3 {
		if numbersBoard(args[a]) {
			if step >= 0 {
				return 0, false
			}
			step = a
		}
	}
	if step < 0 {
		return 2, true
	}
	return step, true
}

// trimmedPairs is structuralPairs of the lines first..last, or, when
// they read as none, of the lines left without those at either end that
// hold another count of integers than the line inside them, two at most
// each end, when the lines left hold as many integers each: a total or
// a caption with a number ("Total moves: 63") before or after lines of
// one square each is text around the tour, no square of it. The lines left out are named as skipped with the others. At most
// nine passes over the lines.
func (t *text) trimmedPairs(first, last int, opt ReadOptions) (Document, bool) {
	if d, ok := t.structuralPairs(first, last, opt); ok {
		return d, true
	}
	apart := func(i, inner int) bool { return len(t.lineInts(i)) != len(t.lineInts(inner)) }
	var heads, tails []int
	for k := first; k < first+2 && k+1 < last && apart(k, k+1); k++ {
		heads = append(heads, k+1)
	}
	for k := last; k > last-2 && k-1 > first && apart(k, k-1); k-- {
		tails = append(tails, k-1)
	}
	heads, tails = append([]int{first}, heads...), append([]int{last}, tails...)
	// The lines kept are alike, every one with integers as many but the
	// last (a wrapped list's end): one square a line or a list wrapped,
	// not lines of another shape taking a caption's numbers between them
	// ("Solution exists from: 0,2" between lists).
	alike := func(f, l int) bool {
		n, last := -1, -1
		for i := f; i <= l; i++ {
			k := len(t.lineInts(i))
			if k == 0 {
				continue
			}
			if last >= 0 && n >= 0 && last != n {
				return false // a line of another count before this one
			}
			if last >= 0 {
				n = last
			}
			last = k
		}
		return true
	}
	for _, f := range heads {
		for _, l := range tails {
			if (f != first || l != last) && l-f >= 2 && alike(f, l) {
				if d, ok := t.structuralPairs(f, l, opt); ok {
					return d, true
				}
			}
		}
	}
	return Document{}, false
}

// structuralPairs reads the lines first..last as (file, rank) pairs: their
// integers standing alone, two by two, whatever brackets hold them ((6 .
// 4), {6, 4}, [6,4], 6,4, 6-4), from 0 when a 0 appears; a line of
// tuples of a letter and a number ((g,1), ('a', 3)) writes the file as
// the letter, from 1 for a. It is a reading only
// when the pairs are as many as the board's squares (given, or the
// smallest holding them) and all on it.
func (t *text) structuralPairs(first, last int, opt ReadOptions) (Document, bool) {
	var ints []cell
	var lineEnds []int // pairs before each line with integers
	var values []int   // each triple's value, in the order written
	steps := stepColumns(t, first, last)
	triples := t.triples(first, last)
	stepArg := 2 // which integer of a triple is its value, not a coordinate
	if triples {
		var ok bool
		if stepArg, ok = t.tripleStep(first, last); !ok {
			return Document{}, false
		}
	}
	lettered := false // a tuple's file written as a letter: (a,1)
	for i := first; i <= last; i++ {
		li := t.lineInts(i)
		if letterValue(t.line(i)) {
			return Document{}, false // a file's letter the pairs would leave unread: Square(file='d', rank=6)
		}
		if files := t.fileTuples(i); len(files) > 0 {
			if triples || len(files) != 2*len(li) {
				return Document{}, false // tuples of a letter beside integers of another kind
			}
			li, lettered = files, true
		}
		if triples {
			var xy []cell // (x, y, value): the square, its value no coordinate
			for k := 0; k+1 < len(li); k += 3 {
				if k+2 >= len(li) {
					xy = append(xy, li[k], li[k+1])
					break
				}
				for a, c := range li[k : k+3] {
					if a == stepArg {
						values = append(values, c.v)
					} else {
						xy = append(xy, c)
					}
				}
			}
			li = xy
		}
		if at, ok := commandEcho(t.line(i)); ok {
			// The arguments of a command echoed before its output
			// ("6 5 knight-tour 0 0 2 1 ..."): the line's caption.
			li = slices.DeleteFunc(li, func(c cell) bool { return c.off < t.lines[i]+at })
		}
		if steps > 0 && len(li) > 0 {
			li = li[steps:]
		}
		if len(li)%2 == 1 && len(li) >= 5 && labelBefore(t.b[t.lines[i]:li[0].off], t.b[li[0].off:li[1].off]) {
			li = li[1:] // a prompt's or a label's number: "Out[1]= {{1, 1}, ...", "row 3: 1,1 2,3"
		}
		if len(li) > 0 && len(ints) > 0 {
			if len(ints)%2 == 1 {
				return Document{}, false // a pair across lines
			}
			lineEnds = append(lineEnds, len(ints)/2)
		}
		ints = append(ints, li...)
	}
	if len(ints) < 2 || len(ints)%2 == 1 {
		return Document{}, false
	}
	base := int32(1)
	for _, c := range ints {
		if c.v == 0 {
			base = 0
		}
		if c.v < 0 || c.v > board.MaxSide {
			return Document{}, false
		}
	}
	if lettered && base == 0 {
		return Document{}, false // a letter's file is from 1, a rank 0 beside it is no square
	}
	p := make(board.Path, 0, len(ints)/2)
	offs := make([]int32, 0, len(ints)/2)
	for k := 0; k < len(ints); k += 2 {
		p = append(p, board.Square{X: int32(ints[k].v) + 1 - base, Y: int32(ints[k+1].v) + 1 - base})
		offs = append(offs, int32(ints[k].off))
	}
	placed := ""
	if triples {
		var ok bool
		if p, offs, placed, ok = placedOrder(p, offs, values); !ok {
			return Document{}, false
		}
		if !slices.IsSortedFunc(offs, cmp.Compare) {
			lineEnds = nil // the lines hold the squares in another order than the tour's
		}
	}
	b := opt.Board
	if b == (board.Board{}) {
		if len(p) < 2 {
			return Document{}, false // one pair says no board, as one square does not
		}
		b = box(p)
	}
	line, _ := t.pos(int(offs[0]))
	d := Document{Board: b, Path: p, Format: XY, Line: line, Based: true, Base: int(base), fromSquares: opt.Board == (board.Board{}),
		places: &places{t: t, offs: offs}, lineEnds: lineEnds, placed: placed}
	if !lettered {
		fitPairs(&d) // (row, col) when only so they fit the board
	}
	if !complete(p, b) && lineCuts(d) == nil && (triples || lettered || !t.startBefore(d)) && !oneShort(d.Path, opt.Board) || offBoard(d.Path, b) > 0 {
		return Document{}, false
	}
	return d, true
}

// oneShort reports whether p is a tour of the board given with one
// square left out between two of its squares: one square fewer than b
// has, none twice, every step a knight's move but one, and the square
// missing a knight's move from each end of that step. Pairs of integers
// so, on a board the caller named, are that tour, its fault certain; a
// square lost at either end is as well a list cut where its text was.
func oneShort(p board.Path, b board.Board) bool {
	if b == (board.Board{}) || len(p) != b.Size()-1 || len(p) < 2 {
		return false
	}
	seen := make([]bool, b.Size())
	for _, s := range p {
		if !b.Contains(s) || seen[b.Index(s)] {
			return false
		}
		seen[b.Index(s)] = true
	}
	missing := b.Square(slices.Index(seen, false))
	gap := -1
	for k := 1; k < len(p); k++ {
		if !board.IsKnightMove(p[k-1], p[k]) {
			if gap >= 0 {
				return false
			}
			gap = k
		}
	}
	return gap > 0 && board.IsKnightMove(p[gap-1], missing) && board.IsKnightMove(missing, p[gap])
}

// fileTuples are the squares of line i written as tuples of a file's
// letter and a rank ("(g,1), (h,3)"), as pairs of cells (file from 1 for
// 'a', rank), or none: its integers are then the ranks of those squares,
// never pairs of their own with the letters dropped.
func (t *text) fileTuples(i int) []cell {
	l := t.line(i)
	var out []cell
	for _, m := range fileTupleSpans(l) {
		rank, err := strconv.Atoi(string(l[m.rank:m.rankEnd]))
		if err != nil || rank > board.MaxSide {
			return nil
		}
		out = append(out, cell{v: int(l[m.file]|0x20-'a') + 1, off: t.lines[i] + m.file}, cell{v: rank, off: t.lines[i] + m.rank})
	}
	return out
}

// placedOrder orders the squares of triples (x, y, value). Two orders
// are readings: the order written, and, when the values number the
// squares 0..N-1 or 1..N once each, the order of the values (a move's
// number; elsewhere a value a puzzle places on the square, with the tour
// in the order written). A reading whose every step is a knight's move is
// taken, the order written first. When neither is, one of them is
// certain only when it is the one order that could be a path: the two
// orders are one (the values count up as written), or more than half the
// steps of one are knight's moves and no more than half of the other's
// (the squares of a tour listed by rank or in no order, numbered; a
// tour written in order, the values a puzzle's); its faults are then
// the tour's. Otherwise there is no reading (no fault is said of
// either). The order taken is said when the other was a reading
// (placedWritten, placedByValue).
func placedOrder(p board.Path, offs []int32, values []int) (board.Path, []int32, string, bool) {
	q, o, numbered := byValues(p, offs, values)
	written := ""
	if numbered && !slices.Equal(p, q) {
		written = placedWritten // the values' order was a reading too
	}
	switch {
	case knightSteps(p, true):
		return p, offs, written, true
	case numbered && knightSteps(q, true):
		return q, o, placedByValue, true
	case numbered && slices.Equal(p, q):
		return p, offs, "", true
	case numbered && !knightSteps(p, false) && knightSteps(q, false):
		return q, o, placedByValue, true
	case knightSteps(p, false) && (!numbered || !knightSteps(q, false)):
		return p, offs, written, true
	}
	return nil, nil, "", false
}

// What placedOrder says of the order it took.
const (
	placedWritten = "squares in the order written"
	placedByValue = "squares in the order of the numbers placed on them"
)

// byValues is p in the order of values, when they number its squares
// from 0 or 1, each once, but for squares that carry one negative value,
// all of them the same: a mark for a square the walk left unvisited
// (-1), no part of the order. A number left out (a step skipped) leaves
// the order of the others certain.
func byValues(p board.Path, offs []int32, values []int) (board.Path, []int32, bool) {
	if len(values) != len(p) || len(p) == 0 {
		return nil, nil, false
	}
	mark, base := slices.Min(values), slices.Max(values)
	for _, v := range values {
		if v < 0 && v != mark {
			return nil, nil, false
		}
		if v >= 0 {
			base = min(base, v)
		}
	}
	if base != 0 && base != 1 {
		return nil, nil, false
	}
	q, o := make(board.Path, len(p)), make([]int32, len(p))
	seen := make([]bool, len(p))
	n := 0
	for k, v := range values {
		if v < 0 {
			continue
		}
		if v-base >= len(p) || seen[v-base] {
			return nil, nil, false
		}
		seen[v-base], n = true, n+1
		q[v-base], o[v-base] = p[k], offs[k]
	}
	if 2*n <= len(p) {
		return nil, nil, false
	}
	kept := 0
	for k, in := range seen {
		if in {
			q[kept], o[kept] = q[k], o[k]
			kept++
		}
	}
	return q[:kept], o[:kept], true
}

// knightSteps reports whether the steps of p are knight's moves: every
// one (every), or else more than half, a path a fault or two away from a
// tour, where a list of squares by rank or in no order has few.
func knightSteps(p board.Path, every bool) bool {
	n := 0
	for k := 1; k < len(p); k++ {
		if board.IsKnightMove(p[k-1], p[k]) {
			n++
		}
	}
	if every {
		return n >= len(p)-1
	}
	return 2*n > len(p)-1
}

// labelBefore reports whether a line's first integer is in a label: a
// word before it ("Out[1]", "row 3") and an '=' or a ':' between it and
// the second integer. Its caller asks only of lines with two pairs or
// more after it: one pair after a label ("id: 0 x: 0 y: 0") is a
// prompt's answer, set aside as it is written.
func labelBefore(before, between []byte) bool {
	return slices.ContainsFunc(before, isLetter) && bytes.ContainsAny(between, "=:")
}

// stepColumns is how many columns before a square's pair count 0 or 1,
// 2, 3, ... down the lines of first..last with integers, each holding
// the pair and those columns alone: a move's number ("VALUES (7, 3,
// 2)", "7: 3 2"), and a listing's observation number before it too
// (Stata's "  7. |     7   3   2 |"). 0 when none do.
func stepColumns(t *text, first, last int) int {
	for k := 1; k <= 2; k++ {
		n, ok := 0, true
		next := make([]int, k)
		for i := first; i <= last && ok; i++ {
			li := t.lineInts(i)
			if len(li) == 0 {
				continue
			}
			if len(li) != k+2 {
				ok = false
				break
			}
			for c := range k {
				if n == 0 && li[c].v != 0 && li[c].v != 1 || n > 0 && li[c].v != next[c] {
					ok = false
				}
				next[c] = li[c].v + 1
			}
			n++
		}
		if ok && n >= 3 {
			return k
		}
	}
	return 0
}

// structuralText reads the lines of an input that no block holds (each
// began with a mark or a word, "> 1 16 11", "<tr><td>1</td>") by
// structure, a run of non-blank lines in no block (inBlock, nil for
// none) at a time, so that rows commented out between two lines of code
// are read however near a block they lie: the tours found, and the
// faults of grids beside them (rowFaults).
func (t *text) structuralText(opt ReadOptions, inBlock []bool) (out []Document, faults []Tour) {
	opt.checkStop(0)
	free := func(i int) bool {
		return len(bytes.TrimSpace(t.line(i))) > 0 && (inBlock == nil || !inBlock[i])
	}
	for i := 0; i < len(t.lines); {
		if !free(i) {
			i++
			continue
		}
		j := i
		for j+1 < len(t.lines) && free(j+1) {
			j++
		}
		bl := block{segs: [][2]int{{t.lines[i], t.lines[j] + len(t.line(j))}}}
		if t.emptyBoard(bl) {
			i = j + 1
			continue
		}
		opt.checkStop(i + 1)
		ds, ok := t.structural(bl, opt)
		if first, last := t.withoutProse(i, j); !ok && (first > i || last < j) {
			// The run read as no tour with a sentence at an end: read
			// what the sentences leave, they are words beside it.
			trimmed := block{segs: [][2]int{{t.lines[first], t.lines[last] + len(t.line(last))}}}
			if tds, tok := t.structural(trimmed, opt); tok {
				lines := func(from, to int) (out []Skip) {
					for k := from; k < to; k++ {
						out = append(out, Skip{Line: k + 1, Text: shorten(string(bytes.TrimSpace(t.line(k))))})
					}
					return out
				}
				tds[0].Skipped = append(lines(i, first), tds[0].Skipped...)
				tds[len(tds)-1].Skipped = append(tds[len(tds)-1].Skipped, lines(last+1, j+1)...)
				ds, i, j = tds, first, last
			}
		}
		// A grid at fault in the lines is a tour of its own whether or
		// not a tour is read beside it.
		faults = append(faults, t.rowFaults(i, j, ds, opt)...)
		out = append(out, ds...)
		i = j + 1
	}
	return out, faults
}

// maxProseEnds bounds the sentences withoutProse takes off each end of
// a run.
const maxProseEnds = 3

// withoutProse is the run of lines first..last without the sentences at
// its ends (proseLine), at most maxProseEnds each way, and never all. A
// sentence of the shape of the line it would leave inward of it
// (lineShape) is a log's line like that one, "Step 24 - row 3, col 2" above
// "Step 25 - row 5, col 1", and stays, as do the lines outward of it.
func (t *text) withoutProse(first, last int) (int, int) {
	top := 0
	for top < maxProseEnds && first+top < last && proseLine(t.line(first+top)) {
		top++
	}
	for top > 0 && lineShape(t.line(first+top-1)) == lineShape(t.line(first+top)) {
		top--
	}
	first += top
	bottom := 0
	for bottom < maxProseEnds && last-bottom > first && proseLine(t.line(last-bottom)) {
		bottom++
	}
	for bottom > 0 && lineShape(t.line(last-bottom+1)) == lineShape(t.line(last-bottom)) {
		bottom--
	}
	return first, last - bottom
}

// proseLine reports whether l is a sentence that spells at most three
// squares' worth of integers (six) among more words: a size, a count, a
// time or a point named in passing ("Tour 3 of 5:", "Knight's tour, 7
// rows x 4 columns"), which is never a tour, however it joins the lines
// of one.
func proseLine(l []byte) bool {
	return numbersIn(l) <= 6 && hasWords(l) && longWord(l) && !bytes.ContainsAny(bytes.TrimSpace(l)[:1], "[{(<")
}

// rowFaults are the certain faults (gridFault's) of the runs of rows
// in lines first..last that no tour of ds holds: three lines or more of
// as many integers standing alone (three or more), whatever surrounds
// them (a print call commented out), whose grid has a certain shape and
// one fault in its numbering, or whose numbers are certainly no grid's
// nor a grid's cut short. Such a grid is an invalid tour of its own
// (a tour whose error is the fault),
// not words around ds, so its lines leave the tours' skipped lines.
func (t *text) rowFaults(first, last int, ds []Document, opt ReadOptions) []Tour {
	inTour := func(i int) bool {
		return slices.ContainsFunc(ds, func(d Document) bool { return i+1 >= d.Line && i+1 <= d.endLine })
	}
	var faults []Tour
	t.rowRuns(first, last, func(i int) bool { return !inTour(i) }, t.rowInts, func(s, e, n int) {
		bl := block{segs: [][2]int{{t.lines[s], t.lines[e] + len(t.line(e))}}}
		// A string's quotes are no part of a cell: the rows read as
		// the lines they print, every byte where it was.
		unquoted := t.withBytes(bytes.Clone(t.b))
		for k := bl.segs[0][0]; k < bl.segs[0][1]; k++ {
			if c := unquoted.b[k]; c == '"' || c == '\'' {
				unquoted.b[k] = ' '
			}
		}
		fault := unquoted.gridFault(bl, opt)
		marked := false // a square marked not visited: a search's stage, maybe
		for l := s; l <= e; l++ {
			marked = marked || slices.ContainsFunc(t.lineInts(l), func(c cell) bool { return c.v < 0 })
		}
		if fault == nil && !marked {
			// Or rows whose numbers are certainly no numbering, nor a
			// grid cut short (cutFault), as they are alone.
			_, fault = unquoted.cutGrid(bl, opt)
		}
		if errors.Is(fault, ErrNumbering) {
			rows := 0
			for l := s; l <= e; l++ {
				if len(bytes.TrimSpace(t.line(l))) > 0 {
					rows++
				}
			}
			faults = append(faults, Tour{Line: lineOf(fault), Err: fault, Asked: opt.Format, squares: n * rows})
			for k := range ds {
				ds[k].Skipped = slices.DeleteFunc(ds[k].Skipped, func(sk Skip) bool { return sk.Line > s && sk.Line <= e+1 })
			}
		}
	})
	return append(faults, t.literalFaults(first, last, ds, opt)...)
}

// rowRuns calls f with each run of lines first..last (from 0), each
// free, that are a grid's rows: three or more of as many cells (count's,
// three or more), one after another or spaced alike with blank lines
// between (a literal printed with a blank line after each row); s and e
// are the run's first and last row. One pass over the lines.
func (t *text) rowRuns(first, last int, free func(i int) bool, count func(i int) int, f func(s, e, n int)) {
	blank := func(i int) bool { return len(bytes.TrimSpace(t.line(i))) == 0 }
	for i := first; i <= last; i++ {
		if blank(i) || !free(i) {
			continue
		}
		n := count(i)
		if n < 3 {
			continue
		}
		rows, gap := 1, 0
		end := i
		for {
			j := end + 1
			for j <= last && blank(j) {
				j++
			}
			if j > last || !free(j) || gap != 0 && j-end != gap || count(j) != n {
				break
			}
			gap, end = j-end, j
			rows++
		}
		if rows >= 3 {
			f(i, end, n)
		}
		i = end
	}
}

// structural reads a block the layout readers could not, by structure:
// a grid, else a list. The lines of the block outside the grid are named
// as skipped.
func (t *text) structural(bl block, opt ReadOptions) ([]Document, bool) {
	first, last := t.span(bl)
	first, last = first-1, last-1
	// A grid's rows of marked squares alone (" . . . ") may lie outside
	// the block, classified as rules: the grid reader sees them too.
	gFirst, gLast := first, last
	for gFirst > 0 && t.marksOnly(gFirst-1) {
		gFirst--
	}
	for gLast+1 < len(t.lines) && t.marksOnly(gLast+1) {
		gLast++
	}
	var docs []Document
	if opt.Format == Auto || opt.Format == Grid {
		docs = t.structuralGrid(gFirst, gLast, opt)
		for i := range docs {
			docs[i].crowded = t.crowded(docs[i], opt.Board)
			if docs[i].crowded && t.besideColumn(docs[i]) {
				// Squares beside the grid in a column block of their
				// own: a tour of their own, read below, no cell of it.
				docs[i].crowded = false
			} else if docs[i].crowded {
				docs[i] = t.otherReading(docs[i], first, last, opt)
			}
		}
	}
	used := make([]bool, last-first+1)
	mark := func(d Document) {
		for _, o := range d.places.offs {
			if l, _ := t.pos(int(o)); l-1 >= first && l-1 <= last {
				used[l-1-first] = true
			}
		}
		// A grid's rows, its rows of marked squares alone and its rules;
		// words between its rows are no part of it, and are named.
		for l := max(d.Line, first+1); l <= min(d.endLine, last+1); l++ {
			if i := l - 1; t.marksOnly(i) || t.ruleOnly(i) || len(bytes.TrimSpace(t.line(i))) == 0 {
				used[i-first] = true
			}
		}
	}
	for _, d := range docs {
		mark(d)
	}
	// The squares beside a grid in a column block of their own, on the
	// grid's board: a tour each, whatever its verdict, never dropped.
	for _, g := range slices.Clone(docs) {
		if !t.besideColumn(g) {
			continue
		}
		on := opt
		on.Board = g.Board
		l, ok := t.squaresOn(max(g.Line-1, first), min(g.endLine-1, last), on)
		same := func(d Document) bool { return d.Format != Grid && slices.Equal(d.Path, l.Path) }
		if ok && len(l.Path) > 2 && !slices.ContainsFunc(docs, same) {
			docs = append(docs, l)
		}
	}
	empty := make([]bool, last-first+1) // lines of an empty board stacked with a grid
	for _, d := range docs {
		for _, e := range d.emptyRows {
			for i := max(e[0]-1, first); i <= min(e[1]-1, last); i++ {
				empty[i-first] = !used[i-first]
			}
		}
	}
	free := func(i int) bool { return !used[i-first] && !empty[i-first] }
	grids := len(docs)
	if opt.Format == Auto || opt.Format == Algebraic || opt.Format == Prolog || opt.Format == XY {
		// Squares on the lines between and around the grids.
		for i := first; i <= last; {
			if !free(i) {
				i++
				continue
			}
			j := i
			for j+1 <= last && free(j+1) {
				j++
			}
			// Beside a grid, one or two squares ("{N:6 Start:a1}")
			// are words: no board of two squares has a knight's tour,
			// and one square is a tour only of the 1x1 board.
			words := func(d Document) bool { return grids > 0 && len(d.Path) <= 2 }
			if grids > 0 && t.sameNumbers(block{segs: [][2]int{{t.lines[i], t.lines[j] + len(t.line(j))}}}) {
				// One number in every cell beside a grid (its visited
				// flags): no list, named as the lines of an empty board.
				for l := i; l <= j; l++ {
					empty[l-first] = true
				}
			} else if d, ok := t.structuralList(i, j, opt); ok && opt.Format != XY && !words(d) {
				docs = append(docs, d)
			} else if d, ok := t.trimmedPairs(i, j, opt); ok && opt.Format != Prolog && !words(d) {
				docs = append(docs, d)
			}
			i = j + 1
		}
		for _, d := range docs {
			mark(d)
		}
		slices.SortStableFunc(docs, func(a, b Document) int { return a.Line - b.Line })
	}
	if len(docs) == 0 {
		return nil, false
	}
	// Each line of the block that is in no tour is named, with the tour
	// after it (the last tour takes those after it). A line of numbers
	// alone next to a tour, in none, is a row cut short or one too many:
	// set aside as Partial, so that a grader names it and does not pass
	// the input over it unless asked to (-skip-partial); beside a grid
	// read by the form of its numbers, every number written as its
	// cells are is in it, and the others are labels.
	// Three lines or more of as many numbers (three or more) in no tour
	// are the rows of a grid that numbers no board (a number twice, one
	// missing): Partial too, whatever the tours beside them number.
	rowRun := make([]bool, last-first+1)
	t.rowRuns(first, last, free, func(i int) int { return rowNumbers(t.line(i)) }, func(s, e, _ int) {
		for l := s; l <= e; l++ {
			rowRun[l-first] = true
		}
	})
	// Rows of numbers in a column block beside a list's squares that no
	// grid reads (a number twice, one missing): the rows of a grid that
	// numbers no board, set aside, since the list's reader passes over
	// them as it passes over move numbers.
	inGrid := make([]bool, last-first+1)
	for _, d := range docs {
		for l := max(d.Line, first+1); d.Format == Grid && l <= min(max(d.endLine, d.Line), last+1); l++ {
			inGrid[l-1-first] = true
		}
	}
	t.rowRuns(first, last, func(i int) bool { return used[i-first] && !inGrid[i-first] }, func(i int) int { n, _, _ := besideNumbers(t.line(i)); return n }, func(s, e, n int) {
		k := 0
		for k+1 < len(docs) && docs[k+1].Line <= s+1 {
			k++
		}
		docs[k].Skipped = append(docs[k].Skipped, Skip{Line: s + 1, Partial: true,
			Text: fmt.Sprintf("the %d numbers a line beside the squares on lines %d to %d, rows of a grid that numbers no board", n, s+1, e+1)})
	})
	index := t.indexLines(first, last, used)
	k := 0
	for i := first; i <= last; i++ {
		for k+1 < len(docs) && i+1 > docs[k].Line && !used[i-first] {
			k++
		}
		if s := bytes.TrimSpace(t.line(i)); !used[i-first] && len(s) > 0 {
			sk := Skip{Line: i + 1, Text: shorten(string(s))}
			switch {
			case empty[i-first]:
				sk.Text += emptyAside
			case index[i-first]:
				sk.Text += indexAside
			case rowRun[i-first] && !docs[k].byForm:
				sk.Text += ", a row of numbers in no tour: rows of a grid that numbers no board"
				sk.Partial = true
			case numbersOnly(s) && !bitsOnly(s) && !rangeLine(s) && !docs[k].byForm && (i > first && used[i-1-first] || i < last && used[i+1-first]) && couldExtend(s, docs[k]):
				sk.Text += ", numbers beside the tour in no row of it: a row cut short or one too many"
				sk.Partial = true
			case literalIn(s):
				sk.Text += arrayAside
				sk.Partial = true
			}
			docs[k].Skipped = append(docs[k].Skipped, sk)
		}
	}
	for i := range docs {
		docs[i].structural = true
		docs[i].Skipped = append(docs[i].Skipped, t.strays(docs[i])...)
		if len(docs) > 1 {
			docs[i].Part = i + 1
		}
	}
	return docs, true
}

// indexAside is how a line of indexLines is named where it is skipped.
const indexAside = ", an index of the tour's entries"

// indexLines marks the lines first..last in no tour (used) that are the
// indices of a tour's entries, each on a line of its own ("[0]=>", "3:")
// above or below its entry: the lines of one number alone, when there
// are three or more and down the block they count 0, 1, 2, ... or
// 1, 2, 3, ... A count is no tour (its steps go along a rank, never a
// knight's move), so no tour is set aside with them; a line of one
// number that breaks the count leaves every such line as it was.
func (t *text) indexLines(first, last int, used []bool) []bool {
	index := make([]bool, last-first+1)
	var lines []int
	next := -1 // the number the count writes next, once begun
	for i := first; i <= last; i++ {
		if s := bytes.TrimSpace(t.line(i)); !used[i-first] && numbersOnly(s) {
			if v := digitRuns(s); len(v) == 1 {
				if next < 0 && v[0] > 1 || next >= 0 && v[0] != next {
					return index
				}
				lines, next = append(lines, i), v[0]+1
			}
		}
	}
	if len(lines) < 3 {
		return index
	}
	for _, i := range lines {
		index[i-first] = true
	}
	return index
}

// rowNumbers is how many numbers line l holds as a grid's row
// (rowValues).
func rowNumbers(l []byte) int { return len(rowValues(l)) }

// rowValues are the numbers line l holds as a grid's row: a line of
// numbers alone, or a literal's first row after its name ("board1 =
// [[1, 60, 39],"), numbers alone from its first opening bracket on; none
// for another line and for a row of bits (bitsOnly).
func rowValues(l []byte) []int {
	l = assigned(l)
	if !numbersOnly(l) {
		k := bytes.IndexAny(l, "[{(")
		if k < 0 {
			return nil
		}
		l = l[k:]
	}
	if !numbersOnly(l) || bitsOnly(l) {
		return nil
	}
	return digitRuns(l)
}

// wholeNumbers are the values of l's numbers, each the digits before its
// point when it has one: a fraction's digits ("0.031", a timing) are no
// number of their own, so a fraction alone is one number, as a counter.
func wholeNumbers(l []byte) []int {
	runs := digitRuns(l)
	out := runs[:0:0]
	k := 0 // the run at i
	for i := 0; i < len(l); i++ {
		if !isDigit(l[i]) || i > 0 && isDigit(l[i-1]) {
			continue
		}
		if i < 2 || l[i-1] != '.' || !isDigit(l[i-2]) {
			out = append(out, runs[k])
		}
		k++
	}
	return out
}

// digitRuns are the values of l's runs of digits, in order, each read no
// further than a value past maxCoord.
func digitRuns(l []byte) []int {
	var out []int
	for i := 0; i < len(l); i++ {
		if !isDigit(l[i]) || i > 0 && isDigit(l[i-1]) {
			continue
		}
		n := 0
		for k := i; k < len(l) && isDigit(l[k]) && n <= maxCoord; k++ {
			n = n*10 + int(l[k]-'0')
		}
		out = append(out, n)
	}
	return out
}

// assigned is the value of an assignment on line l, what follows its
// last '=' ("int board[5][5] = {{1, 14, 9},": no cell in the type's
// sizes), or l when it has none.
func assigned(l []byte) []byte {
	if k := bytes.LastIndexByte(l, '='); k >= 0 {
		return l[k+1:]
	}
	return l
}

// rowInts is how many integers standing alone line i holds in the value
// it assigns (assigned), a grid's row's cells.
func (t *text) rowInts(i int) int {
	from := t.lines[i] + len(t.line(i)) - len(assigned(t.line(i)))
	n := 0
	for _, c := range t.lineInts(i) {
		if c.off >= from {
			n++
		}
	}
	return n
}

// bitsOnly reports whether every number standing alone in l is 0 or 1,
// three or more: a row of bits (a mask, an edge vector), which numbers
// no board of more than two squares, since a numbering writes each
// number once. Such rows beside a tour are words, not a tour set aside.
func bitsOnly(l []byte) bool {
	n := 0
	for i := 0; i < len(l); i++ {
		if !isDigit(l[i]) || i > 0 && (isDigit(l[i-1]) || isLetter(l[i-1]) || l[i-1] == '_' || l[i-1] == '.') {
			continue
		}
		k := i
		for k < len(l) && isDigit(l[k]) {
			k++
		}
		if v := string(l[i:k]); v != "0" && v != "1" {
			return false
		}
		n++
		i = k
	}
	return n >= 3
}

// gridsEach reads a block the layout readers did not read on the board
// given by structure on any board: when it holds two grids or more one
// after another (split by rules, "---"), each is a tour of its own, a
// grid of another board than the one given unreadable as such at its
// first number, as the layout reader says of a whole block, so that a
// grid of the board given among them passes over none. nil when the
// block is not such grids.
func (t *text) gridsEach(bl block, opt ReadOptions) []blockRead {
	free := opt
	free.Board = board.Board{}
	ds, ok := t.structural(bl, free)
	if !ok || len(ds) < 2 || slices.ContainsFunc(ds, func(d Document) bool { return d.Format != Grid }) {
		return nil
	}
	first, last := t.span(bl)
	faults := t.literalFaults(first-1, last-1, ds, opt) // a grid a line beside them, at fault
	out := make([]blockRead, 0, len(ds))
	lines := make([]int, len(bl.segs)) // each segment's line, found once for all the grids
	for k, sg := range bl.segs {
		lines[k], _ = t.pos(sg[0])
	}
	sorted := slices.IsSorted(lines)
	for _, d := range ds {
		sub := block{}
		if sorted {
			lo, _ := slices.BinarySearch(lines, d.Line)
			hi, _ := slices.BinarySearch(lines, d.endLine+1)
			sub.segs = slices.Clone(bl.segs[lo:hi])
		} else {
			for k, sg := range bl.segs {
				if lines[k] >= d.Line && lines[k] <= d.endLine {
					sub.segs = append(sub.segs, sg)
				}
			}
		}
		if len(sub.segs) == 0 {
			return nil
		}
		if len(out) == 0 {
			sub.skipped = bl.skipped
		}
		d.Part = 0
		d.cutTwoWays = d.cutTwoWays && d.Board != opt.Board // the board given picks the cut
		r := blockRead{bl: sub, opt: opt, line: d.Line, docs: []Document{d}}
		if d.Board != opt.Board {
			first := slices.Min(d.places.offs)
			r.docs, r.err = nil, t.errAt(int(first), ErrBoardMismatch, "grid is %v, the board given is %v", d.Board, opt.Board)
		}
		out = append(out, r)
	}
	out[0].faults = faults
	return out
}

// spreadLiteral reads block bl as the rows of a literal nested two deep
// spread over lines: the line before it ends with an opening bracket
// ("board_t{", "expected = ["), the lines after it up to the block's
// first ones are each one row in brackets of its own ("{0},", "vec![3,
// 0, 1]"), and the block's other lines close brackets alone ("}", "},",
// "}));"). The brackets give the rows, so
// such a literal is a board however few its rows, as it is on one line
// ("{{0}}"); it is read only when its rows number every square once.
func (t *text) spreadLiteral(bl block, opt ReadOptions) (Document, bool) {
	first, last := t.span(bl)
	var open, closing byte
	row := func(i int) []cell {
		l := bytes.TrimRight(bytes.TrimSpace(t.line(i)), ",")
		l = bytes.TrimLeft(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_:!<>") // a constructor: vec![0]
		if len(l) < 3 || l[0] != open || l[len(l)-1] != closing || bytes.IndexByte(l[1:len(l)-1], open) >= 0 {
			return nil
		}
		if cells := t.lineInts(i); len(cells) > 0 && numbersIn(l) == len(cells) {
			return cells
		}
		return nil
	}
	top := first - 1 // the rows may begin on lines of words before the block (vec![0])
	for _, br := range []string{"{}", "[]"} {
		open, closing = br[0], br[1]
		top = first - 1
		for top > 0 && row(top-1) != nil {
			top--
		}
		if top > 0 && bytes.HasSuffix(bytes.TrimRight(t.line(top-1), " \t\r"), []byte{open}) {
			break
		}
		open = 0
	}
	if open == 0 {
		return Document{}, false
	}
	var rows [][]cell
	i := top
	for ; i < last; i++ {
		cells := row(i)
		if cells == nil {
			break
		}
		if len(rows) > 0 && len(cells) != len(rows[0]) {
			return Document{}, false
		}
		rows = append(rows, cells)
	}
	for ; i < last; i++ {
		if len(bytes.Trim(t.line(i), " \t\r,;)]}")) > 0 {
			return Document{}, false
		}
	}
	if len(rows) == 0 {
		return Document{}, false
	}
	d, ok := t.gridOf(rows, opt)
	if !ok || len(d.Path) != d.Board.Size() {
		return Document{}, false
	}
	d.literal = true
	return d, true
}
