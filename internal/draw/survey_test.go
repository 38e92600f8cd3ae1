package draw

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// colourSurvey is the survey of an odd board as the colour count decides
// it: an open tour starts on every dark square (the majority colour) and
// on no light one. The letters and colours drawn are checked against each
// square's colour, worked out here from its coordinates.
func colourSurvey(b board.Board) evidence.Survey {
	s := evidence.Survey{Board: b}
	for i := range b.Size() {
		sq := b.Square(i)
		if (sq.X+sq.Y)%2 == 0 { // a1 is dark
			s.Squares = append(s.Squares, evidence.SurveySquare{Square: sq, Status: board.Found, Method: evidence.Heuristic})
		} else {
			s.Squares = append(s.Squares, evidence.SurveySquare{Square: sq, Status: board.None, Method: evidence.Parity})
		}
	}
	return s
}

func TestSurveyText(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, SurveyText(&out, colourSurvey(board.MustParse("5x3"))))
	lines := strings.Split(out.String(), "\n")
	// Rank 3 first: c3 is dark (3+3 even), so the row reads h P h P h.
	assert.Equal(t, "5x3: open tours by start square", lines[0])
	assert.Equal(t, "3  h P h P h", lines[1])
	assert.Equal(t, "2  P h P h P", lines[2])
	assert.Equal(t, "1  h P h P h", lines[3])
	assert.Contains(t, out.String(), "counts: h=8 P=7")
}

func TestSurveySVG(t *testing.T) {
	b := board.MustParse("5x5")
	var out bytes.Buffer
	require.NoError(t, Survey(&out, colourSurvey(b)))
	var pic struct {
		Rects []struct {
			Fill  string `xml:"fill,attr"`
			Title string `xml:"title"`
		} `xml:"rect"`
	}
	require.NoError(t, xml.Unmarshal(out.Bytes(), &pic), "the SVG must be XML")
	squares := 0
	for _, r := range pic.Rects {
		name, _, ok := strings.Cut(r.Title, ":")
		if !ok {
			continue
		}
		squares++
		sq := board.MustParseSquare(name)
		want := surveyColours[markIndex('P')]
		if (sq.X+sq.Y)%2 == 0 {
			want = surveyColours[markIndex('h')]
		}
		assert.Equal(t, want, r.Fill, "square %v (%s)", sq, r.Title)
	}
	assert.Equal(t, b.Size(), squares, "one titled square a start")
	assert.ErrorIs(t, Survey(&out, evidence.Survey{Board: board.MustParse("201x1")}), ErrTooLarge)
}

func TestMark(t *testing.T) {
	for _, tc := range []struct {
		status board.Status
		method evidence.Method
		want   byte
	}{
		{board.Found, evidence.Heuristic, 'h'},
		{board.Found, evidence.SAT, 's'},
		{board.None, evidence.Parity, 'P'},
		{board.None, evidence.SAT, 'S'},
		{board.None, evidence.Exhaustive, 'E'},
		{board.Unknown, evidence.SAT, '?'},
		{board.None, evidence.Auto, '?'}, // no method decided: not a letter past 'Z'
	} {
		if got := Mark(tc.status, tc.method); got != tc.want {
			t.Errorf("Mark(%v, %v) = %q, want %q", tc.status, tc.method, got, tc.want)
		}
	}
}
