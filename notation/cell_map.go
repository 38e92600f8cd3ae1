package notation

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
)

// A program that prints a matrix as a map writes each cell as its two
// indices paired with its value, in its language's syntax: Maple's
// "(1, 2) = 13", Haskell's "((0,1),65)", Python's "(0, 1): 65", Julia's
// "(1, 2) => 13", Octave's "(1, 2) -> 13", Mathematica's "{1, 2} -> 13",
// Lua's "[{1,2}]=13", bash's associative array "[0,1]="8"", awk's
// "board[0,1] = 8" a line, a JSON object's "\"0,1\": 8". Whatever the syntax, the structure is one: a map
// from a cell to a step, read as the grid it numbers. The indices are a
// matrix's, row first and row one the top, as every such printer
// writes them. The bounds come from the declaration before the map when
// it writes one (Maple's Matrix(8, 7, ...), Haskell's array ((0,0),(9,10)),
// Octave's "rows = 8, cols = 7"); a sparse printer leaves a zero cell
// out, which is then read as 0. With no declaration the map's keys give
// the bounds, and a map that leaves a cell out of them has no certain
// board, so no reading. Transposed or flipped, a numbering is a tour
// exactly when it was one, so the row-first rule decides the squares'
// names, never the verdict.

// cellEntry is one entry of a map from a cell to a value.
type cellEntry struct {
	row, col, v int
	off         int    // where the entry begins
	form        string // its syntax, so that one map is written one way
}

// cellMap is a map read from a text, with what declares its bounds.
type cellMap struct {
	entries    []cellEntry
	start, end int // the entries' bytes
	declared   bool
	rows, cols int // the declared bounds' sizes
	base       int // the declared first index
	declOff    int // where the declaration is written
	declText   string
	whole      bool   // every cell is written: none left out is read as 0
	note       string // how the map was read, when it is no map of pairs
	aside      []int  // lines among the entries read and set aside
}

// mapSeparators are the marks written between a cell and its value.
var mapSeparators = []string{"=>", "->", "=", ":", ","}

// minMapEntries is the fewest entries read as a map: the smallest board
// with an open tour but 1x1, 3x4, has twelve squares, and a sparse
// printer may leave up to half of them out.
const minMapEntries = 6

// readCellMaps are the maps b writes as its structure: runs of entries
// of one form one after another with nothing but spaces, commas and
// semicolons between, each of at least minMapEntries, and between and
// around them no more than fieldNumbers integers or squares beyond a
// declaration's (a prompt, a type's name, a count of entries). It is
// nil when b holds no map, or a run too short to be one (a few cells
// named in a sentence), or text around them that could be a tour.
//
// quotedKeys says whether b writes an index before a ':' (indexKeyed): a
// JSON key "0,1" is then possible, the one entry begun by a quote.
func readCellMaps(b []byte, quotedKeys bool) []cellMap {
	var maps []cellMap
	var cur cellMap
	var span rectSpan
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '(' && c != '[' && c != '{' && (c != '"' || !quotedKeys) {
			continue
		}
		e, end, found := cellEntryAt(b, i)
		if !found {
			continue
		}
		if len(cur.entries) > 0 && (e.form != cur.entries[0].form || !onlyListMarks(b[cur.end:i]) && !sameNameBetween(b, cur.start, cur.end, i) || span.fullAgain(e)) {
			maps = append(maps, cur)
			cur, span = cellMap{}, rectSpan{}
		}
		if len(cur.entries) == 0 {
			cur.start = i
		}
		span.add(e)
		cur.entries = append(cur.entries, e)
		cur.end = end
		i = end - 1
	}
	if len(cur.entries) > 0 {
		maps = append(maps, cur)
	}
	for k := range maps {
		// An awk map's name is written with each entry: the map's, not
		// words before it.
		m := &maps[k]
		if name := nameBefore(b, m.start); len(m.entries) > 1 && len(name) > 0 && bytes.Equal(nameBefore(b, m.entries[1].off), name) {
			m.start -= len(name)
		}
	}
	prev := 0
	for k := range maps {
		m := &maps[k]
		if len(m.entries) < minMapEntries {
			return nil
		}
		before := b[prev:m.start]
		m.declared, m.rows, m.cols, m.base, m.declOff, m.declText = declaredBounds(before)
		if m.declared {
			before = append(append([]byte(nil), before[:m.declOff]...), before[m.declOff+len(m.declText):]...)
			m.declOff += prev
		}
		if squareTokens(before) > fieldNumbers {
			return nil // integers or squares beside a map: text this reading would leave unread
		}
		prev = m.end
	}
	if len(maps) == 0 || squareTokens(b[prev:]) > fieldNumbers {
		return nil
	}
	return maps
}

