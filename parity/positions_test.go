package parity_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/parity"
	"github.com/knightcert/knight/verify"
)

// stuckGame is one game of ../testdata/positions/stuck-games.json: a path played until
// stuck and the first index whose prefix has no completion, decided by
// CaDiCaL on an encoding written independently of this project (-1 when
// the whole path can be completed).
type stuckGame struct {
	Board     string   `json:"board"`
	Path      []string `json:"path"`
	FirstDead int      `json:"first_dead"`
	Hard      bool     `json:"hard"`
}

// TestStuckGames checks Check against the SAT answers: no certificate for
// a prefix that can still be completed, and every certificate verified. It
// reports how many dead games Check settles at their first dead index and
// how many dead prefixes it certifies in all.
func TestStuckGames(t *testing.T) {
	data, err := os.ReadFile("../testdata/positions/stuck-games.json")
	require.NoError(t, err)
	var games []stuckGame
	require.NoError(t, json.Unmarshal(data, &games))
	dead, atFirst, deadPrefixes, certified := 0, 0, 0, 0
	perBoard := map[string][2]int{}
	kinds := map[parity.Kind]int{}
	for gi, g := range games {
		if testing.Short() && gi%4 != 0 {
			continue
		}
		b := board.MustParse(g.Board)
		path, err := board.ParsePath(joinFields(g.Path))
		require.NoError(t, err)
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
				pb := perBoard[g.Board]
				pb[1]++
				if ok {
					atFirst++
					pb[0]++
					kinds[c.Kind]++
				}
				perBoard[g.Board] = pb
			}
		}
	}
	t.Logf("first dead index certified in %d of %d dead games %v; kinds %v; dead prefixes certified %d of %d",
		atFirst, dead, perBoard, kinds, certified, deadPrefixes)
	assert.Positive(t, atFirst)
}

func joinFields(s []string) string {
	out := ""
	for _, f := range s {
		out += f + " "
	}
	return out
}
