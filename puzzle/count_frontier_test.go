package puzzle

import (
	"context"
	"fmt"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestFrontierCountAgrees: the frontier DP's count of a puzzle whose clues
// are a start, a prefix and a last square equals the exhaustive search's
// (the oracle), open and closed, on every start of small boards; and a
// puzzle with another clue is left to the search.
func TestFrontierCountAgrees(t *testing.T) {
	for _, name := range []string{"5x5", "4x5", "3x7", "3x10"} {
		b := board.MustParse(name)
		for _, closed := range []bool{false, true} {
			puzzles := []puzzlecert.Puzzle{{Board: b, Closed: closed, First: 1}}
			for i := range b.Size() {
				s := b.Square(i)
				puzzles = append(puzzles,
					puzzlecert.Puzzle{Board: b, Closed: closed, First: 1, Clues: []puzzlecert.Clue{{Square: s, Number: 1}}},
					puzzlecert.Puzzle{Board: b, Closed: closed, First: 1, Clues: []puzzlecert.Clue{{Square: s, Number: b.Size()}}})
				if i%3 == 0 {
					for _, t := range b.Neighbours(s, nil) {
						puzzles = append(puzzles, puzzlecert.Puzzle{Board: b, Closed: closed, First: 1, Clues: []puzzlecert.Clue{{Square: s, Number: 1}, {Square: t, Number: 2}, {Square: b.Square(b.Size() - 1 - i), Number: b.Size()}}})
					}
				}
			}
			for _, p := range puzzles {
				if p.Check() != nil {
					continue // two clues on one square
				}
				t.Run(fmt.Sprintf("%s/closed=%v/%v", name, closed, p.Clues), func(t *testing.T) {
					got, ok := frontierCount(context.Background(), p)
					want := Count(context.Background(), p, 0, 0)
					if !ok || !want.Exact || got != want.Count {
						t.Errorf("frontierCount(%s) = %d, %v; search %d (exact %v)", Format(p), got, ok, want.Count, want.Exact)
					}
				})
			}
		}
	}
	middle := puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("c3"), Number: 13}}}
	if _, ok := frontierCount(context.Background(), middle); ok {
		t.Errorf("frontierCount(%s) ok, want it left to the search: a clue in the middle is no prefix or end", Format(middle))
	}
}
