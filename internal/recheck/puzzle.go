package recheck

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/verify"
)

// Puzzle solves again, with the hybrid encoding (the position encoding
// for a closed puzzle without clues), the part of a puzzle answer that
// rests on SAT: that a unique answer's solution has no other beside it,
// or that a "none" without a certificate has no solution. The answer's
// own encodings are not consulted: a document does not choose how it is
// checked. Call it after verify.Puzzle has checked the rest; the result
// is a second opinion, not a proof. It returns the encoding used.
func Puzzle(ctx context.Context, a puzzlecert.Answer, maxSquares int) (string, error) {
	p := a.Puzzle
	if err := p.Check(); err != nil {
		return "", err
	}
	var exclude board.Path
	switch {
	case a.Status == puzzlecert.Unique && len(a.Solutions) == 1:
		exclude = a.Solutions[0]
	case a.Status == puzzlecert.NoSolution && a.Certificate == nil:
	default:
		return "", fmt.Errorf("nothing to solve again: the answer is %v", a.Status)
	}
	enc := encode.Hybrid
	q := encode.PuzzleProblem(p)
	if p.Closed && len(q.Clues) == 0 {
		enc = encode.Position
	}
	s, err := encode.NewClueSolver(ctx, q, encode.Options{Encoding: enc, MaxSquares: maxSquares})
	if err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("%w: not re-checked within the limit: the %v formula was not built in time (%s)", ErrUndecided, enc, satWords())
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
		return "", fmt.Errorf("%w: not re-checked within the limit: the %v encoding did not decide in time (%s)", ErrUndecided, enc, satWords())
	case board.Found:
		if verify.PuzzleSolution(p, r.Tour) == nil && !slices.Equal(r.Tour, exclude) {
			return "", fmt.Errorf("%w: this solution agrees with every clue: %v", ErrRefuted, r.Tour)
		}
		return "", fmt.Errorf("puzzle: the %v solver's tour is wrong: a bug", enc)
	}
	return enc.String(), nil
}

// puzzleReport is [Document] for a puzzle answer.
func puzzleReport(ctx context.Context, ck *verify.Checker, a puzzlecert.Answer, sat time.Duration) (Report, error) {
	pc, err := ck.Puzzle(ctx, a)
	return secondOpinion(ctx, ck, Report{Board: a.Puzzle.Board}, pc, err, a, sat)
}

// puzzleVerdictReport is [Document] for a puzzle blame's verdict: both
// halves by [verify.PuzzleVerdict], and the evidence solved again by
// [Puzzle] when it rests on SAT.
func puzzleVerdictReport(ctx context.Context, ck *verify.Checker, v puzzlecert.Verdict, sat time.Duration) (Report, error) {
	var r Report
	switch {
	case v.HasBefore:
		r.Board = v.Before.Board
	case v.Evidence != nil:
		r.Board = v.Evidence.Puzzle.Board
	}
	pc, err := ck.PuzzleVerdict(ctx, v)
	var a puzzlecert.Answer
	if v.Evidence != nil {
		a = *v.Evidence
	}
	return secondOpinion(ctx, ck, r, pc, err, a, sat)
}

// secondOpinion completes r with what verify checked (pc, or its error
// checkErr) and, when the claim rests on SAT, a's claim solved again by
// [Puzzle].
func secondOpinion(ctx context.Context, ck *verify.Checker, r Report, pc verify.PuzzleCheck, checkErr error, a puzzlecert.Answer, sat time.Duration) (Report, error) {
	r.Work = ck.Work()
	if checkErr != nil {
		if ctx.Err() != nil && errors.Is(checkErr, ctx.Err()) {
			return r, fmt.Errorf("%w: the check stopped after %d steps: %w", ErrUndecided, ck.Work(), checkErr)
		}
		return r, checkErr
	}
	r.Puzzle = &PuzzleReport{Checked: pc.Checked}
	if !pc.SecondOpinion {
		return r, nil
	}
	ctx, cancel := satContext(ctx, sat)
	defer cancel()
	enc, err := Puzzle(ctx, a, MaxSquares)
	if err != nil {
		return r, err
	}
	r.Puzzle.SecondOpinion, r.Puzzle.Encoding = "no other solution", enc
	if a.Status == puzzlecert.NoSolution {
		r.Puzzle.SecondOpinion = "no solution"
	}
	return r, nil
}
