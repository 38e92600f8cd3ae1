package board

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Problem asks for a tour of Board (less its Holes, by Piece) that begins
// with Prefix, ends on End when End is set, and is closed when Closed is
// set. Every package that finds tours or proves their absence answers a
// Problem. The zero Holes and Piece ask about the knight on the full
// board; a package that answers only that refuses any other with an
// error wrapping [ErrShape] (see [Problem.Shape] and [Shape.Plain]).
type Problem struct {
	Board Board
	// Holes are squares of Board that are not cells ([Shape.Holes]).
	Holes Set
	// Piece is the leaper that tours; the zero Piece is the knight.
	Piece Piece
	// Prefix is the path the tour must begin with; Prefix[0] is the start.
	// An empty prefix allows any start.
	Prefix Path
	// End is the required last square; the zero Square means any.
	End Square
	// Closed asks for a tour whose last square is a knight move from its
	// first.
	Closed bool
}

// Shape returns the problem's board, holes and piece.
func (p Problem) Shape() Shape { return Shape{Board: p.Board, Holes: p.Holes, Piece: p.Piece} }

// ErrShape is wrapped by the error of a package that answers the knight on
// a full board only, asked about holes or another piece.
var ErrShape = errors.New("holes and pieces other than the knight are not supported here")

// shortPrefix is the longest prefix [Problem.Check] searches for repeats
// instead of keeping a set of the board's squares.
const shortPrefix = 64

// Start returns the required first square and whether there is one.
func (p Problem) Start() (Square, bool) {
	if len(p.Prefix) == 0 {
		return Square{}, false
	}
	return p.Prefix[0], true
}

// SquaresLeft is the number of squares a tour answering p has still to
// cover, the piece's own included: every cell when the prefix is empty.
func (p Problem) SquaresLeft() int {
	return p.Shape().Cells() - max(len(p.Prefix)-1, 0)
}

// HasEnd reports whether the problem fixes the last square.
func (p Problem) HasEnd() bool { return p.End != Square{} }

// ErrBadProblem is wrapped by every error [Problem.Check] returns.
var ErrBadProblem = errors.New("bad problem")

// Check reports the first reason the problem is malformed: a square off the
// board, a prefix step that is not a knight move, a prefix square repeated.
// A well-formed problem may still have no tour.
func (p Problem) Check() error {
	sh := p.Shape()
	if err := p.Board.Check(); err != nil {
		return fmt.Errorf("%w: board %v", ErrBadProblem, p.Board)
	}
	if err := sh.Check(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadProblem, err)
	}
	// The shape in words, for an error only: a shape's holes may be many.
	where := func() string {
		if sh.Plain() {
			return p.Board.String()
		}
		return sh.String()
	}
	// A short prefix is searched for repeats; a long one gets a set,
	// so that a problem on a huge board with a short prefix costs no
	// memory of the board's size.
	var seen Set
	if len(p.Prefix) > shortPrefix {
		seen = NewSet(p.Board.Size())
	}
	for i, s := range p.Prefix {
		if !sh.IsCell(s) {
			what := "off the " + where() + " board"
			if p.Board.Contains(s) {
				what = "a hole of " + where()
			}
			if i == 0 {
				return fmt.Errorf("%w: start square %v is %s", ErrBadProblem, s, what)
			}
			return fmt.Errorf("%w: prefix square %d: %v is %s", ErrBadProblem, i, s, what)
		}
		repeat := false
		if seen == nil {
			repeat = slices.Contains(p.Prefix[:i], s)
		} else if k := p.Board.Index(s); seen.Has(k) {
			repeat = true
		} else {
			seen.Add(k)
		}
		if repeat {
			j := slices.Index(p.Prefix, s)
			return fmt.Errorf("%w: move %d: %v was already visited at move %d", ErrBadProblem, i, s, j)
		}
		if i > 0 && !p.Piece.IsMove(p.Prefix[i-1], s) {
			return fmt.Errorf("%w: move %d: %v to %v is not a %v move", ErrBadProblem, i, p.Prefix[i-1], s, p.Piece)
		}
	}
	if p.HasEnd() && !sh.IsCell(p.End) {
		if p.Board.Contains(p.End) {
			return fmt.Errorf("%w: end square %v is a hole of %s", ErrBadProblem, p.End, where())
		}
		return fmt.Errorf("%w: end square %v is off the %s board", ErrBadProblem, p.End, where())
	}
	return nil
}

// String describes the problem in a few words, such as
// "open tour of 8x8 from a1" or "closed tour of 6x6 after a1 c2 e3, ending on b1".
func (p Problem) String() string {
	var sb strings.Builder
	if p.Closed {
		sb.WriteString("closed")
	} else {
		sb.WriteString("open")
	}
	if !p.Piece.IsKnight() {
		fmt.Fprintf(&sb, " %v", p.Piece)
	}
	fmt.Fprintf(&sb, " tour of %v", p.Board)
	sb.WriteString(p.Shape().holesWords())
	switch len(p.Prefix) {
	case 0:
	case 1:
		fmt.Fprintf(&sb, " from %v", p.Prefix[0])
	default:
		fmt.Fprintf(&sb, " after %v", p.Prefix)
	}
	if p.HasEnd() {
		fmt.Fprintf(&sb, ", ending on %v", p.End)
	}
	return sb.String()
}

// Status is the answer to a Problem.
type Status int8

const (
	// Unknown: undecided within the limits given.
	Unknown Status = iota
	// Found: a tour exists, and the answer carries it.
	Found
	// None: no tour exists, and the answer carries the evidence.
	None
)

// String is the word used in JSON answers: "tour", "none" or "unknown".
func (s Status) String() string {
	switch s {
	case Found:
		return "tour"
	case None:
		return "none"
	}
	return "unknown"
}
