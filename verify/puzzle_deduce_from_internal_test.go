package verify

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestFixedPointFromAbove: the deductions started from the fixed point
// of a puzzle with fewer clues come to the fixed point a start from
// nothing comes to, dead exactly when it is dead. Oracle: the second
// method, the same deductions from nothing ([Checker.fixedPoint]'s
// argument says they agree), and the rules themselves: every rule applied
// once more to the fixed point found, with nothing remembered of what it
// read, removes nothing. The puzzles are drawn from one path of each board
// (a seeded PCG), the clues added below sometimes moved to a wrong square,
// and the test asserts that the added clues changed the fixed point or
// killed it often enough to matter.
func TestFixedPointFromAbove(t *testing.T) {
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 3, H: 8}, {W: 8, H: 8}, {W: 12, H: 12}}
	narrowed, killed := 0, 0
	for _, size := range boards {
		for _, closed := range []bool{false, true} {
			t.Run(size.String()+map[bool]string{false: "-open", true: "-closed"}[closed], func(t *testing.T) {
				path := warnsdorff(size)
				n := size.Size()
				rng := rand.New(rand.NewPCG(uint64(n), map[bool]uint64{false: 1, true: 2}[closed]))
				cases := 60
				if testing.Short() && n > 64 {
					cases = 15
				}
				for range cases {
					above := puzzlecert.Puzzle{Board: size, Closed: closed, First: 1}
					order := rng.Perm(len(path))
					k := rng.IntN(len(path)/5 + 1)
					for _, i := range order[:k] {
						above.Clues = append(above.Clues, puzzlecert.Clue{Square: path[i], Number: 1 + i})
					}
					above.SortClues()
					p := above
					for _, i := range order[k:min(len(order), k+1+rng.IntN(4))] {
						c := puzzlecert.Clue{Square: path[i], Number: 1 + i}
						if rng.IntN(3) == 0 {
							c.Square = size.Square(rng.IntN(n))
						}
						if p.WithClue(c).Check() == nil {
							p = p.WithClue(c)
						}
					}
					ck := &Checker{MaxWork: 1 << 62, ctx: context.Background()}
					from, settled, err := ck.fixedPoint(above, nil)
					if err != nil {
						t.Fatal(err)
					}
					if !settled {
						continue
					}
					want, wantSettled, err := ck.fixedPoint(p, nil)
					if err != nil {
						t.Fatal(err)
					}
					got, gotSettled, err := ck.fixedPoint(p, from)
					if err != nil {
						t.Fatal(err)
					}
					if gotSettled != wantSettled {
						t.Fatalf("%v: settled from above = %v, from nothing %v", p.Clues, gotSettled, wantSettled)
					}
					if !gotSettled {
						killed++
						continue
					}
					for s := range n {
						if !slices.Equal(got[s], want[s]) {
							t.Fatalf("%v: step %d keeps %v from above, %v from nothing", p.Clues, s, got[s], want[s])
						}
						if !slices.Equal(got[s], from[s]) {
							narrowed++
						}
					}
					// Every rule once more, nothing remembered: no removal.
					d := newDeducer(ck, p)
					if err := d.start(nil); err != nil {
						t.Fatal(err)
					}
					for s := range got {
						copy(d.dom[s], got[s])
					}
					if ok, err := d.run(); !ok || err != nil || d.removed != 0 {
						t.Fatalf("%v: the fixed point is not one: %v, %v, %d removed", p.Clues, ok, err, d.removed)
					}
				}
			})
		}
	}
	t.Logf("the added clues narrowed %d steps and killed %d puzzles", narrowed, killed)
	if narrowed < 100 || killed < 10 {
		t.Errorf("the added clues narrowed %d steps and killed %d puzzles: too few to test anything", narrowed, killed)
	}
}
