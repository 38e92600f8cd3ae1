package notation

import (
	"bytes"
	"slices"
	"strings"
	"unicode"

	"github.com/knightcert/knight/board"
)

// This file reads pairs whose text names the order of their two numbers:
// a spreadsheet's R1C1 references ("R3C2", row 3 and column 2), and pairs
// under a caption that names their order ("path (row,col), 1-based from
// the top-left:"). A pair in brackets, "(3, 2)", may be (file, rank) or
// (row, col), and only a start or a board that fits one order tells them
// apart; a reference, or a caption, names the order, so its reading is
// certain, and so is the corner rows count from when the caption says it.

// isRowColRef reports whether w is an R1C1 reference, in either case:
// 'R', digits, 'C', digits. Read as two squares glued (r3 then c2, a
// move in long algebraic notation) it would go from file r to file c,
// fifteen files apart, which no knight's move does.
func isRowColRef(w []byte) bool {
	_, ok := rowColRef(w)
	return ok
}

// rowColRef is the pair an R1C1 reference writes, the row first, as a
// pair read as (row, col) is held before it is transposed.
func rowColRef(w []byte) (board.Square, bool) {
	if len(w) < 4 || w[0]|0x20 != 'r' {
		return board.Square{}, false
	}
	row, i := refNumber(w, 1)
	if i <= 1 || i >= len(w) || w[i]|0x20 != 'c' {
		return board.Square{}, false
	}
	col, j := refNumber(w, i+1)
	if j == i+1 || j != len(w) || row < 0 || col < 0 {
		return board.Square{}, false
	}
	return board.Square{X: row, Y: col}, true
}

// refNumber is the number of the digits of w from i and where they end;
// -1 for more than maxCoord.
func refNumber(w []byte, i int) (int32, int) {
	v := int32(0)
	for ; i < len(w) && isDigit(w[i]); i++ {
		if v >= 0 {
			if v = v*10 + int32(w[i]-'0'); v > maxCoord {
				v = -1
			}
		}
	}
	return v, i
}

// namedBy is what the reading note adds to the order of pairs when the
// text named it.
func namedBy(what string) string {
	if what == "" {
		return ""
	}
	return ", the order named by " + what
}

// pairOrder is what a caption says of the pairs under it: named, that
// it names their order, rowFirst (row, col) rather than (col, row);
// cornerNamed, that it says where rows count from, fromTop the top.
type pairOrder struct {
	named, rowFirst      bool
	cornerNamed, fromTop bool
}

// Names for the two numbers of a pair, as captions write them: a row
// (or a rank, y) and a column (or a file, x), in the languages captions
// were seen in. Single letters name a coordinate only in brackets.
var (
	rowNames = []string{"row", "r", "rank", "y", "zeile", "reihe", "fila", "ligne", "riga", "rij", "linha", "строка", "ряд", "行"}
	colNames = []string{"col", "column", "c", "file", "x", "spalte", "columna", "colonne", "colonna", "kolom", "coluna", "столбец", "列"}
)

// statedPairs is the pair order low, a caption in lower case, names: a
// bracketed pair of names, one a row's and one a column's ("(row,col)",
// "[x, y]", "(file, rank)"), and, when the line says top or bottom but
// not both, where rows count from. A line naming two orders names none.
func statedPairs(low string) pairOrder {
	var o pairOrder
	orders := 0
	r := []rune(low)
	for i := 0; i < len(r); i++ {
		if r[i] != '(' && r[i] != '[' && r[i] != '{' && r[i] != '<' {
			continue
		}
		first, j := nameAt(r, skipSpaces(r, i+1))
		if first == "" {
			continue
		}
		j = skipSpaces(r, j)
		if j < len(r) && (r[j] == ',' || r[j] == ';') {
			j = skipSpaces(r, j+1)
		}
		second, k := nameAt(r, j)
		k = closeAfter(r, k)
		if second == "" || k < 0 {
			continue
		}
		rowFirst := slices.Contains(rowNames, first) && slices.Contains(colNames, second)
		colFirst := slices.Contains(colNames, first) && slices.Contains(rowNames, second)
		if rowFirst || colFirst {
			orders++
			o.named, o.rowFirst = true, rowFirst
		}
		i = k
	}
	if orders != 1 {
		return pairOrder{}
	}
	top := containsAny(low, []string{"top", "upper", "oben", "arriba"})
	bottom := containsAny(low, []string{"bottom", "lower", "unten", "abajo", "from a1", "at a1"})
	o.cornerNamed, o.fromTop = top != bottom, top
	return o
}

