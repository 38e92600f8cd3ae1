package notation

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Programs print a square as its two coordinates each after its axis's
// name, glued or after an '=' or ':': "X3 Y2", "x=3, y=2", "C9 R5",
// "Y:2 X:3", "col3 row2", the names a caption's (rowNames, colNames),
// one a row's and one a column's. Read as the pair "(3,2)" it stands
// for, in place, its bytes mapped back to the names' (rewriteSpans), the
// pair reader reads the list whatever parts the pairs ("|", ",", "->"),
// and from 0 when a 0 appears, as it reads any pairs; the names, still
// before the numbers in the text, say their order (namesOrder). Read as
// written, "C9 R5" is two squares, c9 and r5, on a board of 18 files.

// labelledPairs reads t with its labelled pairs written as bracketed
// pairs, and reports whether it did: when there are three or more, on
// lines that hold nothing else but the marks that part them (code's
// "x0, y0" among other words is names). Two passes over the input.
func (t *text) labelledPairs() bool {
	pairLine := make([]bool, len(t.lines))
	spans := 0
	for i := range t.lines {
		start, l := t.lines[i], t.line(i)
		n, other := 0, false
		for k := 0; k < len(l); k++ {
			if _, end, ok := labelledPair(t.b, start+k); ok {
				n, k = n+1, end-start-1
				continue
			}
			if !isSpace(l[k]) && strings.IndexByte("|,;->()[]{}.", l[k]) < 0 {
				other = true
				break
			}
		}
		if n > 0 && !other {
			pairLine[i], spans = true, spans+n
		}
	}
	if spans < 3 {
		return false // "x2 y4" once is two squares as likely as one
	}
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		if !pairLine[lineIndex(t.lines, i)] {
			return nil, 0, false
		}
		return labelledPair(t.b, i)
	})
}

// labelledPair reads a labelled pair at b[i:]: the pair in brackets, in
// the order written, and where it ends. A row's glued to a column's,
// "R3C2", is a spreadsheet's reference, which the list reader reads
// (rowColRef).
func labelledPair(b []byte, i int) ([]byte, int, bool) {
	if i > 0 && isAlnum(b[i-1]) {
		return nil, 0, false
	}
	firstRow, k, ok := axisName(b, i)
	if !ok {
		return nil, 0, false
	}
	x, k, ok := labelValue(b, k)
	if !ok {
		return nil, 0, false
	}
	parted := k
	for k < len(b) && (b[k] == ' ' || b[k] == ',' || b[k] == ';') {
		k++
	}
	if k == parted && firstRow {
		return nil, 0, false
	}
	secondRow, k, ok := axisName(b, k)
	if !ok || secondRow == firstRow {
		return nil, 0, false
	}
	y, end, ok := labelValue(b, k)
	if !ok || end < len(b) && isAlnum(b[end]) {
		return nil, 0, false
	}
	w := append([]byte{'('}, x...)
	w = append(append(append(w, ','), y...), ')')
	return w, end, true
}

// axisName reads the name of a row or a column at b[i:]: whether it is
// a row's, and where it ends. Names are short: a longer word is none.
func axisName(b []byte, i int) (row bool, end int, ok bool) {
	j := i
	for j < len(b) && j-i <= 16 {
		r, n := utf8.DecodeRune(b[j:])
		if !unicode.IsLetter(r) {
			break
		}
		j += n
	}
	name := strings.ToLower(string(b[i:j]))
	row = slices.Contains(rowNames, name)
	return row, j, j > i && (row || slices.Contains(colNames, name))
}

// labelValue reads the digits after an axis's name at b[i:], an '=' or
// ':' and spaces allowed before them: the digits and where they end.
func labelValue(b []byte, i int) ([]byte, int, bool) {
	if i < len(b) && (b[i] == '=' || b[i] == ':') {
		i = pastSpaces(b, i+1)
	}
	j := i
	for j < len(b) && j-i < 4 && isDigit(b[j]) {
		j++
	}
	if j == i || j < len(b) && isDigit(b[j]) {
		return nil, 0, false
	}
	return b[i:j], j, true
}
