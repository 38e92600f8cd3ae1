package verify_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestWalkerMatchesCheck: a Walker given a path a square at a time, the
// first visit of a revisit found by scanning the path, answers as Check
// does on the path held whole, result and error alike, on tours of 8x8
// and 7x9 with squares overwritten, dropped and added at random, under
// no requirement, a start, an end and closure. Oracle: Check, whose
// sound run of squares is checked by its own loop, not by Step.
func TestWalkerMatchesCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 2))
	for _, b := range []board.Board{{W: 8, H: 8}, {W: 7, H: 9}} {
		tour := warnsdorff(b, board.Square{X: 1, Y: 1})
		if tour == nil {
			tour = warnsdorff(b, board.Square{X: 2, Y: 1})
		}
		n := len(tour)
		probs := []board.Problem{{Board: b}, {Board: b, Prefix: board.Path{tour[0]}}, {Board: b, Prefix: board.Path{tour[0], tour[2]}},
			{Board: b, End: tour[n-1]}, {Board: b, End: tour[0]}, {Board: b, Closed: true}}
		for range 400 {
			p := append(board.Path(nil), tour...)
			switch rng.IntN(4) {
			case 0:
				p[rng.IntN(n)] = tour[rng.IntN(n)]
			case 1:
				p[rng.IntN(n)] = board.Square{X: int32(rng.IntN(12)), Y: int32(rng.IntN(12))}
			case 2:
				p = p[:rng.IntN(n+1)]
			case 3:
				p = append(p, tour[rng.IntN(n)])
			}
			for _, q := range probs {
				want, wantErr := verify.Check(q, p)
				w := verify.NewWalker(q)
				for _, s := range p {
					w.Step(s, func(s board.Square) int {
						k := 0
						for p[k] != s {
							k++
						}
						return k
					})
				}
				got, err := w.Done()
				assert.Equal(t, want, got, "%v under %+v", p, q)
				assert.Equal(t, wantErr, err, "%v under %+v", p, q)
			}
		}
	}
}
