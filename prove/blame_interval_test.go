package prove

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/positions"
	"github.com/knightcert/knight/recheck"
	"github.com/knightcert/knight/verify"
)

// TestBlameUndecidedInterval: with SAT limited to 6 squares left and a
// search of 30 nodes, many prefixes of the shared stuck games are
// undecided, and Blame answers what it proved instead: the last prefix
// with a completion and the first with a proof of death. The oracle is the
// independent solver's first dead square, which must lie in the interval;
// the completion is checked by verify.Tour, the proof by
// verify.Certificate or a second SAT solve (Recheck), and the document
// must re-read to the same interval.
func TestBlameUndecidedInterval(t *testing.T) {
	both := 0
	for i, g := range positions.Load(t) {
		if g.Board.Size() > 64 || g.FirstDead < 0 {
			continue
		}
		t.Run(fmt.Sprintf("%v/game%02d", g.Board, i), func(t *testing.T) {
			ctx := context.Background()
			v, err := Blame(ctx, g.Board, g.Path, BlameOptions{Budget: 30, MaxSATSquares: 6, NoHints: true})
			require.NoError(t, err)
			lo, hi := v.LastAlive, v.FirstProvedDead
			switch v.Status {
			case board.None:
				require.Equal(t, g.FirstDead, v.FirstDead, "a decided verdict names the oracle's first dead square")
				lo, hi = v.FirstDead-1, v.FirstDead
			case board.Unknown:
				if hi < 0 {
					hi = len(g.Path)
				}
				assert.Less(t, lo, g.FirstDead, "last_alive must come before the oracle's first dead square")
				assert.GreaterOrEqual(t, hi, g.FirstDead, "first_proved_dead must not come before the oracle's first dead square")
				if v.LastAlive >= 0 && v.FirstProvedDead >= 0 {
					both++
					assert.Contains(t, v.Explain(), fmt.Sprintf("one of moves %d to %d", lo+1, hi))
				}
			default:
				t.Fatalf("Blame = %v, want dead or unknown", v.Status)
			}
			if lo >= 0 {
				require.NoError(t, verify.Tour(board.Problem{Board: g.Board, Prefix: g.Path[:lo+1]}, v.AliveCompletion), "alive_completion")
			} else {
				assert.Nil(t, v.AliveCompletion, "no completable prefix, no completion")
			}
			if hi < len(g.Path) && v.Certificate != nil {
				require.NoError(t, verify.Certificate(board.Problem{Board: g.Board, Prefix: g.Path[:hi+1]}, *v.Certificate))
			}
			again, err := Blame(ctx, g.Board, g.Path, BlameOptions{Budget: 30, MaxSATSquares: 6, NoHints: true})
			require.NoError(t, err)
			assert.Equal(t, fmt.Sprint(v.Status, v.FirstDead, v.LastAlive, v.FirstProvedDead, v.Method, v.AliveCompletion, v.Certificate),
				fmt.Sprint(again.Status, again.FirstDead, again.LastAlive, again.FirstProvedDead, again.Method, again.AliveCompletion, again.Certificate),
				"the same verdict every run")
			d := v.Document()
			if lo >= 0 || hi < len(g.Path) {
				_, err = recheck.Document(ctx, d)
				require.NoError(t, err, "Recheck of the verdict")
			}
			var buf bytes.Buffer
			require.NoError(t, d.WriteJSON(&buf))
			back, err := evidence.Parse(buf.Bytes(), evidence.DefaultLimits)
			require.NoError(t, err)
			r := back.(evidence.Verdict)
			assert.Equal(t, fmt.Sprint(d.Status, d.FirstDead, d.LastAlive, d.FirstProvedDead, d.AliveCompletion),
				fmt.Sprint(r.Status, r.FirstDead, r.LastAlive, r.FirstProvedDead, r.AliveCompletion), "the document read back")
		})
	}
	assert.Positive(t, both, "no game gave an interval with both ends: the test no longer tests it")
}

// TestBlameAliveCompletion: every dead verdict after the first move
// carries a tour beginning with the path before its first dead square,
// which verify.Tour accepts; the oracle for the first dead square is the
// independent solver's.
func TestBlameAliveCompletion(t *testing.T) {
	for i, g := range positions.Load(t) {
		if g.Board.Size() > 64 || g.FirstDead < 1 || g.Hard {
			continue
		}
		v, err := Blame(context.Background(), g.Board, g.Path, BlameOptions{NoHints: true})
		require.NoError(t, err)
		require.Equal(t, board.None, v.Status, "game %d", i)
		require.Equal(t, g.FirstDead, v.FirstDead, "game %d", i)
		assert.Equal(t, v.FirstDead-1, v.LastAlive, "game %d", i)
		require.NoError(t, verify.Tour(board.Problem{Board: g.Board, Prefix: g.Path[:v.FirstDead]}, v.AliveCompletion), "game %d", i)
	}
}
