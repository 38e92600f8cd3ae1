package verify_test

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// FuzzPuzzleDeduction runs the deduction checker on arbitrary puzzles
// (any board up to 8x8, open or closed, numbered from 0 or 1, clues
// anywhere): it must never panic, and it must refuse every clue set
// drawn from the 5x5 tour below, which is a solution of it (the oracle:
// verify.PuzzleSolution accepts the tour).
func FuzzPuzzleDeduction(f *testing.F) {
	f.Add("5x5", false, 1, []byte{0, 5, 7, 21})
	f.Add("6x6", true, 0, []byte{3, 3, 9, 20, 35, 0})
	f.Add("3x4", false, 1, []byte{})
	f.Add("1x1", true, 1, []byte{0, 0})
	f.Fuzz(func(t *testing.T, name string, closed bool, first int, clues []byte) {
		b, err := board.Parse(name)
		if err != nil || b.Size() > 64 || first < 0 || first > 1 {
			return
		}
		n := b.Size()
		p := puzzlecert.Puzzle{Board: b, Closed: closed, First: first}
		for i := 0; i+1 < len(clues); i += 2 {
			p.Clues = append(p.Clues, puzzlecert.Clue{Square: b.Square(int(clues[i]) % n), Number: first + int(clues[i+1])%n})
		}
		p.SortClues()
		if p.Check() != nil {
			return
		}
		// Any answer, without a panic.
		_ = verify.PuzzleCertificate(p, puzzlecert.Deduced{})
		if b != (board.Board{W: 5, H: 5}) || closed || first != 1 {
			return
		}
		// Keep only the clues the tour agrees with: then it is a solution.
		tour := fuzzTour5x5()
		q := puzzlecert.Puzzle{Board: b, First: 1}
		for _, c := range p.Clues {
			if tour[c.Number-1] == c.Square {
				q.Clues = append(q.Clues, c)
			}
		}
		if verify.PuzzleSolution(q, tour) != nil {
			t.Fatal("the tour is not a solution of its own clues")
		}
		if verify.PuzzleCertificate(q, puzzlecert.Deduced{}) == nil {
			t.Fatalf("a deduction accepted for clues of a tour: %+v", q.Clues)
		}
	})
}

func fuzzTour5x5() board.Path {
	var tour board.Path
	for _, s := range []string{"a1", "c2", "e1", "d3", "e5", "c4", "a5", "b3", "c1", "e2", "d4", "b5", "a3", "b1", "d2", "e4", "c5", "a4", "b2", "d1", "e3", "d5", "b4", "a2", "c3"} {
		tour = append(tour, board.MustParseSquare(s))
	}
	return tour
}