// closeAfter is where the bracket open before r[i:] closes: at once, or
// after words about the pair that name nothing more in brackets ("(row,
// col 1-based, row 1 = top)"); -1 when it does not close on the line.
func closeAfter(r []rune, i int) int {
	i = skipSpaces(r, i)
	if i < len(r) && strings.ContainsRune(")]}>", r[i]) {
		return i
	}
	if i >= len(r) || r[i] != ',' && r[i] != ';' && r[i] != ' ' && !unicode.IsDigit(r[i]) {
		return -1
	}
	for ; i < len(r); i++ {
		switch {
		case strings.ContainsRune("([{<", r[i]):
			return -1
		case strings.ContainsRune(")]}>", r[i]):
			return i
		}
	}
	return -1
}

// nameAt is the word of letters at r[i:] and where it ends.
func nameAt(r []rune, i int) (string, int) {
	j := i
	for j < len(r) && unicode.IsLetter(r[j]) {
		j++
	}
	return string(r[i:j]), j
}

// reread is tr with its pairs read in the order o names, as by (a
// caption, the words before the numbers) says: each reading of pairs transposed or not, on the smallest
// board that holds them when no board was given, rows counted from the
// top when o says so. A reading whose squares the order puts off the
// board given leaves tr as it was: the caption is of other pairs.
func (o pairOrder) reread(tr Tour, by string, given bool) (Tour, bool) {
	if tr.Err != nil {
		return tr, false
	}
	m := tr
	m.Readings = slices.Clone(tr.Readings)
	applied := false
	for j := range m.Readings {
		d := &m.Readings[j]
		if d.Format != XY || !d.Based || d.pairsNamed != "" || d.Flipped {
			continue
		}
		written := d.Path
		if d.Transposed {
			written = transposed(d.Path)
		}
		p := slices.Clone(written)
		if o.rowFirst {
			p = transposed(written)
		}
		b := d.Board
		if d.fromSquares || !given && !d.HasBoard {
			b = box(p)
		}
		if offBoard(p, b) > 0 {
			return tr, false
		}
		if o.cornerNamed && o.fromTop {
			for k := range p {
				p[k].Y = b.H + 1 - p[k].Y
			}
		}
		d.Path, d.Board, d.Transposed, d.Flipped = p, b, o.rowFirst, o.cornerNamed && o.fromTop
		d.pairsNamed, d.originNamed = by, o.cornerNamed
		applied = true
	}
	return m, applied
}

// wordNamedPairs are tours, each whose pairs are written with a name
// before each number ("row 3, col 2", "Zeile 3 Spalte 2") read in the
// order the names say (namesOrder), and each reading of pairs written
// alone, one a bracket or one a line, marked so ([Document.pairsAlone]).
func wordNamedPairs(head []byte, tours []Tour, given bool) []Tour {
	var starts []int // the offset of each line, found once when needed
	for i, tr := range tours {
		if tr.Err != nil || len(tr.Readings) == 0 {
			continue
		}
		for j := range tr.Readings {
			d := &tr.Readings[j]
			if d.Format == XY && d.Based {
				d.pairsAlone = pairsAlone(head, *d, &starts)
			}
		}
		d := tr.Readings[0]
		if d.Format != XY || !d.Based || d.pairsNamed != "" {
			continue
		}
		span, ok := pairLines(head, d, &starts)
		if !ok {
			continue
		}
		written := d.Path
		if d.Transposed {
			written = transposed(d.Path)
		}
		o := namesOrder(span, written, d.Base)
		if !o.named {
			continue
		}
		if m, ok := o.reread(tr, "the names before its numbers", given); ok {
			for j := range m.Readings {
				m.Readings[j].pairsWritten = m.Readings[j].pairsNamed != ""
			}
			tours[i] = m
		}
	}
	return tours
}

// pairLines are the lines of head that d's squares are written on, from
// the first square's to the last's; starts are the offsets where head's
// lines begin, found on the first call.
func pairLines(head []byte, d Document, starts *[]int) ([]byte, bool) {
	if len(d.Path) == 0 {
		return nil, false
	}
	first, _, ok1 := d.Place(0)
	last, _, ok2 := d.Place(len(d.Path) - 1)
	if !ok1 || !ok2 || first < 1 || first > last {
		return nil, false
	}
	if *starts == nil {
		*starts = newText(head).lines
	}
	if last > len(*starts) {
		return nil, false
	}
	end := len(head)
	if last < len(*starts) {
		end = (*starts)[last]
	}
	return head[(*starts)[first-1]:end], true
}

