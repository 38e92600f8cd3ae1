package notation

import "bytes"

// A grid printed on one line parts its rows by a separator of its own
// inside the line: LaTeX's "\\" ("43 & 28 & 5 \\ 6 & 17 & 42"), a
// matrix literal's "], [" or "}, {" (numpy's one-line repr,
// Mathematica's {{..}, {..}}), MATLAB's ';'. What makes it a grid is
// its structure, not its brackets: the integers of the line, taken in
// order, are parted by two separators only, one between the cells of a
// row and another between rows, every w-th. Such a line is read as the
// rows it writes, one a line.

// rowCutLeast is the fewest rows and cells a row a line is cut into: no
// board narrower than three has a knight's tour but 1x1 (Conrad et al.,
// 1994), so a line of pairs ("(1,2), (3,4)") is never cut.
const rowCutLeast = 3

// cutRows reads t as the lines its one-line grids would be on (rowCuts),
// and reports whether any line was cut.
func (t *text) cutRows() bool { return t.cutLinesBy(rowCuts) }

// rowCuts is where line is cut into the rows of a grid written on it:
// before each row but the first, after the separator that ends the row
// above and before any brackets that open the row ("}, {" cut before
// its '{'). It is nil unless the line's integers (lineIntegers) are
// parted by exactly two separators, read without the spaces around
// them: one between cells, and one between rows, not spaces alone,
// after every w-th integer, with w and the number of rows three or more.
func rowCuts(line []byte) []int {
	ints := lineIntegers(line)
	if len(ints) < rowCutLeast*rowCutLeast {
		return nil
	}
	gap := func(k int) []byte { return bytes.Trim(line[ints[k][1]:ints[k+1][0]], " \t") }
	cell := gap(0)
	w := 1
	for w < len(ints)-1 && bytes.Equal(gap(w), cell) {
		w++
	}
	if w == len(ints)-1 {
		return nil // one separator throughout: one row
	}
	w++ // integers in a row: the gaps before the first other one, and one
	row := gap(w - 1)
	if w < rowCutLeast || len(ints)%w != 0 || len(ints)/w < rowCutLeast || len(row) == 0 || bytes.Equal(row, cell) {
		return nil
	}
	var cuts []int
	for k := 0; k+1 < len(ints); k++ {
		ends := (k+1)%w == 0
		switch g := gap(k); {
		case ends && bytes.Equal(g, row):
			at := ints[k+1][0]
			for at > ints[k][1] && (isHSpace(line[at-1]) || closing[line[at-1]] != 0) {
				at--
			}
			for at < ints[k+1][0] && isHSpace(line[at]) {
				at++
			}
			cuts = append(cuts, at)
		case ends || !bytes.Equal(g, cell):
			return nil
		}
	}
	return cuts
}

// lineIntegers is where the integers of line are, a '-' before one
// with them: runs of digits glued to no letter, digit, '_' or '.'
// (a name's "M1", a float's "2.5" and hex "0x1f" are no integer).
func lineIntegers(line []byte) [][2]int {
	glued := func(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c == '.' || c >= 0x80 }
	var out [][2]int
	for i := 0; i < len(line); i++ {
		if !isDigit(line[i]) {
			continue
		}
		start := i
		for i < len(line) && isDigit(line[i]) {
			i++
		}
		if start > 0 && glued(line[start-1]) || i < len(line) && glued(line[i]) {
			for i < len(line) && glued(line[i]) {
				i++
			}
			continue
		}
		if start > 0 && line[start-1] == '-' && (start == 1 || !glued(line[start-2])) {
			start--
		}
		out = append(out, [2]int{start, i})
	}
	return out
}
