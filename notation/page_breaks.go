package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// A list of squares in running text, as pdftotext gives a book's page,
// may be cut by the page's end: its last line before the break ends in
// a comma, the list goes on after it, and between the two stand the
// page's furniture, a page number on a line alone, a running header,
// blank lines and form feeds. Such a list is read as one: the lines of
// the break are read after the input's last line, so that the list's
// two parts are one paragraph, and the break's lines are text set
// aside like any other, named at their own lines. A break is taken
// only when it shows: a line of the list ending in a square and a
// comma, at most pageBreakLines lines between, a blank one and a page
// number, a form feed or a running title among them, no square in any
// that holds a comma, and a square starting the line after, with a comma
// or ending a clause. The reading of the text read so
// replaces the reading as written when it reads every tour, fewer of
// them or a longer one, and each fits its board (a rereading that joins,
// betterReading).

// pageBreakLines is the most lines a page break is read across: a
// footer, a blank line or two, a header and a blank line after it.
const pageBreakLines = 6

// longerList reports whether more, the reading with the page breaks
// read after the last line (joinPages), is to replace base, the reading
// as written: it reads every tour, no more of them, fewer or a longer
// one, and each fits its board.
func longerList(more, base pass) bool {
	if more.err != nil || more.unread() > 0 || len(more.tours) > len(base.tours) {
		return false
	}
	longest := func(ts []Tour) (n int, fits bool) {
		fits = true
		for _, tr := range ts {
			for _, d := range tr.Readings {
				n, fits = max(n, len(d.Path)), fits && len(d.Path) <= d.Board.Size()
			}
		}
		return n, fits
	}
	was, _ := longest(base.tours)
	now, fits := longest(more.tours)
	return fits && (now > was || len(more.tours) < len(base.tours))
}

// joinPages reads t with the lines of each page break inside a list
// of squares after its last line, and reports whether there was any.
// One pass over the lines.
func (t *text) joinPages() bool {
	moved := make([]bool, len(t.lines))
	var breaks []int // the lines moved, in order
	for i := 0; i+2 < len(t.lines); i++ {
		if !endsWithSquare(t.line(i)) {
			continue
		}
		j, page, gap := i+1, false, false
		for ; j < len(t.lines) && j-i-1 < pageBreakLines && (bytes.IndexByte(t.line(j), ',') < 0 || squareWords(t.line(j)) == 0) && sentenceSquare(bytes.TrimSpace(t.line(j))) == 0; j++ {
			page, gap = page || pageSign(t.line(j)), gap || blank(t.line(j))
		}
		if j == i+1 || j == len(t.lines) || !page || !gap || !startsWithSquare(t.line(j)) && sentenceSquare(bytes.TrimSpace(t.line(j))) == 0 {
			continue
		}
		for k := i + 1; k < j; k++ {
			moved[k] = true
			breaks = append(breaks, k)
		}
		i = j - 1
	}
	if breaks == nil {
		return false
	}
	var out []byte
	var from []int32
	emit := func(k int) {
		// A line's own break before it, the first line's aside: each
		// line read is the input's line k.
		end := len(t.b)
		if k+1 < len(t.lines) {
			end = t.lines[k+1] - 1
		}
		for c := max(t.lines[k]-1, 0); c < end; c++ {
			out, from = append(out, t.b[c]), append(from, int32(c))
		}
	}
	for k := range t.lines {
		if !moved[k] {
			emit(k)
		}
	}
	for _, k := range breaks {
		emit(k)
	}
	t.reread(out, from)
	return true
}

// endsWithSquare reports whether line ends in a square's name and a
// comma ("k2,"), spaces after it aside.
func endsWithSquare(line []byte) bool {
	line = bytes.TrimRight(line, " \t\r")
	if len(line) < 3 || line[len(line)-1] != ',' {
		return false
	}
	line = line[:len(line)-1]
	i := len(line)
	for i > 0 && word(line[i-1]) {
		i--
	}
	_, ok := board.ParseAlgebraic(line[i:])
	return ok
}

// startsWithSquare reports whether line starts with a square's name and
// a comma ("i1, g2"), spaces before it aside.
func startsWithSquare(line []byte) bool {
	line = bytes.TrimLeft(line, " \t")
	j := 0
	for j < len(line) && word(line[j]) {
		j++
	}
	if j == len(line) || line[j] != ',' {
		return false
	}
	_, ok := board.ParseAlgebraic(line[:j])
	return ok
}

// sentenceSquare is the length of the square's name that starts line
// and ends a sentence or a clause ("c4. Check each move", "e7; every
// square is visited"), or 0.
func sentenceSquare(line []byte) int {
	j := 0
	for j < len(line) && word(line[j]) {
		j++
	}
	if j == len(line) || line[j] != '.' && line[j] != ';' || j+1 < len(line) && !isSpace(line[j+1]) {
		return 0
	}
	if _, ok := board.ParseAlgebraic(line[:j]); !ok {
		return 0
	}
	return j
}

// pageSign reports whether line shows a page's end: a form feed, a
// page number alone on its line ("117", "- 12 -", "Page 12 of 40"), or
// a running title in capitals ("ELEMENTARY COMBINATORICS, 2ND EDITION").
func pageSign(line []byte) bool {
	if bytes.IndexByte(line, '\f') >= 0 {
		return true
	}
	words := bytes.FieldsFunc(line, func(r rune) bool { return isSpace(byte(r)) || r == '-' || r == '|' })
	numbers := 0
	for k, w := range words {
		switch {
		case len(w) <= 5 && !bytes.ContainsFunc(w, func(r rune) bool { return r > 0x7f || !isDigit(byte(r)) }):
			numbers++
		case k == 0 && (bytes.EqualFold(w, []byte("page")) || bytes.EqualFold(w, []byte("p."))),
			k > 0 && numbers == 1 && bytes.Equal(w, []byte("of")):
		default:
			return runningTitle(line)
		}
	}
	return numbers == 1 || numbers == 2 && len(words) == 4
}

// runningTitle reports whether line is a book's running header in
// capitals: no small letter, and a word of three capitals or more.
func runningTitle(line []byte) bool {
	run, long := 0, false
	for _, c := range line {
		switch {
		case c >= 'a' && c <= 'z':
			return false
		case c >= 'A' && c <= 'Z':
			run++
			long = long || run >= 3
		default:
			run = 0
		}
	}
	return long
}
