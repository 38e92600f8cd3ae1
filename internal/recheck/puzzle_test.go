package recheck_test

import (
	"context"
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/recheck"
)

// firstTour finds an open tour of b from start by plain backtracking,
// sharing no code with the encoders it checks.
func firstTour(b board.Board, start board.Square) board.Path {
	seen := map[board.Square]bool{start: true}
	path := board.Path{start}
	var walk func() bool
	walk = func() bool {
		if len(path) == b.Size() {
			return true
		}
		last := path[len(path)-1]
		for _, d := range [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			s := board.Square{X: last.X + d[0], Y: last.Y + d[1]}
			if !b.Contains(s) || seen[s] {
				continue
			}
			seen[s], path = true, append(path, s)
			if walk() {
				return true
			}
			seen[s], path = false, path[:len(path)-1]
		}
		return false
	}
	if !walk() {
		return nil
	}
	return path
}

func TestPuzzle(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	a1 := board.MustParseSquare("a1")
	tour := firstTour(b, a1)
	if tour == nil {
		t.Fatal("no tour of 5x5 from a1: the test's search is broken")
	}
	all := puzzlecert.Puzzle{Board: b, First: 1}
	for i, s := range tour {
		all.Clues = append(all.Clues, puzzlecert.Clue{Square: s, Number: i + 1})
	}
	tests := []struct {
		name   string
		answer puzzlecert.Answer
		want   error
	}{
		// Every square given: the tour is the only solution.
		{"every clue given", puzzlecert.Answer{Puzzle: all, Status: puzzlecert.Unique, Solutions: []board.Path{tour}}, nil},
		// Only 1 on a1: 304 tours start there (OEIS A165134), so a claim
		// of uniqueness is false and solving again must find another.
		{"forged unique", puzzlecert.Answer{
			Puzzle: puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{{Square: a1, Number: 1}}},
			Status: puzzlecert.Unique, Solutions: []board.Path{tour}}, recheck.ErrRefuted},
		// 1 on b1, a light square: 5x5 has 13 dark and 12 light squares,
		// so every tour starts on dark and "none" stands.
		{"none from a light square", puzzlecert.Answer{
			Puzzle: puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("b1"), Number: 1}}},
			Status: puzzlecert.NoSolution}, nil},
		// 1 on c3, a dark square with tours from it (A165134: 64), so a
		// bare "none" is false.
		{"forged none", puzzlecert.Answer{
			Puzzle: puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("c3"), Number: 1}}},
			Status: puzzlecert.NoSolution}, recheck.ErrRefuted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			enc, err := recheck.Puzzle(context.Background(), tt.answer, 0)
			if tt.want == nil && (err != nil || enc == "") {
				t.Fatalf("Puzzle = %q, %v, want an encoding and no error", enc, err)
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Fatalf("Puzzle = %q, %v, want %v", enc, err, tt.want)
			}
		})
	}
}
