package notation

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// Orientation says which rank the first row of a numbered grid is.
type Orientation uint8

const (
	// TopFirst: the first row is rank H, as a board is printed (the C++
	// seed, most programs).
	TopFirst Orientation = iota
	// BottomFirst: the first row is rank 1.
	BottomFirst
)

// FromGrid reads a numbered grid, as a solver returns it: grid[r][c] is
// the visit number of the square in row r and column c (file c+1), -1 for a
// square the path leaves out. Numbers run from 0 when a 0 appears, else
// from 1. o says which rank row 0 is. The errors wrap [ErrNumbering] (a
// number repeated or skipped) or [ErrSyntax] (rows of different lengths)
// and name the row and column, both from 0 as in the slice.
func FromGrid(grid [][]int, o Orientation) (board.Board, board.Path, error) {
	h := len(grid)
	if h == 0 || len(grid[0]) == 0 {
		return board.Board{}, nil, fmt.Errorf("%w: empty grid", board.ErrSyntax)
	}
	w := len(grid[0])
	if w > board.MaxSide || h > board.MaxSide {
		return board.Board{}, nil, fmt.Errorf("%w: grid is %dx%d, larger than %dx%d", ErrTooLarge, w, h, board.MaxSide, board.MaxSide)
	}
	vals := make([]int64, 0, w*h)
	for r, row := range grid {
		if len(row) != w {
			return board.Board{}, nil, fmt.Errorf("%w: grid[%d] has %d numbers, grid[0] has %d", board.ErrSyntax, r, len(row), w)
		}
		for _, v := range row {
			vals = append(vals, int64(v))
		}
	}
	b := board.Board{W: int32(w), H: int32(h)}
	p, _, err := gridPath(vals, b, o == BottomFirst, func(i int, sentinel error, format string, args ...any) error {
		return fmt.Errorf("%w: grid[%d][%d]: %s", sentinel, i/w, i%w, fmt.Sprintf(format, args...))
	})
	return b, p, err
}

// cellError positions a fault in cell i of a grid.
type cellError func(i int, sentinel error, format string, args ...any) error

// gridPath turns the visit numbers of a grid, row by row, into its path:
// -1 leaves a square out, numbers run from 0 when a 0 appears, else from 1.
func gridPath(vals []int64, b board.Board, flip bool, fail cellError) (board.Path, int, error) {
	p, base, err := numberedPath(vals, b, flip, fail, true)
	if errors.Is(err, errGap) {
		// Read with its zeros as squares left out, the numbering skips a
		// number: no partial numbering does. Every square numbered from
		// 0 is the one reading left, and its fault (one number twice) is
		// certain: no reading of the grid is a tour.
		if _, _, err0 := numberedPath(vals, b, flip, fail, false); errors.Is(err0, ErrNumbering) {
			at := slices.Index(vals, int64(len(vals)))
			if at < 0 && count(vals, 0) >= 3 {
				// Or writes 0 three times or more, which no numbering
				// from 0 but for one fault does: rows of a board
				// numbered in part, its other rows maybe elsewhere.
				at = slices.Index(vals, slices.Max(vals))
			}
			if at >= 0 {
				// Unless the grid writes W*H, which no numbering from 0
				// holds: its 0s are squares left unvisited, a board
				// numbered in part (a stuck run's), whose numbers skip.
				visited, missing := len(vals)-count(vals, 0), int64(1)
				written := make([]bool, len(vals)+2) // one pass, not a search a number
				for _, v := range vals {
					if v > 0 && v <= int64(len(vals)) {
						written[v] = true
					}
				}
				for written[missing] {
					missing++
				}
				err0 = fail(at, ErrNumbering, "%d squares numbered 1 to %d skip %d, the other %d written 0", visited, vals[at], missing, len(vals)-visited)
				return nil, 0, &cluesError{err: err0, numbered: visited, b: b}
			}
			return nil, 0, err0
		}
	}
	return p, base, err
}

// needsEveryLine reports whether every row and column of a W x H grid
// with numbers written twice is the grid's, so that the repeats are a
// fault of the numbering: the grid writes its last number, W*H, which no
// grid a row smaller holds; or its largest number is more than a grid a
// row or a column smaller has squares (so no row or column is one too
// many), but not more than W*H (past it the grid is no numbering), and
// no one row holds every repeat (a line of another block read in place
// of one of the grid's own).
func needsEveryLine(vals []int64, b board.Board) bool {
	w, h := int(b.W), int(b.H)
	largest := slices.Max(vals)
	if largest == int64(w*h) {
		return true
	}
	if largest <= int64(w*h-min(w, h)) || largest > int64(w*h) {
		return false
	}
	return !oneRowHoldsRepeats(vals, w)
}

// oneRowHoldsRepeats reports whether dropping one row of a grid w wide
// leaves no number twice. Only a row holding all but one of the first
// repeated number's cells can, so at most two are tried.
func oneRowHoldsRepeats(vals []int64, w int) bool {
	count := map[int64]int{}
	first := int64(-1)
	for _, v := range vals {
		if v >= 0 {
			if count[v]++; count[v] == 2 && first < 0 {
				first = v
			}
		}
	}
	if first < 0 {
		return true
	}
	held := map[int]int{} // how many times each row holds first
	for i, v := range vals {
		if v == first {
			held[i/w]++
		}
	}
	for row, n := range held {
		if n < count[first]-1 {
			continue
		}
		outside := map[int64]int{}
		clear := true
		for k, x := range vals {
			if x >= 0 && count[x] > 1 && k/w != row {
				if outside[x]++; outside[x] > 1 {
					clear = false
					break
				}
			}
		}
		if clear {
			return true
		}
	}
	return false
}

