package notation

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// A program that logs or dumps its tour a square at a time writes each
// square as a record: a group of keyed values, one of them the square
// or two of them its axes, the others whatever the program adds (a log
// level, a time, a note). A record is written in brackets (a JSON
// object on a line, a struct's debug print, a constructor call) or
// without them, as key: value lines between separator lines (a SQL
// client's vertical rows, a dump's indented blocks, YAML's list items,
// logfmt lines). Records one after another are one tour, in the order
// their steps count or, with none, as written. Either way the record is
// read from the tree parseNested makes, so that positions stay the
// input's, and a record is a square only when exactly one reading of
// its keys gives one: two x keys, an x without a y, or a square key
// beside axis keys make it no square, and the list around it no tour
// read by records.

// Axis keys a record may use beyond those of a plain pair (xKeys,
// yKeys): names of a pair's members.
var (
	recordXKeys = []string{"first", "fst", "item1"}
	recordYKeys = []string{"second", "snd", "item2"}
)

// recordAxis is the axis key k names: 'x', 'y' or 0.
func recordAxis(k string) byte {
	switch {
	case slices.Contains(xKeys, k) || slices.Contains(recordXKeys, k):
		return 'x'
	case slices.Contains(yKeys, k) || slices.Contains(recordYKeys, k):
		return 'y'
	}
	return 0
}

// keyed reports whether node n is a record's field: named by a word or
// by a number (a tuple's member, ".0: 2").
func keyed(n nestNode) bool { return n.key() != "" || n.hasNumKey }

// isRecord reports whether every value of kids is a field, and they are
// two or more: a record, not a list.
func (tr *nestTree) isRecord(kids []int32) bool {
	if len(kids) < 2 {
		return false
	}
	for _, k := range kids {
		if !keyed(tr.nodes[k]) {
			return false
		}
	}
	return true
}

// recordLeaf is the square the record of fields kids writes, when one
// reading of its keys gives one: an x and a y key with coordinates (the
// x a file's letter when the y is a rank from 1: an algebraic square),
// a square key holding an algebraic square or a pair, or the members 0
// and 1 of a tuple; with at most one step key. A record with a field
// for each end of a move ("from" and "to", "src" and "dst") writes the
// move: its leaf is the square it goes to, from the square it starts
// on, so that no square it names is lost. Other fields are the record's
// own (a level, a time, a message) as long as they are no group and no
// square: either could be another square.
func (tr *nestTree) recordLeaf(kids []int32) (nestLeaf, bool) {
	if !tr.isRecord(kids) {
		return nestLeaf{}, false
	}
	coord := func(n nestNode) bool { return n.kind == nestNumber && n.v >= 0 && n.v <= board.MaxSide }
	var xs, ys, steps, squares, members, froms, tos []nestNode
	for _, k := range kids {
		n := tr.nodes[k]
		end := moveEnd(n)
		switch {
		case n.hasNumKey && n.key() == "":
			members = append(members, n)
		case slices.Contains(stepKeys, n.key()) && n.kind == nestNumber:
			steps = append(steps, n)
		case slices.Contains(stepKeys, n.key()) && n.kind == nestGroup:
			return nestLeaf{}, false
		case end == 'f':
			froms = append(froms, n)
		case end == 't':
			tos = append(tos, n)
		case tr.stem != "":
			if stem, role := stemmedRole(n.key()); stem == tr.stem {
				switch role {
				case roleX:
					xs = append(xs, n)
				case roleY:
					ys = append(ys, n)
				case roleSquare:
					squares = append(squares, n)
				}
			}
		case slices.Contains(squareKeys, n.key()):
			squares = append(squares, n)
		case recordAxis(n.key()) == 'x':
			xs = append(xs, n)
		case recordAxis(n.key()) == 'y':
			ys = append(ys, n)
		case otherSetKey(n.key()):
			// another set's square, read by its stem (stemSequences)
		case n.kind == nestGroup, n.kind == nestSquare:
			return nestLeaf{}, false // a square, or a group that may be one, under a key no reading names
		case n.kind == nestWord && squareTokens(tr.src[n.off:n.end]) > fieldNumbers:
			return nestLeaf{}, false // a string that may write a tour
		}
	}
	if len(froms) == 0 {
		squares, tos = append(squares, tos...), nil // where a record is, or goes: its square
	}
	var lf nestLeaf
	switch {
	case len(froms) > 0:
		if len(froms) != 1 || len(tos) != 1 || len(squares)+len(xs)+len(ys)+len(members) > 0 {
			return nestLeaf{}, false
		}
		from, ok := tr.endLeaf(froms[0])
		to, ok2 := tr.endLeaf(tos[0])
		if !ok || !ok2 || from.pair != to.pair {
			return nestLeaf{}, false
		}
		lf = to
		lf.from = &from
	case len(xs) == 1 && len(ys) == 1 && len(squares) == 0 && len(members) == 0:
		x, y := xs[0], ys[0]
		switch {
		case coord(x) && coord(y):
			lf = nestLeaf{pair: true, x: x.v, y: y.v, off: min(x.off, y.off)}
		case coord(y) && y.v >= 1:
			file, ok := fileLetter(tr.src[x.off:x.end])
			if !ok {
				return nestLeaf{}, false
			}
			lf = nestLeaf{sq: board.Square{X: file, Y: int32(y.v)}, off: min(x.off, y.off)}
		default:
			return nestLeaf{}, false
		}
	case len(squares) == 1 && len(xs) == 0 && len(ys) == 0 && len(members) == 0:
		s := squares[0]
		switch s.kind {
		case nestSquare:
			lf = nestLeaf{sq: s.sq, off: s.off}
		case nestGroup:
			inner, ok := tr.groupLeaf(s)
			if !ok || inner.hasStep || s.broken {
				return nestLeaf{}, false
			}
			lf = inner
		default:
			return nestLeaf{}, false
		}
	case len(members) == 2 && len(xs) == 0 && len(ys) == 0 && len(squares) == 0:
		a, c := members[0], members[1]
		if a.numKey() != 0 || c.numKey() != 1 || !coord(a) || !coord(c) {
			return nestLeaf{}, false
		}
		lf = nestLeaf{pair: true, x: a.v, y: c.v, off: a.off}
	default:
		return nestLeaf{}, false
	}
	switch {
	case len(steps) == 1 && steps[0].v >= 0:
		lf.step, lf.hasStep = steps[0].v, true
	case len(steps) > 0:
		return nestLeaf{}, false
	}
	lf.record = true
	return lf, true
}

