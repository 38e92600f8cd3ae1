package verify_test

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// FuzzPuzzleUnique builds proofs of uniqueness from arbitrary bytes for
// a puzzle of 3x4 that has several solutions (its clue 1 on a1, drawn
// from a tour the test lists; the oracle is the test's own tour count):
// verify must never panic and must refuse every one. Each split takes a
// number and a list of squares from the bytes, each branch a deduction,
// a colour count, or a split one deep of deductions, and up to two
// numbers placed on squares (puzzlecert.Branch's Placed).
func FuzzPuzzleUnique(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 3, 0, 1, 2, 5, 1})
	f.Add([]byte{2, 4, 2, 7, 0, 9, 2, 1, 0, 0})
	f.Add([]byte{1, 2, 1, 3, 0, 2, 5, 3, 7, 4})
	u := newUniqueSweep(board.Board{W: 3, H: 4}, false)
	var tour []int
	for _, t := range u.tours {
		if t[0] == 0 {
			tour = t
			break
		}
	}
	p := puzzlecert.Puzzle{Board: u.b, First: 1, Clues: []puzzlecert.Clue{{Square: u.square(0), Number: 1}}}
	solutions := 0
	for _, t := range u.tours {
		if t[0] == 0 {
			solutions++
		}
	}
	if solutions < 2 {
		f.Fatalf("%d tours of 3x4 from a1, want several", solutions)
	}
	sol := u.path(tour)
	f.Fuzz(func(t *testing.T, data []byte) {
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			b := int(data[0])
			data = data[1:]
			return b
		}
		cert := func(kind int) puzzlecert.Certificate {
			switch kind % 3 {
			case 1:
				return puzzlecert.ColourCount{A: new(p.Clues[0])}
			case 2:
				c := puzzlecert.Split{Number: 1 + next()%u.n}
				for range next() % 5 {
					c.Branches = append(c.Branches, puzzlecert.Branch{Square: u.square(next() % u.n), Certificate: puzzlecert.Deduced{}})
				}
				return c
			}
			return puzzlecert.Deduced{}
		}
		var splits []puzzlecert.UniqueSplit
		for range next() % 4 {
			s := puzzlecert.UniqueSplit{Number: next() % (u.n + 2)}
			for range next() % 6 {
				b := puzzlecert.Branch{Square: u.square(next() % u.n), Certificate: cert(next())}
				for range next() % 3 {
					b.Placed = append(b.Placed, puzzlecert.Clue{Square: u.square(next() % u.n), Number: next() % (u.n + 2)})
				}
				s.Branches = append(s.Branches, b)
			}
			splits = append(splits, s)
		}
		if _, err := verify.Puzzle(answer(p, sol, splits)); err == nil {
			t.Fatalf("a puzzle with %d solutions, and verify accepts the proof %s", solutions, showProof(&puzzlecert.UniqueProof{Splits: splits}))
		}
	})
}
