package verify_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// seed5 is the Prolog seed's 5x5 tour from a1, translated by hand.
const seed5 = "a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1"

func path(t testing.TB, s string) board.Path {
	t.Helper()
	p, err := board.ParsePath(s)
	require.NoError(t, err)
	return p
}

// naive checks a tour the slow, obvious way, as an oracle for Tour: a map
// of visited squares and the definition of a knight move by distance.
func naive(q board.Problem, p board.Path) error {
	seen := map[board.Square]bool{}
	for i, s := range p {
		if s.X < 1 || s.Y < 1 || s.X > q.Board.W || s.Y > q.Board.H {
			return verify.ErrOffBoard
		}
		if i > 0 {
			dx, dy := int(s.X-p[i-1].X), int(s.Y-p[i-1].Y)
			if dx*dx+dy*dy != 5 {
				return verify.ErrNotKnightMove
			}
		}
		if seen[s] {
			return verify.ErrRevisit
		}
		seen[s] = true
	}
	for i, s := range q.Prefix {
		if i >= len(p) || p[i] != s {
			return verify.ErrWrongStart
		}
	}
	if len(seen) != int(q.Board.W)*int(q.Board.H) {
		return verify.ErrIncomplete
	}
	if q.HasEnd() && p[len(p)-1] != q.End {
		return verify.ErrWrongEnd
	}
	if q.Closed {
		dx, dy := int(p[0].X-p[len(p)-1].X), int(p[0].Y-p[len(p)-1].Y)
		if dx*dx+dy*dy != 5 {
			return verify.ErrNotClosed
		}
	}
	return nil
}

// closedTour finds a closed tour of b for tests: Warnsdorff's rule from a
// random square with ties broken at random (seeded), retried until the last
// square is a knight move from the first. The oracle naive checks it.
func closedTour(t testing.TB, b board.Board) board.Path {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 6))
	for try := 0; try < 100000; try++ {
		start := b.Square(rng.IntN(b.Size()))
		seen := map[board.Square]bool{start: true}
		p := board.Path{start}
		for {
			var best []board.Square
			bestOnward := 9
			for _, s := range b.Neighbours(p[len(p)-1], nil) {
				if seen[s] {
					continue
				}
				onward := 0
				for _, u := range b.Neighbours(s, nil) {
					if !seen[u] {
						onward++
					}
				}
				switch {
				case onward < bestOnward:
					best, bestOnward = []board.Square{s}, onward
				case onward == bestOnward:
					best = append(best, s)
				}
			}
			if len(best) == 0 {
				break
			}
			s := best[rng.IntN(len(best))]
			seen[s] = true
			p = append(p, s)
		}
		if len(p) == b.Size() && board.IsKnightMove(p[len(p)-1], start) {
			require.NoError(t, naive(board.Problem{Board: b, Closed: true}, p))
			return p
		}
	}
	t.Fatalf("no closed tour of %v found", b)
	return nil
}

