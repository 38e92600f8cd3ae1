package puzzlecert

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestPuzzleAnswerNotCounted: the reason a count was not made is written
// and read back to the same bytes, and a document that says it both ways
// (a count beside not_counted), or gives an empty reason, is refused at
// the key. Oracle: the documents written here by hand.
func TestPuzzleAnswerNotCounted(t *testing.T) {
	a := Answer{
		Puzzle:     Puzzle{Board: board.MustParse("9x9"), First: 1, Clues: []Clue{{Square: board.MustParseSquare("a1"), Number: 1}}},
		Status:     Unique,
		Method:     evidence.SAT,
		NotCounted: "the counter takes boards up to 64 squares, and 9x9 has 81",
	}
	var out bytes.Buffer
	if err := a.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	doc := out.String()
	if !strings.Contains(doc, `"not_counted":"the counter takes boards up to 64 squares, and 9x9 has 81"`) {
		t.Fatalf("WriteJSON = %s, want a not_counted field", doc)
	}
	back, err := ParseAnswer(out.Bytes(), evidence.DefaultLimits)
	if err != nil || back.NotCounted != a.NotCounted || back.Counted {
		t.Fatalf("ParseAnswer(%s) = %+v, %v", doc, back, err)
	}
	var again bytes.Buffer
	if err := back.WriteJSON(&again); err != nil || again.String() != doc {
		t.Errorf("round trip:\n%s\nwant\n%s", again.String(), doc)
	}
	at := strings.Index(doc, `"not_counted"`)
	for _, tc := range []struct {
		name, in, reason string
	}{
		{"empty", strings.Replace(doc, a.NotCounted, "", 1), "not_counted is empty"},
		{"beside a count", doc[:at] + `"count":2,"count_exact":true,` + doc[at:], "not_counted beside a count"},
	} {
		_, err := ParseAnswer([]byte(tc.in), evidence.DefaultLimits)
		if err == nil || !errors.Is(err, evidence.ErrNotDocument) || !strings.Contains(err.Error(), tc.reason) || !strings.HasPrefix(err.Error(), "1:") {
			t.Errorf("%s: ParseAnswer(%s) = %v, want 1:col: ... %s", tc.name, tc.in, err, tc.reason)
		}
	}
}
