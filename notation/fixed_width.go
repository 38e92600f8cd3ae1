package notation

import (
	"bytes"
	"slices"
	"strconv"

	"github.com/knightcert/knight/board"
)

// A grid printed in fields of one width w ("%3d", Fortran's I3, Pascal's
// write(v:3), COBOL's PIC 999) glues a number as wide as its field to the
// one before it ("53134 95"): split at spaces, that row has fewer cells
// than the others. Its numbers still end (right-aligned) or begin
// (left-aligned, "%-3d") w bytes apart at the same columns of every row,
// and the fields cover the stretch of digits and spaces the numbers stand
// in, whatever frames it: Fortran's carriage-control blank, a label, a
// wall, a comment mark. Cut into those fields, the rows are the grid,
// read or at fault as any other (blocksFault's faults). Where several
// widths cut every row into a numbering, each is a reading: no one of
// them is certain.

// fixedWidth reads again the tours of the lines such rows span: one tour
// in their place, the grid's reading or its fault, when no tour there
// was read. A pass over the lines, and one over each run's bytes for
// each width.
func (t *text) fixedWidth(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs {
		return tours
	}
	for i := 0; i < len(t.lines); {
		seg := numberStretch(t.line(i))
		j := i + 1
		for j < len(t.lines) && len(t.line(j)) == len(t.line(i)) && alignedAlike(numberStretch(t.line(j)), seg) {
			j++
		}
		if seg[2] == 0 || j-i < 3 {
			i = j
			continue
		}
		span := [2]int{i + 1, j}
		cuts := t.fixedColumns(i, j)
		i = j
		if len(cuts) == 0 || slices.ContainsFunc(tours, func(tr Tour) bool { return tr.Line >= span[0] && tr.Line <= span[1] && tr.Err == nil }) {
			continue
		}
		var read []Tour
		for _, rows := range cuts {
			if tour, ok := t.blocksTour(rows, span[0], opt); ok {
				read = append(read, tour)
			}
		}
		switch {
		case len(read) == 1:
			tours = inPlace(tours, span, read[0])
		case len(read) > 1:
			// Several widths number a board: each a reading, a fault
			// certain in none.
			both := Tour{Line: span[0], Asked: opt.Format, squares: read[0].squares}
			for _, r := range read {
				both.Readings = append(both.Readings, r.Readings...)
			}
			if len(both.Readings) == len(read) {
				tours = inPlace(tours, span, both)
			}
		}
	}
	return tours
}

// numberStretch is the stretch of l its numbers stand in, the longest
// run of digits, spaces and minus signs: where it begins, its first
// digit or minus sign, and the end of its last digit. What frames the
// numbers lies outside it. {0, 0, 0} when l has no digit.
func numberStretch(l []byte) [3]int {
	var best [3]int
	bestDigits := 0
	for at := 0; at < len(l); {
		end := at
		digits := 0
		for end < len(l) && (isDigit(l[end]) || l[end] == ' ' || l[end] == '-') {
			if isDigit(l[end]) {
				digits++
			}
			end++
		}
		if digits > bestDigits {
			bestDigits = digits
			s := bytes.TrimRight(l[at:end], " -")
			best = [3]int{at, at + len(s) - len(bytes.TrimLeft(s, " ")), at + len(s)}
		}
		at = max(end, at+1)
	}
	return best
}

// alignedAlike reports whether two lines' stretches of numbers end at the
// same column (right-aligned fields) or begin at the same one (left).
func alignedAlike(a, b [3]int) bool {
	return a[2] != 0 && b[2] != 0 && (a[2] == b[2] || a[1] == b[1])
}

// fixedColumns are the cells of lines i..j-1 (from 0), their numbers in
// the stretch seg of each, cut into fields w bytes wide (2 to 6), right-
// or left-aligned, one cut for each width and alignment at which every
// field of every row is a number, as many in each row, three or more,
// and some number touches the one before it (else the rows need no
// cutting). nil when there is none.
func (t *text) fixedColumns(i, j int) [][][]cell {
	var cuts [][][]cell
	for w := 2; w <= 6; w++ {
		for _, right := range []bool{true, false} {
			rows, glued := t.cutColumns(i, j, w, right)
			if glued && !slices.ContainsFunc(cuts, func(c [][]cell) bool { return slices.EqualFunc(c, rows, slices.Equal[[]cell]) }) {
				cuts = append(cuts, rows)
			}
		}
	}
	return cuts
}

// cutColumns is fixedColumns at width w and one alignment, with whether
// some number touches the one before it; nil when the rows are not so.
func (t *text) cutColumns(i, j, w int, right bool) ([][]cell, bool) {
	glued := false
	first := numberStretch(t.line(i))
	var rows [][]cell
	for k := i; k < j; k++ {
		l := t.line(k)
		seg := numberStretch(l)
		if right && seg[2] != first[2] || !right && seg[1] != first[1] {
			return nil, false
		}
		// Right-aligned fields end at the stretch's last digit, w bytes
		// apart, within the stretch; left-aligned ones begin at its
		// first, the last cut short where the digits end.
		var row []cell
		for f := 0; ; f++ {
			from, to := seg[2]-(f+1)*w, seg[2]-f*w
			if !right {
				from, to = seg[1]+f*w, min(seg[1]+(f+1)*w, seg[2])
			}
			if from < seg[0] || from >= to {
				break
			}
			s := l[from:to]
			num := bytes.TrimSpace(s)
			if !bytes.ContainsAny(num, "0123456789") {
				break // a frame's minus signs ("-- " of a comment), or none
			}
			if right && !isDigit(s[len(s)-1]) || !right && s[0] == ' ' {
				return nil, false
			}
			v, err := strconv.Atoi(string(num))
			if err != nil || v < -1 || num[0] == '+' {
				return nil, false
			}
			at := from + bytes.Index(s, num)
			glued = glued || at == from && at > 0 && isDigit(l[at-1])
			row = append(row, cell{v: v, off: t.lines[k] + at})
		}
		// The fields cover the numbers: no digit is left beside them.
		rest := l[min(seg[1]+len(row)*w, seg[2]):seg[2]]
		if right {
			rest = l[seg[0] : seg[2]-len(row)*w]
		}
		if len(row) < 3 || len(row) > board.MaxSide || bytes.ContainsAny(rest, "0123456789") || len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, false
		}
		if right {
			slices.Reverse(row)
		}
		rows = append(rows, row)
	}
	return rows, glued
}