// onlyListMarks reports whether b holds nothing but what separates a
// list's items.
func onlyListMarks(b []byte) bool { return onlyOf(b, " \t\r\n,;") }

// sameNameBetween reports whether the text between entries, from end
// to next, is a line's break and the name written before the map's
// first entry at start, as awk's "board[0,1] = 8" lines repeat it.
func sameNameBetween(b []byte, start, end, next int) bool {
	name := nameBefore(b, start)
	if len(name) == 0 || !bytes.Equal(nameBefore(b, next), name) {
		return false
	}
	gap := b[end : next-len(name)]
	return onlyListMarks(gap) && bytes.IndexByte(gap, '\n') >= 0
}

// nameBefore is the identifier glued to the bracket at i, if any.
func nameBefore(b []byte, i int) []byte {
	j := i
	for j > 0 && (isLetter(b[j-1]) || isDigit(b[j-1]) || b[j-1] == '_') {
		j--
	}
	if j == i || !isLetter(b[j]) && b[j] != '_' {
		return nil
	}
	return b[j:i]
}

// cellEntryAt reads an entry beginning at the bracket or quote at i: a
// pair followed by a separator and a value ("(1, 2) = 13", "{1, 2} ->
// 13", "[0,1]=\"8\"", Clojure's "[5 2] 42", a JSON key "\"0,1\": 8"), a
// pair and its value in a tuple ("((0,1),65)", "([5 2] 42)"), or a pair
// in a key's brackets ("[{1,2}]=13", "[(0, 1)] = 65"). end is the byte
// after it.
func cellEntryAt(b []byte, i int) (e cellEntry, end int, ok bool) {
	if row, col, j, ok := pairAt(b, i); ok {
		if v, sep, end, ok := valueAfter(b, j); ok {
			return cellEntry{row: row, col: col, v: v, off: i, form: string(b[i]) + sep}, end, true
		}
		return cellEntry{}, 0, false
	}
	open := b[i]
	if open == '"' {
		return cellEntry{}, 0, false
	}
	inner := skipBlanks(b, i+1)
	row, col, j, ok := pairAt(b, inner)
	if !ok {
		return cellEntry{}, 0, false
	}
	if k := skipBlanks(b, j); k < len(b) && b[k] == closing[open] {
		if v, sep, end, ok := valueAfter(b, k+1); ok && sep != " " && sep != "," {
			return cellEntry{row: row, col: col, v: v, off: i, form: "[" + string(b[inner]) + "]" + sep}, end, true
		}
		return cellEntry{}, 0, false
	}
	v, sep, k, ok := valueAfter(b, j)
	if k = skipBlanks(b, k); !ok || k >= len(b) || b[k] != closing[open] {
		return cellEntry{}, 0, false
	}
	return cellEntry{row: row, col: col, v: v, off: i, form: string(open) + string(b[inner]) + sep}, k + 1, true
}

// valueAfter reads the value after a pair that ends at j: any of
// mapSeparators, blanks, or a dot between blanks, then an integer on the
// same line.
func valueAfter(b []byte, j int) (v int, sep string, end int, ok bool) {
	k := skipBlanks(b, j)
	for _, s := range mapSeparators {
		if hasAt(b, k, s) {
			v, end, ok = valueAt(b, skipBlanks(b, k+len(s)))
			return v, s, end, ok
		}
	}
	if k == j {
		return 0, "", 0, false
	}
	if k+1 < len(b) && b[k] == '.' && b[k+1] == ' ' {
		v, end, ok = valueAt(b, skipBlanks(b, k+1)) // a Lisp's dotted pair
		return v, ".", end, ok
	}
	v, end, ok = valueAt(b, k)
	return v, " ", end, ok
}

// pairAt reads two non-negative integers in one pair of brackets or
// quotes at i ("(1, 2)", "{1,2}", "[0 1]", "(0 . 1)", "\"0;1\""),
// parted by blanks, a comma, a semicolon or a Lisp's dot; j is the byte
// after the closing one.
func pairAt(b []byte, i int) (x, y, j int, ok bool) {
	if i >= len(b) || (b[i] != '(' && b[i] != '[' && b[i] != '{' && b[i] != '"') {
		return 0, 0, 0, false
	}
	x, j, ok = intAt(b, skipBlanks(b, i+1))
	if !ok {
		return 0, 0, 0, false
	}
	k := skipBlanks(b, j)
	switch {
	case k < len(b) && (b[k] == ',' || b[k] == ';'):
		k = skipBlanks(b, k+1)
	case k < len(b) && b[k] == '.' && k > j && k+1 < len(b) && b[k+1] == ' ':
		k = skipBlanks(b, k+1)
	case k == j:
		return 0, 0, 0, false
	}
	y, j, ok = intAt(b, k)
	closer := closing[b[i]]
	if b[i] == '"' {
		closer = '"'
	}
	if j = skipBlanks(b, j); !ok || j >= len(b) || b[j] != closer {
		return 0, 0, 0, false
	}
	return x, y, j + 1, true
}

