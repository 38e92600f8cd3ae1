package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestPlanAndStampLines writes random tours (warnsdorffWalk, checked by
// walkOK) as a TAP report (a plan line "1..N", an "ok K - square X" line a
// move), as R prints a vector (each line begun by its first index, "[13]")
// and as a log's grid rows behind dates and times, with one fault
// or none: a square left out of the report, a cell of the grid marked
// unvisited (0) with the numbers after it kept. The oracle is the tour
// the test wrote: no fault, valid; a fault, invalid on the board given
// or, for the log, named in its caption (walkOK says the written path is
// no tour), never a "bad square" or "bad number" read off the plan or
// the stamps.
func TestPlanAndStampLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 12))
	tap := func(p board.Path) string {
		var s strings.Builder
		fmt.Fprintf(&s, "TAP version 13\n1..%d\n", len(p))
		for k, sq := range p {
			fmt.Fprintf(&s, "ok %d - square %v\n", k+1, sq)
		}
		fmt.Fprintf(&s, "# tests %d\n# pass  %d\n", len(p), len(p))
		return s.String()
	}
	// R prints a character vector a dozen to a line, each line begun
	// by the index of its first element.
	rVector := func(p board.Path) string {
		var s strings.Builder
		for k, sq := range p {
			if k%12 == 0 {
				if k > 0 {
					s.WriteString("\n")
				}
				fmt.Fprintf(&s, "%5s", fmt.Sprintf("[%d]", k+1))
			}
			fmt.Fprintf(&s, " %-5s", fmt.Sprintf("%q", sq.String()))
		}
		return s.String() + "\n"
	}
	logRows := func(b board.Board, rows [][]int) string {
		var s strings.Builder
		fmt.Fprintf(&s, "2026-12-04 09:45:10,000 [main] INFO  k.Solver - solving %dx%d\n", b.W, b.H)
		for r, row := range rows {
			fmt.Fprintf(&s, "2026-12-04 09:45:%02d,%03d [main] INFO  k.Board - row %d:", 11+r, 37*r%1000, r)
			for _, v := range row {
				fmt.Fprintf(&s, " %3d", v)
			}
			s.WriteString("\n")
		}
		s.WriteString("2026-12-04T09:46:00Z [main] INFO  k.Solver - done\n")
		return s.String()
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		k := 1 + rng.IntN(len(p)-2)
		dropped := slices.Delete(slices.Clone(p), k, k+1)
		marked := newPropTour(b, p)
		marked.rows[b.H-p[k].Y][p[k].X-1] = 0
		for _, c := range []struct {
			name  string
			text  string
			valid bool
		}{
			{"tap", tap(p), true},
			{"tap, a square left out", tap(dropped), false},
			{"r vector", rVector(p), true},
			{"r vector, a square left out", rVector(dropped), false},
			{"log rows", logRows(b, newPropTour(b, p).rows), true},
			{"log rows, a cell marked unvisited", logRows(b, marked.rows), false},
		} {
			given := b
			if strings.HasPrefix(c.name, "log rows") && rng.IntN(2) == 0 {
				given = board.Board{} // the grid and the caption give it
			}
			name := fmt.Sprintf("%v/%s/board %v", b, c.name, given)
			tours, err := ReadTours(strings.NewReader(c.text), ReadOptions{Board: given})
			if err != nil || len(tours) != 1 {
				t.Errorf("%s: ReadTours = %d tours, %v, want 1 in\n%s", name, len(tours), err, c.text)
				continue
			}
			j := Judge(tours[0], board.Problem{Board: given}, tourCheck)
			want := Invalid
			if c.valid {
				want = Valid
			}
			if j.Verdict != want {
				t.Errorf("%s: %v (%v), want %v in\n%s", name, j.Verdict, j.Err, want, c.text)
			}
		}
	}
}

// TestStampLen reads the dates and times of day a log line starts with;
// the oracle is the stamp's written length.
func TestStampLen(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"2026-12-04 09:45:10,000 [main]", 10},
		{"09:45:10,000 [main]", 12},
		{"2026-12-04T09:45:10Z x", 20},
		{"09:45:10.5", 10},
		{"12:30 lunch", 0},    // no seconds: a ratio or a pair as well
		{"3:4", 0},            // a pair
		{"2026-12-045", 0},    // digits glued on: no date
		{"1-12-04", 0},        // no year of four digits
		{"2026-12-04a1", 0},   // a square glued on
		{"12:30:01:07", 0},    // more fields than a time has
		{"2026-12-04-07", 0},  // more fields than a date has
		{"20261204 1 2 3", 0}, // a number
	} {
		if got := stampLen([]byte(c.in)); got != c.want {
			t.Errorf("stampLen(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}
