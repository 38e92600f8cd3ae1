package notation

import (
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCarriageReturnShowsLastState: a line rewritten by carriage returns
// is read as a terminal shows it, and a tour after it is read with its
// lines the input's. The oracle: overlay, a terminal written here (each
// state written over the last from the first column); the 3x4 tour
// checked by walkOK.
func TestCarriageReturnShowsLastState(t *testing.T) {
	overlay := func(line string) string {
		var cells []rune
		for _, state := range strings.Split(line, "\r") {
			for k, r := range []rune(state) {
				if k < len(cells) {
					cells[k] = r
				} else {
					cells = append(cells, r)
				}
			}
		}
		return string(cells)
	}
	for _, line := range []string{
		"solving 1 of 12\rsolving 12 of 12",
		"a1 b3\rdone, 12 squares: ",
		"██  2/9\r████ 9/9",
		"long first state 123\rshort",
	} {
		in := line + "\n"
		if got, want := string(holdText([]byte(in)).line(0)), overlay(line); got != want {
			t.Errorf("holdText(%q).line(0) = %q, want %q", in, got, want)
		}
	}
	// A 3x4 tour under a counter rewritten in place: the counter is
	// words, and the tour begins on the input's line 2.
	in := "squares 3/12\rsquares 12/12 [#####]\n10  5 12\n 7  2  9\n 4 11  6\n 1  8  3\n"
	tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
	if err != nil || len(tours) != 1 {
		t.Fatalf("ReadTours(%q) = %d tours, %v; want 1", in, len(tours), err)
	}
	if j := Judge(tours[0], board.Problem{}, walkCheck); j.Verdict != Valid || tours[0].Line != 2 {
		t.Fatalf("Judge = %v %v at line %d, want valid at line 2", j.Verdict, j.Err, tours[0].Line)
	}
}

// TestStatusLinesAreWords: a terminal multiplexer's status line and other
// lines that carry a date with its month's name, or a time beside a date,
// are words beside the smallest tour (3x4, twelve squares), never a
// tour of their own. The oracle: the 3x4 tour written, checked by walkOK,
// and the count written, one.
func TestStatusLinesAreWords(t *testing.T) {
	grid := "10  5 12\n 7  2  9\n 4 11  6\n 1  8  3\n"
	for _, status := range []string{
		`[0] 0:bash*                       "box" 02:09 04-Dec-26`,
		`[3] 0:vim- 1:zsh* 2:htop  "ip-10-0-0-7" 23:59 31-Jan-2027`,
		`[dev] 0:fish*  "laptop" 07:05 2026-03-01`,
		`Graeme 11-Mar-17 2:01am`,
		`last login 4 Dec 2026 09:12 from 10.0.0.7`,
	} {
		in := "$ ./tour 3 4\n" + grid + "$\n\n\n" + status + "\n"
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
		if err != nil || len(tours) != 1 {
			t.Errorf("ReadTours with %q = %d tours, %v; want the 1 written", status, len(tours), err)
			continue
		}
		if j := Judge(tours[0], board.Problem{}, walkCheck); j.Verdict != Valid {
			t.Errorf("Judge with %q = %v %v, want valid", status, j.Verdict, j.Err)
		}
	}
}
