package prove

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/internal/testsupport/positions"
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
				require.NoError(t, verify.Certificate(board.Problem{Board: g.Board, Prefix: g.Path[:hi+1]}, v.Certificate))
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

// TestBlameDeadlineInterval: a deadline that is not reached gives the
// verdict the search gives without one (status, first dead square, the
// interval's ends, method and limit, and the same evidence), because the
// same node budgets end the search in both. With a search of 30 nodes
// and SAT limited to 6 squares many prefixes of the shared stuck games
// are undecided, long before the generous deadline; with the default
// options every verdict is decided, on the shared and 12 random stuck
// games (the game's SAT solver then answers the prefixes in the order the
// search asks them, and the squares its refutation needs must agree too).
// The oracles: the independent solver's first dead square, which must lie
// in the interval (shared games), the completion checked by verify.Tour
// and a certificate by verify.Certificate.
func TestBlameDeadlineInterval(t *testing.T) {
	type game struct {
		name      string
		b         board.Board
		path      board.Path
		firstDead int // the independent solver's, -1 when not known
	}
	var games []game
	for i, g := range positions.Load(t) {
		if g.Board.Size() <= 64 && g.FirstDead >= 0 {
			games = append(games, game{fmt.Sprintf("%v/game%02d", g.Board, i), g.Board, g.Path, g.FirstDead})
		}
	}
	rng := rand.New(rand.NewPCG(10, 1))
	for i := range 12 {
		s := int32(5 + rng.IntN(8))
		b := board.Board{W: s, H: s}
		games = append(games, game{fmt.Sprintf("%v/random%03d", b, i), b, playStuckGame(b, rng), -1})
	}
	unknown := 0
	// The default options skip the proof search of the dead prefix, which
	// depends on that prefix alone (TestGateStuckGames checks its trees),
	// not on the order of the tests, and would spend most of this test's
	// time on one shared game's tree.
	for _, opt := range []BlameOptions{{Budget: 30, MaxSATSquares: 6, NoHints: true}, {NoHints: true, NoProofSearch: true}} {
		for _, g := range games {
			if opt.Budget == 0 && g.b.Size() > 64 {
				continue // the default options decide them all; the gate test has them
			}
			t.Run(fmt.Sprintf("budget%d/%s", opt.Budget, g.name), func(t *testing.T) {
				untimed, err := Blame(context.Background(), g.b, g.path, opt)
				require.NoError(t, err)
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				v, err := Blame(ctx, g.b, g.path, opt)
				require.NoError(t, err)
				require.NoError(t, ctx.Err(), "the deadline was reached: the runs cannot be compared")
				assert.Equal(t, fmt.Sprint(untimed.Status, untimed.FirstDead, untimed.LastAlive, untimed.FirstProvedDead, untimed.Method, untimed.Limit),
					fmt.Sprint(v.Status, v.FirstDead, v.LastAlive, v.FirstProvedDead, v.Method, v.Limit),
					"status, first dead, last alive, first proved dead, method and limit without a deadline, then with one")
				assert.Equal(t, fmt.Sprint(untimed.Certificate, untimed.Needed, untimed.AliveCompletion, untimed.Completion),
					fmt.Sprint(v.Certificate, v.Needed, v.AliveCompletion, v.Completion), "the evidence without a deadline, then with one")
				if v.Status == board.Unknown {
					unknown++
				}
				if opt.Budget == 0 {
					assert.NotEqual(t, board.Unknown, v.Status, "a game on a small board with the default options")
				}
				lo, hi := bounds(v)
				if g.firstDead >= 0 {
					assert.Less(t, lo, g.firstDead, "the last prefix shown completable must come before the oracle's first dead square")
					assert.GreaterOrEqual(t, hi, g.firstDead, "the first prefix shown dead must not come before the oracle's first dead square")
				}
				switch {
				case v.Status == board.Found:
					require.NoError(t, verify.Tour(board.Problem{Board: g.b, Prefix: g.path}, v.Completion), "completion")
				case lo >= 0:
					require.NoError(t, verify.Tour(board.Problem{Board: g.b, Prefix: g.path[:lo+1]}, v.AliveCompletion), "alive_completion")
				}
				if hi < len(g.path) && v.Certificate != nil {
					require.NoError(t, verify.Certificate(board.Problem{Board: g.b, Prefix: g.path[:hi+1]}, v.Certificate))
				}
			})
		}
	}
	assert.Positive(t, unknown, "no verdict was undecided: the test no longer compares the stepping around undecided prefixes")
}

