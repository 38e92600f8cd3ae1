package notation

import (
	"bytes"
	"math"
	"slices"
	"strconv"
)

// Drawings place a grid's numbers by coordinates rather than by lines:
// SVG's <text x="20" y="26">11</text>, HTML's absolutely positioned
// <div style="left: 40px; top: 80px">11</div>, TikZ's \node at (1,2)
// {11}; or \draw (1,2) node {11};, gnuplot's set label "11" at 1,2 and
// matplotlib's text(1, 2, '11') or annotate('11', (1, 2)). Numbers each
// with a position (x, y), that fall one on each point of a regular
// lattice of W x H points (x and y each evenly spaced, W and H three or
// more), are a grid whatever the text around them: its rows are the
// lattice's, from the top, y growing down the page in SVG and HTML
// (screen coordinates) and up in TikZ, gnuplot and matplotlib (a
// plot's). The grid is read as the rows of numbers it stands for
// (recast), row k on the k-th line of the lines the numbers are on, so
// it needs as many lines as rows at least; each number is mapped to
// where it is written, so that a fault is named there. Numbers that
// fall on no lattice, or leave a point of it empty or fill one twice,
// are no grid, and the text is read as written.

// placeMarks are what every drawing placedNumbers reads writes: a
// tag's end, a TikZ point or node, a gnuplot label, a matplotlib call.
var placeMarks = [][]byte{[]byte("</"), []byte("at ("), []byte("node"), []byte("label"), []byte("ext("), []byte("annotate(")}

// mayPlace reports whether b holds a mark of a drawing that places
// numbers by coordinates: one pass over b for each.
func mayPlace(b []byte) bool {
	return slices.ContainsFunc(placeMarks, func(m []byte) bool { return bytes.Contains(b, m) })
}

// placedNumber is a number drawn at (x, y); up is true when y grows up
// the page.
type placedNumber struct {
	x, y     float64
	up       bool
	off, end int // the number's digits in t.b
	line     int // the line of t it is on
}

// placedNumbers are the numbers of line i drawn at a position.
func (t *text) placedNumbers(i int) []placedNumber {
	l := t.line(i)
	var out []placedNumber
	add := func(x, y float64, up bool, off, end int) {
		out = append(out, placedNumber{x: x, y: y, up: up, off: t.lines[i] + off, end: t.lines[i] + end, line: i})
	}
	// Markup: a number alone between a tag that places it and its end.
	for k := 0; k < len(l); k++ {
		if l[k] != '>' {
			continue
		}
		d0 := pastSpaces(l, k+1)
		d := d0
		for d < len(l) && isDigit(l[d]) {
			d++
		}
		e := pastSpaces(l, d)
		lt := bytes.LastIndexByte(l[:k], '<')
		if d == d0 || d-d0 > 6 || !bytes.HasPrefix(l[e:], []byte("</")) || lt < 0 {
			continue
		}
		tag := l[lt:k]
		if x, ok := attrNumber(tag, "x"); ok {
			if y, ok := attrNumber(tag, "y"); ok {
				add(x, y, false, d0, d)
				continue
			}
		}
		if x, ok := cssNumber(tag, "left"); ok {
			if y, ok := cssNumber(tag, "top"); ok {
				add(x, y, false, d0, d)
			}
		}
	}
	// TikZ: "at (x,y) ... {n}" or "(x,y) node ... {n}".
	for k := 0; k < len(l); k++ {
		if l[k] != '(' {
			continue
		}
		x, y, close, ok := pointAt(l, k+1)
		if !ok || close >= len(l) || l[close] != ')' {
			continue
		}
		before := bytes.TrimRight(l[:k], " ")
		after := bytes.TrimLeft(l[close+1:], " ")
		if !bytes.HasSuffix(before, []byte("at")) && !bytes.HasPrefix(after, []byte("node")) {
			continue
		}
		open := bytes.IndexByte(l[close:], '{')
		if open < 0 {
			continue
		}
		open += close + 1
		d := open
		for d < len(l) && isDigit(l[d]) {
			d++
		}
		if d > open && d-open <= 6 && d < len(l) && l[d] == '}' {
			add(x, y, true, open, d)
		}
	}
	// gnuplot: set label [tag] "n" at x,y (a coordinate system may be
	// named).
	if f := bytes.Fields(l); len(f) >= 4 && string(f[0]) == "set" && bytes.HasPrefix(f[1], []byte("lab")) {
		at := bytes.Index(l, f[1]) + len(f[1])
		if _, err := strconv.Atoi(string(f[2])); err == nil {
			at = bytes.Index(l[at:], f[2]) + at + len(f[2])
		}
		if q0, q1, ok := quotedDigits(l, at); ok {
			if at := bytes.Index(l[q1:], []byte(" at ")); at >= 0 {
				rest := l[q1+at+4:]
				for _, sys := range []string{"first ", "second ", "graph ", "screen ", "character "} {
					rest = bytes.TrimPrefix(bytes.TrimLeft(rest, " "), []byte(sys))
				}
				if x, y, _, ok := pointAt(rest, 0); ok {
					add(x, y, true, q0, q1)
				}
			}
		}
	}
	// matplotlib: text(x, y, 'n' ...) and annotate('n', (x, y) ...) or
	// annotate('n', xy=(x, y) ...).
	for _, name := range []string{"text(", "Text("} {
		for k := bytes.Index(l, []byte(name)); k >= 0 && k < len(l); {
			at := k + len(name)
			if x, y, comma, ok := pointAt(l, at); ok && comma < len(l) && l[comma] == ',' {
				if q0, q1, ok := quotedDigits(l, comma+1); ok {
					add(x, y, true, q0, q1)
				}
			}
			next := bytes.Index(l[at:], []byte(name))
			if next < 0 {
				break
			}
			k = at + next
		}
	}
	if k := bytes.Index(l, []byte("annotate(")); k >= 0 {
		if q0, q1, ok := quotedDigits(l, k+len("annotate(")); ok {
			rest := l[q1+1:]
			open := bytes.IndexByte(rest, '(')
			if open >= 0 && len(bytes.Trim(bytes.TrimPrefix(bytes.TrimSpace(rest[:open]), []byte(",")), " xy=")) == 0 {
				if x, y, close, ok := pointAt(rest, open+1); ok && close < len(rest) && rest[close] == ')' {
					add(x, y, true, q0, q1)
				}
			}
		}
	}
	return out
}

