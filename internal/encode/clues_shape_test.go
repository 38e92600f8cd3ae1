package encode

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCluesOnShapes: on random small shapes, for the knight and other
// leapers, the position and hybrid formulas' tours, enumerated by
// excluding each one found, are exactly those of a naive search written
// here (the oracle; it shares no code with the plan), each checked cell
// by cell.
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
		want := naiveShapeTours(q, cells)
		for _, enc := range []Encoding{Position, Hybrid} {
			t.Run(fmt.Sprintf("%d %v %v closed=%v %v", i, sh, enc, q.Closed, q.Clues), func(t *testing.T) {
				s, err := NewClueSolver(context.Background(), q, Options{Encoding: enc})
				if err != nil {
					t.Fatal(err)
				}
				got := map[string]bool{}
				for {
					r, err := s.Solve(context.Background())
					if err != nil {
						t.Fatal(err)
					}
					if r.Status != board.Found {
						break
					}
					if !want[r.Tour.String()] || got[r.Tour.String()] {
						t.Fatalf("tour %v: not one of the naive search's %d, or found twice", r.Tour, len(want))
					}
					got[r.Tour.String()] = true
					s.Exclude(r.Tour)
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

// naiveShapeTours lists every numbering of the cells by the piece's
// jumps that puts each clue at its step (closed when asked).
func naiveShapeTours(q ClueProblem, cells []board.Square) map[string]bool {
	isCell := map[board.Square]bool{}
	for _, c := range cells {
		isCell[c] = true
	}
	jump := func(a, b board.Square) bool {
		dx, dy := a.X-b.X, a.Y-b.Y
		if dx < 0 {
			dx = -dx
		}
		if dy < 0 {
			dy = -dy
		}
		for _, l := range q.Piece.Leaps() {
			if dx == l.A && dy == l.B || dx == l.B && dy == l.A {
				return true
			}
		}
		return false
	}
	out := map[string]bool{}
	var path board.Path
	used := map[board.Square]bool{}
	var walk func()
	walk = func() {
		t := len(path) - 1
		for _, c := range q.Clues {
			if c.Step == t && c.Square != path[t] || c.Step != t && c.Square == path[t] {
				return
			}
		}
		if len(path) == len(cells) {
			if !q.Closed || len(cells) >= 3 && jump(path[len(path)-1], path[0]) {
				out[path.String()] = true
			}
			return
		}
		for _, c := range cells {
			if !used[c] && jump(path[t], c) {
				used[c] = true
				path = append(path, c)
				walk()
				path = path[:len(path)-1]
				used[c] = false
			}
		}
	}
	for _, c := range cells {
		used[c] = true
		path = append(path[:0], c)
		walk()
		used[c] = false
	}
	return out
}
