package notation

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// A table whose header names its columns (step, x, y; row, col; file,
// rank; square) is a list of squares read by the named columns, in step
// order when a step column is named, in whatever order its columns are;
// another set of coordinate columns under a stem (prev_x, prev_y) is a
// tour of its own (otherSets), and columns no role names are not read.
// A header and its records are fields of one line
// (split at tabs, '|', commas or spaces: CSV, TSV, Markdown, a data
// frame's print with its index column before the fields) or the items of
// brackets (SQL's "(step, x, y) VALUES (1, 0, 6), (2, 1, 4)", a CREATE
// TABLE's column definitions, each item's first word its name). A row
// that elides rows ("..", "...", "…" in every field) or a footer that
// counts more rows than are shown ("[66 rows x 3 columns]") leaves the
// table unreadable, naming it: the squares not shown are no part of any
// reading. Each line is one pass.

// columnRole is what a named column gives of a square.
type columnRole int8

const (
	roleNone columnRole = iota
	roleStep
	roleX
	roleY
	roleSquare
)

// columnRoleOf is the role of a header name, lower case: a switch
// rather than a map, so that no command builds it at start-up.
func columnRoleOf(name string) columnRole {
	switch name {
	case "step", "move", "no", "n", "num", "number", "k", "idx", "index", "order", "ply", "visit", "seq", "#":
		return roleStep
	case "x", "col", "column", "file", "c":
		return roleX
	case "y", "row", "rank", "r":
		return roleY
	case "square", "sq", "cell", "pos", "position", "field":
		return roleSquare
	}
	return roleNone
}

// field is one field of a line: its bytes in t.b.
type field struct{ at, end int }

// header is the columns a header names, by their place among its fields.
type header struct {
	names              []string
	step, x, y, square int // the field of each role, -1 when not named
	// numbered: the square column holds square numbers, not names
	// (squareNumbersIn), which the list reader reads on the board.
	numbered bool
}

// lineGroups cuts line i into groups of fields: the items of each
// bracket pair that holds no other, or, with none, the line's fields.
func (t *text) lineGroups(i int) [][]field {
	off, line := t.lines[i], t.line(i)
	var groups [][]field
	for k := 0; k < len(line); k++ {
		if line[k] != '(' {
			continue
		}
		j := k + 1
		for j < len(line) && line[j] != ')' && line[j] != '(' {
			j++
		}
		if j == len(line) || line[j] == '(' {
			k = j - 1
			continue
		}
		groups = append(groups, splitFields(line, off, k+1, j, ','))
		k = j
	}
	if groups != nil {
		if wordsOutside(line, '(', ')') > maxTableWords {
			return nil // a sentence that holds brackets, no table's line
		}
		return groups
	}
	sep := byte(' ')
	for _, s := range []byte{'\t', '|', ',', ';'} {
		if bytes.IndexByte(line, s) >= 0 {
			sep = s
			break
		}
	}
	return [][]field{splitFields(line, off, 0, len(line), sep)}
}

// maxTableWords is the most words a line of a table written in brackets
// holds outside them: SQL's "INSERT INTO moves ... VALUES".
const maxTableWords = 4

// wordsOutside counts the words of letters on line outside the brackets
// open and close.
func wordsOutside(line []byte, open, close byte) int {
	words, depth := 0, 0
	for k := 0; k < len(line); k++ {
		switch c := line[k]; {
		case c == open:
			depth++
		case c == close && depth > 0:
			depth--
		case depth == 0 && isLetter(c) && (k == 0 || !isLetter(line[k-1])):
			words++
		}
	}
	return words
}

// splitFields splits line[from:to] at sep (at runs of spaces when sep is
// a space), each field without the spaces around it; empty fields at
// the ends of a row between walls (Markdown's '|') are dropped, while a
// CSV's are columns with nothing written (an annotated CSV's first).
func splitFields(line []byte, off, from, to int, sep byte) []field {
	var out []field
	for k := from; k <= to; {
		j := k
		for j < to && line[j] == ' ' && sep != ' ' {
			j++
		}
		if j < to && line[j] == '"' && (sep == ',' || sep == ';' || sep == '\t') {
			// A quoted field runs to its closing quote: a separator
			// inside is its text ("tried, then undone"), as CSV writes it.
			for j++; j < to && line[j] != '"'; j++ {
			}
		}
		for j < to && line[j] != sep && !(sep == ' ' && line[j] == '\t') {
			j++
		}
		a, b := k, j
		for a < b && (line[a] == ' ' || line[a] == '\t' || line[a] == '\r') {
			a++
		}
		for b > a && (line[b-1] == ' ' || line[b-1] == '\t' || line[b-1] == '\r') {
			b--
		}
		if a < b || sep != ' ' {
			out = append(out, field{off + a, off + b})
		}
		k = j + 1
	}
	if sep != '|' {
		return out
	}
	for len(out) > 0 && out[0].at == out[0].end {
		out = out[1:]
	}
	for len(out) > 0 && out[len(out)-1].at == out[len(out)-1].end {
		out = out[:len(out)-1]
	}
	return out
}

