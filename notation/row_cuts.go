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

// rereadTours reads head again as written otherwise, when tours, its
// reading, leaves any unreadable: hex literals in decimal (decimalHex),
// hex dumps' bytes in decimal (decimalDump),
// grids on one line one row a line (cutRows), and both, lines cut at a
// fixed width joined (joinFolds) or at a fixed count of numbers
// (joinCounted), and runs of
// squares side by side one a line (sideRuns), which one run reads as
// a tour too long for its board, not as none, and lists cut by a page
// break (pageJoined): the first that reads more
// tours (a reading or a certain fault) and leaves no more unreadable is
// kept. Each is one more pass over the input and one more reading.
func rereadTours(head []byte, tours []Tour, err error, opt ReadOptions) ([]Tour, bool) {
	n := unreadable(tours, err)
	read := func(ts []Tour, err error) int { return max(len(ts)-unreadable(ts, err), 0) }
	if t := holdText(head); err == nil && t.cutLinesBy(sideRuns) {
		if more, merr := readText(t, opt); unreadable(more, merr) <= n && read(more, merr) > read(tours, err) {
			t.toSource(more)
			return more, true
		}
	}
	if more, ok := pageJoined(head, tours, err, opt); ok {
		return more, true
	}
	if t := holdText(head); err == nil && len(tours) > 1 && t.joinStepped() {
		// Blocks whose step column counts on across the blank lines
		// between them: one list, which its steps say, so that it is
		// taken whenever it leaves no more unreadable.
		if more, merr := readText(t, opt); merr == nil && unreadable(more, merr) <= n && len(more) < len(tours) {
			t.toSource(more)
			return more, true
		}
	}
	if n == 0 {
		return nil, false
	}
	counted := func(t *text) bool { return t.joinCounted(opt.Board.W) }
	for _, rewrite := range []func(*text) bool{(*text).blankCaptions, (*text).letterIDs, (*text).decimalHex, (*text).decimalDump, (*text).cutRows, bothRewrites, (*text).joinFolds, counted, (*text).decimalCharlists} {
		t := holdText(head)
		if !rewrite(t) {
			continue
		}
		if more, merr := readText(t, opt); unreadable(more, merr) <= n && read(more, merr) > read(tours, err) {
			t.toSource(more)
			return more, true
		}
	}
	return nil, false
}

// bothRewrites is decimalHex and then cutRows, when each rewrites t.
func bothRewrites(t *text) bool { return t.decimalHex() && t.cutRows() }
