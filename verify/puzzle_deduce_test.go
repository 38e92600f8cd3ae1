package verify_test

import (
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestPuzzleDeduction: a deduction certificate holds for a puzzle that
// cuts a corner off (a1's only neighbours, b3 and c2, hold clues whose
// numbers before and after are clues too, so no number on a1 has a
// neighbour to come from: a tour reaches every square by a move); it is
// refused, with ErrNoContradiction, for clue sets drawn from a tour (the
// oracle: the tour is a solution, which verify.PuzzleSolution checks),
// and with ErrTooLarge past the boards it checks deductions on (before
// it allocates their sets). The rules' agreement with
// the producer's and their soundness on random puzzles are tested in
// package puzzle against its naive counter.
func TestPuzzleDeduction(t *testing.T) {
	deduced := puzzlecert.Deduced{}
	b := board.MustParse("5x5")
	sq := board.MustParseSquare
	corner := puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{
		{Square: sq("d1"), Number: 9}, {Square: sq("c2"), Number: 10}, {Square: sq("e3"), Number: 11},
		{Square: sq("c4"), Number: 12}, {Square: sq("b3"), Number: 13}, {Square: sq("d4"), Number: 14}}}
	if err := corner.Check(); err != nil {
		t.Fatal(err)
	}
	if err := verify.PuzzleCertificate(corner, deduced); err != nil {
		t.Errorf("verify.PuzzleCertificate(a1 cut off) = %v, want nil", err)
	}
	// The tour a1 c2 e1 ... of 5x5, a known open tour.
	tour := board.Path{}
	for _, s := range []string{"a1", "c2", "e1", "d3", "e5", "c4", "a5", "b3", "c1", "e2", "d4", "b5", "a3", "b1", "d2", "e4", "c5", "a4", "b2", "d1", "e3", "d5", "b4", "a2", "c3"} {
		tour = append(tour, sq(s))
	}
	if err := verify.Tour(board.Problem{Board: b}, tour); err != nil {
		t.Fatalf("the test's tour: %v", err)
	}
	for mask := 0; mask < 1<<10; mask += 37 {
		p := puzzlecert.Puzzle{Board: b, First: 1}
		for i, s := range tour {
			if mask>>(i%10)&1 == 1 {
				p.Clues = append(p.Clues, puzzlecert.Clue{Square: s, Number: 1 + i})
			}
		}
		if err := verify.PuzzleSolution(p, tour); err != nil {
			t.Fatal(err)
		}
		if err := verify.PuzzleCertificate(p, deduced); !errors.Is(err, verify.ErrNoContradiction) {
			t.Errorf("verify.PuzzleCertificate(%d clues of a tour, deduction) = %v, want ErrNoContradiction", len(p.Clues), err)
		}
	}
	for _, big := range []string{"100x100", "2000x2000"} {
		huge := puzzlecert.Puzzle{Board: board.MustParse(big), First: 1}
		if err := verify.PuzzleCertificate(huge, deduced); !errors.Is(err, verify.ErrTooLarge) {
			t.Errorf("verify.PuzzleCertificate(%s, deduction) = %v, want ErrTooLarge", big, err)
		}
	}
}
