package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
)

// A line of code may hold several tours, each a literal of its own: a
// statement a tour ("a = [...]; b = [...];"), a declaration of several
// ("const a = [...], b = [...];", "a, b := []string{...}, []string{...}"),
// a form's arguments ("(setq a '(...) b '(...))"), an object's values
// ({"a": [...], "b": [...]}) or a record's fields ("a1 b3 ...","a1 b3
// ..."). The layout readers read a line as one tour with words around
// it, so that one literal would be read and the others taken for a
// caption, or several read as one path. Such a line is read as the
// lines its literals would be on their own: cut after each literal that
// could be a tour and the separators after it, when another that could
// be one follows on the line; a line of labelled lists, before each
// label (labelCuts).

// fragmentDepth bounds how deep in brackets the literals of a line are
// looked for (a declaration, its braces, an object, its arrays: four),
// so that a line is read a bounded number of times.
const fragmentDepth = 8

// fragmentSquares is the fewest squares a literal names that is taken
// for a tour whatever its steps: the smallest board with an open tour,
// 1x1 aside, is 3x4, and a tour of it with a square left out names 11.
const fragmentSquares = 11

// cutFragments reads t as the lines its literals would be on their own:
// each line that holds two literals or more that could be a tour (side
// by side in the same brackets, or in none) is cut after each but the
// last, and the separators after it (spaces, ',' and ';'). It reports
// whether any line was cut; every byte read then maps back to the
// input's, so positions stay the input's. One pass over each line
// (tourFragments).
func (t *text) cutFragments() bool {
	return t.cutLinesBy(func(line []byte) []int {
		var cuts []int
		frags := tourFragments(line, 0, len(line), fragmentDepth)
		for k := 0; k+1 < len(frags); k++ {
			at := frags[k][1]
			for at < frags[k+1][0] && (isSpace(line[at]) || line[at] == ',' || line[at] == ';') {
				at++
			}
			cuts = append(cuts, at)
		}
		if cuts == nil && bytes.IndexByte(line, ':') >= 0 {
			cuts = labelCuts(line)
		}
		return cuts
	})
}

// cutLinesBy reads t with each of its lines cut where cuts, given the
// line, says (offsets within it, ascending), as cutLinesAt does, and
// reports whether any line was cut. One pass over each line.
func (t *text) cutLinesBy(cuts func(line []byte) []int) bool {
	var at []int
	for i := range t.lines {
		for _, c := range cuts(t.line(i)) {
			at = append(at, t.lines[i]+c)
		}
	}
	return t.cutLinesAt(at)
}

// cutLinesAt reads t as if a line break stood before each of cuts (byte
// offsets, ascending, each at a byte of t.b where a line's data goes
// on), every byte read mapping back to the input's so that positions stay
// the input's, and reports whether there was any.
func (t *text) cutLinesAt(cuts []int) bool {
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		var out []byte
		var from []int32
		for len(cuts) > 0 && cuts[0] == i {
			out, from, cuts = append(out, '\n'), append(from, int32(i)), cuts[1:] // the line read next begins at i
		}
		if out == nil {
			return nil, nil, 0, false
		}
		return append(out, t.b[i]), append(from, int32(i)), i + 1, true
	})
}

// tourFragments finds, in b[from:to], the literals side by side that
// could each be a tour: the groups (bracketed, or quoted) at the top
// level of its tree (parseNested) that could be, when two or more are;
// else those within the one group that could be, or the one group there
// is, up to depth levels down. A lone group is looked into without
// reading it as a tour. It returns nil when fewer than two are found.
func tourFragments(b []byte, from, to, depth int) [][2]int {
	if !opensGroup(b[from:to]) {
		return nil
	}
	digits := 0 // two literals of squares or numbers write two digits at least
	for _, c := range b[from:to] {
		if isDigit(c) {
			digits++
		}
	}
	if digits < 2 {
		return nil
	}
	tr := parseNested(b[from:to])
	level := tr.top
	for range depth {
		// Eleven squares or integers take 21 bytes at least: a shorter
		// group (a quoted square, a pair) is never one.
		gs := tr.groupsAmong(level, 2*fragmentSquares-1, nil)
		likes := gs
		if len(gs) > 1 {
			likes = nil
			for _, g := range gs {
				if sp := tr.span(g); fragmentLike(b[from+sp[0]:from+sp[1]]) || linesLiteral(b[from+sp[0]:from+sp[1]]) {
					likes = append(likes, g)
				}
			}
		}
		switch {
		case len(likes) >= 2:
			out := make([][2]int, len(likes))
			for k, g := range likes {
				sp := tr.span(g)
				out[k] = [2]int{from + sp[0], from + sp[1]}
			}
			return out
		case len(likes) == 1 && tr.nodes[likes[0]].kind == nestGroup:
			level = tr.nodes[likes[0]].kids()
			continue
		}
		return nil
	}
	return nil
}