// The keys that name a move's ends, in a record that writes a move
// rather than a square: its start and the square it goes to.
var (
	fromKeys = []string{"from", "src", "source", "start", "origin"}
	toKeys   = []string{"to", "dst", "dest", "destination", "end", "target"}
)

// moveEnd is 'f' when n is a field naming a move's start, 't' its end,
// 0 neither: a square or a group under a key of fromKeys or toKeys. A
// word under such a key ("end": "12:00:05") is the record's own field.
func moveEnd(n nestNode) byte {
	if n.kind != nestSquare && n.kind != nestGroup {
		return 0
	}
	switch {
	case slices.Contains(fromKeys, n.key()):
		return 'f'
	case slices.Contains(toKeys, n.key()):
		return 't'
	}
	return 0
}

// endLeaf is the square a move's end field n writes: an algebraic
// square, or a group that is a square with no step of its own.
func (tr *nestTree) endLeaf(n nestNode) (nestLeaf, bool) {
	if n.kind == nestSquare {
		return nestLeaf{sq: n.sq, off: n.off}, true
	}
	lf, ok := tr.groupLeaf(n)
	return lf, ok && !lf.hasStep && !n.broken
}

// fieldNumbers is the most integers and squares a record's string field
// may write ("2026-12-04 10:00:05") and still be no tour: the smallest
// board with an open tour but 1x1, 3x4, has twelve squares.
const fieldNumbers = 8

// fileLetter is the file a one-letter value names ('f', "F", f), from 1.
func fileLetter(w []byte) (int32, bool) {
	w = bytes.Trim(w, `"'`)
	if len(w) != 1 {
		return 0, false
	}
	return int32(fileOf(w[0])), fileOf(w[0]) > 0
}

// axisFree reports whether the record of fields kids names no square's
// part: a log line's or a header's record beside the squares' records,
// which may name their board.
func (tr *nestTree) axisFree(kids []int32) bool {
	if !tr.isRecord(kids) {
		return false
	}
	for _, k := range kids {
		n := tr.nodes[k]
		if n.kind == nestGroup || n.kind == nestSquare || n.key() == "" || recordAxis(n.key()) != 0 || slices.Contains(squareKeys, n.key()) {
			return false
		}
		if n.kind == nestWord && squareTokens(tr.src[n.off:n.end]) > fieldNumbers {
			return false // a string that may write a tour ("a1 b3 c1")
		}
	}
	return true
}