// readHeader reads fields as a header: every field a name (its first
// word, without quotes) or empty, a column no name is given (an
// annotated CSV's first), naming x and y, or a square; file letters (a,
// b, c, ...) are none. Empty fields after the last name are a trailing
// separator, no column.
func (t *text) readHeader(fields []field) (header, bool) {
	h := header{step: -1, x: -1, y: -1, square: -1}
	for len(fields) > 0 && fields[len(fields)-1].at == fields[len(fields)-1].end {
		fields = fields[:len(fields)-1]
	}
	for k, f := range fields {
		name, _, _ := bytes.Cut(t.b[f.at:f.end], []byte(" "))
		name = bytes.ToLower(bytes.Trim(name, "\"'`[]"))
		if len(name) == 0 && f.at == f.end {
			h.names = append(h.names, "")
			continue
		}
		if len(name) == 0 {
			return h, false
		}
		for _, c := range name {
			if !isLetter(c) && !isDigit(c) && c != '_' && c != '#' {
				return h, false
			}
		}
		if isDigit(name[0]) {
			return h, false
		}
		h.names = append(h.names, string(name))
		slot := [...]*int{roleStep: &h.step, roleX: &h.x, roleY: &h.y, roleSquare: &h.square}[columnRoleOf(string(name))]
		if slot == &h.x && h.x >= 0 || slot == &h.y && h.y >= 0 {
			return h, false // two columns of one axis: which is meant is not certain
		}
		if slot != nil && *slot < 0 {
			*slot = k
		}
	}
	if fileLetters(h.names) || !(h.x >= 0 && h.y >= 0 || h.square >= 0) || !lettersNamed(h.names) {
		return h, false
	}
	named := slices.DeleteFunc(slices.Clone(h.names), func(n string) bool { return n == "" })
	sorted := slices.Sorted(slices.Values(named))
	return h, len(slices.Compact(sorted)) == len(named) // a column named twice: which is meant is not certain
}

// lettersNamed reports whether the short names of a header name roles:
// a single letter that names nothing ("A", "B"), or a name written as a
// square is ("a0", "b3"), is a word or a square, not a column's name, and
// a header holding one is words, whose y and c are no columns.
func lettersNamed(names []string) bool {
	for _, n := range names {
		if len(n) == 1 && columnRoleOf(n) == roleNone || namesSquare([]byte(n)) && !pairedAxis(names, n) {
			return false
		}
	}
	return true
}

// pairedAxis reports whether name is an axis under a stem ("x2") whose
// other axis the header names too ("y2"): a set of coordinate columns,
// not a square.
func pairedAxis(names []string, name string) bool {
	stem, role := stemmedRole(name)
	if role != roleX && role != roleY {
		return false
	}
	return slices.ContainsFunc(names, func(n string) bool {
		s, r := stemmedRole(n)
		return s == stem && r != role && (r == roleX || r == roleY)
	})
}

// tableRow is one record of a headed table: its step (when named) and
// its square, named or by coordinates.
type tableRow struct {
	step   int
	line   int
	sq     recastSquare // a square named, or once named, the coordinates'
	x, y   int          // the coordinates written, a file letter's from a as 0
	letter bool         // x was written as a file letter
	at     [2]int32     // where x and y are written
	// index is the field before the named ones, a data frame's row
	// label, when the row has one (indexed).
	index   int
	indexed bool
	fields  []field // its fields in the header's order
}

// elided reports whether every field is an ellipsis: rows left out.
func (t *text) elided(fields []field) bool {
	for _, f := range fields {
		switch string(t.b[f.at:f.end]) {
		case ".", "..", "...", "…", ":", "⋮":
		default:
			return false
		}
	}
	return len(fields) > 0
}

