package notation

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// A call that shapes a flat list into a matrix names its sides beside
// the list: R's "matrix(c(...), nrow = 6)", dput's "structure(c(9L, 6L,
// ...), dim = 6:7)" (".Dim = c(6L, 7L)" in older versions),
// "array(c(...), dim = c(6, 7))"; MiniZinc's "array2d(1..8, 1..4, [20,
// 17, ...])", Julia's "reshape([...], 8, 4)", a "name(8, 4, [...])" of
// any language; a Fortran namelist group, "&TOUR NROW=6, NCOL=9,
// BOARD=7, 30, ... /", is such a call too, its arguments by name alone.
// A side is a size or an index range "a..b" (R's dim is "6:7" or "c(6L,
// 7L)"), the rows first, as every such call orders them; an argument
// without a name fills the call's next parameter. R's calls (their
// vector written "c(...)") and Fortran's namelists (whatever the line
// breaks) fill the matrix column by column unless matrix's byrow = TRUE
// says row by row: the language's own rule, so the reading is certain,
// and a vector of another length than the cells it fills (R would
// recycle it, or refuse it) has no reading. Any other call must give
// both sides, multiplying out to the list's length, and whether it
// fills row by row or column by column is its language's: on a square
// the two readings are transposes, one a tour exactly when the other
// is; on any other rectangle the reading row by row is taken unless
// only the one column by column is a tour. A call with any other
// argument (dimnames, a third dimension) is not read here.

// matrixParams are the parameters, in order, that a call's arguments
// without a name fill: R's calls by name, any other call's under "".
// structure takes dim by name alone (older versions write .Dim).
var matrixParams = map[string][]string{
	"structure": nil,
	"matrix":    {"nrow", "ncol", "byrow"},
	"array":     {"dim"},
	"":          {"nrow", "ncol"},
}

// callMatrices are the matrices b writes as calls shaping a flat list,
// read as maps of cells; nil when b holds none, or text around them
// that could be a tour.
func callMatrices(b []byte) []cellMap {
	if !bytes.ContainsAny(b, "(&") {
		return nil
	}
	return mapsIn(b, func(i int) (cellMap, bool) {
		if i > 0 && (isLetter(b[i-1]) || isDigit(b[i-1]) || b[i-1] == '_' || b[i-1] == '.') {
			return cellMap{}, false
		}
		return callMatrixAt(b, i)
	})
}

// shapingCall is a call's list and the arguments beside it, as written.
type shapingCall struct {
	call   string
	vals   []cell
	names  []string // each argument's name, "" when it has none
	values [][]byte
	decl   []string // each argument as written
	params []string // the parameters an argument without a name fills
	lang   string   // the language whose rule fills the matrix, "" when not known
	end    int
}

// callMatrixAt reads the call at i as a matrix.
func callMatrixAt(b []byte, i int) (cellMap, bool) {
	s, ok := namelistAt(b, i)
	if b[i] != '&' {
		s, ok = callAt(b, i)
	}
	if !ok {
		return cellMap{}, false
	}
	rows, cols, byrow, positional := 0, 0, false, 0
	given := map[string]bool{}
	for k, name := range s.names {
		switch {
		case name == "" && positional < len(s.params):
			name, positional = s.params[positional], positional+1
		case s.lang == "R" && s.call == "structure" && (name == "dim" || name == ".Dim"):
			name = "dim"
		case s.lang == "" || !slices.Contains(s.params, name):
			return cellMap{}, false // an argument that may change the reading
		}
		if given[name] {
			return cellMap{}, false // a parameter given twice
		}
		given[name] = true
		ok := false
		switch name {
		case "nrow":
			rows, ok = sideOf(s.values[k])
		case "ncol":
			cols, ok = sideOf(s.values[k])
		case "dim":
			rows, cols, ok = rDims(s.values[k])
		case "byrow":
			v := string(s.values[k])
			byrow, ok = v == "TRUE" || v == "T", slices.Contains([]string{"TRUE", "T", "FALSE", "F"}, v)
		}
		if !ok {
			return cellMap{}, false
		}
	}
	switch {
	case len(s.vals) < minMapEntries || rows == 0 && cols == 0:
		return cellMap{}, false
	case s.lang == "" && rows*cols != len(s.vals):
		return cellMap{}, false
	case rows == 0:
		rows = (len(s.vals) + cols - 1) / cols
	case cols == 0:
		cols = (len(s.vals) + rows - 1) / rows
	}
	byColumn := s.lang != "" && !byrow || s.lang == "" && rows != cols && !numberingWalks(s.vals, rows, cols, false) && numberingWalks(s.vals, rows, cols, true)
	m := cellMap{start: i, end: s.end, declared: true, rows: rows, cols: cols, base: 1, declOff: i, whole: true, declText: strings.Join(s.decl, ", ")}
	for k, v := range s.vals {
		r, c := k/cols, k%cols
		if byColumn {
			r, c = k%rows, k/rows
		}
		m.entries = append(m.entries, cellEntry{row: r + 1, col: c + 1, v: v.v, off: v.off})
	}
	order := "row by row"
	switch {
	case s.lang != "" && byColumn:
		order = "column by column, as " + s.lang + " stores a matrix"
	case s.lang != "":
		order = "row by row, as byrow = TRUE asks"
	case byColumn:
		order = "column by column, the only order in which it is a tour"
	}
	m.note = fmt.Sprintf("a list shaped by %s read %s, row 1 the top", s.call, order)
	return m, true
}

