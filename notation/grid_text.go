package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// GridCell is one cell of a numbered grid as it was written, before a
// reading gives it a square.
type GridCell struct {
	// Number is the cell's number, -1 when it holds none: a mark for a
	// square left out ('.', "..", "--", '_', x, -1) or an empty cell of a
	// table.
	Number int64
	// Label: a letter or two, as file and rank labels are written.
	Label bool
	// Text is the cell as written, normalized (box drawing and full-width
	// characters as ASCII): "12", ".", "..", "--", "x", "-1", "a", or "|"
	// for an empty table cell.
	Text string
	// Line and Col say where the cell begins in the input, from 1, the
	// column in bytes.
	Line, Col int
}

// GridLayout is one way of taking a grid's cells as its squares: the rows
// left out above and below as headers and footers, the columns left out
// on each side as labels.
type GridLayout struct {
	Top, Bottom, Left, Right int
}

// String says what the layout leaves out ("1 line above, the first
// column"), "" for none.
func (l GridLayout) String() string {
	return layout{top: l.Top, bottom: l.Bottom, left: l.Left, right: l.Right}.String()
}

// GridText is the text of one numbered grid cut into cells, as the grid
// reader cuts a tour's before it numbers the squares.
type GridText struct {
	// Rows are the grid's rows of cells, labels and headers among them.
	Rows [][]GridCell
	// Layouts are the readings of the rows the grid reader tries: as they
	// are first, then without what looks like decoration (see [ReadTours]).
	Layouts []GridLayout
	// Skipped are the lines and captions set aside as words.
	Skipped []Skip
}

// ReadGridText reads an input held in memory as the cells of one
// numbered grid that may leave squares blank, such as a puzzle's: its
// decoration read as the grid reader reads a tour's (rules dropped,
// captions and sentences set aside, '|' frames and table cells, box
// drawing, C and Java array literals and nested arrays, '#'-marked
// cells), every data line of the input one row, whatever blank lines or
// words lie between them. '_' and "__" standing alone are marks for a
// square left out, as '.' is; a line of "--" marks is a row of them, not
// a rule, when "--" marks stand among numbers elsewhere; and a line of
// empty table cells ("|   |   |") is a row of blanks, not a rule, unless
// rules part the rows and such a line shares a row with another (cells
// drawn several lines tall: an [ErrMisread] error). An empty cell's
// place is the middle of its gap. It reads no
// square: which cells are labels is the caller's choice among the
// Layouts, and what the numbers mean its reading. An input with no data
// gives no rows and no error; one over 4 MiB, the tolerant readers'
// limit, is an [ErrTooLarge] error. A closed stop ends the reading
// between its passes with an error wrapping [ErrStopped], as
// [ReadOptions.Stop] does.
func ReadGridText(b []byte, stop <-chan struct{}) (out GridText, err error) {
	if len(b) > tolerantLimit {
		return GridText{}, errAt(1, 1, ErrTooLarge, "a grid is read with its decoration up to %d bytes", tolerantLimit)
	}
	opt := ReadOptions{Stop: stop}
	defer recoverStop(&out, &err, bytes.Count(b, []byte("\n"))+1)
	opt.checkStop(0)
	t := holdText(b)
	t.b = blankMarks(t.b)
	opt.checkStop(0)
	if err := t.emptyRows(); err != nil {
		return GridText{}, err
	}
	blocks, words := t.blocks()
	opt.checkStop(0)
	var g GridText
	var all block
	for _, bl := range blocks {
		all.segs = append(all.segs, bl.segs...)
		g.Skipped = append(g.Skipped, bl.skipped...)
	}
	g.Skipped = append(g.Skipped, words...)
	if len(all.segs) == 0 {
		return g, nil
	}
	toks := t.tokens(all)
	opt.checkStop(0)
	rows, vals, err := t.cells(toks)
	if err != nil {
		return GridText{}, err
	}
	opt.checkStop(0)
	text := string(t.b) // one copy: each cell's Text is a part of it
	at := 0
	for _, row := range rows {
		cells := make([]GridCell, len(row))
		for k, i := range row {
			tk := toks[i]
			end := tk.to()
			if tk.kind == tPunct && tk.c == '.' {
				for end < len(t.b) && t.b[end] == '.' {
					end++ // "..", one mark
				}
			}
			line, col := t.pos(tk.at())
			c := GridCell{Number: vals[at], Text: text[tk.at():end], Line: line, Col: col}
			if c.Number == label {
				c.Number, c.Label = -1, true
			}
			cells[k] = c
			at++
		}
		g.Rows = append(g.Rows, cells)
	}
	for _, l := range layouts(rows, vals, board.Board{}) {
		g.Layouts = append(g.Layouts, GridLayout{Top: l.top, Bottom: l.bottom, Left: l.left, Right: l.right})
	}
	return g, nil
}

