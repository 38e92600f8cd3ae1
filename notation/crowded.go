package notation

import (
	"bytes"
	"slices"

	"github.com/knightcert/knight/board"
)

// crowded reports whether the lines of a grid read by structure hold
// what another reading could use beside its cells, so that the grid is
// no certain reading: squares or moves written on them (a game's move
// numbers "1. Na1 Nb3" read as a grid), at least one a line, on the
// board given when one is (a row label "r1:" names no square of 3x4, so
// no list of it crowds the grid), or cells
// that are one member of a bracketed tuple whose other members are no
// cells (the n of "(x, y, n)" triples), for half its cells or more. It
// is one pass over the grid's lines and, for each cell, over its
// bracket.
func (t *text) crowded(d Document, given board.Board) bool {
	if d.places == nil || len(d.places.offs) == 0 {
		return false
	}
	cells := make(map[int]bool, len(d.places.offs))
	var lines []int
	for _, o := range d.places.offs {
		cells[int(o)] = true
		if l, _ := t.pos(int(o)); !slices.Contains(lines, l) {
			lines = append(lines, l)
		}
	}
	if t.wrappedLiteral(d) {
		return true
	}
	squares := 0
	for _, l := range lines {
		squares += squareWordsOn(t.line(l-1), given)
	}
	if squares >= len(lines) {
		return true
	}
	shared := 0
	for _, o := range d.places.offs {
		if t.tupleMember(int(o), cells) {
			shared++
		}
	}
	return 2*shared >= len(d.places.offs)
}

// squareWords counts the words of l that name a square, with a piece
// letter before it or not ("a1", "Nb3", "Nb3+"), standing alone.
func squareWords(l []byte) int { return squareWordsOn(l, board.Board{}) }

// squareWordsOn is squareWords counting only the squares on b, every
// square when b is zero.
func squareWordsOn(l []byte, b board.Board) int {
	n := 0
	for i, end := range wordsOf(l, notAlnum) {
		// A word glued to a '%' is a name (Maxima's "%o2" output label,
		// or input label "%i2"), not a square.
		if i > 0 && l[i-1] == '%' {
			continue
		}
		w := l[i:end]
		if len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'a' && w[1] <= 'z' {
			w = w[1:] // the piece
		}
		if j, k := squareAt(w, 0); j == 1 && w[0] >= 'a' && k == len(w) && k > 1 && k <= 3 && squareOn(w[0], w[1:], b) {
			n++
		}
	}
	return n
}

// squareOn reports whether the square of file letter f and rank digits
// is on b, or b is zero.
func squareOn(f byte, rank []byte, b board.Board) bool {
	if b == (board.Board{}) {
		return true
	}
	r := 0
	for _, c := range rank {
		r = 10*r + int(c-'0')
	}
	return int32(f-'a') < b.W && r >= 1 && int32(r) <= b.H
}

// tupleMember reports whether the number at off is inside the innermost
// bracket of its line that holds two or three numbers, one of them no
// cell: one member of a tuple (a grid's bracketed row holds its board's
// width of cells, or marks for squares not visited, and a board three
// wide or less has no tour with marks).
func (t *text) tupleMember(off int, cells map[int]bool) bool {
	line, _ := t.pos(off)
	from, to := t.lines[line-1], len(t.b)
	if line < len(t.lines) {
		to = t.lines[line] - 1
	}
	open := t.openAt(off, from)
	if open < 0 {
		return false
	}
	numbers, other := 0, false
	for i := open + 1; i < to; i++ {
		c := t.b[i]
		if c == ')' || c == ']' || c == '}' || c == '(' || c == '[' || c == '{' {
			break
		}
		if isDigit(c) && !isDigit(t.b[i-1]) && !isLetter(t.b[i-1]) {
			numbers++
			other = other || !cells[i] && i != off
		}
	}
	return other && numbers <= 3
}

