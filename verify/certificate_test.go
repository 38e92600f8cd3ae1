package verify_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

func from(b string, squares ...string) board.Problem {
	q := board.Problem{Board: board.MustParse(b)}
	for _, s := range squares {
		q.Prefix = append(q.Prefix, board.MustParseSquare(s))
	}
	return q
}

func mustCheck(t *testing.T, q board.Problem) evidence.Certificate {
	t.Helper()
	c, ok := parity.Check(q)
	require.True(t, ok, "parity.Check(%v) found no certificate", q)
	require.NoError(t, verify.Certificate(q, c), "verify.Certificate(%v, %+v)", q, c)
	return c
}

// TestCertificateRejectsEdits edits genuine certificates and the problems
// they are checked against. Each edit must fail for the reason given; the
// problems edited onto have tours by published counts (5x5: 304 open tours
// from each corner, OEIS A165134) or by the theorems named.
func TestCertificateRejectsEdits(t *testing.T) {
	colour := mustCheck(t, from("5x5", "a2"))
	four := mustCheck(t, from("4x7", "b3"))
	cut := mustCheck(t, from("3x6", "a1"))
	apart := mustCheck(t, from("2x5", "a1"))
	balance := mustCheck(t, from("5x5", "a1", "b3", "c1", "a2", "b4", "c2"))
	// A first dead prefix of the stuck games (dead by SAT), settled by
	// certifying each move.
	deadGame := from("6x6", "d5", "f6", "e4", "f2", "d1", "b2", "d3", "e1", "f3", "e5", "c6", "a5", "b3", "a1", "c2", "b4", "a2")
	every := mustCheck(t, deadGame)
	require.IsType(t, evidence.CaseSplit{}, every)

	for _, tc := range []struct {
		name   string
		q      board.Problem
		c      evidence.Certificate
		reason string
		want   error
	}{
		{"start moved to a corner", from("5x5", "a1"), moved(colour, "a1"),
			"5x5 has tours from a1", verify.ErrNoContradiction},
		{"problem moved, certificate not", from("5x5", "a1"), colour,
			"the certificate names a2", verify.ErrWrongProblem},
		{"dark count changed", from("5x5", "a2"), with(colour, func(c *evidence.ColourCount) { c.Dark++ }),
			"5x5 has 13 dark squares", verify.ErrCountMismatch},
		{"rule changed", from("5x5", "a2"), with(colour, func(c *evidence.ColourCount) { c.Rule = evidence.ClosedRule }),
			"the problem asks for an open tour", verify.ErrNoContradiction},
		{"other board", from("7x7", "a2"), with(colour, func(c *evidence.ColourCount) { c.Board = board.MustParse("7x7") }),
			"7x7 has 25 dark squares, not 13", verify.ErrCountMismatch},
		{"board differs", from("5x7", "a2"), colour,
			"the certificate is for 5x5", verify.ErrWrongProblem},
		{"four lines from an outer square", from("4x7", "a1"), moved(four, "a1"),
			"an outer start leaves the inner squares enough entries", verify.ErrCountMismatch},
		{"four lines colour flipped", from("4x7", "b3"), with(four, func(c *evidence.FourLines) { c.Colour, c.Side = 1-c.Colour, 1-c.Side }),
			"the start is not among the other colour's inner squares", verify.ErrCountMismatch},
		{"four lines on 5 files", from("5x7", "b3"), with(four, func(c *evidence.FourLines) { c.Board = board.MustParse("5x7") }),
			"5x7 has no side of 4", verify.ErrWrongProblem},
		{"cut square dropped", from("3x6", "a1"), with(cut, func(c *evidence.Cut) { c.Squares = c.Squares[1:] }),
			"fewer removed squares change the counts", verify.ErrCountMismatch},
		{"cut square swapped", from("3x6", "a1"), with(cut, func(c *evidence.Cut) {
			c.Squares = append([]board.Square{board.MustParseSquare("b6")}, c.Squares[1:]...)
		}), "another removed square changes the counts", verify.ErrCountMismatch},
		{"cut pieces changed", from("3x6", "a1"), with(cut, func(c *evidence.Cut) { c.Pieces++ }),
			"the pieces are counted again", verify.ErrCountMismatch},
		{"cut need lowered", from("3x6", "a1"), with(cut, func(c *evidence.Cut) { c.Need = c.Have }),
			"need is re-derived", verify.ErrCountMismatch},
		{"cut square off board", from("3x6", "a1"), with(cut, func(c *evidence.Cut) {
			c.Squares = append(c.Squares, board.MustParseSquare("z9"))
		}), "z9 is not on 3x6", verify.ErrBadSquares},
		{"disconnected squares joined", from("2x5", "a1"), with(apart, func(c *evidence.Disconnected) {
			c.Squares = []board.Square{c.Squares[0], board.MustParseSquare("b3")}
		}), "a1 reaches b3", verify.ErrNoContradiction},
		{"case split, one move left out", deadGame, with(every, func(c *evidence.CaseSplit) { c.Branches = c.Branches[1:] }),
			"the knight on a2 has more moves", verify.ErrBadSquares},
		{"case split, a move's count changed", deadGame, with(every, func(c *evidence.CaseSplit) {
			c.Branches = append([]evidence.Branch(nil), c.Branches...)
			c.Branches[0].Certificate = with(c.Branches[0].Certificate, func(c *evidence.Cut) { c.Pieces++ })
		}), "the child certificate is checked too", verify.ErrCountMismatch},
		{"case split, moves swapped", deadGame, with(every, func(c *evidence.CaseSplit) {
			c.Branches = []evidence.Branch{c.Branches[1], c.Branches[0]}
		}), "the moves are listed in index order", verify.ErrBadSquares},
		{"case split, children swapped under their moves", deadGame, with(every, func(c *evidence.CaseSplit) {
			c.Branches = []evidence.Branch{{Move: c.Branches[0].Move, Certificate: c.Branches[1].Certificate},
				{Move: c.Branches[1].Move, Certificate: c.Branches[0].Certificate}}
		}), "each child certificate names the square it is for", verify.ErrWrongProblem},
		{"case split, a leaf lifted to the split's own position", deadGame, withAt(every.(evidence.CaseSplit).Branches[0].Certificate, func(c *evidence.At) {
			c.Visited, c.From = every.Pos().Visited, every.Pos().From
		}), "the cut's counts after c1 are not those at a2", verify.ErrCountMismatch},
		{"case split, a child's depth edited", deadGame, with(every, func(c *evidence.CaseSplit) {
			c.Branches = append([]evidence.Branch(nil), c.Branches...)
			c.Branches[0].Certificate = withAt(c.Branches[0].Certificate, func(c *evidence.At) { c.Visited++ })
		}), "the child is for the prefix one move longer", verify.ErrWrongProblem},
		{"case split, a move changed to a square the knight cannot reach", deadGame, with(every, func(c *evidence.CaseSplit) {
			c.Branches = append([]evidence.Branch(nil), c.Branches...)
			c.Branches[0].Move = board.MustParseSquare("f1")
		}), "a2-f1 is no knight move", verify.ErrBadSquares},
		{"case split one move early, on a live position", from("6x6", "d5", "f6", "e4", "f2", "d1", "b2", "d3", "e1", "f3", "e5", "c6", "a5", "b3", "a1", "c2", "b4"),
			with(every, func(c *evidence.CaseSplit) { c.Visited, c.From = 16, board.MustParseSquare("b4") }),
			"the knight on b4 has other moves than a2's", verify.ErrBadSquares},
		{"balance after a different prefix", from("5x5", "a1", "b3", "c1", "a2", "b4"), moved(balance, "b4"),
			"the counts change with the prefix", verify.ErrWrongProblem},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := verify.Certificate(tc.q, tc.c)
			assert.ErrorIs(t, err, tc.want, "verify.Certificate(%v, %+v) must fail: %s", tc.q, tc.c, tc.reason)
		})
	}
}