// flatRecord is a record written without brackets: fields on lines of
// their own or several to a line, ended by a separator line or by a key
// written again.
type flatRecord struct {
	kids            []int32
	first, last     int // its lines
	leaf            nestLeaf
	square, anyAxis bool
}

// flatRecords are the runs of records at the top of tr written without
// brackets (a SQL client's "step: 1" / "square: g3" rows, a dump's
// "- .0: 2" / "- .1: 1" blocks, YAML items, logfmt lines), each run of
// two or more records that are all squares a list. A line is a record's
// when it holds fields and nothing else but marks; any other line
// (a row's banner "*** 1. row ***", a dump's "▿ (2 elements)", a blank
// line) separates records. A record that names an axis but is no square
// ends the run unread, so that a record at fault is never passed over;
// so does a gap between two records wider or narrower than the others.
// The separator lines inside a run, and the one before its first
// record when each record has one, are its labels; so is a line directly
// before or after it whose one number counts its records ("48 rows in
// set", "▿ 24 elements").
func (tr *nestTree) flatRecords(b []byte, lines []int) []nestedSeq {
	if len(tr.top) == 0 {
		return nil
	}
	// Lines that hold fields and marks alone, and the values at the top
	// of each line, so that a line is looked at in time linear in its
	// values.
	fieldLine := map[int]bool{}
	otherLine := map[int]bool{}
	byLine := map[int][]int32{}
	for _, k := range tr.top {
		n := tr.nodes[k]
		line := lineIndex(lines, n.off)
		byLine[line] = append(byLine[line], k)
		switch {
		case keyed(n) && n.kind != nestGroup:
			fieldLine[line] = true
		case keyed(n) && tr.squareGroupField(n):
			fieldLine[line] = true
		case n.kind != nestOther:
			otherLine[line] = true
		}
	}
	var records []flatRecord
	var cur flatRecord
	keys := map[string]bool{}
	flush := func() {
		if len(cur.kids) > 0 {
			cur.leaf, cur.square = tr.recordLeaf(cur.kids)
			for _, k := range cur.kids {
				n := tr.nodes[k]
				if recordAxis(n.key()) != 0 || slices.Contains(squareKeys, n.key()) || moveEnd(n) != 0 || n.hasNumKey && n.key() == "" {
					cur.anyAxis = true
				}
			}
			records = append(records, cur)
		}
		cur = flatRecord{}
		clear(keys)
	}
	lastLine := -1
	for _, k := range tr.top {
		n := tr.nodes[k]
		line := lineIndex(lines, n.off)
		if !fieldLine[line] || otherLine[line] {
			if line != lastLine {
				flush()
			}
			lastLine = line
			continue
		}
		if line > lastLine+1 {
			flush() // a line of no value between: a separator
		}
		lastLine = lineIndex(lines, max(n.end-1, n.off))
		if n.kind == nestOther {
			continue
		}
		name := n.key()
		if n.key() == "" {
			name = "#" + strconv.Itoa(n.numKey())
		}
		if keys[name] {
			flush()
		}
		keys[name] = true
		if len(cur.kids) == 0 {
			cur.first = line
		}
		cur.kids = append(cur.kids, k)
		cur.last = lastLine
	}
	flush()

	var out []nestedSeq
	for i := 0; i < len(records); {
		if !records[i].square {
			i++
			continue
		}
		// Records of one list are spaced alike: a banner or a blank
		// line after each, or none. Other lines between two (a second
		// list's header) end the list.
		gap := func(k int) int { return records[k].first - records[k-1].last - 1 }
		j := i + 1
		for j < len(records) && records[j].square && (j == i+1 || gap(j) == gap(i+1)) {
			j++
		}
		run := records[i:j]
		spoilt := j < len(records) && !records[j].square && records[j].anyAxis && records[j].first <= run[len(run)-1].last+4 ||
			i > 0 && !records[i-1].square && records[i-1].anyAxis && records[i-1].last >= run[0].first-4
		if len(run) >= 2 && !spoilt {
			if s, ok := tr.flatSeq(b, lines, run, fieldLine, otherLine, byLine); ok {
				out = append(out, s)
			}
		}
		i = j
	}
	return out
}

// squareGroupField reports whether n is a field whose value is a group
// that is a square ("pos: (1, 2)").
func (tr *nestTree) squareGroupField(n nestNode) bool {
	if !slices.Contains(squareKeys, n.key()) && moveEnd(n) == 0 {
		return false
	}
	lf, ok := tr.groupLeaf(n)
	return ok && !lf.hasStep
}

