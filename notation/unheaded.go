package notation

import "bytes"

// A table written without a header (a program's CSV of its moves, a
// query's result without column names) is read as a headed table when
// its columns name their roles by what they hold, over every line of as
// many fields from its first: one column of squares ("c5"), or one of
// file letters followed by one of ranks; beside them, at most one
// column of steps (each row's one more than the row before, or the
// first row's again, where a tour begins anew) and columns each of whose
// values holds two rows or more one after another (a tour id, a name).
// A column that is none of these, or numbers alone (x and y, or row and
// col: which is which is not certain), leave the lines to the readings
// of lists and grids.

// minUnheadedRows is the fewest rows a table without a header holds.
const minUnheadedRows = 3

// columnFacts is what every row of a table so far writes in one column.
type columnFacts struct {
	squares, letters, numbers bool   // every value is one
	runs                      bool   // every value held two rows or more one after another
	counts                    bool   // each number is one more than the last, or the first again
	first, last               int    // the first and last numbers
	value                     []byte // the last value, and how many rows it held
	held                      int
}

// add takes value v of the next row.
func (f *columnFacts) add(v []byte, row int) {
	n, isNumber := atoiField(v)
	f.squares = f.squares && plainSquare(v)
	f.letters = f.letters && len(v) == 1 && isLetter(v[0])
	f.numbers = f.numbers && isNumber
	switch {
	case row == 0:
		f.first = n
	case n != f.last+1 && n != f.first:
		f.counts = false
	}
	f.last = n
	if row > 0 && bytes.Equal(v, f.value) {
		f.held++
		return
	}
	f.runs = f.runs && (row == 0 || f.held >= 2)
	f.value, f.held = v, 1
}

// unheadedHeader reads the roles of the columns of the table written
// without a header from line i on, the first of the lines of as many
// fields, whose groups are groups: one pass over them, keeping what each
// column writes.
func (t *text) unheadedHeader(i int, groups [][]field, taken []bool) (header, bool) {
	h := header{step: -1, x: -1, y: -1, square: -1}
	if len(groups) != 1 || len(groups[0]) < 2 || !t.mayName(groups[0]) {
		return h, false
	}
	width := len(groups[0])
	row := func(j int) bool { // line j could be a row of this table
		if j < 0 || j >= len(t.lines) || taken[j] {
			return false
		}
		g := t.lineGroups(j)
		return len(g) == 1 && len(g[0]) == width && t.mayName(g[0])
	}
	text := func(j int) bool { // line j is text, not a blank line
		return j >= 0 && j < len(t.lines) && !taken[j] && len(bytes.TrimSpace(t.line(j))) > 0
	}
	if i > 0 && !taken[i-1] {
		if g := t.lineGroups(i - 1); len(g) == 1 && len(g[0]) == width {
			return h, false // inside a run its first line reads: each line is scanned once
		}
	}
	if text(i-1) && row(i-2) {
		return h, false // a line of text cuts rows like these: see below
	}
	facts := make([]columnFacts, width)
	for c := range facts {
		facts[c] = columnFacts{squares: true, letters: true, numbers: true, runs: true, counts: true}
	}
	rows := 0
	for j := i; j < len(t.lines) && !taken[j]; j++ {
		g := t.lineGroups(j)
		if len(g) != 1 || len(g[0]) != width {
			break
		}
		for c, f := range g[0] {
			facts[c].add(bytes.Trim(t.b[f.at:f.end], "\"'"), rows)
		}
		rows++
	}
	if rows < minUnheadedRows || text(i+rows) && row(i+rows+1) {
		// Rows cut by a line of text from more rows like them (a search's
		// log, "visit e1" lines parted by "backtrack from e5") are no
		// table whose cuts are its tours: the roles read say nothing of
		// where its tours begin, and a part of one read as a whole tour
		// would be judged for the squares the other parts hold.
		return h, false
	}
	for c := range facts {
		facts[c].runs = facts[c].runs && facts[c].held >= 2
	}
	for c, f := range facts {
		if f.squares {
			if h.square >= 0 {
				return h, false // two squares a row: a move, or a pair of lists
			}
			h.square = c
		}
		if c+1 < width && f.letters && facts[c+1].numbers {
			if h.x >= 0 {
				return h, false
			}
			h.x, h.y = c, c+1
		}
	}
	if h.square >= 0 == (h.x >= 0) {
		return h, false
	}
	h.names = make([]string, width)
	for c, f := range facts {
		switch {
		case c == h.square || c == h.x || c == h.y:
		case f.runs:
		case f.numbers && f.counts && h.step < 0:
			h.step = c
		default:
			return h, false
		}
	}
	return h, true
}

// mayName reports whether fields could be a row of a table without a
// header: one square among them, or one file letter before a number,
// so that lines of many squares or of numbers alone are passed at once.
func (t *text) mayName(fields []field) bool {
	named := 0
	for k, f := range fields {
		v := t.b[f.at:f.end]
		if plainSquare(v) || len(v) == 1 && isLetter(v[0]) && k+1 < len(fields) {
			named++
		}
	}
	return named == 1
}

// plainSquare reports whether v is a square's name and nothing more: a
// file letter and a rank of one or two digits.
func plainSquare(v []byte) bool {
	return len(v) >= 2 && len(v) <= 3 && isLetter(v[0]) && allDigits(v[1:])
}
