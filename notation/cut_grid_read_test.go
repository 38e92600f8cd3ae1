package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCutGridReadAsAsked: rows of numbers whose last row is cut short are
// no certain grid, and the refusal says that -read grid judges them as
// the numbering, the numbers not written squares not visited. Under
// -read grid each is judged so, and certainly. The oracles are checked
// in the test on the numbers themselves: "1 2 ..." in reading order puts
// 1 and 2 side by side on one rank (a step of one file: no knight's
// move), and numbers 0 to 11 with no 9 skip a visit, whatever the
// squares. Read without -read grid, both stay undecided (the control).
func TestCutGridReadAsAsked(t *testing.T) {
	for _, c := range []struct {
		name, text string
		numbering  bool // the fault is the numbering's (ErrNumbering)
	}{
		{"not a knight's move", " 1  2  3  4\n 5  6  7  8\n 9 10 11\n", false},
		{"a number skipped", " 2  5 10  7\n11  8  1  4\n 0  3  6\n", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if strings.Contains(c.text, " 9 ") == c.numbering {
				t.Fatalf("the test's own input: 9 written %v, want %v", !c.numbering, c.numbering)
			}
			for _, f := range []Format{Grid, Auto} {
				tours, err := ReadTours(strings.NewReader(c.text), ReadOptions{Format: f})
				if err != nil || len(tours) != 1 {
					t.Fatalf("ReadTours(%q, %v) = %d tours, %v, want 1 tour", c.text, f, len(tours), err)
				}
				j := Judge(tours[0], board.Problem{Board: board.Board{W: 4, H: 3}}, walkCheck)
				if got, want := j.Verdict, map[Format]Verdict{Grid: Invalid, Auto: Unreadable}[f]; got != want {
					t.Errorf("Judge(%q, %v) = %v (%v), want %v", c.text, f, got, j.Err, want)
				}
				if f == Grid && errors.Is(j.Err, ErrNumbering) != c.numbering {
					t.Errorf("Judge(%q, %v) error = %v, numbering fault %v", c.text, f, j.Err, c.numbering)
				}
			}
		})
	}
}