// blankMarks writes the marks of a blank square that the tour readers do
// not know, or take for rules, as dots of the same length, so that
// positions stay: '_' and "__" standing alone, and "--" standing alone
// when it stands among numbers on some line (else a line of "--" is a
// rule), and a '.' in each empty table cell ("|   |"), so that a number
// right beside a bar ("| 22|   |") is no cell run together with it. It
// changes a copy of b, or returns b itself when nothing changes.
func blankMarks(b []byte) []byte {
	dashes := false
	for line := range bytes.Lines(b) {
		if numbersIn(line) > 0 && len(alone(line, '-')) > 0 {
			dashes = true
			break
		}
	}
	var out []byte
	write := func(at, n int) {
		if out == nil {
			out = bytes.Clone(b)
		}
		copy(out[at:at+n], "..")
	}
	for _, m := range alone(b, '_') {
		write(m[0], m[1])
	}
	if dashes {
		for _, m := range alone(b, '-') {
			if m[1] == 2 {
				write(m[0], 2)
			}
		}
	}
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '|' || b[i+1] != ' ' {
			continue
		}
		end := i + 1
		for end < len(b) && b[end] == ' ' {
			end++
		}
		if end < len(b) && b[end] == '|' {
			write((i+1+end)/2, 1) // an empty table cell, "|   |"
		}
	}
	if out == nil {
		return b
	}
	return out
}

// emptyCells reports whether a line holds only empty table cells: '|'
// bars, two or more, and spaces between them.
func emptyCells(line []byte) bool {
	line = bytes.TrimSpace(line)
	return len(line) >= 3 && line[0] == '|' && line[len(line)-1] == '|' && len(bytes.Trim(line, "| ")) == 0 && bytes.Contains(line, []byte("| "))
}

// emptyRows refuses a grid whose rows are parted by rules and whose
// cells are drawn several lines tall: a line of empty cells ('.' by now)
// beside another between two rules may be a row or a part of one.
func (t *text) emptyRows() error {
	rule := func(l []byte) bool { return len(bytes.Trim(l, "+-=|: ")) == 0 && bytes.ContainsAny(l, "-=") }
	rules := 0
	for i := range t.lines {
		if rule(bytes.TrimSpace(t.line(i))) {
			rules++
		}
	}
	if rules < 3 {
		return nil // a frame or a header's rule: the lines between are rows
	}
	seen, band, empty := 0, 0, -1
	for i := range t.lines {
		l := bytes.TrimSpace(t.line(i))
		switch {
		case len(l) == 0:
		case rule(l):
			if seen > 0 && band > 1 && empty >= 0 {
				return t.errAt(t.lines[empty], ErrMisread, "a row of empty cells beside another between the same rules: cells drawn several lines tall? write one line a row")
			}
			seen++
			band, empty = 0, -1
		default:
			band++
			if emptyCells(bytes.ReplaceAll(l, []byte("."), []byte(" "))) {
				empty = i
			}
		}
	}
	return nil
}