// callAt reads the call at i: its name, then in brackets its list and
// the arguments beside it.
func callAt(b []byte, i int) (s shapingCall, ok bool) {
	if !isLetter(b[i]) {
		return s, false // before any scan: callAt runs at every byte
	}
	j := i
	for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_' || b[j] == '.') {
		j++
	}
	s.call, s.params = string(b[i:j]), matrixParams[""]
	if j = skipBlanks(b, j); !hasAt(b, j, "(") {
		return s, false
	}
	rParams, rKnown := matrixParams[s.call]
	for j++; ; j++ {
		j = skipSpace(b, j)
		switch {
		case s.vals == nil && hasAt(b, j, "["):
			s.vals, j, ok = flatList(b, j+1, ']')
		case s.vals == nil && len(s.names) == 0 && rKnown && hasAt(b, j, "c("):
			s.vals, j, ok = flatList(b, j+2, ')')
			s.lang, s.params = "R", rParams
		default:
			var name string
			var value []byte
			next := j
			if name, value, next, ok = callArgument(b, j); ok {
				s.names, s.values = append(s.names, name), append(s.values, value)
				s.decl = append(s.decl, oneSpaced(string(b[j:next])))
			}
			j = next
		}
		if j = skipSpace(b, j); !ok {
			return s, false
		}
		if hasAt(b, j, ")") {
			s.end = j + 1
			return s, s.vals != nil
		}
		if !hasAt(b, j, ",") {
			return s, false
		}
	}
}

// namelistAt reads the Fortran namelist group at i, "&NAME NROW=6,
// NCOL=9, BOARD=7, 30, ... /", as a call: the one key with many values
// its list, a key of one value with "row" in its name (NROW, N_ROWS) or
// HEIGHT its rows, "col" or WIDTH its columns, any other key of one
// value the group's own. Fortran stores an array column by column
// whatever the line breaks. A value that is no integer (a repeat count
// "3*0", a real) leaves the group unread.
func namelistAt(b []byte, i int) (s shapingCall, ok bool) {
	if b[i] != '&' || i > 0 && b[i-1] != '\n' && b[i-1] != ' ' && b[i-1] != '\t' || i+1 >= len(b) || !isLetter(b[i+1]) {
		return s, false
	}
	name := func(j int) int {
		for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_') {
			j++
		}
		return j
	}
	j := name(i + 1)
	s.call, s.lang, s.params = string(b[i:j]), "Fortran", []string{"nrow", "ncol"}
	for {
		for j < len(b) && (b[j] == ',' || b[j] == ' ' || b[j] == '\t' || b[j] == '\r' || b[j] == '\n') {
			j++
		}
		if hasAt(b, j, "/") {
			s.end = j + 1
			return s, s.vals != nil
		}
		from, k := j, name(j)
		if j = skipBlanks(b, k); k == from || !hasAt(b, j, "=") {
			return s, false
		}
		var vals []cell
		for j++; ; {
			at := skipSpace(b, j)
			v, end, ok := intAt(b, at)
			if !ok {
				break
			}
			vals = append(vals, cell{v: v, off: at})
			if j = skipSpace(b, end); hasAt(b, j, ",") {
				j++
			}
		}
		key := strings.ToLower(string(b[from:k]))
		switch {
		case len(vals) > 1 && s.vals == nil:
			s.vals = vals
		case len(vals) != 1:
			return s, false
		case strings.Contains(key, "row") || key == "height":
			s.names, s.values = append(s.names, "nrow"), append(s.values, fmt.Append(nil, vals[0].v))
		case strings.Contains(key, "col") || key == "width":
			s.names, s.values = append(s.names, "ncol"), append(s.values, fmt.Append(nil, vals[0].v))
		default:
			continue
		}
		if len(vals) == 1 {
			s.decl = append(s.decl, string(bytes.TrimRight(b[from:j], ", \t\r\n")))
		}
	}
}

