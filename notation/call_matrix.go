package notation

import (
	"bytes"
	"fmt"
)

// A call that shapes a flat list into a matrix names its sides beside
// the list: MiniZinc's "array2d(1..8, 1..4, [20, 17, ...])", Julia's
// "reshape([...], 8, 4)", a "name(8, 4, [...])" of any language. Its
// other arguments are two sides, each an index range "a..b" or a size,
// and the list holds exactly their product of integers: a side that
// does not multiply out (an exclusive range, a third dimension) leaves
// the call unread. The first side is the rows, as every such call
// orders them. Whether the list fills row by row or column by column is
// the language's: on a square the two readings are transposes, one a
// tour exactly when the other is; on any other rectangle the reading
// row by row is taken unless only the one column by column is a tour.

// callMatrices are the matrices b writes as calls shaping a flat list,
// read as maps of cells; nil when b holds none, or text around them
// that could be a tour.
func callMatrices(b []byte) []cellMap {
	if !bytes.Contains(b, []byte("([")) && !bytes.Contains(b, []byte(", [")) && !bytes.Contains(b, []byte(",[")) {
		return nil
	}
	return mapsIn(b, func(i int) (cellMap, bool) {
		if !isLetter(b[i]) || i > 0 && (isLetter(b[i-1]) || isDigit(b[i-1]) || b[i-1] == '_' || b[i-1] == '.') {
			return cellMap{}, false
		}
		return callMatrixAt(b, i)
	})
}

// callMatrixAt reads the call at i as a matrix.
func callMatrixAt(b []byte, i int) (cellMap, bool) {
	j := i
	for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_' || b[j] == '.') {
		j++
	}
	name := string(b[i:j])
	if j = skipBlanks(b, j); !hasAt(b, j, "(") {
		return cellMap{}, false
	}
	var vals []cell
	var sides []int
	listed := false
	for j++; ; {
		j = skipSpace(b, j)
		switch {
		case hasAt(b, j, "[") && !listed:
			var ok bool
			if vals, j, ok = flatList(b, j+1); !ok {
				return cellMap{}, false
			}
			listed = true
		default:
			n, end, ok := callSide(b, j)
			if !ok || len(sides) == 2 {
				return cellMap{}, false
			}
			sides, j = append(sides, n), end
		}
		j = skipSpace(b, j)
		if hasAt(b, j, ")") {
			break
		}
		if !hasAt(b, j, ",") {
			return cellMap{}, false
		}
		j++
	}
	if !listed || len(sides) != 2 || len(vals) < minMapEntries || sides[0]*sides[1] != len(vals) {
		return cellMap{}, false
	}
	rows, cols := sides[0], sides[1]
	byColumn := rows != cols && !numberingWalks(vals, rows, cols, false) && numberingWalks(vals, rows, cols, true)
	m := cellMap{start: i, end: j + 1, declared: true, rows: rows, cols: cols, base: 1, declOff: i, whole: true,
		declText: fmt.Sprintf("%d rows, %d columns", rows, cols)}
	for k, v := range vals {
		r, c := k/cols, k%cols
		if byColumn {
			r, c = k%rows, k/rows
		}
		m.entries = append(m.entries, cellEntry{row: r + 1, col: c + 1, v: v.v, off: v.off})
	}
	order := "row by row"
	if byColumn {
		order = "column by column, the only order in which it is a tour"
	}
	m.note = fmt.Sprintf("a list shaped by %s(...) read %s, row 1 the top", name, order)
	return m, true
}

// flatList reads the integers of a list from i, just past its '[', up
// to its ']'; end is past the ']'.
func flatList(b []byte, i int) (vals []cell, end int, ok bool) {
	for {
		i = skipSpace(b, i)
		v, e, ok := intAt(b, i)
		if !ok {
			return nil, 0, false
		}
		vals = append(vals, cell{v: v, off: i})
		i = skipSpace(b, e)
		if hasAt(b, i, "]") {
			return vals, i + 1, true
		}
		if !hasAt(b, i, ",") {
			return nil, 0, false
		}
		i++
	}
}

// callSide reads a side of a matrix at i: a size, or an index range
// "a..b" of b-a+1 indices.
func callSide(b []byte, i int) (n, end int, ok bool) {
	a, e, ok := numberAt(b, i)
	if !ok {
		return 0, 0, false
	}
	if !hasAt(b, e, "..") {
		if _, _, whole := intAt(b, i); !whole || a < 1 {
			return 0, 0, false
		}
		return a, e, true
	}
	z, e, ok := intAt(b, e+2)
	if !ok || z < a {
		return 0, 0, false
	}
	return z - a + 1, e, true
}

// numberingWalks reports whether vals, filling a rows x cols matrix row
// by row (or column by column), number a knight's tour: each value
// from the least on, one after another, a knight's move apart.
func numberingWalks(vals []cell, rows, cols int, byColumn bool) bool {
	lo := vals[0].v
	for _, v := range vals {
		lo = min(lo, v.v)
	}
	at := make([][2]int, len(vals))
	seen := make([]bool, len(vals))
	for k, v := range vals {
		n := v.v - lo
		if n >= len(vals) || seen[n] {
			return false
		}
		seen[n] = true
		at[n] = [2]int{k / cols, k % cols}
		if byColumn {
			at[n] = [2]int{k % rows, k / rows}
		}
	}
	for n := 1; n < len(at); n++ {
		dr, dc := abs(at[n][0]-at[n-1][0]), abs(at[n][1]-at[n-1][1])
		if dr*dc != 2 {
			return false
		}
	}
	return true
}
