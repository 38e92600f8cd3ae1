package notation

import (
	"bytes"
	"strconv"
	"strings"
)

// A Fortran namelist ("&TOUR NROW=6, NCOL=9, BOARD=7, 30, ... /") writes
// an array as one list of values over as many lines as it likes, its
// shape in other names of the group. Fortran stores and writes an array
// in column-major order, the first index fastest, whatever the line
// breaks: so the k-th value of an NROW x NCOL array is row k mod NROW of
// column k div NROW, and the grid is read so, each value placed at its
// row and column as a drawing places its numbers (placedGrid), the board
// NCOL wide and NROW high. The order is the language's, told by the
// group's syntax ('&' and a name, '/' to end), no guess; a shape the
// group does not name (no key with "row" and one with "col" in its name,
// or a height and a width), an array of another size, or values written
// otherwise than as numbers (a repeat count "3*0", a null) leave the text
// read as written.

// namelistGroups are the lines (from 0) of each namelist group of t
// outside taken: from a line begun by '&' and a name to the first line
// that ends with '/'.
func (t *text) namelistGroups(taken []bool) [][2]int {
	var groups [][2]int
	for i := 0; i < len(t.lines); i++ {
		l := bytes.TrimSpace(t.line(i))
		if taken[i] || len(l) < 2 || l[0] != '&' || !isLetter(l[1]) {
			continue
		}
		for j := i; j < len(t.lines) && !taken[j]; j++ {
			if bytes.HasSuffix(bytes.TrimSpace(t.line(j)), []byte("/")) {
				groups = append(groups, [2]int{i, j})
				i = j
				break
			}
		}
	}
	return groups
}

// namelistValue is one value of a namelist key: its digits in t.b.
type namelistValue struct {
	v        int
	off, end int
	line     int
}

// namelistKeys reads the assignments of the group on lines first..last:
// each key, lower case, with its values; ok is false when a value is no
// integer, so that the group is read as written.
func (t *text) namelistKeys(first, last int) (keys []string, values [][]namelistValue, ok bool) {
	for i := first; i <= last; i++ {
		l := t.line(i)
		k := 0
		if i == first {
			k = bytes.IndexByte(l, '&') + 1
			for k < len(l) && (isLetter(l[k]) || isDigit(l[k]) || l[k] == '_') {
				k++
			}
		}
		for k < len(l) {
			switch c := l[k]; {
			case c == ' ' || c == ',' || c == '\t' || c == '\r':
				k++
			case c == '/' && i == last:
				k = len(l)
			case isLetter(c):
				e := k
				for e < len(l) && (isLetter(l[e]) || isDigit(l[e]) || l[e] == '_') {
					e++
				}
				eq := e
				for eq < len(l) && l[eq] == ' ' {
					eq++
				}
				if eq >= len(l) || l[eq] != '=' {
					return nil, nil, false
				}
				keys, values = append(keys, string(bytes.ToLower(l[k:e]))), append(values, nil)
				k = eq + 1
			case isDigit(c) || c == '-' || c == '+':
				e := k + 1
				for e < len(l) && isDigit(l[e]) {
					e++
				}
				v, err := strconv.Atoi(string(l[k:e]))
				if err != nil || len(keys) == 0 || e < len(l) && l[e] != ' ' && l[e] != ',' && l[e] != '/' {
					return nil, nil, false // a repeat count, a real, or a value before any key
				}
				values[len(values)-1] = append(values[len(values)-1], namelistValue{v: v, off: t.lines[i] + k, end: t.lines[i] + e, line: i})
				k = e
			default:
				return nil, nil, false
			}
		}
	}
	return keys, values, len(keys) > 0
}

// namelistGrids are the arrays of t's namelist groups outside the runs
// found before that number a grid of the shape their group names.
func (t *text) namelistGrids(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	for _, g := range t.namelistGroups(taken) {
		keys, values, ok := t.namelistKeys(g[0], g[1])
		if !ok {
			continue
		}
		rows, cols := namelistShape(keys, values)
		if rows < 3 || cols < 3 {
			continue
		}
		for _, vs := range values {
			if len(vs) != rows*cols {
				continue
			}
			ps := make([]placedNumber, len(vs))
			for n, v := range vs {
				ps[n] = placedNumber{x: float64(n / rows), y: float64(n % rows), off: v.off, end: v.end, line: v.line}
			}
			if r, ok := t.placedGrid(ps, g[0], g[1]); ok {
				runs = append(runs, r)
			}
		}
	}
	return runs
}

// namelistShape is the rows and columns a group names: the one key
// with "row" in its name and the one with "col" (NROW, NCOLS, N_ROWS),
// or a height and a width, each one value; 0, 0 when it names no shape
// or several.
func namelistShape(keys []string, values [][]namelistValue) (rows, cols int) {
	one := func(name func(string) bool) int {
		found := 0
		for k, key := range keys {
			if name(key) {
				if found != 0 || len(values[k]) != 1 || values[k][0].v <= 0 {
					return 0
				}
				found = values[k][0].v
			}
		}
		return found
	}
	rows = one(func(k string) bool { return strings.Contains(k, "row") || k == "height" })
	cols = one(func(k string) bool { return strings.Contains(k, "col") || k == "width" })
	return rows, cols
}
