package prove

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
)

// TestUndecidedSaysWhichLimit: an undecided answer names the limit that
// stopped it (SAT's size limit is not "undecided within the time limit"). A
// closed tour of 6x6 from c3 has no certificate
// against it and is not found in 10 nodes, so what follows the search
// decides which limit stops it.
func TestUndecidedSaysWhichLimit(t *testing.T) {
	q := board.Problem{Board: board.Board{W: 6, H: 6}, Prefix: board.Path{{X: 3, Y: 3}}, Closed: true}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name  string
		ctx   context.Context
		opt   Options
		limit Limit
		words string
	}{
		{"SAT's size limit", context.Background(), Options{Budget: 10, MaxSATSquares: 20}, SizeLimit, "SAT's size limit"},
		{"the node budget", context.Background(), Options{Method: evidence.Heuristic, Budget: 10}, BudgetLimit, "node budget"},
		{"the time limit", cancelled, Options{}, TimeLimit, "time limit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := Tour(tc.ctx, q, tc.opt)
			require.NoError(t, err)
			assert.Equal(t, board.Unknown, a.Status, "Tour(%v, %+v).Status", q, tc.opt)
			assert.Equal(t, tc.limit, a.Limit, "Tour(%v, %+v).Limit", q, tc.opt)
			assert.Contains(t, a.Explain(), tc.words)
		})
	}

	path := board.Path{{X: 1, Y: 1}, {X: 3, Y: 2}}
	v, err := Blame(context.Background(), board.Board{W: 6, H: 6}, path, BlameOptions{Budget: 1, MaxSATSquares: 20, NoHints: true})
	require.NoError(t, err)
	assert.Equal(t, board.Unknown, v.Status, "Blame(budget 1, SAT limit 20)")
	assert.Equal(t, SizeLimit, v.Limit)
	assert.Contains(t, v.Explain(), "size limit")
}

// TestOptionsCheckedFirst: options out of range are errors before any
// work, whatever the method would have read them.
func TestOptionsCheckedFirst(t *testing.T) {
	q := board.Problem{Board: board.Board{W: 8, H: 8}}
	for _, opt := range []Options{
		{Budget: -5},
		{Budget: MaxBudget + 1},
		{MaxSATSquares: -5},
		{Method: evidence.Parity, Encoding: "bogus"},
	} {
		_, err := Tour(context.Background(), q, opt)
		assert.ErrorIs(t, err, ErrBadOption, "Tour(%+v)", opt)
	}
	_, err := Tour(context.Background(), q, Options{Encoding: "bogus"})
	assert.True(t, errors.Is(err, encode.ErrUnknownEncoding), "Tour(encoding bogus) = %v, want ErrUnknownEncoding too", err)
	_, err = Survey(context.Background(), q.Board, SurveyOptions{Workers: MaxWorkers + 1})
	assert.ErrorIs(t, err, ErrBadOption, "Survey(workers %d)", MaxWorkers+1)
	_, err = Blame(context.Background(), q.Board, board.Path{{X: 1, Y: 1}}, BlameOptions{Budget: -1})
	assert.ErrorIs(t, err, ErrBadOption, "Blame(budget -1)")
}
