package parity_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// TestDeepCutSound: every cut DeepCut finds on random positions of small
// boards rules out a problem the oracle (the search of search_test.go)
// finds no tour for, and verify accepts it; the oracle finds tours for
// some of the positions, so the test tells a sound search from one that
// certifies everything.
func TestDeepCutSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	found, live := 0, 0
	for _, name := range []string{"5x5", "5x6", "6x6", "3x8", "4x7"} {
		b := board.MustParse(name)
		for range 12 {
			walk := randomWalk(rng, b, b.Size())
			for k := 2; k <= len(walk); k += 3 {
				q := board.Problem{Board: b, Prefix: walk[:k]}
				if rng.IntN(4) == 0 {
					q.End = b.Square(rng.IntN(b.Size()))
				}
				c, ok := parity.DeepCut(q, 200_000)
				tour, _ := search(q, oracleLimit)
				if tour != nil {
					live++
				}
				if !ok {
					continue
				}
				found++
				require.Nil(t, tour, "DeepCut rules out %v, which has the tour %v", q, tour)
				require.NoError(t, verify.Certificate(q, c), "verify rejects DeepCut's cut of %v", q)
			}
		}
	}
	t.Logf("%d cuts found, %d positions with a tour", found, live)
	assert.Positive(t, found)
	assert.Positive(t, live)
}

// TestDeepCutStuckGames: on the shared stuck games, DeepCut's answer for
// the first dead prefix verifies, is the same on a second run (fixed
// seed), and it never certifies the last completable prefix (the oracle
// is the games' independent answers).
func TestDeepCutStuckGames(t *testing.T) {
	certified := 0
	for i, g := range positions.Load(t) {
		if g.FirstDead < 1 {
			continue
		}
		dead := board.Problem{Board: g.Board, Prefix: g.Path[:g.FirstDead+1]}
		if _, ok := parity.Check(dead); ok {
			continue // DeepCut is for what Check leaves
		}
		c, ok := parity.DeepCut(dead, 1_000_000)
		again, ok2 := parity.DeepCut(dead, 1_000_000)
		require.Equal(t, ok, ok2, "game %d: DeepCut differs between runs", i)
		if ok {
			certified++
			require.Equal(t, c, again, "game %d: DeepCut differs between runs", i)
			require.NoError(t, verify.Certificate(dead, c), "game %d", i)
		}
		alive := board.Problem{Board: g.Board, Prefix: g.Path[:g.FirstDead]}
		_, ok = parity.DeepCut(alive, 200_000)
		require.False(t, ok, "game %d: DeepCut rules out %v, which the games' oracle says is completable", i, alive)
	}
	t.Logf("%d dead prefixes that Check leaves certified by DeepCut", certified)
}