// errGap marks the error of a numbering that skips a number when its
// zeros were read as squares left out.
var errGap = errors.New("a numbering with zeros left out skips a number")

// numberedPath is gridPath, reading 0 as a square left out when zeroMarks
// and the grid has several zeros and one 1.
func numberedPath(vals []int64, b board.Board, flip bool, fail cellError, zeroMarks bool) (board.Path, int, error) {
	n := len(vals)
	seen := cellNumbers{w: int(b.W), at: make(board.Path, n+2)}
	// certain is the sentinel of a fault in the numbering: ErrNumbering,
	// or ErrMisread when the reading rests on a guess (0 for squares left
	// out), since a row of zeros may as well be text read as a row.
	certain := ErrNumbering
	if zeros := count(vals, 0); zeroMarks && zeros > 1 && count(vals, 1) == 1 {
		// Numbered from 1 with 0 for the squares left out.
		certain = ErrMisread
		vals = slices.Clone(vals)
		for i, v := range vals {
			if v == 0 {
				vals[i] = -1
			}
		}
	}
	for i, v := range vals {
		switch {
		case v == -1:
			continue
		case v < 0:
			return nil, 0, fail(i, board.ErrBadSquare, "bad number %d: -1 is the only negative, for a square left out", v)
		case v > int64(n):
			return nil, 0, fail(i, ErrMisread, "number %d is larger than %s grid can need, so the grid is not read as it was meant; say how with -board WxH or -read", v, board.A(b.String()))
		case !seen.add(v, i):
			numbers, twice, thrice := repeated(vals)
			if twice*2 >= numbers && twice > 1 {
				// Most numbers twice: boards laid side by side read
				// as one, not a fault.
				return nil, 0, fail(i, ErrMisread, "number %d appears twice, as do most: boards side by side? give -board WxH", v)
			}
			if twice+thrice > 1 && !needsEveryLine(vals, b) {
				// One number written twice is a fault; several are the
				// sign of a row that is no part of the grid, unless the
				// grid writes a number that no grid a row or a column
				// smaller holds: then every row is the grid's.
				return nil, 0, fail(i, ErrMisread, "number %d appears twice, and others do too: is every row part of the grid? say how to read it with -board WxH or -read", v)
			}
			if labelColumn(vals, b, i) {
				return nil, 0, fail(i, ErrMisread, "number %d is written in every row, in the same column: a label beside the grid, not a square's number; say how to read it with -board WxH or -read", v)
			}
			return nil, 0, fail(i, certain, "number %d appears twice", v)
		}
	}
	base, visited, largest := seen.base(), seen.visited, seen.largest
	if missing, ok := seen.missing(); ok {
		msg := fmt.Sprintf("%d squares numbered %d to %d skip %d", visited, base, largest, missing)
		if base == 1 && largest == int64(n) {
			msg += fmt.Sprintf(" (a grid numbered from 0 has no %d)", n)
		}
		// No one cell is the fault: the place named is the largest
		// number's, the one a numbering from the base could not hold.
		err := fail(slices.Index(vals, largest), certain, "%s", msg)
		switch {
		case certain == ErrMisread:
			err = &gapError{err}
		case count(vals, -1) > 0 && 2*visited < n:
			err = &cluesError{err: err, numbered: visited, b: b}
		}
		return nil, 0, err
	}
	return seen.path(b.H, flip), base, nil
}

// cellNumbers gathers the cells of a grid by their numbers, as both grid
// readers number them: the one of a text held whole, and the one that
// streams a grid too long to hold, which sees each cell once.
type cellNumbers struct {
	w    int       // the grid's width, its cells counted row by row from the top
	seen board.Set // the numbers seen: a bit each, however large
	// at is the square of each number below its length, its Y the row
	// from the top (from 1): made to the size a path may need when that
	// is known, else filled by place once the numbering is whole.
	at      board.Path
	visited int
	largest int64
	zero    bool
}

// add puts number v in cell i, reporting false when v was seen before.
func (n *cellNumbers) add(v int64, i int) bool {
	for int(v)/64 >= len(n.seen) {
		n.seen = append(n.seen, make(board.Set, len(n.seen)+1)...)
	}
	if n.seen.Has(int(v)) {
		return false
	}
	n.seen.Add(int(v))
	n.place(v, i)
	n.zero = n.zero || v == 0
	if n.visited++; n.visited == 1 || v > n.largest {
		n.largest = v
	}
	return true
}

// place keeps the square of number v, in cell i, when at holds it.
func (n *cellNumbers) place(v int64, i int) {
	if v < int64(len(n.at)) {
		n.at[v] = board.Square{X: int32(i%n.w) + 1, Y: int32(i/n.w) + 1}
	}
}

// base is the first number: 0 when a 0 was seen, else 1.
func (n *cellNumbers) base() int {
	if n.zero {
		return 0
	}
	return 1
}

// missing is the first number the numbering skips, ok when it skips one.
func (n *cellNumbers) missing() (int, bool) {
	base := n.base()
	if n.visited == 0 || n.largest == int64(base+n.visited-1) {
		return 0, false
	}
	m := base
	for n.seen.Has(m) {
		m++
	}
	return m, true
}

// path is the squares in the order of their numbers, the numbering whole,
// on a grid h rows high whose first row is rank h, or rank 1 when flip.
// It reuses at.
func (n *cellNumbers) path(h int32, flip bool) board.Path {
	if n.visited == 0 {
		return board.Path{}
	}
	base := n.base()
	p := n.at[base : base+n.visited : base+n.visited]
	if !flip {
		for i := range p {
			p[i].Y = h + 1 - p[i].Y
		}
	}
	return p
}

