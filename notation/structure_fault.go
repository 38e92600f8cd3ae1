package notation

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
)

// A grid read by structure whose numbers number no board is still a
// certain fault when its shape is: rows of W cells, as many as the board
// given has (or, with none given, every row of the run), whose W x H
// numbers are 1..W*H or 0..W*H-1 but for one fault, the one number
// missing written as another: a number written twice (named as the
// layout reader names it, at the second time it is written in reading
// order), or, on the board given, a number out of its range, 0 among
// them (with no board given, a number past W*H may be a grid cut short:
// cutGrid's). With the board given, rows of k boards' widths, cut where
// the space is wider than inside a board, are its boards side by side.

// gridFault is the fault of the first such grid in the lines of bl, nil
// when none holds one. It looks at the rows structuralGrid reads (a
// line's cells, or a one-line literal's brackets, as they are and
// without a column of labels, with a bullet or comment mark read as such
// first; the rows past their captions, captionRows'; else the rows of
// the integers of the forms classedGrids sorts out).
func (t *text) gridFault(bl block, opt ReadOptions) error {
	first, last := t.span(bl)
	if !bytes.ContainsAny(t.b[t.lines[first-1]:bl.segs[len(bl.segs)-1][1]], "0123456789") {
		return nil // no number: one pass, not the passes that cut cells
	}
	for _, lead := range []bool{false, true} {
		rows := t.cellRows(first-1, last-1, lead)
		if err := t.faultIn(rows, opt); err != nil {
			return err
		}
		if rows, which := labelled(rows, opt.Board); which != "" {
			if err := t.faultIn(rows, opt); err != nil {
				return err
			}
		}
	}
	// Rows read past their captions, as captionGrids reads them, spaced
	// by their places: a grid's fault is the same whatever is written
	// before or between its rows.
	rows, place := t.captionRows(t.captionSpan(first-1, last-1))
	t.rowPlace = place
	err := t.faultIn(rows, opt)
	t.rowPlace = nil
	if err != nil {
		return err
	}
	_, err = t.classedGrids(first-1, last-1, opt)
	return err
}

// faultIn is the fault of the first run of rows of one width (three rows
// or more of three cells or more, the board given's shape when one is),
// as it is or without a header or footer of column numbers (0 or 1, 2,
// 3, ...: no tour's row), that numbers its squares but for one number
// (oneFault), nil for none.
func (t *text) faultIn(rows [][]cell, opt ReadOptions) error {
	var fault error
	widthRuns(rows, func(_, _ int, run [][]cell) bool {
		cuts := [][2]int{{0, 0}} // rows off the top and the bottom
		if len(run) > 0 && counting(run[0]) {
			cuts = append(cuts, [2]int{1, 0})
		}
		if len(run) > 1 && counting(run[len(run)-1]) {
			for _, c := range cuts {
				cuts = append(cuts, [2]int{c[0], 1})
			}
		}
		for _, cut := range cuts {
			body := run[cut[0] : len(run)-cut[1]]
			if h := len(body); fault == nil && h >= 3 && h <= board.MaxSide {
				w := len(body[0])
				if w >= 3 && w <= board.MaxSide && (opt.Board == (board.Board{}) || opt.Board == board.Board{W: int32(w), H: int32(h)}) {
					fault = t.oneFault(body, opt.Board != (board.Board{}))
				} else if bw := int(opt.Board.W); h == int(opt.Board.H) && bw >= 3 && w > bw && w%bw == 0 && t.stripGaps(body, bw) {
					for at := 0; at < w && fault == nil; at += bw {
						fault = t.oneFault(strip(body, at, bw), true)
					}
				}
			}
		}
		return fault == nil
	})
	return fault
}

