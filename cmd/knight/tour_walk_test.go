package main

import (
	"bufio"
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
)

// TestTourCompactSameOutput: knight tour keeps a walk's tour one byte a
// square; what it prints is what the whole path prints, in every format
// and as JSON, on boards with odd and even sides, with starts, ends,
// prefixes and closure. Oracle: prove's answer without Compact, written
// by notation.WritePath and api.WriteTour.
func TestTourCompactSameOutput(t *testing.T) {
	walks := 0
	for _, tc := range []struct {
		board string
		args  []string
	}{
		{"5x5", nil}, {"6x6", nil}, {"8x8", nil}, {"7x9", nil}, {"31x17", nil}, {"101x99", nil},
		{"8x8", []string{"-start", "c3"}}, {"20x20", []string{"-end", "b1"}},
		{"12x12", []string{"-prefix", "a1 c2 e3"}}, {"10x10", []string{"-closed"}},
		{"60x60", []string{"-closed"}}, {"53x62", []string{"-start", "c7", "-closed"}},
		{"50x51", []string{"-rule", "pohl"}}, {"40x40", []string{"-rule", "random", "-seed", "9"}},
	} {
		pf := problemFlags{board: tc.board}
		for i := 0; i < len(tc.args); i += 2 {
			switch tc.args[i] {
			case "-start":
				pf.start = tc.args[i+1]
			case "-end":
				pf.end = tc.args[i+1]
			case "-prefix":
				pf.prefix = tc.args[i+1]
			case "-closed":
				pf.closed = true
				i--
			}
		}
		pf.defaultStart = "a1"
		q, err := pf.problem()
		if err != nil {
			t.Fatalf("%s %v: %v", tc.board, tc.args, err)
		}
		opt := prove.Options{Method: evidence.Heuristic, Seed: 1}
		if len(tc.args) >= 2 && tc.args[0] == "-rule" {
			r, err := heuristic.ParseRule(tc.args[1])
			if err != nil {
				t.Fatal(err)
			}
			opt.Rule = r
			if len(tc.args) == 4 {
				opt.Seed = 9
			}
		}
		a, err := prove.Tour(context.Background(), q, opt)
		if err != nil || a.Status != board.Found {
			t.Fatalf("prove.Tour(%v) = %v, %v; want a tour", q, a.Status, err)
		}
		opt.Compact = true
		c, err := prove.Tour(context.Background(), q, opt)
		if err == nil && c.Walk != nil {
			walks++
		}
		if q.Closed && q.Board.Size() > 2500 && (c.Walk == nil || c.Algorithm != "construct") {
			t.Errorf("prove.Tour(%v, Compact) = walk %v by %q; want the construction kept as a walk", q, c.Walk != nil, c.Algorithm)
		}
		for _, f := range []string{"alg", "prolog", "xy", "grid", "json"} {
			var want bytes.Buffer
			if f == "json" {
				bw := bufio.NewWriter(&want)
				if err := api.WriteTour(bw, q, a); err != nil {
					t.Fatal(err)
				}
			} else {
				ff, err := notation.ParseFormat(f)
				if err != nil {
					t.Fatal(err)
				}
				if err := notation.WritePath(&want, q.Board, a.Tour, ff); err != nil {
					t.Fatal(err)
				}
			}
			args := append([]string{"tour", "-board", tc.board}, tc.args...)
			if f == "json" {
				args = append(args, "-json")
			} else {
				args = append(args, "-format", f)
			}
			code, got, stderr := runKnight(t, "", args...)
			if code != exitYes || got != want.String() {
				t.Errorf("knight %s: exit %d (%s), output %d bytes; want exit 0 and the %d bytes of the whole path (first difference at %d)",
					strings.Join(args, " "), code, stderr, len(got), want.Len(), firstDiff(got, want.String()))
			}
		}
	}
	if walks < 6 {
		t.Errorf("%d answers came as walks, want at least 6: the test compares too little", walks)
	}
}

func firstDiff(a, b string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
