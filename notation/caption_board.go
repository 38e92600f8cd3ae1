package notation

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/knightcert/knight/board"
)

// This file reads what a caption says about the tour after it: the board
// ("Tour on a 7x11 board", "8 by 8", "n = 8", "8 × 8", "8 par 8") and,
// when it says that the squares are numbered, the order they are numbered
// in ("cells numbered 1..77 row by row from the top left"). A square list
// or a list of numbers does not say its board, so without a -board it is
// read on a guess; the caption is the text's own word, which is no guess.
// The caption is taken only for a tour the text gives no board of its
// own (a grid, a JSON document): a list read on the smallest board that
// holds its squares, a line of numbers read as a one-row grid, or a tour
// no reading read. Which caption: the nearest line above the tour that
// names a board or a numbering.

// boardCaption is what one line says about the tours after it.
type boardCaption struct {
	line  int         // from 1
	board board.Board // zero when the line names none
	// numbered: the line says the squares (cells, fields) are numbered,
	// so that a list of numbers after it is of square numbers; order is
	// the order it states, and known whether it states one wholly (rows
	// or columns, and the corner they start from).
	numbered bool
	order    squareOrder
	known    bool
	// pairs is the order of the two numbers of a pair the line names
	// ("(row, col)", "(x, y)") and where rows count from, when it names
	// one (pair_order.go).
	pairs pairOrder
}

// squareOrder is an order of numbering a board's squares: by rows or by
// columns, from one of the four corners.
type squareOrder struct {
	columns, fromTop, fromRight bool
}

// captionLineMax bounds the lines read as captions: a caption is a line,
// not a paragraph, and a longer line is data or prose.
const captionLineMax = 400

// captionsMax bounds the distinct captions read again with, so that the
// cost stays a small constant times the input.
const captionsMax = 4

// captionCells are words for a board's squares, and captionNumbered
// words for numbering them, in the languages captions were seen in.
var (
	captionCells    = []string{"square", "cell", "field", "case", "casilla", "casa", "feld", "felder", "клетк", "пол", "マス", "格"}
	captionNumbered = []string{"number", "numér", "numer", "nummer", "index", "нумер", "номер", "番号"}
)

// boardCaptions are the lines of b before line upto (from 1) that name a
// board or a numbering. A line that names two boards is no caption: which
// one is meant is not known.
func boardCaptions(b []byte, upto int) []boardCaption {
	var out []boardCaption
	line := 0
	for len(b) > 0 && line+1 < upto {
		line++
		l := b
		if k := bytes.IndexByte(b, '\n'); k >= 0 {
			l, b = b[:k], b[k+1:]
		} else {
			b = nil
		}
		if len(l) > captionLineMax || !hasLetter(l) {
			continue
		}
		c := boardCaption{line: line}
		s := string(l)
		boards := map[board.Board]bool{}
		for _, bd := range captionSides([]rune(s)) {
			boards[bd] = true
			c.board = bd
		}
		side, names := captionSide([]rune(s))
		if names == 1 && side > 0 {
			if bd, err := board.New(side, side); err == nil {
				boards[bd] = true
				c.board = bd
			}
		}
		// A size stated as a field or heading ("size 8 8", "size: 8",
		// "boardsize = 8 8") is the one a grid beside it must agree with
		// (sizeStated): above a list it names the list's board alike.
		// Two sides with no "x" between say neither which is the width,
		// so they name two boards unless equal; a side beside other
		// one-letter names ("m = 3, n = 4") is one of two (captionSide).
		written := len(boards) > 0
		for _, f := range holdText(l).sizeFields(0, 0) {
			var sides [][2]int
			switch {
			case f.side == 'n' && names <= 1:
				sides = [][2]int{{f.v, f.v}}
			case f.side == 'b' && !written:
				sides = [][2]int{{f.v, f.v2}, {f.v2, f.v}}
			}
			for _, wh := range sides {
				if bd, err := board.New(wh[0], wh[1]); err == nil {
					boards[bd] = true
					c.board = bd
				}
			}
		}
		if len(boards) > 1 {
			continue
		}
		low := strings.ToLower(s)
		// A formula for a square's number ("cell = row*5 + col") says
		// that the squares are numbered as plainly as the words do.
		rowFormula, colFormula := orderFormula(low)
		c.numbered = containsAny(low, captionCells) && containsAny(low, captionNumbered) ||
			strings.Contains(low, "=") && rowFormula != colFormula
		if c.numbered {
			c.order, c.known = statedOrder(low)
		}
		c.pairs = statedPairs(low)
		if c.board != (board.Board{}) || c.numbered || c.pairs.named {
			out = append(out, c)
		}
	}
	return out
}