// readRow reads fields as a record of h: as many fields as h names, or
// one more before them (a data frame's index), its named fields what
// their roles need (an integer step and coordinates, or a file letter;
// a square's name).
func (t *text) readRow(h header, fields []field) (tableRow, bool) {
	var row tableRow
	var ok bool
	for len(fields) > len(h.names) && fields[len(fields)-1].at == fields[len(fields)-1].end {
		fields = fields[:len(fields)-1] // a trailing separator
	}
	switch len(fields) {
	case len(h.names):
	case len(h.names) + 1:
		if row.index, ok = atoiField(t.b[fields[0].at:fields[0].end]); !ok {
			return row, false
		}
		row.indexed = true
		fields = fields[1:]
	default:
		return tableRow{}, false
	}
	row.fields = fields
	value := func(k int) []byte { return bytes.Trim(t.b[fields[k].at:fields[k].end], "\"'") }
	integer := func(k int) (int, bool) { return atoiField(value(k)) }
	if h.step >= 0 {
		if row.step, ok = integer(h.step); !ok {
			return row, false
		}
	}
	if h.square >= 0 {
		v := value(h.square)
		if _, isNumber := atoiField(v); !namesSquare(v) && !(h.numbered && isNumber) {
			return row, false
		}
		row.sq = recastSquare{text: v, from: make([]int32, len(v))}
		for k := range v {
			row.sq.from[k] = int32(fields[h.square].at)
		}
		return row, true
	}
	row.at = [2]int32{int32(fields[h.x].at), int32(fields[h.y].at)}
	if row.y, ok = integer(h.y); !ok {
		return row, false
	}
	if vx := value(h.x); len(vx) == 1 && isLetter(vx[0]) {
		row.x, row.letter = int(vx[0]|0x20-'a'), true
		return row, true
	}
	row.x, ok = integer(h.x)
	return row, ok
}

// atoiField reads a field as an integer of 0 or more.
func atoiField(b []byte) (int, bool) {
	n, err := strconv.Atoi(string(b))
	return n, err == nil && n >= 0
}

// labelsCount reports whether rows that carry a label before their named
// fields carry a data frame's: every row one, the labels 0 to n-1 or 1
// to n in some order (a sorted frame keeps its rows' labels). Numbers
// before the fields that are not such labels are not known to be an
// index, so the header's names are not known to fall on their columns.
func labelsCount(rows []tableRow) bool {
	if !rows[0].indexed {
		for _, r := range rows {
			if r.indexed {
				return false
			}
		}
		return true
	}
	seen := make([]bool, len(rows)+1)
	for _, r := range rows {
		if !r.indexed || r.index > len(rows) || seen[r.index] {
			return false
		}
		seen[r.index] = true
	}
	return !seen[0] || !seen[len(rows)]
}

// rowSquares names the squares of rows read by coordinates, counted from
// 0 when a 0 is among them, else from 1 (a letter is a file from a): a
// tour visits the first file and rank, so coordinates from 0 write a 0.
// Each square's name stands for the first of its fields on the line.
func rowSquares(rows []tableRow) {
	base := 1
	for _, r := range rows {
		if !r.letter && r.x == 0 || r.y == 0 {
			base = 0
		}
	}
	for k := range rows {
		r := &rows[k]
		if r.sq.text != nil {
			continue
		}
		x := r.x + 1
		if !r.letter {
			x -= base
		}
		s := board.Square{X: int32(min(x, maxCoord)), Y: int32(min(r.y+1-base, maxCoord))}
		r.sq.text = s.AppendTo(nil)
		r.sq.from = make([]int32, len(r.sq.text))
		for i := range r.sq.from {
			r.sq.from[i] = min(r.at[0], r.at[1])
		}
	}
}

// tableRun is a headed table: its lines (from 0) and its squares in
// step order, or why it gives none.
type tableRun struct {
	first, last int
	squares     []recastSquare
	err         *board.ParseError
	rows        []int  // the line of the run each square stands on, when set (recastRun's)
	columns     string // the columns read, when the table holds several sets
}

// headedTables finds the headed tables of t on the lines not taken.
func (t *text) headedTables(taken []bool) []tableRun {
	var runs []tableRun
	for i := 0; i < len(t.lines); i++ {
		if taken[i] {
			continue
		}
		if tables := t.headedTable(i, taken); tables != nil {
			runs = append(runs, tables...)
			i = tables[len(tables)-1].last
		}
	}
	return runs
}