// stripGaps reports whether rows, cut every bw cells, are boards side by
// side: on every row the space between the last cell of one strip and
// the first of the next is wider than any between two cells of a strip,
// so that the cut is written, not only counted.
func (t *text) stripGaps(rows [][]cell, bw int) bool {
	gap := func(a, b cell) int {
		end := a.off
		for end < b.off && isDigit(t.b[end]) {
			end++
		}
		return b.off - end
	}
	inside, between := 0, -1
	for _, r := range rows {
		for k := 1; k < len(r); k++ {
			g := gap(r[k-1], r[k])
			if k%bw != 0 {
				inside = max(inside, g)
			} else if between < 0 || g < between {
				between = g
			}
		}
	}
	return between > inside
}

// counting reports whether r counts 0 or 1, 2, 3, ... across: column
// numbers, as a header writes them.
func counting(r []cell) bool {
	for k, c := range r {
		if c.mark != 0 || c.v != r[0].v+k || r[0].v > 1 {
			return false
		}
	}
	return len(r) >= 3
}

// oneFault is the fault of rows whose numbers are a complete numbering
// but for one, written twice or, when the shape is given (given), out of
// range; nil for any other rows. The rows must be spaced alike (a grid's
// rows are, a line apart or a rule apart).
func (t *text) oneFault(rows [][]cell, given bool) error {
	lines := make([]int, len(rows))
	vals := make([]int64, 0, len(rows)*len(rows[0]))
	for k, r := range rows {
		lines[k], _ = t.pos(r[0].off)
		if t.rowPlace != nil {
			lines[k] = t.rowPlace[r[0].off]
		}
		if k >= 2 && lines[k]-lines[k-1] != lines[1]-lines[0] {
			return nil
		}
		for _, c := range r {
			if c.mark != 0 || c.v < 0 {
				return nil
			}
			vals = append(vals, int64(c.v))
		}
	}
	if partial, err := t.partialBoard(rows, vals); partial {
		return err
	}
	k, missing, ok := oneWrong(vals)
	if !ok && given {
		if k, missing, ok := zeroBeside(vals); ok {
			at := rows[k/len(rows[0])][k%len(rows[0])].off
			return t.errAt(at, ErrNumbering, "%d squares numbered 0 to %d skip %d, on the %v board given", len(vals), len(vals), missing, board.Board{W: int32(len(rows[0])), H: int32(len(rows))})
		}
	}
	if !ok {
		return nil
	}
	at := rows[k/len(rows[0])][k%len(rows[0])].off
	switch {
	case vals[k] < int64(len(vals)+1):
		return t.errAt(at, ErrNumbering, "number %d appears twice", vals[k])
	case given:
		return t.errAt(at, ErrNumbering, "%s", pastBoard(vals, k, missing, board.Board{W: int32(len(rows[0])), H: int32(len(rows))}))
	}
	return nil
}

// partialBoard reports whether rows, whose cells row by row are vals,
// are a board numbered in part by gridPath's rule: 0 on two squares or
// more, the other numbers 1..k once each (a solver's progress board),
// or those and W*H with a number skipped (a stuck run's). Such a board
// is no numbering from 0 with 0 written twice: its fault, if any, is
// gridPath's, the same whatever the rows were printed in (nil for a
// progress board, whose reading is a path begun; a partial board with
// no board given, [cluesError], for a stuck run's).
func (t *text) partialBoard(rows [][]cell, vals []int64) (bool, error) {
	if count(vals, 0) < 2 {
		return false, nil
	}
	w := len(rows[0])
	p, _, err := gridPath(vals, board.Board{W: int32(w), H: int32(len(rows))}, false, func(i int, sentinel error, format string, args ...any) error {
		return t.errAt(rows[i/w][i%w].off, sentinel, format, args...)
	})
	if ce := (*cluesError)(nil); errors.As(err, &ce) {
		return true, err
	}
	return err == nil && len(p) < len(vals), nil
}

