package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestBlameShowsCompletion: blame's text and render's drawing of its
// verdict both give the completion of the prefix before the mistake, and
// the path up to it followed by those squares is a tour (the oracle:
// verify.Tour, which shares no code with the search that found it).
func TestBlameShowsCompletion(t *testing.T) {
	args := []string{"-board", "5x5", "a1", "b3", "c1", "a2", "b4", "c2"}
	prefix := mustParsePath(t, "a1 b3 c1 a2 b4")
	const says = "after move 4 (b4) you could still have finished like this: "
	code, text, errOut := runKnight(t, "", append([]string{"blame"}, args...)...)
	require.Equal(t, exitNo, code, errOut)
	_, doc, _ := runKnight(t, "", append([]string{"blame", "-json"}, args...)...)
	code, drawing, errOut := runKnight(t, doc, "render", "-format", "text", "-")
	require.Equal(t, exitYes, code, errOut)
	for name, out := range map[string]string{"blame": text, "render": strings.Join(strings.Fields(drawing), " ")} {
		i := strings.Index(out, says)
		require.GreaterOrEqual(t, i, 0, "%s says no completion: %s", name, out)
		rest := strings.TrimSpace(strings.SplitN(out[i+len(says):], "\n", 2)[0])
		tail, err := board.ParsePath(rest)
		require.NoError(t, err, "%s: %q", name, rest)
		tour := append(append(board.Path{}, prefix...), tail...)
		assert.NoError(t, verify.Tour(board.Problem{Board: board.MustParse("5x5"), Prefix: prefix}, tour), "%s's completion", name)
	}
}