func TestTour(t *testing.T) {
	b5 := board.MustParse("5x5")
	b6 := board.MustParse("6x6")
	c6 := closedTour(t, b6)
	for _, tc := range []struct {
		name   string
		q      board.Problem
		p      board.Path
		err    error  // nil: valid
		want   string // the message
		move   int
		reason string
	}{
		{name: "prolog seed", q: board.Problem{Board: b5}, p: path(t, seed5)},
		{name: "prolog seed from a1 to c1", q: board.Problem{Board: b5, Prefix: path(t, "a1 b3"), End: board.MustParseSquare("c1")}, p: path(t, seed5)},
		{name: "closed 6x6", q: board.Problem{Board: b6, Closed: true}, p: c6},
		{name: "one square", q: board.Problem{Board: board.MustParse("1x1")}, p: path(t, "a1")},
		{
			name: "one square closed", q: board.Problem{Board: board.MustParse("1x1"), Closed: true}, p: path(t, "a1"),
			err: verify.ErrNotClosed, want: "tour is not closed: a1 to a1 is not a knight move", move: 1,
			reason: "closing needs a knight move back to the start, and 1x1 has none (Schwenk: no closed tour with a side of 1)",
		},
		{
			name: "swapped pair", q: board.Problem{Board: b5},
			p:   path(t, "a1 b3 c4 a5 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1"),
			err: verify.ErrNotKnightMove, want: "move 2: b3 to c4 is not a knight move", move: 2,
			reason: "a5 and c4 swapped: b3-c4 is one file and one rank",
		},
		{
			name: "repeat", q: board.Problem{Board: b5},
			p:   path(t, "a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c3"),
			err: verify.ErrRevisit, want: "move 24: c3 was already visited at move 22", move: 24,
			reason: "e2 to c3 is a knight move, but c3 is square 22",
		},
		{
			name: "back to the start", q: board.Problem{Board: b5}, p: path(t, "a1 b3 a1"),
			err: verify.ErrRevisit, want: "move 2: a1 was already visited as the start square", move: 2,
			reason: "square 0 is a1",
		},
		{
			name: "off the board", q: board.Problem{Board: board.MustParse("8x8")}, p: path(t, "a1 c2 e3 g4 i3"),
			err: verify.ErrOffBoard, want: "move 4: i3 is off the 8x8 board", move: 4,
			reason: "files stop at h",
		},
		{
			name: "start off the board", q: board.Problem{Board: b5}, p: path(t, "f1 d2"),
			err: verify.ErrOffBoard, want: "start square f1 is off the 5x5 board", move: 0,
			reason: "files stop at e",
		},
		{
			name: "missing the last", q: board.Problem{Board: b5}, p: path(t, seed5)[:24],
			err: verify.ErrIncomplete, want: "tour covers 24 of 25 squares; missing: c1", move: -1,
			reason: "c1 is the seed's last square",
		},
		{
			name: "missing many", q: board.Problem{Board: b5}, p: path(t, "a1 b3"),
			err: verify.ErrIncomplete, want: "tour covers 2 of 25 squares; missing: b1, c1, d1, e1, a2 and 18 more", move: -1,
			reason: "23 squares unvisited, five named in index order",
		},
		{
			name: "empty", q: board.Problem{Board: b5}, p: board.Path{},
			err: verify.ErrIncomplete, want: "tour covers 0 of 25 squares; missing: a1, b1, c1, d1, e1 and 20 more", move: -1,
			reason: "nothing covered",
		},
		{
			name: "wrong start", q: board.Problem{Board: b5, Prefix: path(t, "c3")}, p: path(t, seed5),
			err: verify.ErrWrongStart, want: "tour starts on a1, not c3", move: 0,
			reason: "-start c3",
		},
		{
			name: "wrong prefix", q: board.Problem{Board: b5, Prefix: path(t, "a1 c2")}, p: path(t, seed5),
			err: verify.ErrWrongStart, want: "move 1: a1 to b3, but the prefix goes to c2", move: 1,
			reason: "the prefix's second square is c2",
		},
		{
			name: "wrong end", q: board.Problem{Board: b5, End: board.MustParseSquare("e5")}, p: path(t, seed5),
			err: verify.ErrWrongEnd, want: "tour ends on c1, not e5", move: 24,
			reason: "-end e5",
		},
		{
			name: "not closed", q: board.Problem{Board: b5, Closed: true}, p: path(t, seed5),
			err: verify.ErrNotClosed, want: "tour is not closed: c1 to a1 is not a knight move", move: 25,
			reason: "no 5x5 tour is closed (odd board), and c1-a1 is two files apart",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := verify.Tour(tc.q, tc.p)
			assert.Equal(t, tc.err, naive(tc.q, tc.p), "oracle disagrees with the table")
			if tc.err == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tc.err, tc.reason)
			assert.Equal(t, tc.want, err.Error(), tc.reason)
			var e *verify.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tc.move, e.Move, "Move")
			if tc.move > 0 && tc.move < len(tc.p) {
				assert.Equal(t, tc.p[tc.move-1], e.From, "From")
				assert.Equal(t, tc.p[tc.move], e.To, "To")
			}
		})
	}
}

// naiveBoards are the boards the random tests break tours of.
var naiveBoards = []board.Board{board.MustParse("5x5"), board.MustParse("6x6"), board.MustParse("3x4"), board.MustParse("8x8")}

// sampleTour is a tour of b found by the test's own Warnsdorff walk, from
// a1 or else b1.
func sampleTour(b board.Board) board.Path {
	if tour := warnsdorff(b, board.Square{X: 1, Y: 1}); tour != nil {
		return tour
	}
	return warnsdorff(b, board.Square{X: 2, Y: 1})
}

// breakTour returns a copy of tour with one fault of the kinds users make,
// or none: two squares swapped, a square off the board, the tail cut, a
// square dropped, a square repeated at the end, or untouched.
func breakTour(rng *rand.Rand, b board.Board, tour board.Path) board.Path {
	p := append(board.Path(nil), tour...)
	switch rng.IntN(6) {
	case 0:
		i, j := rng.IntN(len(p)), rng.IntN(len(p))
		p[i], p[j] = p[j], p[i]
	case 1:
		p[rng.IntN(len(p))] = board.Square{X: rng.Int32N(b.W+3) - 1, Y: rng.Int32N(b.H+3) - 1}
	case 2:
		p = p[:rng.IntN(len(p))]
	case 3:
		i := rng.IntN(len(p))
		p = append(p[:i], p[i+1:]...)
	case 4:
		p = append(p, p[rng.IntN(len(p))])
	}
	return p
}

