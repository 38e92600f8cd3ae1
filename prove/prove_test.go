package prove

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/verify"
)

// checkEvidence fails unless the answer carries what its status claims: a
// tour that verifies, or for "none" a certificate that verifies or a SAT
// or exhaustive verdict.
func checkEvidence(t *testing.T, a Answer) {
	t.Helper()
	switch a.Status {
	case board.Found:
		require.NoError(t, verify.Tour(a.Problem, a.Tour), "%v", a.Problem)
	case board.None:
		switch a.Method {
		case evidence.Parity:
			require.NotNil(t, a.Certificate)
			require.NoError(t, verify.Certificate(a.Problem, a.Certificate), "%v", a.Problem)
		case evidence.SAT:
			require.NotNil(t, a.SAT)
		case evidence.Exhaustive:
		default:
			t.Fatalf("%v: none by %v carries no evidence", a.Problem, a.Method)
		}
	}
}

// TestSurveyAgreesWithExhaustiveSearch is the CI cross-check:
// every start square of every small board, by the pipeline and by a plain
// exhaustive search that shares no code with it.
func TestSurveyAgreesWithExhaustiveSearch(t *testing.T) {
	var boards []board.Board
	for w := 1; w <= 6; w++ {
		for h := 1; h <= 6; h++ {
			boards = append(boards, board.Board{W: int32(w), H: int32(h)})
		}
	}
	for n := int32(7); n <= 10; n++ {
		boards = append(boards, board.Board{W: 3, H: n}, board.Board{W: n, H: 3})
	}
	// 4xn boards beyond 4x8 take the plain search minutes (the inner
	// starts must be exhausted); TestKnownAnswers covers 4x10000.
	boards = append(boards, board.Board{W: 4, H: 7}, board.Board{W: 8, H: 4})
	for _, b := range boards {
		t.Run(b.String(), func(t *testing.T) {
			squares, err := Survey(context.Background(), b, SurveyOptions{PerSquare: 20 * time.Second})
			require.NoError(t, err)
			for _, s := range squares {
				want := exhaustive(board.Problem{Board: b, Prefix: board.Path{s.Square}})
				got := s.Answer.Status
				require.NotEqual(t, board.Unknown, got, "%v from %v undecided", b, s.Square)
				assert.Equal(t, want, got == board.Found, "%v from %v: pipeline says %v by %v, exhaustive search says tour=%v", b, s.Square, got, s.Answer.Method, want)
				if got == board.None { // Survey drops the tours, which Tour verified
					checkEvidence(t, s.Answer)
				}
			}
		})
	}
}

// TestKnownAnswers pins the published facts the prover must reproduce.
func TestKnownAnswers(t *testing.T) {
	sq := board.MustParseSquare
	for _, tc := range []struct {
		q    board.Problem
		want board.Status
		why  string
	}{
		{board.Problem{Board: board.MustParse("5x5"), Prefix: board.Path{sq("a2")}}, board.None, "colour count: 13 dark, 12 light"},
		{board.Problem{Board: board.MustParse("5x5"), Prefix: board.Path{sq("a1")}}, board.Found, "304 tours from each corner (OEIS A165134)"},
		{board.Problem{Board: board.MustParse("8x3"), Prefix: board.Path{sq("c2")}}, board.None, "no tour from c2 on 8x3"},
		{board.Problem{Board: board.MustParse("3x7"), Prefix: board.Path{sq("b4")}}, board.None, "no tour from the centre of 3x7"},
		{board.Problem{Board: board.MustParse("4x4")}, board.None, "no open tour on 4x4"},
		{board.Problem{Board: board.MustParse("4x10000"), Prefix: board.Path{sq("b5000")}}, board.None, "inner line of a 4xn board"},
		{board.Problem{Board: board.MustParse("6x6"), Closed: true}, board.Found, "9862 closed tours (OEIS A001230)"},
		{board.Problem{Board: board.MustParse("7x7"), Closed: true}, board.None, "odd board: no closed tour"},
		{board.Problem{Board: board.MustParse("4x9"), Closed: true}, board.None, "4xn: no closed tour (Schwenk 1991)"},
		{board.Problem{Board: board.MustParse("3x8"), Closed: true}, board.None, "3x8: no closed tour (Schwenk 1991)"},
		{board.Problem{Board: board.MustParse("3x10"), Closed: true}, board.Found, "3x10 has closed tours (Schwenk 1991)"},
		{board.Problem{Board: board.MustParse("1000x1000"), Prefix: board.Path{sq("a1")}}, board.Found, "both sides >= 5"},
	} {
		t.Run(tc.q.String(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			a, err := Tour(ctx, tc.q, Options{})
			require.NoError(t, err)
			assert.Equal(t, tc.want, a.Status, "Tour(%v) = %v by %v, want %v: %s", tc.q, a.Status, a.Method, tc.want, tc.why)
			checkEvidence(t, a)
			if a.Status == board.None {
				_, err := recheck.Document(ctx, a.Document())
				require.NoError(t, err, "recheck.Document(%v)", tc.q)
			}
		})
	}
}

