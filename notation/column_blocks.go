package notation

import (
	"bytes"
	"errors"
	"slices"

	"github.com/knightcert/knight/board"
)

// A grid too wide for its printer's page is printed a few columns at a
// time: blocks of the same rows, one under another, with a caption or
// blank lines between them. Read alone, each block numbers no board (its
// numbers run past its cells); side by side, as many rows long, they
// number a W x H board once each from 0 or 1. That is what makes them one
// grid, whatever the captions say. When every block is as wide as the
// first, the blocks one under another number a board as well: both are
// readings, so that a fault neither reading has is no certain fault,
// unless a caption above each block names the first column it holds
// (MATLAB's "Columns 7 through 12", Octave's "Columns 13 and 14:", R's
// "[,7]"), which puts them side by side; a
// fault in the numbers themselves (a number twice, a square not visited)
// is the grid's, however the blocks are put together.

// columnBlocks reads again the tours of the lines such blocks span: one
// tour in their place, the grid they make side by side, or its fault. A
// pass over the lines, and one over each run of blocks' numbers.
func (t *text) columnBlocks(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs {
		return tours
	}
	blocks := t.rowBlocks()
	for i := 0; i < len(blocks); i++ {
		j, joined := t.joinBlocks(blocks, i)
		if joined == nil {
			continue
		}
		span := [2]int{blocks[i].first + 1, blocks[j].last + 1}
		inside := func(tr Tour) bool { return tr.Line >= span[0] && tr.Line <= span[1] }
		if slices.ContainsFunc(tours, func(tr Tour) bool {
			return inside(tr) && tr.Err == nil || reachesInto(tr, span) && !blockHolds(tr, span)
		}) {
			i = j
			continue // a block read on its own, or the rows of a grid read whole: not the blocks of one grid
		}
		tour, ok := t.blocksTour(joined, span[0], opt)
		if !ok {
			i = j
			continue
		}
		if stacked := t.stackBlocks(blocks[i : j+1]); tour.Err == nil && stacked != nil && !t.captionsColumns(blocks[i:j+1]) {
			if s, ok := t.gridOf(stacked, opt); ok {
				tour.Readings = append(tour.Readings, s)
			}
		}
		tours = inPlace(slices.DeleteFunc(tours, func(tr Tour) bool { return blockHolds(tr, span) }), span, tour)
		i = j
	}
	return tours
}

// blockHolds reports whether tr is an unread block begun before the
// lines of span (from 1) that holds some of them: the blocks read as one
// ("(" a line before them), whose refusal the grid they make answers.
func blockHolds(tr Tour, span [2]int) bool {
	return tr.Line < span[0] && tr.Err != nil && len(tr.Readings) == 0 &&
		slices.ContainsFunc(tr.lines, func(s Skip) bool { return s.Line >= span[0] && s.Line <= span[1] })
}

// reachesInto reports whether tr, begun before the lines of span (from
// 1), reads some of them: its fault or one of its readings' squares
// stands there (the rows of a literal read whole by structure, whose
// first line is a caption or an opening bracket).
func reachesInto(tr Tour, span [2]int) bool {
	if tr.Line >= span[0] {
		return false
	}
	if pe := (*board.ParseError)(nil); errors.As(tr.Err, &pe) && pe.Line >= span[0] && pe.Line <= span[1] {
		return true
	}
	for _, d := range tr.Readings {
		for k := range d.Path {
			if line, _, ok := d.Place(k); ok && line >= span[0] && line <= span[1] {
				return true
			}
		}
	}
	return false
}

// inPlace is tours with tour in place of those that begin on the lines
// of span (from 1), which the others no longer name as skipped.
func inPlace(tours []Tour, span [2]int, tour Tour) []Tour {
	kept := slices.DeleteFunc(slices.Clone(tours), func(tr Tour) bool { return tr.Line >= span[0] && tr.Line <= span[1] })
	for k := range kept {
		dropSkips(&kept[k], span)
	}
	at, _ := slices.BinarySearchFunc(kept, tour.Line, func(a Tour, line int) int { return a.Line - line })
	return slices.Insert(kept, at, tour)
}

