package positions_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// TestLargeEvidence re-checks every large game's answer with package
// verify alone, trusting neither blame nor the search that made the
// evidence: the path is a knight's path that is stuck (its last square
// has no unvisited neighbour), the completion is a full open tour
// beginning with Path[:FirstDead] (so that prefix is alive), and the
// certificate proves Path[:FirstDead+1] has no open tour (so it is dead).
// Together they prove FirstDead is the first dead index; a game whose
// dead prefix has no certificate is proven dead only by SAT, and the test
// says which games those are.
func TestLargeEvidence(t *testing.T) {
	var satOnly []string
	for i, g := range positions.LoadLarge(t) {
		name := fmt.Sprintf("%v/game%02d", g.Board, g.Index)
		t.Run(name, func(t *testing.T) {
			require.NoError(t, verify.Path(g.Board, g.Path), "game %d: the path", i)
			last := g.Path[len(g.Path)-1]
			visited := map[board.Square]bool{}
			for _, s := range g.Path {
				visited[s] = true
			}
			for _, n := range g.Board.Neighbours(last, nil) {
				assert.True(t, visited[n], "game %d is not stuck: %v has the move to %v", i, last, n)
			}
			if g.FirstDead == -1 {
				require.NoError(t, verify.Tour(board.Problem{Board: g.Board}, g.Path), "first_dead -1 claims the path is a full tour")
				return
			}
			if g.FirstDead > 0 {
				alive := board.Problem{Board: g.Board, Prefix: g.Path[:g.FirstDead]}
				require.NoError(t, verify.Tour(alive, g.Completion()), "the completion of the prefix before first_dead %d", g.FirstDead)
			} else {
				assert.Empty(t, g.Rest, "first_dead 0 leaves no prefix to complete")
			}
			assert.NotEqual(t, positions.NoOpinion, g.SecondOpinion, "a dead prefix gets a second opinion")
			assert.NotEmpty(t, g.SecondEncoding, "a second opinion names its encoding")
			dead := board.Problem{Board: g.Board, Prefix: g.Path[:g.FirstDead+1]}
			if g.Certificate == nil {
				assert.NotEmpty(t, g.Note, "a dead prefix without a certificate must say what it rests on")
				satOnly = append(satOnly, name)
				return
			}
			require.NoError(t, verify.Certificate(dead, g.Certificate), "the certificate of the dead prefix, first_dead %d", g.FirstDead)
		})
	}
	if len(satOnly) > 0 {
		t.Logf("dead by SAT only, no certificate: %v", satOnly)
	}
}

// TestLargeRoundTrip: the file is exactly what WriteLarge writes of what
// ParseLarge reads from it, so the generator's writer and the loader
// agree on every field and the file has not been edited by hand into a
// form the generator would not write.
func TestLargeRoundTrip(t *testing.T) {
	data, err := os.ReadFile(positions.LargeFile())
	require.NoError(t, err)
	games, err := positions.ParseLarge(data)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, positions.WriteLarge(&buf, games))
	assert.True(t, bytes.Equal(data, buf.Bytes()), "WriteLarge(ParseLarge(file)) differs from the file (%d bytes, want %d)", buf.Len(), len(data))
}

// TestParseLargeRejects: malformed games are errors that name the game,
// not panics or silently changed data.
func TestParseLargeRejects(t *testing.T) {
	game := func(fields string) string {
		return `[{"board":"5x5","seed":5,"game":0,"path":["a1","b3"],"first_dead":1,"method":"parity","certificate":null,"second_opinion":"none"` + fields + `}]`
	}
	for _, tc := range []struct{ name, data, want, why string }{
		{"bad board", `[{"board":"0x5","path":["a1"],"first_dead":0,"method":"parity","second_opinion":"none"}]`, "game 0", "a 0x5 board has no squares"},
		{"bad square", game(`,"completion":["a1","9z"]`), "game 0: completion square 1", "9z is no square"},
		{"first_dead past the path", `[{"board":"5x5","path":["a1","b3"],"first_dead":2,"method":"parity","second_opinion":"none"}]`, "game 0: first_dead 2", "index 2 of a two-square path"},
		{"unknown method", `[{"board":"5x5","path":["a1"],"first_dead":0,"method":"guess","second_opinion":"none"}]`, "game 0", "no such method"},
		{"unknown key", game(`,"extra":1`), "extra", "the file has no such field"},
		{"bad opinion", `[{"board":"5x5","path":["a1"],"first_dead":0,"method":"sat","second_opinion":"maybe"}]`, "game 0: second_opinion", "no such opinion"},
		{"bad certificate", `[{"board":"5x5","path":["a1"],"first_dead":0,"method":"parity","certificate":{"kind":"nonsense"},"second_opinion":"none"}]`, "game 0: certificate", "no such certificate kind"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := positions.ParseLarge([]byte(tc.data))
			require.Error(t, err, "ParseLarge must fail: %s", tc.why)
			assert.Contains(t, err.Error(), tc.want, "ParseLarge error = %q, want it to name %q", err, tc.want)
		})
	}
	_, err := positions.ParseLarge([]byte(game("")))
	require.NoError(t, err, "the well-formed game the cases above break")
}
