package prove

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/testsupport/positions"
)

// tourWithMoves reports whether an open tour of b (at most 64 squares)
// starts on start (any square when start < 0) and makes every move
// from->to of moves, by depth-first search over bitmasks that shares no
// code with the encoder. Its pruning is exhaustive's: an unvisited square
// with no unvisited neighbour must be the last.
func tourWithMoves(b board.Board, start int, moves map[int]int) bool {
	n := b.Size()
	adj := make([]uint64, n)
	for i := range n {
		for _, t := range b.Neighbours(b.Square(i), nil) {
			adj[i] |= 1 << b.Index(t)
		}
	}
	enteredFrom := map[int]int{}
	for from, to := range moves {
		enteredFrom[to] = from
	}
	full := uint64(1)<<n - 1
	var dfs func(cur int, visited uint64) bool
	dfs = func(cur int, visited uint64) bool {
		if visited == full {
			_, open := moves[cur]
			return !open // a required move out of the last square is not made
		}
		rest := full &^ visited
		for r := rest; r != 0; r &= r - 1 {
			if v := bits.TrailingZeros64(r); adj[v]&rest == 0 && (adj[v]&(1<<cur) == 0 || bits.OnesCount64(rest) > 1) {
				return false
			}
		}
		next := adj[cur] & rest
		if to, ok := moves[cur]; ok {
			next &= 1 << to
		}
		for m := next; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m)
			if from, ok := enteredFrom[v]; ok && from != cur {
				continue
			}
			if dfs(v, visited|1<<v) {
				return true
			}
		}
		return false
	}
	for s := range n {
		if start >= 0 && s != start {
			continue
		}
		if _, ok := enteredFrom[s]; ok {
			continue
		}
		if dfs(s, 1<<s) {
			return true
		}
	}
	return false
}

// TestBlameSATClaimHolds: when SAT refutes a dead prefix, the explanation
// names the start and the moves the refutation assumed (successor
// encoding); an independent search must find no open tour with that start
// and those moves, on every 6x6 stuck game SAT decides, from the shared
// positions and from seeded random games, until at least 12 are checked.
// One example is among them: e3 f1 d2 b3 c1 is refuted by the
// moves d2-b3 and b3-c1, not by the squares e3, b3, c1, which e3 c2 a1
// b3 c1 visits at the same steps and completes.
func TestBlameSATClaimHolds(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive searches of 6x6 take seconds")
	}
	b := board.MustParse("6x6")
	var games []board.Path
	games = append(games, mustPath(t, "e3 f1 d2 b3 c1"))
	for _, g := range positions.Load(t) {
		if g.Board == b {
			games = append(games, g.Path)
		}
	}
	rng := rand.New(rand.NewPCG(10, 3))
	checked := 0
	for i := 0; checked < 12 && i < 400; i++ {
		var path board.Path
		if i < len(games) {
			path = games[i]
		} else {
			path = playStuckGame(b, rng)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		v, err := Blame(ctx, b, path, BlameOptions{NoHints: true, Encoding: "successor", NoProofSearch: true})
		cancel()
		require.NoError(t, err)
		if v.Status != board.None || v.Method != evidence.SAT {
			continue
		}
		require.Equal(t, encode.Successor.String(), v.Encoding)
		start, moves := -1, map[int]int{}
		for _, n := range v.Needed {
			if n == 0 {
				start = b.Index(path[0])
			} else {
				moves[b.Index(path[n-1])] = b.Index(path[n])
			}
		}
		assert.False(t, tourWithMoves(b, start, moves), "%v: %s: the search found such a tour", path[:v.FirstDead+1], v.Explain())
		checked++
	}
	assert.GreaterOrEqual(t, checked, 12, "SAT-decided games checked")
}

// TestBlameSATClaimIsNarrow: a claim about the squares alone (e3, b3
// and c1 at their steps) would be false, since another prefix puts them
// there and completes, so the explanation names the moves instead.
func TestBlameSATClaimIsNarrow(t *testing.T) {
	b := board.MustParse("6x6")
	// The successor encoding's refutation uses just the two moves that
	// refute it; lazy's names e3-f1 as well, just as true.
	v, err := Blame(context.Background(), b, mustPath(t, "e3 f1 d2 b3 c1"), BlameOptions{NoHints: true, Encoding: "successor", NoProofSearch: true})
	require.NoError(t, err)
	require.Equal(t, evidence.SAT, v.Method, "this game is decided by SAT today; if a certificate decides it, pick another")
	assert.True(t, exhaustive(board.Problem{Board: b, Prefix: mustPath(t, "e3 c2 a1 b3 c1")}), "e3 c2 a1 b3 c1 has e3, b3, c1 at the same steps and completes")
	require.True(t, tourWithMoves(b, b.Index(board.MustParseSquare("e3")), map[int]int{}), "the search finds the tours from e3 there are")
	want := "SAT finds no open tour of 6x6 that starts on e3 and makes the moves d2-b3 and b3-c1"
	assert.Contains(t, v.Explain(), want, "Explain() = %q", v.Explain())
	assert.Contains(t, v.Explain(), "second opinion, not a proof")
}

func mustPath(t *testing.T, s string) board.Path {
	t.Helper()
	p, err := board.ParsePath(s)
	require.NoError(t, err)
	return p
}