// gapError is a skip in a numbering read with zeros left out: it is the
// misread it wraps, and errGap.
type gapError struct{ err error }

func (e *gapError) Error() string   { return e.err.Error() }
func (e *gapError) Unwrap() []error { return []error{e.err, errGap} }

func count(vals []int64, v int64) int {
	n := 0
	for _, x := range vals {
		if x == v {
			n++
		}
	}
	return n
}

// repeated counts the numbers vals holds (marks aside), those that
// appear twice or more, and those that appear three times or more (a
// third time is a second fault).
func repeated(vals []int64) (numbers, twice, thrice int) {
	count := map[int64]int{}
	for _, v := range vals {
		if v >= 0 {
			switch count[v]++; count[v] {
			case 1:
				numbers++
			case 2:
				twice++
			case 3:
				thrice++
			}
		}
	}
	return numbers, twice, thrice
}

// label marks a cell that holds a letter, such as the file letters of a
// header row or a rank letter before a row: decoration, unless a reading
// keeps it, when it is an error.
const label = -2

// cells collects the numbers of a grid's tokens into rows: the inner arrays
// of a nested array, groups separated by '|' on one line, or lines. A
// square left out is -1 ('.', '..', '--', -1, x); a letter is a [label].
func (t *text) cells(toks []token) ([][]int, []int64, error) { return t.cellsInto(toks, nil, nil) }

// cellsInto is cells with the room of idx and vals reused, which a reader
// of a row at a time passes back, so that rows of 10^4 cells leave no
// garbage a line.
func (t *text) cellsInto(toks []token, idx []int, vals []int64) ([][]int, []int64, error) {
	var rows [][]int // token indexes of each row's cells, in idx
	idx, vals = idx[:0], vals[:0]
	pipes, lines := 0, 0
	for _, tk := range toks {
		if tk.kind == tPunct && tk.c == '|' {
			pipes++
		}
		if tk.nl {
			lines++
		}
	}
	nested := nestedRows(toks)
	// "1 4 7 | 8 11 2 | ...": all rows on one line, '|' between them; a
	// box table instead has one number between pipes.
	pipeRows := !nested && lines == 0 && pipes > 0
	semiRows := !nested && semicolonRows(toks)
	rowDepth, fields := 2, nestedFields{}
	if nested {
		rowDepth, fields = namedFields(toks)
	}
	depth := 0
	start := 0 // of the row in idx
	endRow := func() {
		if len(idx) > start {
			rows = append(rows, idx[start:len(idx):len(idx)])
			start = len(idx)
		}
	}
	for i, tk := range toks {
		if tk.nl && !nested {
			endRow()
		}
		switch {
		case nested && fields.field[i]:
			// A field beside the rows, its value whole: the struct's.
		case nested && fields.key[i]:
			// A field's name ("W:", "Board:"): the struct's, around the grid.
		case nested && fields.named[i] && depth != rowDepth:
		case tk.kind == tNum:
			if nested && depth != rowDepth {
				return nil, nil, t.errAt(tk.at(), board.ErrSyntax, "number %s outside the rows of a nested array", t.quote(tk.at(), tk.to()))
			}
			if tk.num < 0 || tk.neg && tk.num != 1 {
				return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number %s", t.quote(tk.at(), tk.to()))
			}
			if glued := func(n token) bool { return n.kind == tWord || n.kind == tPunct && n.c == '.' }; i+1 < len(toks) && glued(toks[i+1]) && toks[i+1].at() == tk.to() ||
				i > 0 && glued(toks[i-1]) && toks[i-1].to() == tk.at() {
				// "5x" or ".5" is no number and no mark, as the streaming
				// reader says: read as 5 and a square left out, it would
				// make a fault of the numbering out of a misread.
				at := tk.at()
				for at > 0 && !isSeparator(t.b[at-1]) && tk.at()-at < 8 {
					at--
				}
				return nil, nil, t.errAt(at, board.ErrBadSquare, "bad number %s", t.quote(at, t.word(at)))
			}
			v := int64(tk.num)
			if tk.neg {
				v = -1
			}
			idx = append(idx, i)
			vals = append(vals, v)
		case tk.kind == tPunct && tk.c == '.':
			if i > 0 && !tk.nl && toks[i-1].kind == tPunct && strings.IndexByte(")]}", toks[i-1].c) >= 0 && (i+1 == len(toks) || toks[i+1].nl) {
				continue // "[1, 14, 9].": a term's full stop after its closing bracket, no cell
			}
			if dotRun(t.b, tk.at()) >= 3 {
				continue // "...": an ellipsis, text left out, no cell
			}
			if i > 0 && !tk.nl && toks[i-1].kind == tPunct && toks[i-1].c == '.' && toks[i-1].to() == tk.at() {
				continue // "..", one square left out
			}
			if i+1 < len(toks) && toks[i+1].at() == tk.to() && !(toks[i+1].kind == tPunct && strings.IndexByte(".,;|]", toks[i+1].c) >= 0) {
				// ".X" is no mark, as the streaming reader says.
				return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number %s", t.quote(tk.at(), t.word(tk.at())))
			}
			idx = append(idx, i)
			vals = append(vals, -1)
		case tk.kind == tPunct && tk.c == '-' && tk.to()-tk.at() == 2:
			idx = append(idx, i) // "--"
			vals = append(vals, -1)
		case tk.kind == tWord && tk.to()-tk.at() == 1 && t.b[tk.at()]|0x20 == 'x':
			if i+1 < len(toks) && toks[i+1].at() == tk.to() && !(toks[i+1].kind == tPunct && strings.IndexByte(",;|]", toks[i+1].c) >= 0) {
				return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number %s", t.quote(tk.at(), t.word(tk.at()))) // "X.", no mark
			}
			idx = append(idx, i)
			vals = append(vals, -1)
		case tk.kind == tWord && tk.to()-tk.at() <= 2 && isLetter(t.b[tk.to()-1]) && (tk.to() == len(t.b) || isSpace(t.b[tk.to()]) || strings.IndexByte("|,;]}", t.b[tk.to()]) >= 0):
			idx = append(idx, i)
			vals = append(vals, label)
		case tk.kind == tPunct && tk.c == '#' && i+1 < len(toks) && toks[i+1].kind == tNum && toks[i+1].at() == tk.to():
			// "#01": a number marked as one, as some programs print cells.
		case tk.kind == tPunct && (tk.c == '[' || tk.c == '{'):
			// '{' opens the rows of a C or Java array literal as '[' does.
			depth++
		case tk.kind == tPunct && (tk.c == ']' || tk.c == '}'):
			if depth == rowDepth && nested {
				endRow()
			}
			depth--
			if depth < 0 {
				return nil, nil, t.errAt(tk.at(), board.ErrSyntax, "unexpected ']'")
			}
		case tk.kind == tPunct && tk.c == '|':
			if pipeRows {
				endRow()
			} else if i+1 < len(toks) && toks[i+1].kind == tPunct && toks[i+1].c == '|' && !toks[i+1].nl {
				// An empty cell of a box table: a square left out.
				idx = append(idx, i)
				vals = append(vals, -1)
			}
		case tk.kind == tPunct && tk.c == ';' && semiRows:
			endRow()
		case tk.kind == tPunct && (tk.c == ',' || tk.c == ';' || tk.c == ':'):
		case t.b[tk.at()] >= 0x80:
			return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number: character %s", describeByte(t.b, tk.at()))
		default:
			return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number %s", t.quote(tk.at(), tk.to()))
		}
	}
	endRow()
	if depth != 0 {
		return nil, nil, t.errAt(len(t.b), board.ErrSyntax, "unexpected end of input, want ']'")
	}
	// Cells run together ("1X.X.") are no row a program printed: a
	// line of text read as one, which no fault of a tour can rest on.
	for _, r := range rows {
		for k := 1; k < len(r); k++ {
			// An empty cell is its wall's token: a number against that
			// wall ("| 22|   |") is a cell of its own beside it.
			if prev, cur := toks[r[k-1]], toks[r[k]]; cur.at() == prev.to() && !(cur.kind == tPunct && cur.c == '|') {
				return nil, nil, t.errAt(cur.at(), ErrMisread, "cells %s run together, so this line is not read as a row of the grid; say how to read it with -read", t.quote(prev.at(), cur.to()))
			}
		}
	}
	if len(rows) == 0 {
		return nil, nil, t.errAt(toks[0].at(), board.ErrSyntax, "no numbers")
	}
	if err := t.shapeAgrees(toks, fields, rows); err != nil {
		return nil, nil, err
	}
	return rows, vals, nil
}

