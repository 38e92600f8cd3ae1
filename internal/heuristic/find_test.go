package heuristic

import (
	"context"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func search(t *testing.T, q board.Problem, opt Options) Result {
	t.Helper()
	r, err := Search(context.Background(), q, opt)
	require.NoError(t, err, "Search(%v)", q)
	if r.Status == board.Found {
		require.NoError(t, verify.Tour(q, r.Tour), "Search(%v)", q)
	}
	return r
}

func TestSearchBudgetAndCancel(t *testing.T) {
	// 4x6 has no closed tour (short side 4), but refuting it takes more
	// than 100 nodes: the answer must be Unknown, never None; without a
	// budget the search is exhaustive and None.
	q := board.Problem{Board: board.MustParse("4x6"), Prefix: board.Path{{X: 1, Y: 1}}, Closed: true}
	r := search(t, q, Options{Budget: 100})
	assert.Equal(t, board.Unknown, r.Status, "Search(%v, budget 100) = %v", q, r.Status)
	assert.LessOrEqual(t, r.Nodes, int64(100))
	r = search(t, q, Options{})
	assert.Equal(t, board.None, r.Status, "Search(%v) = %v", q, r.Status)
	assert.Greater(t, r.Nodes, int64(100))

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Search(ctx, q, Options{})
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, board.Unknown, r.Status)
	r, err = Greedy(ctx, q, Options{})
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, board.Unknown, r.Status)
}

// TestGreedyCancelHuge: a walk on 4000x4000 looks at its context while it
// runs, so a context cancelled before the call stops it within one
// stretch of steps, not after 1.6*10^7 of them.
func TestGreedyCancelHuge(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 150 MB")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	q := board.Problem{Board: board.Board{W: 4000, H: 4000}, Prefix: board.Path{{X: 1, Y: 1}}}
	r, err := Greedy(ctx, q, Options{})
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, board.Unknown, r.Status)
	assert.LessOrEqual(t, r.Nodes, int64(stopEvery), "Greedy(cancelled) entered %d squares, want at most %d", r.Nodes, stopEvery)
}

func TestGreedyAndSearchRefuseBadOptions(t *testing.T) {
	q := board.Problem{Board: board.MustParse("5x5")}
	for name, call := range map[string]func(context.Context, board.Problem, Options) (Result, error){"Greedy": Greedy, "Search": Search} {
		_, err := call(context.Background(), q, Options{})
		assert.ErrorIs(t, err, ErrNoStart, "%s(no start) must refuse: the caller picks the starts", name)
		q1 := board.Problem{Board: q.Board, Prefix: board.Path{{X: 1, Y: 1}}}
		_, err = call(context.Background(), q1, Options{Budget: -5})
		assert.ErrorIs(t, err, ErrBadBudget, "%s(budget -5)", name)
	}
}

func TestGreedySeedsRepeat(t *testing.T) {
	q := board.Problem{Board: board.MustParse("20x20"), Prefix: board.Path{{X: 7, Y: 3}}, Closed: true}
	a, err := Greedy(context.Background(), q, Options{Rule: Random, Seed: 42, Budget: 1 << 20})
	require.NoError(t, err)
	b, err := Greedy(context.Background(), q, Options{Rule: Random, Seed: 42, Budget: 1 << 20})
	require.NoError(t, err)
	assert.Equal(t, a, b, "the same seed must give the same answer")
	require.Equal(t, board.Found, a.Status, "Greedy(%v)", q)
	require.NoError(t, verify.Tour(q, a.Tour))
}

// TestGreedyNeverNone: a walk that sticks proves nothing, so Greedy is
// Unknown even on problems without a tour (4x4, by exhaustive search).
func TestGreedyNeverNone(t *testing.T) {
	b := board.MustParse("4x4")
	for i := range b.Size() {
		q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}}
		r, err := Greedy(context.Background(), q, Options{})
		require.NoError(t, err)
		assert.Equal(t, board.Unknown, r.Status, "Greedy(%v) = %v, want unknown (4x4 has no open tour)", q, r.Status)
	}
}

// TestSearchAgreesWithPlainSearch: on every board of at most 20 squares,
// from every start, open and closed, Search's answer (Found or None, never
// Unknown: these boards are small enough to exhaust) must agree with the
// plain exhaustive search of search_test.go.
func TestSearchAgreesWithPlainSearch(t *testing.T) {
	for h := 1; h <= 20; h++ {
		for w := 1; w*h <= 20; w++ {
			b := board.Board{W: int32(w), H: int32(h)}
			for i := 0; i < b.Size(); i++ {
				for _, closed := range []bool{false, true} {
					q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}, Closed: closed}
					r := search(t, q, Options{})
					want := board.None
					if countPlain(q) > 0 {
						want = board.Found
					}
					require.Equal(t, want, r.Status, "Search(%v) = %v, want %v (plain search)", q, r.Status, want)
				}
			}
		}
	}
}