// bounds is the verdict's (last alive, first dead]: the mistake's
// bounds, the path's length when no prefix was shown dead.
func bounds(v Verdict) (lo, hi int) {
	switch v.Status {
	case board.None:
		return v.FirstDead - 1, v.FirstDead
	case board.Found:
		return len(v.Path) - 1, len(v.Path)
	}
	hi = v.FirstProvedDead
	if hi < 0 {
		hi = len(v.Path)
	}
	return v.LastAlive, hi
}

// TestBlameDeadline32x32: a generated 32x32 stuck game whose middle
// prefixes neither the search nor SAT settles in seconds: 400 squares of
// a constructed tour, three random moves, then Warnsdorff's choice until
// the knight is stuck. The deadline is shared among the steps of the
// bisection, so that the first hard prefix does not spend it all and
// each end is bisected. The oracles: the constructed tour completes the
// first 400 squares, so the first dead square is not before 400; the
// completion is checked by verify.Tour, the dead prefix's certificate by
// verify.Certificate. Timing decides how far the bisection gets, so the
// bound asserted is loose: a quarter of the path, where a search whose
// first hard prefix spent the deadline stops at a half.
func TestBlameDeadline32x32(t *testing.T) {
	if testing.Short() {
		t.Skip("spends its 10 s deadline; skipped with -short")
	}
	b := board.Board{W: 32, H: 32}
	tour, err := heuristic.ConstructOpen(b, b.Square(0))
	require.NoError(t, err)
	const alive = 400
	path := stuckAfter(b, tour[:alive], 3, rand.New(rand.NewPCG(4, 3)))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	v, err := Blame(ctx, b, path, BlameOptions{NoHints: true})
	require.NoError(t, err)
	lo, hi := bounds(v)
	t.Logf("%d squares: %v, one of moves %d to %d, %d tests", len(path), v.Status, lo+1, hi, v.Tests)
	assert.GreaterOrEqual(t, hi, alive, "a prefix of the constructed tour shown dead")
	assert.Less(t, hi-lo, len(path)/4, "the interval (%d, %d] of %d moves", lo, hi, len(path)-1)
	require.GreaterOrEqual(t, lo, 0, "no prefix shown completable")
	require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: path[:lo+1]}, v.AliveCompletion), "alive_completion")
	require.Less(t, hi, len(path), "no prefix shown dead")
	require.NotNil(t, v.Certificate, "the dead prefix's certificate")
	require.NoError(t, verify.Certificate(board.Problem{Board: b, Prefix: path[:hi+1]}, v.Certificate))
}

// stuckAfter plays on from prefix: random moves first, then Warnsdorff's
// (the fewest onward moves, the first on a tie), until no move is left.
func stuckAfter(b board.Board, prefix board.Path, random int, rng *rand.Rand) board.Path {
	path := slices.Clone(prefix)
	visited := map[board.Square]bool{}
	for _, s := range path {
		visited[s] = true
	}
	onward := func(s board.Square) (moves []board.Square) {
		for _, n := range b.Neighbours(s, nil) {
			if !visited[n] {
				moves = append(moves, n)
			}
		}
		return moves
	}
	for {
		moves := onward(path[len(path)-1])
		if len(moves) == 0 {
			return path
		}
		next := moves[rng.IntN(len(moves))]
		if len(path) >= len(prefix)+random {
			next = slices.MinFunc(moves, func(x, y board.Square) int { return len(onward(x)) - len(onward(y)) })
		}
		path = append(path, next)
		visited[next] = true
	}
}

// TestIntervalRetriesStopped: a prefix its share of the deadline stopped
// is tried again each time it is stopped, and is not counted among the
// prefixes a node budget left undecided, which end the search; one a
// budget left undecided is counted and not tried again. The oracle is
// the rule itself, replayed by hand on a path of 16 squares.
func TestIntervalRetriesStopped(t *testing.T) {
	s := newInterval(16)
	stopped := test{status: board.Unknown, limit: TimeLimit}
	spent := test{status: board.Unknown, limit: SizeLimit}
	s.record(7, stopped)
	s.record(3, spent)
	assert.Equal(t, 1, s.undecidedTests, "only the budget's undecided test counts")
	assert.Equal(t, []int{3, 7}, s.undecided)
	for round := range 3 {
		i, ok := s.retry()
		require.True(t, ok, "round %d: the stopped prefix is tried again", round)
		assert.Equal(t, 7, i)
		_, ok = s.retry()
		assert.False(t, ok, "round %d: nothing else to try again", round)
		s.record(i, stopped)
	}
	assert.Equal(t, 1, s.undecidedTests, "stopped again and again, never counted")
	s.record(7, test{status: board.None})
	assert.Equal(t, 7, s.hi)
	_, ok := s.retry()
	assert.False(t, ok, "a prefix shown dead is not tried again")
	assert.Equal(t, []int{3}, s.undecided)
}