// groupsAmong appends to out the values among kids that are groups of
// least bytes or more: a bracket and what it holds, or a quoted string.
// An element's values are looked through, as if its tags were words.
func (tr *nestTree) groupsAmong(kids []int32, least int, out []int32) []int32 {
	for _, k := range kids {
		n := tr.nodes[k]
		switch {
		case n.kind == nestGroup && n.closer == 0:
			out = tr.groupsAmong(n.kids(), least, out)
		case n.kind == nestGroup && n.closer != '-',
			(n.kind == nestWord || n.kind == nestSquare) && (tr.src[n.off] == '"' || tr.src[n.off] == '\''):
			if sp := tr.span(k); sp[1]-sp[0] >= least {
				out = append(out, k)
			}
		}
	}
	return out
}

// span is the bytes value k is written in: a group no bracket closes
// runs to the end of its last value.
func (tr *nestTree) span(k int32) [2]int {
	n := tr.nodes[k]
	end := n.end
	for m := n; m.broken; {
		end = max(end, m.off+1)
		if len(m.kids()) == 0 {
			break
		}
		m = tr.nodes[m.kids()[len(m.kids())-1]]
		end = max(end, m.end)
	}
	return [2]int{n.off, end}
}

// fragmentLike reports whether a literal could be a tour: what
// markTourLike takes for one (tourLike), or the squares of a tour of
// the smallest board that has one, a letter and a number each, whatever
// its steps (a tour with faults enough to be no path).
func fragmentLike(b []byte) bool {
	var parts tourParts
	parts.add(b, 1)
	return len(parts.squares) >= fragmentSquares || parts.what() != ""
}

// linesLiteral reports whether b is a string literal that holds lines
// (escapedLiteral): a grid printed to a string beside a tour is a tour.
func linesLiteral(b []byte) bool {
	open, close, ok := escapedLiteral(b, 0)
	return ok && open == 0 && close == len(b)-1
}

// literalTours reads a block that is one string literal holding lines,
// a value beside a "tour" (jsonFragments), as the text it prints: a grid
// printed to a string is as much a tour as the list beside it. It
// reports false when the text is words alone.
func (t *text) literalTours(bl block, opt ReadOptions) ([]Tour, bool) {
	if len(bl.segs) != 1 {
		return nil, false
	}
	from, to := bl.segs[0][0], bl.segs[0][1]
	for from < to && isSpace(t.b[from]) {
		from++
	}
	for to > from && (isSpace(t.b[to-1]) || t.b[to-1] == ',') {
		to--
	}
	if !linesLiteral(t.b[from:to]) {
		return nil, false
	}
	// The literal alone, the text around it blanked, so that its lines
	// read map back to the input's, as t's do.
	blank := bytes.Clone(t.b)
	for k := range blank {
		if (k < from || k >= to) && blank[k] != '\n' {
			blank[k] = ' '
		}
	}
	lit := t.withBytes(blank)
	if !lit.expandLiterals() {
		return nil, false
	}
	tours, err := readText(lit, opt)
	lit.toSource(tours)
	if errors.Is(err, errOnlyWords) || err == nil && len(tours) == 0 {
		return nil, false
	}
	if err != nil {
		var perr *board.ParseError
		if !errors.As(err, &perr) {
			return nil, false
		}
		lit.errToSource(err)
		tours = []Tour{{Line: perr.Line, Err: err, Asked: opt.Format}}
	}
	for k := range tours {
		tours[k].sourced = true
	}
	return tours, true
}

// opensGroup reports whether b holds a byte that opens a group, a quote
// or an opening bracket: most lines hold none, and are passed over at the
// speed of bytes.IndexByte.
func opensGroup(b []byte) bool {
	for _, c := range []byte{'"', '\'', '[', '{', '('} {
		if bytes.IndexByte(b, c) >= 0 {
			return true
		}
	}
	return false
}

