package notation

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The byte classes of the readers, kept here rather than exported from
// board: they are how text is read; the square syntax is board's.

// maxCoord bounds parsed coordinates well above [board.MaxSide] so that an
// off-board square is reported as off the board, not as an overflow.
const maxCoord = 1 << 30

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// isAlnum reports whether c may be part of a word or number, so that a
// literal glued to it is none ("x0x1", "a$1", "12h3").
func isAlnum(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }

// oneSpaced is s with each run of white space one space, none at its
// ends: text compared or quoted however the input spaced and broke it.
func oneSpaced(s string) string { return strings.Join(strings.Fields(s), " ") }

// normalize replaces the characters that stand for ASCII ones (full-width
// digits, letters and punctuation, the decimal digits of other scripts, no-break and other wide spaces, the
// minus sign, dashes, arrows, box drawing, the × of 8×8, a chess piece's
// figure) by them, drops the marks drawn on a digit (a keycap's), drops a terminal's escape
// sequences (ESC [ 7 m), and keeps of a line rewritten by carriage returns
// what a terminal shows (overwrite.go), so that "３４" reads as 34. orig maps each byte of
// the result, and its end, back to the input, so that positions in
// messages stay those of the input; nil when nothing was replaced.
func normalize(b []byte) (out []byte, orig []int32) {
	ascii := true
	for _, c := range b {
		if c >= 0x80 || c == 0x1b {
			ascii = false
			break
		}
	}
	rewritten := overwrites(b)
	if ascii && !rewritten {
		return b, nil
	}
	out = make([]byte, 0, len(b))
	orig = make([]int32, 0, len(b)+1)
	changed := false
	for i := 0; i < len(b); {
		if rewritten && (i == 0 || b[i-1] == '\n') {
			end := lineEnd(b, i)
			if cells, ok := shownLine(b, i, end); ok {
				for _, at := range cells {
					out, orig, _, _ = appendChar(out, orig, b, at)
				}
				i, changed = end, true
				continue
			}
		}
		if n := escapeLen(b[i:]); n > 0 {
			// A terminal's colour or cursor sequence (ESC [ 7 m), copied
			// with the output: no part of the text.
			i += n
			changed = true
			continue
		}
		var size int
		var replaced bool
		out, orig, size, replaced = appendChar(out, orig, b, i)
		changed = changed || replaced
		i += size
	}
	if !changed {
		return b, nil
	}
	return out, append(orig, int32(len(b)))
}

// appendChar appends the character at b[i], or the ASCII it stands for,
// to out, and its offset to orig for each byte appended; replaced says
// whether it was replaced.
func appendChar(out []byte, orig []int32, b []byte, i int) (_ []byte, _ []int32, size int, replaced bool) {
	r, size := utf8.DecodeRune(b[i:])
	var c rune = -1
	switch {
	case len(out) > 0 && isDigit(out[len(out)-1]) && unicode.In(r, unicode.Mn, unicode.Me):
		// A mark on a digit, as a keycap's ("3️⃣": 3, U+FE0F, U+20E3)
		// draws it: the digit's value is the same, so "b1️⃣0️⃣" is b10.
		return out, orig, size, true
	case r >= 0xFF01 && r <= 0xFF5E:
		c = r - 0xFF01 + '!'
	case r >= 0x80 && unicode.Is(unicode.Nd, r):
		// A decimal digit of another script (Arabic-Indic ٣, Devanagari
		// ३, ...): Unicode encodes each script's digits 0 to 9 in order,
		// in runs of whole tens, so the value is the place in the run.
		z := r
		for unicode.Is(unicode.Nd, z-1) {
			z--
		}
		c = '0' + (r-z)%10
	case r == 0x00A0 || r == 0x3000 || r >= 0x2000 && r <= 0x200A || r == 0x202F:
		c = ' '
	case r == 0x2212 || r >= 0x2010 && r <= 0x2015:
		c = '-' // the minus sign; hyphens and dashes between squares (A1 – B3)
	case r == 0x00D7:
		c = 'x' // the multiplication sign of a board size, 8×8
	case r >= 0x2500 && r <= 0x257F:
		// Box drawing (REXX's and many tables' frames): lines and
		// corners read as the ASCII frame "+---+ | 1 |".
		switch r {
		case 0x2502, 0x2503, 0x2551:
			c = '|'
		case 0x2500, 0x2501, 0x2550:
			c = '-'
		default:
			c = '+'
		}
	case r >= 0x2654 && r <= 0x265F:
		// A chess piece's figure, white king to black pawn: its letter,
		// as a board that shows the knight ("♞") or a figurine move
		// ("♘f3") means it.
		c = rune("KQRBNPKQRBNP"[r-0x2654])
	case r == 0x2192 || r == 0x27F6:
		// An arrow between squares (a1 → b3) reads as "->".
		return append(out, '-', '>'), append(orig, int32(i), int32(i)), size, true
	}
	if c >= 0 {
		return append(out, byte(c)), append(orig, int32(i)), size, true
	}
	out = append(out, b[i:i+size]...)
	for k := 0; k < size; k++ {
		orig = append(orig, int32(i+k))
	}
	return out, orig, size, false
}

// describeByte names the character at b[i] for a message: non-ASCII
// characters by their code point, since they may not show.
func describeByte(b []byte, i int) string {
	if b[i] < 0x80 {
		return strconv.QuoteRune(rune(b[i]))
	}
	r, _ := utf8.DecodeRune(b[i:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02X, which is not UTF-8", b[i])
	}
	return fmt.Sprintf("%q (U+%04X)", r, r)
}
