package board

import (
	"fmt"
	"strings"
)

// Shape is a board with holes toured by a piece: the graph whose vertices
// are the cells (the squares of Board that are not in Holes) and whose
// edges are the piece's moves between cells. The zero Holes and the zero
// Piece make the plain W x H board of the knight, so a Shape built from a
// Board alone is that board.
type Shape struct {
	Board Board
	// Holes are the squares of Board that are not cells, by
	// [Board.Index]; nil or empty means none.
	Holes Set
	// Piece is the leaper that tours the shape; the zero Piece is the
	// knight.
	Piece Piece
}

// Plain reports whether s is a full rectangle toured by the knight: what
// every part of knight answered before shapes, and what the constructions
// that rest on the rectangle (divide and conquer, the four-line and edge
// certificates) still need.
func (s Shape) Plain() bool { return s.Piece.IsKnight() && s.HoleCount() == 0 }

// HoleCount is the number of holes.
func (s Shape) HoleCount() int { return s.Holes.Count() }

// Cells is the number of cells, the squares a tour must visit.
func (s Shape) Cells() int { return s.Board.Size() - s.HoleCount() }

// IsHole reports whether the square at index i is a hole.
func (s Shape) IsHole(i int) bool { return len(s.Holes) > 0 && s.Holes.Has(i) }

// IsCell reports whether q is on the board and not a hole.
func (s Shape) IsCell(q Square) bool {
	return s.Board.Contains(q) && !s.IsHole(s.Board.Index(q))
}

// IsMove reports whether the piece jumps from cell a to cell b.
func (s Shape) IsMove(a, b Square) bool {
	return s.IsCell(a) && s.IsCell(b) && s.Piece.IsMove(a, b)
}

// Neighbours appends to buf the cells the piece on q reaches, in the order
// of [Piece.Jumps], and returns the extended slice.
func (s Shape) Neighbours(q Square, buf []Square) []Square {
	for _, m := range s.Piece.Jumps() {
		t := Square{X: q.X + m.X, Y: q.Y + m.Y}
		if s.IsCell(t) {
			buf = append(buf, t)
		}
	}
	return buf
}

// ColourCount returns how many cells of colour c the shape has.
func (s Shape) ColourCount(c Colour) int {
	n := s.Board.ColourCount(c)
	for i := range s.Holes.All() {
		if s.Board.Square(i).Colour() == c {
			n--
		}
	}
	return n
}

// HoleList returns the holes as squares, in index order.
func (s Shape) HoleList() Path {
	var p Path
	for i := range s.Holes.All() {
		p = append(p, s.Board.Square(i))
	}
	return p
}

// Check reports the first reason s is malformed: a bad board, a hole set
// of another board's size, a hole past the board's last square, or no
// cell at all.
func (s Shape) Check() error {
	if err := s.Board.Check(); err != nil {
		return err
	}
	if len(s.Holes) == 0 {
		return nil
	}
	n := s.Board.Size()
	if len(s.Holes) != SetWords(n) {
		return fmt.Errorf("%w: %v: the holes are a set of %d words, want %d", ErrBadBoard, s.Board, len(s.Holes), SetWords(n))
	}
	if n%64 != 0 && s.Holes[len(s.Holes)-1]>>(n%64) != 0 {
		return fmt.Errorf("%w: %v: a hole past the board's last square", ErrBadBoard, s.Board)
	}
	if s.Cells() == 0 {
		return fmt.Errorf("%w: %v: every square is a hole", ErrBadBoard, s.Board)
	}
	return nil
}

// String describes the shape: "8x8" for the plain board, otherwise with
// its holes and piece, such as "8x8 without d4 e5" or "10x10 for the
// zebra"; past [MaxHolesNamed] holes they are counted, "8x8 with 28
// holes, 36 cells".
func (s Shape) String() string {
	var sb strings.Builder
	sb.WriteString(s.Board.String())
	sb.WriteString(s.holesWords())
	if !s.Piece.IsKnight() {
		if s.HoleCount() > MaxHolesNamed {
			sb.WriteString(",") // after "36 cells"
		}
		fmt.Fprintf(&sb, " for the %v", s.Piece)
	}
	return sb.String()
}

// MaxHolesNamed is the most holes a shape's description lists.
const MaxHolesNamed = 8

// holesWords says what holes s has, after its board: "", " without d4
// e5", or " with 28 holes, 36 cells".
func (s Shape) holesWords() string {
	switch n := s.HoleCount(); {
	case n == 0:
		return ""
	case n <= MaxHolesNamed:
		return fmt.Sprintf(" without %v", s.HoleList())
	default:
		return fmt.Sprintf(" with %d holes, %d cells", n, s.Cells())
	}
}

// ParseHoles reads the holes of board b from a list of squares in the
// notations [ParsePath] reads ("d4,e5", "d4 e5", "p(4,4)"), which need
// not be knight moves apart. A square off the board or named twice is an
// error naming it.
func ParseHoles(b Board, s string) (Set, error) {
	p, err := ParsePath(s)
	if err != nil {
		return nil, err
	}
	holes := NewSet(b.Size())
	for i, q := range p {
		if !b.Contains(q) {
			return nil, fmt.Errorf("%w: hole %d: %v is off the %v board", ErrBadBoard, i+1, q, b)
		}
		if holes.Has(b.Index(q)) {
			return nil, fmt.Errorf("%w: hole %d: %v is named twice", ErrBadBoard, i+1, q)
		}
		holes.Add(b.Index(q))
	}
	return holes, nil
}
