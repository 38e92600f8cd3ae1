package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestHintsFollowSolution: on made puzzles, hints asked one after another
// (each hint played as the player's next number) agree with the unique
// solution found by the naive counter (the oracle), until the board is
// full; every hint has a rule and a reason.
func TestHintsFollowSolution(t *testing.T) {
	for _, req := range []MakeRequest{
		{Board: board.MustParse("5x5"), Seed: 11, Minimal: true, First: 1},
		{Board: board.MustParse("6x6"), Closed: true, Seed: 12, Minimal: true, First: 1},
	} {
		a, err := Make(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		z := newNaive(a.Puzzle, 50_000_000)
		if n, _ := z.run(); n != 1 {
			t.Fatalf("%v: %d solutions", req.Board, n)
		}
		sol := z.solution()
		var entries []puzzlecert.Clue
		rules := map[string]int{}
		for range req.Board.Size() {
			h, err := NextHint(context.Background(), HintRequest{Puzzle: a.Puzzle, Entries: entries})
			if err != nil {
				t.Fatal(err)
			}
			if h.Number < 0 {
				break
			}
			if sol[h.Number-a.Puzzle.First] != h.Square {
				t.Fatalf("hint %d on %v (%s), the solution has %v", h.Number, h.Square, h.Reason, sol[h.Number-a.Puzzle.First])
			}
			if h.Rule == "" || h.Reason == "" {
				t.Errorf("hint without its reason: %+v", h)
			}
			rules[h.Rule]++
			entries = append(entries, puzzlecert.Clue{Square: h.Square, Number: h.Number})
		}
		if len(entries)+len(a.Puzzle.Clues) != req.Board.Size() {
			t.Errorf("%v: hints filled %d of %d squares", req.Board, len(entries)+len(a.Puzzle.Clues), req.Board.Size())
		}
		t.Logf("%v: hints by rule %v", req.Board, rules)
	}
}

// TestBlame: a player who follows the solution and then writes one wrong
// number is blamed at or before it, and the naive counter (the oracle)
// agrees: a solution fits the entries before the blamed one, none fits
// with it.
func TestBlame(t *testing.T) {
	a, err := Make(context.Background(), MakeRequest{Board: board.MustParse("6x6"), Seed: 21, Minimal: true, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	p := a.Puzzle
	sol := a.Solutions[0]
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 8 {
		var entries []puzzlecert.Clue
		for step, s := range sol {
			if !isClueSquare(p, s) {
				entries = append(entries, puzzlecert.Clue{Square: s, Number: p.First + step})
			}
		}
		entries = entries[:5+rng.IntN(len(entries)-5)]
		k := rng.IntN(len(entries))
		// Swap two numbers: both squares stay free of clues.
		j := rng.IntN(len(entries))
		if j == k {
			continue
		}
		entries[k].Number, entries[j].Number = entries[j].Number, entries[k].Number
		v, err := Blame(context.Background(), BlameRequest{Puzzle: p, Entries: entries})
		if err != nil {
			t.Fatal(err)
		}
		if v.Status != board.None || v.First < 0 || v.First > max(j, k) {
			t.Fatalf("trial %d: Blame = %v at %d, want dead at or before %d", trial, v.Status, v.First, max(j, k))
		}
		before, _, _ := merge(p, entries[:v.First])
		with, _, err := merge(p, entries[:v.First+1])
		// The verdict's completion is a solution of the numbers before.
		if !slices.Equal(v.Before.Clues, before.Clues) || naiveSolves(before, v.Completion) != nil {
			t.Errorf("trial %d: the verdict's completion %v of %v does not solve the numbers before entry %d: %v", trial, v.Completion, v.Before.Clues, v.First, naiveSolves(before, v.Completion))
		}
		if n, _ := newNaive(before, 50_000_000).run(); n == 0 {
			t.Errorf("trial %d: no solution before the blamed entry %d", trial, v.First)
		}
		if err == nil {
			if n, _ := newNaive(with, 50_000_000).run(); n != 0 {
				t.Errorf("trial %d: %d solutions with the blamed entry %d", trial, n, v.First)
			}
		} else if v.Conflict == "" {
			t.Errorf("trial %d: the blamed entry conflicts on its face, and the verdict does not say so", trial)
		}
	}
	// Following the solution is never blamed.
	var good []puzzlecert.Clue
	for step, s := range sol[:10] {
		good = append(good, puzzlecert.Clue{Square: s, Number: p.First + step})
	}
	v, err := Blame(context.Background(), BlameRequest{Puzzle: p, Entries: good})
	if err != nil || v.Status != board.Found {
		t.Errorf("Blame(the solution's first 10) = %v, %v; want completable", v.Status, err)
	}
}

// naiveSolves says why tour does not solve p, checked here step by step:
// every square once, each a knight's move from the last, each clue at its
// step.
func naiveSolves(p puzzlecert.Puzzle, tour board.Path) error {
	if len(tour) != p.Board.Size() {
		return fmt.Errorf("%d squares", len(tour))
	}
	seen := map[board.Square]bool{}
	for i, s := range tour {
		dx, dy := s.X-tour[max(i-1, 0)].X, s.Y-tour[max(i-1, 0)].Y
		if !p.Board.Contains(s) || seen[s] || i > 0 && dx*dx+dy*dy != 5 {
			return fmt.Errorf("step %d, %v", i, s)
		}
		seen[s] = true
	}
	for _, c := range p.Clues {
		if tour[c.Number-p.First] != c.Square {
			return fmt.Errorf("clue %d", c.Number)
		}
	}
	return nil
}

func isClueSquare(p puzzlecert.Puzzle, s board.Square) bool {
	for _, c := range p.Clues {
		if c.Square == s {
			return true
		}
	}
	return false
}

func TestParseEntries(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1}
	got, err := ParseEntries("c5=8, d7=9", puzzlecert.Puzzle{Board: board.MustParse("8x8"), First: 1})
	if err != nil || len(got) != 2 || got[1].Number != 9 || got[1].Square != board.MustParseSquare("d7") {
		t.Errorf("ParseEntries(c5=8, d7=9) = %v, %v", got, err)
	}
	got, err = ParseEntries("a1 b3 c5", p)
	if err != nil || len(got) != 3 || got[2].Number != 3 {
		t.Errorf("ParseEntries(a1 b3 c5) = %v, %v; want numbers 1, 2, 3", got, err)
	}
	for _, bad := range []string{"f1", "a1=0", "a1=26", "a1=x", "zz"} {
		if _, err := ParseEntries(bad, p); err == nil {
			t.Errorf("ParseEntries(%q) = nil error, want one", bad)
		}
	}
}

// TestHintRefusesWrongEntries: an entry on a numbered square, or one no
// solution agrees with (2 must be a knight move from 1), gets no hint.
func TestHintRefusesWrongEntries(t *testing.T) {
	p, err := Parse("1 . .\n. . .\n. . .\n. . .\n", ReadOptions{First: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, entries := range [][]puzzlecert.Clue{
		{{Square: board.MustParseSquare("a4"), Number: 2}},
		{{Square: board.MustParseSquare("a3"), Number: 2}},
	} {
		h, err := NextHint(context.Background(), HintRequest{Puzzle: p, Entries: entries})
		if err != nil || h.Number != -1 {
			t.Errorf("NextHint(%v) = %+v, %v; want no hint", entries, h, err)
		}
	}
}

// TestGridEntries: the player's numbers are those of the grid that are
// not clues, in order of number; a clue's square with another number is
// an entry (which merge then finds in conflict); another board is
// refused. Oracle: the entries written by hand.
func TestGridEntries(t *testing.T) {
	p, err := Parse("1 . .\n. . .\n. . 9\n. . .\n", ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	grid, err := Parse("1 . 7\n. . .\n2 . 4\n. . .\n", ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := GridEntries(p, grid)
	if err != nil {
		t.Fatal(err)
	}
	sq := board.MustParseSquare
	want := []puzzlecert.Clue{{Square: sq("a2"), Number: 2}, {Square: sq("c2"), Number: 4}, {Square: sq("c4"), Number: 7}}
	if !slices.Equal(got, want) {
		t.Errorf("GridEntries = %v, want %v", got, want)
	}
	if _, i, err := merge(p, got); !errors.Is(err, ErrConflict) || i != 1 {
		t.Errorf("merge(the grid's entries) = entry %d, %v; want entry 1 (4 on c2, the clue 9's square) in conflict", i, err)
	}
	other, _ := Parse("1 .\n. .\n", ReadOptions{})
	if _, err := GridEntries(p, other); !errors.Is(err, ErrOtherGrid) {
		t.Errorf("GridEntries(a 2x2 grid for a 3x4 puzzle) = %v, want ErrOtherGrid", err)
	}
}