// rowBlock is a run of lines (from 0) of as many numbers each, nothing
// else on them: width numbers a line. Its cells are cut again when asked
// (blockCells), not held: the blocks of an input are all its lines of numbers.
type rowBlock struct {
	first, last, width int
}

// height is the number of b's lines.
func (b rowBlock) height() int { return b.last - b.first + 1 }

// blockCells are b's rows of cells.
func (t *text) blockCells(b rowBlock) [][]cell {
	rows := make([][]cell, 0, b.height())
	for i := b.first; i <= b.last; i++ {
		rows = append(rows, t.blockLine(i))
	}
	return rows
}

// rowBlocks are the input's runs of lines of numbers alone, as many on
// each line, two lines or more.
func (t *text) rowBlocks() []rowBlock {
	var out []rowBlock
	var cur rowBlock
	flush := func() {
		if cur.width > 0 && cur.height() >= 2 {
			out = append(out, cur)
		}
		cur = rowBlock{}
	}
	for i := range t.lines {
		l := t.line(i)
		cs := t.blockLine(i)
		if len(cs) == 0 || !numbersOnly(bytes.TrimSpace(l)) || len(rowValues(l)) != len(cs)+rowLabel(l) {
			flush()
			continue
		}
		if cur.width > 0 && (len(cs) != cur.width || i != cur.last+1) {
			flush()
		}
		if cur.width == 0 {
			cur.first, cur.width = i, len(cs)
		}
		cur.last = i
	}
	flush()
	return out
}

// blockLine is the cells of line i, but for R's row label ("[3,]"),
// which each block writes again; none on R's caption of columns ("[,1]
// [,2]").
func (t *text) blockLine(i int) []cell {
	if bytes.HasPrefix(bytes.TrimLeft(t.line(i), " \t"), []byte("[,")) {
		return nil
	}
	cs := t.lineCells(i, false)
	return cs[min(rowLabel(t.line(i)), len(cs)):]
}

// rowLabel is 1 when line l begins with R's row label, "[3,]", else 0.
func rowLabel(l []byte) int {
	l = bytes.TrimLeft(l, " \t")
	k := 1
	for k < len(l) && isDigit(l[k]) {
		k++
	}
	if k > 1 && l[0] == '[' && bytes.HasPrefix(l[k:], []byte(",]")) {
		return 1
	}
	return 0
}

// joinBlocks is the grid blocks[i..j] make side by side: the first run
// from i of two blocks or more, up to maxColumnBlocks, as many rows each,
// at most three lines apart, whose numbers number the W x H side by side
// but for one fault at most; nil when none does, or when block i numbers
// its own board. Each block's numbers are counted once, as it is added:
// a number twice or a mark stays so in any wider grid.
func (t *text) joinBlocks(blocks []rowBlock, i int) (j int, joined [][]cell) {
	h := blocks[i].height()
	if h > board.MaxSide {
		return i, nil
	}
	rows := t.blockCells(blocks[i])
	if numbersBlocks(rows) {
		return i, nil
	}
	seen := map[int]bool{}
	lasting := 0      // numbers twice, marks, -1: faults no block added mends
	top, next := 0, 0 // the two largest numbers
	add := func(rows [][]cell) {
		for r, row := range rows {
			joined[r] = append(joined[r], row...)
			for _, c := range row {
				switch {
				case c.mark != 0 || c.v < 0 || seen[c.v]:
					lasting++
				default:
					seen[c.v] = true
					top, next = max(top, c.v), max(next, min(top, c.v))
				}
			}
		}
	}
	joined = make([][]cell, h)
	add(rows)
	for j = i + 1; j < len(blocks) && j-i < maxColumnBlocks && lasting <= 1; j++ {
		b := blocks[j]
		if b.height() != h || b.first-blocks[j-1].last > 4 || len(joined[0])+b.width > board.MaxSide {
			return j, nil
		}
		add(t.blockCells(b))
		n := h * len(joined[0])
		if n >= 12 && next <= n && (lasting == 0 || lasting == 1 && top <= n) {
			return j, joined
		}
	}
	return j, nil
}

