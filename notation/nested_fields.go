package notation

import (
	"bytes"
	"fmt"
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
// reading. A field beside the rows, its name glued to '=' or ':' and its
// value running to the next comma at its depth, is the struct's whatever
// its value holds, a list of numbers or words among them: a Rust
// ndarray's Debug print ends its rows with ", shape=[8, 8], strides=[8,
// 1], layout=Cc (0x5), const ndim=2". Its shape (rows, then columns) is
// a stated size the rows must agree with (shapeAgrees). So is a line
// that heads the rows with the board's size: "board: 5x3", `"board":
// "5x3"`, "8x8 board:", "size 8 8 0", either side first.

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
			if fieldName(toks, i) && f.field[i+1] {
				f.key[i] = true // a name shapeAgrees reads ("shape=")
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
		if zigDot(toks, i) {
			f.key[i] = true // Zig's ".{" and ".w": no cell
			continue
		}
		if fieldName(toks, i) {
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

// fieldName reports whether toks[i] is a field's name: a word, then on
// its line ':' or '=' (not "=="), glued as Go's %+v and Python's repr
// write it ("W:11", "w=5") or spaced as Zig, Nim, OCaml and Rust's
// Debug do (".w = 5", "w: 5").
func fieldName(toks []token, i int) bool {
	if toks[i].kind != tWord || i+1 == len(toks) {
		return false
	}
	m := toks[i+1]
	if m.kind != tPunct || m.c != ':' && m.c != '=' || m.nl {
		return false
	}
	return i+2 == len(toks) || toks[i+2].kind != tPunct || toks[i+2].c != '=' || toks[i+2].at() != m.to()
}

// zigDot reports whether toks[i] is the '.' that Zig writes glued before
// an anonymous literal's brace (".{") or a field's name (".w = 5"):
// syntax of the literal, no square left out.
func zigDot(toks []token, i int) bool {
	if toks[i].kind != tPunct || toks[i].c != '.' || i+1 == len(toks) || toks[i+1].at() != toks[i].to() {
		return false
	}
	if i > 0 && toks[i-1].to() == toks[i].at() && toks[i-1].kind != tPunct {
		return false // "a.b": a word's dot
	}
	n := toks[i+1]
	return n.kind == tPunct && n.c == '{' || fieldName(toks, i+1)
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
	for k := range toks {
		d := depths[k]
		if k <= scanned || d > 1 || !fieldName(toks, k) {
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

// shapeAgrees checks a "shape=[H, W]" field beside a literal's rows
// against the rows read; the fields that name one side are checked for
// every reader's grids by statedSizes.
func (t *text) shapeAgrees(toks []token, f nestedFields, rows [][]int) error {
	for i := range toks {
		if !f.key[i] || i+6 >= len(toks) || toks[i].kind != tWord || !strings.EqualFold(string(t.b[toks[i].at():toks[i].to()]), "shape") {
			continue
		}
		if toks[i+2].kind == tPunct && toks[i+2].c == '[' && toks[i+3].kind == tNum && toks[i+4].c == ',' && toks[i+5].kind == tNum && toks[i+6].c == ']' {
			if h, w := int(toks[i+3].num), int(toks[i+5].num); h != len(rows) || w != len(rows[0]) {
				return t.errAt(toks[i].at(), ErrBoardMismatch, "field %s says %d rows of %d, but the grid has %d of %d: which the program meant is not known", t.quote(toks[i].at(), toks[i+6].to()), h, w, len(rows), len(rows[0]))
			}
		}
	}
	return nil
}

// sizeNames are the names of fields that state a board's columns (w),
// rows (h), or both sides of a square board (n), lower case.
var sizeNames = map[string]byte{
	"w": 'w', "width": 'w', "cols": 'w', "columns": 'w', "ncols": 'w', "ncol": 'w',
	"h": 'h', "height": 'h', "rows": 'h', "nrows": 'h', "nrow": 'h',
	"n": 'n',
}

// boardNames are the words that state a board's whole size beside them,
// "board: 5x3", "8x8 board", "size 8 8", lower case.
var boardNames = map[string]bool{"board": true, "size": true, "grid": true, "boardsize": true}

// heading reports whether l[from:to], a size with its name, is the
// heading of its line, no words before it and none after but a ':'
// (a bracket, quote or comma of a literal beside): a size named in a
// sentence ("the matrix for an 8x8 board (assuming ...)") is prose,
// which a copied comment gets wrong as often as not.
func heading(l []byte, from, to int) bool {
	for _, c := range l[:from] {
		if isLetter(c) || isDigit(c) {
			return false
		}
	}
	rest := bytes.TrimLeft(l[to:], " \"':,;{}[]()")
	return len(rest) == 0
}

// dimAt reads the size "WxH" (or "W*H", either case of x) at l[j:],
// ended by anything but a letter or digit: w, h and where it ends.
func dimAt(l []byte, j int) (w, h, end int, ok bool) {
	w, x, ok := numberAt(l, j)
	if !ok || x+1 >= len(l) || l[x] != 'x' && l[x] != 'X' && l[x] != '*' {
		return 0, 0, 0, false
	}
	h, end, ok = numberAt(l, x+1)
	if !ok || end < len(l) && isLetter(l[end]) {
		return 0, 0, 0, false
	}
	return w, h, end, true
}

// numberAt reads the whole number of one to six digits at l[j:], ended
// by anything but a digit: its value and where it ends.
func numberAt(l []byte, j int) (v, end int, ok bool) {
	end = j
	for end < len(l) && isDigit(l[end]) {
		end++
	}
	if end == j || end-j > 6 {
		return 0, 0, false
	}
	v, _ = strconv.Atoi(string(l[j:end]))
	return v, end, true
}

// sizeField is a field that states a side of the board: "W:11" of Go's
// %+v, "'n': 5" of a dict, `"width": 5` of JSON, "rows = 4" of a record.
type sizeField struct {
	off, end int  // the field's text, name to value
	side     byte // 'w', 'h', 'n' of sizeNames, or 'b' for both sides
	v        int
	v2       int // of 'b': the second side, in the order the text writes them
}

// sizeFields finds the fields of lines first..last (from 0) that state a
// side of the board: a name of sizeNames, quoted or not, then ':' or
// '=', then a whole number that ends the field. One pass over the lines.
func (t *text) sizeFields(first, last int) []sizeField {
	var out []sizeField
	for i := first; i <= last && i < len(t.lines); i++ {
		l, base := t.line(i), t.lines[i]
		for k := 0; k < len(l); k++ {
			if isDigit(l[k]) && (k == 0 || !isLetter(l[k-1]) && !isDigit(l[k-1])) {
				// "8x8 board:", "5x3 grid".
				if w, h, end, ok := dimAt(l, k); ok {
					n := end
					for n < len(l) && l[n] == ' ' {
						n++
					}
					e := n
					for e < len(l) && isLetter(l[e]) {
						e++
					}
					if n > end && boardNames[strings.ToLower(string(l[n:e]))] && (e == len(l) || !isDigit(l[e])) && heading(l, k, e) {
						out = append(out, sizeField{off: base + k, end: base + e, side: 'b', v: w, v2: h})
						k = e
						continue
					}
				}
			}
			// A name after a dot is a member ("cfg.w"), unless the dot
			// begins it, as Zig writes a field: ".w = 5".
			dotted := k > 0 && l[k-1] == '.' && (k == 1 || !isLetter(l[k-2]) && !isDigit(l[k-2]) && l[k-2] != '_' && l[k-2] != ')' && l[k-2] != ']')
			if !isLetter(l[k]) || k > 0 && (isLetter(l[k-1]) || isDigit(l[k-1]) || l[k-1] == '_' || l[k-1] == '.' && !dotted) {
				continue
			}
			e := k
			for e < len(l) && isLetter(l[e]) {
				e++
			}
			name := strings.ToLower(string(l[k:e]))
			side, ok := sizeNames[name]
			j := e
			if j < len(l) && (l[j] == '"' || l[j] == '\'') && k > 0 && l[k-1] == l[j] {
				j++
			}
			if boardNames[name] {
				// "board: 5x3", `"board": "5x3"`, "size 8 8 0", "size: 6".
				at := k
				if j > e {
					at--
				}
				v := j
				for v < len(l) && (l[v] == ' ' || l[v] == ':' || l[v] == '=') {
					v++
				}
				if v < len(l) && (l[v] == '"' || l[v] == '\'') {
					v++
				}
				if w, h, end, ok := dimAt(l, v); ok && heading(l, at, end) {
					out = append(out, sizeField{off: base + at, end: base + end, side: 'b', v: w, v2: h})
					k = end
					continue
				}
				if name == "size" || name == "boardsize" {
					if w, end, ok := numberAt(l, v); ok {
						after := end
						for after < len(l) && l[after] == ' ' {
							after++
						}
						if h, end2, ok := numberAt(l, after); ok && after > end {
							out = append(out, sizeField{off: base + at, end: base + end2, side: 'b', v: w, v2: h})
							k = end2
							continue
						}
						if after == len(l) || strings.IndexByte(",;)]}", l[after]) >= 0 {
							out = append(out, sizeField{off: base + at, end: base + end, side: 'n', v: w})
							k = end
							continue
						}
					}
				}
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
			v, d, ok := numberAt(l, j)
			after := d
			for after < len(l) && l[after] == ' ' {
				after++
			}
			// The value ends the field: the line, a separator or the next
			// field's name follows, not more numbers ("rows: 4 9 2 / ...").
			ends := after == len(l) || strings.IndexByte(",;)]}", l[after]) >= 0 || isLetter(l[after]) && after > d
			if !ok || !ends {
				k = e
				continue
			}
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

// sizeLine reports whether line i is one field that states the board's
// size and nothing else ("n = 5", "N: 8", "rows = 4;"): a caption, as
// "board: 5x5" and "size 5 5" are, not a row of one cell above the
// tour, which would read a list under it as a grid whose first row is
// one number wide. The field still names the board (boardCaptions) and
// must agree with a grid below it (sizeStated).
func (t *text) sizeLine(i int) bool {
	l := t.line(i)
	if !hasLetter(l) {
		return false
	}
	f := t.sizeFields(i, i)
	if len(f) != 1 {
		return false
	}
	base := t.lines[i]
	before := bytes.TrimSpace(l[:f[0].off-base])
	after := bytes.TrimRight(l[f[0].end-base:], " \t\r,;")
	return len(before) == 0 && len(after) == 0
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
		// A size of both sides may be written rows first or columns
		// first: either order agrees.
		if f.side == 'w' && f.v == cols || f.side == 'h' && f.v == rows || f.side == 'n' && (f.v == cols || f.v == rows) ||
			f.side == 'b' && (f.v == cols && f.v2 == rows || f.v == rows && f.v2 == cols) {
			continue
		}
		what := fmt.Sprintf("field %s says %d %s", t.quote(f.off, f.end), f.v, map[byte]string{'w': "columns", 'h': "rows", 'n': "squares a side"}[f.side])
		if f.side == 'b' {
			what = fmt.Sprintf("%s says a board of %d by %d", t.quote(f.off, f.end), f.v, f.v2)
		}
		return t.errAt(f.off, ErrBoardMismatch, "%s, but the grid read is %d columns by %d rows: which the program meant is not known; give -board %v to judge the grid",
			what, cols, rows, d.Board)
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
