package notation

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/knightcert/knight/board"
)

// grid reads the numbered diagram: rows of move numbers, the first row rank
// H, the first column file a; '.' or -1 for a square the path leaves out.
func (s *scanner) grid(opt ReadOptions) (Document, error) {
	w, rows := 0, 0
	twice := 0 // numbers seen twice, the first of them twiceErr
	var twiceErr *board.ParseError
	known := opt.Board != (board.Board{})
	// With the board known, each square goes straight to its place by
	// its number: no array of cells beside the path, which on 10^8
	// squares would add half the path's memory.
	var seen cellNumbers
	var cells []int32 // without the board, row by row from the top; -1 unvisited
	cell := 0
	var rowLines []int32
	shortLine, shortCol := 0, 0 // the end of the first row cut short, read under -read grid
	if known {
		seen = cellNumbers{w: int(opt.Board.W), at: make(board.Path, opt.Board.Size()+1)}
	}
	g := gridRows{w: opt.Board.W, h: opt.Board.H}
	// commit numbers the cells of one row, each square going to its place.
	commit := func(r gridRow) error {
		if rows == board.MaxSide {
			return errAt(r.line, r.col, ErrTooLarge, "grid has more than %d rows", board.MaxSide)
		}
		rowLine := r.line
		rowLines = append(rowLines, int32(rowLine))
		n := 0
		for _, c := range r.cells {
			line, col := rowLine, r.col+c.at
			v := c.v
			n++
			if w > 0 && n > w || n > board.MaxSide {
				break // reported below with the row's length
			}
			if known && rows == 0 && n > int(opt.Board.W) {
				return errAt(rowLine, 1, ErrBoardMismatch, "grid has more than %d files, the %v board has %d", opt.Board.W, opt.Board, opt.Board.W)
			}
			if v >= 0 {
				limit := board.MaxSide * board.MaxSide
				if w > 0 {
					limit = w * board.MaxSide
				}
				if int(v) > limit {
					// The message is made only here: a grid of 10^6
					// cells must not format 10^6 strings.
					why := fmt.Sprintf("than a board of %d squares can need", board.MaxSide*board.MaxSide)
					if w > 0 {
						why = fmt.Sprintf("than a grid %d files wide can need", w)
					}
					return errAt(line, col, ErrMisread, "number %d is larger %s, so the grid is not read as it was meant; say how with -board WxH or -read", v, why)
				}
				if known && int(v) > opt.Board.Size() {
					return errAt(line, col, ErrMisread, "number %d is larger than %s board can need, so the grid is not read as it was meant; say how with -board WxH or -read", v, board.A(opt.Board.String()))
				}
				if !seen.add(int64(v), cell) {
					// One number twice is a fault; several are a sign of
					// boards side by side or rows that are no part of the
					// grid, as the in-memory reader reads them: known at
					// the end.
					if twice++; twice == 1 {
						twiceErr = errAt(line, col, ErrNumbering, "number %d appears twice", v)
					}
				}
			}
			cell++
			if !known {
				cells = append(cells, v)
			}
		}
		if rows == 0 {
			w = n
			seen.w = w
			if w > board.MaxSide {
				return errAt(rowLine, 1, ErrTooLarge, "grid row has more than %d squares", board.MaxSide)
			}
			if known && w != int(opt.Board.W) {
				return errAt(rowLine, 1, ErrBoardMismatch, "grid has %d files, the %v board has %d", w, opt.Board, opt.Board.W)
			}
			if !known {
				s.tighten(opt, board.Board{W: int32(w), H: board.MaxSide})
			}
		} else if n < w && opt.Format == Grid {
			// A row cut short, read as asked: its missing numbers at its
			// end, squares not visited.
			if shortLine == 0 {
				shortLine, shortCol = rowLine, r.col+r.cells[n-1].at+len(strconv.Itoa(int(r.cells[n-1].v)))
			}
			cell += w - n
			if !known {
				cells = append(cells, slices.Repeat([]int32{-1}, w-n)...)
			}
		} else if n < w {
			return errAt(rowLine, r.col+r.cells[n-1].at+len(strconv.Itoa(int(r.cells[n-1].v))), board.ErrSyntax, "grid row %d (line %d) has %d numbers, the rows before it %d: no whole grid, "+
				"%s-file numbering with numbers missing or a list of its numbers; "+cutGridAdvice, rows+1, rowLine, n, w, board.A(strconv.Itoa(w)))
		} else if n != w {
			return errAt(rowLine, 1, board.ErrSyntax, "grid row %d has %d squares, the first row has %d", rows+1, n, w)
		}
		rows++
		if known && rows > int(opt.Board.H) {
			return errAt(rowLine, 1, ErrBoardMismatch, "grid has more than %d ranks, the %v board has %d", opt.Board.H, opt.Board, opt.Board.H)
		}
		return nil
	}
	for {
		s.skipSpace()
		if _, ok := s.peek(); !ok {
			break
		}
		rowLine, rowCol := s.line, s.col
		text, ok := s.restOfLine(rowBytes)
		if s.err != nil {
			return Document{}, s.err // a read error or the limit
		}
		if !ok {
			return Document{}, errAt(rowLine, 1, ErrTooLarge, "grid row is longer than %d bytes, %d squares of %d bytes", rowBytes, board.MaxSide, BytesPerSquare)
		}
		ready, err := g.line(text, rowLine, rowCol)
		if err != nil {
			return Document{}, err
		}
		if !known && rows == 0 && g.widest > 0 {
			// The first row bounds the width before its labels are known.
			s.tighten(opt, board.Board{W: int32(min(g.widest, board.MaxSide)), H: board.MaxSide})
		}
		for _, r := range ready {
			if err := commit(r); err != nil {
				return Document{}, err
			}
		}
	}
	ready, err := g.end()
	if err != nil {
		return Document{}, err
	}
	for _, r := range ready {
		if err := commit(r); err != nil {
			return Document{}, err
		}
	}
	if s.err != nil {
		return Document{}, s.err
	}
	if rows == 0 {
		return Document{}, errAt(s.line, s.col, board.ErrSyntax, "empty grid")
	}
	b := board.Board{W: int32(w), H: int32(rows)}
	if known && b != opt.Board {
		return Document{}, errAt(s.line, s.col, ErrBoardMismatch, "grid is %v, not %v", b, opt.Board)
	}
	base := seen.base()
	if twice > 1 {
		twiceErr.Err = ErrMisread
		twiceErr.Msg += fmt.Sprintf(", and %d more do: boards side by side, or rows that are no part of the grid? say how to read it with -board WxH or -read", twice-1)
	}
	if twice > 0 {
		return Document{}, twiceErr
	}
	if side, run, ok := g.continuing(&seen); ok && !known {
		if g.left+g.right == 1 && g.top+g.bottom == 0 && w < board.MaxSide {
			// The reading of the grid as it is, which the in-memory
			// reader takes first, steps between two numbers one under
			// the other: no knight's move.
			return Document{}, errAt(run.line, run.col, ErrNumbering, "the %s column's numbers %d to %d continue the grid's numbering, so it is a column of the grid, as an input held whole is read: its numbers %d and %d, one under the other, are no knight's move", side, run.first, run.last, run.first, run.first+run.step)
		}
		return Document{}, errAt(run.line, run.col, ErrMisread, "the %s column reads as labels, but its numbers %d to %d continue the grid's numbering: a column of the grid? say how to read it with -board WxH or -read", side, run.first, run.last)
	}
	visited, largest := seen.visited, seen.largest
	if missing, ok := seen.missing(); ok {
		for _, r := range []int{0, rows - 1} {
			if !known && shortLine == 0 && rows >= 3 && wholeWithout(cells, w, r) {
				// The in-memory reader sets such a row aside, numbers
				// beside the tour (sums, an answer), and reads the rest.
				return Document{}, errAt(int(rowLines[r]), 1, ErrMisread, "the numbering skips %d, but without this row it is whole: a row of other numbers beside the grid? say how to read it with -board WxH or -read", missing)
			}
		}
		if shortLine > 0 {
			return Document{}, errAt(shortLine, shortCol, ErrNumbering, "%d squares numbered %d to %d skip %d (read as %s numbering, as -read grid asks)", visited, base, largest, missing, board.A(b.String()))
		}
		err := fmt.Errorf("%w: %d squares numbered %d to %d skip %d", ErrNumbering, visited, base, largest, missing)
		if 2*visited < b.Size() {
			err = &cluesError{err: err, numbered: visited, b: b} // under half, its other squares marked
		}
		return Document{}, err
	}
	pl := &places{rowLines: rowLines, h: b.H}
	d := Document{Board: b, HasBoard: true, Format: Grid, Line: int(rowLines[0]), Based: true, Base: base, Flipped: opt.Flip,
		places: pl, Decoration: g.decoration(), Skipped: g.skipped}
	if !known {
		seen.at = make(board.Path, base+visited)
		for i, v := range cells {
			if v >= 0 {
				seen.place(int64(v), i)
			}
		}
	}
	d.Path = seen.path(b.H, opt.Flip)
	return d, nil
}

// wholeWithout reports whether the numbers of cells, w a row, but those
// of row r make a whole numbering, none twice.
func wholeWithout(cells []int32, w, r int) bool {
	var n cellNumbers
	for i, v := range cells {
		if i/w != r && v >= 0 && !n.add(int64(v), i) {
			return false
		}
	}
	_, gap := n.missing()
	return n.visited > 0 && !gap
}

// rowBytes is the longest grid row the streaming reader holds: the widest
// board's squares at [BytesPerSquare] each.
const rowBytes = board.MaxSide * BytesPerSquare

// badCell reports a grid cell that is no number, showing its word.
func badCell(text []byte, tk token, line, col int) error {
	w := string(text[tk.at():wordEnd(text, tk.at())])
	return errAt(line, col, board.ErrBadSquare, "bad number %s%s", strconv.Quote(w), board.ZeroHint(w))
}
