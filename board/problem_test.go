package board

import (
	"math/rand/v2"
	"testing"
)

// TestSquaresLeft compares Problem.SquaresLeft with a count of the
// board's squares that are neither holes nor behind the piece (visited
// before the prefix's last square), the oracle, on random boards, holes
// and prefixes; the prefix need not be a path, since the count does not
// ask.
func TestSquaresLeft(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 500 {
		b := Board{W: 1 + rng.Int32N(9), H: 1 + rng.Int32N(9)}
		q := Problem{Board: b, Holes: NewSet(b.Size())}
		order := rng.Perm(b.Size())
		holes, visited := rng.IntN(b.Size()+1), 0
		if rest := b.Size() - holes; rest > 0 {
			visited = rng.IntN(rest + 1)
		}
		for _, i := range order[:holes] {
			q.Holes.Add(i)
		}
		for _, i := range order[holes : holes+visited] {
			q.Prefix = append(q.Prefix, b.Square(i))
		}
		want := 0
		for i := range b.Size() {
			behind := false
			for _, s := range q.Prefix[:max(len(q.Prefix)-1, 0)] {
				behind = behind || b.Index(s) == i
			}
			if !q.Holes.Has(i) && !behind {
				want++
			}
		}
		if got := q.SquaresLeft(); got != want {
			t.Fatalf("%v with holes %v: SquaresLeft() = %d, want %d", q, q.Holes, got, want)
		}
	}
}
