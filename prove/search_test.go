package prove

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openExists says whether an open tour of b starts on s, by the theorems in
// the package documentation: a board with both sides >= 5 has open tours,
// and they start on every square of an even board, and on the majority
// colour (dark, as a1) of an odd one.
func openExists(b board.Board, s board.Square) bool {
	return !b.Odd() || s.Colour() == board.Dark
}

// closedExists is Schwenk's theorem (1991) for boards with both sides >= 5:
// a closed tour exists unless both sides are odd.
func closedExists(b board.Board) bool { return !b.Odd() }

// find is the tour search step of the cascade alone (Method Heuristic):
// what heuristic.Find was before the method choice moved up to prove.
func find(t *testing.T, q board.Problem, opt Options) Answer {
	t.Helper()
	opt.Method = evidence.Heuristic
	r, err := Tour(context.Background(), q, opt)
	require.NoError(t, err, "Tour(%v)", q)
	if r.Status == board.Found {
		require.NoError(t, verify.Tour(q, r.Tour), "Tour(%v) by %s", q, r.Algorithm)
	}
	return r
}

// coverage checks every start of every m x n board with lo <= m, n <= hi:
// an open tour where one exists (and None only where the theorem says none),
// and a closed tour from a1 by Schwenk's theorem.
func coverage(t *testing.T, lo, hi int, squareOnly bool) {
	for h := lo; h <= hi; h++ {
		for w := lo; w <= hi; w++ {
			if squareOnly && w != h {
				continue
			}
			b := board.Board{W: int32(w), H: int32(h)}
			for i := 0; i < b.Size(); i++ {
				s := b.Square(i)
				q := board.Problem{Board: b, Prefix: board.Path{s}}
				r := find(t, q, Options{})
				want := board.None
				if openExists(b, s) {
					want = board.Found
				}
				require.Equal(t, want, r.Status, "Tour(%v) = %v, want %v", q, r.Status, want)
			}
			q := board.Problem{Board: b, Prefix: board.Path{{X: 1, Y: 1}}, Closed: true}
			r := find(t, q, Options{})
			want := board.None
			if closedExists(b) {
				want = board.Found
			}
			require.Equal(t, want, r.Status, "Tour(%v) = %v, want %v", q, r.Status, want)
		}
	}
}

// TestCoverage: every start of every board from 5x5 to 12x12, square or
// not, and a closed tour on each where Schwenk's theorem says one exists.
func TestCoverage(t *testing.T) {
	hi := 12
	if testing.Short() {
		hi = 9
	}
	coverage(t, 5, hi, false)
}

// TestCoverageLong is the longer sweep, run by bench/coverage.sh:
// KNIGHT_COVERAGE=50 sweeps every start of every m x n board with
// 5 <= m, n <= 50 (from KNIGHT_COVERAGE_FROM if set; square boards only if
// KNIGHT_COVERAGE_SQUARE is set).
func TestCoverageLong(t *testing.T) {
	hi, _ := strconv.Atoi(os.Getenv("KNIGHT_COVERAGE"))
	if hi == 0 {
		t.Skip("set KNIGHT_COVERAGE=N to sweep every board up to NxN")
	}
	lo, _ := strconv.Atoi(os.Getenv("KNIGHT_COVERAGE_FROM"))
	coverage(t, max(lo, 5), hi, os.Getenv("KNIGHT_COVERAGE_SQUARE") != "")
}

// TestClosedSquareBoards: a closed tour from every start of the square
// boards up to 12x12 with an even side, and from a corner up to 30x30.
func TestClosedEveryStart(t *testing.T) {
	for _, bs := range []string{"6x6", "8x8", "5x6", "6x7", "10x10", "12x12"} {
		b := board.MustParse(bs)
		for i := 0; i < b.Size(); i++ {
			q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}, Closed: true}
			r := find(t, q, Options{})
			require.Equal(t, board.Found, r.Status, "Tour(%v)", q)
		}
	}
}

