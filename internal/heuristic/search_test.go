package heuristic

import (
	"context"
	"math"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countPruned counts the tours of q (len(q.Prefix) >= 1) by the pruned
// search, run to exhaustion.
func countPruned(t *testing.T, q board.Problem) int64 {
	t.Helper()
	f := &finder{ctx: context.Background(), q: q, opt: Options{Budget: math.MaxInt64}, b: q.Board}
	f.g = newGrid(q.Board)
	target, ok := f.targetOf(q.Prefix)
	if !ok {
		return 0
	}
	s := newSearcher(f, target)
	s.all = true
	if !s.start(q.Prefix, 0) {
		return 0
	}
	_, exhaustive := s.run(math.MaxInt64)
	require.True(t, exhaustive)
	return s.tours
}

// countPlain counts the tours of q by plain depth-first search with no
// pruning at all: the oracle the pruned search must agree with.
func countPlain(q board.Problem) int64 {
	b := q.Board
	seen := make([]bool, b.Size())
	path := append(board.Path(nil), q.Prefix...)
	for _, s := range path {
		seen[b.Index(s)] = true
	}
	var count int64
	var dfs func()
	dfs = func() {
		cur := path[len(path)-1]
		if len(path) == b.Size() {
			if (!q.HasEnd() || cur == q.End) && (!q.Closed || board.IsKnightMove(cur, path[0])) {
				count++
			}
			return
		}
		for _, n := range b.Neighbours(cur, nil) {
			if i := b.Index(n); !seen[i] {
				seen[i] = true
				path = append(path, n)
				dfs()
				path = path[:len(path)-1]
				seen[i] = false
			}
		}
	}
	dfs()
	return count
}

func problem(b string, prefix string, end string, closed bool) board.Problem {
	q := board.Problem{Board: board.MustParse(b), Closed: closed}
	q.Prefix, _ = board.ParsePath(prefix)
	if end != "" {
		q.End = board.MustParseSquare(end)
	}
	return q
}

// TestPruningIsNecessaryOnly checks that the pruned search counts exactly the
// tours the plain search counts, from every start square of small boards,
// open and closed, and for some ends and prefixes: a pruning test that ever
// rejected a position with a tour would lose tours.
func TestPruningIsNecessaryOnly(t *testing.T) {
	var qs []board.Problem
	for _, bs := range []string{"5x5", "3x4", "4x4", "4x5", "3x7", "3x8", "2x3", "1x1", "1x3"} {
		b := board.MustParse(bs)
		for i := 0; i < b.Size(); i++ {
			s := b.Square(i)
			if bs == "5x5" && testing.Short() && (s.X > 3 || s.Y > s.X) {
				continue // one square of each symmetry class
			}
			qs = append(qs, problem(bs, s.String(), "", false), problem(bs, s.String(), "", true))
		}
	}
	for i := 0; i < 25; i++ {
		end := board.MustParse("5x5").Square(i).String()
		qs = append(qs, problem("5x5", "a1 b3", end, false), problem("5x5", "c3 d5", end, false))
	}
	qs = append(qs,
		problem("5x6", "a1 b3 a5 c6 e5", "", true), problem("5x6", "c3 a2 c1 e2 d4", "", true),
		problem("5x6", "a1 c2 e1 d3 e5", "b3", true), problem("5x6", "a1 b3 a5 c6 e5", "c2", true),
		problem("5x6", "a1 c2 e1 d3 e5", "e6", false),
		problem("5x5", "a1 b3", "", false), problem("5x5", "a1 c2 e3", "", false), problem("5x5", "c3 a2", "", false),
		problem("6x6", "a1 b3 c1 a2 b4 a6 c5 e6 f4 e2 c3 d1", "", false),
		problem("6x6", "a1 b3 c1 a2 b4 a6 c5 e6 f4 e2 c3", "", true),
		problem("3x10", "a1 c2", "", true),
	)
	total := map[string]int64{}
	for _, q := range qs {
		want := countPlain(q)
		got := countPruned(t, q)
		assert.Equal(t, want, got, "countPruned(%v) = %d, want %d (plain search)", q, got, want)
		if len(q.Prefix) == 1 && !q.Closed && !q.HasEnd() {
			total[q.Board.String()] += got
		}
	}
	// OEIS A165134: 1728 directed open tours on 5x5, 304 from each corner.
	if !testing.Short() {
		assert.Equal(t, int64(1728), total["5x5"])
	}
	assert.Equal(t, int64(304), countPruned(t, problem("5x5", "a1", "", false)))
}

// TestClosed6x6Count checks the pruned search against OEIS A001230: 9862
// undirected closed tours of 6x6, so 2*9862 directed ones from a1.
func TestClosed6x6Count(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every closed tour of 6x6")
	}
	assert.Equal(t, int64(2*9862), countPruned(t, problem("6x6", "a1", "", true)))
}

func TestLuby(t *testing.T) {
	want := []int64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1}
	for i, w := range want {
		assert.Equal(t, w, luby(i+1), "luby(%d)", i+1)
	}
}

// TestColoursFitIsNecessaryOnly: whenever the root colour test refutes a
// problem, the plain search finds no tour either.
func TestColoursFitIsNecessaryOnly(t *testing.T) {
	refuted := 0
	for _, bs := range []string{"3x4", "4x5", "3x7", "3x8"} {
		b := board.MustParse(bs)
		for i := 0; i < b.Size(); i++ {
			for j := 0; j < b.Size(); j++ {
				for _, closed := range []bool{false, true} {
					q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}, End: b.Square(j), Closed: closed}
					f := &finder{q: q, b: b}
					if f.coloursFit(q.Prefix) || q.End == q.Prefix[len(q.Prefix)-1] {
						continue
					}
					refuted++
					assert.Zero(t, countPlain(q), "coloursFit refutes %v, which has tours", q)
				}
			}
		}
	}
	assert.Positive(t, refuted)
}
