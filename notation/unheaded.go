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

// unheadedHeader reads the roles of the columns of the table written
// without a header from line i on.
func (t *text) unheadedHeader(i int, taken []bool) (header, bool) {
	h := header{step: -1, x: -1, y: -1, square: -1}
	groups := t.lineGroups(i)
	if len(groups) != 1 || len(groups[0]) < 2 {
		return h, false
	}
	width := len(groups[0])
	var rows [][]field
	for j := i; j < len(t.lines) && !taken[j]; j++ {
		g := t.lineGroups(j)
		if len(g) != 1 || len(g[0]) != width {
			break
		}
		rows = append(rows, g[0])
	}
	if len(rows) < minUnheadedRows {
		return h, false
	}
	value := func(r, c int) []byte { return bytes.Trim(t.b[rows[r][c].at:rows[r][c].end], "\"'") }
	every := func(c int, is func([]byte) bool) bool {
		for r := range rows {
			if !is(value(r, c)) {
				return false
			}
		}
		return true
	}
	letter := func(v []byte) bool { return len(v) == 1 && isLetter(v[0]) }
	number := func(v []byte) bool { _, ok := atoiField(v); return ok }
	for c := range width {
		if every(c, plainSquare) {
			if h.square >= 0 {
				return h, false // two squares a row: a move, or a pair of lists
			}
			h.square = c
		}
		if c+1 < width && every(c, letter) && every(c+1, number) {
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
	for c := range width {
		switch {
		case c == h.square || c == h.x || c == h.y:
		case constantRuns(rows, c, value):
		case every(c, number) && countsOn(rows, c, value) && h.step < 0:
			h.step = c
		default:
			return h, false
		}
	}
	return h, true
}

// plainSquare reports whether v is a square's name and nothing more: a
// file letter and a rank of one or two digits.
func plainSquare(v []byte) bool {
	if len(v) < 2 || len(v) > 3 || !isLetter(v[0]) {
		return false
	}
	for _, c := range v[1:] {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

// countsOn reports whether the numbers of column c count up by one from
// row to row, or begin again at the first row's.
func countsOn(rows [][]field, c int, value func(r, c int) []byte) bool {
	first, _ := atoiField(value(0, c))
	prev := first
	for r := 1; r < len(rows); r++ {
		n, _ := atoiField(value(r, c))
		if n != prev+1 && n != first {
			return false
		}
		prev = n
	}
	return true
}

// constantRuns reports whether each value of column c holds two rows or
// more one after another.
func constantRuns(rows [][]field, c int, value func(r, c int) []byte) bool {
	run := 1
	for r := 1; r <= len(rows); r++ {
		if r < len(rows) && bytes.Equal(value(r, c), value(r-1, c)) {
			run++
			continue
		}
		if run < 2 {
			return false
		}
		run = 1
	}
	return true
}
