package notation

import (
	"strings"

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