// TestRecheckRejectsFalseClaims moves a SAT refutation to a start square
// that has a tour: the second opinion must refute it.
func TestRecheckRejectsFalseClaims(t *testing.T) {
	ctx := context.Background()
	q := board.Problem{Board: board.MustParse("8x3"), Prefix: board.Path{board.MustParseSquare("c2")}}
	a, err := Tour(ctx, q, Options{Method: evidence.SAT})
	require.NoError(t, err)
	require.Equal(t, board.None, a.Status)
	_, err = recheck.Document(ctx, a.Document())
	require.NoError(t, err)
	a.Problem.Prefix = board.Path{board.MustParseSquare("a1")}
	_, err = recheck.Document(ctx, a.Document())
	require.ErrorIs(t, err, recheck.ErrRefuted, "a1 of 8x3 has a tour")
}

// TestSurveyIsDeterministic: the same survey twice, with different
// numbers of workers, gives the same statuses and methods.
func TestSurveyIsDeterministic(t *testing.T) {
	b := board.MustParse("5x6")
	one, err := Survey(context.Background(), b, SurveyOptions{PerSquare: 20 * time.Second, Workers: 1})
	require.NoError(t, err)
	four, err := Survey(context.Background(), b, SurveyOptions{PerSquare: 20 * time.Second, Workers: 4})
	require.NoError(t, err)
	for i := range one {
		assert.Equal(t, fmt.Sprint(one[i].Square, one[i].Answer.Status, one[i].Answer.Method),
			fmt.Sprint(four[i].Square, four[i].Answer.Status, four[i].Answer.Method))
	}
}

// openTourExists is the published answer to "has the m x n board an open
// tour from some square?" (Conrad et al. 1994 and the small cases): with
// m <= n, yes for 1x1, 3x4, 3xn with n >= 7, 4xn with n >= 5, and m, n >= 5.
func openTourExists(b board.Board) bool {
	m, n := min(b.W, b.H), max(b.W, b.H)
	switch {
	case m == 1:
		return n == 1
	case m == 2:
		return false
	case m == 3:
		return n == 4 || n >= 7
	case m == 4:
		return n >= 5
	}
	return true
}

// TestSurveyEveryBoardUpTo10x10 sweeps every start of every
// m x n board with 1 <= m, n <= 10 decided, no unknown, each board with a
// tour from some square exactly when the theorem says so, and at least 90%
// of the starts with no tour explained by a certificate rather than SAT.
func TestSurveyEveryBoardUpTo10x10(t *testing.T) {
	none, certified := 0, 0
	for w := 1; w <= 10; w++ {
		for h := 1; h <= 10; h++ {
			b := board.Board{W: int32(w), H: int32(h)}
			squares, err := Survey(context.Background(), b, SurveyOptions{PerSquare: 20 * time.Second})
			require.NoError(t, err)
			anyTour := false
			for _, s := range squares {
				require.NotEqual(t, board.Unknown, s.Answer.Status, "%v from %v", b, s.Square)
				if s.Answer.Status == board.Found {
					anyTour = true
					continue
				}
				checkEvidence(t, s.Answer)
				none++
				if s.Answer.Method == evidence.Parity {
					certified++
				}
			}
			assert.Equal(t, openTourExists(b), anyTour, "%v: some start has a tour", b)
		}
	}
	t.Logf("%d starts with no tour, %d by certificate", none, certified)
	assert.GreaterOrEqual(t, float64(certified), 0.9*float64(none), "certificates explain %d of %d", certified, none)
}
