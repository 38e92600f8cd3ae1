package notation

import (
	"bytes"
	"fmt"
)

// A board printed a row at a time as records of named fields is a map
// from a cell to its step: psql's expanded display ("-[ RECORD 1 ]",
// then "rank | 8", "a | 24", ...), an INI file's sections ("[row1]",
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

// recordField is one "key | value" line of a record.
type recordField struct {
	key      []byte
	v, off   int
	keyStart int
}

// recordMaps are the boards b writes as records of fields, read as maps
// of cells; nil when b holds none, or text around them that could be a
// tour. One pass over the lines.
func recordMaps(b []byte) []cellMap {
	var records [][]recordField
	var headers []int // the number each record's header ends with, -1 when none
	start, end, stray := -1, 0, -1
	var before []byte
	for off := 0; off < len(b); {
		nl := bytes.IndexByte(b[off:], '\n')
		if nl < 0 {
			nl = len(b) - off
		}
		line := b[off : off+nl]
		if n, ok := recordHeader(line); ok {
			records, headers = append(records, nil), append(headers, n)
			if start < 0 {
				start = off
			}
			end = off + nl
		} else if f, ok := fieldLine(line, off); ok && len(records) > 0 {
			records[len(records)-1] = append(records[len(records)-1], f)
			end = off + nl
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
	if stray >= 0 && stray < end {
		return nil // numbers among the records: no map of them alone
	}
	if len(records) < minRecordCells || squareTokens(before) > fieldNumbers || squareTokens(b[end:]) > fieldNumbers {
		return nil
	}
	m := cellMap{start: start, end: end, whole: true}
	ranks := false
	for r, rec := range records {
		row, hasRow, cells := headers[r], false, 0
		for _, f := range rec {
			if k := string(bytes.ToLower(f.key)); k == "row" || k == "rank" || k == "r" || k == "y" {
				if hasRow {
					return nil
				}
				row, hasRow, ranks = f.v, true, k == "rank"
			}
		}
		if row < 0 {
			return nil
		}
		for _, f := range rec {
			k := bytes.ToLower(f.key)
			if s := string(k); s == "row" || s == "rank" || s == "r" || s == "y" {
				continue
			}
			col, ok := columnKey(k)
			if !ok {
				return nil
			}
			m.entries = append(m.entries, cellEntry{row: row, col: col, v: f.v, off: f.off, form: "record"})
			cells++
		}
		if cells < minRecordCells {
			return nil
		}
	}
	if len(m.entries) < minMapEntries {
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
// ("-[ RECORD 3 ]+-----", "[row3]"). n is the number the name ends
// with, -1 when none.
func recordHeader(line []byte) (n int, ok bool) {
	s := bytes.Trim(bytes.TrimSpace(line), "-+")
	if len(s) < 3 || s[0] != '[' || s[len(s)-1] != ']' || bytes.ContainsAny(s[1:len(s)-1], "[]") {
		return 0, false
	}
	name := bytes.TrimSpace(s[1 : len(s)-1])
	if len(name) == 0 || !isLetter(name[0]) {
		return 0, false
	}
	if v, ok := endNumber(name); ok {
		return v, true
	}
	return -1, true
}

// fieldLine reads a line "key | value", "key = value" or "key: value",
// the key a name and the value an integer, bare or quoted; off is where
// the line begins in the text.
func fieldLine(line []byte, off int) (recordField, bool) {
	i := skipBlanks(line, 0)
	k := i
	for k < len(line) && (isLetter(line[k]) || isDigit(line[k]) || line[k] == '_') {
		k++
	}
	if k == i {
		return recordField{}, false
	}
	j := skipBlanks(line, k)
	if j >= len(line) || line[j] != '|' && line[j] != '=' && line[j] != ':' {
		return recordField{}, false
	}
	v, end, ok := valueAt(line, skipBlanks(line, j+1))
	if !ok || len(bytes.TrimSpace(line[end:])) > 0 {
		return recordField{}, false
	}
	return recordField{key: line[i:k], v: v, off: off + skipBlanks(line, j+1), keyStart: off + i}, true
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
