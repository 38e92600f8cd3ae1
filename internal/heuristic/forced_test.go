package heuristic

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/require"
)

// forcedDeadAt runs test 5 on the position after q.Prefix.
func forcedDeadAt(q board.Problem) bool {
	f := &finder{ctx: context.Background(), q: q, opt: Options{Budget: math.MaxInt64}, b: q.Board}
	f.g = newGrid(q.Board)
	target, ok := f.targetOf(q.Prefix)
	if !ok {
		return false
	}
	s := newSearcher(f, target)
	return s.start(q.Prefix, 0) && s.forcedDead()
}

// TestForcedDeadIsNecessaryOnly: test 5 never calls a position with a
// tour dead, by the plain search of search_test.go (which shares no code
// with it), on every prefix leaving at most 22 squares of seeded random games of 5x5, 5x6 and 6x6,
// open and with an end; and it does prove some of the dead ones, or it
// would be worth nothing.
func TestForcedDeadIsNecessaryOnly(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	games := 30
	if testing.Short() {
		games = 8
	}
	proved, dead := 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}} {
		for range games {
			path := randomGame(b, rng)
			ends := []board.Square{{}, b.Square(rng.IntN(b.Size()))}
			for _, end := range ends {
				// Positions with at most 22 squares left, which the plain
				// search counts in moments.
				for k := max(1, b.Size()-21); k <= len(path); k++ {
					q := board.Problem{Board: b, Prefix: path[:k], End: end}
					if q.Check() != nil {
						continue
					}
					tours := countPlain(q)
					got := forcedDeadAt(q)
					if tours > 0 {
						require.False(t, got, "forcedDead(%v) = true, but the plain search counts %d tours", q, tours)
					} else {
						dead++
						if got {
							proved++
						}
					}
				}
			}
		}
	}
	require.Positive(t, proved, "forcedDead proved none of %d dead positions", dead)
	t.Logf("forcedDead proved %d of %d dead positions", proved, dead)
}

// randomGame plays uniformly random moves until the knight is stuck.
func randomGame(b board.Board, rng *rand.Rand) board.Path {
	path := board.Path{b.Square(rng.IntN(b.Size()))}
	seen := map[board.Square]bool{path[0]: true}
	for {
		var moves []board.Square
		for _, n := range b.Neighbours(path[len(path)-1], nil) {
			if !seen[n] {
				moves = append(moves, n)
			}
		}
		if len(moves) == 0 {
			return path
		}
		n := moves[rng.IntN(len(moves))]
		seen[n] = true
		path = append(path, n)
	}
}
