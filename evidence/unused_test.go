package evidence_test

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestReadRejectsUnusedFields: a certificate field its kind does not use
// is an unknown key at that field's line and column, for every kind and
// every such field. The oracle is the certificate's documentation of which
// fields each kind uses (evidence.Certificate), written out here, checked
// against a genuine certificate of each kind as knight writes it: each is
// read without the extra field and written again byte for byte, and
// refused with it.
func TestReadRejectsUnusedFields(t *testing.T) {
	genuine := map[string]string{
		"colour-count":   `{"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":12}`,
		"colour-balance": `{"kind":"colour-balance","board":"5x5","visited":2,"from":"c3","rule":"start","dark":12,"light":12}`,
		"four-lines":     `{"kind":"four-lines","board":"3x4","visited":1,"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":6,"side":"light"}`,
		"disconnected":   `{"kind":"disconnected","board":"3x3","visited":1,"from":"a1","squares":["a1","b2"],"pieces":8}`,
		"forced-ends":    `{"kind":"forced-ends","board":"6x6","visited":2,"from":"c3","squares":["c1","a6"],"need":2,"have":1,"ends":true}`,
		"cut":            `{"kind":"cut","board":"6x6","visited":2,"from":"c1","squares":["e2","a4"],"pieces":5,"need":1,"side":"dark"}`,
		"end-visited":    `{"kind":"end-visited","board":"5x5","visited":3,"from":"c2","rule":"end","squares":["a1"]}`,
		"case-split":     `{"kind":"case-split","board":"1x1","visited":1,"from":"a1","branches":[]}`,
	}
	extra := map[string]string{
		"dark": `"dark":1`, "light": `"light":1`, "squares": `"squares":["a1"]`, "lines": `"lines":"files"`,
		"colour": `"colour":"dark"`, "pieces": `"pieces":1`, "need": `"need":1`, "have": `"have":1`,
		"side": `"side":"dark"`, "ends": `"ends":true`, "branches": `"branches":[]`,
	}
	uses := map[string][]string{
		"colour-count": {"dark", "light"}, "colour-balance": {"dark", "light"},
		"four-lines":   {"lines", "colour", "pieces", "need", "have", "side"},
		"disconnected": {"squares", "pieces"}, "forced-ends": {"squares", "need", "have", "ends"},
		"cut": {"squares", "pieces", "need", "have", "side", "ends"}, "end-visited": {"squares"}, "case-split": {"branches"},
	}
	mutants := 0
	for kind, doc := range genuine {
		c, err := evidence.ParseCertificate([]byte(doc))
		require.NoError(t, err, "%s as knight writes it", kind)
		assert.Equal(t, kind, c.Kind())
		again, err := json.Marshal(c)
		require.NoError(t, err)
		if kind != "case-split" { // an empty list of branches is not written
			assert.Equal(t, doc, string(again), "%s written again", kind)
		}
		for key, field := range extra {
			if contains(uses[kind], key) {
				continue
			}
			mutants++
			// The extra field goes last, on a line of its own.
			bad := strings.TrimSuffix(doc, "}") + ",\n  " + field + "}"
			_, err := evidence.ParseCertificate([]byte(bad))
			assert.ErrorIs(t, err, evidence.ErrUnknownKey, "%s with %s", kind, field)
			assert.ErrorContains(t, err, "2:3: ", "%s with %s: the error names the field's line and column", kind, field)
			assert.ErrorContains(t, err, `"`+key+`"`, "%s with %s", kind, field)
		}
	}
	// A cut counted by its ends has no side: the checker ignores it.
	_, err := evidence.ParseCertificate([]byte(`{"kind":"cut","board":"6x6","visited":2,"from":"c1","squares":["e2"],"pieces":2,"need":2,"have":1,"ends":true,"side":"dark"}`))
	assert.ErrorContains(t, err, `1:111: bad certificate: a cut counted by its ends ("ends": true) has no "side"`)
	// A cut by neither its side nor its ends says nothing verify could count.
	_, err = evidence.ParseCertificate([]byte(`{"kind":"cut","board":"6x6","visited":2,"from":"c1","squares":["e2"],"pieces":2,"need":2,"have":1}`))
	assert.ErrorIs(t, err, evidence.ErrBadCertificate, "a cut with no side and no ends")
	t.Logf("%d mutants with a field their kind does not use, each refused", mutants)
}

func contains(s []string, k string) bool {
	for _, x := range s {
		if x == k {
			return true
		}
	}
	return false
}

// TestStream: documents one after another are read one at a time, an
// error positioned in the whole stream; the oracle is the documents of
// TestReadWrite, which Read takes one by one.
func TestStream(t *testing.T) {
	input := "\n" + strings.Join(documents, "\n")
	s := evidence.NewStream(strings.NewReader(input), evidence.DefaultLimits)
	for i := range documents {
		d, err := s.Next()
		require.NoError(t, err, "document %d", i)
		assert.Equal(t, documents[i], write(t, d))
		assert.Equal(t, 2+2*i, s.Line(), "line of document %d", i)
	}
	_, err := s.Next()
	assert.Equal(t, io.EOF, err)

	bad := documents[0] + documents[1] + `{"board":"5x5","start":"a1","status":"none","Status":"none"}` + "\n"
	s = evidence.NewStream(strings.NewReader(bad), evidence.DefaultLimits)
	for range 2 {
		_, err := s.Next()
		require.NoError(t, err)
	}
	_, err = s.Next()
	var se *board.ParseError
	require.True(t, errors.As(err, &se), "Next = %v, want a SyntaxError", err)
	assert.Equal(t, [2]int{3, 45}, [2]int{se.Line, se.Col}, "the duplicate key's place in the stream: %v", err)
	_, again := s.Next()
	assert.Equal(t, err, again, "after an error the stream stays at it")

	s = evidence.NewStream(strings.NewReader(`{"board":"5x5"`), evidence.DefaultLimits)
	_, err = s.Next()
	assert.ErrorContains(t, err, "does not end")
	s = evidence.NewStream(strings.NewReader(`{"a":"`+strings.Repeat("x", 200)+`"}`), evidence.Limits{MaxBytes: 100, MaxNodes: 1, MaxDepth: 1})
	_, err = s.Next()
	assert.ErrorIs(t, err, evidence.ErrTooLarge)
}