// pairsAlone reports whether d's pairs are written alone in head (starts
// as for pairLines): each on the line after the one before, with no more
// numbers on it than its step's, or each in
// brackets of its own with no number outside them and no word from the
// first on. Words or numbers among them (a start written before the
// path, "Path from [0,0] to [3,3]" between two paths) may be pairs of
// other lists, which a reading of one would join.
func pairsAlone(head []byte, d Document, starts *[]int) bool {
	span, ok := pairLines(head, d, starts)
	if !ok {
		return false
	}
	rows := true
	first, _, _ := d.Place(0)
	for k := 1; k < len(d.Path) && rows; k++ {
		line, _, ok := d.Place(k)
		rows = ok && line == first+k
	}
	for l := 0; rows && l < len(span); {
		end := l + bytes.IndexByte(span[l:], '\n') + 1
		if end == l {
			end = len(span)
		}
		rows = len(digitRuns(span[l:end])) <= 3 // the pair and its step
		l = end
	}
	if rows {
		return true
	}
	_, col, ok := d.Place(0)
	if !ok || col < 1 || col > len(span) || !pairGroups(span, len(d.Path)) {
		return false
	}
	return !slices.ContainsFunc(span[col-1:], isLetter)
}

// pairGroups reports whether b, the lines of n pairs, writes each pair
// alone in brackets of its own, "(1,7) -> (2,9)", and no number outside
// them: a caption's pair order is of such pairs, not of a grid's rows
// ("[[0,3,6,9],...]") that a caption above them does not describe.
func pairGroups(b []byte, n int) bool {
	depth, inGroup, numbers := 0, 0, 0
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '(' || c == '[' || c == '{':
			depth++
			inGroup = 0
		case c == ')' || c == ']' || c == '}':
			if inGroup != 0 && inGroup != 2 {
				return false
			}
			depth, inGroup = depth-1, 0
		case isDigit(c):
			for i+1 < len(b) && isDigit(b[i+1]) {
				i++
			}
			if depth == 0 {
				return false
			}
			inGroup++
			numbers++
		}
	}
	return numbers == 2*n
}

// pairRows reports whether d's squares are written one a line, as the
// rows of a table ("  3    7  1"): a caption's pair order is of such
// rows too, and a grid's rows, read as pairs, hold several a line.
func pairRows(d Document) bool {
	last := 0
	for k := range d.Path {
		line, _, ok := d.Place(k)
		if !ok || line <= last {
			return false
		}
		last = line
	}
	return len(d.Path) > 0
}

// namesOrder is the order of pairs that b, the lines of the pairs
// written (as read, (file, rank) from base), names: a number directly
// after a name of a row or a column (only spaces, quotes, ':' or '='
// between) is named, and the named numbers, taken two at a time, are one
// row's and one column's, in either order. Numbers with no such name (a
// move's number, a time, a count) are text around the pairs, so the
// named ones must be the very pairs read, value for value, in one order
// for them all: then that order is named, and anything else names none.
// One pass over b.
func namesOrder(b []byte, written []board.Square, base int) pairOrder {
	r := []rune(string(b))
	var named []board.Square // each pair's (column, row), as its names say
	var half int32           // the first number of a pair, as a coordinate
	open, halfRow := false, false
	var prev string
	prevEnd := -1
	for i := 0; i < len(r); {
		switch {
		case unicode.IsLetter(r[i]) && i > 0 && unicode.IsDigit(r[i-1]):
			// Letters glued after digits ("0x55d5", "12px") are part of
			// a word of their own, no name of the number after them.
			_, i = nameAt(r, i)
			prev, prevEnd = "", -1
		case unicode.IsLetter(r[i]):
			prev, i = nameAt(r, i)
			prev, prevEnd = strings.ToLower(prev), i
		case unicode.IsDigit(r[i]):
			j := i
			v := int32(0)
			for ; j < len(r) && unicode.IsDigit(r[j]); j++ {
				if v <= maxCoord {
					v = v*10 + int32(r[j]-'0')
				}
			}
			if v > maxCoord {
				return pairOrder{}
			}
			byName := prevEnd >= 0 && strings.Trim(string(r[prevEnd:i]), " \t:=\"'") == ""
			row, col := byName && slices.Contains(rowNames, prev), byName && slices.Contains(colNames, prev)
			prev, prevEnd, i = "", -1, j
			if row == col {
				continue
			}
			c := v - int32(base) + 1 // as the square's coordinate
			switch {
			case !open:
				half, halfRow, open = c, row, true
			case halfRow == row:
				return pairOrder{} // two rows, or two columns, in one pair
			case row:
				named, open = append(named, board.Square{X: half, Y: c}), false
			default:
				named, open = append(named, board.Square{X: c, Y: half}), false
			}
		default:
			i++
		}
	}
	if open || len(named) != len(written) || len(named) == 0 {
		return pairOrder{}
	}
	asWritten, swapped := true, true
	for k, s := range named {
		asWritten = asWritten && s == written[k]
		swapped = swapped && s == board.Square{X: written[k].Y, Y: written[k].X}
	}
	if asWritten == swapped {
		return pairOrder{}
	}
	return pairOrder{named: true, rowFirst: swapped}
}
