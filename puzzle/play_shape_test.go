package puzzle

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/require"
)

// TestShapedPlayAgainstNaive: hints and blame on shaped puzzles (holes,
// the knight and other leapers), a player's numbers taken from a solution
// with now and then one wrong (another cell, or a hole). The oracle is
// naiveCount, the plainest search, sharing no code with the counter or
// SAT: the first wrong entry is the first after which it counts no
// solution (an entry contradicting the numbers on its face, or on a
// hole, counts none), and a hint's number is on its square in every
// solution (adding it as a clue leaves the count unchanged), and with a
// wrong number among the entries there is none. Each verdict, as the document
// knight puzzle blame -json writes, passes verify.PuzzleVerdict on its
// shape.
func TestShapedPlayAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	pieces := []board.Piece{board.Knight, board.MustParsePiece("zebra"), hopidoPiece, board.MustParsePiece("(0,1)+(1,1)"), board.MustParsePiece("wazir")}
	tries := 400
	if testing.Short() {
		tries = 120
	}
	ctx := context.Background()
	hints, wrong, completable, onHole := 0, 0, 0, 0
	for i := range tries {
		w, h := 3+rng.IntN(3), 3+rng.IntN(2)
		b := board.Board{W: int32(w), H: int32(h)}
		holes := board.NewSet(b.Size())
		for range rng.IntN(3) {
			holes.Add(rng.IntN(b.Size()))
		}
		p := puzzlecert.Puzzle{Board: b, Holes: holes, Piece: pieces[i%len(pieces)], Closed: rng.IntN(4) == 0, First: 1}
		if p.Plain() {
			p.Holes = board.NewSet(b.Size())
			p.Holes.Add(0)
		}
		a, err := Solve(ctx, SolveRequest{Puzzle: p})
		require.NoError(t, err)
		if len(a.Solutions) == 0 {
			continue
		}
		sol := a.Solutions[0]
		var entries []puzzlecert.Clue
		for k, q := range sol {
			if rng.IntN(3) == 0 {
				p.Clues = append(p.Clues, puzzlecert.Clue{Square: q, Number: 1 + k})
			} else {
				entries = append(entries, puzzlecert.Clue{Square: q, Number: 1 + k})
			}
		}
		p.SortClues()
		rng.Shuffle(len(entries), func(x, y int) { entries[x], entries[y] = entries[y], entries[x] })
		if len(entries) > 0 && rng.IntN(2) == 0 {
			k := rng.IntN(len(entries))
			entries[k].Square = b.Square(rng.IntN(b.Size())) // maybe right
			if hs := p.Shape().HoleList(); len(hs) > 0 && rng.IntN(3) == 0 {
				entries[k].Square = hs[0]
			}
		}
		name := fmt.Sprintf("%d %v closed=%v clues=%v entries=%v", i, p.Where(), p.Closed, p.Clues, entries)

		// The oracle's first wrong entry.
		firstWrong := -1
		for k := range entries {
			q, _, err := merge(p, entries[:k+1])
			if err != nil || naiveCount(q, 1) == 0 {
				firstWrong = k
				break
			}
		}
		v, err := Blame(ctx, BlameRequest{Puzzle: p, Entries: entries})
		require.NoError(t, err, name)
		if firstWrong < 0 {
			require.Equal(t, board.Found, v.Status, name)
			completable++
		} else {
			require.Equal(t, board.None, v.Status, name)
			require.Equal(t, firstWrong, v.First, name)
			wrong++
			if p.Shape().Board.Contains(v.Entry.Square) && !p.Shape().IsCell(v.Entry.Square) {
				onHole++
			}
		}
		doc := puzzlecert.Verdict{Status: v.Status, FirstWrong: v.First, Entry: v.Entry, Entries: v.Entries}
		if v.Completion != nil {
			doc.HasBefore, doc.Before, doc.Completion = true, v.Before, v.Completion
		}
		if v.Status == board.None && v.Conflict == "" && v.Answer.Status == puzzlecert.NoSolution {
			doc.Evidence = &v.Answer
		}
		_, err = verify.PuzzleVerdict(doc)
		require.NoError(t, err, "the verdict on %s is refused", name)

		// No hint with the wrong one among the numbers: no solution
		// agrees with them, whatever a rule would say.
		if firstWrong >= 0 {
			hint, err := NextHint(ctx, HintRequest{Puzzle: p, Entries: entries})
			require.NoError(t, err, name)
			require.Equal(t, -1, hint.Number, "%s: a hint (%s) after a wrong number", name, hint.Reason)
			require.False(t, hint.Undecided, "%s: %s", name, hint.Reason)
		}

		// A hint for the numbers up to the first wrong one.
		good := entries
		if firstWrong >= 0 {
			good = entries[:firstWrong]
		}
		hint, err := NextHint(ctx, HintRequest{Puzzle: p, Entries: good})
		require.NoError(t, err, name)
		q, _, err := merge(p, good)
		require.NoError(t, err, name)
		if hint.Number < 0 {
			require.False(t, hint.Undecided, "%s: %s", name, hint.Reason)
			if len(q.Clues) < q.Shape().Cells() {
				// No number is forced: the oracle finds two solutions
				// apart on every missing number (or none at all).
				require.NotEqual(t, int64(1), naiveCount(q, 2), "%s: no hint, yet the solution is unique: %s", name, hint.Reason)
			}
			continue
		}
		hints++
		all := naiveCount(q, 0)
		clue := puzzlecert.Clue{Square: hint.Square, Number: hint.Number}
		require.Empty(t, q.Conflict(clue), name)
		with := q.WithClue(clue)
		require.NoError(t, with.Check(), name)
		require.Equal(t, all, naiveCount(with, 0), "%s: hint %d on %v (%s) is not in every solution", name, hint.Number, hint.Square, hint.Rule)
		require.True(t, slices.Contains(sol, hint.Square), name)
	}
	require.NotZero(t, hints, "no hint among the puzzles tried")
	require.NotZero(t, wrong, "no wrong entry among the puzzles tried")
	require.NotZero(t, completable, "no completable game among the puzzles tried")
	require.NotZero(t, onHole, "no entry on a hole among the puzzles tried")
	t.Logf("%d hints, %d wrong (%d on a hole), %d completable", hints, wrong, onHole, completable)
}

