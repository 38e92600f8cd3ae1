package api

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/require"
)

// TestJudgePlacesFault: a path's fault is placed at its square's text.
// Oracle: the column of that square found by strings.Index in the line.
func TestJudgePlacesFault(t *testing.T) {
	text := "a1 b3 c5\nd3 d4 b5\n" // d3 to d4 is no knight move
	v := judgeOne(t, strings.NewReader(text), PathRequest{Name: "t", Problem: board.Problem{Board: board.MustParse("5x5")}})
	require.Error(t, v.Err)
	require.Equal(t, 1, v.Line, "the path begins on line 1")
	require.Equal(t, 2, v.FaultLine)
	require.Equal(t, strings.Index("d3 d4 b5", "d4")+1, v.FaultCol)
	require.Equal(t, "2:4", v.Where())
	var out strings.Builder
	w := bufio.NewWriter(&out)
	require.NoError(t, WritePathVerdict(w, v, ""))
	require.NoError(t, w.Flush())
	require.Contains(t, out.String(), `"line":2,"col":4`)
}

// judgeOne is JudgeAll of an input that holds one path.
func judgeOne(t *testing.T, in io.Reader, req PathRequest) PathVerdict {
	t.Helper()
	vs := JudgeAll(in, req)
	require.Len(t, vs, 1, "verdicts of an input with one path")
	return vs[0]
}