func TestTourAgreesWithNaive(t *testing.T) {
	// Oracle: the naive checker, on tours broken at random (seeded).
	rng := rand.New(rand.NewPCG(3, 4))
	for _, b := range naiveBoards {
		tour := sampleTour(b)
		require.NoError(t, naive(board.Problem{Board: b}, tour))
		for trial := 0; trial < 500; trial++ {
			p := breakTour(rng, b, tour)
			q := board.Problem{Board: b, Closed: rng.IntN(3) == 0}
			if rng.IntN(3) == 0 {
				q.Prefix = board.Path{b.Square(rng.IntN(b.Size()))}
			}
			if rng.IntN(3) == 0 {
				q.End = b.Square(rng.IntN(b.Size()))
			}
			want := naive(q, p)
			got := verify.Tour(q, p)
			if want == nil {
				assert.NoError(t, got, "Tour(%v, %v)", q, p)
			} else {
				assert.ErrorIs(t, got, want, "Tour(%v, %v)", q, p)
			}
		}
	}
}

func TestPath(t *testing.T) {
	b := board.MustParse("8x8")
	assert.NoError(t, verify.Path(b, path(t, "a1 c2 e3")), "a partial path is a path")
	assert.NoError(t, verify.Path(b, nil), "so is the empty one")
	assert.ErrorIs(t, verify.Path(b, path(t, "a1 c3")), verify.ErrNotKnightMove)
}

func TestErrorsAreDistinct(t *testing.T) {
	all := []error{verify.ErrOffBoard, verify.ErrNotKnightMove, verify.ErrRevisit, verify.ErrIncomplete, verify.ErrNotClosed, verify.ErrWrongStart, verify.ErrWrongEnd}
	for i, a := range all {
		for j, b := range all {
			assert.Equal(t, i == j, errors.Is(a, b), "%v vs %v", a, b)
		}
	}
}

// warnsdorff is a test-only tour builder for inputs to benchmarks and
// tests: always jump to the unvisited square with fewest unvisited
// neighbours, ties to the square farthest from the centre (Roth's rule). It
// returns nil when it gets stuck.
func warnsdorff(b board.Board, start board.Square) board.Path {
	visited := make([]bool, b.Size())
	degree := make([]int8, b.Size())
	for i := range degree {
		degree[i] = int8(b.Degree(b.Square(i)))
	}
	p := make(board.Path, 0, b.Size())
	s := start
	for {
		p = append(p, s)
		visited[b.Index(s)] = true
		best, bestDegree, bestDist := board.Square{}, int8(9), int64(-1)
		for _, m := range board.Moves {
			t := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if !b.Contains(t) || visited[b.Index(t)] {
				continue
			}
			k := b.Index(t)
			degree[k]--
			dx, dy := int64(2*t.X)-int64(b.W+1), int64(2*t.Y)-int64(b.H+1)
			if d := dx*dx + dy*dy; degree[k] < bestDegree || degree[k] == bestDegree && d > bestDist {
				best, bestDegree, bestDist = t, degree[k], d
			}
		}
		if bestDist < 0 {
			if len(p) == b.Size() {
				return p
			}
			return nil
		}
		s = best
	}
}

func BenchmarkTour(b *testing.B) {
	for _, n := range []int{8, 100, 1000, 3000} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			if n > 1000 && testing.Short() {
				b.Skip("skipped under -short: building the tour takes seconds")
			}
			bd := board.Board{W: int32(n), H: int32(n)}
			tour := warnsdorff(bd, board.Square{X: 1, Y: 1})
			if tour == nil {
				b.Fatalf("no Warnsdorff tour of %v to verify", bd)
			}
			q := board.Problem{Board: bd}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if err := verify.Tour(q, tour); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(tour)), "squares/op")
		})
	}
}

// BenchmarkPathHugeBoard checks a million-square path on the largest
// board: the only allocation is the bitset, W*H/8 = 12.5 MB. (Warnsdorff's
// rule gets stuck before covering 10000x10000, so the path is a 1000x1000
// tour placed in the corner.)
func BenchmarkPathHugeBoard(b *testing.B) {
	if testing.Short() {
		b.Skip("skipped under -short: 12.5 MB a run")
	}
	p := warnsdorff(board.Board{W: 1000, H: 1000}, board.Square{X: 1, Y: 1})
	huge := board.Board{W: board.MaxSide, H: board.MaxSide}
	b.ReportAllocs()
	for b.Loop() {
		if err := verify.Path(huge, p); err != nil {
			b.Fatal(err)
		}
	}
}

func TestWarnsdorffToursVerify(t *testing.T) {
	// Every tour this test file builds passes both checkers.
	for _, n := range []int{5, 8, 31, 100} {
		b := board.Board{W: int32(n), H: int32(n)}
		p := warnsdorff(b, board.Square{X: 1, Y: 1})
		require.NotNil(t, p, "%v", b)
		require.NoError(t, naive(board.Problem{Board: b}, p))
		require.NoError(t, verify.Tour(board.Problem{Board: b}, p))
	}
}