// valueAt reads a map's value at i: an integer, bare or in quotes, as
// bash writes every value of an associative array.
func valueAt(b []byte, i int) (v, end int, ok bool) {
	if i < len(b) && (b[i] == '"' || b[i] == '\'') {
		v, end, ok = intAt(b, i+1)
		if !ok || end >= len(b) || b[end] != b[i] {
			return 0, 0, false
		}
		return v, end + 1, true
	}
	return intAt(b, i)
}

// intAt reads a non-negative integer of at most six digits at i, not
// glued to a letter, a point or another digit.
func intAt(b []byte, i int) (v, end int, ok bool) {
	v, end, ok = numberAt(b, i)
	if !ok || end < len(b) && (isLetter(b[end]) || b[end] == '.' || b[end] == '_') {
		return 0, 0, false
	}
	return v, end, true
}

func skipBlanks(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	return i
}

func hasAt(b []byte, i int, s string) bool {
	return i+len(s) <= len(b) && string(b[i:i+len(s)]) == s
}

// boundsForms are the declarations of a matrix's bounds that printers
// write before its entries, token by token ("#" an integer, blanks
// allowed between): Maple's Matrix(rows, cols, ...), Haskell's
// array ((r0,c0),(r1,c1)), Octave's "rows = R, cols = C". indexed: the
// declaration gives the first and last indices, not the sizes.
var boundsForms = []struct {
	tokens  []string
	indexed bool
}{
	{[]string{"Matrix", "(", "#", ",", "#", ","}, false},
	{[]string{"array", "(", "(", "#", ",", "#", ")", ",", "(", "#", ",", "#", ")", ")"}, true},
	{[]string{"rows", "=", "#", ",", "cols", "=", "#"}, false},
	{[]string{"rows", "=", "#", ",", "columns", "=", "#"}, false},
}

// tokensAt matches tokens at b[i:], blanks allowed before each but the
// first, which must begin a word; nums are the integers matched.
func tokensAt(b []byte, i int, tokens []string) (nums []int, end int, ok bool) {
	if i > 0 && (isLetter(b[i-1]) || isDigit(b[i-1]) || b[i-1] == '_') {
		return nil, 0, false
	}
	for k, tok := range tokens {
		if k > 0 {
			i = skipBlanks(b, i)
		}
		if tok == "#" {
			v, j, ok := intAt(b, i)
			if !ok {
				return nil, 0, false
			}
			nums, i = append(nums, v), j
			continue
		}
		if !hasAt(b, i, tok) {
			return nil, 0, false
		}
		i += len(tok)
	}
	return nums, i, true
}

// declaredBounds finds the last declaration of bounds in b, the text
// before a map: the number of rows and columns and the first index
// (from 1 for a declaration of sizes, the printers' matrices being
// indexed from 1).
func declaredBounds(b []byte) (ok bool, rows, cols, base, off int, text string) {
	for i := len(b) - 1; i >= 0; i-- {
		for _, f := range boundsForms {
			if b[i] != f.tokens[0][0] {
				continue
			}
			n, end, found := tokensAt(b, i, f.tokens)
			if !found {
				continue
			}
			if !f.indexed {
				return true, n[0], n[1], 1, i, string(b[i:end])
			}
			r0, c0, r1, c1 := n[0], n[1], n[2], n[3]
			if r0 != c0 || r0 > 1 || r1 < r0 || c1 < c0 {
				continue // bounds from another first index than 0 or 1 on each axis: no board's
			}
			return true, r1 - r0 + 1, c1 - c0 + 1, r0, i, string(b[i:end])
		}
	}
	return false, 0, 0, 0, 0, ""
}

