package heuristic

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/require"
)

// forcedEndAt returns forcedEnd for the position after q.Prefix.
func forcedEndAt(q board.Problem) (board.Square, bool, bool) {
	f := &finder{ctx: context.Background(), q: q, opt: Options{Budget: math.MaxInt64}, b: q.Board}
	f.g = newGrid(q.Board)
	end, ok := f.forcedEnd(q.Prefix)
	if end == noSquare {
		return board.Square{}, false, ok
	}
	return f.g.square(end), true, ok
}

// TestForcedEndIsForced: on every prefix leaving at most 22 squares of
// seeded random games, the end forcedEnd names is the end of every tour
// the plain search of search_test.go counts (which shares no code with
// it), and a position it calls hopeless has none. It must also name some
// ends, or it would be worth nothing.
func TestForcedEndIsForced(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	games := 30
	if testing.Short() {
		games = 8
	}
	named, hopeless := 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 3, H: 7}, {W: 2, H: 5}, {W: 3, H: 3}} {
		for range games {
			path := randomGame(b, rng)
			for k := max(1, b.Size()-21); k <= len(path); k++ {
				q := board.Problem{Board: b, Prefix: path[:k]}
				if k == b.Size() {
					continue // nothing left to end on
				}
				end, has, ok := forcedEndAt(q)
				tours := countPlain(q)
				switch {
				case !ok:
					hopeless++
					require.Zero(t, tours, "forcedEnd(%v) says no tour, but the plain search counts %d", q, tours)
				case has:
					named++
					qe := q
					qe.End = end
					ending := countPlain(qe)
					require.Equal(t, tours, ending, "forcedEnd(%v) = %v, but of %d tours only %d end there", q, end, tours, ending)
				}
			}
		}
	}
	require.Positive(t, named, "forcedEnd named no end")
	require.Positive(t, hopeless, "forcedEnd called no position hopeless")
	t.Logf("forcedEnd named %d ends and called %d positions hopeless", named, hopeless)
}

// TestGreedyOnPositions: on prefixes of seeded random games of boards up
// to 12x12, open, with an end, and closed, every tour Greedy and Search
// claim passes verify.Tour; on those small enough for the plain search,
// Search's answer (given budget enough to exhaust) agrees with it.
func TestGreedyOnPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	found := 0
	for _, b := range []board.Board{{W: 5, H: 6}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 12, H: 12}} {
		for range 10 {
			path := randomGame(b, rng)
			for _, k := range []int{1, len(path) / 4, len(path) / 2, len(path) - 1} {
				for _, kind := range []string{"open", "end", "closed"} {
					q := board.Problem{Board: b, Prefix: path[:max(k, 1)]}
					switch kind {
					case "end":
						q.End = b.Square(rng.IntN(b.Size()))
					case "closed":
						q.Closed = true
					}
					if q.Check() != nil {
						continue
					}
					name := fmt.Sprintf("%v %s", q, kind)
					r, err := Greedy(context.Background(), q, Options{Budget: int64(8 * b.Size())})
					require.NoError(t, err, name)
					if r.Status == board.Found {
						found++
						require.NoError(t, verify.Tour(q, r.Tour), "Greedy(%s)", name)
					}
					if b.Size()-len(q.Prefix) > 22 {
						continue
					}
					s, err := Search(context.Background(), q, Options{})
					require.NoError(t, err, name)
					want := board.None
					if countPlain(q) > 0 {
						want = board.Found
					}
					require.Equal(t, want, s.Status, "Search(%s) = %v, want %v (plain search)", name, s.Status, want)
					if s.Status == board.Found {
						require.NoError(t, verify.Tour(q, s.Tour), "Search(%s)", name)
					}
				}
			}
		}
	}
	require.Positive(t, found, "Greedy found no tour at all")
}

// TestRefuteMovesIsNecessaryOnly: a move of the root that refuteMoves
// keeps out of the search has no tour under it, by the plain search of
// search_test.go, on every prefix leaving at most 22 squares of seeded
// random games, open and with an end; and it refutes some moves, or it
// would be worth nothing.
func TestRefuteMovesIsNecessaryOnly(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	games := 20
	if testing.Short() {
		games = 6
	}
	refuted := 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}} {
		for range games {
			path := randomGame(b, rng)
			for _, end := range []board.Square{{}, b.Square(rng.IntN(b.Size()))} {
				for k := max(1, b.Size()-21); k < len(path); k++ {
					q := board.Problem{Board: b, Prefix: path[:k], End: end}
					if q.Check() != nil {
						continue
					}
					f := &finder{ctx: context.Background(), q: q, opt: Options{Budget: math.MaxInt64}, b: b}
					f.g = newGrid(b)
					target, _ := f.targetOf(q.Prefix)
					s := newSearcher(f, target)
					if !s.start(q.Prefix, 0) {
						continue
					}
					s.refuteMoves()
					for _, v := range s.refuted {
						refuted++
						qm := q
						qm.Prefix = append(q.Prefix[:k:k], f.g.square(v))
						tours := countPlain(qm)
						require.Zero(t, tours, "refuteMoves(%v) refutes %v, but the plain search counts %d tours after it", q, f.g.square(v), tours)
					}
				}
			}
		}
	}
	require.Positive(t, refuted, "refuteMoves refuted no move")
	t.Logf("refuteMoves refuted %d moves", refuted)
}
