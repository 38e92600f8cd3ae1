package notation

import (
	"bytes"
	"slices"
	"strconv"

	"github.com/knightcert/knight/board"
)

// A grid printed in columns of a fixed width ("%3d") glues a number as
// wide as its column to the one before it ("41108 87"): split at spaces,
// that row has fewer cells than the others. The rows' lines are all as
// long, W columns of c bytes each, and the rows that split at spaces
// show W (each of their numbers within its column), or every number is
// aligned alike in its column. Cut every line
// into those columns, each a number, and the rows are the grid, read or
// at fault as any other (blocksFault's faults).

// fixedWidth reads again the tours of the lines such rows span: one tour
// in their place, the grid's reading or its fault, when no tour there
// was read. A pass over the lines, and one over each run's bytes.
func (t *text) fixedWidth(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs {
		return tours
	}
	for i := 0; i < len(t.lines); {
		j := i
		for j < len(t.lines) && len(t.line(j)) == len(t.line(i)) && fixedRow(t.line(j)) {
			j++
		}
		if j-i < 3 {
			i = max(j, i+1)
			continue
		}
		span := [2]int{i + 1, j}
		rows := t.fixedColumns(i, j)
		i = j
		if rows == nil || slices.ContainsFunc(tours, func(tr Tour) bool { return tr.Line >= span[0] && tr.Line <= span[1] && tr.Err == nil }) {
			continue
		}
		if tour, ok := t.blocksTour(rows, span[0], opt); ok {
			tours = inPlace(tours, span, tour)
		}
	}
	return tours
}

// fixedRow reports whether l is digits, spaces and minus signs alone,
// some digits among them.
func fixedRow(l []byte) bool {
	return bytes.ContainsAny(l, "0123456789") && !slices.ContainsFunc(l, func(c byte) bool { return !isDigit(c) && c != ' ' && c != '-' })
}

// fixedColumns are the cells of lines i..j-1 (from 0), all as long, cut
// into columns c bytes wide, the narrowest at which every column of every
// row is a number, and either some row that splits at spaces into W =
// len/c numbers has each within its column, or every number is aligned
// in its column alike (right, "%3d", or left, "%-3d"). Some row must
// split at spaces into another count (glued numbers: else the rows need
// no cutting). nil when there is none.
func (t *text) fixedColumns(i, j int) [][]cell {
	n := len(t.line(i))
	glued := false
	for k := i; k < j; k++ {
		glued = glued || len(bytes.Fields(t.line(k))) != len(bytes.Fields(t.line(i)))
	}
	if !glued {
		return nil
	}
	for c := 2; c <= 6; c++ {
		if n%c != 0 || n/c < 3 || n/c > board.MaxSide {
			continue
		}
		if rows := t.cutColumns(i, j, c); rows != nil {
			return rows
		}
	}
	return nil
}

// cutColumns is fixedColumns at width c, nil when the rows are not so.
func (t *text) cutColumns(i, j, c int) [][]cell {
	w := len(t.line(i)) / c
	shown := false // a row split at spaces shows the columns
	right, left := true, true
	var rows [][]cell
	for k := i; k < j; k++ {
		l := t.line(k)
		fields := bytes.Fields(l)
		inColumns := len(fields) == w
		row := make([]cell, 0, w)
		for col := 0; col < w; col++ {
			s := l[col*c : (col+1)*c]
			f := bytes.TrimSpace(s)
			if len(f) == 0 || bytes.Contains(f, []byte(" ")) {
				return nil
			}
			v, err := strconv.Atoi(string(f))
			if err != nil || v < -1 {
				return nil
			}
			right = right && isDigit(s[c-1])
			left = left && s[0] != ' '
			if inColumns && !bytes.Equal(f, fields[col]) {
				inColumns = false
			}
			row = append(row, cell{v: v, off: t.lines[k] + col*c + bytes.Index(s, f)})
		}
		shown = shown || inColumns
		rows = append(rows, row)
	}
	if !shown && !right && !left {
		return nil
	}
	return rows
}
