package notation

import (
	"slices"

	"github.com/knightcert/knight/board"
)

// A table of tours one a column (a CSV or TSV with a column per tour,
// "step,tour_1,tour_2"; a Markdown table; columns lined up by spaces)
// writes as many squares on most lines, one of each tour. Read across the
// rows it is one list of several boards' worth of squares, no tour of
// its board; cut at every board's worth, it gives as many "tours" as it
// has columns, none of them written by anyone. The columns are the
// tours written: column j is the j-th square of each line. A tour
// shorter than the others leaves its cell blank on the last lines, so a
// line holding fewer squares puts each square in the column whose cells
// begin where it begins, the columns being lined up; when they are not,
// only lines of equal count are read so.

// tableColumns is the columns of d's lines as tours, each holding more
// than half of d's board and no more than it has squares (one more when
// closed); nil when d's lines hold fewer than two squares, a line holds
// more than the first, or a short line's squares line up with no
// column, or when d is one tour's worth of squares or fewer or its
// places are not held.
func tableColumns(d Document) []Document {
	n := d.Board.Size()
	pl := d.places
	if n == 0 || len(d.Path) <= n+1 || d.Format != Algebraic && d.Format != Prolog && d.Format != XY {
		return nil // one tour, however its lines hold it
	}
	if pl == nil || pl.t == nil || pl.grid != nil || pl.pairs || pl.shift != 0 || len(pl.offs) != len(d.Path) {
		return nil
	}
	ends := append(slices.Clip(d.lineEnds), len(d.Path))
	per := ends[0]
	if per < 2 || len(ends) < 2 || moveChain(d.Path) || lineMoves(d.Path, ends, d.Piece) {
		return nil // or a list of moves, a move a line, in order or not
	}
	// starts is where each column's cells begin on the lines that hold
	// per squares, -1 once two such lines disagree (not lined up).
	starts := make([]int, per)
	col := func(k int) int {
		_, c := pl.t.pos(int(pl.offs[k]))
		return c
	}
	for j := range per {
		starts[j] = col(j)
	}
	from := 0
	for _, e := range ends {
		if e-from > per {
			return nil
		}
		if e-from == per {
			for j := range per {
				if starts[j] >= 0 && col(from+j) != starts[j] {
					starts[j] = -1
				}
			}
		}
		from = e
	}
	cols := make([][]int, per) // the path's indices of each column's squares
	from = 0
	for _, e := range ends {
		for k := from; k < e; k++ {
			j := k - from
			if e-from < per {
				if j = slices.Index(starts, col(k)); j < 0 {
					return nil
				}
			}
			if len(cols[j]) > 0 && cols[j][len(cols[j])-1] >= from {
				return nil // two squares of one line in one column
			}
			cols[j] = append(cols[j], k)
		}
		from = e
	}
	out := make([]Document, per)
	for j, ks := range cols {
		if 2*len(ks) <= n || len(ks) > n+1 {
			return nil
		}
		c := d
		c.Path = make(board.Path, len(ks))
		cp := *pl
		cp.offs = make([]int32, len(ks))
		for i, k := range ks {
			c.Path[i], cp.offs[i] = d.Path[k], pl.offs[k]
		}
		c.places = &cp
		c.lineEnds, c.closeEnds = nil, nil
		c.Part = j + 1
		if line, _, ok := c.Place(0); ok {
			c.Line = line
		}
		if j > 0 {
			c.Skipped = nil
		}
		out[j] = c
	}
	return out
}

// lineMoves reports whether most lines of p (ends its square counts)
// walk, each square a move of piece from the one before it on
// the line:
// the lines are moves (a graph's edges, "a1 -> b3", in any order), no
// row of a table of tours, whose cells side by side are a move apart
// only by chance.
func lineMoves(p board.Path, ends []int, piece board.Piece) bool {
	from, broken := 0, 0 // a list of moves with one at fault is still one
	for _, e := range ends {
		if !walks(p[from:e], piece) {
			broken++
		}
		from = e
	}
	return 2*broken < len(ends)
}
