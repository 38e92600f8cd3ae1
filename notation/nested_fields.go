package notation

import (
	"strings"
)

// A program that prints a struct around its grid writes the grid as one
// field among named others: Go's %+v "{W:11 H:3 Start:{X:5 Y:1}
// Board:[[21 18 ...] [24 ...]]}", a record's "(w = 5, board = [[...]])".
// The grid is the nested array of rows, at whatever depth the struct
// puts it; a number written after a name and a ':' or '=' elsewhere is a
// field of the struct, no cell. A field that names the board's width or
// height (W, width, cols; H, height, rows) must agree with the grid's:
// when it does not, which one the program meant is not known, and the
// text has no reading. A field beside the rows, its name glued to '='
// or ':' and its value running to the next comma at its depth, is the
// struct's whatever its value holds, a list of numbers or words among
// them: a Rust ndarray's Debug print ends its rows with ", shape=[8, 8],
// strides=[8, 1], layout=Cc (0x5), const ndim=2". Its shape (rows, then
// columns) is a stated size the rows must agree with.

// nestedFields marks the tokens of a nested literal that name a field
// (the name and its mark) and the numbers written as a field's value.
type nestedFields struct {
	key, named map[int]bool
	// field marks every token of a field beside the rows, its value
	// whole: none of them is a cell or a bracket of the rows.
	field map[int]bool
}

// namedFields finds the fields of a nested literal's tokens and the
// depth of its rows: that of every number not named, when they all
// are at one depth of two or more, and 2 otherwise (the rows of a
// literal of rows, any number elsewhere then outside them). Rows deeper
// than 2 must lie in one group, one grid, else the depth stays 2. One
// pass over the tokens.
func namedFields(toks []token) (rowDepth int, f nestedFields) {
	f = nestedFields{key: map[int]bool{}, named: map[int]bool{}, field: sideFields(toks)}
	depth, numDepth, mixed := 0, 0, false
	parent, parents := -1, 0 // the group holding the rows seen, and how many such
	open := []int{}
	for i, tk := range toks {
		if f.field[i] {
			if tk.kind == tWord && i+1 < len(toks) && f.field[i+1] && toks[i+1].kind == tPunct && (toks[i+1].c == ':' || toks[i+1].c == '=') && toks[i+1].at() == tk.to() {
				f.key[i] = true // a name fieldsAgree reads ("shape=")
			}
			continue
		}
		switch {
		case tk.kind == tPunct && (tk.c == '[' || tk.c == '{'):
			depth++
			open = append(open, i)
			continue
		case tk.kind == tPunct && (tk.c == ']' || tk.c == '}'):
			depth--
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
			continue
		}
		if tk.kind == tWord && i+1 < len(toks) && toks[i+1].kind == tPunct && (toks[i+1].c == ':' || toks[i+1].c == '=') && toks[i+1].at() == tk.to() {
			f.key[i], f.key[i+1] = true, true
			if i+2 < len(toks) && toks[i+2].kind == tNum {
				f.named[i+2] = true
			}
			continue
		}
		if tk.kind != tNum || f.named[i] {
			continue
		}
		switch {
		case numDepth == 0:
			numDepth = depth
		case numDepth != depth:
			mixed = true
		}
		if len(open) >= 2 && open[len(open)-2] != parent {
			parent, parents = open[len(open)-2], parents+1
		}
	}
	if mixed || numDepth < 2 || numDepth > 2 && parents > 1 {
		return 2, f
	}
	return numDepth, f
}

// sideFields marks the fields written beside a literal's rows: at the
// top or in the outermost bracket, a run of tokens between commas at its
// depth (or the bracket around them, or the ends) that holds a name glued
// to '=' or ':' and no bracket nested two deep in it, as the rows of a
// grid are. Each run is scanned once, so the cost is linear in the tokens.
func sideFields(toks []token) map[int]bool {
	field := map[int]bool{}
	depths := make([]int, len(toks)) // the depth of each token, its brackets outside it
	depth := 0
	for i, tk := range toks {
		if tk.kind == tPunct && (tk.c == ']' || tk.c == '}') {
			depth = max(depth-1, 0)
		}
		depths[i] = depth
		if tk.kind == tPunct && (tk.c == '[' || tk.c == '{') {
			depth++
		}
	}
	scanned := -1 // runs end here or before
	for k, tk := range toks {
		d := depths[k]
		if k <= scanned || d > 1 || tk.kind != tWord || k+1 == len(toks) || toks[k+1].kind != tPunct || toks[k+1].c != ':' && toks[k+1].c != '=' || toks[k+1].at() != tk.to() {
			continue
		}
		boundary := func(i int) bool {
			return depths[i] < d || depths[i] == d && toks[i].kind == tPunct && toks[i].c == ','
		}
		from, to, deep := k, k+1, false
		for from > 0 && !boundary(from-1) {
			from--
			deep = deep || depths[from] > d+1
		}
		for to < len(toks) && !boundary(to) {
			deep = deep || depths[to] > d+1
			to++
		}
		scanned = to
		if deep {
			continue
		}
		for i := from; i < to; i++ {
			field[i] = true
		}
	}
	for i, tk := range toks {
		if tk.kind == tNum && !field[i] {
			return field
		}
	}
	return nil // a literal all fields has no rows beside them: the fields are the data
}

// fieldsAgree checks the fields that name the board's width or height
// against the rows read.
func (t *text) fieldsAgree(toks []token, f nestedFields, rows [][]int) error {
	for i := range toks {
		if !f.key[i] || i+2 >= len(toks) || toks[i].kind != tWord {
			continue
		}
		name := strings.ToLower(string(t.b[toks[i].at():toks[i].to()]))
		if name == "shape" && i+6 < len(toks) && toks[i+2].kind == tPunct && toks[i+2].c == '[' && toks[i+3].kind == tNum && toks[i+4].c == ',' && toks[i+5].kind == tNum && toks[i+6].c == ']' {
			if h, w := int(toks[i+3].num), int(toks[i+5].num); h != len(rows) || w != len(rows[0]) {
				return t.errAt(toks[i].at(), ErrBoardMismatch, "field %s says %d rows of %d, but the grid has %d of %d: which the program meant is not known", t.quote(toks[i].at(), toks[i+6].to()), h, w, len(rows), len(rows[0]))
			}
			continue
		}
		if !f.named[i+2] {
			continue
		}
		v := int(toks[i+2].num)
		switch name {
		case "w", "width", "cols", "columns", "ncols":
			if v != len(rows[0]) {
				return t.errAt(toks[i].at(), ErrBoardMismatch, "field %s says %d columns, but the grid's rows hold %d: which the program meant is not known", t.quote(toks[i].at(), toks[i+2].to()), v, len(rows[0]))
			}
		case "h", "height", "rows", "nrows":
			if v != len(rows) {
				return t.errAt(toks[i].at(), ErrBoardMismatch, "field %s says %d rows, but the grid has %d: which the program meant is not known", t.quote(toks[i].at(), toks[i+2].to()), v, len(rows))
			}
		}
	}
	return nil
}
