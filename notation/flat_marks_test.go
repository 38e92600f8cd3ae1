package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestFlatListMarksNoCertainFault: a flat list of visit numbers with a
// mark for a square left out and a number written twice, read as numbers
// on the board given. The oracle is the rule that a fault is certain only
// under a certain reading: the mark could stand for any cell, so which
// cell each number is on is a guess, and the repeat is no proof of an
// invalid tour. The same list with no mark is a certain reading, whose
// repeat is the numbering's fault (the control).
func TestFlatListMarksNoCertainFault(t *testing.T) {
	b := board.Board{W: 3, H: 4}
	opt := ReadOptions{Board: b, Format: Numbers}
	for _, c := range []struct {
		name, text string
		certain    bool
	}{
		{"mark -1", "1 2 3 4 5 6 7 8 9 10 10 -1\n", false},
		{"mark dot", "1 2 3 4 5 6 7 8 9 10 10 .\n", false},
		{"no mark", "1 2 3 4 5 6 7 8 9 10 10 11\n", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(c.text), opt)
			if err != nil || len(tours) != 1 {
				t.Fatalf("ReadTours(%q) = %d tours, %v, want 1 tour", c.text, len(tours), err)
			}
			j := Judge(tours[0], board.Problem{Board: b}, walkCheck)
			if got := j.Verdict == Invalid; got != c.certain {
				t.Errorf("Judge(%q) = %v (%v), want invalid %v", c.text, j.Verdict, j.Err, c.certain)
			}
			if !c.certain && !errors.Is(j.Err, ErrMisread) {
				t.Errorf("Judge(%q) error = %v, want one wrapping ErrMisread", c.text, j.Err)
			}
		})
	}
}
