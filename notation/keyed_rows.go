package notation

import (
	"bytes"
	"fmt"
)

// A matrix printed as a literal whose items are keyed by their index is
// a map from a cell to its step, the keys of its rows and of the cells
// in each the cell's row and column: PHP's var_export "array ( 0 =>
// array ( 0 => 21, ...", Perl's Data::Dumper of hashes "$VAR1 = { '0'
// => { '0' => 21, ...", Ruby's pp of hashes "{0=>{0=>21, ...}}", Lua's
// tables "{[1]={[1]=21, ...}, ...}", a
// JSON object of objects keyed "0", "1", ... Read as a map, the keys
// may come in any order (Perl and awk print a hash's so); a key written
// twice, or a key left out of the rectangle the others span, leaves the
// board unknown, so the literal has no reading. A level written without
// keys ("{0 => [21, ...]}") counts its items from the first index of
// the other. The row is the outer key, as the literal nests it.

// keyedRowMaps are the matrices b writes as keyed literals, nested once
// and keyed at one level at least, read as maps of cells; nil when b
// holds none, or text around them that could be a tour. Only an input
// that indexKeyed passes holds one.
func keyedRowMaps(b []byte) []cellMap {
	return mapsIn(b, func(i int) (cellMap, bool) {
		if !keyedOpening(b, i) {
			return cellMap{}, false
		}
		return keyedMatrixAt(b, i)
	})
}

// mapsIn are the maps of cells that at reads in b, each where it begins
// (at i, ending at its end); nil when it reads none, or when text around
// them could be a tour. One pass over b.
func mapsIn(b []byte, at func(i int) (cellMap, bool)) []cellMap {
	var maps []cellMap
	prev := 0
	for i := 0; i < len(b); i++ {
		m, ok := at(i)
		if !ok {
			continue
		}
		if squareTokens(b[prev:m.start]) > fieldNumbers {
			return nil
		}
		maps = append(maps, m)
		prev, i = m.end, m.end-1
	}
	if len(maps) == 0 || squareTokens(b[prev:]) > fieldNumbers {
		return nil
	}
	return maps
}

// indexKeyed reports whether b writes a key that is an index: a digit,
// its quote or bracket and blanks before a ':' or '=' ("0 =>", "'0' =>",
// "\"0\":", "[1]="), the mark every keyed literal and map of cells
// holds, looked for once before any is read.
func indexKeyed(b []byte) bool {
	return keyedBefore(b, ':') || keyedBefore(b, '=')
}

// keyedBefore reports whether an index key stands before a mark in b.
func keyedBefore(b []byte, mark byte) bool {
	for i := 0; ; {
		k := bytes.IndexByte(b[i:], mark)
		if k < 0 {
			return false
		}
		j := i + k
		for j > 0 && (b[j-1] == ' ' || b[j-1] == '\t') {
			j--
		}
		if j > 0 && (b[j-1] == '"' || b[j-1] == '\'' || b[j-1] == ']') {
			j--
		}
		if j > 0 && isDigit(b[j-1]) {
			return true
		}
		i += k + 1
	}
}

// containerOpen is the closing mark of the container opened at i and the
// byte after its opening ("array (" is PHP's), or 0 when none opens.
func containerOpen(b []byte, i int) (closer byte, next int) {
	switch {
	case i >= len(b):
		return 0, 0
	case b[i] == '[' || b[i] == '{':
		return closing[b[i]], i + 1
	case hasAt(b, i, "array") && (i == 0 || !isLetter(b[i-1]) && b[i-1] != '_'):
		j := skipSpace(b, i+len("array"))
		if j < len(b) && b[j] == '(' {
			return ')', j + 1
		}
	}
	return 0, 0
}

// keyedOpening reports whether a container opens at i whose first item,
// or its first item's first, is keyed: where a keyed matrix may begin.
func keyedOpening(b []byte, i int) bool {
	_, next := containerOpen(b, i)
	if next == 0 {
		return false
	}
	j := skipSpace(b, next)
	if _, _, ok := keyAt(b, j); ok {
		return true
	}
	_, inner := containerOpen(b, j)
	if inner == 0 {
		return false
	}
	_, _, ok := keyAt(b, skipSpace(b, inner))
	return ok
}