// captionBy are the signs and words for "by" between a board's sides.
var captionBy = []string{"x", "X", "×", "✕", "*", "by", "par", "mal", "auf", "por", "per", "op", "på", "на"}

// captionSides are the boards l writes as their two sides: digits, a
// times sign or a word for "by" (spaced as a word), digits; not inside a
// longer word or number ("a8x8", "128x8px" aside).
func captionSides(l []rune) []board.Board {
	var out []board.Board
	for i := 0; i < len(l); i++ {
		if !unicode.IsDigit(l[i]) || i > 0 && alnum(l[i-1]) {
			continue
		}
		w, j := digitRun(l, i)
		if w < 0 {
			continue
		}
		k := skipSpaces(l, j)
		by := ""
		for _, b := range captionBy {
			if hasRunes(l, k, b) {
				by = b
				break
			}
		}
		if by == "" {
			continue
		}
		after := k + len([]rune(by))
		if unicode.IsLetter([]rune(by)[0]) && len([]rune(by)) > 1 && (k == j || after >= len(l) || l[after] != ' ') {
			continue // a word for "by" stands between spaces
		}
		m := skipSpaces(l, after)
		h, end := digitRun(l, m)
		if h < 0 || m == len(l) || !unicode.IsDigit(l[m]) {
			continue
		}
		if end < len(l) && alnum(l[end]) && !hasRunes(l, end, "board") && !hasRunes(l, end, "Brett") && !hasRunes(l, end, "brett") {
			continue
		}
		if bd, err := board.New(w, h); err == nil {
			out = append(out, bd)
		}
		i = end - 1
	}
	return out
}

// captionSide is the side of the square board l writes as "n = 8", and
// how many one-letter names l gives a number: beside "n = 8", "m = 3"
// says that n is one side of two ("m = 3, n = 4"), not the board's side.
func captionSide(l []rune) (side, names int) {
	for i := 0; i < len(l); i++ {
		if !unicode.IsLetter(l[i]) || i > 0 && alnum(l[i-1]) || i+1 < len(l) && alnum(l[i+1]) {
			continue
		}
		k := skipSpaces(l, i+1)
		if k >= len(l) || l[k] != '=' {
			continue
		}
		m := skipSpaces(l, k+1)
		n, end := digitRun(l, m)
		if n < 0 || m == len(l) || !unicode.IsDigit(l[m]) {
			continue
		}
		names++
		if (l[i] == 'n' || l[i] == 'N') && (end == len(l) || !alnum(l[end]) && l[end] != '.') {
			side = n
		}
	}
	return side, names
}

// digitRun is the number of one to five digits at l[i:] and where it
// ends; -1 for none or a longer run.
func digitRun(l []rune, i int) (int, int) {
	n, j := 0, i
	for j < len(l) && l[j] >= '0' && l[j] <= '9' {
		n = n*10 + int(l[j]-'0')
		j++
	}
	if j == i || j-i > 5 {
		return -1, j
	}
	return n, j
}

func skipSpaces(l []rune, i int) int {
	for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
		i++
	}
	return i
}

func hasRunes(l []rune, i int, w string) bool {
	r := []rune(w)
	return i+len(r) <= len(l) && string(l[i:i+len(r)]) == w
}

func alnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// statedOrder is the order of numbering a caption states, and whether it
// states one wholly: rows or columns, and the corner they start from. A
// formula ("row*5 + col") counts its column, x or file term from the left
// unless the line says right, as an index into a row does, and its rank
// term from the bottom, as a chessboard's ranks do; where its rows count
// from, the line must say.
func statedOrder(low string) (squareOrder, bool) {
	var o squareOrder
	rowFormula, colFormula := orderFormula(low)
	rows := containsAny(low, []string{"row by row", "row-major", "row major", "by rows", "along the rows", "along the ranks", "rank by rank", "rowwise", "row-wise"}) ||
		containsAny(low, []string{"along each row", "along each rank", "across each row", "across each rank", "across the rows", "across the ranks"}) ||
		rowFormula
	cols := containsAny(low, []string{"column by column", "column-major", "column major", "by columns", "along the columns", "along the files", "file by file", "columnwise", "column-wise"}) ||
		containsAny(low, []string{"along each column", "along each file", "down each column", "down each file", "up each column", "up each file", "down the columns", "down the files", "up the columns", "up the files"}) ||
		colFormula
	if rows == cols {
		return o, false
	}
	o.columns = cols
	formula := rowFormula || colFormula
	top := containsAny(low, []string{"top", "upper"})
	bottom := containsAny(low, []string{"bottom", "lower", "from a1", "at a1"}) || formula && !top && strings.Contains(low, "rank")
	right := containsAny(low, []string{"right"})
	left := containsAny(low, []string{"left", "from a1", "at a1"}) || formula && !right
	if top == bottom || left == right {
		return o, false
	}
	o.fromTop, o.fromRight = top, right
	return o, true
}

