package parity_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// TestStuckGames checks Check against the SAT answers: no certificate for
// a prefix that can still be completed, and every certificate verified. It
// reports how many dead games Check settles at their first dead index and
// how many dead prefixes it certifies in all.
func TestStuckGames(t *testing.T) {
	games := positions.Load(t)
	dead, atFirst, deadPrefixes, certified := 0, 0, 0, 0
	perBoard := map[string][2]int{}
	kinds := map[string]int{}
	for gi, g := range games {
		if testing.Short() && gi%4 != 0 {
			continue
		}
		b, path := g.Board, g.Path
		for i := range path {
			q := board.Problem{Board: b, Prefix: path[:i+1]}
			c, ok := parity.Check(q)
			live := g.FirstDead < 0 || i < g.FirstDead
			if live {
				require.False(t, ok, "game %d: Check(prefix 0..%d) = %+v, but SAT completes it", gi, i, c)
				continue
			}
			deadPrefixes++
			if ok {
				require.NoError(t, verify.Certificate(q, c), "game %d prefix 0..%d", gi, i)
				certified++
			}
			if i == g.FirstDead {
				dead++
				pb := perBoard[g.Board.String()]
				pb[1]++
				if ok {
					atFirst++
					pb[0]++
					kinds[c.Kind()]++
				}
				perBoard[g.Board.String()] = pb
			}
		}
	}
	t.Logf("first dead index certified in %d of %d dead games %v; kinds %v; dead prefixes certified %d of %d",
		atFirst, dead, perBoard, kinds, certified, deadPrefixes)
	assert.Positive(t, atFirst)
}
