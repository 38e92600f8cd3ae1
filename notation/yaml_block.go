package notation

// YAML's block style writes a sequence of sequences one value a line:
// "- - 64" begins a row (the outer item's dash, then the inner one's),
// "  - 19" goes on with it, the inner dashes all in one column and the
// outer ones in a column left of it. Read line by line, each line is a
// one-number row; read by that structure, the rows are the outer items,
// and each value is placed at its row and its place in it, as a drawing
// places its numbers (placedGrid): rows of one length, three or more by
// three or more, are a grid; anything else (rows of several lengths, a
// value no integer, a line of another shape inside the run) leaves the
// text read as written.

// yamlItem is one line of a block sequence of sequences: its value's
// digits, and whether its line begins an outer item.
type yamlItem struct {
	off, end int
	line     int
	opens    bool
}

// yamlItemOf reads line i as "- - N" or "- N" with the dashes at
// columns outer and inner (inner the value's dash, outer -1 when the
// line has one dash); ok is false for any other line.
func (t *text) yamlItemOf(i int) (it yamlItem, outer, inner int, ok bool) {
	l := t.line(i)
	outer, inner = -1, -1
	k := 0
	for {
		for k < len(l) && l[k] == ' ' {
			k++
		}
		if k+1 >= len(l) || l[k] != '-' || l[k+1] != ' ' {
			break
		}
		if inner >= 0 {
			if outer >= 0 {
				return yamlItem{}, 0, 0, false // nested three deep
			}
			outer = inner
		}
		inner = k
		k += 2
	}
	e := k
	for e < len(l) && isDigit(l[e]) {
		e++
	}
	rest := e
	for rest < len(l) && (l[rest] == ' ' || l[rest] == '\r') {
		rest++
	}
	if inner < 0 || e == k || e-k > 6 || rest != len(l) {
		return yamlItem{}, 0, 0, false
	}
	return yamlItem{off: t.lines[i] + k, end: t.lines[i] + e, line: i, opens: outer >= 0}, outer, inner, true
}

// yamlGrids are the block sequences of sequences of numbers on the lines
// of t outside the runs found before, each read as the grid its items
// make.
func (t *text) yamlGrids(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	for i := 0; i < len(t.lines); i++ {
		first, outer0, inner0, ok := t.yamlItemOf(i)
		if taken[i] || !ok || !first.opens {
			continue
		}
		var ps []placedNumber
		row, col, width, even := 0, 0, -1, true
		j := i
		for ; j < len(t.lines) && !taken[j]; j++ {
			it, outer, inner, ok := t.yamlItemOf(j)
			if !ok || inner != inner0 || it.opens && outer != outer0 {
				break
			}
			if it.opens && j > i {
				if width >= 0 && col != width {
					even = false
				}
				width, row, col = col, row+1, 0
			}
			ps = append(ps, placedNumber{x: float64(col), y: float64(row), off: it.off, end: it.end, line: j})
			col++
		}
		if width >= 0 && col != width {
			even = false
		}
		if even {
			if r, ok := t.placedGrid(ps, i, j-1); ok {
				runs = append(runs, r)
			}
		}
		i = j - 1
	}
	return runs
}
