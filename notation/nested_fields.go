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
// text has no reading.

// nestedFields marks the tokens of a nested literal that name a field
// (the name and its mark) and the numbers written as a field's value.
type nestedFields struct {
	key, named map[int]bool
}

// namedFields finds the fields of a nested literal's tokens and the
// depth of its rows: that of every number not named, when they all
// are at one depth of two or more, and 2 otherwise (the rows of a
// literal of rows, any number elsewhere then outside them). Rows deeper
// than 2 must lie in one group, one grid, else the depth stays 2. One
// pass over the tokens.
func namedFields(toks []token) (rowDepth int, f nestedFields) {
	f = nestedFields{key: map[int]bool{}, named: map[int]bool{}}
	depth, numDepth, mixed := 0, 0, false
	parent, parents := -1, 0 // the group holding the rows seen, and how many such
	open := []int{}
	for i, tk := range toks {
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

// fieldsAgree checks the fields that name the board's width or height
// against the rows read.
func (t *text) fieldsAgree(toks []token, f nestedFields, rows [][]int) error {
	for i := range toks {
		if !f.key[i] || i+2 >= len(toks) || !f.named[i+2] || toks[i].kind != tWord {
			continue
		}
		name := strings.ToLower(string(t.b[toks[i].at():toks[i].to()]))
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