// keyAt reads an item's key at i, an index bare or in quotes followed
// by "=>" or ':', or in brackets followed by '=' (Lua's "[1]=21"); next
// is the byte after the separator's blanks.
func keyAt(b []byte, i int) (key, next int, ok bool) {
	if i < len(b) && b[i] == '[' {
		key, j, ok := intAt(b, skipBlanks(b, i+1))
		if j = skipBlanks(b, j); !ok || j >= len(b) || b[j] != ']' {
			return 0, 0, false
		}
		if j = skipBlanks(b, j+1); !hasAt(b, j, "=") || hasAt(b, j, "==") {
			return 0, 0, false
		}
		return key, skipSpace(b, j+1), true
	}
	key, j, ok := valueAt(b, i)
	if !ok {
		return 0, 0, false
	}
	j = skipBlanks(b, j)
	switch {
	case hasAt(b, j, "=>"):
		return key, skipSpace(b, j+2), true
	case hasAt(b, j, ":"):
		return key, skipSpace(b, j+1), true
	}
	return 0, 0, false
}

// skipSpace skips blanks and line breaks.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	return i
}

// keyedItem is an item of a literal: its key (keyed false when it has
// none) and where its value begins.
type keyedItem struct {
	key   int
	keyed bool
	at    int
}

// literalItems reads the container opened at i: each item's key and
// where its value begins, the value read by value, which returns the
// byte after it. end is the byte after the closing mark.
func literalItems(b []byte, i int, value func(at int) (int, bool)) (items []keyedItem, end int, ok bool) {
	closer, j := containerOpen(b, i)
	if closer == 0 {
		return nil, 0, false
	}
	for {
		j = skipSpace(b, j)
		if j < len(b) && b[j] == closer {
			return items, j + 1, true
		}
		it := keyedItem{at: j}
		if key, next, ok := keyAt(b, j); ok {
			it = keyedItem{key: key, keyed: true, at: next}
		}
		after, ok := value(it.at)
		if !ok {
			return nil, 0, false
		}
		items = append(items, it)
		j = skipSpace(b, after)
		if j < len(b) && b[j] == ',' {
			j++
		} else if j >= len(b) || b[j] != closer {
			return nil, 0, false
		}
	}
}

// keyedMatrixAt reads the literal at i as a matrix: rows, each a
// container of integers, one level keyed at least, the keys of each
// level all written or none.
func keyedMatrixAt(b []byte, i int) (m cellMap, ok bool) {
	type row struct {
		keyedItem
		cells []keyedItem
	}
	var rows []row
	outer, end, ok := literalItems(b, i, func(at int) (int, bool) {
		cells, end, ok := literalItems(b, at, func(at int) (int, bool) {
			_, end, ok := valueAt(b, at)
			return end, ok
		})
		rows = append(rows, row{cells: cells})
		return end, ok && len(cells) > 0
	})
	if !ok || len(outer) < 2 {
		return cellMap{}, false
	}
	keyedRows, keyedCells := outer[0].keyed, rows[0].cells[0].keyed
	if !keyedRows && !keyedCells {
		return cellMap{}, false // a nested list: the grid readers' own
	}
	base := -1 // the first index of a keyed level, for one without keys
	for k := range rows {
		rows[k].keyedItem = outer[k]
		if rows[k].keyed != keyedRows {
			return cellMap{}, false
		}
		for _, c := range rows[k].cells {
			if c.keyed != keyedCells {
				return cellMap{}, false
			}
			if c.keyed && (base < 0 || c.key < base) {
				base = c.key
			}
		}
		if rows[k].keyed && (base < 0 || rows[k].key < base) {
			base = rows[k].key
		}
	}
	m = cellMap{start: i, end: end, whole: true}
	for k, r := range rows {
		rowIndex := base + k
		if r.keyed {
			rowIndex = r.key
		}
		for c, cell := range r.cells {
			colIndex := base + c
			if cell.keyed {
				colIndex = cell.key
			}
			v, _, _ := valueAt(b, cell.at)
			m.entries = append(m.entries, cellEntry{row: rowIndex, col: colIndex, v: v, off: cell.at})
		}
	}
	if len(m.entries) < minMapEntries || !stepsLike(m.entries) {
		return cellMap{}, false
	}
	m.note = fmt.Sprintf("a literal of rows keyed by index (row, column) from %d, row %d the top", base, base)
	return m, true
}

// stepsLike reports whether the values of entries could number
// their cells: distinct but for one written twice, the marks of cells
// not visited (0) aside. A map from a step to its square's coordinates,
// "{1 => [0, 0], 2 => [1, 2], ...}", writes each coordinate many times:
// it is a list of squares, the pair readers' own.
func stepsLike(entries []cellEntry) bool {
	seen := make(map[int]bool, len(entries))
	repeats := 0
	for _, e := range entries {
		if e.v != 0 && seen[e.v] {
			repeats++
		}
		seen[e.v] = true
	}
	return repeats <= 1
}
