package notation

import (
	"slices"
	"strings"
	"unicode"

	"github.com/knightcert/knight/board"
)

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

// goesOn reports whether square k of d, the first on its line after a
// whole tour, is written as the list's next step, not as text of its
// own: numbered as the move after the square before it, or on a line of
// its own where the square before it stands alone on its line too (one
// square a line). A walk so written is the text's, its steps past the
// board's squares too.
func goesOn(d Document, k int) bool {
	if num, ok := d.numberBefore(k); ok {
		prev, ok := d.numberBefore(k - 1)
		return ok && num == prev+1
	}
	return slices.Contains(d.lineEnds, k-1)
}
