package evidence_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCertificateKindAnywhere: a certificate's members have no order in
// JSON, so "kind" after the others reads as the same certificate, whatever
// the values it skips hold (strings with brackets, quotes and escapes,
// numbers and booleans just before the object's end). Oracle: the same
// certificate with "kind" first.
func TestCertificateKindAnywhere(t *testing.T) {
	first := `{"kind":"cut","board":"6x6","visited":2,"from":"c1","squares":["e2","a4"],"pieces":5,"need":1,"side":"dark"}`
	want, err := evidence.ParseCertificate([]byte(first))
	require.NoError(t, err)
	for _, doc := range []string{
		`{"board":"6x6","visited":2,"from":"c1","squares":["e2","a4"],"pieces":5,"need":1,"side":"dark","kind":"cut"}`,
		`{ "need" : 1 , "squares" : [ "e2" , "a4" ] , "kind" : "cut" , "board":"6x6","visited":2,"from":"c1","pieces":5,"side":"dark"}`,
		"{\"pieces\":5,\n\t\"need\":1,\r\n\"kind\":\"c\\u0075t\",\"board\":\"6x6\",\"visited\":2,\"from\":\"c1\",\"squares\":[\"e2\",\"a4\"],\"side\":\"dark\"}",
	} {
		got, err := evidence.ParseCertificate([]byte(doc))
		if assert.NoError(t, err, doc) {
			assert.Equal(t, want, got, doc)
		}
	}
	// A skipped value that looks like a kind, or holds brackets and
	// escaped quotes inside strings, is skipped whole.
	tricky := `{"board":"6x6","from":"c1","visited":2,"squares":["e2","a4"],"pieces":5,"need":1,"side":"dark","kind":"cut"}`
	tricky = strings.Replace(tricky, `"from":"c1"`, `"from":"c1","x":{"kind":"colour-count","s":"]}\"{["}`, 1)
	_, err = evidence.ParseCertificate([]byte(tricky))
	require.ErrorIs(t, err, evidence.ErrUnknownKey, "the member x is read, and refused, after kind is found past it")
	assert.Contains(t, err.Error(), `"x"`)
	// No kind at all, and a kind that is not a string, are refused.
	for _, doc := range []string{
		`{"board":"6x6","visited":2}`,
		`{"board":"6x6","kind":7}`,
	} {
		_, err := evidence.ParseCertificate([]byte(doc))
		assert.Error(t, err, doc)
	}
}

// TestKindLookaheadBounded: case splits nested deep with "kind" last are
// looked over once per level; past 16 readings of the document the reader
// stops with ErrTooLarge and says to write "kind" first, so a hostile
// nesting costs bounded time. Oracle: the same tree with "kind" first
// reads.
func TestKindLookaheadBounded(t *testing.T) {
	leaf := `{"kind":"colour-count","board":"5x5","visited":%d,"from":"a2","rule":"start","dark":13,"light":12}`
	tree := func(depth int, kindLast bool) string {
		c := fmt.Sprintf(leaf, depth+1)
		for d := depth; d >= 1; d-- {
			if kindLast {
				c = fmt.Sprintf(`{"board":"5x5","visited":%d,"from":"a2","branches":[{"move":"b4","certificate":%s}],"kind":"case-split"}`, d, c)
			} else {
				c = fmt.Sprintf(`{"kind":"case-split","board":"5x5","visited":%d,"from":"a2","branches":[{"move":"b4","certificate":%s}]}`, d, c)
			}
		}
		return c
	}
	lim := evidence.Limits{MaxBytes: 1 << 26, MaxNodes: 1 << 20, MaxDepth: 1 << 12}
	doc := func(c string) []byte {
		return []byte(`{"board":"5x5","start":"a2","closed":false,"status":"none","method":"parity","certificate":` + c + "}")
	}
	_, errFirst := evidence.Parse(doc(tree(3000, false)), lim)
	require.NoError(t, errFirst, "3000 levels with kind first")
	_, errLast := evidence.Parse(doc(tree(3000, true)), lim)
	require.ErrorIs(t, errLast, evidence.ErrTooLarge, "3000 levels with kind last")
	assert.Contains(t, errLast.Error(), `write "kind" first`)
	_, err := evidence.Parse(doc(tree(8, true)), lim)
	assert.NoError(t, err, "8 levels with kind last")
}
