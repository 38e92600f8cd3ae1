package evidence_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestCertificateShapeRoundTrip: a certificate about a shape writes its
// holes (index order) and piece, and reads back the same; one about the
// knight's full board writes neither. Oracle: the JSON written by hand.
func TestCertificateShapeRoundTrip(t *testing.T) {
	q := board.Problem{Board: board.MustParse("8x8"), Piece: board.MustParsePiece("camel")}
	q.Holes = board.NewSet(64)
	q.Holes.Add(q.Board.Index(board.MustParseSquare("e5")))
	q.Holes.Add(q.Board.Index(board.MustParseSquare("d4")))
	for _, tc := range []struct {
		c    evidence.Certificate
		want string
	}{
		{evidence.OneColour{At: evidence.AtShape(q), Dark: 30, Light: 32},
			`{"kind":"one-colour","board":"8x8","holes":["d4","e5"],"piece":"camel","visited":0,"dark":30,"light":32}`},
		{evidence.Disconnected{At: evidence.AtShape(board.Problem{Board: board.MustParse("3x3"), Piece: board.MustParsePiece("(2,2)+(3,0)")}),
			Squares: []board.Square{{X: 1, Y: 1}, {X: 2, Y: 1}}, Pieces: 4},
			`{"kind":"disconnected","board":"3x3","piece":"(0,3)+(2,2)","visited":0,"squares":["a1","b1"],"pieces":4}`},
		{evidence.ColourCount{At: evidence.AtShape(board.Problem{Board: board.MustParse("5x5")}), Dark: 13, Light: 12},
			`{"kind":"colour-count","board":"5x5","visited":0,"dark":13,"light":12}`},
	} {
		data, err := json.Marshal(tc.c)
		require.NoError(t, err)
		assert.Equal(t, tc.want, string(data))
		back, err := evidence.ParseCertificate(data)
		require.NoError(t, err, "ParseCertificate(%s)", data)
		assert.Equal(t, tc.c, back, "ParseCertificate(%s)", data)
	}
}

// TestCertificateShapeRejects: a shape is written one way only; each
// document must fail with its reason, at its place.
func TestCertificateShapeRejects(t *testing.T) {
	const head = `{"kind":"one-colour","board":"8x8",`
	for _, tc := range []struct {
		name, doc string
		want      error
		at        string
		why       string
	}{
		{"holes out of order", head + `"holes":["e5","d4"],"piece":"camel","visited":0,"dark":30,"light":32}`,
			evidence.ErrBadCertificate, "1:36", "index order, so one shape has one text"},
		{"hole twice", head + `"holes":["d4","d4"],"piece":"camel","visited":0,"dark":30,"light":32}`,
			evidence.ErrBadCertificate, "1:36", "each hole once"},
		{"unknown piece", head + `"piece":"dragon","visited":0,"dark":32,"light":32}`,
			board.ErrBadPiece, "1:44", "no such piece"},
		{"piece twice", head + `"piece":"camel","piece":"zebra","visited":0,"dark":32,"light":32}`,
			evidence.ErrDuplicateKey, "1:52", "the last would win"},
		{"holes not squares", head + `"holes":"d4","visited":0,"dark":32,"light":32}`,
			evidence.ErrNotDocument, "1:44", "a list of squares"},
		{"one-colour without counts", head + `"piece":"camel","visited":0}`,
			evidence.ErrBadCertificate, "1:1", "dark and light are what the checker re-counts"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := evidence.ParseCertificate([]byte(tc.doc))
			require.Error(t, err, "ParseCertificate(%s) must fail: %s", tc.doc, tc.why)
			assert.ErrorIs(t, err, tc.want, "ParseCertificate(%s): %s", tc.doc, tc.why)
			var se *board.ParseError
			require.True(t, errors.As(err, &se), "ParseCertificate(%s) = %v, want a position", tc.doc, err)
			assert.True(t, strings.HasPrefix(err.Error(), tc.at), "ParseCertificate(%s) = %v, want position %s", tc.doc, err, tc.at)
		})
	}
}