// headedTable reads the table whose header is on line i, if one is:
// records after the header on its line and on the lines below, blank
// lines, rules and the header written again between them, one record
// or more. A table holds several tours when its steps begin again or a
// column keys its rows (tourCuts); each is a run of its own.
func (t *text) headedTable(i int, taken []bool) []tableRun {
	var h header
	found := false
	groups := t.lineGroups(i)
	g := 0
	for ; g < len(groups); g++ {
		if h, found = t.readHeader(groups[g]); found {
			break
		}
	}
	if found {
		groups = groups[g+1:]
	} else if h, found = t.unheadedHeader(i, groups, taken); !found {
		return nil
	}
	run := tableRun{first: i, last: i}
	var rows []tableRow
	for line := i; ; {
		for _, fields := range groups {
			if again, ok := t.readHeader(fields); ok && slices.Equal(again.names, h.names) {
				continue
			}
			if t.elided(fields) && run.err == nil {
				run.err = t.errAt(fields[0].at, board.ErrSyntax, "the table elides rows (%q): the squares not shown are no part of any reading", t.b[fields[0].at:fields[0].end])
				continue
			}
			if row, ok := t.readRow(h, fields); ok {
				row.line = line
				rows = append(rows, row)
				run.last = line
			}
		}
		if line++; line >= len(t.lines) || taken[line] {
			break
		}
		if shown, ok := t.frameFooter(line); ok && len(rows) >= 2 {
			if shown != len(rows) && run.err == nil {
				run.err = t.errAt(t.lines[line], board.ErrSyntax, "the table says it has %d rows, %d are shown: the squares not shown are no part of any reading", shown, len(rows))
			}
			run.last = line
			break
		}
		l := bytes.TrimSpace(t.line(line))
		if len(l) == 0 || t.ruleOnly(line) {
			groups = nil
			continue
		}
		groups = t.lineGroups(line)
		if !t.holdsRecord(h, groups) {
			break
		}
	}
	if len(rows) == 0 || run.err == nil && !labelsCount(rows) { // rows elided leave gaps in the labels: refused below
		return nil
	}
	rowSquares(rows)
	if run.err != nil {
		return []tableRun{t.tableSquares(h, run, rows)}
	}
	var runs []tableRun
	cuts := t.tourCuts(h, rows)
	sets := t.otherSets(h, rows)
	for k, from := range cuts {
		to := len(rows)
		if k+1 < len(cuts) {
			to = cuts[k+1]
		}
		part := tableRun{first: rows[from].line, last: rows[to-1].line}
		if k == 0 {
			part.first = run.first
		}
		if k+1 == len(cuts) {
			part.last = run.last
		}
		if sets.rows == nil {
			runs = append(runs, t.tableSquares(h, part, rows[from:to]))
			continue
		}
		for j, set := range append([][]tableRow{rows}, sets.rows...) {
			run := t.setSquares(h, part, set[from:to], j, len(sets.rows)+1)
			run.columns = sets.names[j]
			runs = append(runs, run)
		}
	}
	return append(runs, t.foreignColumns(h, rows, run)...)
}

// foreignColumns is a run unread for each column no role names whose
// cells could be a tour's squares in characters no reader reads
// (foreignSquares), named at its first cell: a faulty tour kept beside
// the one read must not pass unread.
func (t *text) foreignColumns(h header, rows []tableRow, run tableRun) []tableRun {
	var runs []tableRun
	for c, name := range h.names {
		if _, role := stemmedRole(name); role != roleNone || c == h.step || c == h.x || c == h.y || c == h.square {
			continue
		}
		var words []string
		for _, r := range rows {
			if c < len(r.fields) {
				words = append(words, strings.Fields(string(t.b[r.fields[c].at:r.fields[c].end]))...)
			}
		}
		if what := foreignSquares(words); what != "" && c < len(rows[0].fields) {
			run.err = t.errAt(rows[0].fields[c].at, ErrMisread, "column %q of the table: %s, which could be a tour, not read", name, what)
			runs = append(runs, run)
		}
	}
	return runs
}