// semicolonRows reports whether ';' ends the rows of a grid written on
// one line, as MATLAB and Julia literals write them ("[1 2 3; 4 5 6;
// 7 8 9]"): a line holds two ';' or more, and every run of numbers
// between ';' and line ends holds the same number of them, three or
// more (no board narrower than three has a tour but 1x1; a CSV file cut
// by ';' holds one number a run).
func semicolonRows(toks []token) bool {
	width, run, semis, twice := 0, 0, 0, false
	for i := 0; i <= len(toks); i++ {
		end := i == len(toks) || toks[i].nl && i > 0
		if semi := i < len(toks) && toks[i].kind == tPunct && toks[i].c == ';'; end || semi {
			if run > 0 && width != 0 && run != width || semi && run == 0 && semis == 0 {
				return false
			}
			width, run = max(width, run), 0
			if semis++; end {
				twice, semis = twice || semis > 2, 0
			}
		}
		if i < len(toks) && toks[i].kind == tNum {
			run++
		}
	}
	return twice && width >= 3
}

// layout is one way of taking a grid's cells as its squares: which rows
// and columns are the board, the others being labels, headers or the
// answers to prompts above it.
type layout struct {
	top, bottom int // rows dropped above and below
	left, right int // columns dropped on each side
	// sums says that the last column dropped is each row's sum and the
	// last row dropped each column's, not labels.
	sumColumn, sumRow bool
}

