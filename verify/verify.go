package verify

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
)

// Sentinel errors for errors.Is.
var (
	ErrOffBoard      = errors.New("square off the board")
	ErrNotKnightMove = errors.New("not a knight move")
	ErrRevisit       = errors.New("square visited twice")
	ErrIncomplete    = errors.New("tour does not cover the board")
	ErrNotClosed     = errors.New("tour is not closed")
	ErrWrongStart    = errors.New("wrong start square")
	ErrWrongEnd      = errors.New("wrong end square")
)

// Path checks that p is a knight's path on b: every square on the board,
// every step a knight move, no square twice. It allocates one bit a square.
func Path(b board.Board, p board.Path) error {
	seen := make([]uint64, (b.Size()+63)/64)
	for i, s := range p {
		if !b.Contains(s) {
			return fmt.Errorf("move %d: %v is off the %v board: %w", i, s, b, ErrOffBoard)
		}
		if i > 0 && !board.IsKnightMove(p[i-1], s) {
			return fmt.Errorf("move %d: %v to %v is not a knight move: %w", i, p[i-1], s, ErrNotKnightMove)
		}
		k := b.Index(s)
		if seen[k/64]&(1<<(k%64)) != 0 {
			return fmt.Errorf("move %d: %v was visited twice: %w", i, s, ErrRevisit)
		}
		seen[k/64] |= 1 << (k % 64)
	}
	return nil
}

// Tour checks that p answers the problem q: a path on q.Board that covers
// it, begins with q.Prefix, ends on q.End when set and is closed when
// q.Closed.
func Tour(q board.Problem, p board.Path) error {
	b := q.Board
	if err := Path(b, p); err != nil {
		return err
	}
	if len(p) != b.Size() {
		return fmt.Errorf("tour covers %d of %d squares: %w", len(p), b.Size(), ErrIncomplete)
	}
	for i, s := range q.Prefix {
		if p[i] != s {
			return fmt.Errorf("square %d is %v, the prefix says %v: %w", i, p[i], s, ErrWrongStart)
		}
	}
	if q.HasEnd() && p[len(p)-1] != q.End {
		return fmt.Errorf("tour ends on %v, not %v: %w", p[len(p)-1], q.End, ErrWrongEnd)
	}
	if q.Closed && len(p) > 1 && !board.IsKnightMove(p[len(p)-1], p[0]) {
		return fmt.Errorf("last square %v is not a knight move from first square %v: %w", p[len(p)-1], p[0], ErrNotClosed)
	}
	return nil
}
