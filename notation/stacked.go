package notation

import "github.com/knightcert/knight/board"

// stackedBoards cuts the values of rows w wide (-1 for a square marked
// unvisited) that number no one board whole into boards printed one
// under another with no line between: it returns the whole numberings
// among them, as [from, to) row ranges, when the rows are boards all h
// rows high each of which numbers its squares once from 0 or 1 or writes
// one value throughout (a mark, -1 or 0: the empty board a solver prints
// before its tour), at least one of each; nil otherwise. h is the
// board's given, else w (a square board, the most printed), else the
// least height that cuts so: a number of rows that numbers a board whole
// is no whole numbering of a part of them, so at most one height of
// each part's reads it. A tour begun whose untouched rows are marked is
// no such stack, since its numbered rows number no whole board; nor is a
// whole numbering of the rows together, read before this is asked. The
// cost is linear in the values for each height tried.
func stackedBoards(vals []int64, w int, opt ReadOptions) [][2]int {
	if w < 3 || len(vals)%w != 0 {
		return nil
	}
	if opt.Board != (board.Board{}) {
		return stackedOf(vals, w, int(opt.Board.H)) // numberedRows took only rows of its width
	}
	if parts := stackedOf(vals, w, w); parts != nil {
		return parts
	}
	for h := 3; h <= len(vals)/w/2; h++ {
		if parts := stackedOf(vals, w, h); h != w && parts != nil {
			return parts
		}
	}
	return nil
}

// stackedOf is stackedBoards' cut into boards h rows high.
func stackedOf(vals []int64, w, h int) [][2]int {
	n := w * h
	if h < 3 || len(vals)%n != 0 {
		return nil
	}
	var parts [][2]int
	for s := 0; s < len(vals); s += n {
		switch b := vals[s : s+n]; {
		case oneValue(b):
		case wholeNumbering(b):
			parts = append(parts, [2]int{s / w, (s + n) / w})
		default:
			return nil
		}
	}
	if len(parts) == 0 || len(parts)*n == len(vals) {
		return nil // no empty board: the rows' own reading stands
	}
	return parts
}

// oneValue reports whether vals are all the same, numbering nothing.
func oneValue(vals []int64) bool {
	for _, v := range vals {
		if v != vals[0] {
			return false
		}
	}
	return true
}

// wholeNumbering reports whether vals number each of their squares
// once, from 0 or from 1, none marked.
func wholeNumbering(vals []int64) bool {
	n := int64(len(vals))
	seen := make([]bool, n+1)
	for _, v := range vals {
		if v < 0 || v > n || seen[v] {
			return false
		}
		seen[v] = true
	}
	return !seen[0] || !seen[n]
}

// cellValues are the values of rows as gridPath reads them.
func cellValues(rows [][]cell) []int64 {
	vals := make([]int64, 0, len(rows)*len(rows[0])) // no caller passes no rows
	for _, r := range rows {
		for _, c := range r {
			vals = append(vals, c.gridValue())
		}
	}
	return vals
}
