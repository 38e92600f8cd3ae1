package board

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxSide is the longest side a board may have.
const MaxSide = 10000

// ErrBadBoard is wrapped by every error about a board's size or its syntax.
var ErrBadBoard = errors.New("bad board")

// Board is a rectangle of W files by H ranks. Its sides have the type of
// [Square]'s coordinates, so that comparing a square with the board's edge
// needs no conversion.
type Board struct {
	W, H int32
}

// New returns the W x H board, or an error unless 1 <= w, h <= [MaxSide].
func New(w, h int) (Board, error) {
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return Board{}, fmt.Errorf("%w: %dx%d: sides must be between 1 and %d", ErrBadBoard, w, h, MaxSide)
	}
	return Board{W: int32(w), H: int32(h)}, nil
}

// Check returns the error [New] would give for b's sides, or nil, for a
// Board built as a literal.
func (b Board) Check() error {
	_, err := New(int(b.W), int(b.H))
	return err
}

// Parse reads a board written WxH ("8x6": 8 files, 6 ranks) or N for N x N.
func Parse(s string) (Board, error) {
	t := strings.TrimSpace(s)
	ws, hs, found := strings.Cut(strings.ToLower(t), "x")
	if !found {
		hs = ws
	}
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if errW != nil || errH != nil || ws == "" || hs == "" || ws[0] == '+' || hs[0] == '+' {
		return Board{}, fmt.Errorf("%w: %q: want WxH, such as 8x8, or one number N for NxN", ErrBadBoard, s)
	}
	return New(w, h)
}

// MustParse is [Parse] for tests and examples: it panics on an error.
func MustParse(s string) Board { return must(Parse(s)) }

// must is v, for the MustParse functions: it panics on an error.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// String writes the board as WxH.
func (b Board) String() string { return strconv.Itoa(int(b.W)) + "x" + strconv.Itoa(int(b.H)) }

// Size is the number of squares, W*H.
func (b Board) Size() int { return int(b.W) * int(b.H) }

// Contains reports whether s is on the board.
func (b Board) Contains(s Square) bool {
	return s.X >= 1 && s.Y >= 1 && s.X <= b.W && s.Y <= b.H
}

// Index numbers the squares 0..Size()-1 rank by rank from a1: a1 is 0, b1 is
// 1, a2 is W. s must be on the board.
func (b Board) Index(s Square) int { return int(s.Y-1)*int(b.W) + int(s.X-1) }

// Square is the inverse of [Board.Index].
func (b Board) Square(i int) Square {
	w := int(b.W)
	return Square{X: int32(i%w + 1), Y: int32(i/w + 1)}
}

// Odd reports whether the board has an odd number of squares.
func (b Board) Odd() bool { return b.W%2 == 1 && b.H%2 == 1 }

// ColourCount returns how many squares of colour c the board has.
func (b Board) ColourCount(c Colour) int {
	n := b.Size()
	if c == Dark {
		return (n + 1) / 2 // a1 is dark, so dark has the extra square of an odd board
	}
	return n / 2
}

// Neighbours appends to buf the squares a knight on s reaches on the board,
// in the order of [Moves], and returns the extended slice.
func (b Board) Neighbours(s Square, buf []Square) []Square {
	for _, m := range Moves {
		t := Square{X: s.X + m.X, Y: s.Y + m.Y}
		if b.Contains(t) {
			buf = append(buf, t)
		}
	}
	return buf
}

// Degree is the number of squares a knight on s reaches on the board.
func (b Board) Degree(s Square) int {
	var buf [len(Moves)]Square
	return len(b.Neighbours(s, buf[:0]))
}

// Moves are the eight knight jumps as (dx, dy) offsets.
var Moves = [8]Square{
	{1, 2}, {2, 1}, {2, -1}, {1, -2},
	{-1, -2}, {-2, -1}, {-2, 1}, {-1, 2},
}

// IsKnightMove reports whether a knight jumps from a to b in one move.
func IsKnightMove(a, b Square) bool {
	dx, dy := abs(a.X-b.X), abs(a.Y-b.Y)
	return dx == 1 && dy == 2 || dx == 2 && dy == 1
}

func abs(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