// layouts lists the plausible ways of reading rows: as they are, and
// without what looks like decoration: rows above or below of another
// length or holding only labels or the sequence 1, 2, 3 (headers, a found
// flag, a prompt's answer), and a first or last column of labels or of
// consecutive numbers (rank labels, row numbers). A column or row of
// consecutive numbers is never part of a tour's numbering, since
// consecutive squares are a knight's move apart, never side by side.
func layouts(rows [][]int, vals []int64, want board.Board) []layout {
	at := 0
	value := make([][]int64, len(rows))
	for r, row := range rows {
		value[r] = vals[at : at+len(row)]
		at += len(row)
	}
	// The width most rows have is the board's, with its labels.
	count := map[int]int{}
	w := 0
	for _, row := range value {
		count[len(row)]++
		if count[len(row)] > count[w] || count[len(row)] == count[w] && len(row) > w {
			w = len(row)
		}
	}
	var most int64 // the highest number in a row of the board's width
	for _, row := range value {
		if len(row) == w && w > 0 {
			most = max(most, slices.Max(row))
		}
	}
	decoration := func(row []int64) bool {
		if w >= 4 && len(row) != w && len(row) <= 2 {
			// A found flag, a prompt's answer; but numbers that go on
			// from the grid's highest are its steps, a row cut short.
			return row[0] != most+1 || len(row) == 2 && row[1] != most+2
		}
		labels, seq := 0, true
		for i, v := range row {
			if v == label {
				labels++
			}
			if i > 0 && v != row[i-1]+1 {
				seq = false
			}
		}
		return labels == len(row) || seq && len(row) >= 3 && len(row) < w+1 && row[0] <= 1
	}
	var top, bottom int
	for top < len(value)-1 && decoration(value[top]) {
		top++
	}
	for bottom < len(value)-top-1 && decoration(value[len(value)-1-bottom]) {
		bottom++
	}
	body := value[top : len(value)-bottom]
	column := func(c func(row []int64) int64) bool {
		labels, up, down := 0, true, true
		for i, row := range body {
			v := c(row)
			if v == label {
				labels++
			}
			if i > 0 {
				prev := c(body[i-1])
				up = up && v == prev+1
				down = down && v == prev-1
			}
		}
		return len(body) >= 3 && (labels == len(body) || up || down)
	}
	// A label column leaves three columns or more: no board narrower
	// has a tour of more than one square, so a column of labels beside
	// one or two is no reading, only a misread (2 and 1 after 0 and 1).
	left := w >= 4 && column(func(row []int64) int64 { return row[0] })
	right := w >= 4 && column(func(row []int64) int64 { return row[len(row)-1] })
	if want.W > 0 && len(body) == int(want.H) && w == int(want.W)+2 {
		left, right = true, true // labels on both sides, by count
	}
	var out []layout
	for _, rowsOff := range [][2]int{{0, 0}, {top, bottom}} {
		for _, cols := range [][2]bool{{false, false}, {left, false}, {false, right}, {left, right}} {
			l := layout{top: rowsOff[0], bottom: rowsOff[1]}
			if cols[0] {
				l.left = 1
			}
			if cols[1] {
				l.right = 1
			}
			if !slices.Contains(out, l) {
				out = append(out, l)
			}
		}
	}
	if sumColumn, sumRow := sumsOf(body); sumColumn || sumRow {
		l := layout{top: top, bottom: bottom, sumColumn: sumColumn, sumRow: sumRow}
		if sumColumn {
			l.right = 1
		}
		if sumRow {
			l.bottom++
		}
		out = append(out, l)
	}
	return out
}

// sumsOf reports whether the last column of rows is each row's sum of
// the cells before it, and whether the last row is each column's sum of
// the cells above it (a table's totals, the corner the sum of both).
// Each is said only when it holds in every row or column of a rectangle
// of three rows and three columns or more, its other cells numbers: a
// tour's numbers are distinct, so that one cell a row is the sum of the
// others in every row of a numbering is no chance a verdict may rest on.
func sumsOf(rows [][]int64) (column, row bool) {
	if len(rows) < 3 || len(rows[0]) < 3 {
		return false, false
	}
	w := len(rows[0])
	column, row = true, true
	for _, r := range rows {
		if len(r) != w {
			return false, false
		}
		var sum int64
		for _, v := range r[:w-1] {
			if v == label || v < 0 {
				return false, false
			}
			sum += v
		}
		column = column && r[w-1] == sum
	}
	for c := range w {
		var sum int64
		for _, r := range rows[:len(rows)-1] {
			sum += r[c]
		}
		row = row && rows[len(rows)-1][c] == sum
	}
	return column, row
}

// nestedRows reports whether toks nest their rows in brackets two deep,
// as cells reads them: a literal, row by row.
func nestedRows(toks []token) bool {
	depth := 0
	for _, tk := range toks {
		switch {
		case tk.kind == tPunct && (tk.c == '[' || tk.c == '{'):
			if depth++; depth >= 2 {
				return true
			}
		case tk.kind == tPunct && (tk.c == ']' || tk.c == '}'):
			depth--
		}
	}
	return false
}

// withoutFlagLines returns the one line of numbers in toks without the
// lines above or below it of one or two bare numbers, which layouts
// takes for a found flag or a prompt's answer, and the layout that
// leaves them out; nil when there are none, when more than one line is
// left, or when the rows are not lines of numbers and separators.
func (t *text) withoutFlagLines(toks []token) ([]token, layout) {
	if nestedRows(toks) {
		return nil, layout{}
	}
	for _, tk := range toks {
		if tk.kind != tNum && !(tk.kind == tPunct && (tk.c == ',' || tk.c == ';')) {
			return nil, layout{}
		}
	}
	rows, vals, err := t.cells(toks)
	if err != nil || len(rows) < 2 {
		return nil, layout{}
	}
	for _, l := range layouts(rows, vals, board.Board{}) {
		if l.top+l.bottom == 0 || l.left+l.right > 0 || l.sumColumn || l.sumRow || !shortEnds(rows, l) {
			continue
		}
		// One line kept: a flat list. Rows kept are a grid's, which
		// the grid reader's own layouts read.
		if len(rows)-l.top-l.bottom != 1 {
			continue
		}
		kept := rows[l.top]
		return toks[kept[0] : kept[len(kept)-1]+1], l
	}
	return nil, layout{}
}

