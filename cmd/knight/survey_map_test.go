package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
)

// TestSurveyMap: the map knight survey prints shows, square by square, the
// answer knight survey -json gives (a tour by the heuristic is h, none by
// a certificate P), and the SVG map has a titled square each.
func TestSurveyMap(t *testing.T) {
	code, doc, stderr := runKnight(t, "", "survey", "-board", "3x4", "-json")
	require.Equal(t, exitYes, code, stderr)
	var survey struct {
		Squares []struct{ Square, Status, Method string }
	}
	require.NoError(t, json.Unmarshal([]byte(doc), &survey))
	letters := map[string]string{"tour heuristic": "h", "none parity": "P", "tour sat": "s", "none sat": "S"}
	want := map[string]string{}
	for _, s := range survey.Squares {
		want[s.Square] = letters[s.Status+" "+s.Method]
	}
	code, text, stderr := runKnight(t, "", "survey", "-board", "3x4")
	require.Equal(t, exitYes, code, stderr)
	lines := strings.Split(text, "\n")
	for y := 4; y >= 1; y-- {
		row := strings.Fields(lines[1+4-y])
		require.Len(t, row, 4, "rank %d: %q", y, lines[1+4-y])
		for x := 1; x <= 3; x++ {
			sq := board.Square{X: int32(x), Y: int32(y)}.String()
			require.Equal(t, want[sq], row[x], "square %s", sq)
		}
	}
	code, svg, stderr := runKnight(t, "", "survey", "-board", "3x4", "-format", "svg")
	require.Equal(t, exitYes, code, stderr)
	require.Equal(t, 12, strings.Count(svg, "<title>"), "a titled square a start")
}
