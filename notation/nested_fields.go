package notation

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
)

// A program that prints a struct around its grid writes the grid as one
// field among named others: Go's %+v "{W:11 H:3 Start:{X:5 Y:1}
// Board:[[21 18 ...] [24 ...]]}", a record's "(w = 5, board = [[...]])".
// The grid is the nested array of rows, at whatever depth the struct
// puts it; a number written after a name and a ':' or '=' elsewhere is a
// field of the struct, no cell. A field that names the board's width or
// height (W, width, cols; H, height, rows; n, both) must agree with the
// grid's, whichever reader read the grid (statedSizes): when it does
// not, which one the program meant is not known, and the text has no
// reading.

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

// sizeNames are the names of fields that state a board's columns (w),
// rows (h), or both sides of a square board (n), lower case.
var sizeNames = map[string]byte{
	"w": 'w', "width": 'w', "cols": 'w', "columns": 'w', "ncols": 'w', "ncol": 'w',
	"h": 'h', "height": 'h', "rows": 'h', "nrows": 'h', "nrow": 'h',
	"n": 'n',
}

// sizeField is a field that states a side of the board: "W:11" of Go's
// %+v, "'n': 5" of a dict, `"width": 5` of JSON, "rows = 4" of a record.
type sizeField struct {
	off, end int // the field's text, name to value
	side     byte
	v        int
}

// sizeFields finds the fields of lines first..last (from 0) that state a
// side of the board: a name of sizeNames, quoted or not, then ':' or
// '=', then a whole number that ends the field. One pass over the lines.
func (t *text) sizeFields(first, last int) []sizeField {
	var out []sizeField
	for i := first; i <= last && i < len(t.lines); i++ {
		l, base := t.line(i), t.lines[i]
		for k := 0; k < len(l); k++ {
			if !isLetter(l[k]) || k > 0 && (isLetter(l[k-1]) || isDigit(l[k-1]) || l[k-1] == '_' || l[k-1] == '.') {
				continue
			}
			e := k
			for e < len(l) && isLetter(l[e]) {
				e++
			}
			side, ok := sizeNames[strings.ToLower(string(l[k:e]))]
			j := e
			if j < len(l) && (l[j] == '"' || l[j] == '\'') && k > 0 && l[k-1] == l[j] {
				j++
			}
			for j < len(l) && l[j] == ' ' {
				j++
			}
			if !ok || j >= len(l) || l[j] != ':' && l[j] != '=' || j+1 < len(l) && l[j+1] == '=' {
				k = e
				continue
			}
			j++
			for j < len(l) && l[j] == ' ' {
				j++
			}
			d := j
			for d < len(l) && isDigit(l[d]) {
				d++
			}
			after := d
			for after < len(l) && l[after] == ' ' {
				after++
			}
			// The value ends the field: the line, a separator or the next
			// field's name follows, not more numbers ("rows: 4 9 2 / ...").
			ends := after == len(l) || strings.IndexByte(",;)]}", l[after]) >= 0 || isLetter(l[after]) && after > d
			if d == j || d-j > 6 || !ends {
				k = e
				continue
			}
			v, _ := strconv.Atoi(string(l[j:d]))
			at := k
			if j > e && l[e] != ' ' && l[e] != ':' && l[e] != '=' {
				at-- // the name's opening quote
			}
			out = append(out, sizeField{off: base + at, end: base + d, side: side, v: v})
			k = d
		}
	}
	return out
}

// sizeStated is the refusal of grid d when a field of lines first..last
// states a side that d's rows, as printed, do not have: which the
// program meant, the field or the grid, the text does not say, so no
// reading is certain and the board given decides. Nil when every field
// agrees.
func (t *text) sizeStated(d Document, first, last int) error {
	cols, rows := int(d.Board.W), int(d.Board.H)
	if d.Transposed {
		cols, rows = rows, cols
	}
	for _, f := range t.sizeFields(first, last) {
		if f.side == 'w' && f.v == cols || f.side == 'h' && f.v == rows || f.side == 'n' && (f.v == cols || f.v == rows) {
			continue
		}
		what := map[byte]string{'w': "columns", 'h': "rows", 'n': "squares a side"}[f.side]
		return t.errAt(f.off, ErrBoardMismatch, "field %s says %d %s, but the grid read is %d columns by %d rows: which the program meant is not known; give -board %v to judge the grid",
			t.quote(f.off, f.end), f.v, what, cols, rows, d.Board)
	}
	return nil
}

// statedSizes is docs, the readings of block bl, less the grids whose
// rows disagree with a field that states the board's size (sizeStated),
// each of which is a tour of its own with that refusal. A field belongs
// to the first grid at or below it: it is read from the line after the
// reading before (or the block's first line, and the captions right
// above it) to the grid's last line.
func (t *text) statedSizes(bl block, docs []Document) ([]Document, []Tour) {
	first, last := t.span(bl)
	for slices.ContainsFunc(bl.skipped, func(sk Skip) bool { return sk.Line == first-1 }) {
		first--
	}
	from := first - 1
	kept := docs[:0:0]
	var refused []Tour
	for k, d := range docs {
		end := d.Line - 1
		switch {
		case d.endLine > d.Line:
			end = d.endLine - 1
		case k == len(docs)-1:
			end = last - 1
		}
		if d.Format == Grid && d.places != nil && d.places.t == t {
			if err := t.sizeStated(d, from, end); err != nil {
				refused = append(refused, Tour{Line: d.Line, Err: err, squares: len(d.Path), first: string(bytes.TrimSpace(t.line(d.Line - 1)))})
				from = max(from, end+1)
				continue
			}
		}
		from = max(from, end+1)
		kept = append(kept, d)
	}
	if len(refused) == 0 {
		return docs, nil
	}
	return kept, refused
}
