package verify_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

func readPuzzleVerdict(t *testing.T, name string) puzzlecert.Verdict {
	t.Helper()
	v, err := puzzlecert.ParseVerdict(readTestdata(t, name), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPuzzleVerdict: three verdicts of knight puzzle blame on the 3x4
// puzzle c4=3 b1=5 b3=11 (entries a4=1 b2=2, then c3=4 a knight's
// distance of 3 from c4, b1=7 on the clue 5, or a3=4 right) pass, and
// each mutation fails with the sentinel its fault calls for. Oracle: the
// faults are made by hand, each breaking one half of the claim (the
// completion, the entry's link to the evidence, the evidence itself).
func TestPuzzleVerdict(t *testing.T) {
	for _, tc := range []struct {
		file, first string
	}{
		{"puzzle-blame-3x4-distance.json", "the 5 numbers before 4 on c3 (clues and entries) are completed by the tour given"},
		{"puzzle-blame-3x4-conflict.json", "the 5 numbers before 7 on b1 (clues and entries) are completed by the tour given"},
		{"puzzle-blame-3x4-completable.json", "the 6 numbers given (clues and entries) are completed by the tour given"},
	} {
		pc, err := verify.PuzzleVerdict(readPuzzleVerdict(t, tc.file))
		if err != nil || pc.SecondOpinion || len(pc.Checked) == 0 || pc.Checked[0] != tc.first {
			t.Errorf("%s: verify.PuzzleVerdict = %+v, %v; want %q first, no second opinion", tc.file, pc, err, tc.first)
		}
	}
	a1 := board.MustParseSquare("a1")
	tests := []struct {
		file   string
		name   string
		mutate func(*puzzlecert.Verdict)
		want   error
	}{
		{"puzzle-blame-3x4-distance.json", "completion swaps two squares", func(v *puzzlecert.Verdict) {
			v.Completion[3], v.Completion[4] = v.Completion[4], v.Completion[3]
		}, verify.ErrBadSolution},
		{"puzzle-blame-3x4-distance.json", "completion misses an entry before", func(v *puzzlecert.Verdict) {
			v.Before.Clues[0].Square = board.MustParseSquare("c1") // 1 on c1, the completion starts a4
		}, verify.ErrBadSolution},
		{"puzzle-blame-3x4-distance.json", "no completion", func(v *puzzlecert.Verdict) {
			v.HasBefore, v.Completion = false, nil
		}, verify.ErrNotFirst},
		{"puzzle-blame-3x4-distance.json", "evidence about another entry", func(v *puzzlecert.Verdict) {
			v.Entry = puzzlecert.Clue{Square: a1, Number: 4}
		}, verify.ErrNoClaim},
		{"puzzle-blame-3x4-distance.json", "no evidence", func(v *puzzlecert.Verdict) {
			v.Evidence = nil
		}, verify.ErrNoClaim},
		{"puzzle-blame-3x4-distance.json", "evidence that fails", func(v *puzzlecert.Verdict) {
			c := v.Evidence.Certificate.(puzzlecert.Distance)
			c.Distance = 1 // c4 to c3 is 3 moves
			v.Evidence.Certificate = c
		}, verify.ErrCountMismatch},
		{"puzzle-blame-3x4-conflict.json", "entry that contradicts nothing", func(v *puzzlecert.Verdict) {
			v.Entry = puzzlecert.Clue{Square: board.MustParseSquare("c3"), Number: 6}
		}, verify.ErrNoClaim},
		{"puzzle-blame-3x4-completable.json", "completable with a broken completion", func(v *puzzlecert.Verdict) {
			v.Completion = slices.Concat(v.Completion[1:], v.Completion[:1])
		}, verify.ErrBadSolution},
		{"puzzle-blame-3x4-completable.json", "completable naming a wrong entry", func(v *puzzlecert.Verdict) {
			v.FirstWrong = 1
		}, verify.ErrNoClaim},
		{"puzzle-blame-3x4-completable.json", "unknown claims nothing", func(v *puzzlecert.Verdict) {
			v.Status = board.Unknown
		}, verify.ErrNoClaim},
	}
	for _, tc := range tests {
		v := readPuzzleVerdict(t, tc.file)
		tc.mutate(&v)
		if _, err := verify.PuzzleVerdict(v); !errors.Is(err, tc.want) {
			t.Errorf("%s: verify.PuzzleVerdict = %v, want %v", tc.name, err, tc.want)
		}
	}
}
