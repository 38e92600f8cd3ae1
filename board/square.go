package board

import (
	"cmp"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrBadSquare is wrapped by every error about a square's syntax.
var ErrBadSquare = errors.New("bad square")

// Square is a square by 1-based file X and rank Y: {1, 1} is a1, the
// bottom-left corner. Coordinates fit in int32 so that a path over the
// largest board stays within memory.
type Square struct {
	X, Y int32
}

// Colour is the chessboard colour of a square: (X+Y) mod 2.
type Colour uint8

const (
	// Dark squares have X+Y even; a1 is dark.
	Dark Colour = 0
	// Light squares have X+Y odd.
	Light Colour = 1
)

// String is "dark" or "light".
func (c Colour) String() string {
	if c == Dark {
		return "dark"
	}
	return "light"
}

// Colour of s.
func (s Square) Colour() Colour { return Colour((s.X + s.Y) & 1) }

// String writes s in algebraic notation, such as c3 or ab12.
func (s Square) String() string { return string(s.AppendTo(make([]byte, 0, 8))) }

// AppendTo appends s in algebraic notation to dst without allocating (as
// netip.Addr.AppendTo does), so that a tour of 10^8 squares is written at
// memory speed.
func (s Square) AppendTo(dst []byte) []byte {
	dst = appendFile(dst, int(s.X))
	return strconv.AppendInt(dst, int64(s.Y), 10)
}

// Prolog writes s as the seeds' Prolog term p(X, Y).
func (s Square) Prolog() string {
	return "p(" + strconv.Itoa(int(s.X)) + ", " + strconv.Itoa(int(s.Y)) + ")"
}

// XY writes s as X,Y.
func (s Square) XY() string { return strconv.Itoa(int(s.X)) + "," + strconv.Itoa(int(s.Y)) }

// Compare orders squares rank by rank from a1, as [Board.Index] numbers
// the squares of any board that holds both: negative when s comes first,
// 0 when they are equal, positive when t does. It suits slices.SortFunc.
func (s Square) Compare(t Square) int {
	return cmp.Or(cmp.Compare(s.Y, t.Y), cmp.Compare(s.X, t.X))
}

// File returns the letters of file x (1-based) in bijective base 26:
// 1 is a, 26 is z, 27 is aa. It returns "" for x < 1.
func File(x int32) string { return string(appendFile(nil, int(x))) }

func appendFile(dst []byte, x int) []byte {
	var buf [16]byte
	i := len(buf)
	for x > 0 && i > 0 {
		x--
		i--
		buf[i] = byte('a' + x%26)
		x /= 26
	}
	return append(dst, buf[i:]...)
}

// maxCoord bounds parsed coordinates well above [MaxSide] so that an
// off-board square is reported as off the board, not as an overflow.
const maxCoord = 1 << 30

// ParseSquare reads a square in any notation: algebraic (c3, ab12,
// case-insensitive), Prolog (p(3, 3)) or X,Y (3,3). It checks syntax only; a
// square may still be off a given board.
func ParseSquare(s string) (Square, error) {
	t := strings.TrimSpace(s)
	var sq Square
	var ok bool
	switch {
	case strings.HasPrefix(t, "p(") || strings.HasPrefix(t, "P("):
		if strings.HasSuffix(t, ")") {
			sq, ok = parseXY(t[2 : len(t)-1])
		}
	case len(t) > 0 && isLetter(t[0]):
		sq, ok = ParseAlgebraic(t)
	default:
		sq, ok = parseXY(t)
	}
	if !ok {
		return Square{}, fmt.Errorf("%w: %q: want algebraic (c3), p(X, Y) or X,Y%s", ErrBadSquare, s, ZeroHint(s))
	}
	return sq, nil
}

// MustParseSquare is [ParseSquare] for tests and examples: it panics on an
// error.
func MustParseSquare(s string) Square { return must(ParseSquare(s)) }

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// ParseAlgebraic reads an algebraic square (c3, aa12, upper or lower
// case) from a string or, without converting it, from the bytes of an
// input, as the readers of package notation do a square at a time.
func ParseAlgebraic[T string | []byte](t T) (Square, bool) {
	x, i := 0, 0
	for ; i < len(t) && isLetter(t[i]); i++ {
		x = x*26 + int(t[i]|0x20-'a') + 1
		if x > maxCoord {
			return Square{}, false
		}
	}
	y, ok := parseCoord(t[i:])
	if !ok || x == 0 {
		return Square{}, false
	}
	return Square{X: int32(x), Y: int32(y)}, true
}

func parseXY(t string) (Square, bool) {
	xs, ys, found := strings.Cut(t, ",")
	if !found {
		return Square{}, false
	}
	x, okX := parseCoord(strings.TrimSpace(xs))
	y, okY := parseCoord(strings.TrimSpace(ys))
	if !okX || !okY {
		return Square{}, false
	}
	return Square{X: int32(x), Y: int32(y)}, true
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
