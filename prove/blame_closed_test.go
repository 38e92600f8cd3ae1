package prove

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/verify"
)

// firstDeadClosed is the oracle of closed blame: the first index i such
// that no closed tour begins with path[:i+1], by the exhaustive search of
// oracle_test.go (which shares no code with Blame), or -1 when the whole
// path still completes to one. It asks every prefix in turn, from the
// longest, whose searches are the cheapest, down to the first completable
// one: completability only switches once along a path.
func firstDeadClosed(b board.Board, path board.Path) int {
	first := -1
	for i := len(path) - 1; i >= 0; i-- {
		if exhaustive(board.Problem{Board: b, Prefix: path[:i+1], Closed: true}) {
			break
		}
		first = i
	}
	return first
}

// TestBlameClosedRandomGames: on seeded random stuck games of 5x6 and
// 6x6, blame -closed names the first move after which no closed tour was
// possible, the one the exhaustive search finds; its evidence passes the
// re-check of knight verify -certificate (recheck.Document), which
// checks that the alive completion is a closed tour beginning with the
// path up to the move before; a certificate, where there is one, passes
// verify.Certificate on the closed problem; and the open verdict of the
// same game never blames a later move (a closed tour is an open one).
func TestBlameClosedRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	games := 12
	if testing.Short() {
		games = 4
	}
	ctx := context.Background()
	methods := map[string]int{}
	for _, b := range []board.Board{{W: 5, H: 6}, {W: 6, H: 6}} {
		for g := range games {
			path := playStuckGame(b, rng)
			t.Run(fmt.Sprintf("%v/game%02d", b, g), func(t *testing.T) {
				want := firstDeadClosed(b, path)
				v, err := Blame(ctx, b, path, BlameOptions{NoHints: true, Closed: true})
				require.NoError(t, err)
				require.NotEqual(t, board.Unknown, v.Status, "%v %v", b, path)
				require.True(t, v.Closed)
				if want < 0 {
					require.Equal(t, board.Found, v.Status, "Blame(%v) closed: the oracle completes the whole path", path)
					require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: path, Closed: true}, v.Completion))
					return
				}
				require.Equal(t, board.None, v.Status, "Blame(%v) closed", path)
				assert.Equal(t, want, v.FirstDead, "Blame(%v) closed = move %d by %v, want %d", path, v.FirstDead, v.Method, want)
				q := board.Problem{Board: b, Prefix: path[:v.FirstDead+1], Closed: true}
				if v.Certificate != nil {
					require.NoError(t, verify.Certificate(q, v.Certificate))
					methods[v.Certificate.Kind()]++
				} else {
					methods[v.Method.String()]++
				}
				if v.FirstDead > 0 {
					require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: path[:v.FirstDead], Closed: true}, v.AliveCompletion))
				}
				assert.Contains(t, v.Explain(), "closed tour")
				_, err = recheck.Document(ctx, v.Document())
				require.NoError(t, err, "the verdict's claims re-checked")
				open, err := Blame(ctx, b, path, BlameOptions{NoHints: true})
				require.NoError(t, err)
				if open.Status == board.None {
					assert.LessOrEqual(t, v.FirstDead, open.FirstDead, "a closed tour is an open one: the closed mistake cannot come later")
				}
			})
		}
	}
	t.Logf("evidence of the dead prefixes: %v", methods)
}

// TestRecheckClosedVerdict: a closed verdict whose alive completion is an
// open tour that does not close is refused by the re-check (the oracle:
// verify.Tour of the closed problem, and the open verdict's genuine
// completion, which need not close), and a closed verdict read back from
// its JSON keeps "closed".
func TestRecheckClosedVerdict(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse("6x6")
	rng := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		path := playStuckGame(b, rng)
		v, err := Blame(ctx, b, path, BlameOptions{NoHints: true, Closed: true})
		require.NoError(t, err)
		if v.Status != board.None || v.FirstDead < 1 {
			continue
		}
		d := v.Document()
		// An open completion of the same prefix that does not close.
		open, err := Tour(ctx, board.Problem{Board: b, Prefix: path[:v.FirstDead]}, Options{})
		require.NoError(t, err)
		require.Equal(t, board.Found, open.Status)
		if board.IsKnightMove(open.Tour[len(open.Tour)-1], open.Tour[0]) {
			continue
		}
		bad := d
		bad.AliveCompletion = open.Tour
		_, err = recheck.Document(ctx, bad)
		require.ErrorIs(t, err, recheck.ErrBadCompletion, "an alive completion that does not close must be refused")
		assert.ErrorIs(t, err, verify.ErrNotClosed)

		var buf []byte
		w := &sliceWriter{&buf}
		require.NoError(t, d.WriteJSON(w))
		back, err := evidence.Parse(buf, evidence.DefaultLimits)
		require.NoError(t, err)
		require.True(t, back.(evidence.Verdict).Closed, "closed read back from %s", buf)
		return
	}
	t.Fatal("no closed verdict with a non-closing open completion among 50 games")
}

type sliceWriter struct{ b *[]byte }

func (w *sliceWriter) Write(p []byte) (int, error) { *w.b = append(*w.b, p...); return len(p), nil }
