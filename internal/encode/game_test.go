package encode

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGameStuckGames asks one Game per board and encoding about every
// stuck game: the prefix ending on first_dead is dead, the one before it
// completes (when first_dead is -1, the whole path completes).
func TestGameStuckGames(t *testing.T) {
	games := positions.Load(t)
	for _, g := range games {
		require.NoError(t, verify.Path(g.Board, g.Path))
	}
	for _, enc := range Encodings() {
		t.Run(enc.String(), func(t *testing.T) {
			gameOf := map[board.Board]*Game{}
			for i, sg := range games {
				b, path := sg.Board, sg.Path
				if testing.Short() && b.Size() > 64 {
					continue
				}
				gm := gameOf[sg.Board]
				if gm == nil {
					var err error
					gm, err = NewGame(b, Options{Encoding: enc})
					require.NoError(t, err)
					gameOf[sg.Board] = gm
				}
				alive := len(path)
				if sg.FirstDead >= 0 {
					alive = sg.FirstDead
					dead := path[:sg.FirstDead+1]
					t0 := time.Now()
					res, blame, err := gm.Solve(context.Background(), dead)
					require.NoError(t, err)
					assert.Equal(t, board.None, res.Status, "game %d: Solve(%v) = %v, want none (first_dead %d)", i, dead, res.Status, sg.FirstDead)
					assert.NotNil(t, blame, "game %d: a dead prefix has a blame list", i)
					for _, k := range blame {
						assert.True(t, k >= 0 && k < len(dead), "game %d: blame index %d outside the prefix", i, k)
					}
					if testing.Verbose() {
						t.Logf("%s game %d %v dead at %d: %v blame %v (hard %v)", enc, i, b, sg.FirstDead, time.Since(t0), blame, sg.Hard)
					}
				}
				// Dead stays dead and alive stays alive along a game: ask
				// the whole path too, and on 6x6 (where tours are cheap)
				// half the live prefix, so that the reused solver
				// switches back and forth.
				if sg.FirstDead >= 0 {
					res, _, err := gm.Solve(context.Background(), path)
					require.NoError(t, err)
					assert.Equal(t, board.None, res.Status, "game %d: the whole stuck path is dead", i)
				}
				if b.Size() <= 36 {
					half := path[:(alive+1)/2]
					res, _, err := gm.Solve(context.Background(), half)
					require.NoError(t, err)
					assert.Equal(t, board.Found, res.Status, "game %d: Solve(%v) = %v, want tour", i, half, res.Status)
				}
				live := path[:alive]
				t0 := time.Now()
				res, blame, err := gm.Solve(context.Background(), live)
				require.NoError(t, err)
				require.Equal(t, board.Found, res.Status, "game %d: Solve(%v) = %v, want tour", i, live, res.Status)
				assert.Nil(t, blame)
				assert.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: live}, res.Tour), "game %d", i)
				if testing.Verbose() {
					fmt.Printf("%s game %d %v alive at %d: %v\n", enc, i, b, alive, time.Since(t0))
				}
			}
		})
	}
}

// TestGameBoards: with an empty prefix a Game asks whether the board has an
// open tour at all (none on 3x3 and 4x4, some on 5x5 and 3x4, as the
// backtracking cross-check confirms); a light start on 5x5 fails by the
// colour count alone, which blames square 0.
func TestGameBoards(t *testing.T) {
	for _, enc := range Encodings() {
		for _, tc := range []struct {
			board string
			want  board.Status
		}{{"3x3", board.None}, {"4x4", board.None}, {"5x5", board.Found}, {"3x4", board.Found}, {"1x1", board.Found}} {
			b := board.MustParse(tc.board)
			gm, err := NewGame(b, Options{Encoding: enc})
			require.NoError(t, err)
			res, blame, err := gm.Solve(context.Background(), nil)
			require.NoError(t, err)
			assert.Equal(t, tc.want, res.Status, "Game(%v, %s).Solve(nil)", b, enc)
			if tc.want == board.None {
				assert.Equal(t, []int{}, blame, "the board alone is infeasible: empty blame")
			} else {
				assert.Nil(t, blame)
				assert.NoError(t, verify.Tour(board.Problem{Board: b}, res.Tour))
			}
		}
		gm, err := NewGame(board.MustParse("5x5"), Options{Encoding: enc})
		require.NoError(t, err)
		res, blame, err := gm.Solve(context.Background(), mustPath("b1 c3"))
		require.NoError(t, err)
		assert.Equal(t, board.None, res.Status)
		assert.Equal(t, []int{0}, blame, "a light start on 5x5 is refuted by the colour count")
		_, _, err = gm.Solve(context.Background(), mustPath("a1 a2"))
		assert.ErrorIs(t, err, board.ErrBadProblem, "a1-a2 is not a knight move")
	}
}