// shortEnds reports whether l leaves out a row above or below that is
// shorter than the rows it keeps, by two cells or fewer: a row layouts
// takes for a flag or an answer, not for labels.
func shortEnds(rows [][]int, l layout) bool {
	w := 0
	for _, r := range rows[l.top : len(rows)-l.bottom] {
		w = max(w, len(r))
	}
	for i, r := range rows {
		if (i < l.top || i >= len(rows)-l.bottom) && len(r) != w && len(r) <= 2 {
			return true
		}
	}
	return false
}

// String says what the layout leaves out, for the verdict.
func (l layout) String() string {
	var parts []string
	if l.top > 0 {
		parts = append(parts, fmt.Sprintf("%d %s above", l.top, board.Plural(l.top, "line", "lines")))
	}
	if l.bottom > 0 {
		parts = append(parts, fmt.Sprintf("%d %s below", l.bottom, board.Plural(l.bottom, "line", "lines")))
	}
	if l.sumRow {
		parts[len(parts)-1] += " (the column sums)"
	}
	if l.left > 0 {
		parts = append(parts, "the first column")
	}
	if l.sumColumn {
		parts = append(parts, "the last column (the row sums)")
	} else if l.right > 0 {
		parts = append(parts, "the last column")
	}
	return strings.Join(parts, ", ")
}

// apply takes the board's cells out of rows and vals.
func (l layout) apply(rows [][]int, vals []int64) ([][]int, []int64) {
	var outRows [][]int
	var outVals []int64
	at := 0
	for r, row := range rows {
		cells := vals[at : at+len(row)]
		at += len(row)
		if r < l.top || r >= len(rows)-l.bottom {
			continue
		}
		lo, hi := min(l.left, len(row)), max(len(row)-l.right, min(l.left, len(row)))
		outRows = append(outRows, row[lo:hi])
		outVals = append(outVals, cells[lo:hi]...)
	}
	return outRows, outVals
}