// flatSeq is the list run of records writes, with its labels: the
// separator lines between the records, no more than three between two
// (else the records are two lists), and those around it that label it.
func (tr *nestTree) flatSeq(b []byte, lines []int, run []flatRecord, fieldLine, otherLine map[int]bool, byLine map[int][]int32) (nestedSeq, bool) {
	lineSpan := func(l int) [2]int {
		end := len(b)
		if l+1 < len(lines) {
			end = lines[l+1] - 1
		}
		return [2]int{lines[l], end}
	}
	blankLine := func(l int) bool { return len(bytes.TrimSpace(b[lineSpan(l)[0]:lineSpan(l)[1]])) == 0 }
	s := nestedSeq{group: -1}
	separated := true // every record after a separator line
	for k, r := range run {
		s.leaves = append(s.leaves, r.leaf)
		first := tr.nodes[r.kids[0]]
		last := tr.nodes[r.kids[len(r.kids)-1]]
		s.spans = append(s.spans, [2]int{first.keyOff(), last.end})
		if k == 0 {
			continue
		}
		prev := run[k-1]
		if r.first-prev.last-1 > 3 {
			return nestedSeq{}, false
		}
		seen := false
		for l := prev.last + 1; l < r.first; l++ {
			if !blankLine(l) {
				s.labels = append(s.labels, lineSpan(l))
				seen = true
			}
		}
		separated = separated && seen
	}
	if !enough(s.leaves) || !counted(s.leaves) {
		return nestedSeq{}, false
	}
	before, after := run[0].first-1, run[len(run)-1].last+1
	if separated && before >= 0 && otherLine[before] && !fieldLine[before] {
		s.labels = append(s.labels, lineSpan(before))
		before--
	}
	for before >= 0 && blankLine(before) {
		before--
	}
	for after < len(lines) && blankLine(after) {
		after++
	}
	for _, l := range []int{before, after} {
		if l >= 0 && l < len(lines) && tr.countsRecords(byLine[l], len(run)) {
			s.labels = append(s.labels, lineSpan(l))
		}
	}
	for _, sp := range s.labels {
		if !tr.labelOnly(byLine[lineIndex(lines, sp[0])]) {
			return nestedSeq{}, false
		}
	}
	slices.SortFunc(s.labels, func(a, c [2]int) int { return a[0] - c[0] })
	return s, true
}

// countsRecords reports whether the values of a line hold one integer
// at the top, n, and no field: a count of the records beside it.
func (tr *nestTree) countsRecords(line []int32, n int) bool {
	count := 0
	for _, k := range line {
		m := tr.nodes[k]
		switch {
		case keyed(m):
			return false
		case m.kind == nestNumber:
			if m.v != n {
				return false
			}
			count++
		case m.kind == nestGroup:
			for _, c := range m.kids() {
				if c := tr.nodes[c]; c.kind == nestNumber && c.v != n || c.kind == nestGroup || c.kind == nestSquare {
					return false
				}
			}
		case m.kind == nestSquare:
			return false
		}
	}
	return count == 1
}

// labelOnly reports whether the values of a line hold no square and at most one
// integer at the top or in its groups: a record's banner ("*** 1. row
// ***", "▿ (2 elements)"), which no square hides in.
func (tr *nestTree) labelOnly(line []int32) bool {
	numbers := 0
	var walk func(k int32) bool
	walk = func(k int32) bool {
		n := tr.nodes[k]
		switch n.kind {
		case nestSquare:
			return false
		case nestNumber:
			numbers++
		case nestGroup:
			for _, c := range n.kids() {
				if !walk(c) {
					return false
				}
			}
		}
		return numbers <= 1
	}
	for _, k := range line {
		if !walk(k) {
			return false
		}
	}
	return true
}

// squareTokens counts the words of b that are integers or squares.
func squareTokens(b []byte) int {
	count := 0
	for i, j := range wordsOf(b, notLetterOrDigit) {
		if valueOf(b[i:j], 0, j-i).kind != nestWord {
			count++
		}
	}
	return count
}

// setLabelsAside blanks the labels of a list read from records, and
// names them as skipped on its tour: words read, not lost.
func (t *text) setLabelsAside(tour *Tour, labels [][2]int, blankOut func(from, to int)) {
	for _, sp := range labels {
		text := oneSpaced(string(t.b[sp[0]:sp[1]]))
		blankOut(sp[0], sp[1])
		if len(tour.Readings) > 0 && text != "" {
			line, _ := t.pos(sp[0])
			tour.Readings[0].Skipped = append(tour.Readings[0].Skipped, Skip{Line: line, Text: text})
		}
	}
}