// cellMapTours are the tours the maps in t's text write, each read as
// the grid it numbers; ok is false when the text holds no map. A map
// that writes a cell twice, a cell outside its bounds, or leaves cells
// out with no bounds declared is unreadable (no reading of it is
// certain); one whose numbering is at fault is invalid, its fault at
// the entry's place.
func (t *text) cellMapTours(opt ReadOptions) ([]Tour, bool) {
	keyed := indexKeyed(t.b)
	maps := readCellMaps(t.b, keyed)
	if maps == nil && keyed {
		maps = keyedRowMaps(t.b)
	}
	if maps == nil {
		maps = callMatrices(t.b)
	}
	if maps == nil {
		maps = recordMaps(t.b)
	}
	if maps == nil {
		return nil, false
	}
	tours := make([]Tour, len(maps))
	from := 0
	for k, m := range maps {
		to := len(t.b)
		if k+1 < len(maps) {
			to = maps[k+1].start
			if maps[k+1].declared {
				to = maps[k+1].declOff
			}
			to = lineStart(t.b, to)
		}
		tours[k] = t.cellMapTour(m, from, to, opt)
		from = to
	}
	return tours, true
}

// cellMapTour is the tour of map m, the text from..to around it its own.
func (t *text) cellMapTour(m cellMap, from, to int, opt ReadOptions) Tour {
	line, _ := t.pos(m.entries[0].off)
	at := func(off int, sentinel error, format string, args ...any) Tour {
		l, c := t.pos(off)
		return Tour{Line: line, Err: errAt(l, c, sentinel, format, args...), Asked: opt.Format, squares: len(m.entries)}
	}
	rows, cols, base := m.rows, m.cols, m.base
	if !m.declared {
		lo, hiRow, hiCol := m.entries[0].row, 0, 0
		for _, e := range m.entries {
			lo = min(lo, e.row, e.col)
			hiRow, hiCol = max(hiRow, e.row), max(hiCol, e.col)
		}
		if lo > 1 {
			return at(m.entries[0].off, board.ErrSyntax, "a map of cells whose indices start at %d declares no bounds: its board is not known; give -board WxH and write the map from index 0 or 1", lo)
		}
		base, rows, cols = lo, hiRow-lo+1, hiCol-lo+1
	}
	if rows < 1 || cols < 1 || rows > board.MaxSide || cols > board.MaxSide {
		return at(m.start, ErrTooLarge, "a map of %dx%d cells is larger than %dx%d", rows, cols, board.MaxSide, board.MaxSide)
	}
	if m.whole && m.declared && len(m.entries) != rows*cols {
		return at(m.start, board.ErrSyntax, "%d values for the %d rows and %d columns %q declares: the matrix's cells are not known", len(m.entries), rows, cols, m.declText)
	}
	cell, bad, first := cellsAt(rows, cols, len(m.entries), func(k int) (int, int) { return m.entries[k].row - base, m.entries[k].col - base })
	if e := m.entries[max(bad, 0)]; bad >= 0 && first < 0 {
		return at(e.off, board.ErrBadSquare, "cell (%d, %d) is outside the %d rows and %d columns declared by %q", e.row, e.col, rows, cols, m.declText)
	} else if bad >= 0 {
		l, col := t.pos(m.entries[first].off)
		return at(e.off, board.ErrSyntax, "cell (%d, %d) is written twice, first at %d:%d: no one value is its", e.row, e.col, l, col)
	}
	left := rows*cols - len(m.entries)
	if left > 0 && m.whole {
		return at(m.start, board.ErrSyntax, "a literal of rows keyed by index leaves %d of the %dx%d cells its keys span out: its board is not known (a row or column left out whole would be another)", left, rows, cols)
	}
	if left > 0 && !m.declared {
		return at(m.start, board.ErrSyntax, "a map of cells leaves %d of the %dx%d its indices span out and declares no bounds: its board is not known (a row or column left out whole would be another); write every cell, or the bounds (Matrix(rows, cols, ...))", left, rows, cols)
	}
	b := board.Board{W: int32(cols), H: int32(rows)}
	transposed := false
	if opt.Board != (board.Board{}) && opt.Board != b {
		if m.declared || opt.Board != (board.Board{W: b.H, H: b.W}) {
			return at(m.start, ErrBoardMismatch, "the map's cells are %d rows of %d, %s board, not %v", rows, cols, board.A(b.String()), opt.Board)
		}
		transposed, b = true, opt.Board // no bounds declared: the indices may be (x, y)
	}
	// A sparse printer leaves a zero cell out: it is read as 0, a step
	// when the numbering is from 0, else a square not visited.
	vals := make([]int64, b.Size())
	offs := make([]int, b.Size())
	for r := range rows {
		for c := range cols {
			i := r*cols + c
			if transposed {
				i = c*rows + r
			}
			if k := cell[r*cols+c]; k != 0 {
				vals[i], offs[i] = int64(m.entries[k-1].v), m.entries[k-1].off
			} else {
				offs[i] = m.start
			}
		}
	}
	path, gotBase, err := gridPath(vals, b, opt.Flip, func(i int, sentinel error, format string, args ...any) error {
		l, c := t.pos(offs[i])
		return errAt(l, c, sentinel, format, args...)
	})
	if err != nil {
		return Tour{Line: line, Err: err, Asked: opt.Format, squares: len(m.entries)}
	}
	pathOffs := make([]int32, len(path))
	for k, s := range path {
		r := int(b.H - s.Y)
		if opt.Flip {
			r = int(s.Y) - 1
		}
		pathOffs[k] = int32(offs[r*int(b.W)+int(s.X)-1])
	}
	note := fmt.Sprintf("a map of cells (row, column) from %d, row %d the top", base, base)
	if m.note != "" {
		note = m.note
	}
	switch {
	case m.declared:
		note += fmt.Sprintf(", %d rows and %d columns as %q declares", rows, cols, m.declText)
	case transposed:
		note = fmt.Sprintf("a map of cells read as (column, row) from %d, as -board %v asks", base, opt.Board)
	}
	if left > 0 {
		note += fmt.Sprintf(", the %d cells it leaves out read as 0", left)
	}
	d := Document{Board: b, HasBoard: true, Path: path, Format: Grid, Line: line, Based: true, Base: gotBase,
		Flipped: opt.Flip, places: &places{t: t, offs: pathOffs}, caption: note}
	d.Skipped = t.textAround(from, m.start, m.end, to)
	for _, off := range m.aside {
		l, _ := t.pos(off)
		d.Skipped = append(d.Skipped, Skip{Line: l, Text: string(bytes.TrimSpace(t.b[off:lineEnd(t.b, off)]))})
	}
	slices.SortStableFunc(d.Skipped, func(a, b Skip) int { return a.Line - b.Line })
	return Tour{Line: line, Readings: []Document{d}, Asked: opt.Format}
}