// alone finds the runs of one or two bytes c that stand alone, between
// spaces, commas, '|' and brackets: their offsets and lengths.
func alone(b []byte, c byte) [][2]int {
	var out [][2]int
	sep := func(i int) bool {
		return i < 0 || i >= len(b) || isSeparator(b[i]) || b[i] == '|' || b[i] == '{' || b[i] == '}'
	}
	for i := 0; i < len(b); i++ {
		if b[i] != c {
			continue
		}
		n := 1
		for i+n < len(b) && b[i+n] == c {
			n++
		}
		if n <= 2 && sep(i-1) && sep(i+n) {
			out = append(out, [2]int{i, n})
		}
		i += n - 1
	}
	return out
}

// commaBlanks writes a '.' in each blank field of rows printed as
// comma-separated numbers ("3,10,  ,  , 5": squares not yet visited),
// so that such a row keeps its width instead of closing up into a
// shorter one. A run of two or more lines made only of fields, each an
// integer or spaces, every line with the same number of fields, is such
// a table; a blank field is a cell, except after the last comma, where it
// is one only when some line of the run writes a number there or every
// line's is as wide as its widest other field, two or more (columns
// printed to a fixed width; a ", " after every line's last number is no
// column). A run with a blank cell too narrow to hold the mark (",,")
// is left as it is. It changes a copy of b, or returns b itself.
func commaBlanks(b []byte) []byte {
	type field struct{ at, end int } // a field's bytes, spaces trimmed off when it holds a number
	type row struct {
		fields []field
		blank  []bool
	}
	var out []byte
	var run []row
	flush := func() {
		defer func() { run = run[:0] }()
		if len(run) < 2 {
			return
		}
		n := len(run[0].fields)
		numbered := make([]bool, n)
		padded := true // every line's last field as wide as its widest other: fixed-width columns
		for _, r := range run {
			widest := 0
			for k, bl := range r.blank {
				numbered[k] = numbered[k] || !bl || k < n-1
				if k < n-1 {
					widest = max(widest, r.fields[k].end-r.fields[k].at)
				}
			}
			last := r.fields[n-1]
			padded = padded && widest >= 2 && last.end-last.at == widest
		}
		numbered[n-1] = numbered[n-1] || padded
		for _, r := range run {
			for k, bl := range r.blank {
				if bl && numbered[k] && r.fields[k].end == r.fields[k].at {
					return // ",,": no room for a mark, and no certain width
				}
			}
		}
		for _, r := range run {
			for k, bl := range r.blank {
				if bl && numbered[k] {
					if out == nil {
						out = bytes.Clone(b)
					}
					f := r.fields[k]
					out[(f.at+f.end-1)/2] = '.'
				}
			}
		}
	}
	parse := func(off int, line []byte) (row, bool) {
		var r row
		if bytes.IndexByte(line, ',') < 0 {
			return r, false
		}
		at := 0
		for _, f := range bytes.Split(line, []byte(",")) {
			t := bytes.Trim(f, " \t")
			switch {
			case len(t) == 0:
				if bytes.IndexByte(f, '\t') >= 0 {
					return r, false
				}
				r.fields, r.blank = append(r.fields, field{off + at, off + at + len(f)}), append(r.blank, true)
			case len(bytes.TrimLeft(t, "0123456789")) == 0:
				r.fields, r.blank = append(r.fields, field{off + at, off + at + len(f)}), append(r.blank, false)
			default:
				return r, false
			}
			at += len(f) + 1
		}
		return r, true
	}
	off := 0
	for line := range bytes.Lines(b) {
		body := bytes.TrimRight(line, "\r\n")
		r, ok := parse(off, body)
		if !ok || len(run) > 0 && len(r.fields) != len(run[0].fields) {
			flush()
		}
		if ok {
			run = append(run, r)
		}
		off += len(line)
	}
	flush()
	if out == nil {
		return b
	}
	return out
}