// attrNumber is the number of attribute name in a tag's text,
// name="12.5" or name='12.5', a space before its name.
func attrNumber(tag []byte, name string) (float64, bool) {
	for _, q := range []string{`"`, `'`} {
		key := []byte(" " + name + "=" + q)
		if k := bytes.Index(tag, key); k >= 0 {
			v := tag[k+len(key):]
			if e := bytes.Index(v, []byte(q)); e > 0 {
				return unitNumber(v[:e])
			}
		}
	}
	return 0, false
}

// cssNumber is the number of style property name in a tag's text,
// "left: 40px".
func cssNumber(tag []byte, name string) (float64, bool) {
	k := bytes.Index(tag, []byte(name+":"))
	if k < 0 || k > 0 && (isLetter(tag[k-1]) || tag[k-1] == '-') {
		return 0, false
	}
	v := bytes.TrimLeft(tag[k+len(name)+1:], " ")
	e := bytes.IndexAny(v, ";\"'")
	if e < 0 {
		return 0, false
	}
	return unitNumber(bytes.TrimSpace(v[:e]))
}

// unitNumber reads a coordinate with an optional unit ("40px", "1.5cm").
func unitNumber(v []byte) (float64, bool) {
	for _, u := range []string{"px", "pt", "cm", "mm", "em", "in"} {
		v = bytes.TrimSuffix(v, []byte(u))
	}
	f, err := strconv.ParseFloat(string(v), 64)
	return f, err == nil && !math.IsInf(f, 0) && !math.IsNaN(f)
}

// pointAt reads "x, y" from l[k:]: the two numbers and where the byte
// after them and the spaces after them is.
func pointAt(l []byte, k int) (x, y float64, after int, ok bool) {
	num := func(at int) (float64, int, bool) {
		at = pastSpaces(l, at)
		e := at
		for e < len(l) && (isDigit(l[e]) || l[e] == '.' || l[e] == '-' || l[e] == '+' || isLetter(l[e])) {
			e++
		}
		f, ok := unitNumber(l[at:e])
		e = pastSpaces(l, e)
		return f, e, ok && e > at
	}
	x, e, ok := num(k)
	if !ok || e >= len(l) || l[e] != ',' {
		return 0, 0, 0, false
	}
	y, e, ok = num(e + 1)
	if !ok {
		return 0, 0, 0, false
	}
	return x, y, e, true
}