// moved returns c claimed for another current square.
func moved(c evidence.Certificate, square string) evidence.Certificate {
	return withAt(c, func(a *evidence.At) { a.From = board.MustParseSquare(square) })
}

// with is c, a T, edited.
func with[T evidence.Certificate](c evidence.Certificate, edit func(*T)) evidence.Certificate {
	v := c.(T)
	edit(&v)
	return v
}

// withAt is c with its position edited.
func withAt(c evidence.Certificate, edit func(*evidence.At)) evidence.Certificate {
	v := reflect.New(reflect.TypeOf(c)).Elem()
	v.Set(reflect.ValueOf(c))
	edit(v.FieldByName("At").Addr().Interface().(*evidence.At))
	return v.Interface().(evidence.Certificate)
}

// TestCertificateJSONEdits edits the JSON document a user would keep.
func TestCertificateJSONEdits(t *testing.T) {
	q := from("5x5", "a2")
	data, err := json.Marshal(mustCheck(t, q))
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":12}`, string(data))
	c, err := evidence.ParseCertificate([]byte(`{"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":11}`))
	require.NoError(t, err)
	assert.ErrorIs(t, verify.Certificate(q, c), verify.ErrCountMismatch, "light count edited to 11")
	for _, bad := range []string{`{"kind":"magic","board":"5x5"}`, `{"kind":"cut","board":"0x5"}`, `{"kind":"cut","board":"5x5","squares":["a0"]}`, `{"kind":1}`} {
		_, err := evidence.ParseCertificate([]byte(bad))
		assert.ErrorIs(t, err, evidence.ErrBadDocument, "evidence.ParseCertificate(%s)", bad)
	}
}

func TestCertificateLargeBoards(t *testing.T) {
	for _, q := range []board.Problem{
		from("4x10000", "c77"), from("10000x4", "abc3"), from("9999x9999", "a2"), from("2x10000", "b2"),
		{Board: board.MustParse("10000x4"), Closed: true},
	} {
		mustCheck(t, q)
	}
	// A certificate that needs the knight graph of a huge board is refused,
	// not trusted.
	big := from("10000x10000", "a1")
	c := evidence.Cut{At: evidence.At{Board: big.Board, Visited: 1, From: big.Prefix[0]}, Squares: []board.Square{{X: 2, Y: 3}}, Side: new(board.Dark)}
	assert.ErrorIs(t, verify.Certificate(big, c), verify.ErrTooLarge)
}
