package evidence_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestReadSquares: arrays of squares, read a whole array at a time, say
// where each fault is, element by element; the oracle is the column of
// each fault, counted by hand in the document.
func TestReadSquares(t *testing.T) {
	for _, tc := range []struct {
		prefix string
		says   string
	}{
		{`["a1",3]`, `1:47: not a knight document: prefix[1] is a number, want a string`},
		{`["a1", {}]`, `1:48: not a knight document: prefix[1] is "{", want a string`},
		{`["a1","1z"]`, `1:47: prefix[1]: `},
		{`"a1"`, `1:41: not a knight document: prefix is a string, want an array`},
		{`["a1",`, `not JSON`},
		{"[\n\"a1\",\n  \"b3\", null]", `3:9: not a knight document: prefix[2] is null, want a string`},
	} {
		doc := `{"board":"5x5","status":"none","prefix":` + tc.prefix + `}`
		_, err := evidence.Read(strings.NewReader(doc), evidence.DefaultLimits)
		assert.ErrorContains(t, err, tc.says, "prefix %s", tc.prefix)
	}
	// Escapes are JSON's: "\u0061\u0031" is a1.
	d, err := evidence.Read(strings.NewReader(`{"board":"5x5","status":"none","prefix":["\u0061\u0031", "b3" , "c5"]}`), evidence.DefaultLimits)
	require.NoError(t, err)
	assert.Equal(t, board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 5}}, d.(evidence.Answer).Problem.Prefix)
	d, err = evidence.Read(strings.NewReader(`{"board":"5x5","status":"none","prefix":[]}`), evidence.DefaultLimits)
	require.NoError(t, err)
	assert.Empty(t, d.(evidence.Answer).Problem.Prefix)
}