// orderFormula reports whether low writes a formula for a square's number
// by rows ("rank*8 + file", "y*w + x") or by columns ("col*H + row").
func orderFormula(low string) (rows, cols bool) {
	return containsAny(low, []string{"row*", "row *", "rank*", "rank *", "y*w", "y * w"}),
		containsAny(low, []string{"column*", "column *", "col*", "col *", "file*", "file *", "x*h", "x * h"})
}

// String says the order as the reading note does.
func (o squareOrder) String() string {
	major, corner := "along the ranks", "bottom"
	if o.columns {
		major = "along the files"
	}
	if o.fromTop {
		corner = "top"
	}
	side := "left"
	if o.fromRight {
		side = "right"
	}
	return fmt.Sprintf("%s from the %s %s", major, corner, side)
}

// square is the square numbered k (from 0) on b in order o.
func (o squareOrder) square(b board.Board, k int) board.Square {
	x, y := k%int(b.W), k/int(b.W)
	if o.columns {
		x, y = k/int(b.H), k%int(b.H)
	}
	if o.fromRight {
		x = int(b.W) - 1 - x
	}
	if o.fromTop {
		y = int(b.H) - 1 - y
	}
	return board.Square{X: int32(x) + 1, Y: int32(y) + 1}
}

// index is the number (from 0) of square s on b in order o: square's
// inverse.
func (o squareOrder) index(b board.Board, s board.Square) int {
	x, y := int(s.X)-1, int(s.Y)-1
	if o.fromRight {
		x = int(b.W) - 1 - x
	}
	if o.fromTop {
		y = int(b.H) - 1 - y
	}
	if o.columns {
		return x*int(b.H) + y
	}
	return y*int(b.W) + x
}

// otherMajor is d's path, its square numbers read in the order its
// caption states, read instead in the other major order (by columns for
// rows) from the same corner, and that order; false when no caption
// stated one or the board is square, where the two are a transposition
// of each other and a tour in one is a tour in the other.
func otherMajor(d Document) (board.Path, squareOrder, bool) {
	if d.stated == nil || d.Board.W == d.Board.H {
		return nil, squareOrder{}, false
	}
	o := *d.stated
	other := o
	other.columns = !o.columns
	p := make(board.Path, len(d.Path))
	for i, s := range d.Path {
		p[i] = other.square(d.Board, o.index(d.Board, s))
	}
	return p, other, true
}

// renumber reads the square numbers of d, a list read as counted from a1
// along the ranks, in order o instead.
func (o squareOrder) renumber(d *Document) {
	b := d.Board
	p := make(board.Path, len(d.Path))
	for i, s := range d.Path {
		p[i] = o.square(b, int(s.Y-1)*int(b.W)+int(s.X-1))
	}
	d.Path = p
}

