package verify_test

import (
	"context"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
	"github.com/knightcert/knight/verify"
)

// TestCompleteShapes: Checker.Complete on shapes (a hole or none, several
// leapers) finds a completion of every start and every first move, open
// and closed, exactly when the plain search of internal/testsupport/hamilton
// (no pruning, sharing no code with the checker) does, and what it finds is a
// tour of the shape by verify.Tour.
func TestCompleteShapes(t *testing.T) {
	pieces := map[string][][2]int{
		"knight": {{1, 2}}, "zebra": {{2, 3}}, "wazir": {{0, 1}},
		"camel": {{1, 3}}, "(2,2)+(3,0)": {{2, 2}, {0, 3}}, "(0,1)+(1,1)": {{0, 1}, {1, 1}},
	}
	frames := []board.Board{{W: 3, H: 3}, {W: 4, H: 3}, {W: 3, H: 4}}
	if !testing.Short() {
		frames = append(frames, board.Board{W: 4, H: 4})
	}
	tested, found := 0, 0
	for _, b := range frames {
		for hole := -1; hole < b.Size(); hole++ {
			holes := board.NewSet(b.Size())
			if hole >= 0 {
				holes.Add(hole)
			}
			for name, leaps := range pieces {
				sh := board.Shape{Board: b, Holes: holes, Piece: board.MustParsePiece(name)}
				var cells []board.Square
				for i := range b.Size() {
					if !sh.IsHole(i) {
						cells = append(cells, b.Square(i))
					}
				}
				for _, s := range cells {
					prefixes := []board.Path{{s}}
					for _, u := range sh.Neighbours(s, nil) {
						prefixes = append(prefixes, board.Path{s, u})
					}
					for _, pre := range prefixes {
						for _, closed := range []bool{false, true} {
							q := board.Problem{Board: b, Holes: holes, Piece: sh.Piece, Prefix: pre, Closed: closed}
							want, _ := hamilton.Search{Cells: cells, Move: hamilton.Leaper(leaps), Closed: closed}.Completes(pre)
							var ck verify.Checker
							got, err := ck.Complete(context.Background(), q)
							if err != nil {
								t.Fatalf("Complete(%v) = %v", q, err)
							}
							if (got != nil) != want {
								t.Fatalf("Complete(%v) = %v, want a tour: %v (naive search)", q, got, want)
							}
							if got != nil {
								found++
								if err := verify.Tour(q, got); err != nil {
									t.Fatalf("Complete(%v) = %v: %v", q, got, err)
								}
							}
							tested++
						}
					}
				}
			}
		}
	}
	if found == 0 || found == tested {
		t.Fatalf("%d problems, %d with a completion: the sample tests one side only", tested, found)
	}
}