// cellsAt places n entries in a rectangle of rows x cols cells, entry k
// at the cell (row, column) rc(k) names: cell holds 1 + the entry at
// each cell, 0 where none is. bad is the first entry outside the
// rectangle or on a cell taken, first the entry that took it (-1 when
// outside); bad is -1 when each entry has a cell of its own.
func cellsAt(rows, cols, n int, rc func(k int) (int, int)) (cell []int, bad, first int) {
	cell = make([]int, rows*cols)
	for k := range n {
		r, c := rc(k)
		if r < 0 || c < 0 || r >= rows || c >= cols {
			return nil, k, -1
		}
		if cell[r*cols+c] != 0 {
			return nil, k, cell[r*cols+c] - 1
		}
		cell[r*cols+c] = k + 1
	}
	return cell, -1, -1
}

// textAround names the lines of t in from..start and end..to that hold
// words: read, and set aside.
func (t *text) textAround(from, start, end, to int) []Skip {
	var out []Skip
	add := func(from, to int) {
		for from < to {
			nl := from
			for nl < to && t.b[nl] != '\n' {
				nl++
			}
			if s := string(bytes.TrimSpace(t.b[from:nl])); squareTokens([]byte(s)) > 0 || bytes.ContainsFunc([]byte(s), func(r rune) bool { return r < 0x80 && isLetter(byte(r)) }) {
				l, _ := t.pos(from)
				out = append(out, Skip{Line: l, Text: s})
			}
			from = nl + 1
		}
	}
	add(from, start)
	add(end, to)
	return out
}

// rectSpan is the cells of a map read so far and the rectangle they
// span.
type rectSpan struct {
	seen   map[[2]int]bool
	lo, hi [2]int
	twice  bool
}

func (r *rectSpan) add(e cellEntry) {
	c := [2]int{e.row, e.col}
	if r.seen == nil {
		r.seen, r.lo, r.hi = map[[2]int]bool{}, c, c
	}
	r.twice = r.twice || r.seen[c]
	r.seen[c] = true
	r.lo = [2]int{min(r.lo[0], c[0]), min(r.lo[1], c[1])}
	r.hi = [2]int{max(r.hi[0], c[0]), max(r.hi[1], c[1])}
}

// fullAgain reports whether e names a cell already written when every
// cell of the rectangle is written once: a board printed whole, then a
// second board's first entry (two dumps one after the other), not one
// board's cell written twice.
func (r *rectSpan) fullAgain(e cellEntry) bool {
	if r.twice || !r.seen[[2]int{e.row, e.col}] || len(r.seen) < minMapEntries {
		return false
	}
	return len(r.seen) == (r.hi[0]-r.lo[0]+1)*(r.hi[1]-r.lo[1]+1)
}
