package verify_test

import (
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestPuzzleOnShape checks answers on 3x3 less its centre, where the
// knight's graph is one cycle of 8 cells (a1 b3 c1 a2 c3 b1 a3 c2, by
// hand: the oracle), so 1 on a1 and 2 on b3 have one solution, 1 on a1
// alone two, and a path through b2 or by another piece's move is none.
func TestPuzzleOnShape(t *testing.T) {
	b := board.Board{W: 3, H: 3}
	holes, err := board.ParseHoles(b, "b2")
	if err != nil {
		t.Fatal(err)
	}
	sq := board.MustParseSquare
	cycle, err := board.ParsePath("a1 b3 c1 a2 c3 b1 a3 c2")
	if err != nil {
		t.Fatal(err)
	}
	two := puzzlecert.Puzzle{Board: b, Holes: holes, First: 1, Clues: []puzzlecert.Clue{{Square: sq("a1"), Number: 1}, {Square: sq("b3"), Number: 2}}}
	one := two
	one.Clues = two.Clues[:1]
	unique := func(p puzzlecert.Puzzle, s board.Path) puzzlecert.Answer {
		return puzzlecert.Answer{Puzzle: p, Status: puzzlecert.Unique, Method: evidence.Exhaustive, Solutions: []board.Path{s}, Counted: true, Count: 1, CountExact: true}
	}
	pc, err := verify.Puzzle(unique(two, cycle))
	if err != nil || pc.SecondOpinion {
		t.Fatalf("Puzzle(the unique answer) = %+v, %v; want valid and checked whole", pc, err)
	}
	through, _ := board.ParsePath("a1 b3 c1 a2 c3 b1 a3 b2")
	zebra := two
	zebra.Piece = board.MustParsePiece("zebra")
	none := puzzlecert.Answer{Puzzle: one, Status: puzzlecert.NoSolution, Method: evidence.Exhaustive, Counted: true, Count: 0, CountExact: true}
	withCert := puzzlecert.Answer{Puzzle: one, Status: puzzlecert.NoSolution, Method: evidence.Parity, Certificate: puzzlecert.Deduced{}}
	for _, tc := range []struct {
		name string
		a    puzzlecert.Answer
		want error
	}{
		{"unique, but 1 on a1 alone has two solutions", unique(one, cycle), verify.ErrCountMismatch},
		{"none, but the cycle is a solution", none, verify.ErrCountMismatch},
		{"a solution through the hole", unique(two, through), verify.ErrBadSolution},
		{"knight moves for the zebra", unique(zebra, cycle), verify.ErrBadSolution},
		{"a certificate of the knight's on a shape", withCert, board.ErrShape},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := verify.Puzzle(tc.a); !errors.Is(err, tc.want) {
				t.Errorf("Puzzle = %v, want %v", err, tc.want)
			}
		})
	}
}
