package notation

import (
	"bytes"
	"fmt"
)

// A board printed a row at a time as records of named fields is a map
// from a cell to its step: psql's expanded display ("-[ RECORD 1 ]",
// then "rank | 8", "a | 24", ...), MySQL's \G ("**** 1. row ****",
// then "c1: 24", ...), an INI file's sections ("[row1]",
// then "col1 = 37", ...), any dump of one record a line per field. Each
// record is one row: its row is a field named row, rank, r or y, or,
// when no field names it, the number its header ends with; each other
// field is a cell, its column the key's file letter (a from 0) or the
// number the key ends with ("col3", "3"). Rows named "rank" count up
// from the bottom, as a chessboard's ranks do; any other row key counts
// down from the top. Read as a map, the records and fields may come in
// any order, and a cell written twice or left out leaves the board
// unknown (cell_map.go). A record of fewer than three cells, or a field
// that is neither a row nor a column, is no row of a board: no board
// narrower than three has a tour but 1x1, and a record of a square's
// coordinates (x, y, step) is records.go's.

// minRecordCells is the fewest cells a record of a board's row holds.
const minRecordCells = 3

// recordField is one "key | value" line of a record, or one value of
// its array ("cells = [37, 12, ...]"), at place col of it (-1 for a
// field alone).
type recordField struct {
	key    []byte
	v, off int
	col    int
}

// recordMaps are the boards b writes as records of fields, read as maps
// of cells; nil when b holds none, or text around them that could be a
// tour. One pass over the lines.
func recordMaps(b []byte) []cellMap {
	var records [][]recordField
	var headers []int // the number each record's header ends with, -1 when none
	start, end, stray, tables := -1, 0, -1, 0
	var before []byte
	var aside []int
	for off := 0; off < len(b); {
		nl := bytes.IndexByte(b[off:], '\n')
		if nl < 0 {
			nl = len(b) - off
		}
		line := b[off : off+nl]
		if n, table, ok := recordHeader(line); ok {
			if len(records) > 0 && len(records[len(records)-1]) == 0 {
				records, headers = records[:len(records)-1], headers[:len(headers)-1] // a table of no numbers: "[meta]"
			}
			if table {
				n, tables = tables, tables+1 // the tables of a TOML array, in the order written
			}
			records, headers = append(records, nil), append(headers, n)
			if start < 0 {
				start = off
			}
			end = off + nl
		} else if fs, ok := fieldLine(line, off); ok && len(records) > 0 {
			records[len(records)-1] = append(records[len(records)-1], fs...)
			end = off + nl
		} else if len(records) > 0 && quotedField(line) {
			aside = append(aside, off) // a name's text: read, and set aside
		} else if len(bytes.TrimSpace(line)) > 0 {
			if start < 0 {
				before = append(before, line...)
				before = append(before, '\n')
			} else if stray < 0 && squareTokens(line) > 0 {
				stray = off
			}
		}
		off += nl + 1
	}
	if len(records) > 0 && len(records[len(records)-1]) == 0 {
		records, headers = records[:len(records)-1], headers[:len(headers)-1]
	}
	if stray >= 0 && stray < end {
		return nil // numbers among the records: no map of them alone
	}
	if len(records) < minRecordCells || squareTokens(before) > fieldNumbers || squareTokens(b[end:]) > fieldNumbers {
		return nil
	}
	m := cellMap{start: start, end: end, whole: true}
	for _, a := range aside {
		if a < end {
			m.aside = append(m.aside, a)
		}
	}
	ranks, ranked := false, 0
	for r, rec := range records {
		row, hasRow, cells := headers[r], false, 0
		for _, f := range rec {
			if k := string(bytes.ToLower(f.key)); f.col < 0 && (k == "row" || k == "rank" || k == "r" || k == "y") {
				if hasRow {
					return nil
				}
				row, hasRow, ranks = f.v, true, k == "rank"
				ranked++
			}
		}
		if row < 0 {
			return nil
		}
		arrays := 0
		for _, f := range rec {
			k := bytes.ToLower(f.key)
			if s := string(k); f.col < 0 && (s == "row" || s == "rank" || s == "r" || s == "y") {
				continue
			}
			col, ok := f.col, f.col >= 0
			if !ok {
				col, ok = columnKey(k)
			} else if col == 0 {
				arrays++
			}
			if !ok || arrays > 1 {
				return nil // a field no column, or a second array: no row of a board
			}
			m.entries = append(m.entries, cellEntry{row: row, col: col, v: f.v, off: f.off, form: "record"})
			cells++
		}
		if cells < minRecordCells {
			return nil
		}
	}
	if len(m.entries) < minMapEntries || tables > 0 && ranked != 0 && ranked != len(records) {
		return nil
	}
	// Rows and columns are each read from their own first index, 0 or 1,
	// and the map's cells from 0: a file letter counts from 0, a row or a
	// column key from whatever its first is.
	loRow, hiRow, loCol := m.entries[0].row, 0, m.entries[0].col
	for _, e := range m.entries {
		loRow, hiRow, loCol = min(loRow, e.row), max(hiRow, e.row), min(loCol, e.col)
	}
	if loRow > 1 || loCol > 1 {
		return nil
	}
	for k := range m.entries {
		e := &m.entries[k]
		if ranks {
			e.row = hiRow - e.row
		} else {
			e.row -= loRow
		}
		e.col -= loCol
	}
	m.note = fmt.Sprintf("records of fields, one a row, rows keyed from %d", loRow)
	if ranks {
		m.note = fmt.Sprintf("records of fields, one a rank, rank %d the top", hiRow)
	}
	return []cellMap{m}
}

