package prove

import (
	"bytes"
	"context"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
)

// timing matches the timing fields of a document, the only part allowed to
// differ between runs.
var timing = regexp.MustCompile(`"ms":[0-9.e+-]+`)

func untimed(b []byte) string { return timing.ReplaceAllString(string(b), `"ms":0`) }

// TestSameAnswerEveryRun: the same question gets the same document every
// run, timing aside (60x3 from c2 among them, whose search once gave a
// different tour on each run). The budgets are node counts and none of these
// reaches SAT, so nothing here depends on the clock: each problem runs
// three times, the survey of 3x40 with one worker and with eight, and a
// blame three times. Oracle: the first run.
func TestSameAnswerEveryRun(t *testing.T) {
	problems := []board.Problem{
		{Board: board.Board{W: 60, H: 3}, Prefix: board.Path{{X: 3, Y: 2}}, End: board.Square{}},
		{Board: board.Board{W: 20, H: 20}, Prefix: board.Path{{X: 7, Y: 3}}, Closed: true},
		{Board: board.Board{W: 5, H: 5}},
		{Board: board.Board{W: 4, H: 6}, Closed: true},
		{Board: board.Board{W: 3, H: 2000}, Prefix: board.Path{{X: 1, Y: 1}}},
	}
	for _, q := range problems {
		var first string
		for run := range 3 {
			a, err := Tour(context.Background(), q, Options{})
			require.NoError(t, err)
			var buf bytes.Buffer
			require.NoError(t, a.Document().WriteJSON(&buf))
			if run == 0 {
				first = untimed(buf.Bytes())
				continue
			}
			assert.Equal(t, first, untimed(buf.Bytes()), "Tour(%v) run %d differs from run 0", q, run)
		}
	}

	b := board.Board{W: 3, H: 40}
	var docs []string
	for _, workers := range []int{1, 8, 1} {
		squares, err := Survey(context.Background(), b, SurveyOptions{Workers: workers})
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, SurveyDocument(b, squares).WriteJSON(&buf))
		docs = append(docs, untimed(buf.Bytes()))
	}
	assert.Equal(t, docs[0], docs[1], "Survey(%v) with 8 workers differs from 1 worker", b)
	assert.Equal(t, docs[0], docs[2], "Survey(%v) differs between two runs with 1 worker", b)

	game := board.Path{{X: 1, Y: 1}, {X: 3, Y: 2}, {X: 5, Y: 1}, {X: 4, Y: 3}}
	var verdicts []string
	for range 3 {
		v, err := Blame(context.Background(), board.Board{W: 6, H: 6}, game, BlameOptions{})
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, v.Document().WriteJSON(&buf))
		verdicts = append(verdicts, untimed(buf.Bytes()))
	}
	assert.Equal(t, verdicts[0], verdicts[1], "Blame differs between runs")
	assert.Equal(t, verdicts[0], verdicts[2], "Blame differs between runs")
}