// stringAt reports whether b at k opens a string closed before to, and
// where it ends (after its closing quote); end is -1 when no quote
// closes it on its line, so that no quote of its kind after it is looked
// at again (one pass over a line however many quotes it holds).
func stringAt(b []byte, k, to int) (end int, ok bool) {
	q := b[k]
	if k > 0 && (isLetter(b[k-1]) || isDigit(b[k-1])) || k+1 < to && (closing[b[k+1]] != 0 || b[k+1] == '#') {
		return 0, false
	}
	for j := k + 1; j < to && b[j] != '\n'; j++ {
		switch b[j] {
		case '\\':
			j++
		case q:
			if q == '\'' && j+1 < to && (isLetter(b[j+1]) || isDigit(b[j+1])) {
				continue // an apostrophe within ("'knight's'")
			}
			return j + 1, true
		}
	}
	return -1, false
}

// errToSource turns the line and column of an error of the whole input,
// read from t's lines cut, into the input's.
func (t *text) errToSource(err error) {
	var perr *board.ParseError
	if errors.As(err, &perr) {
		perr.Line, perr.Col = t.sourcePos(perr.Line, perr.Col)
	}
}

// jsonFragments cuts each block of JSON that is no path document (no
// "tour" key) but holds two values or more that could each be a tour
// ({"a": [...], "b": [...]}, on one line or over several) into a block
// for each value: its lines are joined by the braces open across them,
// so that no line of its own parts them. Each value is then read as a
// literal on lines of its own is.
func (t *text) jsonFragments(blocks []block) []block {
	var out []block
	for _, bl := range blocks {
		first, last := bl.segs[0][0], bl.segs[len(bl.segs)-1][1]
		if !t.isJSON(bl) || t.notJSON(bl) {
			out = append(out, bl)
			continue
		}
		var frags [][2]int
		hasTour := bytes.Contains(t.b[first:last], []byte(`"tour"`))
		if hasTour {
			// The document is read whole, its claim ("board", "closed")
			// with it; the values beside its "tour" are read as a
			// document without one reads them.
			out = append(out, bl)
			if !bracketsBeside(t.b[first:last]) {
				continue
			}
			frags = besideTour(t.b, first, last)
		} else if frags = tourFragments(t.b, first, last, fragmentDepth); frags == nil {
			out = append(out, bl)
			continue
		}
		for k, f := range frags {
			if f[1]-f[0] >= 2 && t.b[f[0]] == '"' && t.b[f[1]-1] == '"' && bytes.IndexByte(t.b[f[0]:f[1]], '\\') < 0 {
				// A string's text is the list it writes, read at its
				// own columns; its quotes are no part of it.
				f = [2]int{f[0] + 1, f[1] - 1}
			}
			var part block
			if k == 0 && !hasTour {
				part.skipped = bl.skipped
			}
			for _, sg := range bl.segs {
				if lo, hi := max(sg[0], f[0]), min(sg[1], f[1]); lo < hi {
					part.segs = append(part.segs, [2]int{lo, hi})
				}
			}
			out = append(out, part)
		}
	}
	return out
}

// besideTour returns the values in the path documents of b[from:to]
// that could each be a tour and are no part of the document's claim: not
// its "tour" or "holes", nor a list of the tour's first squares (the
// "prefix" of the problem it answers). A document among several is
// looked into alone, and a document nested as a value is one value, read
// as the document it is.
func besideTour(b []byte, from, to int) [][2]int {
	frags := tourFragments(b, from, to, fragmentDepth)
	var tour []byte
	for _, f := range frags {
		if memberKey(b, from, f[0]) == "tour" {
			tour = squaresText(b[f[0]:f[1]])
		}
	}
	var out [][2]int
	for _, f := range frags {
		switch key := memberKey(b, from, f[0]); {
		case key == "tour" || key == "holes":
		case key == "" && b[f[0]] == '{':
			out = append(out, besideTour(b, f[0], f[1])...)
		case tour != nil && isPrefix(tour, squaresText(b[f[0]:f[1]]), key == "prefix"):
		default:
			out = append(out, innermost(b, f))
		}
	}
	return out
}

