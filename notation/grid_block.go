package notation

import (
	"bytes"
	"errors"
)

// wholeGrids reads again, as one grid, a grid read from some rows of a
// block whose other rows were left over: lines directly above or below
// it, no blank line between, with as many integers as it has columns,
// written the same way around them (the same text once digits and
// spaces are taken out), and most of their numbers outside its own. A
// grid whose numbering is at fault in its top rows is one grid at
// fault, never a smaller valid grid below words: the block's fault
// (gridFault's) takes the place of the grid and its rows leave the
// other tours' skipped lines. A block with no certain fault leaves the
// grid as it was.
func (t *text) wholeGrids(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs {
		return tours
	}
	// The run of rows alike round a line, once for every grid in it:
	// grids written one after another share it, and walking it again for
	// each would take time the square of their number.
	type rowRun struct {
		from, to, total int
		count           map[int]int // how many times each number is written in the run
	}
	// The last run of each row width: the tours come in the order of
	// their lines, so a grid in a run comes after the one it was found
	// for, and a run is held once, not once a line.
	runs := map[int]*rowRun{}
	for k := range tours {
		if len(tours[k].Readings) != 1 {
			continue
		}
		d := tours[k].Readings[0]
		if d.Format != Grid || d.Board.H < 2 {
			continue
		}
		first, last := d.Line-1, d.Line+int(d.Board.H)-2 // 0-based lines of its rows
		if last >= len(t.lines) || first < 0 {
			continue
		}
		w := int(d.Board.W)
		r := runs[w]
		if r == nil || first < r.from || first > r.to {
			shape := t.rowShape(first)
			row := func(i int) bool {
				return i >= 0 && i < len(t.lines) && bytes.Equal(t.rowShape(i), shape) && len(t.lineInts(i)) == w
			}
			if !row(first) {
				continue
			}
			r = &rowRun{from: first, to: first}
			for row(r.from - 1) {
				r.from--
			}
			for row(r.to + 1) {
				r.to++
			}
			runs[w] = r
		}
		if last > r.to {
			continue // a row of the grid is not written as the others are
		}
		from, to := r.from, r.to
		if from == first && to == last {
			continue
		}
		if r.count == nil {
			// Counted once a run, and only for a run wider than a grid:
			// a map a grid of grids written apart would hold them all.
			r.count = map[int]int{}
			for i := r.from; i <= r.to; i++ {
				for _, c := range t.lineInts(i) {
					r.count[c.v]++
					r.total++
				}
			}
		}
		own := map[int]bool{}
		for i := first; i <= last; i++ {
			for _, c := range t.lineInts(i) {
				own[c.v] = true
			}
		}
		// The numbers of the rows round the grid's that it does not
		// hold: every number the run writes, less those the grid holds
		// wherever they are written (its own rows hold only those).
		outside, all := r.total, r.total-w*int(d.Board.H)
		for v := range own {
			outside -= r.count[v]
		}
		if 2*outside <= all {
			continue // a header of column numbers, or the grid written twice
		}
		bl := block{segs: [][2]int{{t.lines[from], t.lines[to] + len(t.line(to))}}}
		fault := t.gridFault(bl, opt)
		if !errors.Is(fault, ErrNumbering) {
			continue
		}
		for j := range tours {
			dropSkips(&tours[j], [2]int{from + 1, to + 1})
		}
		tours[k] = Tour{Line: from + 1, Err: fault, Asked: opt.Format, squares: int(d.Board.W) * (to - from + 1), first: string(bytes.TrimSpace(t.line(from)))}
	}
	return tours
}

// rowShape is line i without its digits and spaces, and the comma or
// semicolon that ends it: what a row of a grid is written with around
// its numbers.
func (t *text) rowShape(i int) []byte {
	return bytes.TrimRight(bytes.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, t.line(i)), ",;")
}
