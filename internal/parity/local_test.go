package parity

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestLocalCountsMatchWhole: the local count of a cut agrees with the
// whole-board count (evalCut, a second method: one search over every
// square) on every set it answers for, on random positions of played
// games and random sets near a square, the knight's square among them.
func TestLocalCountsMatchWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	answered, asked := 0, 0
	for _, n := range []int32{8, 12, 16, 24, 32} {
		b := board.Board{W: n, H: n}
		for range 30 {
			path := PlayGame(rng, b, rng.IntN(b.Size()*3/4))
			q := board.Problem{Board: b, Prefix: path}
			if rng.IntN(3) == 0 {
				q.Closed = true
			}
			if q.Check() != nil {
				continue
			}
			r := newRest(q)
			if _, split := r.disconnected(evidence.At{}); split || r.size < 4 {
				continue
			}
			l, sc := r.newLocal(), r.newScratch()
			for range 40 {
				set := nearSet(r, rng)
				asked++
				got, ok := l.eval(set)
				if !ok {
					continue
				}
				answered++
				want := r.countCut(sc, set)
				require.Equal(t, want, got, "%v after %d moves (closed %v), removing %v", b, len(path)-1, q.Closed, squaresOf(r, set))
			}
		}
	}
	t.Logf("answered %d of %d", answered, asked)
	require.Greater(t, answered, asked/2, "the local count answered %d of %d sets", answered, asked)
}

// nearSet is a random set of distinct squares still to cover, within two
// moves of a random square (the knight's, half the time).
func nearSet(r *rest, rng *rand.Rand) []int {
	centre := r.order[rng.IntN(len(r.order))]
	if r.cur >= 0 && rng.IntN(2) == 0 {
		centre = r.cur
	}
	pool := []int{centre}
	in := map[int]bool{centre: true}
	for _, v := range append([]int{centre}, r.nbrs[centre]...) {
		for _, w := range r.nbrs[v] {
			if !in[w] {
				in[w] = true
				pool = append(pool, w)
			}
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool[:1+rng.IntN(min(len(pool), 6))]
}

func squaresOf(r *rest, set []int) []board.Square {
	out := make([]board.Square, len(set))
	for j, i := range set {
		out[j] = r.b.Square(i)
	}
	return out
}