// bracketsBeside reports whether JSON documents b open a bracket other
// than their own braces and their "tour" lists, or hold a string that
// could be a tour: only then can a value
// beside a "tour" be a tour, and most documents are passed over in one
// pass without building their tree.
func bracketsBeside(b []byte) bool {
	depth := 0 // of braces
	for k := 0; k < len(b); k++ {
		switch b[k] {
		case '"':
			end := k + 1
			for end < len(b) && b[end] != '"' {
				if b[end] == '\\' {
					end++
				}
				end++
			}
			if end-k >= 2*fragmentSquares-1 && (fragmentLike(b[k:min(end+1, len(b))]) || linesLiteral(b[k:min(end+1, len(b))])) {
				return true // a string that could be a tour ("alt: f5 d6 ...")
			}
			if string(b[k:min(end+1, len(b))]) == `"tour"` {
				rest := bytes.TrimLeft(b[end+1:], " \t\r\n")
				if rest, ok := bytes.CutPrefix(rest, []byte(":")); ok {
					rest = bytes.TrimLeft(rest, " \t\r\n")
					if len(rest) > 0 && rest[0] == '[' {
						close := bytes.IndexByte(rest, ']')
						if close < 0 || bytes.IndexByte(rest[1:close], '[') >= 0 {
							return true // pairs, or a list cut off: looked at whole
						}
						end = len(b) - len(rest) + close
					}
				}
			}
			k = end
		case '{':
			if depth++; depth > 1 {
				return true
			}
		case '}':
			depth--
		case '[':
			return true
		}
	}
	return false
}

// innermost returns the one value in f that could be a tour, looked for
// through objects and lists that hold it alone ({"debug": {"rejected":
// [[...]]}}), so that it is read as the list it is, not as a document
// with no "tour". A path document is a value of its own.
func innermost(b []byte, f [2]int) [2]int {
	for range fragmentDepth {
		v := b[f[0]:f[1]]
		var inner []byte
		switch v[0] {
		case '{':
			var members map[string]json.RawMessage
			if json.Unmarshal(v, &members) != nil || members["tour"] != nil {
				return f
			}
			for _, m := range members {
				if fragmentLike(m) {
					if inner != nil {
						return f
					}
					inner = m
				}
			}
		case '[':
			var items []json.RawMessage
			if json.Unmarshal(v, &items) != nil || len(items) != 1 || items[0][0] != '{' && items[0][0] != '[' {
				return f
			}
			inner = items[0]
		}
		k := bytes.Index(v, inner)
		if inner == nil || k < 0 {
			return f
		}
		f = [2]int{f[0] + k, f[0] + k + len(inner)}
	}
	return f
}

// isPrefix reports whether list is the start of tour, shorter than it
// unless whole is true: a list that writes the whole tour again under
// another key is a tour of its own.
func isPrefix(tour, list []byte, whole bool) bool {
	return bytes.HasPrefix(tour, list) && (whole || len(list) < len(tour))
}

// memberKey returns the key whose value begins at b[at], "" when what
// comes before it in b[from:at] is no key and ':'.
func memberKey(b []byte, from, at int) string {
	before := bytes.TrimRight(b[from:at], " \t\r\n")
	before, ok := bytes.CutSuffix(before, []byte(":"))
	if !ok {
		return ""
	}
	before = bytes.TrimRight(before, " \t\r\n")
	if !bytes.HasSuffix(before, []byte(`"`)) {
		return ""
	}
	k := bytes.LastIndexByte(before[:len(before)-1], '"')
	if k < 0 {
		return ""
	}
	return string(before[k+1 : len(before)-1])
}

// squaresText is a list's text without its brackets and spaces, so that
// a list written as the start of another is the start of its text.
func squaresText(list []byte) []byte {
	list = bytes.TrimSpace(list)
	list = bytes.TrimSuffix(bytes.TrimPrefix(list, []byte("[")), []byte("]"))
	out := make([]byte, 0, len(list))
	for _, c := range list {
		if !isSpace(c) {
			out = append(out, c)
		}
	}
	return out
}

