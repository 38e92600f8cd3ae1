package encode

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOpenAgreesWithBacktracking(t *testing.T) {
	for w := 1; w <= 6; w++ {
		for h := 1; h <= 6; h++ {
			b := board.Board{W: int32(w), H: int32(h)}
			t.Run(b.String(), func(t *testing.T) {
				bt := newBacktrack(b)
				for v := range b.Size() {
					s := b.Square(v)
					q := board.Problem{Board: b, Prefix: board.Path{s}}
					t0 := time.Now()
					want := bt.tour(q.Prefix)
					dt := time.Since(t0)
					if want != nil {
						require.NoError(t, verify.Tour(q, want), "backtracking %v", q)
					}
					for _, enc := range Encodings() {
						res, err := Solve(context.Background(), q, Options{Encoding: enc})
						require.NoError(t, err)
						assert.Equal(t, want != nil, res.Status == board.Found, "Solve(%v, %s) = %v, backtracking found %v", q, enc, res.Status, want)
						if res.Status == board.Found {
							assert.NoError(t, verify.Tour(q, res.Tour), "Solve(%v, %s)", q, enc)
						}
						if testing.Verbose() {
							fmt.Printf("%v %s %v %v bt %v nodes %d\n", q, enc, res.Status, res.Stats.Duration, dt, bt.nodes)
						}
					}
				}
			})
		}
	}
}

// enumerate calls found for every open tour beginning with prefix, by plain
// depth-first search.
func (bt *backtrack) enumerate(prefix board.Path, found func(board.Path)) {
	clear(bt.visited)
	bt.path = bt.path[:0]
	for _, s := range prefix {
		bt.visited[bt.b.Index(s)] = true
		bt.path = append(bt.path, bt.b.Index(s))
	}
	var walk func()
	walk = func() {
		if len(bt.path) == bt.b.Size() {
			found(bt.result())
			return
		}
		for _, u := range bt.adj[bt.path[len(bt.path)-1]] {
			if !bt.visited[u] {
				bt.visited[u] = true
				bt.path = append(bt.path, u)
				walk()
				bt.path = bt.path[:len(bt.path)-1]
				bt.visited[u] = false
			}
		}
	}
	walk()
}

// TestEndAgreesWithEnumeration enumerates every open tour of 5x5 from a1
// (OEIS A165134 counts 304 from each corner) and asks SAT, for every end
// square and for every second square, whether a tour ends there.
func TestEndAgreesWithEnumeration(t *testing.T) {
	b := board.MustParse("5x5")
	a1 := board.Path{{X: 1, Y: 1}}
	ends := map[board.Square]int{}
	total := 0
	newBacktrack(b).enumerate(a1, func(p board.Path) {
		total++
		ends[p[len(p)-1]]++
	})
	require.Equal(t, 304, total, "open tours of 5x5 from a corner (A165134)")
	for _, enc := range Encodings() {
		for v := range b.Size() {
			e := b.Square(v)
			q := board.Problem{Board: b, Prefix: a1, End: e}
			res := solve(t, q, enc)
			assert.Equal(t, ends[e] > 0, res.Status == board.Found, "Solve(%v, %s) = %v; enumeration finds %d tours ending there", q, enc, res.Status, ends[e])
		}
	}
	// Closed: no odd board has one; the formula must say so with an end too.
	q := board.Problem{Board: b, Closed: true, End: board.Square{X: 2, Y: 3}}
	for _, enc := range Encodings() {
		assert.Equal(t, board.None, solve(t, q, enc).Status, "Solve(%v, %s)", q, enc)
	}
}

// TestRandomProblemsAgree draws problems with random prefixes (random
// knight walks), ends and closure on small boards, seeded, and compares
// every encoding with the backtracking search, which checks the end and the
// closing move on complete paths only.
func TestRandomProblemsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2026))
	found := 0
	// Boards with open tours, and some with closed ones (5x6, 6x5).
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 3}, {W: 5, H: 4}, {W: 4, H: 5}, {W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 5}, {W: 3, H: 7}}
	count := 100
	if testing.Short() {
		count = 30
	}
	for i := range count {
		b := boards[rng.IntN(len(boards))]
		q := board.Problem{Board: b, Closed: rng.IntN(3) == 0}
		walk := rng.IntN(5)
		if walk > 0 {
			q.Prefix = board.Path{b.Square(rng.IntN(b.Size()))}
			for len(q.Prefix) < walk {
				last := q.Prefix[len(q.Prefix)-1]
				var next []board.Square
				for _, s := range b.Neighbours(last, nil) {
					if !slices.Contains(q.Prefix, s) {
						next = append(next, s)
					}
				}
				if len(next) == 0 {
					break
				}
				q.Prefix = append(q.Prefix, next[rng.IntN(len(next))])
			}
		}
		bt := newBacktrack(b)
		if rng.IntN(3) == 0 {
			q.End = b.Square(rng.IntN(b.Size()))
			bt.end = b.Index(q.End)
		}
		bt.closed = q.Closed
		want := bt.tour(q.Prefix)
		if want != nil {
			found++
		}
		for _, enc := range Encodings() {
			res := solve(t, q, enc)
			assert.Equal(t, want != nil, res.Status == board.Found, "problem %d: Solve(%v, %s) = %v, backtracking found %v", i, q, enc, res.Status, want)
		}
	}
	// The draw must exercise both answers to mean anything.
	assert.Greater(t, found, count/10, "problems with a tour")
	assert.Less(t, found, count-count/10, "problems without")
	t.Logf("%d of %d problems have a tour", found, count)
}
