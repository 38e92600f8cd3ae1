package notation

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// The byte classes and square syntax of the readers, kept here rather than
// exported from board: they are how text is read, not what a square is.

// maxCoord bounds parsed coordinates well above [board.MaxSide] so that an
// off-board square is reported as off the board, not as an overflow.
const maxCoord = 1 << 30

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// parseAlgebraic reads an algebraic square from a string or, without
// converting it, from the bytes of an input.
func parseAlgebraic[T string | []byte](t T) (board.Square, bool) {
	x, i := 0, 0
	for ; i < len(t) && isLetter(t[i]); i++ {
		x = x*26 + int(t[i]|0x20-'a') + 1
		if x > maxCoord {
			return board.Square{}, false
		}
	}
	y, ok := parseCoord(t[i:])
	if !ok || x == 0 {
		return board.Square{}, false
	}
	return board.Square{X: int32(x), Y: int32(y)}, true
}

// parseCoord reads a positive decimal coordinate.
func parseCoord[T string | []byte](t T) (int, bool) {
	if len(t) == 0 || len(t) > 10 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) {
			return 0, false
		}
		v = v*10 + int(t[i]-'0')
	}
	if v < 1 || v > maxCoord {
		return 0, false
	}
	return v, true
}

// zeroHint explains a square with a 0 coordinate, the usual sign of
// coordinates counted from 0.
func zeroHint(s string) string {
	zero := strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	for _, f := range zero {
		if strings.Trim(f, "0") == "" {
			return ": coordinates start at 1 (a1 is 1,1)"
		}
	}
	return ""
}

// normalize replaces the characters that stand for ASCII ones (full-width
// digits, letters and punctuation, no-break and other wide spaces, the
// minus sign) by them, so that "３４" reads as 34. orig maps each byte of
// the result, and its end, back to the input, so that positions in
// messages stay those of the input; nil when nothing was replaced.
func normalize(b []byte) (out []byte, orig []int32) {
	ascii := true
	for _, c := range b {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return b, nil
	}
	out = make([]byte, 0, len(b))
	orig = make([]int32, 0, len(b)+1)
	changed := false
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		var c rune = -1
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			c = r - 0xFF01 + '!'
		case r == 0x00A0 || r == 0x3000 || r >= 0x2000 && r <= 0x200A || r == 0x202F:
			c = ' '
		case r == 0x2212:
			c = '-'
		}
		if c >= 0 {
			out = append(out, byte(c))
			orig = append(orig, int32(i))
			changed = true
		} else {
			out = append(out, b[i:i+size]...)
			for k := 0; k < size; k++ {
				orig = append(orig, int32(i+k))
			}
		}
		i += size
	}
	if !changed {
		return b, nil
	}
	return out, append(orig, int32(len(b)))
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
