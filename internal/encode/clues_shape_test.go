package encode

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
)

// TestCluesOnShapes: on random small shapes, for the knight and other
// leapers, the position and hybrid formulas' tours, enumerated by
// excluding each one found, are exactly those of the plain search of
// internal/testsupport/hamilton (the oracle; it shares no code with the
// plan).
func TestCluesOnShapes(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	pieces := []board.Piece{board.Knight, board.MustParsePiece("zebra"), board.MustParsePiece("(2,2)+(3,0)"), board.MustParsePiece("wazir")}
	for i := range 40 {
		b := board.Board{W: int32(2 + rng.IntN(3)), H: int32(2 + rng.IntN(3))}
		holes := board.NewSet(b.Size())
		for j := range b.Size() {
			if rng.IntN(4) == 0 {
				holes.Add(j)
			}
		}
		q := ClueProblem{Board: b, Holes: holes, Piece: pieces[i%len(pieces)], Closed: rng.IntN(4) == 0}
		sh := q.Shape()
		if sh.Cells() == 0 || sh.Plain() {
			continue
		}
		var cells []board.Square
		for j := range b.Size() {
			if !holes.Has(j) {
				cells = append(cells, b.Square(j))
			}
		}
		if rng.IntN(2) == 0 {
			c := cells[rng.IntN(len(cells))]
			q.Clues = append(q.Clues, Clue{Square: c, Step: rng.IntN(len(cells))})
		}
		at := map[int]board.Square{}
		for _, c := range q.Clues {
			at[c.Step] = c.Square
		}
		want := map[string]bool{}
		for _, p := range (hamilton.Search{Cells: cells, Move: hamilton.Leaper(hamilton.Leaps(q.Piece)), Closed: q.Closed}).Tours(at) {
			want[p.String()] = true
		}
		for _, enc := range []Encoding{Position, Hybrid} {
			t.Run(fmt.Sprintf("%d %v %v closed=%v %v", i, sh, enc, q.Closed, q.Clues), func(t *testing.T) {
				got := tours(t, q, enc)
				for _, p := range got {
					if !want[p.String()] {
						t.Fatalf("tour %v: not one of the naive search's %d", p, len(want))
					}
				}
				if len(got) != len(want) {
					t.Fatalf("%d tours, the naive search %d", len(got), len(want))
				}
			})
		}
	}
	q := ClueProblem{Board: board.Board{W: 3, H: 3}, Piece: board.MustParsePiece("zebra")}
	if _, err := NewClueSolver(context.Background(), q, Options{Encoding: Successor}); !errors.Is(err, board.ErrShape) {
		t.Errorf("the successor formula on %v: %v, want a refusal wrapping board.ErrShape", q.Shape(), err)
	}
}
