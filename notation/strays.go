package notation

import (
	"bytes"
	"strings"
)

// strays are what d, a list read by structure, passes over between two
// of its squares on one line that is no part of a list: a number, a word
// or a sign ("a1 b3 7 c4", "(1,1) ok (2,3)"), each named with its line
// and column, as the lines around a tour are, so that nothing inside a
// list is read past unsaid. The list's own marks are not: spaces,
// separators, brackets and quotes, move numbers ("2.", "2:", "2)") and
// the piece's words ("Knight", "move"). Values written beside each square
// (triples) are the list's too.
func (t *text) strays(d Document) []Skip {
	if d.places == nil || d.places.t != t || d.places.offs == nil || d.placed != "" || d.movePairs {
		return nil
	}
	if d.Format != Algebraic && d.Format != XY {
		return nil
	}
	var out []Skip
	offs := d.places.offs
	for k := 0; k+1 < len(offs); k++ {
		from, to := int(offs[k]), int(offs[k+1])
		if from >= to || to > len(t.b) || bytes.IndexByte(t.b[from:to], '\n') >= 0 {
			continue
		}
		b := t.b[from:to]
		for i := writtenEnd(d.Format, b); i < len(b); {
			c := b[i]
			switch {
			case isAlnum(c):
				j := i
				for j < len(b) && isAlnum(b[j]) {
					j++
				}
				moveNumber := isDigit(c) && j < len(b) && strings.IndexByte(".:)", b[j]) >= 0 && allDigits(b[i:j]) && !(b[j] == ')' && i > 0 && b[i-1] == '(')
				if !moveNumber && !isPieceWord(b[i:j]) {
					out = append(out, t.stray(from+i, from+j))
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
				out = append(out, t.stray(from+i, from+j))
				i = j
			}
		}
	}
	return out
}

// stray is the skip that names t.b[off:end], a token inside a list.
func (t *text) stray(off, end int) Skip {
	line, col := t.pos(off)
	return Skip{Line: line, Col: col, Text: string(t.b[off:end])}
}

func isAlnum(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }

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
