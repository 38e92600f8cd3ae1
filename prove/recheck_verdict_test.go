package prove

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// TestRecheckVerdictFirstDead edits genuine dead verdicts of the shared
// 6x6 and 8x8 stuck games so that first_dead names a later or an earlier
// square, or drops the completion, and each edit must be refused: the
// oracle is the independent solver's first dead square and verify.Tour (a
// later first_dead has a dead prefix before it, which no completion can
// begin with; an earlier one is completable, as the genuine completion
// shows, so no proof of death may pass). A later first_dead rests on SAT,
// whose second opinion confirms that its own prefix is dead (it extends a
// dead one), so that only the completion can refuse it.
func TestRecheckVerdictFirstDead(t *testing.T) {
	ctx := context.Background()
	tested := 0
	for i, g := range positions.Load(t) {
		if g.Board.Size() > 64 || g.FirstDead < 2 || g.FirstDead+1 >= len(g.Path) || g.Hard {
			continue
		}
		tested++
		v, err := Blame(ctx, g.Board, g.Path, BlameOptions{NoHints: true})
		require.NoError(t, err)
		require.Equal(t, g.FirstDead, v.FirstDead)
		d := v.Document()
		_, err = recheck.Document(ctx, d)
		require.NoError(t, err, "game %d: the genuine verdict", i)
		k := d.FirstDead

		later := d
		later.FirstDead, later.Move = k+1, d.Path[k+1]
		later.Method, later.Certificate, later.Needed = evidence.SAT, nil, nil
		_, err = recheck.Document(ctx, later)
		assert.ErrorIs(t, err, recheck.ErrBadCompletion, "game %d: first_dead moved from %d to %d, its prefix proved dead, must be refused", i, k, k+1)

		earlier := d
		earlier.FirstDead, earlier.Move = k-1, d.Path[k-1]
		require.NoError(t, verify.Tour(board.Problem{Board: g.Board, Prefix: g.Path[:k]}, d.AliveCompletion), "the oracle: the prefix up to move %d has a tour", k-1)
		_, err = recheck.Document(ctx, earlier)
		assert.Error(t, err, "game %d: first_dead moved from %d to %d, whose prefix has a tour, must be refused", i, k, k-1)

		earlierSAT := earlier
		earlierSAT.Method, earlierSAT.Certificate = evidence.SAT, nil
		_, err = recheck.Document(ctx, earlierSAT)
		assert.ErrorIs(t, err, recheck.ErrRefuted, "game %d: first_dead %d by SAT alone: the second opinion finds the tour", i, k-1)

		bare := d
		bare.AliveCompletion = nil
		_, err = recheck.Document(ctx, bare)
		assert.ErrorIs(t, err, recheck.ErrNotFirst, "game %d: no completion, so first_dead %d is not shown to be the first", i, k)

		wrong := d
		wrong.AliveCompletion = slices.Clone(d.AliveCompletion)
		wrong.AliveCompletion[k], wrong.AliveCompletion[k+1] = wrong.AliveCompletion[k+1], wrong.AliveCompletion[k]
		_, err = recheck.Document(ctx, wrong)
		assert.ErrorIs(t, err, recheck.ErrBadCompletion, "game %d: a completion with two squares swapped is not a tour", i)

		// The same halves as an unknown verdict's interval.
		interval := d
		interval.Status, interval.FirstDead, interval.LastAlive, interval.FirstProvedDead = board.Unknown, -1, k-1, k
		_, err = recheck.Document(ctx, interval)
		assert.NoError(t, err, "game %d: the interval %d..%d", i, k-1, k)
		crossed := interval
		crossed.LastAlive = k
		_, err = recheck.Document(ctx, crossed)
		assert.Error(t, err, "game %d: last_alive %d not before first_proved_dead %d", i, k, k)
	}
	require.Positive(t, tested, "no game to edit")
}

// TestRecheckVerdictShapes: the halves a verdict must or must not carry.
func TestRecheckVerdictShapes(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse("5x5")
	path := board.Path{board.MustParseSquare("a2")}
	v, err := Blame(ctx, b, path, BlameOptions{})
	require.NoError(t, err)
	require.Equal(t, board.None, v.Status, "a2 of 5x5 is light, and 5x5 has 13 dark squares (colour count)")
	require.Equal(t, 0, v.FirstDead)
	d := v.Document()
	assert.Nil(t, d.AliveCompletion, "a first_dead of 0 has no prefix to complete")
	_, err = recheck.Document(ctx, d)
	require.NoError(t, err)
	d.AliveCompletion = board.Path{board.MustParseSquare("a1")}
	_, err = recheck.Document(ctx, d)
	assert.Error(t, err, "a completion of nothing")

	c, err := Blame(ctx, b, board.Path{board.MustParseSquare("a1")}, BlameOptions{NoHints: true})
	require.NoError(t, err)
	require.Equal(t, board.Found, c.Status)
	rep, err := recheck.Document(ctx, c.Document())
	require.NoError(t, err, "a completable verdict claims its completion")
	require.Len(t, rep.Claims, 1)
	assert.Equal(t, fmt.Sprint(c.Completion), fmt.Sprint(rep.Claims[0].Tour))
	cd := c.Document()
	cd.Completion = slices.Clone(cd.Completion)
	cd.Completion[3], cd.Completion[4] = cd.Completion[4], cd.Completion[3]
	_, err = recheck.Document(ctx, cd)
	assert.ErrorIs(t, err, recheck.ErrBadCompletion, "a completion with two squares swapped")
}
