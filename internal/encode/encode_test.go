package encode

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/go-air/gini"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func solve(t *testing.T, q board.Problem, enc Encoding) Result {
	t.Helper()
	res, err := Solve(context.Background(), q, Options{Encoding: enc})
	require.NoError(t, err, "Solve(%v, %s)", q, enc)
	if res.Status == board.Found {
		require.NoError(t, verify.Tour(q, res.Tour), "Solve(%v, %s)", q, enc)
	}
	return res
}

// TestKnownOpen checks the published answers for small
// boards, square by square.
func TestKnownOpen(t *testing.T) {
	for _, tc := range []struct {
		board string
		from  func(s board.Square) bool
		why   string
	}{
		{"3x3", func(board.Square) bool { return false }, "the centre is isolated"},
		{"3x5", func(board.Square) bool { return false }, "no open tour"},
		{"3x6", func(board.Square) bool { return false }, "no open tour"},
		{"4x4", func(board.Square) bool { return false }, "no open tour"},
		{"3x4", func(s board.Square) bool { return s.Y == 1 || s.Y == 4 }, "tours of 3x4 start only on ranks 1 and 4"},
		{"5x5", func(s board.Square) bool { return s.Colour() == board.Dark }, "5x5 tours start only on the 13 dark squares"},
		{"3x7", func(s board.Square) bool { return s.Colour() == board.Dark && s != board.Square{X: 2, Y: 4} }, "3x7 tours start on dark squares (odd board), but not on its centre"},
		{"1x1", func(board.Square) bool { return true }, "the one square is a tour"},
	} {
		b := board.MustParse(tc.board)
		for _, enc := range Encodings() {
			t.Run(tc.board+"/"+enc.String(), func(t *testing.T) {
				for v := range b.Size() {
					s := b.Square(v)
					q := board.Problem{Board: b, Prefix: board.Path{s}}
					res := solve(t, q, enc)
					want := board.None
					if tc.from(s) {
						want = board.Found
					}
					assert.Equal(t, want, res.Status, "Solve(%v, %s): %s", q, enc, tc.why)
				}
			})
		}
	}
}

// TestClosed checks closed tours against Schwenk's theorem (1991): an m x n
// board (m <= n) has a closed tour unless m and n are both odd, m is 1, 2
// or 4, or m = 3 and n is 4, 6 or 8.
func TestClosed(t *testing.T) {
	schwenk := func(b board.Board) bool {
		m, n := min(b.W, b.H), max(b.W, b.H)
		switch {
		case m%2 == 1 && n%2 == 1, m == 1, m == 2, m == 4:
			return false
		case m == 3 && (n == 4 || n == 6 || n == 8):
			return false
		}
		return true
	}
	var boards []board.Board
	for w := 1; w <= 6; w++ {
		for h := w; h <= 6; h++ {
			boards = append(boards, board.Board{W: int32(w), H: int32(h)})
		}
	}
	boards = append(boards, board.MustParse("3x8"), board.MustParse("10x3"), board.MustParse("4x7"), board.MustParse("5x7"))
	for _, b := range boards {
		for _, enc := range Encodings() {
			t.Run(b.String()+"/"+enc.String(), func(t *testing.T) {
				if testing.Short() && b.Size() > 24 && !schwenk(b) {
					t.Skip("slow refutation")
				}
				q := board.Problem{Board: b, Closed: true}
				res := solve(t, q, enc)
				want := board.None
				if schwenk(b) {
					want = board.Found
				}
				assert.Equal(t, want, res.Status, "Solve(%v, %s), Schwenk says %v", q, enc, want)
			})
		}
	}
}

// TestSizes counts the formula with a counting sink, against numbers known
// without the encoder: the knight graph of 8x8 has 168 edges, and half of
// the 64x64 (square, step) pairs have matching colours.
func TestSizes(t *testing.T) {
	b := board.MustParse("8x8")
	c := &counter{}
	w := &writer{dst: c}
	pos := newPosition(w, newGamePlan(b, board.Dark), false)
	vars := 0
	for _, at := range pos.at {
		vars += len(at)
	}
	assert.Equal(t, 64*64/2, vars, "position variables of 8x8")
	assert.Equal(t, int(c.max), w.vars, "the writer counts what the sink made")

	c = &counter{}
	w = &writer{dst: c}
	suc := newSuccessor(w, newGamePlan(b, board.Dark), true)
	moves := 0
	for _, out := range suc.out {
		moves += len(out)
	}
	assert.Equal(t, 2*168+32+32, moves, "successor moves of 8x8: both directions of 168 edges, hub to 32 dark starts, 32 light ends to hub")
}

// TestDIMACS reads the written formula back into a fresh gini and checks
// that it is satisfiable exactly when Solve finds a tour, and that the
// header counts what follows.
func TestDIMACS(t *testing.T) {
	for _, q := range []board.Problem{
		{Board: board.MustParse("5x5"), Prefix: board.Path{board.MustParseSquare("a1")}},
		{Board: board.MustParse("5x5"), Prefix: board.Path{board.MustParseSquare("b1")}},
		{Board: board.MustParse("5x5"), Prefix: board.Path{board.MustParseSquare("c3")}, End: board.MustParseSquare("a1")},
		{Board: board.MustParse("3x4")},
		{Board: board.MustParse("4x4")},
		{Board: board.MustParse("6x6"), Closed: true},
		{Board: board.MustParse("8x3"), Prefix: board.Path{board.MustParseSquare("c2")}},
		{Board: board.MustParse("6x6"), Prefix: mustPath("a1 b3 a5")},
	} {
		for _, enc := range Encodings() {
			t.Run(q.String()+"/"+enc.String(), func(t *testing.T) {
				var buf bytes.Buffer
				require.NoError(t, WriteDIMACS(context.Background(), &buf, q, Options{Encoding: enc}))
				g, err := gini.NewDimacs(bytes.NewReader(buf.Bytes()))
				require.NoError(t, err)
				want := solve(t, q, enc)
				got := g.Solve()
				assert.Equal(t, want.Status == board.Found, got == 1, "DIMACS of %v (%s) gives %d, Solve says %v", q, enc, got, want.Status)
				assert.Contains(t, buf.String(), "c knight: "+q.String())
			})
		}
	}
}

