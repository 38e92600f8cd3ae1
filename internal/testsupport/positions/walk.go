package positions

import (
	"math/rand/v2"

	"github.com/knightcert/knight/board"
)

// RandomWalk plays random knight moves on b from a random square, never
// back to a square visited, until stuck or n squares long: the positions
// of a game played without a plan, for tests that sweep many.
func RandomWalk(rng *rand.Rand, b board.Board, n int) board.Path {
	p := board.Path{b.Square(rng.IntN(b.Size()))}
	seen := map[board.Square]bool{p[0]: true}
	for len(p) < n {
		var next []board.Square
		for _, t := range b.Neighbours(p[len(p)-1], nil) {
			if !seen[t] {
				next = append(next, t)
			}
		}
		if len(next) == 0 {
			break
		}
		s := next[rng.IntN(len(next))]
		seen[s] = true
		p = append(p, s)
	}
	return p
}