// readCaptioned is readHeld, each tour that the text gives no board of
// its own (needsCaption), or whose caption says how its squares are
// numbered, read again under the caption above it: on the board it names
// (unless a board was given, which must then be the same), and, when it
// says the squares are numbered and in which order, as square numbers in
// that order, which is then no guess. A tour read again is kept only when
// that reading reads it (captionReads).
func readCaptioned(head []byte, opt ReadOptions) ([]Tour, error) {
	tours, err := readHeld(head, opt)
	if err != nil && !errors.Is(err, ErrNoBoard) || opt.Format != Auto && opt.Format != Indices {
		return tours, err
	}
	tours = wordNamedPairs(head, tours, opt.Board != (board.Board{}))
	given := opt.Board != (board.Board{})
	read := tours
	if err != nil {
		// The whole input needs a board: one tour, at its first line.
		read = []Tour{{Line: 1, Err: err, Asked: opt.Format}}
		if l := lineOf(err); l > 0 {
			read[0].Line = l
		}
	}
	// A caption is a line above its tour: the lines from the last tour's
	// first on are no caption of any, and are not looked at.
	last := 0
	for _, tr := range read {
		last = max(last, tr.Line)
	}
	caps := boardCaptions(head, last)
	if len(caps) == 0 {
		return tours, err
	}
	type key struct {
		board  board.Board
		format Format
	}
	rereads := map[key][]Tour{}
	var order []key
	out := slices.Clone(read)
	changed := false
	var starts []int // the offsets of head's lines, for pairLines
	for i, tr := range read {
		opt.checkStop(tr.Line)
		c := lastBefore(caps, tr.Line, func(c *boardCaption) int { return c.line })
		if c != nil && c.pairs.named {
			if len(tr.Readings) > 0 {
				span, ok := pairLines(head, tr.Readings[0], &starts)
				if !ok || !pairGroups(span, len(tr.Readings[0].Path)) && !pairRows(tr.Readings[0]) {
					continue
				}
			}
			if m, ok := c.pairs.reread(tr, fmt.Sprintf("the caption on line %d", c.line), given); ok {
				out[i], changed = m, true
			}
			continue
		}
		if c == nil || !needsCaption(tr, given) && !(c.numbered && c.known) {
			continue
		}
		o := opt
		switch {
		case given && c.board != (board.Board{}) && c.board != opt.Board:
			continue // the caption is of another board than the one given
		case !given && c.board == (board.Board{}):
			continue
		case !given:
			o.Board = c.board
		}
		if c.numbered && c.known {
			o.Format = Indices
		}
		if o == opt {
			continue
		}
		k := key{o.Board, o.Format}
		more, ok := rereads[k]
		if !ok {
			if len(order) == captionsMax {
				continue
			}
			order = append(order, k)
			more, _ = readHeld(head, o)
			rereads[k] = more
		}
		at := slices.IndexFunc(more, func(m Tour) bool { return m.Line == tr.Line })
		if at < 0 || !captionReads(more[at], tr) {
			continue
		}
		m := more[at]
		m.Readings = slices.Clone(m.Readings)
		for j := range m.Readings {
			d := &m.Readings[j]
			what := fmt.Sprintf("board %v from the caption on line %d", d.Board, c.line)
			if given {
				what = fmt.Sprintf("square numbers as the caption on line %d says", c.line)
			}
			if d.Format == Indices && c.numbered && c.known {
				c.order.renumber(d)
				d.order, d.stated = c.order.String(), &c.order
				if !given {
					what = fmt.Sprintf("board %v and its square numbers from the caption on line %d", d.Board, c.line)
				}
			}
			d.caption = what
			if len(tr.Readings) > 0 {
				// What the first reading set aside around the tour
				// stands: the caption changes how the tour reads, not
				// the text around it.
				d.Skipped = tr.Readings[0].Skipped
			}
		}
		if errors.Is(m.Err, ErrNumbering) || m.Asked == Indices {
			m.Asked = o.Format
		}
		out[i] = m
		changed = true
	}
	if !changed {
		return tours, err
	}
	return out, nil
}

// captionReads reports whether m, a tour read again under a caption,
// reads where tr, the same tour read without it, did not, or reads
// otherwise (on the same board, as the caption's word rather than the
// smallest board that holds the squares, a guess): its readings name squares on their board only, and more
// than half of its squares (a list a caption puts on a board is no
// fragment of one), or its one reading is a grid at fault; and tr is no
// list that names every square of the smallest board that holds it, a
// board of its own.
func captionReads(m, tr Tour) bool {
	if errors.Is(m.Err, ErrNumbering) {
		return tr.Err == nil || !errors.Is(tr.Err, ErrNumbering)
	}
	if m.Err != nil || len(m.Readings) == 0 || !(reading{docs: m.Readings}).sensible() {
		return false
	}
	for _, o := range tr.Readings {
		if o.fromSquares && complete(o.Path, o.Board) && o.Board != m.Readings[0].Board {
			return false // every square of the board it names: a tour of that board, whatever the caption says
		}
	}
	for _, d := range m.Readings {
		if len(d.Path) > d.Board.Size()+1 {
			return false // more squares than a tour of the board has: several lists joined
		}
		distinct := map[board.Square]bool{}
		for _, s := range d.Path {
			distinct[s] = true
		}
		if 2*len(distinct) <= d.Board.Size() {
			return false
		}
	}
	if tr.Err != nil || len(tr.Readings) != len(m.Readings) || tr.Asked != m.Asked && m.Asked == Indices {
		return true
	}
	for j, d := range m.Readings {
		if o := tr.Readings[j]; o.Board != d.Board || o.fromSquares != d.fromSquares || o.Format != d.Format || !slices.Equal(o.Path, d.Path) {
			return true
		}
	}
	return false
}

// needsCaption reports whether the text gives tr no board of its own,
// or, with a board given, reads it only as a guess: no reading read it,
// or its readings are a list on the smallest board that holds it, a line
// of numbers read as a one-row grid, or square numbers, which are
// certain only when asked for.
func needsCaption(tr Tour, given bool) bool {
	if tr.Err != nil {
		return !errors.Is(tr.Err, ErrNumbering)
	}
	for _, d := range tr.Readings {
		if d.fromSquares || d.Format == Indices || !given && d.Format == Grid && (d.Board.W == 1 || d.Board.H == 1) {
			return true
		}
	}
	return false
}

func hasLetter(l []byte) bool { return bytes.ContainsFunc(l, unicode.IsLetter) }

func containsAny(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) })
}