// recordHeader reads a line that opens a record: a name in brackets
// alone on its line, with dashes or a table's corners around it
// ("-[ RECORD 3 ]+-----", "[row3]"), or in double brackets, a table of
// a TOML array ("[[row]]"). n is the number the name ends with, -1 when
// none.
func recordHeader(line []byte) (n int, table, ok bool) {
	s := bytes.Trim(bytes.TrimSpace(line), "-+")
	if table = bytes.HasPrefix(s, []byte("[[")) && bytes.HasSuffix(s, []byte("]]")); table {
		s = s[1 : len(s)-1]
	}
	if len(s) < 3 || s[0] != '[' || s[len(s)-1] != ']' || bytes.ContainsAny(s[1:len(s)-1], "[]") {
		n, ok := ruledHeader(line)
		return n, false, ok
	}
	name := bytes.TrimSpace(s[1 : len(s)-1])
	if len(name) == 0 || !isLetter(name[0]) {
		return 0, false, false
	}
	if v, ok := endNumber(name); ok {
		return v, table, true
	}
	return -1, table, true
}

// ruledHeader reads a record's header set between two rules of one
// sign ("***** 1. row *****", MySQL's \G; "=== Record 2 ==="): a label
// with one number, its record's, and a word.
func ruledHeader(line []byte) (int, bool) {
	s := bytes.TrimSpace(line)
	rule := func(c byte) bool { return c == s[0] && !isAlnum(c) && !isSpace(c) }
	lead, trail := 0, 0
	for len(s) > 0 && lead < len(s) && rule(s[lead]) {
		lead++
	}
	for len(s) > 0 && trail < len(s)-lead && rule(s[len(s)-1-trail]) {
		trail++
	}
	if lead < 3 || trail < 3 {
		return 0, false
	}
	label := bytes.TrimSpace(s[lead : len(s)-trail])
	n, runs, letters := 0, 0, 0
	for i := 0; i < len(label); i++ {
		switch c := label[i]; {
		case isLetter(c):
			letters++
		case isDigit(c):
			if i == 0 || !isDigit(label[i-1]) {
				runs, n = runs+1, 0
			}
			n = 10*n + int(c-'0')
		}
	}
	return n, len(label) <= 24 && runs == 1 && letters > 0 && n < 1<<20
}

// quotedField reports whether line is "key = \"text\"": a record's
// name or label, no cell of it.
func quotedField(line []byte) bool {
	eq := bytes.IndexByte(line, '=')
	if eq < 0 {
		return false
	}
	key, v := bytes.TrimSpace(line[:eq]), bytes.TrimSpace(line[eq+1:])
	return len(key) > 0 && isLetter(key[0]) && len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' && bytes.Count(v, []byte(`"`)) == 2
}

// fieldLine reads a line "key | value", "key = value" or "key: value",
// the key a name and the value an integer, bare or quoted, or an array
// of integers ("cells = [37, 12, 5]"); off is where the line begins in
// the text.
func fieldLine(line []byte, off int) ([]recordField, bool) {
	i := skipBlanks(line, 0)
	k := i
	for k < len(line) && (isLetter(line[k]) || isDigit(line[k]) || line[k] == '_') {
		k++
	}
	if k == i {
		return nil, false
	}
	j := skipBlanks(line, k)
	if j >= len(line) || line[j] != '|' && line[j] != '=' && line[j] != ':' {
		return nil, false
	}
	key, at := line[i:k], skipBlanks(line, j+1)
	if at < len(line) && line[at] == '[' {
		var fs []recordField
		for at = skipBlanks(line, at+1); ; at = skipBlanks(line, at+1) {
			v, end, ok := intAt(line, at)
			if !ok {
				return nil, false
			}
			fs = append(fs, recordField{key: key, v: v, off: off + at, col: len(fs)})
			if at = skipBlanks(line, end); at < len(line) && line[at] == ']' {
				return fs, len(bytes.TrimSpace(line[at+1:])) == 0
			}
			if at >= len(line) || line[at] != ',' {
				return nil, false
			}
		}
	}
	v, end, ok := valueAt(line, at)
	if !ok || len(bytes.TrimSpace(line[end:])) > 0 {
		return nil, false
	}
	return []recordField{{key: key, v: v, off: off + at, col: -1}}, true
}

// columnKey is the column a field's key names: a file letter from 0, or
// the number a name ends with ("col3", "c3", "3").
func columnKey(k []byte) (int, bool) {
	if len(k) == 1 && isLetter(k[0]) {
		return int(k[0] - 'a'), true
	}
	return endNumber(k)
}

// endNumber is the number of at most six digits a name ends with.
func endNumber(name []byte) (int, bool) {
	j := len(name)
	for j > 0 && isDigit(name[j-1]) {
		j--
	}
	if j == len(name) || len(name)-j > 6 {
		return 0, false
	}
	v, _, ok := intAt(name, j)
	return v, ok
}
