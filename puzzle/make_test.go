package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestMake: a made puzzle is unique by the naive counter (the oracle
// sharing no code), its witnesses of minimality pass verify (each a
// second solution of the puzzle without its clue), an easy puzzle is
// solved by the deductions alone, and the same seed gives the same
// puzzle twice.
func TestMake(t *testing.T) {
	tests := []MakeRequest{
		{Board: board.MustParse("5x5"), Seed: 1, Minimal: true, First: 1},
		{Board: board.MustParse("6x6"), Closed: true, Seed: 2, Minimal: true, First: 1},
		{Board: board.MustParse("6x6"), Seed: 3, Level: Easy, First: 0},
		{Board: board.MustParse("6x6"), Closed: true, Seed: 4, Level: Hard, First: 1},
		{Board: board.MustParse("3x10"), Seed: 5, Clues: 12, First: 1},
	}
	for _, req := range tests {
		name := fmt.Sprintf("%v closed=%v seed=%d level=%v minimal=%v clues=%d", req.Board, req.Closed, req.Seed, req.Level, req.Minimal, req.Clues)
		t.Run(name, func(t *testing.T) {
			a, err := Make(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != puzzlecert.Unique {
				t.Fatalf("Make = %v, want unique", a.Status)
			}
			z := newNaive(a.Puzzle, 50_000_000)
			if n, ok := z.run(); !ok || n != 1 {
				t.Errorf("the naive counter finds %d solutions (finished %v), want 1", n, ok)
			}
			pc, err := verify.Puzzle(a)
			if err != nil {
				t.Fatalf("verify.Puzzle = %v", err)
			}
			if req.Minimal && len(a.Minimal) != len(a.Puzzle.Clues) {
				t.Errorf("%d witnesses for %d clues", len(a.Minimal), len(a.Puzzle.Clues))
			}
			if req.Minimal && !slices.Contains(pc.Checked, fmt.Sprintf("minimal: each of the %d clues has a witness", len(a.Puzzle.Clues))) {
				t.Errorf("verify did not check minimality: %v", pc.Checked)
			}
			if req.Clues > 0 && len(a.Puzzle.Clues) != req.Clues {
				t.Errorf("%d clues, want %d", len(a.Puzzle.Clues), req.Clues)
			}
			switch req.Level {
			case Easy:
				if g := Grade(a.Puzzle); g.Level != "easy" || g.Deduced != a.Puzzle.Board.Size() {
					t.Errorf("Grade = %+v, want easy", g)
				}
			case Hard:
				if g := Grade(a.Puzzle); g.Level != "hard" {
					t.Errorf("Grade = %+v, want hard", g)
				}
			}
			again, err := Make(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(again.Puzzle.Clues, a.Puzzle.Clues) {
				t.Errorf("the same seed gave another puzzle:\n%s\n%s", Format(a.Puzzle), Format(again.Puzzle))
			}
		})
	}
}

// TestMakeSeedPinned pins the puzzle of one seed, so that a change in the
// random stream (or map order leaking into it) shows: the puzzle must
// be the same on every machine and every run.
func TestMakeSeedPinned(t *testing.T) {
	a, err := Make(context.Background(), MakeRequest{Board: board.MustParse("6x6"), Closed: true, Seed: 3, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	const want = "13  .  3  .  .  .\n . 31  .  .  .  .\n .  .  .  . 23  .\n .  .  .  . 26  .\n .  .  7  .  .  .\n .  .  .  .  .  .\n"
	if got := Format(a.Puzzle); got != want {
		t.Errorf("Make(6x6 closed, seed 3) =\n%s\nwant\n%s", got, want)
	}
}

func TestMakeRejects(t *testing.T) {
	b := board.MustParse("6x6")
	for _, tc := range []struct {
		req    MakeRequest
		reason string
	}{
		{MakeRequest{Board: b, Minimal: true, Level: Easy, First: 1}, "minimal and easy ask different things"},
		{MakeRequest{Board: b, Minimal: true, Clues: 5, First: 1}, "minimal takes no count"},
		{MakeRequest{Board: b, First: 2}, "numbers start at 0 or 1"},
		{MakeRequest{Board: b, Clues: 37, First: 1}, "more clues than squares"},
		{MakeRequest{Board: board.MustParse("30x30"), First: 1}, "past MaxMakeSquares"},
	} {
		if _, err := Make(context.Background(), tc.req); err == nil {
			t.Errorf("Make(%+v) = nil error, want one: %s", tc.req, tc.reason)
		}
	}
	// 4x4 has no tour at all: no puzzle.
	if _, err := Make(context.Background(), MakeRequest{Board: board.MustParse("4x4"), First: 1}); err == nil {
		t.Errorf("Make(4x4) = nil error, want one: 4x4 has no tour")
	}
}

// TestCarveAskedInTurn: carve, which asks the next clue's question ahead
// on a second goroutine, gives the puzzle and witnesses of the questions
// asked one after another in the permutation's order (the oracle: that
// plain loop, written here over decide), for minimal puzzles, a clue
// count (where the loop stops early) and an easy level (no SAT).
func TestCarveAskedInTurn(t *testing.T) {
	tests := []MakeRequest{
		{Board: board.MustParse("6x6"), Closed: true, Seed: 1, Minimal: true, First: 1},
		{Board: board.MustParse("6x6"), Seed: 2, Minimal: true, First: 0},
		{Board: board.MustParse("6x6"), Closed: true, Seed: 3, Clues: 12, First: 1},
		{Board: board.MustParse("6x6"), Seed: 4, Level: Easy, First: 1},
		{Board: board.MustParse("8x8"), Closed: true, Seed: 5, Minimal: true, First: 1},
	}
	for _, req := range tests {
		name := fmt.Sprintf("%v closed=%v seed=%d level=%v clues=%d", req.Board, req.Closed, req.Seed, req.Level, req.Clues)
		t.Run(name, func(t *testing.T) {
			if testing.Short() && req.Board.Size() > 36 {
				t.Skip("8x8 under -short")
			}
			ctx := context.Background()
			rng := rand.New(rand.NewPCG(req.Seed, seedStream))
			tour, err := randomTour(ctx, req.Board, req.Closed, rng)
			if err != nil {
				t.Fatal(err)
			}
			got, gotW, err := carve(ctx, req, tour, rng)
			if err != nil {
				t.Fatal(err)
			}

			rng = rand.New(rand.NewPCG(req.Seed, seedStream))
			if _, err := randomTour(ctx, req.Board, req.Closed, rng); err != nil {
				t.Fatal(err)
			}
			keep := make([]bool, req.Board.Size())
			for i := range keep {
				keep[i] = true
			}
			left := len(keep)
			witness := map[int]board.Path{}
			for _, s := range rng.Perm(len(keep)) {
				if req.Clues > 0 && left <= req.Clues {
					break
				}
				v := decide(ctx, req, tour, keep, s)
				if v.err != nil {
					t.Fatal(v.err)
				}
				if v.remove {
					keep[s] = false
					left--
				} else if v.witness != nil {
					witness[s] = v.witness
				}
			}
			want := puzzleOf(req, tour, keep, -1)
			if Format(got) != Format(want) {
				t.Errorf("carve =\n%s\nasked in turn\n%s", Format(got), Format(want))
			}
			for _, w := range gotW {
				if !slices.Equal(w.Solution, witness[got.Step(w.Clue)]) {
					t.Errorf("clue %d: carve's witness differs from the one asked in turn", w.Clue.Number)
				}
			}
			if req.Minimal && len(gotW) != len(got.Clues) {
				t.Errorf("%d witnesses for %d clues", len(gotW), len(got.Clues))
			}
		})
	}
}

// TestMakeRefusesClosedWithoutTour: a closed puzzle is refused at once on
// a board with no closed tour. The oracle is Schwenk's theorem (1991): no
// closed tour when both sides are odd or the short side is 1, 2 or 4.
func TestMakeRefusesClosedWithoutTour(t *testing.T) {
	for _, text := range []string{"5x5", "3x7", "4x6", "2x8", "7x9"} {
		b := board.MustParse(text)
		_, err := Make(context.Background(), MakeRequest{Board: b, Closed: true, Seed: 1, Minimal: true})
		if !errors.Is(err, ErrBadRequest) || !strings.Contains(err.Error(), "no closed tour") {
			t.Errorf("Make(%v closed) = %v, want a refusal: no closed tour", b, err)
		}
	}
}
