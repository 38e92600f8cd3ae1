package notation

import (
	"slices"

	"github.com/knightcert/knight/board"
)

// A table of tours one a column (a CSV or TSV with a column per tour,
// "step,tour_1,tour_2"; a Markdown table; columns lined up by spaces)
// writes as many squares on every line, one of each tour. Read across the
// rows and cut at every board's worth of squares, it gives as many
// "tours" as it has columns, none of them written by anyone. When every
// line holds as many squares, two or more, and there are as many lines as
// the board has squares, the columns are a reading as well: each tour cut
// from the rows gets the column of the same number as a second reading,
// so that a fault of either is no proof (Judge finds two readings) and a
// valid column is the tour it is.

// columnReadings is, for d cut at cuts into tours of a board's worth,
// the columns of its lines as tours, one for each cut; nil when the lines
// hold unequal counts of squares, fewer than two a line, or not one line
// for each square of the board, or when d's places are not held.
func columnReadings(d Document, cuts []int) []Document {
	n := d.Board.Size()
	pl := d.places
	if pl == nil || pl.t == nil || pl.grid != nil || pl.pairs || pl.shift != 0 || len(pl.offs) != len(d.Path) {
		return nil
	}
	ends := append(slices.Clip(d.lineEnds), len(d.Path))
	if len(ends) != n || slices.Equal(ends, cuts) {
		return nil // not a line a square of the board, or each line a tour already
	}
	per := ends[0]
	if per < 2 || len(cuts) != per {
		return nil
	}
	for i := 1; i < len(ends); i++ {
		if ends[i]-ends[i-1] != per {
			return nil
		}
	}
	cols := make([]Document, per)
	for j := range per {
		c := d
		c.Path = make(board.Path, 0, n)
		cp := *pl
		cp.offs = make([]int32, 0, n)
		for line := range n {
			k := line*per + j
			c.Path = append(c.Path, d.Path[k])
			cp.offs = append(cp.offs, pl.offs[k])
		}
		c.places = &cp
		c.lineEnds, c.closeEnds = nil, nil
		c.Part = j + 1
		c.Line = d.Line
		if line, _, ok := c.Place(0); ok {
			c.Line = line
		}
		if j > 0 {
			c.Skipped = nil
		}
		cols[j] = c
	}
	return cols
}
