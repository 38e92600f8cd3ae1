package verify_test

import (
	"context"
	"os"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestCompleteAgainstPlainSearch: Checker.Complete finds a tour from every
// start and every first move, open and closed, on the boards up to 5x5
// and 3x8 exactly when the test's own plain search (solutions, with the
// start and first move as clues) finds one, and what it finds is a tour
// verify.Tour accepts. Oracle: the plain depth-first search of the
// puzzle sweep, which prunes nothing.
func TestCompleteAgainstPlainSearch(t *testing.T) {
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 4}}
	if testing.Short() {
		boards = boards[:1]
	}
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		boards = append(boards, board.Board{W: 3, H: 7}, board.Board{W: 5, H: 5})
	}
	for _, b := range boards {
		for _, closed := range []bool{false, true} {
			for i := range b.Size() {
				s := b.Square(i)
				prefixes := []board.Path{{s}}
				for _, m := range board.Moves {
					if u := (board.Square{X: s.X + m.X, Y: s.Y + m.Y}); b.Contains(u) {
						prefixes = append(prefixes, board.Path{s, u})
					}
				}
				for _, pre := range prefixes {
					q := board.Problem{Board: b, Closed: closed, Prefix: pre}
					p := puzzlecert.Puzzle{Board: b, Closed: closed, First: 1}
					for k, x := range pre {
						p.Clues = append(p.Clues, puzzlecert.Clue{Square: x, Number: k + 1})
					}
					want := len(solutions(p, 1)) > 0
					var ck verify.Checker
					got, err := ck.Complete(context.Background(), q)
					if err != nil {
						t.Fatalf("Complete(%v) = %v", q, err)
					}
					if (got != nil) != want {
						t.Fatalf("Complete(%v) = %v, want a tour: %v", q, got, want)
					}
					if got != nil {
						if err := verify.Tour(q, got); err != nil {
							t.Fatalf("Complete(%v) = %v: %v", q, got, err)
						}
					}
				}
			}
		}
	}
}
