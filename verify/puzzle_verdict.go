package verify

import (
	"context"
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// ErrNotFirst: a puzzle verdict's wrong entry is not shown to be the
// first: the numbers before it are not shown to be completable.
var ErrNotFirst = errors.New("not shown to be the first wrong number")

// PuzzleVerdict checks a puzzle blame's verdict, both halves of its claim
// that the entry it names is the first wrong one, importing nothing that
// made it:
//   - the numbers before it could be completed: Completion is a solution
//     of Before (every move a knight's move, every square once, every
//     number of Before in place);
//   - after it none can: either the entry contradicts Before on its face
//     (its square already numbered otherwise, or its number already
//     placed elsewhere), or the evidence is a "none" answer for exactly
//     Before with the entry added, checked by [Puzzle];
//   - FirstWrong indexes the entries listed: FirstWrong+1 of them, the
//     last the entry named, each one before it a number of Before.
//
// A dead verdict naming no entry claims only that the puzzle has no
// solution: its evidence is checked by [Puzzle]. A completable verdict's
// claim is its completion. What rests on SAT (a "none" with no
// certificate) is reported as SecondOpinion, as [Puzzle] does. It returns
// the first failure, wrapping [ErrNotFirst], [ErrBadSolution],
// [ErrNoClaim] or the errors of [Puzzle].
//
// Every member is part of the claim: a completable verdict carries no
// evidence, a dead one naming no entry no numbers or completion, and an
// entry contradicting the numbers on its face no evidence.
func PuzzleVerdict(v puzzlecert.Verdict) (PuzzleCheck, error) {
	var ck Checker
	return ck.PuzzleVerdict(context.Background(), v)
}

// PuzzleVerdict is [PuzzleVerdict] charging its work to the checker's
// budget and stopping with ctx's error when ctx is done.
func (ck *Checker) PuzzleVerdict(ctx context.Context, v puzzlecert.Verdict) (pc PuzzleCheck, err error) {
	ck.init(ctx)
	member := "status" // the member a refusal is about
	defer func() { err = atMember(member, err) }()
	completes := func(what string) error {
		if member = "status"; !v.HasBefore {
			return fmt.Errorf("%w: the verdict gives no numbers with a completion", ErrNotFirst)
		}
		if err := ck.charge(int64(len(v.Before.Clues)) + int64(len(v.Completion)) + 1); err != nil {
			return err
		}
		member = "before"
		if err := v.Before.Check(); err != nil {
			return err
		}
		member = "completion"
		if err := PuzzleSolution(v.Before, v.Completion); err != nil {
			return fmt.Errorf("%w: the completion: %w", ErrBadSolution, err)
		}
		pc.Checked = append(pc.Checked, fmt.Sprintf("the %d numbers %s are completed by the tour given", len(v.Before.Clues), what))
		return nil
	}
	switch {
	case v.Status == board.Found:
		if member = "first_wrong"; v.FirstWrong != -1 {
			return pc, fmt.Errorf("%w: a completable verdict names entry %d as wrong", ErrNoClaim, v.FirstWrong)
		}
		if member = "evidence"; v.Evidence != nil {
			return pc, fmt.Errorf("%w: a completable verdict carries evidence of none, which its claim does not use", ErrNoClaim)
		}
		return pc, completes("given (clues and entries)")
	case v.Status == board.None && v.FirstWrong == -1:
		if member = "evidence"; v.Evidence == nil || v.Evidence.Status != puzzlecert.NoSolution {
			return pc, fmt.Errorf("%w: the verdict says the puzzle has no solution and gives no none answer", ErrNoClaim)
		}
		if member = "before"; v.HasBefore {
			return pc, fmt.Errorf("%w: the verdict says the puzzle has no solution, yet gives numbers and a completion of them", ErrNoClaim)
		}
		member = "evidence"
		return ck.Puzzle(ctx, *v.Evidence)
	case v.Status == board.None:
		if err := completes(fmt.Sprintf("before %d on %v (clues and entries)", v.Entry.Number, v.Entry.Square)); err != nil {
			return pc, err
		}
		if conflict := v.Before.Conflict(v.Entry); conflict != "" {
			if member = "evidence"; v.Evidence != nil {
				return pc, fmt.Errorf("%w: %d on %v contradicts the numbers on its face, and the evidence beside it is not used", ErrNoClaim, v.Entry.Number, v.Entry.Square)
			}
			pc.Checked = append(pc.Checked, fmt.Sprintf("%d on %v contradicts them: %s", v.Entry.Number, v.Entry.Square, conflict))
			member = "entries"
			return pc, ck.verdictEntries(v, &pc)
		}
		if member = "evidence"; v.Evidence == nil || v.Evidence.Status != puzzlecert.NoSolution {
			return pc, fmt.Errorf("%w: %d on %v contradicts no number on its face and the verdict gives no none answer", ErrNoClaim, v.Entry.Number, v.Entry.Square)
		}
		if want := v.Before.WithClue(v.Entry); !want.Same(v.Evidence.Puzzle) {
			member = "evidence.puzzle"
			return pc, fmt.Errorf("%w: the evidence is about another puzzle than the numbers before it with %d on %v", ErrNoClaim, v.Entry.Number, v.Entry.Square)
		}
		after, err := ck.Puzzle(ctx, *v.Evidence)
		if err != nil {
			return pc, err
		}
		for _, c := range after.Checked {
			pc.Checked = append(pc.Checked, fmt.Sprintf("with %d on %v none can: %s", v.Entry.Number, v.Entry.Square, c))
		}
		if after.SecondOpinion {
			pc.Checked = append(pc.Checked, fmt.Sprintf("with %d on %v none can: the evidence rests on SAT", v.Entry.Number, v.Entry.Square))
		}
		pc.SecondOpinion = after.SecondOpinion
		member = "entries"
		return pc, ck.verdictEntries(v, &pc)
	}
	member = "status"
	return pc, fmt.Errorf("%w: the verdict is %s", ErrNoClaim, evidence.VerdictWord(v.Status))
}
