package verify

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/knightcert/knight/board"
)

// Sentinel errors for errors.Is; every [*Error] wraps one.
var (
	ErrOffBoard      = errors.New("square off the board")
	ErrNotKnightMove = errors.New("not a knight move")
	ErrRevisit       = errors.New("square visited twice")
	ErrIncomplete    = errors.New("tour does not cover the board")
	ErrNotClosed     = errors.New("tour is not closed")
	ErrWrongStart    = errors.New("wrong start square")
	ErrWrongEnd      = errors.New("wrong end square")
)

// Error is the first fault found in a path, at the move that shows it.
// Move k is the jump that lands on square k of the path (square 0 is the
// start); From and To are that move's squares (From is zero for square 0).
type Error struct {
	Err      error // the sentinel
	Move     int   // the move at fault; -1 when no one move is (too few squares)
	From, To board.Square
	msg      string
}

// Error is the positioned reason, such as
// "move 17: c3 to d6 is not a knight move".
func (e *Error) Error() string { return e.msg }

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Err }

func moveError(sentinel error, move int, from, to board.Square, format string, args ...any) *Error {
	return &Error{Err: sentinel, Move: move, From: from, To: to, msg: fmt.Sprintf(format, args...)}
}

// Path checks that p is a knight's path on b: every square on the board,
// every step a knight move, no square twice. It allocates one bit a square.
func Path(b board.Board, p board.Path) error { return ShapePath(board.Shape{Board: b}, p) }

// ShapePath checks that p is a path of sh's piece among sh's cells:
// every square a cell (on the board and no hole), every step a move of
// the piece, no square twice. On the knight's full board it is [Path].
func ShapePath(sh board.Shape, p board.Path) error {
	var w Walker
	w.init(board.Problem{Board: sh.Board, Holes: sh.Holes, Piece: sh.Piece})
	w.Steps(p, firstIn(p))
	if w.err != nil {
		return w.err
	}
	return nil
}

// firstIn is the index of a square's first visit in p, for [Walker.Step].
func firstIn(p board.Path) func(board.Square) int {
	return func(s board.Square) int {
		first := 0
		for p[first] != s {
			first++
		}
		return first
	}
}

// Result is what [Check] found a path to be on its board, whether or not
// it answers the problem asked.
type Result struct {
	Board board.Board
	// Holes counts the problem's holes and Piece is its piece
	// ([board.Shape]); zero for the knight on the full board.
	Holes int
	Piece board.Piece
	// Squares is how many squares the path covers, each once: all of them
	// when no move is at fault, else those before the first faulty move.
	Squares int
	// Start and End are the first and last of those squares; both are the
	// zero Square when there are none.
	Start, End board.Square
	// Closed reports that the whole path is valid, has more than one
	// square (three on a shape, where two cells can be a move apart: a
	// cycle), and ends a move of the piece from its start.
	Closed bool
}

// Tour reports whether the squares covered are every cell of the board.
func (r Result) Tour() bool { return r.Squares == r.Board.Size()-r.Holes }

// shape names the board, its holes and piece: "8x8", "8x8 less 2 holes
// for the zebra".
func (r Result) shape() string {
	s := r.Board.String()
	switch {
	case r.Holes == 1:
		s += " less 1 hole"
	case r.Holes > 1:
		s += fmt.Sprintf(" less %d holes", r.Holes)
	}
	if !r.Piece.IsKnight() {
		s += fmt.Sprintf(" for the %v", r.Piece)
	}
	return s
}

// String describes the result in a few words: "open tour of 5x5 from a1 to
// c1", "closed tour of 6x6 from a1 to b3", "path of 12 squares on 5x5 from
// a1 to e2" (for a path that does not cover its board, or the part of one
// before its first fault), or "no squares on 5x5". A board with holes or
// for another piece says so: "open tour of 8x8 less 2 holes for the zebra
// from a1 to h8".
func (r Result) String() string {
	sh := r.shape()
	switch {
	case r.Squares == 0:
		return fmt.Sprintf("no squares on %v", sh)
	case !r.Tour():
		return fmt.Sprintf("path of %d squares on %v from %v to %v", r.Squares, sh, r.Start, r.End)
	case r.Closed:
		return fmt.Sprintf("closed tour of %v from %v to %v", sh, r.Start, r.End)
	}
	return fmt.Sprintf("open tour of %v from %v to %v", sh, r.Start, r.End)
}

// maxMissing is how many missing squares an incomplete tour's error names.
const maxMissing = 5

// Tour checks that p answers the problem q: a path on q.Board that begins
// with q.Prefix, covers the board, ends on q.End when set and is closed
// when q.Closed. On a board with holes or for another piece
// ([board.Problem.Shape]) the path must visit every cell once and no
// hole, each step and the closing one a move of q.Piece. It reports the first fault in that order. [Check] does the
// same and also says what the path is.
func Tour(q board.Problem, p board.Path) error {
	_, err := Check(q, p)
	return err
}

// Check checks p against q as [Tour] does, and returns what it found: the
// board, the squares covered, the start and end, open or closed. The
// result is filled in on a fault too, describing the path as far as it
// is a knight's path, so that a grader can say "covers 40 of 64 squares".
// The cost is Tour's: one pass and one bit a board square.
func Check(q board.Problem, p board.Path) (Result, error) {
	var w Walker
	w.init(q)
	w.Steps(p, firstIn(p))
	return w.Done()
}

// missing lists the first few squares of b not in seen, in index order;
// seen holds the holes too.
func missing(b board.Board, seen board.Set) string {
	var names []string
	count := 0
	for w, word := range seen {
		unseen := ^word
		if w == len(seen)-1 && b.Size()%64 != 0 {
			unseen &= 1<<(b.Size()%64) - 1
		}
		count += bits.OnesCount64(unseen)
		for unseen != 0 && len(names) < maxMissing {
			k := w*64 + bits.TrailingZeros64(unseen)
			names = append(names, b.Square(k).String())
			unseen &= unseen - 1
		}
	}
	list := strings.Join(names, ", ")
	if count > len(names) {
		list += fmt.Sprintf(" and %d more", count-len(names))
	}
	return list
}
