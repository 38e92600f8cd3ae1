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

// yamlItemOf reads line i as "- - N" or "- N" with the dashes at
// columns outer and inner (inner the value's dash, outer -1 when the
// line has one dash): its value's digits, and whether it begins an outer
// item. ok is false for any other line.
func (t *text) yamlItemOf(i int) (p placedNumber, opens bool, outer, inner int, ok bool) {
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
				return p, false, 0, 0, false // nested three deep
			}
			outer = inner
		}
		inner = k
		k += 2
	}
	_, e, ok := numberAt(l, k)
	rest := e
	for rest < len(l) && (l[rest] == ' ' || l[rest] == '\r') {
		rest++
	}
	if inner < 0 || !ok || rest != len(l) {
		return p, false, 0, 0, false
	}
	return placedNumber{off: t.lines[i] + k, end: t.lines[i] + e, line: i}, outer >= 0, outer, inner, true
}

// yamlGrids are the block sequences of sequences of numbers on the lines
// of t outside the runs found before, each read as the grid its items
// make.
func (t *text) yamlGrids(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	for i := 0; i < len(t.lines); i++ {
		_, opens, outer0, inner0, ok := t.yamlItemOf(i)
		if taken[i] || !ok || !opens {
			continue
		}
		// Each value at its row and its place in it: rows of several
		// lengths leave a point of the lattice empty, so no grid.
		var ps []placedNumber
		j, x, y := i, 0, -1
		for ; j < len(t.lines) && !taken[j]; j++ {
			p, opens, outer, inner, ok := t.yamlItemOf(j)
			if !ok || inner != inner0 || opens && outer != outer0 {
				break
			}
			if opens {
				x, y = 0, y+1
			}
			p.x, p.y = float64(x), float64(y)
			ps, x = append(ps, p), x+1
		}
		if r, ok := t.placedGrid(ps, i, j-1); ok {
			runs = append(runs, r)
		}
		i = j - 1
	}
	return runs
}
