package verify_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// withShape is q with holes (squares named) and a piece.
func withShape(q board.Problem, piece string, holes ...string) board.Problem {
	q.Holes = board.NewSet(q.Board.Size())
	for _, h := range holes {
		q.Holes.Add(q.Board.Index(board.MustParseSquare(h)))
	}
	q.Piece = board.MustParsePiece(piece)
	return q
}

// TestCertificateOfThePlainBoardOnShapes checks that a certificate made
// for the full knight's board is not taken as one about another shape of
// the same board. Oracle: the colour count by hand. 5x5 from a2 fails the
// colour count (13 dark squares, 12 light, a light start); without the
// dark c3 the counts are 12 and 12, where a light start breaks nothing.
func TestCertificateOfThePlainBoardOnShapes(t *testing.T) {
	plain := from("5x5", "a2")
	c := mustCheck(t, plain)
	for _, q := range []board.Problem{
		withShape(plain, "knight", "c3"),
		withShape(plain, "zebra"),
		withShape(plain, "(2,2)+(3,0)", "e5"),
	} {
		err := verify.Certificate(q, c)
		assert.Error(t, err, "verify.Certificate(%v, the plain board's certificate) = nil, want a refusal", q)
		if d, ok := parity.Check(q); ok {
			require.NoError(t, verify.Certificate(q, d), "verify.Certificate(%v, parity.Check's %+v)", q, d)
		}
	}
}

// TestCertificateShapeEdits: certificates parity makes about shapes are
// accepted, and each edit of the shape or the counts is refused for the
// reason given. Oracles: the camel keeps its colour (each leap's steps add
// up to an even number), so an 8x8 camel has no tour; the counts by hand.
func TestCertificateShapeEdits(t *testing.T) {
	camel := withShape(from("8x8"), "camel", "d4", "e5")
	one := mustCheck(t, camel)
	require.IsType(t, evidence.OneColour{}, one)
	assert.Equal(t, evidence.OneColour{At: evidence.AtShape(camel), Dark: 30, Light: 32}, one)
	// 4x4 less b2 and c3 leaves a1 and d4 with no move.
	holey := withShape(from("4x4"), "knight", "b2", "c3")
	c := mustCheck(t, holey)
	zebra := withShape(from("5x5"), "zebra")
	z := mustCheck(t, zebra)

	for _, tc := range []struct {
		name   string
		q      board.Problem
		c      evidence.Certificate
		reason string
		want   error
	}{
		{"camel's holes dropped from the problem", withShape(from("8x8"), "camel"), one,
			"the certificate is about 8x8 without d4 and e5", verify.ErrWrongProblem},
		{"camel's holes dropped from the certificate", camel, withOne(one, func(c *evidence.OneColour) { c.Holes = nil }),
			"the problem has holes", verify.ErrWrongProblem},
		{"camel's holes moved", camel, withOne(one, func(c *evidence.OneColour) { c.Holes[1] = board.MustParseSquare("e6") }),
			"the problem's holes are d4 and e5", verify.ErrWrongProblem},
		{"camel's piece changed", camel, withOne(one, func(c *evidence.OneColour) { c.Piece = board.Knight }),
			"the problem is about the camel", verify.ErrWrongProblem},
		{"camel counts changed", camel, withOne(one, func(c *evidence.OneColour) { c.Dark++ }),
			"30 dark squares are left", verify.ErrCountMismatch},
		{"one colour for the zebra", withShape(from("8x8"), "zebra", "d4", "e5"),
			withOne(one, func(c *evidence.OneColour) { c.Piece = board.MustParsePiece("zebra") }),
			"the zebra changes colour at every move", verify.ErrWrongProblem},
		{"one colour with a rule", camel, withOne(one, func(c *evidence.OneColour) { c.Rule = evidence.StartRule }),
			"the argument has no rule", verify.ErrWrongProblem},
		{"one colour of one colour", withShape(from("2x1"), "camel", "b1"),
			evidence.OneColour{At: evidence.AtShape(withShape(from("2x1"), "camel", "b1")), Dark: 1, Light: 0},
			"a single cell is a tour", verify.ErrNoContradiction},
		{"colour count for the camel", camel,
			evidence.ColourCount{At: one.Pos(), Dark: 30, Light: 32},
			"the colour count needs moves that change colour", board.ErrShape},
		{"holey knight's certificate on the full board", from("4x4"), c,
			"it is about 4x4 without b2 and c3", verify.ErrWrongProblem},
		{"zebra's certificate for the knight", from("5x5"), z,
			"it is about the zebra", verify.ErrWrongProblem},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := verify.Certificate(tc.q, tc.c)
			assert.ErrorIs(t, err, tc.want, "verify.Certificate(%v, %+v): %s", tc.q, tc.c, tc.reason)
		})
	}
}

func withOne(c evidence.Certificate, edit func(*evidence.OneColour)) evidence.Certificate {
	o := c.(evidence.OneColour)
	o.Holes = append([]board.Square(nil), o.Holes...)
	edit(&o)
	return o
}