// markFragments names as Partial the text on a line read that no
// reading read and that could be a tour by markTourLike's test
// (tourLike): a tour written before or after the one read on its line,
// in no literal that cutFragments cuts apart ("Tour 1: a1 b3 ...  Tour
// 2: a1 b3 ..."), is named with its line and column, so that the input
// does not pass with it unread. What a line's readings read is taken
// from the first square any of them read on it to the last; the text
// before and after is tested. One pass over the squares read and over
// the lines.
func (t *text) markFragments(tours []Tour) []Tour {
	if t.runs {
		return tours
	}
	// By line index, as the lines are read: no map lookup when a reading
	// goes from line to line, as a grid's does at every square.
	type reach struct {
		lo, hi int32 // the first byte read on the line and the one after the last
		tour   int32 // the first tour to read on it, -1 for none
	}
	read := make([]reach, len(t.lines))
	for l := range read {
		read[l].tour = -1
	}
	for i, tr := range tours {
		for _, d := range tr.Readings {
			pl := d.places
			if pl == nil || pl.t != t {
				continue
			}
			var r *reach
			lineStart, lineEnd := 0, -1 // the line r is of: squares run along it
			// Its own squares only: a tour cut from a block shares the
			// block's places.
			for k := range d.Path {
				m, ok := pl.written(k)
				if !ok {
					continue
				}
				off, ok := pl.offset(m)
				if !ok {
					continue
				}
				end := off + 1
				for end < len(t.b) && (isLetter(t.b[end]) || isDigit(t.b[end]) || t.b[end] == '"' || t.b[end] == '\'') {
					end++
				}
				if off < lineStart || off > lineEnd {
					l := lineIndex(t.lines, off)
					lineStart, lineEnd = t.lines[l], t.lines[l]+len(t.line(l))
					if r = &read[l]; r.tour < 0 {
						*r = reach{int32(off), int32(end), int32(i)}
					}
				}
				r.lo, r.hi = min(r.lo, int32(off)), max(r.hi, int32(end))
			}
		}
	}
	// A document's "tour" is read, wherever values beside it read as
	// tours of their own fall on its lines.
	var docTours [][2]int
	for _, tr := range tours {
		for _, d := range tr.Readings {
			if d.tourAt[1] > 0 {
				docTours = append(docTours, d.tourAt)
			}
		}
	}
	slices.SortFunc(docTours, func(a, b [2]int) int { return a[0] - b[0] })
	for l, r := range read { // the same skips in the same order every run
		if r.tour < 0 {
			continue
		}
		start, end := t.lines[l], t.lines[l]+len(t.line(l))
		// The documents' tours are apart, so sorted by start they end
		// in order too: those on this line are found by a search.
		on, _ := slices.BinarySearchFunc(docTours, start, func(sp [2]int, start int) int { return sp[1] - start - 1 })
		last := on
		for last < len(docTours) && docTours[last][0] < end {
			last++
		}
		for _, part := range outside([][2]int{{start, int(r.lo)}, {int(r.hi), end}}, docTours[on:last]) {
			var parts tourParts
			parts.add(t.b[part[0]:part[1]], 1)
			what := parts.what()
			if what == "" {
				continue
			}
			at := part[0] // at the first square named, past a caption's words
			if parts.firstSquare > 0 {
				at += parts.firstSquare - 1
			}
			for at < part[1] && !isLetter(t.b[at]) && !isDigit(t.b[at]) {
				at++
			}
			line, col := t.pos(at)
			sk := Skip{Line: line, Col: col, Partial: true, Text: fmt.Sprintf("%s: %s%s", shorten(string(bytes.TrimSpace(t.b[at:part[1]]))), what, tourLikeWhy)}
			rd := tours[r.tour].Readings
			for k := range rd {
				// The text is named once, by this skip, not again as
				// words around the tour.
				rd[k].Skipped = append(slices.DeleteFunc(slices.Clone(rd[k].Skipped), func(s Skip) bool {
					if s.Line != line || s.Partial {
						return false
					}
					var parts tourParts
					parts.add([]byte(s.Text), 1)
					return parts.what() != ""
				}), sk)
			}
		}
	}
	return tours
}

// outside returns the parts of spans that no span of read covers.
func outside(spans, read [][2]int) [][2]int {
	for _, r := range read {
		var out [][2]int
		for _, sp := range spans {
			if r[1] <= sp[0] || r[0] >= sp[1] {
				out = append(out, sp)
				continue
			}
			if sp[0] < r[0] {
				out = append(out, [2]int{sp[0], r[0]})
			}
			if r[1] < sp[1] {
				out = append(out, [2]int{r[1], sp[1]})
			}
		}
		spans = out
	}
	return spans
}
