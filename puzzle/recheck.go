package puzzle

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/encode"
	"github.com/knightcert/knight/evidence"
)

// Errors of [Recheck].
var (
	// ErrRefuted: solving again found a solution the answer says does
	// not exist; Recheck's error names it.
	ErrRefuted = errors.New("the claim is false")
	// ErrUndecided: solving again did not finish in time.
	ErrUndecided = errors.New("undecided")
)

// Recheck solves again, with [SecondEncoding], the part of an answer that
// rests on SAT: that a unique answer's solution has no other beside it,
// or that a "none" without a certificate has no solution. The answer's
// own encodings are not consulted: a document does not choose how it is
// checked. Call it after verify.Puzzle has checked the rest; the result
// is a second opinion, not a proof. It returns the encoding used.
func Recheck(ctx context.Context, a evidence.PuzzleAnswer, maxSquares int) (string, error) {
	p := a.Puzzle
	if err := p.Check(); err != nil {
		return "", err
	}
	var exclude board.Path
	switch {
	case a.Status == evidence.Unique && len(a.Solutions) == 1:
		exclude = a.Solutions[0]
	case a.Status == evidence.NoSolution && a.Certificate == nil:
	default:
		return "", fmt.Errorf("nothing to solve again: the answer is %v", a.Status)
	}
	enc := SecondEncoding
	q := clueProblem(p)
	if p.Closed && len(q.Clues) == 0 {
		enc = FirstEncoding
	}
	s, err := encode.NewClueSolver(ctx, q, encode.Options{Encoding: enc, MaxSquares: maxSquares})
	if err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("%w: %w", ErrUndecided, ctx.Err())
		}
		return "", err
	}
	if exclude != nil {
		s.Exclude(exclude)
	}
	r, err := s.Solve(ctx)
	if err != nil {
		return "", err
	}
	switch r.Status {
	case board.Unknown:
		return "", fmt.Errorf("%w: %w", ErrUndecided, ctx.Err())
	case board.Found:
		if Satisfies(p, r.Tour) == nil && !slices.Equal(r.Tour, exclude) {
			return "", fmt.Errorf("%w: this solution agrees with every clue: %v", ErrRefuted, r.Tour)
		}
		return "", fmt.Errorf("puzzle: the %v solver's tour is wrong: a bug", enc)
	}
	return enc.String(), nil
}