func TestSearchTourProblems(t *testing.T) {
	for _, tc := range []struct {
		board, prefix, end string
		closed             bool
		want               board.Status
		why                string
	}{
		{"8x8", "", "", false, board.Found, "free start: a1 first"},
		{"8x8", "a1", "h1", false, board.Found, "opposite colours on an even board"},
		{"8x8", "a1", "h8", false, board.None, "both ends dark on an even board"},
		{"8x8", "a1 c2 e3", "", false, board.Found, "continue a prefix"},
		{"8x8", "a1 c2 e3", "", true, board.Found, "continue a prefix to a closed tour"},
		{"8x8", "a1", "b3", true, board.Found, "closed with its end given"},
		{"8x8", "a1", "c3", true, board.None, "closed, but the end is not a move from the start"},
		{"5x5", "b1", "", false, board.None, "light start on an odd board"},
		{"5x5", "", "", true, board.None, "odd board: no closed tour"},
		{"5x5", "", "b1", false, board.None, "odd board: tours end dark"},
		{"5x5", "", "e5", false, board.Found, "free start with an end"},
		{"4x4", "", "", false, board.None, "4x4 has no open tour"},
		{"3x4", "", "", false, board.Found, "3x4 has an open tour"},
		{"3x8", "", "", true, board.None, "3x8 has no closed tour (Schwenk)"},
		{"3x10", "", "", true, board.Found, "3x10 has a closed tour"},
		{"4x6", "", "", true, board.None, "short side 4: no closed tour"},
		{"1x1", "", "", false, board.Found, "one square"},
		{"1x1", "", "", true, board.None, "no knight move closes one square (Schwenk: no closed tour with a side of 1)"},
		{"2x2", "", "", false, board.None, "no moves at all"},
		{"8x8", "a1 b3 a1", "", false, board.Unknown, "bad prefix: error"},
		{"6x6", "a1 b3 c1 a2 b4 a6 c5 e6 f4 e2 c3 d1", "", false, board.Found, "long prefix"},
		{"50x50", "a1", "", true, board.Found, "closed 50x50 by search"},
		{"49x50", "y25", "", true, board.Found, "closed 49x50 from the middle"},
	} {
		t.Run(fmt.Sprintf("%s/%s/%s/%v", tc.board, tc.prefix, tc.end, tc.closed), func(t *testing.T) {
			q := board.Problem{Board: board.MustParse(tc.board), Closed: tc.closed}
			var err error
			q.Prefix, err = board.ParsePath(tc.prefix)
			require.NoError(t, err)
			if tc.end != "" {
				q.End = board.MustParseSquare(tc.end)
			}
			r, err := Tour(context.Background(), q, Options{Method: evidence.Heuristic})
			if tc.why == "bad prefix: error" {
				assert.ErrorIs(t, err, board.ErrBadProblem)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, r.Status, "Tour(%v) = %v, want %v (%s)", q, r.Status, tc.want, tc.why)
			if r.Status == board.Found {
				assert.NoError(t, verify.Tour(q, r.Tour))
			}
		})
	}
}

func TestSearchTourBudgetAndCancel(t *testing.T) {
	// A closed tour of 4x6 is refuted by its certificate (the four lines
	// of a 4xN board, Schwenk 1991) before any search, whatever the
	// budget: the heuristic is asked for tours, and a certificate is its
	// first step.
	four := board.Problem{Board: board.MustParse("4x6"), Prefix: board.Path{{X: 1, Y: 1}}, Closed: true}
	r, err := Tour(context.Background(), four, Options{Method: evidence.Heuristic, Budget: 100})
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprint(board.None, evidence.Parity, int64(0)), fmt.Sprint(r.Status, r.Method, r.Nodes), "Tour(%v, budget 100)", four)

	// 3x7 has no open tour from b4 (the independent search of
	// oracle_test.go agrees) and no certificate says so, but refuting it
	// takes more than 100 nodes: the answer must be Unknown, never None;
	// with the default budget the search is exhaustive and None.
	q := board.Problem{Board: board.MustParse("3x7"), Prefix: board.Path{{X: 2, Y: 4}}}
	require.False(t, exhaustive(q), "the oracle: no open tour of 3x7 from b4")
	r, err = Tour(context.Background(), q, Options{Method: evidence.Heuristic, Budget: 100})
	require.NoError(t, err)
	assert.Equal(t, board.Unknown, r.Status, "Tour(%v, budget 100) = %v", q, r.Status)
	assert.LessOrEqual(t, r.Nodes, int64(100))
	r, err = Tour(context.Background(), q, Options{Method: evidence.Heuristic})
	require.NoError(t, err)
	assert.Equal(t, board.None, r.Status, "Tour(%v) = %v", q, r.Status)
	assert.Greater(t, r.Nodes, int64(100))

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = Tour(ctx, q, Options{Method: evidence.Heuristic})
	require.NoError(t, err, "a cancelled search is undecided, not an error")
	assert.Equal(t, board.Unknown, r.Status)
	assert.Equal(t, TimeLimit, r.Limit, "Tour(cancelled).Limit")
}

func TestSearchTourSeedsRepeat(t *testing.T) {
	q := board.Problem{Board: board.MustParse("20x20"), Prefix: board.Path{{X: 7, Y: 3}}, Closed: true}
	a := find(t, q, Options{Rule: heuristic.Random, Seed: 42})
	b := find(t, q, Options{Rule: heuristic.Random, Seed: 42})
	a.Elapsed, b.Elapsed = 0, 0 // timing aside
	assert.Equal(t, a, b, "the same seed must give the same answer")
}

// TestClosedCoverageLong, run by bench/coverage.sh closed: a closed tour from
// a1 on every m x n board with 5 <= m, n <= KNIGHT_CLOSED where Schwenk's
// theorem says one exists, and None (by exhaustion of the colour test)
// where both sides are odd.
func TestClosedCoverageLong(t *testing.T) {
	hi, _ := strconv.Atoi(os.Getenv("KNIGHT_CLOSED"))
	if hi == 0 {
		t.Skip("set KNIGHT_CLOSED=N to sweep closed tours up to NxN")
	}
	var nodes int64
	for h := 5; h <= hi; h++ {
		for w := 5; w <= h; w++ {
			b := board.Board{W: int32(w), H: int32(h)}
			q := board.Problem{Board: b, Prefix: board.Path{{X: 1, Y: 1}}, Closed: true}
			r := find(t, q, Options{})
			want := board.None
			if closedExists(b) {
				want = board.Found
			}
			require.Equal(t, want, r.Status, "Tour(%v) = %v, want %v", q, r.Status, want)
			nodes += r.Nodes
		}
	}
	t.Logf("closed sweep up to %dx%d: %d nodes", hi, hi, nodes)
}