// otherSets reads the rows again by each other set of coordinate
// columns a header names: the columns whose names are a role's with
// a stem before or after it (prev_x and prev_y, x_before and y_before,
// expected_row and expected_col, file2 and rank2, old_square), and by
// each column no role names whose cells are most of them squares
// (squaresIn). Each set is a tour of its own, as a table that keeps the
// tour tried before beside the one after holds two; another column no
// role names (a time, a count, an id) stays unread. A set whose values no row reads as
// coordinates names no squares and is no set.
func (t *text) otherSets(h header, rows []tableRow) (sets columnSets) {
	stems := map[string]*header{}
	var order []string
	// Integers beside a listing of the board's squares are what each
	// square holds, a step or a value (stepPairs reads them), no walk.
	named, ok := namedPath(rows)
	listing := ok && boardListing(named, box(named))
	for k, name := range h.names {
		if k == h.step || k == h.square || h.square < 0 && (k == h.x || k == h.y) {
			continue
		}
		stem, role := stemmedRole(name)
		if k == h.x || k == h.y {
			role = columnRoleOf(name) // a square's axes beside its name: a set of their own
		}
		numbered := false
		if role == roleNone && t.squaresIn(k, rows) {
			stem, role = name, roleSquare
		} else if role != roleX && role != roleY && !listing && t.squareNumbersIn(k, rows) {
			stem, role, numbered = name, roleSquare, true
		}
		if role != roleX && role != roleY && role != roleSquare {
			continue
		}
		set := stems[stem]
		if set == nil {
			set = &header{names: h.names, step: h.step, x: -1, y: -1, square: -1, numbered: numbered}
			stems[stem] = set
			order = append(order, stem)
		}
		slot := map[columnRole]*int{roleX: &set.x, roleY: &set.y, roleSquare: &set.square}[role]
		if *slot < 0 {
			*slot = k
		}
	}
	for _, stem := range order {
		set := *stems[stem]
		if set.square >= 0 {
			set.x, set.y = -1, -1
		} else if set.x < 0 || set.y < 0 {
			continue
		}
		again := make([]tableRow, len(rows))
		read := 0
		for k, r := range rows {
			again[k] = tableRow{line: r.line, step: r.step}
			if row, ok := t.readRow(set, r.fields); ok {
				again[k], read = row, read+1
				again[k].line, again[k].step = r.line, r.step
			} else {
				again[k].sq.from = []int32{int32(r.fields[0].at)} // the row, for the fault's place
			}
		}
		if read == 0 {
			continue
		}
		rowSquares(again)
		names := set.columnsOf()
		if set.numbered && numberSquares(named, again) {
			names += ", " + numberedFromA1
		}
		if sets.rows == nil {
			sets.names = []string{h.columnsOf()}
		}
		sets.rows, sets.names = append(sets.rows, again), append(sets.names, names)
	}
	return sets
}

// squaresIn reports whether most of rows write a square in column c,
// whatever its name says: a tour written beside the one read ("old",
// "got") is a tour of its own.
func (t *text) squaresIn(c int, rows []tableRow) bool {
	n := 0
	for _, r := range rows {
		f := r.fields[c]
		if _, ok := board.ParseAlgebraic(bytes.Trim(t.b[f.at:f.end], "\"' ")); ok {
			n++
		}
	}
	return 2*n > len(rows)
}

// squareNumbersIn reports whether column c could be a tour written as
// square numbers, whatever its name says (a second walk printed as
// numbers beside the squares read): every row holds an integer from 0 to
// the count of rows, most of them distinct, and they do not count up or
// down by one down the rows, as the table's own index does.
func (t *text) squareNumbersIn(c int, rows []tableRow) bool {
	if len(rows) < 3 {
		return false
	}
	seen := make([]bool, len(rows)+1)
	distinct, up, down := 0, true, true
	prev := -1
	for k, r := range rows {
		if c >= len(r.fields) {
			return false
		}
		f := r.fields[c]
		v, ok := atoiField(bytes.Trim(t.b[f.at:f.end], "\"' "))
		if !ok || v > len(rows) {
			return false
		}
		if !seen[v] {
			seen[v], distinct = true, distinct+1
		}
		if k > 0 {
			up, down = up && v == prev+1, down && v == prev-1
		}
		prev = v
	}
	return 2*distinct > len(rows) && !up && !down
}

// numberedFromA1 is how numberSquares reads square numbers.
const numberedFromA1 = "square numbers from a1 along the ranks"