func TestErrors(t *testing.T) {
	ctx := context.Background()
	big := board.Problem{Board: board.MustParse("60x60")}
	_, err := Solve(ctx, big, Options{})
	assert.ErrorIs(t, err, ErrTooLarge, "3,600 squares are beyond the default 2,500")
	assert.ErrorIs(t, WriteDIMACS(ctx, &bytes.Buffer{}, big, Options{}), ErrTooLarge)
	_, err = NewGame(big.Board, Options{})
	assert.ErrorIs(t, err, ErrTooLarge)
	_, err = Solve(ctx, board.Problem{Board: board.MustParse("8x8")}, Options{MaxSquares: 63})
	assert.ErrorIs(t, err, ErrTooLarge, "the limit can be lowered")
	_, err = Solve(ctx, board.Problem{Board: board.MustParse("5x5")}, Options{Encoding: Encoding(42)})
	assert.ErrorIs(t, err, ErrUnknownEncoding)
	assert.ErrorIs(t, WriteDIMACS(ctx, failWriter{}, board.Problem{Board: board.MustParse("8x8")}, Options{}), errFull, "a failed write is reported")
	bad := board.Problem{Board: board.MustParse("5x5"), Prefix: board.Path{{X: 1, Y: 1}, {X: 2, Y: 2}}}
	_, err = Solve(ctx, bad, Options{})
	assert.ErrorIs(t, err, board.ErrBadProblem, "a1-b2 is not a knight move")
}

// TestCancelled: an ended context gives Unknown, never a hang or a guess.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, enc := range Encodings() {
		res, err := Solve(ctx, board.Problem{Board: board.MustParse("8x8")}, Options{Encoding: enc})
		require.NoError(t, err)
		assert.Equal(t, board.Unknown, res.Status, "Solve with a cancelled context (%s)", enc)
		gm, err := NewGame(board.MustParse("8x8"), Options{Encoding: enc})
		require.NoError(t, err)
		res, blame, err := gm.Solve(ctx, nil)
		require.NoError(t, err)
		assert.Equal(t, board.Unknown, res.Status)
		assert.Nil(t, blame)
	}
}

func mustPath(s string) board.Path {
	p, err := board.ParsePath(s)
	if err != nil {
		panic(err)
	}
	return p
}

// TestClosedVariants: 6x6 has closed tours (A001230 counts 9862), and a
// closed tour can be rotated and reversed, so one exists from any square,
// ending on any square, and through a1's two neighbours b3 and c2 in either
// order; its last square is then the other neighbour of a1, never d5.
func TestClosedVariants(t *testing.T) {
	b := board.MustParse("6x6")
	sq := board.MustParseSquare
	for _, enc := range Encodings() {
		for v := range b.Size() {
			s := b.Square(v)
			for _, q := range []board.Problem{
				{Board: b, Closed: true, Prefix: board.Path{s}},
				{Board: b, Closed: true, End: s},
			} {
				assert.Equal(t, board.Found, solve(t, q, enc).Status, "Solve(%v, %s)", q, enc)
			}
		}
		for _, tc := range []struct {
			q    board.Problem
			want board.Status
		}{
			{board.Problem{Board: b, Closed: true, Prefix: mustPath("a1 b3"), End: sq("c2")}, board.Found},
			{board.Problem{Board: b, Closed: true, Prefix: mustPath("c2 a1 b3")}, board.Found},
			{board.Problem{Board: b, Closed: true, Prefix: mustPath("a1 b3"), End: sq("d5")}, board.None},
		} {
			assert.Equal(t, tc.want, solve(t, tc.q, enc).Status, "Solve(%v, %s)", tc.q, enc)
		}
	}
}

// TestWholePrefix gives a complete tour as the prefix: it answers the open
// problem, and the closed one exactly when its ends are a knight move apart.
func TestWholePrefix(t *testing.T) {
	for _, bs := range []string{"5x6", "6x6", "3x4"} {
		b := board.MustParse(bs)
		tour := solve(t, board.Problem{Board: b}, Hybrid).Tour
		require.Len(t, tour, b.Size())
		for _, enc := range Encodings() {
			open := board.Problem{Board: b, Prefix: tour}
			assert.Equal(t, board.Found, solve(t, open, enc).Status, "Solve(%v, %s)", open, enc)
			closed := board.Problem{Board: b, Prefix: tour, Closed: true}
			want := board.None
			if board.IsKnightMove(tour[0], tour[len(tour)-1]) {
				want = board.Found
			}
			assert.Equal(t, want, solve(t, closed, enc).Status, "Solve(%v, %s)", closed, enc)
			wrongEnd := board.Problem{Board: b, Prefix: tour, End: tour[0]}
			assert.Equal(t, board.None, solve(t, wrongEnd, enc).Status, "Solve(%v, %s): the end is the start", wrongEnd, enc)
		}
	}
}

var errFull = errors.New("disk full")

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errFull }