// grid reads a numbered grid in any of the shapes of [Grid]: as it is
// when that makes sense; else in the layouts without decoration that make
// sense; else the fault of the layout with the most decoration taken off,
// or the grid's own error.
func (t *text) grid(toks []token, opt ReadOptions) ([]reading, error) {
	rows, vals, err := t.cells(toks)
	if err != nil {
		return nil, err
	}
	asIs, err := t.gridLayout(toks, rows, vals, opt)
	if err == nil {
		return []reading{{format: Grid, docs: asIs}}, nil
	}
	all := layouts(rows, vals, opt.Board)
	if nestedRows(toks) {
		// A row of one or two cells is left out as a found flag or a
		// prompt's answer when printed bare; inside brackets of its own
		// ("[[0]]" below a board) it is a literal, a grid to read.
		all = slices.DeleteFunc(all, func(l layout) bool { return l.top+l.bottom > 0 && shortEnds(rows, l) })
	}
	var out []reading
	for _, l := range all[1:] {
		rs, vs := l.apply(rows, vals)
		if docs, err := t.gridLayout(toks, rs, vs, opt); err == nil {
			docs[0].Decoration = l.String()
			out = append(out, reading{format: Grid, docs: docs})
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	// Totals checked in every row or column are no part of the numbering
	// whatever it holds, so the grid without them is the one whose fault
	// is certain.
	for _, l := range all {
		if l.sumColumn || l.sumRow {
			rs, vs := l.apply(rows, vals)
			if _, sumsErr := t.gridLayout(toks, rs, vs, opt); sumsErr != nil {
				return nil, sumsErr
			}
		}
	}
	return nil, err
}

// gridLayout reads the grid of one layout.
func (t *text) gridLayout(toks []token, rows [][]int, vals []int64, opt ReadOptions) ([]Document, error) {
	if len(rows) == 0 || len(rows[0]) == 0 {
		return nil, t.errAt(toks[0].at(), board.ErrSyntax, "no numbers")
	}
	w := len(rows[0])
	if w > board.MaxSide || len(rows) > board.MaxSide {
		return nil, t.errAt(toks[0].at(), ErrTooLarge, "grid is %dx%d, larger than %dx%d", w, len(rows), board.MaxSide, board.MaxSide)
	}
	for r, row := range rows {
		if len(row) != w {
			at := toks[0].at()
			if len(row) > 0 { // a layout may leave a row empty
				at = toks[row[0]].at()
			}
			return nil, t.errAt(at, board.ErrSyntax, "grid row %d has %d squares, the first row has %d", r+1, len(row), w)
		}
	}
	pieceNote := ""
	var pieceDoubt error
	if k, v, ok, either := pieceCell(vals, w); ok {
		at := toks[flatten(rows)[k]].at()
		vals = slices.Clone(vals)
		vals[k] = v
		written := t.asWritten(at, t.word(at))
		pieceNote = fmt.Sprintf("%s read as the piece on the square it stands on, number %d", written, v)
		// A program prints its piece where it stands: after the walk, on
		// its last square, or before it, on its first. A mark on any other
		// square, or an end mark where the grid writes its own last, is no
		// certain reading of the number left out; the walk's faults stay
		// certain whatever it stands for. ("S" may be a start or the
		// piece, a Springer, on its last square.)
		lo, hi := slices.Min(vals), slices.Max(vals)
		switch mark := strings.ToLower(string(t.b[at:t.word(at)])); {
		case v != lo && v != hi:
			pieceDoubt = t.errAt(at, ErrMisread, "%s stands where the other cells leave out %d, a square inside the walk, but a program prints its piece on the walk's first or last square: no reading of it is certain; number the square", written, v)
		case v == lo && (mark == "e" || mark == "end"):
			pieceDoubt = t.errAt(at, ErrMisread, "%s marks an end but stands where the other cells leave out %d, the walk's first square, and the grid writes its own last, %d, elsewhere: no reading of it is certain; number the square", written, v, hi)
		}
	} else if either != [2]int64{} {
		at := toks[flatten(rows)[k]].at()
		return nil, t.errAt(at, errPieceUndecided, "%s stands where the other cells leave out %d or %d, the piece on the first or the last square, but is a knight's move from neither %d nor %d: no reading of it is certain; number the square", t.asWritten(at, t.word(at)), either[0], either[1], either[0]+1, either[1]-1)
	}
	for k, v := range vals {
		if v == label {
			at := toks[flatten(rows)[k]].at()
			return nil, t.errAt(at, board.ErrBadSquare, "bad number %s", t.quote(at, t.word(at)))
		}
	}
	b := board.Board{W: int32(w), H: int32(len(rows))}
	if opt.Board != (board.Board{}) && b != opt.Board {
		return nil, t.errAt(toks[0].at(), ErrBoardMismatch, "grid is %v, the board given is %v", b, opt.Board)
	}
	if !wholeNumbering(vals) && stackedBoards(vals, w, opt) != nil {
		// Boards printed one under another, an empty one among them:
		// each is its own, read by structure.
		return nil, t.errAt(toks[0].at(), ErrMisread, "grid is %v boards one under another, one of them empty", b)
	}
	docs, err := t.gridDoc(toks, rows, vals, b, opt, Grid)
	if pieceNote != "" {
		for i := range docs {
			docs[i].label = strings.TrimPrefix(docs[i].label+"; "+pieceNote, "; ")
			docs[i].pieceDoubt = pieceDoubt
		}
	}
	return docs, err
}

// pieceCell finds the one cell of a grid that holds a letter (or a
// piece's figure, "♞") among numbers that, without it, number every
// other square once each from 0 or 1 but one: a program that prints the
// piece on the square it stands on in place of that square's number.
// The letter stands for the one number the others leave out. When that
// number is one alone (a gap inside the run, or the first or last of a
// run that cannot start at the other base), the letter's square is the
// only place left for it and the numbering is complete: read so, a walk
// that does not join there is a certain fault. When the others number
// 1..N-1, the letter is the last from 1 or the first from 0; it is read
// as the one whose neighbour in the walk is a knight's move from it, the
// last when both are, and, when neither is, no reading is certain and
// either names the two numbers it could be.
func pieceCell(vals []int64, w int) (k int, v int64, ok bool, either [2]int64) {
	n := len(vals)
	if n < 9 || w < 3 || n%w != 0 {
		return 0, 0, false, either
	}
	k = -1
	at := make(map[int64]int, n)
	lo, hi := int64(n), int64(-1)
	for i, x := range vals {
		switch {
		case x == label && k < 0:
			k = i
		case x < 0 || at[x] != 0:
			return 0, 0, false, either // a second letter, a mark or a number twice
		default:
			at[x] = i + 1
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	if k < 0 || lo > 2 {
		return 0, 0, false, either
	}
	joins := func(next int64) bool { // next's cell, hi's or lo's, a knight's move from k
		i := at[next] - 1
		return board.IsKnightMove(board.Square{X: int32(i % w), Y: int32(i / w)}, board.Square{X: int32(k % w), Y: int32(k / w)})
	}
	switch span := hi - lo + 1; {
	case span == int64(n) && lo <= 1: // lo..hi but one inside: that one
		for m := lo + 1; m < hi; m++ {
			if at[m] == 0 {
				return k, m, true, either
			}
		}
	case span != int64(n-1):
	case lo == 0: // 0..N-2: the letter is N-1, the last from 0
		return k, hi + 1, true, either
	case lo == 2: // 2..N: the letter is 1, the first from 1
		return k, 1, true, either
	case joins(hi): // 1..N-1: N, the last from 1,
		return k, hi + 1, true, either
	case joins(1): // or 0, the first from 0
		return k, 0, true, either
	default:
		return k, 0, false, [2]int64{0, hi + 1}
	}
	return 0, 0, false, either
}

// errPieceUndecided: a letter in a grid that may be the piece on the
// first or the last square and joins neither; the grid is whole around
// it, no rows cut short. It wraps ErrMisread.
var errPieceUndecided error = &wrapped{ErrMisread, "piece's square undecided"}

func flatten(rows [][]int) []int {
	var index []int
	for _, row := range rows {
		index = append(index, row...)
	}
	return index
}

// gridDoc makes the document of a grid or flat list.
func (t *text) gridDoc(toks []token, rows [][]int, vals []int64, b board.Board, opt ReadOptions, f Format) ([]Document, error) {
	index := flatten(rows) // token of each cell
	// A grid of one row or one column is that shape only when -board says
	// so: no board with a side of 1 but 1x1 has a tour, and such numbers
	// are as often an input line or a list, so their fault is no certain
	// one.
	oneLine := opt.Board == (board.Board{}) && len(vals) > 1 && (b.W == 1 || b.H == 1)
	p, base, err := gridPath(vals, b, opt.Flip, func(i int, sentinel error, format string, args ...any) error {
		if oneLine && sentinel == ErrNumbering {
			sentinel, format = ErrMisread, format+" (a grid of one row or one column is read as such only with -board)"
		}
		return t.errAt(toks[index[i]].at(), sentinel, format, args...)
	})
	if err != nil && errors.Is(err, ErrMisread) && f == Grid && opt.Board != (board.Board{}) {
		// The grid has the shape of the board given: a number past its
		// squares in place of the one missing is the numbering's fault.
		if k, missing, ok := oneWrong(vals); ok && vals[k] > int64(len(vals)) {
			return nil, t.errAt(toks[index[k]].at(), ErrNumbering, "%s", pastBoard(vals, k, missing, b))
		}
	}
	if err != nil {
		return nil, err
	}
	line, _ := t.pos(toks[index[0]].at())
	return []Document{{Board: b, HasBoard: f == Grid, Path: p, Format: f, Line: line, Based: true, Base: base, Flipped: opt.Flip, places: t.gridPlaces(toks, index, p, b, opt.Flip)}}, nil
}

// numbers reads a flat list of visit numbers in reading order on the
// board given.
func (t *text) numbers(toks []token, opt ReadOptions) ([]Document, error) {
	rows, vals, err := t.cells(toks)
	if err != nil {
		return nil, err
	}
	if slices.Contains(vals, label) {
		return nil, t.errAt(toks[0].at(), board.ErrSyntax, "letters among the numbers")
	}
	if gridShaped(toks, opt.Board) {
		return nil, t.errAt(toks[0].at(), board.ErrSyntax, "rows of a grid, not a flat list")
	}
	if len(vals) != opt.Board.Size() {
		return nil, t.errAt(toks[0].at(), ErrBoardMismatch, "%d numbers for the %d squares of %v", len(vals), opt.Board.Size(), opt.Board)
	}
	docs, err := t.gridDoc(toks, rows, vals, opt.Board, opt, Numbers)
	if err != nil && slices.Contains(vals, -1) && errors.Is(err, ErrNumbering) {
		// Marks for squares left out among the numbers of a flat list
		// leave which cell is which square a guess (text read as marks
		// fills the count as well as squares do), so its numbering fault
		// (a number twice, or one skipped) is no certain one.
		const guess = ", read as a flat list with squares left out; say how to read it with -read"
		var pe *board.ParseError
		if errors.As(err, &pe) {
			pe.Err = ErrMisread
			pe.Msg += guess
			return nil, pe
		}
		return nil, t.errAt(toks[0].at(), ErrMisread, "%v%s", err, guess)
	}
	return docs, err
}

// indices reads a flat list of square numbers, one a move, on the board
// given: 1..W*H counted from a1 along the ranks, or 0-based row-major
// indices when a 0 appears. Counting from the top rank instead is the
// mirror image, which [Judge] tries when a start or end is required.
func (t *text) indices(toks []token, opt ReadOptions) ([]Document, error) {
	b := opt.Board
	if gridShaped(toks, b) {
		return nil, t.errAt(toks[0].at(), board.ErrSyntax, "rows of a grid, not a list")
	}
	var vals []int64
	depth := 0
	for _, tk := range toks {
		switch {
		case tk.kind == tNum && !tk.neg && tk.num >= 0:
			vals = append(vals, int64(tk.num))
		case tk.kind == tPunct && tk.c == '[':
			depth++
		case tk.kind == tPunct && tk.c == ']':
			if depth--; depth < 0 {
				return nil, t.errAt(tk.at(), board.ErrSyntax, "unexpected ']'")
			}
		case tk.kind == tPunct && (tk.c == ',' || tk.c == ';') || tk.kind == tArrow:
		default:
			return nil, t.errAt(tk.at(), board.ErrSyntax, "not a list of square numbers")
		}
		if len(vals) > b.Size()+1 {
			return nil, t.errAt(toks[0].at(), ErrBoardMismatch, "more square numbers than %v has squares", b)
		}
	}
	if depth != 0 {
		return nil, t.errAt(toks[len(toks)-1].to(), board.ErrSyntax, "unexpected end of input, want ']'")
	}
	// Fewer numbers than squares are a path that misses some when square
	// numbers were asked for (or a caption said so); otherwise they may
	// be of a smaller board than the one given, and no reading of it.
	short := len(vals) < b.Size() && (opt.Format != Indices || len(vals) < 2)
	if short || len(vals) == b.Size()+1 && (vals[0] != vals[len(vals)-1] || b.Size() < 3) {
		return nil, t.errAt(toks[0].at(), ErrBoardMismatch, "%d square numbers for the %d squares of %v", len(vals), b.Size(), b)
	}
	base := int64(1)
	if slices.Contains(vals, 0) {
		base = 0
	}
	p := make(board.Path, len(vals))
	for i, v := range vals {
		k := v - base
		if k >= int64(b.Size()) {
			return nil, t.errAt(toks[0].at(), ErrMisread, "square number %d is larger than %v has", v, b)
		}
		p[i] = board.Square{X: int32(k%int64(b.W)) + 1, Y: int32(k/int64(b.W)) + 1}
	}
	line, _ := t.pos(toks[0].at())
	return []Document{{Board: b, Path: p, Format: Indices, Line: line, Based: true, Base: int(base), places: t.numberPlaces(toks, 1)}}, nil
}

// gridShaped reports whether the tokens hold H lines of W numbers each
// (among other lines): a grid of b, which a list reading must leave to the
// grid reader.
func gridShaped(toks []token, b board.Board) bool {
	rows, n := 0, 0
	for i, tk := range toks {
		if tk.nl && i > 0 {
			if n == int(b.W) {
				rows++
			}
			n = 0
		}
		if tk.kind == tNum {
			n++
		}
	}
	if n == int(b.W) {
		rows++
	}
	return b.H > 1 && rows >= int(b.H)
}