// TestShapedHintAfterMistake asks for a hint on shaped puzzles whose
// entries hold a wrong number that contradicts nothing on its face, and
// where the rule "between" still finds a square: the games the page's
// browser test plays (internal/serve, TestBrowserShapedPuzzleHintBlame).
// Oracle: naiveCount finds no solution with the entries, so no number is
// forced and NextHint must say so rather than hint.
func TestShapedHintAfterMistake(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse("6x6")
	holes, err := board.ParseHoles(b, "c3,d3")
	require.NoError(t, err)
	cases := []struct {
		req     MakeRequest
		entries string
	}{
		{MakeRequest{Board: b, Holes: holes, Seed: 5, Clues: 8, First: 1}, "a3=28 d2=30 c2=3 b4=4 f5=33"},
		{MakeRequest{Board: b, Piece: hopidoPiece, Seed: 3, Clues: 10, First: 1}, "d5=34 e1=2 d6=5 f4=6 f1=31"},
	}
	for _, c := range cases {
		made, err := Make(ctx, c.req)
		require.NoError(t, err)
		p := made.Puzzle
		entries, err := ParseEntries(c.entries, p)
		require.NoError(t, err)
		q, _, err := merge(p, entries)
		require.NoError(t, err, "the entries %s contradict the puzzle on their face: the case wants a subtler mistake", c.entries)
		require.Zero(t, naiveCount(q, 1), "the oracle completes %s on %v", c.entries, p.Where())
		hint, err := NextHint(ctx, HintRequest{Puzzle: p, Entries: entries})
		require.NoError(t, err)
		require.Equal(t, -1, hint.Number, "NextHint(%v, %s) = %d on %v (%s), want none: no solution agrees", p.Where(), c.entries, hint.Number, hint.Square, hint.Reason)
		require.False(t, hint.Undecided, hint.Reason)
	}
}
