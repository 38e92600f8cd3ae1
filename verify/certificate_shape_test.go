package verify_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
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
