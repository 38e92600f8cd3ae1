package notation

import (
	"bytes"
	"slices"
	"strconv"
)

// A TOML array of tables ("[[row]]" headers, one table each) is one
// list: each table that holds one array of numbers ("cells = [1, 6,
// ...]") on a line is a row of one grid, however many lines of keys and
// blank lines stand between. Read table by table, each array is a list
// of its own, a row of no board; read by that structure, the arrays are
// the grid's rows, from the top in the order written, or, when every
// table names its rank ("rank = 3", a chess board's row from the bottom),
// in the order of their ranks, the highest on top. Each value is placed
// at its row and its place in it, as a drawing places its numbers
// (placedGrid); ranks that are not 1..H once each, arrays of several
// lengths, or a table with no array or several leave the text read as
// written.

// tomlTable is one table of an array of tables: its array's numbers and
// its rank, 0 when it names none.
type tomlTable struct {
	cells []placedNumber
	rank  int
}

// tomlHeader is the name of line i's "[[name]]" header, nil for any
// other line.
func (t *text) tomlHeader(i int) []byte {
	l := bytes.TrimSpace(t.line(i))
	if len(l) < 5 || !bytes.HasPrefix(l, []byte("[[")) || !bytes.HasSuffix(l, []byte("]]")) {
		return nil
	}
	name := bytes.TrimSpace(l[2 : len(l)-2])
	for _, c := range name {
		if !isLetter(c) && !isDigit(c) && c != '_' && c != '-' && c != '.' {
			return nil
		}
	}
	return name
}

// tomlTableAt reads the table whose header is on line i, to the line
// before next (the next header, or the end): ok is false unless it
// holds one array of numbers and, besides, keys with one value each.
func (t *text) tomlTableAt(i, next int) (tb tomlTable, ok bool) {
	arrays := 0
	for j := i + 1; j < next; j++ {
		l := t.line(j)
		eq := bytes.IndexByte(l, '=')
		if len(bytes.TrimSpace(l)) == 0 || bytes.HasPrefix(bytes.TrimSpace(l), []byte("#")) {
			continue
		}
		if eq < 0 {
			return tomlTable{}, false
		}
		key, value := bytes.TrimSpace(l[:eq]), bytes.TrimSpace(bytes.TrimRight(l[eq+1:], "\r"))
		if len(value) > 0 && value[0] == '[' {
			if arrays++; arrays > 1 || value[len(value)-1] != ']' {
				return tomlTable{}, false
			}
			opening, closing := eq+1+bytes.IndexByte(l[eq+1:], '['), bytes.LastIndexByte(l, ']')
			for k := opening + 1; k < closing; {
				switch c := l[k]; {
				case c == ' ' || c == ',' || c == '\t':
					k++
				case isDigit(c):
					_, e, ok := numberAt(l[:closing], k)
					if !ok {
						return tomlTable{}, false
					}
					tb.cells = append(tb.cells, placedNumber{off: t.lines[j] + k, end: t.lines[j] + e, line: j})
					k = e
				default:
					return tomlTable{}, false
				}
			}
			continue
		}
		if string(bytes.ToLower(key)) == "rank" {
			r, err := strconv.Atoi(string(value))
			if err != nil || r <= 0 {
				return tomlTable{}, false
			}
			tb.rank = r
		}
	}
	return tb, arrays == 1
}

// tomlGrids are the arrays of tables on the lines of t outside the runs
// found before, each read as the grid its tables' arrays make.
func (t *text) tomlGrids(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var headers []int
	for i := range t.lines {
		if !taken[i] && t.tomlHeader(i) != nil {
			headers = append(headers, i)
		}
	}
	var runs []recastRun
	for s := 0; s < len(headers); {
		name := t.tomlHeader(headers[s])
		e := s + 1
		for e < len(headers) && bytes.Equal(t.tomlHeader(headers[e]), name) {
			e++
		}
		if r, ok := t.tomlGrid(headers[s:e], headers, taken); ok {
			runs = append(runs, r)
		}
		s = e
	}
	return runs
}

// tomlGrid reads the tables headed on lines hs, one after another, as a
// grid; all are the headers of t, so that a table ends at the next.
func (t *text) tomlGrid(hs, all []int, taken []bool) (recastRun, bool) {
	var tables []tomlTable
	last := hs[0]
	for _, h := range hs {
		next := len(t.lines)
		if k := slices.Index(all, h); k+1 < len(all) {
			next = all[k+1]
		}
		// A table ends where another header begins: "[meta]" too.
		for j := h + 1; j < next; j++ {
			if l := bytes.TrimSpace(t.line(j)); taken[j] || len(l) > 0 && l[0] == '[' && !bytes.Contains(l, []byte("=")) {
				next = j
			}
		}
		tb, ok := t.tomlTableAt(h, next)
		if !ok {
			return recastRun{}, false
		}
		tables = append(tables, tb)
		last = next - 1
	}
	rows := make([][]placedNumber, len(tables)) // from the top
	for k, tb := range tables {
		r := k
		if tb.rank != 0 {
			r = len(tables) - tb.rank
		} else if tables[0].rank != 0 {
			return recastRun{}, false // some ranked, some not
		}
		if r < 0 || r >= len(rows) || rows[r] != nil {
			return recastRun{}, false
		}
		rows[r] = tb.cells
	}
	for last > hs[0] && len(bytes.TrimSpace(t.line(last))) == 0 {
		last--
	}
	return t.rowsGrid(rows, hs[0], last)
}
