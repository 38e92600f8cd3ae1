package puzzlecert_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// Verdicts of knight puzzle blame -json on the 3x4 puzzle c4=3 b1=5 b3=11.
const (
	verdictDistance    = `{"status":"dead","first_wrong":2,"entry":{"square":"c3","number":4},"entries":[{"square":"a4","number":1},{"square":"b2","number":2},{"square":"c3","number":4}],"reason":"no solution: 3 on c4 and 4 on c3 are 1 move apart, but a knight needs 3 moves from c4 to c3","before":{"board":"3x4","closed":false,"first":1,"clues":{"a4":1,"b2":2,"c4":3,"b1":5,"b3":11}},"completion":["a4","b2","c4","a3","b1","c3","a2","b4","c2","a1","b3","c1"],"evidence":{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{"a4":1,"b2":2,"c4":3,"c3":4,"b1":5,"b3":11}},"status":"none","method":"parity","certificate":{"kind":"distance","a":{"square":"c4","number":3},"b":{"square":"c3","number":4},"distance":3},"ms":0.218,"explanation":"no solution: 3 on c4 and 4 on c3 are 1 move apart, but a knight needs 3 moves from c4 to c3"}}` + "\n"
	verdictConflict    = `{"status":"dead","first_wrong":2,"entry":{"square":"b1","number":7},"entries":[{"square":"a4","number":1},{"square":"b2","number":2},{"square":"b1","number":7}],"reason":"conflicting number: b1 already has 5, not 7","before":{"board":"3x4","closed":false,"first":1,"clues":{"a4":1,"b2":2,"c4":3,"b1":5,"b3":11}},"completion":["a4","b2","c4","a3","b1","c3","a2","b4","c2","a1","b3","c1"]}` + "\n"
	verdictCompletable = `{"status":"completable","first_wrong":-1,"reason":"unique","before":{"board":"3x4","closed":false,"first":1,"clues":{"a4":1,"b2":2,"c4":3,"a3":4,"b1":5,"b3":11}},"completion":["a4","b2","c4","a3","b1","c3","a2","b4","c2","a1","b3","c1"]}` + "\n"
)

// TestPuzzleVerdictRoundTrip: each verdict is read by Read as a puzzle
// verdict and written back byte for byte. Oracle: the documents as the
// command printed them.
func TestPuzzleVerdictRoundTrip(t *testing.T) {
	for _, doc := range []string{verdictDistance, verdictConflict, verdictCompletable} {
		d, err := evidence.Read(strings.NewReader(doc), evidence.DefaultLimits)
		if err != nil {
			t.Fatalf("Read(%.60s...) = %v", doc, err)
		}
		v, ok := d.(puzzlecert.Verdict)
		if !ok {
			t.Fatalf("Read(%.60s...) is a %s, want a puzzle verdict", doc, d.Name())
		}
		var buf bytes.Buffer
		if err := v.WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		if buf.String() != doc {
			t.Errorf("written back:\n%s\nwant\n%s", buf.String(), doc)
		}
	}
}

// TestPuzzleVerdictStrict: a verdict missing a part, or with a key it does
// not have, is refused with the position of the fault. Oracle: the faults
// made by hand in the command's own output.
func TestPuzzleVerdictStrict(t *testing.T) {
	tests := []struct {
		name, doc, want string
		err             error
	}{
		{"unknown key", strings.Replace(verdictConflict, `"reason"`, `"why":1,"reason"`, 1), `1:162: unknown key "why" in the puzzle verdict`, evidence.ErrUnknownKey},
		{"before without completion", strings.Replace(verdictConflict, `,"completion":["a4","b2","c4","a3","b1","c3","a2","b4","c2","a1","b3","c1"]`, "", 1), "before and completion come together", evidence.ErrNotDocument},
		{"short completion", strings.Replace(verdictConflict, `,"c1"]`, `]`, 1), `the completion has 11 squares, the 3x4 board 12`, evidence.ErrNotDocument},
		{"no entry", strings.Replace(verdictConflict, `"entry":{"square":"b1","number":7},"entries":[{"square":"a4","number":1},{"square":"b2","number":2},{"square":"b1","number":7}],`, "", 1), "first_wrong is 2 but the verdict names no entry", evidence.ErrNotDocument},
		{"first_wrong without its entries", strings.Replace(verdictConflict, `"entries":[{"square":"a4","number":1},{"square":"b2","number":2},{"square":"b1","number":7}],`, "", 1), `1:18: not a knight document: first_wrong is 2 but the verdict lists no entries`, evidence.ErrNotDocument},
		{"entries without a wrong one", strings.Replace(verdictCompletable, `"reason"`, `"entries":[],"reason"`, 1), `"entries" is not checked in this verdict: first_wrong is -1`, evidence.ErrNotDocument},
		{"other status", strings.Replace(verdictCompletable, `"completable"`, `"alive"`, 1), `status "alive": want completable, dead or unknown`, evidence.ErrNotDocument},
		{"evidence not an answer", strings.Replace(verdictDistance, `"status":"none"`, `"status":"none","first_wrong":3`, 1), `unknown key "first_wrong" in the evidence`, evidence.ErrUnknownKey},
	}
	for _, tc := range tests {
		_, err := evidence.Read(strings.NewReader(tc.doc), evidence.DefaultLimits)
		if !errors.Is(err, tc.err) || err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Read = %v, want %v saying %q", tc.name, err, tc.err, tc.want)
		}
	}
}

// TestPuzzleSame: one puzzle with its clues in another order is the same;
// a clue moved, another numbering or closure is not. Oracle: the puzzles
// made by hand.
func TestPuzzleSame(t *testing.T) {
	b := board.MustParse("3x4")
	c := func(sq string, n int) puzzlecert.Clue {
		return puzzlecert.Clue{Square: board.MustParseSquare(sq), Number: n}
	}
	p := puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{c("c4", 3), c("b1", 5)}}
	for _, tc := range []struct {
		q    puzzlecert.Puzzle
		want bool
	}{
		{puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{c("b1", 5), c("c4", 3)}}, true},
		{puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{c("c4", 3), c("b2", 5)}}, false},
		{puzzlecert.Puzzle{Board: b, First: 0, Clues: []puzzlecert.Clue{c("c4", 3), c("b1", 5)}}, false},
		{puzzlecert.Puzzle{Board: b, First: 1, Closed: true, Clues: []puzzlecert.Clue{c("c4", 3), c("b1", 5)}}, false},
		{puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{c("c4", 3)}}, false},
	} {
		if got := p.Same(tc.q); got != tc.want {
			t.Errorf("%v Same %v = %v, want %v", p, tc.q, got, tc.want)
		}
	}
}
