package notation

import (
	"bytes"
	"errors"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// rowCell is one cell of a streamed grid's row: its value, -1 for a
// square left out; label for a rank or file label; at, its offset in the
// row's text.
type rowCell struct {
	v     int32
	label bool
	at    int
}

// gridRow is a row of a streamed grid ready to be numbered.
type gridRow struct {
	cells     []rowCell
	text      []byte
	line, col int // of text[0]
}

// gridRows reads the lines of a streamed grid as the in-memory reader
// reads decoration, as far as a stream allows: it sees each line once,
// and holds only the first two rows back. Lines are classified by the
// in-memory reader's classify (on their first 512 bytes): blank lines and
// rules (+---+, |---|) are dropped, words (captions, prompts, result
// lines) set aside, a caption before the data on its line cut off. '|'
// frames a row (8| 1 30 ... |8) or separates its cells (box and markdown
// tables), as the in-memory reader reads it. A row of labels only, or
// of the column numbers 1, 2, 3 ... (0, 1, 2 ...), above the grid or
// below it, is a header or footer: consecutive numbers side by side are
// never a tour's, nor, down a column, rank labels or row numbers, which
// the first two rows show and every row must continue.
type gridRows struct {
	w       int32 // the board's width, 0 when not given
	h       int32
	toks    []token
	buf     []rowCell
	idx     []int // the cell reader's room, reused a line
	vals    []int64
	skipped []Skip
	top     int // rows dropped above and below
	bottom  int
	footer  int // line of a row of column numbers after the data
	words   int // line of words after the first row
	left    int // label columns dropped on each side
	right   int
	decided bool
	pending []gridRow
	rows    int // data rows passed on
	widest  int // the most cells a row had, labels and all
	runs    [2]labelRun
}

// labelRun is a label column read so far, the first or the last.
type labelRun struct {
	first, last, step int32 // its numbers: the first row's, the last's, their step
	line, col         int   // where its first number is
	letters           bool  // some of its labels are letters
}

// classifyProbe is how much of a row the line classifier reads: enough to
// see a caption or the start of the data, bounded, since a row of a large
// grid runs to 640000 bytes.
const classifyProbe = 512

// line reads one line of the grid and returns the rows it makes ready
// (none while the first rows are held back to decide on label columns).
func (g *gridRows) line(text []byte, line, col int) ([]gridRow, error) {
	t := newText(text[:min(len(text), classifyProbe)])
	kind, from, _ := t.classify(0)
	switch kind {
	case lineBlank, lineRule:
		return nil, nil
	case lineWords:
		if g.rows > 0 || len(g.pending) > 0 {
			g.words = max(g.words, line)
		}
		g.skipped = append(g.skipped, Skip{Line: line, Text: shorten(string(bytes.TrimSpace(text[:min(len(text), 200)])))})
		return nil, nil
	}
	if caption := bytes.TrimSpace(text[:from]); len(caption) > 0 {
		g.skipped = append(g.skipped, Skip{Line: line, Text: string(caption)})
	}
	cells, err := g.cells(text, from, line, col)
	if err != nil || len(cells) == 0 {
		return nil, err
	}
	row := gridRow{cells: cells, text: text, line: line, col: col}
	g.widest = max(g.widest, len(cells))
	allLabels, sequence := true, len(cells) >= 3
	for i, c := range cells {
		allLabels = allLabels && c.label
		sequence = sequence && !c.label && (i == 0 && (c.v == 0 || c.v == 1) || i > 0 && c.v == cells[i-1].v+1)
	}
	started := g.rows > 0 || len(g.pending) > 0
	switch {
	case g.words > 0:
		// The in-memory reader reads rows on each side of words as
		// grids of their own, or as blocks of columns side by side.
		return nil, errAt(line, col, ErrMisread, "words at line %d come among the grid's rows: grids one under another, or blocks of its columns? a grid over 4 MiB is read as one run of rows; say how to read it with -board WxH or -read", g.words)
	case g.footer > 0:
		return nil, errAt(line, col, ErrMisread, "a row of column numbers at line %d comes before more rows: is every row part of the grid? say how to read it with -board WxH or -read", g.footer)
	case (allLabels || sequence) && !started:
		g.top++ // a header: file letters, column numbers
		return nil, nil
	case allLabels || sequence && (g.h == 0 || g.rows+len(g.pending) >= int(g.h)):
		g.bottom++ // a footer
		if sequence {
			g.footer = line
		}
		return nil, nil
	}
	if g.decided {
		r, err := g.strip(row)
		return []gridRow{r}, err
	}
	// Rows are held back until it shows which columns are labels: their
	// number against the board's width, letters, or two rows whose
	// first (or last) cells are consecutive, which no tour's are.
	row.text = append([]byte(nil), text...)
	row.cells = append([]rowCell(nil), cells...)
	g.pending = append(g.pending, row)
	n := int32(len(row.cells))
	first, last := row.cells[0], row.cells[n-1]
	switch {
	case g.w > 0 && n == g.w+2:
		g.left, g.right = 1, 1
	case g.w > 0 && n == g.w:
	case first.label || last.label:
		if first.label {
			g.left = 1
		}
		if last.label {
			g.right = 1
		}
	case len(g.pending) < 2:
		return nil, nil
	default:
		a, b := g.pending[0].cells, g.pending[1].cells
		consecutive := func(x, y rowCell) bool {
			return !x.label && !y.label && x.v >= 0 && y.v >= 0 && (y.v == x.v+1 || y.v == x.v-1)
		}
		if len(a) == len(b) && len(a) >= 3 && consecutive(a[0], b[0]) {
			g.left = 1
		}
		if len(a) == len(b) && len(a) >= 3 && consecutive(a[len(a)-1], b[len(b)-1]) {
			g.right = 1
		}
		if g.w > 0 && n == g.w+1 && g.left+g.right != 1 {
			g.left, g.right = 0, 0 // the board's width says one label column, the rows show none: reported as too wide
		}
	}
	return g.release()
}

// release decides the label columns and passes the rows held back on.
func (g *gridRows) release() ([]gridRow, error) {
	g.decided = true
	var out []gridRow
	for _, r := range g.pending {
		r, err := g.strip(r)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	g.pending = nil
	return out, nil
}

// end passes on the rows still held back: a grid of one row has no
// label column to show.
func (g *gridRows) end() ([]gridRow, error) {
	if g.decided || len(g.pending) == 0 {
		return nil, nil
	}
	return g.release()
}

// strip takes a row's label columns off, checking that rank labels and
// row numbers run on as the first two rows began them.
func (g *gridRows) strip(r gridRow) (gridRow, error) {
	n := len(r.cells)
	if n <= g.left+g.right {
		return r, errAt(r.line, r.col, board.ErrSyntax, "grid row %d has %d squares, all of them labels", g.rows+1, n)
	}
	check := func(c rowCell, run *labelRun, side string) error {
		if c.label {
			run.letters = true
			return nil
		}
		if g.rows > 0 && run.step == 0 {
			run.step = c.v - run.last
		}
		if c.v < 0 || g.rows > 0 && (c.v != run.last+run.step || run.step != 1 && run.step != -1) {
			return errAt(r.line, r.col+c.at, ErrMisread, "the %s column reads as labels, but this row's is no next label: is every row part of the grid? say how to read it with -board WxH or -read", side)
		}
		if g.rows == 0 {
			run.first, run.line, run.col = c.v, r.line, r.col+c.at
		}
		run.last = c.v
		return nil
	}
	if g.left > 0 {
		if err := check(r.cells[0], &g.runs[0], "first"); err != nil {
			return r, err
		}
	}
	if g.right > 0 {
		if err := check(r.cells[n-1], &g.runs[1], "last"); err != nil {
			return r, err
		}
	}
	r.cells = r.cells[g.left : n-g.right]
	for _, c := range r.cells {
		if c.label {
			return r, badCell(r.text, token{off: int32(c.at), end: int32(c.at + 1)}, r.line, r.col+c.at)
		}
	}
	g.rows++
	return r, nil
}

// continuing finds a label column whose numbers make one whole numbering
// with the grid's, seen: the in-memory reader reads such a grid as it is,
// the column part of it, since it tries that reading before any without
// decoration.
func (g *gridRows) continuing(seen *cellNumbers) (side string, run labelRun, ok bool) {
	for i, taken := range []int{g.left, g.right} {
		run := g.runs[i]
		if taken == 0 || run.letters || g.rows < 3 {
			continue
		}
		lo, hi := min(run.first, run.last), max(run.first, run.last)
		clash := false
		for v := int(lo); v <= int(hi) && !clash; v++ {
			clash = v>>6 < len(seen.seen) && seen.seen.Has(v)
		}
		base := int64(1)
		if seen.zero || lo == 0 {
			base = 0
		}
		if !clash && max(seen.largest, int64(hi)) == base+int64(seen.visited+g.rows)-1 {
			return []string{"first", "last"}[i], run, true
		}
	}
	return "", labelRun{}, false
}

// decoration says what was read as decoration, in the words of the
// in-memory reader's layouts.
func (g *gridRows) decoration() string {
	return layout{top: g.top, bottom: g.bottom, left: g.left, right: g.right}.String()
}

// cells reads the cells of a row's data, text[from:], with the cell
// reader of a grid held whole, so that both read a row alike: a number,
// or -1, '.', '..', '--' or x for a square left out, a letter or two for
// a label; '|' frames them.
func (g *gridRows) cells(text []byte, from, line, col int) ([]rowCell, error) {
	toks := lexInto(g.toks[:0], text, from, len(text))
	g.toks = toks
	pipe := func(i int) bool { return i < len(toks) && toks[i].kind == tPunct && toks[i].c == '|' }
	if !slices.ContainsFunc(toks, func(tk token) bool { return tk.kind != tPunct || tk.c != '|' }) {
		return nil, nil // bars only: no cell
	}
	dot := func(i int) bool { return toks[i].kind == tPunct && toks[i].c == '.' }
	bad := len(toks) // the first token that is no cell of a row a line
	for i, tk := range toks {
		// Cells run together, or separators beside '|' (commas,
		// brackets), are rows as a text held whole may read them, its
		// lines together, but no row a line.
		glued := i+1 < len(toks) && toks[i+1].at() == tk.to() && !pipe(i) && !pipe(i+1) && !(dot(i) && dot(i+1))
		if glued || tk.kind == tPunct && strings.IndexByte(".|", tk.c) < 0 && !(tk.c == '-' && tk.to()-tk.at() == 2) {
			for bad = i; bad > 0 && dot(bad-1) && toks[bad-1].to() == toks[bad].at(); bad-- {
			} // "..5" shown whole
			break
		}
	}
	// The line's own: '|' walls its cells, as it does between lines of
	// a text held whole, not rows on one line.
	toks[0].nl = true
	var rows [][]int
	var vals []int64
	var err error
	if bad > 0 {
		rows, vals, err = newText(text).cellsInto(toks[:bad], g.idx, g.vals)
	}
	if pe := (*board.ParseError)(nil); errors.As(err, &pe) {
		pe.Line, pe.Col = line, pe.Col+col-1
	}
	if bad < len(toks) && (err == nil || errors.Is(err, board.ErrSyntax)) {
		// The first fault, the cells before it read (ErrSyntax: none).
		return nil, badCell(text, toks[bad], line, col+toks[bad].at())
	}
	if err != nil {
		return nil, err
	}
	// A frame (8| ... |8) or a table's cells (| 1 | 2 |): at most one
	// cell outside, and inside either one run of cells or one cell (or
	// none, a square left out) between each two bars.
	gaps, gapAt := []int{0}, []int{0} // the cells between bars, the ends' outside them, and the first's offset
	for i, k := 0, 0; i < len(toks); i++ {
		if pipe(i) {
			gaps, gapAt = append(gaps, 0), append(gapAt, 0)
		}
		for ; k < len(rows[0]) && rows[0][k] == i; k++ {
			if gaps[len(gaps)-1]++; gaps[len(gaps)-1] == 1 {
				gapAt[len(gaps)-1] = toks[i].at()
			} // an empty cell is its opening bar's token
		}
	}
	n := len(gaps)
	if n > 1 && max(gaps[0], gaps[n-1]) > 1 {
		return nil, errAt(line, col+toks[0].at(), ErrMisread, "'|' inside a grid row: rows on one line? a grid over 4 MiB is read a row a line")
	}
	for k := 1; k < n-1 && n > 3; k++ {
		if gaps[k] > 1 {
			return nil, errAt(line, col+gapAt[k], ErrMisread, "'|' inside a grid row: rows on one line? a grid over 4 MiB is read a row a line")
		}
	}
	cells := g.buf[:0] // reused: a row is numbered before the next is read, or copied
	for k, i := range rows[0] {
		cells = append(cells, rowCell{v: int32(max(vals[k], -1)), label: vals[k] == label, at: toks[i].at()})
	}
	g.buf, g.idx, g.vals = cells, rows[0][:0], vals
	return cells, nil
}