// wrappedLiteral reports whether a row of the grid d ends its line inside
// a bracket it does not close there (the line's last cell, of two or
// more, followed by a comma to the line's end): a literal wrapped over
// lines, whose line
// breaks are where a printer wrapped it, not its rows ("{2, 5, 10,\n 7,
// 11, 8}", a numpy row of 8 wrapped 4 and 4).
func (t *text) wrappedLiteral(d Document) bool {
	last, count := map[int]int{}, map[int]int{} // line: offset of its last cell, its cells
	pl := d.places
	if pl == nil || pl.t != t || pl.pairs {
		return false
	}
	for k := range d.Path {
		o, ok := 0, false
		switch m := k + pl.shift; {
		case pl.grid != nil:
			o, ok = pl.grid.offset(m)
		case m >= 0 && m < len(pl.offs):
			o, ok = int(pl.offs[m]), true
		}
		if !ok || o < 0 || o >= len(t.b) {
			return false
		}
		l, _ := t.pos(o)
		last[l] = max(last[l], o)
		count[l]++
	}
	for l, off := range last {
		if count[l] < 2 {
			continue // a value a line (a dumper's): the brackets are the rows
		}
		end := len(t.b)
		if l < len(t.lines) {
			end = t.lines[l] - 1
		}
		i := off
		for i < end && isDigit(t.b[i]) {
			i++
		}
		rest := bytes.TrimSpace(t.b[i:end])
		if !bytes.Equal(rest, []byte(",")) {
			continue
		}
		depth := 0
		for j := t.lines[l-1]; j < off; j++ {
			switch t.b[j] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
			}
		}
		if open := t.openAt(off, 0); depth > 0 || open >= 0 && open < t.lines[l-1] {
			return true
		}
	}
	return false
}

// openAt is where the innermost bracket still open at off was opened,
// looked for back to from; -1 for none.
func (t *text) openAt(off, from int) int {
	for i, depth := off-1, 0; i >= from; i-- {
		switch t.b[i] {
		case ')', ']', '}':
			depth++
		case '(', '[', '{':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return -1
}

// besideNumbers is how many integers line l holds in a column block of
// its own beside its squares, and the bytes [from, to) the block spans:
// the fields (split at spaces and cell walls, brackets and commas aside)
// before the first field that holds a letter, or after the last, when
// every one of them is an integer standing alone and the line names a
// square; 0 otherwise, and for fewer than three. A board's rows printed on the left and the same
// tour's moves ("1.e6 2.g7") on the right share their lines, yet are two
// blocks: the numbers of the left one are no move numbers of the right
// one, which stand glued to their squares. One pass over l.
func besideNumbers(l []byte) (n, from, to int) {
	if squareWords(l) < 2 {
		return 0, 0, 0
	}
	type field struct{ at, end int }
	var fields []field
	for i, j := range wordsOf(l, func(r rune) bool { return r == ' ' || r == '\t' || r == '|' }) {
		fields = append(fields, field{i, j})
	}
	firstWord, lastWord := -1, -1
	for k, f := range fields {
		if bytes.ContainsFunc(l[f.at:f.end], func(r rune) bool { return r < 0x80 && isLetter(byte(r)) }) {
			if firstWord < 0 {
				firstWord = k
			}
			lastWord = k
		}
	}
	count := func(fs []field) int {
		c := 0
		for _, f := range fs {
			w := bytes.Trim(l[f.at:f.end], "[](){},;")
			for _, ch := range w {
				if !isDigit(ch) {
					return -1
				}
			}
			if len(w) > 0 {
				c++
			}
		}
		return c
	}
	before, after := fields[:firstWord], fields[lastWord+1:]
	// Three numbers or more, as a grid's row holds: one or two beside a
	// square are its step or a value placed on it ("e6": 12).
	switch b, a := count(before), count(after); {
	case b >= 3 && a <= 0:
		return b, before[0].at, before[len(before)-1].end
	case a >= 3 && b <= 0:
		return a, after[0].at, after[len(after)-1].end
	}
	return 0, 0, 0
}

// besideColumn reports whether the grid d, read by structure, stands in
// a column block of its own (besideNumbers) on every line it spans, three
// cells or more a line, the squares on its lines beside it: two blocks,
// each a tour of its own, so the squares crowd no cell of it.
func (t *text) besideColumn(d Document) bool {
	if d.places == nil || len(d.places.offs) == 0 || d.Format != Grid {
		return false
	}
	per := map[int]int{}
	blocks := map[int][3]int{} // besideNumbers of each line, once a line
	for _, o := range d.places.offs {
		l := lineIndex(t.lines, int(o))
		bl, seen := blocks[l]
		if !seen {
			n, from, to := besideNumbers(t.line(l))
			bl = [3]int{n, from, to}
			blocks[l] = bl
		}
		from, to := bl[1], bl[2]
		if c := int(o) - t.lines[l]; c < from || c >= to {
			return false
		}
		per[l]++
	}
	for l, k := range per {
		if k < 3 || blocks[l][0] != k {
			return false
		}
	}
	return true
}