// recordTours reads head by its records (recordLeaf, flatRecords), when
// every tour the layout readers read lies within the lines of lists of
// records: those readers read a record's field or two at a time
// ("square: g3", "x: 0," a list of one square), the records the tours
// they make. It reports false when head holds no list of records, or
// when a layout reader read a tour outside them, which the records then
// do not account for.
func recordTours(head []byte, base pass, opt ReadOptions) (pass, bool) {
	t := holdText(head)
	if !mayHoldRecord(t.b) {
		return pass{}, false // no tree: it takes many times the input's bytes
	}
	tr := parseNested(t.b)
	var spans [][2]int
	for _, s := range append(tr.sequences(t.lines), tr.flatRecords(t.b, t.lines)...) {
		if slices.ContainsFunc(s.leaves, func(lf nestLeaf) bool { return lf.record }) {
			spans = append(spans, [2]int{s.spans[0][0], s.spans[len(s.spans)-1][1]})
		}
	}
	if len(spans) == 0 {
		return pass{}, false
	}
	within := func(line int) bool {
		for _, sp := range spans {
			first, _ := t.pos(sp[0])
			last, _ := t.pos(sp[1])
			if line >= first && line <= last {
				return true
			}
		}
		return false
	}
	if base.err == nil {
		for _, tour := range base.tours {
			if !within(tour.Line) {
				return pass{}, false
			}
		}
	}
	more, ok := t.nestedTours(opt)
	return pass{more, nil}, ok
}

// stemSequences are the other tours of the records of seqs: those read
// from the keys of each stem a role's name takes ("old_x" and "old_y",
// "x_before" and "y_before", "expected_square"), as a log that keeps the
// square tried before beside the one taken holds two tours. Each reads
// the records again by that stem's keys alone; the tours of seqs, read
// by the plain keys, are named by theirs.
func (tr *nestTree) stemSequences(lines []int, seqs []nestedSeq) []nestedSeq {
	keys := map[string][]string{}
	var stems []string
	for _, n := range tr.nodes {
		stem, role := stemmedRole(n.key())
		if stem == "" || role != roleX && role != roleY && role != roleSquare || slices.Contains(keys[stem], n.key()) {
			continue
		}
		if n.parent < 0 || !tr.isRecord(tr.nodes[n.parent].kids()) {
			continue
		}
		if keys[stem] == nil {
			stems = append(stems, stem)
		}
		keys[stem] = append(keys[stem], n.key())
	}
	if len(stems) == 0 {
		return nil
	}
	var out []nestedSeq
	for _, stem := range stems {
		tr.stem = stem
		for _, s := range tr.sequences(lines) {
			s.keys = "keys " + strings.Join(keys[stem], ", ")
			out = append(out, s)
		}
	}
	tr.stem = ""
	if out == nil {
		return nil
	}
	for k := range seqs {
		if len(seqs[k].leaves) > 0 && seqs[k].leaves[0].record {
			seqs[k].keys = "plain keys"
		}
	}
	return out
}

// otherSetKey reports whether key names a square's part under a stem
// ("old_square", "x_before"): a set of the record's other tour.
func otherSetKey(key string) bool {
	stem, role := stemmedRole(key)
	return stem != "" && (role == roleX || role == roleY || role == roleSquare)
}

// mayHoldRecord reports whether b holds what recordLeaf reads a square
// from: a word that is a key naming a square or its part (recordAxis,
// squareKeys, fromKeys, toKeys), in any case, or a number before a key
// separator (a tuple's member, "0: 2", "[1] => 3"). It may report true
// of b holding no record; never false of one that does.
func mayHoldRecord(b []byte) bool {
	low := bytes.ToLower(b)
	for i, j := range wordsOf(low, notAlnum) {
		w := string(low[i:j])
		if recordAxis(w) != 0 || slices.Contains(squareKeys, w) || slices.Contains(fromKeys, w) || slices.Contains(toKeys, w) {
			return true
		}
		for k := i; k < j; k++ {
			if !isDigit(low[k]) {
				continue
			}
			e := k + 1
			for e < len(low) && isDigit(low[e]) {
				e++
			}
			bracket := e
			for e < len(low) && strings.IndexByte(")]} \t", low[e]) >= 0 {
				e++
			}
			if e < len(low) && (low[e] == '=' || low[e] == ':' && !(bracket == e && e+1 < len(low) && isDigit(low[e+1]))) {
				return true
			}
			k = e
		}
	}
	return false
}
