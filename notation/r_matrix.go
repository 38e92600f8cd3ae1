package notation

import (
	"bytes"
	"fmt"
)

// R writes a matrix as the vector of its cells and its dimensions:
// dput's "structure(c(9L, 6L, ...), dim = 6:7)" (".Dim = c(6L, 7L)" in
// older versions), "matrix(c(...), nrow = 6)", "array(c(...), dim =
// c(6, 7))". The dimensions are rows then columns, and the vector fills
// the matrix column by column unless matrix's byrow = TRUE says row by
// row: R's own rule, so the reading is certain. A vector of another
// length than the cells it fills (R would recycle it, or refuse it) has
// no reading; a call with any other argument (dimnames, a third
// dimension) is not read here.

// rCalls are the calls whose first argument is a matrix's cells.
var rCalls = []string{"structure", "matrix", "array"}

// rMatrices are the matrices b writes as R's calls, read as maps of
// cells; nil when b holds none, or text around them that could be a
// tour.
func rMatrices(b []byte) []cellMap {
	if !bytes.Contains(b, []byte("c(")) {
		return nil
	}
	return mapsIn(b, func(i int) (cellMap, bool) {
		if b[i] != 's' && b[i] != 'm' && b[i] != 'a' || i > 0 && (isLetter(b[i-1]) || isDigit(b[i-1]) || b[i-1] == '_' || b[i-1] == '.') {
			return cellMap{}, false
		}
		return rMatrixAt(b, i)
	})
}

// rMatrixAt reads the call at i as a matrix.
func rMatrixAt(b []byte, i int) (cellMap, bool) {
	call := ""
	for _, c := range rCalls {
		if hasAt(b, i, c) && hasAt(b, skipBlanks(b, i+len(c)), "(") {
			call = c
			break
		}
	}
	if call == "" {
		return cellMap{}, false
	}
	j := skipSpace(b, skipBlanks(b, i+len(call))+1)
	if !hasAt(b, j, "c(") {
		return cellMap{}, false
	}
	var vals []cell
	j += 2
	for {
		v, end, ok := rInt(b, skipSpace(b, j))
		if !ok {
			return cellMap{}, false
		}
		vals = append(vals, cell{v: v, off: skipSpace(b, j)})
		j = skipSpace(b, end)
		if j < len(b) && b[j] == ')' {
			break
		}
		if j >= len(b) || b[j] != ',' {
			return cellMap{}, false
		}
		j++
	}
	rows, cols, byrow, positional := 0, 0, false, 0
	declFrom := j + 1
	for j++; ; {
		j = skipSpace(b, j)
		if j < len(b) && b[j] == ')' {
			break
		}
		if j >= len(b) || b[j] != ',' {
			return cellMap{}, false
		}
		j = skipSpace(b, j+1)
		name, value, next, ok := rArgument(b, j)
		if !ok {
			return cellMap{}, false
		}
		if name == "" {
			// R matches an unnamed argument to the next parameter in
			// order: matrix(data, nrow, ncol, byrow), array(data, dim).
			if positional++; call == "matrix" && positional <= 3 {
				name = [...]string{"nrow", "ncol", "byrow"}[positional-1]
			} else if call == "array" && positional == 1 {
				name = "dim"
			}
		}
		switch {
		case (name == "dim" || name == ".Dim") && call != "matrix":
			dims, ok := rDims(value)
			if !ok {
				return cellMap{}, false
			}
			rows, cols = dims[0], dims[1]
		case name == "nrow" && call == "matrix":
			n, end, ok := rInt(value, 0)
			if !ok || end != len(value) {
				return cellMap{}, false
			}
			rows = n
		case name == "ncol" && call == "matrix":
			n, end, ok := rInt(value, 0)
			if !ok || end != len(value) {
				return cellMap{}, false
			}
			cols = n
		case name == "byrow" && call == "matrix":
			switch string(value) {
			case "TRUE", "T":
				byrow = true
			case "FALSE", "F":
			default:
				return cellMap{}, false
			}
		default:
			return cellMap{}, false // an argument that may change the reading
		}
		j = next
	}
	switch {
	case rows == 0 && cols == 0:
		return cellMap{}, false
	case rows == 0:
		rows = (len(vals) + cols - 1) / cols
	case cols == 0:
		cols = (len(vals) + rows - 1) / rows
	}
	m := cellMap{start: i, end: j + 1, declared: true, rows: rows, cols: cols, base: 1, declOff: i, whole: true,
		declText: string(bytes.Join(bytes.Fields(bytes.TrimLeft(b[declFrom:j], ", \t\r\n")), []byte(" ")))}
	if len(vals) < minMapEntries || rows < 1 || cols < 1 {
		return cellMap{}, false
	}
	for k, v := range vals {
		r, c := k%rows, k/rows
		if byrow {
			r, c = k/cols, k%cols
		}
		m.entries = append(m.entries, cellEntry{row: r + 1, col: c + 1, v: v.v, off: v.off})
	}
	order := "column by column, as R fills a matrix"
	if byrow {
		order = "row by row, as byrow = TRUE asks"
	}
	m.note = fmt.Sprintf("an R matrix (%s) read %s, row 1 the top", call, order)
	return m, true
}

// rInt reads an R integer at i, with or without its L suffix.
func rInt(b []byte, i int) (v, end int, ok bool) {
	v, end, ok = numberAt(b, i)
	if ok && end < len(b) && b[end] == 'L' && (end+1 == len(b) || !isLetter(b[end+1]) && !isDigit(b[end+1])) {
		return v, end + 1, true
	}
	return intAt(b, i)
}

// rArgument reads an argument at i, "name = value" or a value alone
// (name ""), the value up to the comma or bracket that ends it
// (brackets in it balanced).
func rArgument(b []byte, i int) (name string, value []byte, next int, ok bool) {
	j := i
	for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '.' || b[j] == '_') {
		j++
	}
	from := i
	if k := skipSpace(b, j); j > i && hasAt(b, k, "=") && !hasAt(b, k, "==") {
		name, from = string(b[i:j]), skipSpace(b, k+1)
	}
	depth := 0
	for k := from; k < len(b); k++ {
		switch b[k] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return name, bytes.TrimSpace(b[from:k]), k, true
			}
			depth--
		case ',':
			if depth == 0 {
				return name, bytes.TrimSpace(b[from:k]), k, true
			}
		}
	}
	return "", nil, 0, false
}

// rDims reads two dimensions, "6:7" or "c(6L, 7L)".
func rDims(v []byte) ([2]int, bool) {
	var parts [][]byte
	switch {
	case bytes.HasPrefix(v, []byte("c(")) && bytes.HasSuffix(v, []byte(")")):
		parts = bytes.Split(v[2:len(v)-1], []byte(","))
	default:
		// A range a:b is the dimensions a and b only when they follow
		// one another: 6:7 is c(6L, 7L), but 6:8 is three.
		parts = bytes.Split(v, []byte(":"))
		if len(parts) == 2 {
			a, _, okA := rInt(bytes.TrimSpace(parts[0]), 0)
			c, _, okC := rInt(bytes.TrimSpace(parts[1]), 0)
			if !okA || !okC || c != a+1 && c != a-1 && c != a {
				return [2]int{}, false
			}
			if c == a {
				return [2]int{}, false // a:a is one dimension
			}
		}
	}
	if len(parts) != 2 {
		return [2]int{}, false
	}
	var d [2]int
	for k, p := range parts {
		p = bytes.TrimSpace(p)
		n, end, ok := rInt(p, 0)
		if !ok || end != len(p) || n < 1 {
			return [2]int{}, false
		}
		d[k] = n
	}
	return d, true
}
