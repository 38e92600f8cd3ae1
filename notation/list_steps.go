package notation

import (
	"bytes"
	"slices"
	"strings"
	"unicode"

	"github.com/knightcert/knight/board"
)

// stepBeside is a line set aside next to the first or the last line of
// d's list that is written as one of the list's own lines: the same
// signs around a square in the same places ("26,c4" after "25,e3",
// "Move 26: a1" after "Move 25: e3", "c4" after a line of squares). It
// is the list's next step, not words beside it: a walk of more steps
// than its board's squares is no tour, so a reading without that line
// is no proof. ok is false when no such line stands beside the list, or
// where the list's squares are written is not known.
func stepBeside(d Document) (sk Skip, first, ok bool) {
	pl := d.places
	if pl == nil || pl.t == nil || len(pl.offs) == 0 || pl.t.srcLines != nil || len(d.Path) < 2 || d.Format == Grid || d.Format == JSON {
		return Skip{}, false, false
	}
	for _, end := range [2]int{0, len(d.Path) - 1} {
		m, ok := pl.written(end)
		if !ok {
			continue
		}
		off, ok := pl.offset(m)
		if !ok || off >= len(pl.t.b) {
			continue
		}
		i, _ := pl.t.pos(off) // the end square's line, as pl.t numbers it
		own := stepShape(pl.t.line(i - 1))
		line, _, _ := d.Place(end)
		side := 1
		if end == 0 {
			side = -1
		}
		for _, s := range d.Skipped {
			if s.Col == 0 && s.Line == line+side && stepShaped(stepShape([]byte(s.Text)), own) {
				return s, end == 0, true
			}
		}
	}
	return Skip{}, false, false
}

// stepShape is the layout of a line: each run of letters one 'a', of
// digits one '9', of spaces one ' ', and the signs that part a table's
// cells or a record's fields as they are; other signs (a misprint's "?",
// a move number's ".", a dash) are dropped, so that a square misprinted
// keeps its shape.
func stepShape(b []byte) string {
	var sb strings.Builder
	last := rune(0)
	for _, r := range string(bytes.TrimSpace(b)) {
		c := r
		switch {
		case unicode.IsLetter(r):
			c = 'a'
		case unicode.IsDigit(r):
			c = '9'
		case unicode.IsSpace(r):
			c = ' '
		case !strings.ContainsRune(",;:|{}()[]<>\"=", r):
			continue
		}
		if c != last || strings.ContainsRune(",;:|{}()[]<>\"=", c) {
			sb.WriteRune(c)
		}
		last = c
	}
	return sb.String()
}

// stepShaped reports whether a line of shape s is written as a line of
// a list whose line beside it has shape own: the same, or the first
// items of it (the last line of a list wrapped to a width), and a
// number in it.
func stepShaped(s, own string) bool {
	if !strings.Contains(s, "9") {
		return false
	}
	return s == own || strings.HasPrefix(own, s+" ") && !strings.ContainsAny(s, ",;:|{}()[]<>\"=")
}

// endName names the end of a list a line beside it stands at.
func endName(first bool) string {
	if first {
		return "first square"
	}
	return "last square"
}

// junkSquare reports whether w is a square of b's files with a few signs
// between its letter and its number ("e??5", "e--5", "eéé5", a dash or a
// space read in the wrong encoding): one letter, one to three
// characters that are no ASCII letter or digit, then one or two digits.
// Letters of another script count as signs, as a misprint leaves them.
func junkSquare(w string, b board.Board) bool {
	rs := []rune(strings.Trim(w, wordMarks))
	if len(rs) < 3 || rs[0] < 'a' || rs[0] > 'z' || int32(rs[0]-'a') >= b.W {
		return false
	}
	digits := 0
	for digits < len(rs)-1 && digits < 2 && rs[len(rs)-1-digits] >= '0' && rs[len(rs)-1-digits] <= '9' {
		digits++
	}
	junk := rs[1 : len(rs)-digits]
	return digits > 0 && len(junk) >= 1 && len(junk) <= 3 && !slices.ContainsFunc(junk, func(r rune) bool {
		return r < 0x80 && (isLetter(byte(r)) || isDigit(byte(r))) || unicode.IsSpace(r) && r < 0x80
	})
}