// maxColumnBlocks bounds the blocks of one grid printed a few columns at
// a time, so that the blocks of an input are joined in linear time.
const maxColumnBlocks = 32

// numbersBlocks reports whether rows number their W x H squares once
// each from 0 or 1 but for one fault at most: their numbers all within
// 0..W*H (-1 or a mark for a square not visited) and all but one
// distinct.
func numbersBlocks(rows [][]cell) bool {
	n := len(rows) * len(rows[0])
	seen := make([]bool, n+1)
	wrong := 0
	for _, r := range rows {
		if len(r) != len(rows[0]) {
			return false
		}
		for _, c := range r {
			switch {
			case c.mark != 0 || c.v < 0 || c.v > n || seen[c.v]:
				wrong++
			default:
				seen[c.v] = true
			}
		}
	}
	return n >= 12 && wrong <= 1
}

// stackBlocks is blocks one under another, when every one is as wide as
// the first; nil otherwise.
func (t *text) stackBlocks(blocks []rowBlock) [][]cell {
	var out [][]cell
	for _, b := range blocks {
		if b.width != blocks[0].width {
			return nil
		}
		out = append(out, t.blockCells(b)...)
	}
	return out
}

// blocksTour is the tour of rows put together from the lines from line
// on (from 1): their grid's reading, or else its fault (blocksFault);
// false when they have neither.
func (t *text) blocksTour(rows [][]cell, line int, opt ReadOptions) (Tour, bool) {
	tour := Tour{Line: line, Asked: opt.Format, squares: len(rows) * len(rows[0])}
	if d, ok := t.gridOf(rows, opt); ok {
		tour.Readings = []Document{d}
	} else if tour.Err = t.blocksFault(rows, opt); tour.Err == nil {
		return Tour{}, false
	}
	return tour, true
}

// blocksFault is the fault of joined blocks that number no board: a
// number twice (oneFault's, or out of range on the board given), a
// square not visited, or 0 to W*H with one missing, each a fault however
// the blocks are put together, since it is in the numbers, not in their
// places.
func (t *text) blocksFault(joined [][]cell, opt ReadOptions) error {
	b := board.Board{W: int32(len(joined[0])), H: int32(len(joined))}
	if opt.Board != (board.Board{}) && opt.Board != b {
		return nil
	}
	lines := make([]int, len(joined))
	for k := range lines {
		lines[k] = k // spaced alike: the blocks' rows are
	}
	if fault := t.oneUnvisited(joined, lines, opt); fault != nil {
		return fault
	}
	rows := make([]cutRow, len(joined))
	for k, r := range joined {
		rows[k] = cutRow{k + 1, r}
	}
	if fault := t.cutFault(rows, int(b.W), opt); fault != nil {
		return fault
	}
	return t.oneFault(joined, opt.Board != (board.Board{}))
}

// captionsColumns reports whether a caption above each of blocks names
// the column it begins at, counted over the blocks before it from 1: a
// line between it and the block before (or up to three lines above the
// first) whose first number is that column's, on a line that says
// "column" or R's "[,".
func (t *text) captionsColumns(blocks []rowBlock) bool {
	col, above := 1, max(blocks[0].first-3, 0)
	for _, b := range blocks {
		named := false
		for i := above; i < b.first && !named; i++ {
			l := bytes.ToLower(t.line(i))
			at := bytes.IndexAny(l, "0123456789")
			if at < 0 || !bytes.Contains(l, []byte("column")) && !bytes.Contains(l, []byte("[,")) {
				continue
			}
			n, _, ok := numberAt(l, at)
			named = ok && n == col
		}
		if !named {
			return false
		}
		col, above = col+b.width, b.last+1
	}
	return true
}
