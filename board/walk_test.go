package board

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomKnightPath is a random walk of knight moves on an unbounded board
// from s: a path in the sense of Walk (squares may repeat or leave any
// board; Walk holds moves, not tours).
func randomKnightPath(rng *rand.Rand, s Square, n int) Path {
	p := Path{s}
	for range n - 1 {
		m := Moves[rng.IntN(len(Moves))]
		s = Square{X: s.X + m.X, Y: s.Y + m.Y}
		p = append(p, s)
	}
	return p
}

// TestWalkRoundTrip: a knight path kept as a walk gives back the same
// squares, whole and in chunks of every size. Oracle: the path itself.
func TestWalkRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 1))
	for _, n := range []int{1, 2, 3, 7, 64, 1000} {
		p := randomKnightPath(rng, Square{X: 3, Y: 4}, n)
		w, ok := WalkOf(p)
		if !ok || w.Len() != n || w.Last() != p[n-1] {
			t.Fatalf("WalkOf(%d squares) = %d squares ending %v, %v; want %d ending %v, true", n, w.Len(), w.Last(), ok, n, p[n-1])
		}
		if got := w.Path(); !slices.Equal(got, p) {
			t.Errorf("WalkOf(p).Path() differs from p (%d squares)", n)
		}
		for _, size := range []int{0, 1, 2, 3, 5, n - 1, n, n + 1} {
			var got Path
			for part := range w.Chunks(size) {
				if len(part) == 0 || len(part) > max(size, 1) {
					t.Fatalf("Chunks(%d) yielded %d squares", size, len(part))
				}
				got = append(got, part...)
			}
			if !slices.Equal(got, p) {
				t.Errorf("Chunks(%d) of %d squares: the chunks differ from the path", size, n)
			}
		}
	}
}

// TestWalkOfRefuses: a path with a step that is not a knight move, or no
// squares, is no walk. Oracle: IsKnightMove.
func TestWalkOfRefuses(t *testing.T) {
	for _, p := range []Path{nil, {{1, 1}, {2, 2}}, {{1, 1}, {2, 3}, {2, 3}}, {{1, 1}, {3, 2}, {1, 1}, {1, 2}}} {
		if _, ok := WalkOf(p); ok {
			t.Errorf("WalkOf(%v) = true, want false: a step is not a knight move", p)
		}
	}
}
