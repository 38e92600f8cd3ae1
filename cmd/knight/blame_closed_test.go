package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestBlameClosedCommand: blame asks about closed tours with -closed, or
// when its input document says "closed": true. The oracles: verify.Tour
// of the tours knight tour prints (closed, or open and not closing: no
// closed tour can follow a whole path whose last square is no knight's
// move from its first, so its verdict must be dead), and verify
// -certificate on the closed verdict.
func TestBlameClosedCommand(t *testing.T) {
	code, doc, errOut := runKnight(t, "", "tour", "-board", "6x6", "-closed", "-json")
	require.Equal(t, exitYes, code, errOut)
	var tour struct{ Tour []string }
	require.NoError(t, json.Unmarshal([]byte(doc), &tour))
	closed := mustParsePath(t, strings.Join(tour.Tour, " "))
	require.NoError(t, verify.Tour(board.Problem{Board: board.MustParse("6x6"), Closed: true}, closed))
	code, out, errOut := runKnight(t, doc, "blame", "-no-hints")
	assert.Equal(t, exitYes, code, errOut)
	assert.Equal(t, "completable: the path is a full closed tour\n", out, "the document says closed, so blame asks about closed tours")

	code, open, errOut := runKnight(t, "", "tour", "-board", "5x6")
	require.Equal(t, exitYes, code, errOut)
	p := mustParsePath(t, open)
	require.NoError(t, verify.Tour(board.Problem{Board: board.MustParse("5x6")}, p))
	require.False(t, board.IsKnightMove(p[len(p)-1], p[0]), "the oracle needs an open tour that does not close")
	args := append([]string{"blame", "-board", "5x6"}, strings.Fields(open)...)
	code, out, errOut = runKnight(t, "", args...)
	assert.Equal(t, exitYes, code, "%s%s", out, errOut)
	code, out, errOut = runKnight(t, "", append([]string{"blame", "-closed"}, args[1:]...)...)
	assert.Equal(t, exitNo, code, "%s%s", out, errOut)
	assert.Contains(t, out, "no closed tour exists")
	_, verdict, _ := runKnight(t, "", append([]string{"blame", "-closed", "-json"}, args[1:]...)...)
	assert.Contains(t, verdict, `"closed":true`)
	code, out, errOut = runKnight(t, verdict, "verify", "-certificate", "-")
	assert.Equal(t, exitYes, code, "verify -certificate of the closed verdict: %s%s", out, errOut)
	assert.Contains(t, out, "no closed tour")
}
