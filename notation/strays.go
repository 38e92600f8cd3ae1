package notation

import (
	"bytes"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// strays are what d, a list read by structure, passes over between two
// of its squares on one line that is no part of a list: a number, a word
// or a sign ("a1 b3 7 c4", "(1,1) ok (2,3)"), each named with its line
// and column, as the lines around a tour are, so that nothing inside a
// list is read past unsaid. The list's own marks are not: spaces,
// separators, brackets and quotes, move numbers ("2.", "2:", "2)") and
// the piece's words ("Knight", "move"). Values written beside each square
// (triples) are the list's too. Between two squares on lines of their own
// the list's marks are what the lines share: the text from one square to
// the next as most such gaps write it ("</li> <li>", "2."), so a gap that
// writes more than a shape two or more gaps share names what it adds
// ("d3 !" on a line of a list one square a line).
func (t *text) strays(d Document) []Skip {
	if d.places == nil || d.places.t != t || d.places.offs == nil || d.placed != "" || d.movePairs && d.Format != Algebraic {
		return nil
	}
	if d.Format != Algebraic && d.Format != XY {
		return nil
	}
	var out []Skip
	var breaks [][]gapMark // the marks of each gap that ends a line
	offs := d.places.offs
	for k := 0; k+1 < len(offs); k++ {
		from, to := int(offs[k]), int(offs[k+1])
		if from >= to || to > len(t.b) {
			continue
		}
		b := t.b[from:to]
		if d.movePairs {
			// A move begins at the square the one before went to,
			// written again before the square it goes to: "a1b3 b3c1".
			b = bytes.TrimSuffix(b, b[:writtenEnd(d.Format, b)])
		}
		if bytes.IndexByte(b, '\n') >= 0 {
			breaks = append(breaks, gapMarks(b, writtenEnd(d.Format, b), len(b), from))
			continue
		}
		for _, s := range t.gapStrays(b, writtenEnd(d.Format, b), from, false) {
			out = append(out, t.stray(s[0], s[1]))
		}
	}
	// The list's ends: what its first line writes before its first
	// square and its last line after its last square, up to another
	// list's square, named as one skip each.
	first, last := int(offs[0]), int(offs[len(offs)-1])
	if first > len(t.b) || last > len(t.b) {
		return append(out, t.breakStrays(breaks)...)
	}
	head := bytes.LastIndexByte(t.b[:first], '\n') + 1
	tail := len(t.b)
	if nl := bytes.IndexByte(t.b[last:], '\n'); nl >= 0 {
		tail = last + nl
	}
	before := t.b[head:first]
	if k := lastSquareWord(before); k >= 0 {
		before, head = before[k:], head+k
	}
	for _, s := range [][][2]int{t.gapStrays(before, 0, head, true), t.gapStrays(t.b[last:tail], writtenEnd(d.Format, t.b[last:tail]), last, true)} {
		if len(s) > 0 {
			sk := t.stray(s[0][0], s[len(s)-1][1])
			sk.Text = shorten(sk.Text)
			out = append(out, sk)
		}
	}
	return append(out, t.breakStrays(breaks)...)
}

// gapStrays are the strays of b, text of a list's line at offset from,
// from its byte i on: the words and signs that are none of the list's
// marks, each as its span of t.b. At a list's end (end), a square's word
// is another list's, and ends them.
func (t *text) gapStrays(b []byte, i, from int, end bool) [][2]int {
	var out [][2]int
	for i < len(b) {
		c := b[i]
		switch {
		case isAlnum(c):
			j := i
			for j < len(b) && isAlnum(b[j]) {
				j++
			}
			if _, ok := board.ParseAlgebraic(b[i:j]); end && ok {
				return out
			}
			moveNumber := isDigit(c) && j < len(b) && strings.IndexByte(".:)", b[j]) >= 0 && allDigits(b[i:j]) && !(b[j] == ')' && i > 0 && b[i-1] == '(')
			if !moveNumber && !isPieceWord(b[i:j]) {
				out = append(out, [2]int{from + i, from + j})
			}
			i = j
		case c >= 0x80 || strings.IndexByte(" \t\r,;|-><=()[]{}\"'`.:/", c) >= 0:
			i++
		case c == '&' && entity(b[i:]) > 0:
			i += entity(b[i:]) // markup's "&gt;", an arrow's head
		default:
			j := i + 1
			for j < len(b) && b[j] == c {
				j++
			}
			out = append(out, [2]int{from + i, from + j})
			i = j
		}
	}
	return out
}

// lastSquareWord is where the text after b's last word that names a
// square begins, or -1 when no word of b names one.
func lastSquareWord(b []byte) int {
	at := -1
	for i, j := range wordsOf(b, notAlnum) {
		if _, ok := board.ParseAlgebraic(b[i:j]); ok {
			at = j
		}
	}
	return at
}

// gapMark is a mark of the text between two squares: a word, a number
// or a word with digits (its form "#", whatever they are) or a run of
// one sign, at off..end.
type gapMark struct {
	form     string
	off, end int
}

// gapMarks are the marks of b[from:to], spaces aside, each at its
// offset in b plus base.
func gapMarks(b []byte, from, to, base int) []gapMark {
	var out []gapMark
	for i := from; i < to; {
		c := b[i]
		j := i + 1
		switch {
		case isSpace(c):
			i = j
			continue
		case isAlnum(c):
			for j < to && isAlnum(b[j]) {
				j++
			}
		case c >= 0x80:
			for j < to && b[j]&0xC0 == 0x80 {
				j++
			}
		default:
			for j < to && b[j] == c {
				j++ // a run of one sign is one mark, as inside a line
			}
		}
		form := string(b[i:j])
		if bytes.ContainsAny(b[i:j], "0123456789") {
			form = "#" // a count, an id: the same mark whatever its digits
		}
		out = append(out, gapMark{form, base + i, base + j})
		i = j
	}
	return out
}

// shapeKey is the shape of a gap: its marks' forms, in order.
func shapeKey(g []gapMark) string {
	var s []string
	for _, m := range g {
		s = append(s, m.form)
	}
	return strings.Join(s, "\x00")
}

// maxGapShapes is how many of the shapes gaps share a gap is matched
// against.
const maxGapShapes = 4

// breakStrays names what a gap across lines writes beyond a shape that
// two or more gaps share (of the maxGapShapes most shared): the marks
// left when the shape that leaves fewest is matched in it from its end
// (a stray is read past after a square, or before the next one's marks).
// A gap of a shape of its own that holds no shared one is left as it is.
func (t *text) breakStrays(breaks [][]gapMark) []Skip {
	shapes := map[string]int{}
	for _, g := range breaks {
		shapes[shapeKey(g)]++
	}
	var shared [][]gapMark
	seen := map[string]bool{}
	for _, g := range breaks {
		if k := shapeKey(g); shapes[k] >= 2 && !seen[k] {
			seen[k] = true
			shared = append(shared, g)
		}
	}
	// The most shared shapes only, so that the cost stays linear in
	// the gaps: a list's lines write one or two (a row's end, a page's).
	slices.SortStableFunc(shared, func(a, b []gapMark) int { return shapes[shapeKey(b)] - shapes[shapeKey(a)] })
	shared = shared[:min(len(shared), maxGapShapes)]
	var out []Skip
	for _, g := range breaks {
		if shapes[shapeKey(g)] >= 2 {
			continue
		}
		extra, found := []gapMark(nil), false
		for _, s := range shared {
			if e, ok := beyond(g, s); ok && (!found || len(e) < len(extra)) {
				extra, found = e, true
			}
		}
		for _, m := range extra {
			out = append(out, t.stray(m.off, m.end))
		}
	}
	return out
}

// beyond matches shape in g from their ends, and is the marks of g
// that shape has not, when all of shape's are there in order.
func beyond(g, shape []gapMark) ([]gapMark, bool) {
	var extra []gapMark
	k := len(shape) - 1
	for i := len(g) - 1; i >= 0; i-- {
		if k >= 0 && g[i].form == shape[k].form {
			k--
			continue
		}
		extra = append(extra, g[i])
	}
	slices.Reverse(extra)
	return extra, k < 0
}

// stray is the skip that names t.b[off:end], a token inside a list.
func (t *text) stray(off, end int) Skip {
	line, col := t.pos(off)
	return Skip{Line: line, Col: col, Text: string(t.b[off:end])}
}

// entity is the length of the character entity b begins with ("&gt;",
// "&#62;"), 0 for none.
func entity(b []byte) int {
	j := 1
	for j < len(b) && j < 10 && (isAlnum(b[j]) || j == 1 && b[j] == '#') {
		j++
	}
	if j > 1 && j < len(b) && b[j] == ';' {
		return j + 1
	}
	return 0
}

// writtenEnd is where the text of a square of a list in format f ends in
// b, which begins with it: its alphanumeric run ("a1"), or two for a pair
// ("(1,5)" up to the ')').
func writtenEnd(f Format, b []byte) int {
	runs := 1
	if f == XY {
		runs = 2
	}
	i := 0
	for range runs {
		for i < len(b) && !isAlnum(b[i]) {
			i++
		}
		for i < len(b) && isAlnum(b[i]) {
			i++
		}
	}
	return i
}
