package notation

import (
	"bytes"
	"slices"
)

// This file reads a grid's rows past what surrounds them when no run of
// lines reads as one (structuralGrid's last reading): a line's caption
// (a log line's timestamp and label, a key) holds no cell, a line of
// words between rows of one width ends no grid, and a row written one
// cell to a line (a nested list, a table's cells in tags) is the lines
// indented under the line that opens it.

// captionRows are the rows of lines first..last (from 0) read past their
// captions, and each row's place, counted in rows and in the lines
// between them that are blank or rules, so that rows read past a line
// of words or a row's opening line are rows one after another:
//   - a line's cells are those of its tail (its last run of numbers,
//     spaces and separators, to the line's end) when the text before
//     the tail holds a letter or a ':' and the tail two numbers or more:
//     the numbers before it are a caption's ("2026-12-03T22:10:05Z",
//     "[2026-12-03 22:10:05]", "row 3:", "host solver[42]:");
//   - a line of one number after a word ("# rank 6", "width: 6", "{- row
//     6 -}") is a caption: no row;
//   - lines of one cell each, one indent deeper than the line before
//     them, which holds no number ("  -" or "  <tr>"), are one row.
func (t *text) captionRows(first, last int) (rows [][]cell, place map[int]int) {
	place = map[int]int{}
	at := 0
	add := func(line ...[]cell) { // rows of one line share its place
		for _, row := range line {
			for _, c := range row {
				place[c.off] = at
			}
		}
		rows = append(rows, line...)
		at++
	}
	for i := first; i <= last; i++ {
		l := t.line(i)
		cells := t.tailCells(i)
		if len(cells) == 0 {
			if rule := bytes.TrimSpace(l); len(rule) == 0 || len(rule) >= 3 && len(bytes.Trim(rule, "-=+|_*~:# ")) == 0 {
				at++ // a blank line or a rule: rows spaced by it
			}
			continue
		}
		if len(cells) == 1 && i > 0 && len(t.tailCells(i-1)) == 0 {
			d := indent(l)
			if open := t.line(i - 1); len(bytes.TrimSpace(open)) > 0 && indent(open) < d {
				row := cells
				j := i + 1
				for ; j <= last && indent(t.line(j)) == d; j++ {
					next := t.tailCells(j)
					if len(next) != 1 {
						break
					}
					row = append(row, next...)
				}
				if j > i+1 {
					add(row)
					i = j - 1
					continue
				}
			}
		}
		add(t.bracketRows(i, cells)...)
	}
	return rows, place
}

// tailCells are line i's cells as captionRows takes them: none for a
// caption, the tail's after a caption's numbers, all of them otherwise.
func (t *text) tailCells(i int) []cell {
	l, base := t.line(i), t.lines[i]
	cells := t.lineCells(i, false)
	if ints := t.lineInts(i); len(ints) == 1 && labels(l[:ints[0].off-base]) {
		return nil
	}
	s := len(l)
	for s > 0 && (isDigit(l[s-1]) || l[s-1] == ' ' || l[s-1] == '\t' || l[s-1] == ',' || l[s-1] == ';' || l[s-1] == '|') {
		s--
	}
	if lead := l[:s]; s == len(l) || !caption(lead) && bytes.IndexByte(lead, ':') < 0 {
		return cells // no tail, or only marks before it
	}
	var tail []cell
	for _, c := range cells {
		if c.off-base >= s {
			tail = append(tail, c)
		}
	}
	if len(tail) < 2 {
		return cells
	}
	return tail
}

// labels reports whether s, the text before a line's one number, ends
// in a word that labels it ("# rank", "width:", "{- row"): a letter, then
// nothing but spaces, ':', '=' or '#'.
func labels(s []byte) bool {
	s = bytes.TrimRight(s, " \t:=#")
	return len(s) > 0 && (isLetter(s[len(s)-1]) || s[len(s)-1] >= 0x80)
}

// indent is the width of l's leading spaces and tabs.
func indent(l []byte) int {
	return len(l) - len(bytes.TrimLeft(l, " \t"))
}

// captionGrids are the grids of captionRows when every row of three
// cells or more is in one that numbers every square of its board once,
// or some of them and the others one mark (partialRead), or counts 0 or
// 1, 2, 3, ... (a header of column numbers): read past captions, only a
// numbering without a gap is certain enough to stand, and rows of
// another grid beside it, read or not, are no words to pass over.
func (t *text) captionGrids(first, last int, opt ReadOptions) []Document {
	rows, place := t.captionRows(t.captionSpan(first, last))
	t.rowPlace = place
	docs := t.gridsIn(rows, opt)
	t.rowPlace = nil
	read := map[int]bool{} // the cells numbered in the grids kept
	var out []Document
	for _, d := range docs {
		if len(d.Path) == d.Board.Size() || partialRead(d) {
			out = append(out, d)
			for _, o := range d.places.offs {
				read[int(o)] = true
			}
		}
	}
	for _, r := range rows {
		if len(r) >= 3 && !slices.ContainsFunc(r, func(c cell) bool { return read[c.off] }) && !counting(r) {
			return nil
		}
	}
	return out
}

// captionSpan is lines first..last with the rows just before or after
// them whose captions made them lines of words ("[pool-1-thread-2]"), as
// many cells each as the first or last: a line of data beyond them is
// another block's, read with it or on its own.
func (t *text) captionSpan(first, last int) (int, int) {
	row := func(i, w int) bool {
		kind, _, _ := t.classifyLine(i)
		return kind == lineWords && len(t.tailCells(i)) == w
	}
	for w := len(t.tailCells(first)); w >= 3 && first > 0 && row(first-1, w); {
		first--
	}
	for w := len(t.tailCells(last)); w >= 3 && last+1 < len(t.lines) && row(last+1, w); {
		last++
	}
	return first, last
}

// partialRead reports whether d, a grid read past captions, numbers
// some of its squares from its base without a gap, the others one mark,
// as gridsIn reads a partial board whatever prints it: a progress
// board, whose rows captions cut as they cut a whole one's.
func partialRead(d Document) bool {
	return len(d.Path) < d.Board.Size() && min(d.Board.W, d.Board.H) >= 3
}