// numberSquares writes the square numbers of rows as the squares they
// number on the square board the squares named span, from a1
// along the ranks, counted from 0 when a 0 is among them and from 1 when
// the board's count is: on a square board every numbering along ranks or
// files, from any corner, gives the walk one of the board's symmetries
// maps to this one, valid or not alike. It reports false, rows left as
// written for the list reader to read on the board given, when the board
// is not square, the base is not certain, or a number is off it.
func numberSquares(named board.Path, rows []tableRow) bool {
	b := box(named)
	side := int(b.W)
	n := side * side
	if named == nil || b.W != b.H {
		return false
	}
	var seen0, seenN bool
	values := make([]int, len(rows))
	for k, r := range rows {
		v, ok := atoiField(r.sq.text)
		if !ok || v > n {
			return false
		}
		values[k] = v
		seen0, seenN = seen0 || v == 0, seenN || v == n
	}
	if n < len(rows)-1 || seen0 == seenN {
		return false
	}
	base := 1
	if seen0 {
		base = 0
	}
	for k, v := range values {
		s := board.Square{X: int32((v-base)%side + 1), Y: int32((v-base)/side + 1)}
		text := s.AppendTo(nil)
		from := make([]int32, len(text))
		for i := range from {
			from[i] = rows[k].sq.from[0]
		}
		rows[k].sq = recastSquare{text: text, from: from}
	}
	return true
}

// namedPath is the squares rows name, read as they are written; false
// when a row names none.
func namedPath(rows []tableRow) (board.Path, bool) {
	p := make(board.Path, len(rows))
	for k, r := range rows {
		s, ok := board.ParseAlgebraic(r.sq.text)
		if !ok {
			return nil, false
		}
		p[k] = s
	}
	return p, true
}

// columnSets are the rows read by each other set of a table's coordinate
// columns, and the names of every set's columns, the header's first.
type columnSets struct {
	rows  [][]tableRow
	names []string
}

// columnsOf names the columns h reads squares from.
func (h header) columnsOf() string {
	if h.square >= 0 {
		return "column " + h.names[h.square]
	}
	return "columns " + h.names[h.x] + ", " + h.names[h.y]
}

// stemmedRole is the role a column's name gives with a stem: a role's
// name after or before an underscore, or before digits.
func stemmedRole(name string) (string, columnRole) {
	if k := strings.LastIndexByte(name, '_'); k > 0 {
		if role := columnRoleOf(name[k+1:]); role != roleNone {
			return name[:k+1], role
		}
	}
	if k := strings.IndexByte(name, '_'); k > 0 {
		if role := columnRoleOf(name[:k]); role != roleNone {
			return name[k:], role
		}
	}
	if k := strings.TrimRight(name, "0123456789"); len(k) < len(name) && len(k) > 0 {
		return name[len(k):], columnRoleOf(k)
	}
	return "", roleNone
}

// setSquares is tableSquares for set j of a table's n sets of
// coordinate columns: its squares all stand on line 2j of the run, so
// that the tours of one table's lines are read apart. A set with a row
// whose columns hold no square is no whole tour: it is named, unread.
func (t *text) setSquares(h header, part tableRun, rows []tableRow, j, n int) tableRun {
	run := t.tableSquares(h, part, slices.Clone(rows))
	if run.err != nil {
		return run
	}
	for k, r := range rows {
		if r.sq.text == nil {
			run.squares, run.err = nil, t.errAt(int(r.sq.from[0]), board.ErrSyntax, "row %d of the table holds no square in the columns of its tour %d of %d: that tour is not whole", k+1, j+1, n)
			return run
		}
	}
	if part.last-part.first < 2*(n-1) {
		run.squares, run.err = nil, t.errAt(t.lines[part.first], board.ErrSyntax, "the table holds %d sets of coordinate columns on too few lines to read them apart", n)
		return run
	}
	run.rows = make([]int, len(run.squares))
	for k := range run.rows {
		run.rows[k] = 2 * j
	}
	return run
}

// tableSquares gives run the squares of rows, in step order when h names
// a step.
func (t *text) tableSquares(h header, run tableRun, rows []tableRow) tableRun {
	if h.step >= 0 {
		slices.SortStableFunc(rows, func(a, b tableRow) int { return a.step - b.step })
		for k := 1; k < len(rows); k++ {
			if rows[k].step == rows[k-1].step && run.err == nil {
				run.err = t.errAt(int(rows[k].sq.from[0]), board.ErrSyntax, "step %d of the table is written twice, on lines %d and %d: no order of its squares is certain", rows[k].step, t.lineNumber(rows[k-1].line), t.lineNumber(rows[k].line))
			}
		}
	}
	for _, r := range rows {
		run.squares = append(run.squares, r.sq)
	}
	return run
}

