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

func moveError(sentinel error, p board.Path, i int, format string, args ...any) *Error {
	e := &Error{Err: sentinel, Move: i, msg: fmt.Sprintf(format, args...)}
	if i >= 0 && i < len(p) {
		e.To = p[i]
	}
	if i > 0 && i <= len(p) {
		e.From = p[i-1]
	}
	return e
}

// bitset has one bit a square of a board.
type bitset []uint64

func (s bitset) has(k int) bool { return s[k>>6]&(1<<(k&63)) != 0 }
func (s bitset) add(k int)      { s[k>>6] |= 1 << (k & 63) }

// Path checks that p is a knight's path on b: every square on the board,
// every step a knight move, no square twice. It allocates one bit a square.
func Path(b board.Board, p board.Path) error {
	_, err := walk(b, p)
	return err
}

// walk checks p as Path does and returns the squares it visits.
func walk(b board.Board, p board.Path) (bitset, error) {
	seen := make(bitset, (b.Size()+63)/64)
	for i, s := range p {
		if !b.Contains(s) {
			if i == 0 {
				return nil, moveError(ErrOffBoard, p, i, "start square %v is off the %v board", s, b)
			}
			return nil, moveError(ErrOffBoard, p, i, "move %d: %v is off the %v board", i, s, b)
		}
		if i > 0 && !board.IsKnightMove(p[i-1], s) {
			return nil, moveError(ErrNotKnightMove, p, i, "move %d: %v to %v is not a knight move", i, p[i-1], s)
		}
		k := b.Index(s)
		if seen.has(k) {
			first := 0
			for p[first] != s {
				first++
			}
			if first == 0 {
				return nil, moveError(ErrRevisit, p, i, "move %d: %v was already visited as the start square", i, s)
			}
			return nil, moveError(ErrRevisit, p, i, "move %d: %v was already visited at move %d", i, s, first)
		}
		seen.add(k)
	}
	return seen, nil
}

// maxMissing is how many missing squares an incomplete tour's error names.
const maxMissing = 5

// Tour checks that p answers the problem q: a path on q.Board that begins
// with q.Prefix, covers the board, ends on q.End when set and is closed
// when q.Closed. It reports the first fault in that order.
func Tour(q board.Problem, p board.Path) error {
	b := q.Board
	seen, err := walk(b, p)
	if err != nil {
		return err
	}
	for i, s := range q.Prefix {
		switch {
		case i >= len(p):
			return moveError(ErrWrongStart, p, -1, "path has %d squares, shorter than the %d-square prefix %v", len(p), len(q.Prefix), q.Prefix)
		case p[i] == s:
		case i == 0:
			return moveError(ErrWrongStart, p, 0, "tour starts on %v, not %v", p[0], s)
		default:
			return moveError(ErrWrongStart, p, i, "move %d: %v to %v, but the prefix goes to %v", i, p[i-1], p[i], s)
		}
	}
	if len(p) != b.Size() {
		return moveError(ErrIncomplete, p, -1, "tour covers %d of %d squares; missing: %s", len(p), b.Size(), missing(b, seen))
	}
	last := len(p) - 1
	if q.HasEnd() && p[last] != q.End {
		return moveError(ErrWrongEnd, p, last, "tour ends on %v, not %v", p[last], q.End)
	}
	if q.Closed && !board.IsKnightMove(p[last], p[0]) {
		e := moveError(ErrNotClosed, p, len(p), "tour is not closed: %v to %v is not a knight move", p[last], p[0])
		e.To = p[0]
		return e
	}
	return nil
}

// missing lists the first few squares of b not in seen, in index order.
func missing(b board.Board, seen bitset) string {
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
