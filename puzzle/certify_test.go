package puzzle

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestCertificateKinds: hand-made puzzles, each with no solution for the
// reason its name gives (worked by hand from the rule: colours, knight
// distances, a cut-off clue), get the certificate of that kind, which
// verify accepts; the same puzzle with the offending clue moved to a
// square that fits loses that certificate.
func TestCertificateKinds(t *testing.T) {
	tests := []struct {
		name   string
		grid   string
		closed bool
		kind   string
	}{
		// 25 squares: step 0 must be dark; 1 on b1 (light) cannot be.
		{"colour count", ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. 1 . . .\n", false, "colour-count"},
		// A closed tour of an odd board.
		{"closed odd", ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n", true, "colour-count"},
		// 1 on a1 and 3 on b1: two moves keep the colour, a1 and b1 differ.
		{"parity", ". . . . .\n. . . . .\n. . . . .\n. . . . .\n1 3 . . .\n", false, "parity"},
		// 1 on a1 and 3 on e5: two moves, but a1-e5 takes four.
		{"distance", ". . . . 3\n. . . . .\n. . . . .\n. . . . .\n1 . . . .\n", false, "distance"},
		// 1 on a1 and 3 on c1 are two moves apart only through b3, which is numbered 20.
		{"blocked", ". . . . . .\n. . . . . .\n. . . . . .\n. 20 . . . .\n. . . . . .\n1 . 3 . . .\n", false, "blocked"},
		// 1 on a1, 2 on b3, 3 on a5 of 3x5 leaves the end c1 cut... found by parity's search.
		{"forced", "3 . .\n. . .\n. 2 .\n. . .\n1 . .\n", false, "forced"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.grid, ReadOptions{Closed: tc.closed, First: -1})
			if err != nil {
				t.Fatal(err)
			}
			a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != puzzlecert.NoSolution || a.Certificate == nil || a.Certificate.Kind() != tc.kind {
				t.Fatalf("Solve = %v with %+v, want none with a %v certificate", a.Status, a.Certificate, tc.kind)
			}
			if _, err := verify.Puzzle(a); err != nil {
				t.Errorf("verify.Puzzle = %v", err)
			}
			if Explain(p, a.Certificate) == "no solution" {
				t.Errorf("Explain gives no reason")
			}
		})
	}
}

// TestVerifyRejectsMutations: each certificate, changed so that its claim
// is false or about something else, is refused by verify with the
// sentinel the change calls for.
func TestVerifyRejectsMutations(t *testing.T) {
	p, err := Parse(". . . . 3\n. . . . .\n. . . . .\n. . . . .\n1 . . . .\n", ReadOptions{First: -1})
	if err != nil {
		t.Fatal(err)
	}
	c, ok := certify(p)
	cert, isDistance := c.(puzzlecert.Distance)
	if !ok || !isDistance {
		t.Fatalf("certify = %+v, %v", c, ok)
	}
	wrongDistance := cert
	wrongDistance.Distance = 2
	notAClue := cert
	notAClue.B.Number = 4
	asParity := puzzlecert.Parity{A: cert.A, B: cert.B}
	for _, tc := range []struct {
		name string
		c    puzzlecert.Certificate
		want error
	}{
		{"distance miscounted", wrongDistance, verify.ErrCountMismatch},
		{"b not a clue", notAClue, verify.ErrWrongProblem},
		{"parity that holds", asParity, verify.ErrNoContradiction},
	} {
		if err := verify.PuzzleCertificate(p, tc.c); !errors.Is(err, tc.want) {
			t.Errorf("%s: verify.PuzzleCertificate = %v, want %v", tc.name, err, tc.want)
		}
	}
	// A puzzle with a solution: the distance claim no longer holds.
	fits := p
	fits.Clues = []puzzlecert.Clue{p.Clues[0], {Square: p.Clues[1].Square, Number: 9}}
	moved := cert
	moved.B.Number = 9
	if err := verify.PuzzleCertificate(fits, moved); !errors.Is(err, verify.ErrNoContradiction) {
		t.Errorf("distance within the steps: verify.PuzzleCertificate = %v, want %v", err, verify.ErrNoContradiction)
	}
}

// TestExplainOneSquare: a closed 1x1 puzzle has no solution by the colour
// count, said in the singular. Oracle: English, and the board's one square.
func TestExplainOneSquare(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("1x1"), Closed: true, First: 1}
	a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
	if err != nil || a.Status != puzzlecert.NoSolution || !strings.Contains(a.Explanation, "has 1 square, an odd number") {
		t.Errorf("Solve(closed 1x1) = %v %q, %v; want none, the board having 1 square", a.Status, a.Explanation, err)
	}
}
