package notation

import (
	"bytes"
	"strconv"

	"github.com/knightcert/knight/board"
)

// R prints a list of vectors element by element: an index line "[[k]]"
// above each, then the vector after its own index, "[1] 2 10"; str()
// writes one element a line, " $ : num [1:2] 2 10". Either is one list
// whose elements are the tour's squares, each a pair (x, y), so it is
// read as the pair list it stands for (recast), one pair a line, the
// index lines and blank lines between as rules. The indices are no
// squares, but they must count 1, 2, ... n: a list whose indices skip
// or repeat, or whose elements are not all pairs, is a tour of its own
// that no reading reads, its error at the line. An index back at [[1]]
// begins the next list: R prints each list's elements from 1.

// minListElements is the fewest elements read as an indexed list: the
// squares of the smallest board with an open tour but 1x1, 3x4.
const minListElements = 12

// indexedLists are the R lists of pairs on the lines of t outside the
// runs found before.
func (t *text) indexedLists(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	for i := 0; i < len(t.lines); i++ {
		if taken[i] {
			continue
		}
		if r, ok := t.indexedList(i, taken); ok {
			runs = append(runs, r)
			i = r.last
			continue
		}
		// A list begun on a blank line is the one begun on the next line
		// with words, so when it fails so do the blank lines after it and
		// that line: one pass over a run of blank lines, not one each.
		for i+1 < len(t.lines) && !taken[i+1] && len(bytes.TrimSpace(t.line(i))) == 0 {
			i++
		}
	}
	return runs
}

// listElement is one element of an R list: its index (0 for str()'s,
// which writes none), the line of its index and the numbers of its
// vector.
type listElement struct {
	index, indexLine int
	values           []cell
}

// indexedList reads the list whose first element begins on line i, if
// one does: minListElements or more elements of one kind, blank lines
// between them.
func (t *text) indexedList(i int, taken []bool) (recastRun, bool) {
	var els []listElement
	last := i
lines:
	for j := i; j < len(t.lines) && !taken[j]; {
		l := t.line(j)
		switch {
		case len(bytes.TrimSpace(l)) == 0:
			j++
			continue
		case rListIndex(l) > 0:
			if rListIndex(l) == 1 && len(els) > 0 {
				break lines // a list printed after it: its indices begin again
			}
			if j+1 >= len(t.lines) || taken[j+1] {
				break lines
			}
			values, ok := t.rVector(j + 1)
			if !ok {
				break lines
			}
			els = append(els, listElement{index: rListIndex(l), indexLine: j, values: values})
			last, j = j+1, j+2
			continue
		default:
			if values, ok := t.rStrElement(j); ok {
				els = append(els, listElement{indexLine: j, values: values})
				last, j = j, j+1
				continue
			}
		}
		break
	}
	if len(els) < minListElements {
		return recastRun{}, false
	}
	str := els[0].index == 0
	run := recastRun{first: els[0].indexLine, last: last} // blank lines before it part it from a list before
	for k, e := range els {
		if (e.index == 0) != str {
			return recastRun{}, false // printed and str() elements mixed: no one list
		}
		line, _ := t.pos(t.lines[e.indexLine])
		if !str && e.index != k+1 && run.err == nil {
			run.err = errAt(line, 1, board.ErrSyntax, "list element [[%d]] where [[%d]] is due: the list's indices count 1, 2, ... so an element is missing or written twice", e.index, k+1)
		}
		if len(e.values) != 2 {
			if run.err == nil {
				l, c := t.pos(e.values[0].off)
				run.err = errAt(l, c, board.ErrSyntax, "list element %d holds %d numbers: no pair (x, y), as the others are", k+1, len(e.values))
			}
			continue
		}
		run.squares = append(run.squares, pairSquare(t.b, e.values[0], e.values[1]))
	}
	return run, true
}

// rListIndex is k when l is R's index line of a list element, "[[k]]",
// else 0.
func rListIndex(l []byte) int {
	l = bytes.TrimSpace(l)
	if len(l) < 5 || !bytes.HasPrefix(l, []byte("[[")) || !bytes.HasSuffix(l, []byte("]]")) {
		return 0
	}
	k, err := strconv.Atoi(string(l[2 : len(l)-2]))
	if err != nil || k < 1 {
		return 0
	}
	return k
}

// rVector is the numbers of line i when it is R's print of an integer
// vector: "[1]" and the numbers after it.
func (t *text) rVector(i int) ([]cell, bool) {
	l := t.line(i)
	at := len(l) - len(bytes.TrimLeft(l, " "))
	if !bytes.HasPrefix(l[at:], []byte("[1]")) {
		return nil, false
	}
	return t.plainInts(i, at+3)
}

// rStrElement is the numbers of line i when it is str()'s line of a
// list element that is a numeric vector: " $ : num [1:2] 2 10" (int for
// integers, a name between '$' and ':' when the list names them).
func (t *text) rStrElement(i int) ([]cell, bool) {
	l := t.line(i)
	f := bytes.Fields(l)
	if len(f) < 5 || !bytes.HasPrefix(f[0], []byte("$")) {
		return nil, false
	}
	colon := bytes.IndexByte(l, ':')
	if colon < 0 {
		return nil, false
	}
	rest := bytes.Fields(l[colon+1:])
	if len(rest) < 3 || string(rest[0]) != "num" && string(rest[0]) != "int" || !bytes.HasPrefix(rest[1], []byte("[1:")) {
		return nil, false
	}
	at := bytes.Index(l[colon:], rest[1]) + colon + len(rest[1])
	return t.plainInts(i, at)
}

// plainInts is the non-negative integers of line i from byte at on,
// when they are all it holds there (spaces between).
func (t *text) plainInts(i, at int) ([]cell, bool) {
	l := t.line(i)
	var out []cell
	for _, f := range bytes.Fields(l[at:]) {
		v, err := strconv.Atoi(string(f))
		if err != nil || v < 0 || len(f) > 6 {
			return nil, false
		}
		off := bytes.Index(l[at:], f) + at
		out = append(out, cell{v: v, off: t.lines[i] + off})
		at = off + len(f)
	}
	return out, len(out) > 0
}

// pairSquare is the pair list's text of the pair x, y: "(x,y)", each
// byte mapped to the digits it stands for.
func pairSquare(b []byte, x, y cell) recastSquare {
	var sq recastSquare
	put := func(c byte, off int) { sq.text, sq.from = append(sq.text, c), append(sq.from, int32(off)) }
	put('(', x.off)
	for k := x.off; k < len(b) && isDigit(b[k]); k++ {
		put(b[k], k)
	}
	put(',', y.off)
	k := y.off
	for ; k < len(b) && isDigit(b[k]); k++ {
		put(b[k], k)
	}
	put(')', k-1)
	return sq
}
