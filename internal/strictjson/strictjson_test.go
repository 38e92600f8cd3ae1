package strictjson

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKeys: a key twice, or in other capitals, is refused, naming the
// first; distinct keys are not (oracle: the JSON spec's objects, which
// encoding/json's Unmarshal would fold by case).
func TestKeys(t *testing.T) {
	var k Keys
	require.NoError(t, k.Add("board", 1))
	require.NoError(t, k.Add("tour", 10))
	var dup *DuplicateError
	require.True(t, errors.As(k.Add("Tour", 20), &dup), "case variant")
	assert.Equal(t, DuplicateError{Key: "Tour", Prev: "tour", PrevAt: 10}, *dup)
	require.True(t, errors.As(k.Add("board", 30), &dup), "the same key")
	assert.Equal(t, `duplicate key "board"`, dup.Error())
}

// TestTokenOffsets: with the text, each token's offset is where it starts
// (oracle: strings.Index on the text).
func TestTokenOffsets(t *testing.T) {
	text := "{ \"a\" :\n [1, \"b\"] }"
	d := New(strings.NewReader(text), []byte(text))
	for _, want := range []string{"{", `"a"`, "[", "1", `"b"`, "]", "}"} {
		tok, at, err := d.Token()
		require.NoError(t, err)
		assert.Equal(t, int64(strings.Index(text, want)), at, "token %v", tok)
	}
	_, _, err := d.Token()
	assert.Error(t, err, "end of input")
	_, _, err = New(strings.NewReader("{,}"), nil).Token()
	require.NoError(t, err)
	_, _, err = New(strings.NewReader("[1 2]"), nil).Token()
	require.NoError(t, err)
	var syn *json.SyntaxError
	d = New(strings.NewReader("[1 2]"), nil)
	for err == nil {
		_, _, err = d.Token()
	}
	assert.ErrorAs(t, err, &syn, "missing comma")
}