// pastSpaces is i moved past the spaces at l[i:].
func pastSpaces(l []byte, i int) int {
	for i < len(l) && l[i] == ' ' {
		i++
	}
	return i
}

// quotedDigits finds a quoted number at l[k:], after spaces: the
// offsets of its digits.
func quotedDigits(l []byte, k int) (from, to int, ok bool) {
	k = pastSpaces(l, k)
	if k >= len(l) || l[k] != '"' && l[k] != '\'' {
		return 0, 0, false
	}
	d := k + 1
	for d < len(l) && isDigit(l[d]) {
		d++
	}
	if d == k+1 || d-k-1 > 6 || d >= len(l) || l[d] != l[k] {
		return 0, 0, false
	}
	return k + 1, d, true
}

// maxPlacedGap is the most lines between two numbers of one drawing
// that place none (a cell's rectangle, a group's tags); a drawing also
// ends where a point it has is drawn again.
const maxPlacedGap = 3

// placedGrids are the grids drawn by coordinates on the lines of t
// outside the runs found before.
func (t *text) placedGrids(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	var group []placedNumber
	points := map[[2]float64]bool{} // the points of group
	flush := func() {
		if len(group) == 0 {
			return
		}
		if r, ok := t.placedGrid(group, group[0].line, group[len(group)-1].line); ok {
			runs = append(runs, r)
		}
		group = group[:0]
		clear(points)
	}
	for i := range t.lines {
		if taken[i] {
			continue
		}
		ps := t.placedNumbers(i)
		if len(ps) == 0 {
			continue
		}
		if len(group) > 0 && i-group[len(group)-1].line > maxPlacedGap+1 {
			flush()
		}
		for _, p := range ps {
			// A point drawn again begins another drawing.
			if points[[2]float64{p.x, p.y}] {
				flush()
			}
			group, points[[2]float64{p.x, p.y}] = append(group, p), true
		}
	}
	flush()
	return runs
}

// placedGrid reads the numbers ps, written on lines first..last, as a
// grid, if they fall on a lattice.
func (t *text) placedGrid(ps []placedNumber, first, last int) (recastRun, bool) {
	if len(ps) < minListElements {
		return recastRun{}, false
	}
	xs, ys := make([]float64, 0, len(ps)), make([]float64, 0, len(ps))
	for _, p := range ps {
		if p.up != ps[0].up {
			return recastRun{}, false
		}
		xs, ys = append(xs, p.x), append(ys, p.y)
	}
	xs, ys = lattice(xs), lattice(ys)
	w, h := len(xs), len(ys)
	if xs == nil || ys == nil || w < 3 || h < 3 || w*h != len(ps) || h > last-first+1 {
		return recastRun{}, false
	}
	if ps[0].up {
		slices.Reverse(ys)
	}
	// Each point once, as a map of cells has each cell (cellsAt), and the
	// numbers in the order of the rows they stand for, whatever order
	// they are drawn in.
	at, bad, _ := cellsAt(h, w, len(ps), func(k int) (int, int) { return slices.Index(ys, ps[k].y), slices.Index(xs, ps[k].x) })
	if bad >= 0 {
		return recastRun{}, false
	}
	run := recastRun{first: first, last: last}
	for cell, k := range at {
		p := ps[k-1]
		run.squares = append(run.squares, recastSquare{text: t.b[p.off:p.end], from: spanFrom(p.off, p.end, p.end-p.off)})
		run.rows = append(run.rows, cell/w)
	}
	return run, true
}

// lattice is the distinct values of vs in order, when they are evenly
// spaced (to a millionth of their step); nil otherwise.
func lattice(vs []float64) []float64 {
	slices.Sort(vs)
	vs = slices.Compact(vs)
	if len(vs) < 2 {
		return vs
	}
	step := vs[1] - vs[0]
	for k := 2; k < len(vs); k++ {
		if math.Abs(vs[k]-vs[k-1]-step) > step*1e-6 {
			return nil
		}
	}
	return vs
}