// tourCuts are the rows each tour of a table begins at, the first 0.
// A tour ends where the steps begin again (the step of its first row
// written again after steps that count up), or where the value of a
// column that keys the rows changes: a column no role names whose values
// each hold one run of lines, two runs or more, all as long and of two
// rows or more, since the tours of one board are as long (a tour id, a
// solution's number or name), their steps counted from the same first.
// A column that changes within a tour (a log's level, a time, a note)
// keys no tours: it gives runs of different lengths, a value twice, runs
// of one row, or steps that go on from one run to the next.
// Cuts fall between lines, as a run of a table is lines.
func (t *text) tourCuts(h header, rows []tableRow) []int {
	cuts := []int{0}
	if h.step >= 0 {
		for k, from := 1, 0; k < len(rows); k++ {
			if rows[k].line != rows[k-1].line && rows[k].step == rows[from].step && stepsCountUp(rows[from:k]) {
				cuts, from = append(cuts, k), k
			}
		}
	}
	for c := range h.names {
		if c == h.step || c == h.x || c == h.y || c == h.square {
			continue
		}
		if keyCuts := t.keyCuts(c, rows, h.step >= 0); keyCuts != nil {
			cuts = append(cuts, keyCuts...)
		}
	}
	slices.Sort(cuts)
	return slices.Compact(cuts)
}

// keyCuts are the rows where the value of column c changes, when c keys
// the rows (tourCuts); nil when it does not.
func (t *text) keyCuts(c int, rows []tableRow, step bool) []int {
	value := func(k int) string {
		f := rows[k].fields[c]
		return string(t.b[f.at:f.end])
	}
	var cuts []int
	seen := map[string]bool{value(0): true}
	for k := 1; k < len(rows); k++ {
		v := value(k)
		if v == value(k-1) {
			continue
		}
		if seen[v] || rows[k].line == rows[k-1].line {
			return nil
		}
		seen[v] = true
		cuts = append(cuts, k)
	}
	if cuts == nil || len(rows)%(len(cuts)+1) != 0 || len(rows)/(len(cuts)+1) < 2 {
		return nil
	}
	size := len(rows) / (len(cuts) + 1)
	for k, at := range cuts {
		if at != (k+1)*size || step && firstStep(rows[at:at+size]) != firstStep(rows[:size]) {
			return nil
		}
	}
	return cuts
}

// firstStep is the least step of rows.
func firstStep(rows []tableRow) int {
	return slices.MinFunc(rows, func(a, b tableRow) int { return a.step - b.step }).step
}

// holdsRecord reports whether the groups of a line go on a table of h:
// a record of its width, its header again, or rows elided.
func (t *text) holdsRecord(h header, groups [][]field) bool {
	for _, fields := range groups {
		if _, ok := t.readRow(h, fields); ok || t.elided(fields) {
			return true
		}
		if again, ok := t.readHeader(fields); ok && slices.Equal(again.names, h.names) {
			return true
		}
	}
	return false
}

// stepsCountUp reports whether the steps of rows count up as written.
func stepsCountUp(rows []tableRow) bool {
	for k := 1; k < len(rows); k++ {
		if rows[k].step <= rows[k-1].step {
			return false
		}
	}
	return true
}

// frameFooter reads line i as a data frame's footer, "[66 rows x 3
// columns]", and says how many rows it counts.
func (t *text) frameFooter(i int) (int, bool) {
	l := bytes.TrimSpace(t.line(i))
	if len(l) < 2 || l[0] != '[' || l[len(l)-1] != ']' {
		return 0, false
	}
	f := bytes.Fields(l[1 : len(l)-1])
	if len(f) != 5 || string(f[1]) != "rows" || string(f[2]) != "x" || string(f[4]) != "columns" {
		return 0, false
	}
	n, err := strconv.Atoi(string(f[0]))
	return n, err == nil
}

// lineNumber is the number of line i (from 0) in the input.
func (t *text) lineNumber(i int) int {
	line, _ := t.pos(t.lines[i])
	return line
}
