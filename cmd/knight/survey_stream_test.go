package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// surveyDocuments splits survey -json's output into its documents, one a
// line, each read back by the strict reader.
func surveyDocuments(t *testing.T, out string) []evidence.Survey {
	t.Helper()
	var docs []evidence.Survey
	for line := range strings.Lines(out) {
		d, err := evidence.Parse([]byte(line), evidence.DefaultLimits)
		require.NoError(t, err, "document %d", len(docs)+1)
		s, ok := d.(evidence.Survey)
		require.True(t, ok, "document %d is a %s", len(docs)+1, d.Name())
		docs = append(docs, s)
	}
	return docs
}

// TestSurveyRangeStreams: survey -upto -json prints one document per board,
// in order of files then ranks, each a whole survey; the oracle for the
// boards with a tour from some square is the published answer
// (openTourExists of prove's tests, restated: 1x1, 3x4 and 4x3 here).
func TestSurveyRangeStreams(t *testing.T) {
	code, out, errOut := runKnight(t, "", "survey", "-upto", "4x4", "-json")
	require.Equal(t, exitYes, code, errOut)
	docs := surveyDocuments(t, out)
	require.Len(t, docs, 16)
	for i, d := range docs {
		want := board.Board{W: int32(i/4) + 1, H: int32(i%4) + 1}
		assert.Equal(t, want, d.Board, "document %d", i)
		assert.Len(t, d.Squares, want.Size())
		tours := 0
		for _, s := range d.Squares {
			if s.Status == board.Found {
				tours++
			}
		}
		hasTour := want.Size() == 1 || want == board.Board{W: 3, H: 4} || want == board.Board{W: 4, H: 3}
		assert.Equal(t, hasTour, tours > 0, "%v: an open tour from some square", want)
	}
}

// TestSurveyRangeTimeout: a time limit that ends the run keeps the boards
// done (at least the one in progress) and names the first left out.
func TestSurveyRangeTimeout(t *testing.T) {
	code, out, errOut := runKnight(t, "", "survey", "-upto", "100x100", "-timeout", "1ms", "-json")
	assert.Equal(t, exitUndecided, code)
	docs := surveyDocuments(t, out)
	require.NotEmpty(t, docs, "the board in progress is printed")
	assert.Contains(t, errOut, fmt.Sprintf("after %d of 10000 boards", len(docs)))
	assert.Contains(t, errOut, "the time limit")
}

// TestSurveyRangeCallback: SurveyRange hands over each board as it is
// done, and once the context has ended, only the board in progress.
func TestSurveyRangeCallback(t *testing.T) {
	var seen []board.Board
	n, err := prove.SurveyRange(context.Background(), board.MustParse("2x3"), prove.SurveyOptions{}, func(s prove.BoardSurvey) error {
		seen = append(seen, s.Board)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, 6, n)
	assert.Equal(t, "[1x1 1x2 1x3 2x1 2x2 2x3]", fmt.Sprint(seen))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n, err = prove.SurveyRange(ctx, board.MustParse("100x100"), prove.SurveyOptions{}, func(prove.BoardSurvey) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, 1, n, "a cancelled range stops after the board in progress")
}

// TestSurveyTours: survey -json -tours gives every "tour" square its tour,
// which verify.Tour accepts (the oracle: the checker, which shares no code
// with the search), and verify -certificate re-checks the whole document,
// yes and no.
func TestSurveyTours(t *testing.T) {
	code, out, errOut := runKnight(t, "", "survey", "-board", "5x5", "-json", "-tours")
	require.Equal(t, exitYes, code, errOut)
	docs := surveyDocuments(t, out)
	require.Len(t, docs, 1)
	tours := 0
	for _, s := range docs[0].Squares {
		if s.Status != board.Found {
			assert.Nil(t, s.Tour, "%v: %v has no tour", s.Square, s.Status)
			continue
		}
		tours++
		require.NoError(t, verify.Tour(docs[0].Problem(s), s.Tour), "%v", s.Square)
	}
	assert.Equal(t, 13, tours, "5x5: an open tour from each of the 13 dark squares (the colour count allows no other)")
	code, checked, errOut := runKnight(t, out, "verify", "-certificate", "-")
	require.Equal(t, exitYes, code, errOut)
	assert.Equal(t, 25, strings.Count(checked, "valid: "), "13 tours and 12 certificates")

	broken := strings.Replace(out, `"tour":["a1","b3"`, `"tour":["a1","c2"`, 1)
	require.NotEqual(t, out, broken, "the test's edit must apply")
	code, _, errOut = runKnight(t, broken, "verify", "-certificate", "-")
	assert.Equal(t, exitNo, code, "a tour edited: %s", errOut)

	for _, tc := range []struct {
		args []string
		why  string
	}{
		{[]string{"survey", "-board", "5x5", "-tours"}, "tours are for the JSON"},
		{[]string{"survey", "-board", "33x32", "-json", "-tours"}, "over 1024 squares"},
		{[]string{"survey", "-upto", "40x40", "-json", "-tours"}, "boards over 1024 squares in the range"},
	} {
		code, _, errOut := runKnight(t, "", tc.args...)
		assert.Equal(t, exitUsage, code, "knight %v: %s (stderr %q)", tc.args, tc.why, errOut)
	}
}
