package puzzlecert_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPuzzleClueFaultPlace: a fault found in the clues after reading
// points at the faulty clue itself, its key when the square is off the
// board, else its number. The oracle: the offset of that key or number,
// found in the text by the test, turned into line and column by hand.
func TestPuzzleClueFaultPlace(t *testing.T) {
	for _, tc := range []struct {
		name, text, at string // at: the text the error must point at, its last occurrence
	}{
		{"out of range", `{"board":"5x5","clues":{"a1":26}}`, "26"},
		{"below first", `{"board":"5x5","first":1,"clues":{"b3":2,"a1":0}}`, "0}"},
		{"off the board", `{"board":"5x5","clues":{"a1":1,"f1":2}}`, `"f1"`},
		{"on a later line", "{\"board\":\"5x5\",\n \"clues\": {\n  \"a1\": 1,\n  \"c2\": 99\n }\n}", "99"},
		{"a number twice", `{"board":"5x5","clues":{"a1":7,"c2":3,"e3":7}}`, "7}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := puzzlecert.ParsePuzzle([]byte(tc.text), evidence.DefaultLimits)
			require.ErrorIs(t, err, puzzlecert.ErrBadPuzzle)
			off := strings.LastIndex(tc.text, tc.at)
			line := 1 + strings.Count(tc.text[:off], "\n")
			col := off - strings.LastIndex(tc.text[:off], "\n")
			var se *board.ParseError
			require.True(t, errors.As(err, &se), "%v", err)
			assert.Equal(t, fmt.Sprintf("%d:%d", line, col), fmt.Sprintf("%d:%d", se.Line, se.Col), "ParsePuzzle(%s) = %v", tc.text, err)
		})
	}
}

// TestByteOrderMark: a puzzle saved by Windows Notepad begins with a
// byte order mark; it reads as the puzzle without it (the oracle), and
// its errors count columns from after the mark.
func TestByteOrderMark(t *testing.T) {
	const bom = "\xEF\xBB\xBF"
	puzzle := `{"board":"5x5","closed":false,"clues":{"a1":1,"c5":25}}`
	want, err := puzzlecert.ParsePuzzle([]byte(puzzle), evidence.DefaultLimits)
	require.NoError(t, err)
	got, err := puzzlecert.ParsePuzzle([]byte(bom+puzzle), evidence.DefaultLimits)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.True(t, puzzlecert.IsAnswer([]byte(bom+`{"puzzle":{"board":"5x5","clues":{}},"status":"several"}`)))
	_, err = puzzlecert.ParsePuzzle([]byte(bom+`{"board":"5x5","clues":{"a1":26}}`), evidence.DefaultLimits)
	var se *board.ParseError
	require.True(t, errors.As(err, &se), "%v", err)
	assert.Equal(t, [2]int{1, 30}, [2]int{se.Line, se.Col})
}

// TestParsePuzzleMaxClues: a puzzle of more than MaxClues clues is
// refused at the clue past the bound, before the rest is read. Oracle:
// the count of clues written.
func TestParsePuzzleMaxClues(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"board":"400x400","clues":{`)
	for i := range puzzlecert.MaxClues + 1 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"%s":%d`, board.Square{X: int32(i%400) + 1, Y: int32(i/400) + 1}, i+1)
	}
	b.WriteString(`}}`)
	_, err := puzzlecert.ParsePuzzle([]byte(b.String()), evidence.DefaultLimits)
	if !errors.Is(err, evidence.ErrTooLarge) {
		t.Errorf("ParsePuzzle(%d clues) = %v, want %v", puzzlecert.MaxClues+1, err, evidence.ErrTooLarge)
	}
}

// TestShapedPuzzleJSON: a shaped puzzle's holes and piece are written
// only when not the default and read back to the same puzzle; faults in
// them are refused, each saying why. Oracle: the puzzle written, compared
// with Same, and the plain puzzle's text, which has no new member.
func TestShapedPuzzleJSON(t *testing.T) {
	b := board.Board{W: 4, H: 3}
	holes, err := board.ParseHoles(b, "b2,d3")
	require.NoError(t, err)
	p := puzzlecert.Puzzle{Board: b, Holes: holes, Piece: board.MustParsePiece("(2,2)+(3,0)"), First: 1,
		Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("a1"), Number: 1}, {Square: board.MustParseSquare("c3"), Number: 10}}}
	require.NoError(t, p.Check())
	data, err := p.MarshalJSON()
	require.NoError(t, err)
	require.Equal(t, `{"board":"4x3","holes":["b2","d3"],"piece":"(0,3)+(2,2)","closed":false,"first":1,"clues":{"a1":1,"c3":10}}`, string(data))
	q, err := puzzlecert.ParsePuzzle(data, evidence.DefaultLimits)
	require.NoError(t, err)
	require.True(t, p.Same(q), "read back %+v, wrote %+v", q, p)

	plain := puzzlecert.Puzzle{Board: b, First: 1}
	data, err = plain.MarshalJSON()
	require.NoError(t, err)
	require.Equal(t, `{"board":"4x3","closed":false,"first":1,"clues":{}}`, string(data))
	require.False(t, plain.Same(p))

	for _, tc := range []struct{ text, reason string }{
		{`{"board":"4x3","holes":["e1"],"clues":{}}`, "a hole off the board"},
		{`{"board":"4x3","holes":["a1","a1"],"clues":{}}`, "a hole named twice"},
		{`{"board":"4x3","holes":["b2"],"clues":{"b2":1}}`, "a clue on a hole"},
		{`{"board":"4x3","holes":["b2"],"clues":{"a1":12}}`, "11 cells: numbers run to 11"},
		{`{"board":"4x3","piece":"bishop","clues":{}}`, "no such piece"},
		{`{"board":"1x1","holes":["a1"],"clues":{}}`, "no cell at all"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := puzzlecert.ParsePuzzle([]byte(tc.text), evidence.DefaultLimits)
			require.ErrorIs(t, err, puzzlecert.ErrBadPuzzle, "ParsePuzzle(%s) = %v, want refused: %s", tc.text, err, tc.reason)
			var se *board.ParseError
			require.True(t, errors.As(err, &se), "%v is positioned", err)
		})
	}
}