// oneWrong finds the one number of a grid's cells, row by row, that
// keeps them from numbering every square once from 0 or from 1: written
// twice (the second time) or past the count of cells, every other number
// once, the one missing a number of the range. ok is false for any other
// cells: no fault, or more than one.
func oneWrong(vals []int64) (k int, missing int64, ok bool) {
	n := int64(len(vals))
	seen := make([]bool, n+1)
	zero, wrong := false, 0
	for i, v := range vals {
		switch {
		case v < 0:
			return 0, 0, false
		case v > n || seen[v]:
			if wrong++; wrong == 1 {
				k = i
			}
		default:
			seen[v] = true
			zero = zero || v == 0
		}
	}
	if wrong != 1 || zero && seen[n] {
		return 0, 0, false // no fault, several, or 0 and n: numbered from neither
	}
	lo, hi := int64(1), n
	if zero {
		lo, hi = 0, n-1
	}
	// n-1 numbers, none twice, in the n of lo..hi: one is missing.
	return k, lo + int64(slices.Index(seen[lo:hi+1], false)), true
}

// zeroBeside finds the 0 of n cells that hold 0 and n, every number
// once: from 0 the numbering needs n-1 as its last, from 1 it has no 0,
// so one of 1..n-1, missing, was written as 0 (a square left unvisited
// where a solver wrote a square twice). ok is false for any other cells.
// With the shape given this is a fault; with none, the cells may be a
// grid cut short, numbered 0 to n (cutGrid's).
func zeroBeside(vals []int64) (k int, missing int64, ok bool) {
	n := int64(len(vals))
	seen := make([]bool, n+1)
	for i, v := range vals {
		if v < 0 || v > n || seen[v] {
			return 0, 0, false
		}
		seen[v] = true
		if v == 0 {
			k = i
		}
	}
	if !seen[0] || !seen[n] {
		return 0, 0, false
	}
	// n-2 numbers, none twice, in the n-1 of 1..n-1: one is missing.
	return k, 1 + int64(slices.Index(seen[1:n], false)), true
}

// pastBoard names the fault of cell k of a numbering of b, a number past
// its squares, in place of missing.
func pastBoard(vals []int64, k int, missing int64, b board.Board) string {
	lo := int64(1)
	if slices.Contains(vals, 0) {
		lo = 0
	}
	return fmt.Sprintf("number %d is past the %d squares of the %v board, numbered %d to %d, where %d is missing", vals[k], b.Size(), b, lo, lo+int64(b.Size())-1, missing)
}

// repeatNumbers reports whether the numbers of block bl, read alone, can
// be no tour in any notation: they name no square by letters ("c3"),
// most of the values written are written several times, which no
// numbering of squares or of a board's cells does (each number once),
// and read two by two as (file, rank) pairs, from the first number or
// the second, fewer than half the steps from a pair to the next have one
// shape (|dx|, |dy|), the shape every step of a leaper's path has. A
// sudoku's rows (9 x 9 of 1..9) and a table of counts are such numbers:
// words beside a tour, not a tour unread.
func (t *text) repeatNumbers(bl block) bool {
	vals := t.blockInts(bl)
	if len(vals) < 9 || slices.ContainsFunc(vals, func(v int) bool { return v < 0 || v > maxCoord }) || t.squareWord(bl) {
		return false
	}
	count := map[int]int{}
	for _, v := range vals {
		count[v]++
	}
	repeated := 0
	for _, n := range count {
		if n > 1 {
			repeated++
		}
	}
	if 2*repeated <= len(count) {
		return false
	}
	lo, hi := slices.Min(vals), slices.Max(vals)
	if lo <= 1 && hi >= 11 && hi-lo <= len(count) {
		// Values that run from 0 or 1, at most one missing, to a board
		// with a tour (12 squares, 3x4, or more) are boards of one size
		// side by side or stacked, each number once a board: a tour.
		return false
	}
	for from := 0; from < 2; from++ {
		shapes := map[[2]int]int{}
		steps := 0
		for k := from; k+3 < len(vals); k += 2 {
			dx, dy := abs(vals[k+2]-vals[k]), abs(vals[k+3]-vals[k+1])
			shapes[[2]int{min(dx, dy), max(dx, dy)}]++
			steps++
		}
		for _, n := range shapes {
			if 2*n >= steps {
				return false
			}
		}
	}
	return true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
