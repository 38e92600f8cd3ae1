package verify_test

import (
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readTestdata is the file name in testdata.
func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func readPuzzleAnswer(t *testing.T) puzzlecert.Answer {
	t.Helper()
	a, err := puzzlecert.ParseAnswer(readTestdata(t, "puzzle-3x4-minimal.json"), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestPuzzleAnswer: a minimal 3x4 puzzle made by knight puzzle make
// passes; each mutation of it fails with the sentinel its fault calls
// for. Oracle: the faults are made by hand, each breaking one rule (a
// tour, a clue, a witness's difference).
func TestPuzzleAnswer(t *testing.T) {
	a := readPuzzleAnswer(t)
	pc, err := verify.Puzzle(a)
	if err != nil {
		t.Fatalf("verify.Puzzle(made puzzle) = %v", err)
	}
	if !pc.SecondOpinion || len(pc.Checked) != 3 {
		t.Errorf("verify.Puzzle = %+v, want the solution, the witnesses and the grade checked and uniqueness left to a second opinion", pc)
	}
	clone := func() puzzlecert.Answer {
		b := a
		b.Solutions = []board.Path{}
		for _, s := range a.Solutions {
			b.Solutions = append(b.Solutions, slices.Clone(s))
		}
		b.Minimal = slices.Clone(a.Minimal)
		for i := range b.Minimal {
			b.Minimal[i].Solution = slices.Clone(a.Minimal[i].Solution)
		}
		return b
	}
	tests := []struct {
		name   string
		mutate func(*puzzlecert.Answer)
		want   error
	}{
		{"solution swaps two squares", func(b *puzzlecert.Answer) {
			s := b.Solutions[0]
			s[0], s[1] = s[1], s[0]
		}, verify.ErrBadSolution},
		{"solution misses a clue", func(b *puzzlecert.Answer) {
			b.Puzzle.Clues[0].Square = board.MustParseSquare("a1")
		}, verify.ErrBadSolution},
		{"several with one solution twice", func(b *puzzlecert.Answer) {
			b.Status = puzzlecert.Several
			b.Minimal = nil
			b.Solutions = append(b.Solutions, slices.Clone(b.Solutions[0]))
		}, verify.ErrBadSolution},
		{"witness is the solution", func(b *puzzlecert.Answer) {
			b.Minimal[1].Solution = slices.Clone(b.Solutions[0])
		}, verify.ErrNotWitness},
		{"witness missing", func(b *puzzlecert.Answer) {
			b.Minimal = b.Minimal[:2]
		}, verify.ErrNotWitness},
		{"witness for another clue", func(b *puzzlecert.Answer) {
			b.Minimal[0], b.Minimal[1] = b.Minimal[1], b.Minimal[0]
		}, verify.ErrNotWitness},
		{"unknown claims nothing", func(b *puzzlecert.Answer) {
			b.Status = puzzlecert.Unknown
		}, verify.ErrNoClaim},
		{"none without evidence but with a solution", func(b *puzzlecert.Answer) {
			b.Status = puzzlecert.NoSolution
		}, verify.ErrBadSolution},
	}
	for _, tc := range tests {
		b := clone()
		b.Puzzle.Clues = slices.Clone(a.Puzzle.Clues)
		tc.mutate(&b)
		if _, err := verify.Puzzle(b); !errors.Is(err, tc.want) {
			t.Errorf("%s: verify.Puzzle = %v, want %v", tc.name, err, tc.want)
		}
	}
}

// TestPuzzleCertificateColour: the colour count of an odd board, worked
// by hand: 5x5 has 13 dark and 12 light squares, so step 0 is dark.
func TestPuzzleCertificateColour(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1,
		Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("b1"), Number: 1}}}
	c := puzzlecert.ColourCount{A: new(p.Clues[0])}
	if err := verify.PuzzleCertificate(p, c); err != nil {
		t.Errorf("1 on b1 of 5x5: %v, want nil", err)
	}
	p.Clues[0].Number = 2
	c.A = &p.Clues[0]
	if err := verify.PuzzleCertificate(p, c); !errors.Is(err, verify.ErrNoContradiction) {
		t.Errorf("2 on b1 of 5x5 (step 0 dark): %v, want %v", err, verify.ErrNoContradiction)
	}
	closedOdd := puzzlecert.Puzzle{Board: board.MustParse("5x5"), Closed: true, First: 1}
	if err := verify.PuzzleCertificate(closedOdd, puzzlecert.ColourCount{}); err != nil {
		t.Errorf("closed 5x5: %v, want nil", err)
	}
	closedOdd.Closed = false
	if err := verify.PuzzleCertificate(closedOdd, puzzlecert.ColourCount{}); !errors.Is(err, verify.ErrNoContradiction) {
		t.Errorf("open 5x5 without clues: %v, want %v", err, verify.ErrNoContradiction)
	}
}