// flatList reads the integers of a list from i, just past its opening,
// up to closer; end is past the closer.
func flatList(b []byte, i int, closer byte) (vals []cell, end int, ok bool) {
	for {
		i = skipSpace(b, i)
		v, e, ok := rInt(b, i)
		if !ok {
			return nil, 0, false
		}
		vals = append(vals, cell{v: v, off: i})
		if i = skipSpace(b, e); i < len(b) && b[i] == closer {
			return vals, i + 1, true
		}
		if !hasAt(b, i, ",") {
			return nil, 0, false
		}
		i++
	}
}

// callArgumentMax bounds an argument's text beside the list: a side, a
// dimension or a flag is short, and the bound keeps a call that is no
// matrix's from being read to its end.
const callArgumentMax = 40

// callArgument reads an argument at i, "name = value" or a value alone
// (name ""), the value up to the comma or bracket that ends it
// (brackets in it balanced).
func callArgument(b []byte, i int) (name string, value []byte, next int, ok bool) {
	j := i
	for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '.' || b[j] == '_') {
		j++
	}
	from := i
	if k := skipSpace(b, j); j > i && hasAt(b, k, "=") && !hasAt(b, k, "==") {
		name, from = string(b[i:j]), skipSpace(b, k+1)
	}
	depth := 0
	for k := from; k < len(b) && k-from <= callArgumentMax; k++ {
		switch b[k] {
		case '(':
			depth++
		case ')', ',':
			if depth == 0 {
				return name, bytes.TrimSpace(b[from:k]), k, true
			}
			if b[k] == ')' {
				depth--
			}
		}
	}
	return "", nil, 0, false
}

// rInt reads an integer at i, with or without R's L suffix.
func rInt(b []byte, i int) (v, end int, ok bool) {
	v, end, ok = numberAt(b, i)
	if ok && end < len(b) && b[end] == 'L' && (end+1 == len(b) || !isLetter(b[end+1]) && !isDigit(b[end+1])) {
		return v, end + 1, true
	}
	return intAt(b, i)
}

// wholeInt is the integer v writes, nothing else beside it.
func wholeInt(v []byte) (int, bool) {
	v = bytes.TrimSpace(v)
	n, end, ok := rInt(v, 0)
	return n, ok && end == len(v)
}

// sideOf is the size a side states: a size, or an index range "a..b" of
// b-a+1 indices.
func sideOf(v []byte) (int, bool) {
	if lo, hi, found := bytes.Cut(v, []byte("..")); found {
		a, okA := wholeInt(lo)
		z, okZ := wholeInt(hi)
		return z - a + 1, okA && okZ && z >= a
	}
	n, ok := wholeInt(v)
	return n, ok && n >= 1
}

// rDims reads R's two dimensions, "c(6L, 7L)" or "6:7". A range a:b is
// the dimensions a and b only when they follow one another: 6:7 is
// c(6L, 7L), but 6:8 is three, and 6:6 one.
func rDims(v []byte) (rows, cols int, ok bool) {
	first, second, found := bytes.Cut(v, []byte(":"))
	inner, vector := bytes.CutPrefix(v, []byte("c("))
	if vector = vector && bytes.HasSuffix(inner, []byte(")")); vector {
		first, second, found = bytes.Cut(inner[:len(inner)-1], []byte(","))
	}
	rows, okRows := wholeInt(first)
	cols, okCols := wholeInt(second)
	adjacent := vector || cols == rows+1 || cols == rows-1
	return rows, cols, found && okRows && okCols && adjacent && rows >= 1 && cols >= 1
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
