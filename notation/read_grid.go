package notation

import (
	"fmt"

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
	n := len(vals)
	seen := make([]int32, n+2) // 1 + the cell of each number seen
	base, visited, largest := 1, 0, int64(-1)
	for i, v := range vals {
		switch {
		case v == -1:
			continue
		case v < 0:
			return nil, 0, fail(i, board.ErrBadSquare, "bad number %d: -1 is the only negative, for a square left out", v)
		case v > int64(n):
			return nil, 0, fail(i, ErrMisread, "number %d is larger than a %v grid can need, so the grid is not read as it was meant; say how with -board WxH or -read", v, b)
		case seen[v] != 0:
			if repeats(vals) {
				return nil, 0, fail(i, ErrMisread, "number %d appears twice, as do most: boards side by side? give -board WxH", v)
			}
			return nil, 0, fail(i, ErrNumbering, "number %d appears twice", v)
		}
		seen[v] = int32(i + 1)
		if v == 0 {
			base = 0
		}
		visited++
		largest = max(largest, v)
	}
	if visited > 0 && largest != int64(base+visited-1) {
		missing := base
		for seen[missing] != 0 {
			missing++
		}
		err := fmt.Errorf("%w: %d squares numbered %d to %d skip %d", ErrNumbering, visited, base, largest, missing)
		if base == 1 && seen[n] != 0 && largest == int64(n) {
			err = fmt.Errorf("%w (a grid numbered from 0 has no %d)", err, n)
		}
		return nil, 0, err
	}
	w := int(b.W)
	p := make(board.Path, visited)
	for v := base; v < base+visited; v++ {
		i := int(seen[v]) - 1
		y := b.H - int32(i/w)
		if flip {
			y = int32(i/w) + 1
		}
		p[v-base] = board.Square{X: int32(i%w) + 1, Y: y}
	}
	return p, base, nil
}

// repeats reports whether most numbers of a grid appear more than once,
// the sign of boards laid side by side read as one, not of a fault.
func repeats(vals []int64) bool {
	count := map[int64]int{}
	dup := 0
	for _, v := range vals {
		if v >= 0 {
			if count[v]++; count[v] == 2 {
				dup++
			}
		}
	}
	return dup*2 >= len(count) && dup > 1
}

// cells collects the numbers of a grid's tokens into rows: the inner arrays
// of a nested array, groups separated by '|' on one line, or lines.
func (t *text) cells(toks []token) ([][]int, []int64, error) {
	var rows [][]int // token indexes of each row's cells
	var vals []int64
	depth, maxDepth := 0, 0
	pipes, lines := 0, 0
	for _, tk := range toks {
		if tk.kind == tPunct && tk.c == '[' {
			depth++
			maxDepth = max(maxDepth, depth)
		} else if tk.kind == tPunct && tk.c == ']' {
			depth--
		}
		if tk.kind == tPunct && tk.c == '|' {
			pipes++
		}
		if tk.nl {
			lines++
		}
	}
	nested := maxDepth >= 2
	// "1 4 7 | 8 11 2 | ...": all rows on one line, '|' between them; a
	// box table instead has one number between pipes.
	pipeRows := !nested && lines == 0 && pipes > 0
	depth = 0
	var row []int
	endRow := func() {
		if len(row) > 0 {
			rows = append(rows, row)
			row = nil
		}
	}
	for i, tk := range toks {
		if tk.nl && !nested {
			endRow()
		}
		switch {
		case tk.kind == tNum:
			if nested && depth != 2 {
				return nil, nil, t.errAt(tk.at(), board.ErrSyntax, "number %s outside the rows of a nested array", t.quote(tk.at(), tk.to()))
			}
			if tk.num < 0 || tk.neg && tk.num != 1 {
				return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number %s", t.quote(tk.at(), tk.to()))
			}
			v := int64(tk.num)
			if tk.neg {
				v = -1
			}
			row = append(row, i)
			vals = append(vals, v)
		case tk.kind == tPunct && tk.c == '.':
			row = append(row, i)
			vals = append(vals, -1)
		case tk.kind == tPunct && tk.c == '[':
			depth++
		case tk.kind == tPunct && tk.c == ']':
			if depth == 2 && nested {
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
				row = append(row, i)
				vals = append(vals, -1)
			}
		case tk.kind == tPunct && (tk.c == ',' || tk.c == ';'):
		default:
			return nil, nil, t.errAt(tk.at(), board.ErrBadSquare, "bad number %s", t.quote(tk.at(), tk.to()))
		}
	}
	endRow()
	if depth != 0 {
		return nil, nil, t.errAt(len(t.b), board.ErrSyntax, "unexpected end of input, want ']'")
	}
	if len(rows) == 0 {
		return nil, nil, t.errAt(toks[0].at(), board.ErrSyntax, "no numbers")
	}
	return rows, vals, nil
}

// grid reads a numbered grid in any of the shapes of [Grid].
func (t *text) grid(toks []token, opt ReadOptions) ([]Document, error) {
	rows, vals, err := t.cells(toks)
	if err != nil {
		return nil, err
	}
	w := len(rows[0])
	if w > board.MaxSide || len(rows) > board.MaxSide {
		return nil, t.errAt(toks[0].at(), ErrTooLarge, "grid is %dx%d, larger than %dx%d", w, len(rows), board.MaxSide, board.MaxSide)
	}
	for r, row := range rows {
		if len(row) != w {
			return nil, t.errAt(toks[row[0]].at(), board.ErrSyntax, "grid row %d has %d squares, the first row has %d", r+1, len(row), w)
		}
	}
	b := board.Board{W: int32(w), H: int32(len(rows))}
	if opt.Board != (board.Board{}) && b != opt.Board {
		return nil, t.errAt(toks[0].at(), ErrBoardMismatch, "grid is %v, the board given is %v", b, opt.Board)
	}
	return t.gridDoc(toks, rows, vals, b, opt, Grid)
}

// gridDoc makes the document of a grid or flat list.
func (t *text) gridDoc(toks []token, rows [][]int, vals []int64, b board.Board, opt ReadOptions, f Format) ([]Document, error) {
	var index []int // token of each cell
	for _, row := range rows {
		index = append(index, row...)
	}
	p, base, err := gridPath(vals, b, opt.Flip, func(i int, sentinel error, format string, args ...any) error {
		return t.errAt(toks[index[i]].at(), sentinel, format, args...)
	})
	if err != nil {
		return nil, err
	}
	line, _ := t.pos(toks[0].at())
	return []Document{{Board: b, HasBoard: f == Grid, Path: p, Format: f, Line: line, Based: true, Base: base, Flipped: opt.Flip}}, nil
}

// numbers reads a flat list of visit numbers in reading order on the
// board given.
func (t *text) numbers(toks []token, opt ReadOptions) ([]Document, error) {
	rows, vals, err := t.cells(toks)
	if err != nil {
		return nil, err
	}
	if len(vals) != opt.Board.Size() {
		return nil, t.errAt(toks[0].at(), ErrBoardMismatch, "%d numbers for the %d squares of %v", len(vals), opt.Board.Size(), opt.Board)
	}
	return t.gridDoc(toks, rows, vals, opt.Board, opt, Numbers)
}
