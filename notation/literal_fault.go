package notation

import (
	"bytes"
	"errors"
	"slices"
)

// literalFaults are the faults of the lines first..last (from 0) in no
// tour of ds that each hold a grid as one literal ("[[43,46,...],[16,...]]",
// a JSON record's "grid" member): a grid whose numbers number its board
// but for one fault is a tour of its own, as rows of the same numbers
// one a line are (rowFaults), not an array set aside beside the grids
// read. A line cannot be three rows of a run, so rowRuns never sees it.
func (t *text) literalFaults(first, last int, ds []Document, opt ReadOptions) []Tour {
	inTour := func(i int) bool {
		return slices.ContainsFunc(ds, func(d Document) bool { return i+1 >= d.Line && i+1 <= d.endLine })
	}
	var lines []int
	for i := first; i <= last; i++ {
		// A grid of three rows or more opens four brackets, of any
		// kind ("((1 2 3) ...)", "Array(Array(1, 2, 3), ...)").
		if l := t.line(i); bytes.Count(l, []byte{'['})+bytes.Count(l, []byte{'{'})+bytes.Count(l, []byte{'('}) >= 4 && !inTour(i) &&
			(literalIn(l) || len(t.bracketRows(i, t.lineCells(i, false))) >= 3) {
			lines = append(lines, i)
		}
	}
	if len(lines) == 0 {
		return nil
	}
	inRun := map[int]bool{} // rowFaults' lines
	t.rowRuns(first, last, func(i int) bool { return !inTour(i) }, t.rowInts, func(s, e, _ int) {
		for l := s; l <= e; l++ {
			inRun[l] = true
		}
	})
	var faults []Tour
	for _, i := range lines {
		if inRun[i] {
			continue
		}
		l := t.line(i)
		bl := block{segs: [][2]int{{t.lines[i], t.lines[i] + len(l)}}}
		fault := t.gridFault(bl, opt)
		if !errors.Is(fault, ErrNumbering) {
			continue
		}
		faults = append(faults, Tour{Line: i + 1, Err: fault, Asked: opt.Format, squares: len(t.lineInts(i))})
		for k := range ds {
			ds[k].Skipped = slices.DeleteFunc(ds[k].Skipped, func(sk Skip) bool { return sk.Line == i+1 })
		}
	}
	return faults
}