// TestPuzzleSplit: a case split made by knight puzzle solve (5x5, clues
// 1 b4, 5 d4, 6 b5, 18 b3, 21 a1) passes, and each mutation fails with
// its sentinel. Oracle, worked by hand: a1's knight neighbours are b3 and
// c2, b3 holds 18, so 20 can only be on c2; then 19 must be one move from
// both b3 and c2, whose common neighbours a1 and d4 hold clues, so the
// distance from b3 to c2 through unnumbered squares exceeds 2 (it is 4).
func TestPuzzleSplit(t *testing.T) {
	data, err := os.ReadFile("testdata/puzzle-5x5-split.json")
	if err != nil {
		t.Fatal(err)
	}
	a, err := puzzlecert.ParseAnswer(data, evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	pc, err := verify.Puzzle(a)
	if err != nil || pc.SecondOpinion || !slices.Contains(pc.Checked, "split certificate") {
		t.Fatalf("verify.Puzzle(split) = %+v, %v; want the split checked, no second opinion", pc, err)
	}
	sq := board.MustParseSquare
	tests := []struct {
		name   string
		mutate func(c *puzzlecert.Split)
		want   error
	}{
		{"split on 19, whose squares are b3's free neighbours", func(c *puzzlecert.Split) { c.Number = 19 }, verify.ErrBadSquares},
		{"split on 18, a clue", func(c *puzzlecert.Split) { c.Number = 18 }, verify.ErrWrongProblem},
		{"the branch on a3, not one move from a1", func(c *puzzlecert.Split) { c.Branches[0].Square = sq("a3") }, verify.ErrBadSquares},
		{"no branch, though c2 is free", func(c *puzzlecert.Split) { c.Branches = nil }, verify.ErrBadSquares},
		{"c2 listed twice", func(c *puzzlecert.Split) { c.Branches = append(c.Branches, c.Branches[0]) }, verify.ErrBadSquares},
		{"the leaf's distance 3", func(c *puzzlecert.Split) {
			c.Branches[0].Certificate = withBlocked(c.Branches[0].Certificate, func(b *puzzlecert.Blocked) { b.Distance = 3 })
		}, verify.ErrCountMismatch},
		{"the leaf about 18 and 21, with 20 between them", func(c *puzzlecert.Split) {
			c.Branches[0].Certificate = withBlocked(c.Branches[0].Certificate, func(b *puzzlecert.Blocked) { b.B = puzzlecert.Clue{Square: sq("a1"), Number: 21} })
		}, verify.ErrBadSquares},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := a.Certificate.(puzzlecert.Split)
			c.Branches = slices.Clone(c.Branches)
			tc.mutate(&c)
			b := a
			b.Certificate = c
			if _, err := verify.Puzzle(b); !errors.Is(err, tc.want) {
				t.Errorf("verify.Puzzle(%s) = %v, want %v", tc.name, err, tc.want)
			}
		})
	}
}

// withBlocked is c, a blocked certificate, edited.
func withBlocked(c puzzlecert.Certificate, edit func(*puzzlecert.Blocked)) puzzlecert.Certificate {
	b := c.(puzzlecert.Blocked)
	edit(&b)
	return b
}

// TestPuzzleCountByProof: a unique answer's exact count of 1 is what its
// proof of uniqueness says with its solution, so an answer from `knight
// puzzle solve -count -json` on a hard 8x8 puzzle of the page is accepted
// although re-counting its solutions by search would pass the budget.
// The oracle is the proof itself, checked by the same call: without it
// the count must be re-counted and is refused as too large, and with it a
// count other than exactly 1 is still refused.
func TestPuzzleCountByProof(t *testing.T) {
	a, err := puzzlecert.ParseAnswer(readTestdata(t, "puzzle-8x8-hard-counted.json"), evidence.DefaultLimits)
	require.NoError(t, err)
	require.NotNil(t, a.Proof)
	require.True(t, a.Counted)
	pc, err := verify.Puzzle(a)
	require.NoError(t, err)
	assert.False(t, pc.SecondOpinion)
	assert.Contains(t, pc.Checked, "the count of 1 is the proof's")

	two := a
	two.Count = 2
	_, err = verify.Puzzle(two)
	assert.ErrorIs(t, err, verify.ErrCountMismatch)

	bare := a
	bare.Proof, bare.Method = nil, evidence.SAT
	_, err = verify.Puzzle(bare)
	assert.ErrorIs(t, err, verify.ErrTooLarge, "without the proof the count is re-counted, past the budget")
}
