package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// stepLayouts write a path one step a line, each line in a layout of a
// list or a table, numbered from first (a header line first when the
// layout has one).
var stepLayouts = []struct {
	name   string
	header string
	line   func(k int, sq string) string
}{
	{"bare", "", func(_ int, sq string) string { return sq }},
	{"csv", "step,square", func(k int, sq string) string { return fmt.Sprintf("%d,%s", k, sq) }},
	{"move", "", func(k int, sq string) string { return fmt.Sprintf("Move %d: %s", k, sq) }},
	{"numbered", "", func(k int, sq string) string { return fmt.Sprintf("%d. %s", k, sq) }},
	{"markdown", "| step | square |\n|---|---|", func(k int, sq string) string { return fmt.Sprintf("| %d | %s |", k, sq) }},
}

// stepText writes squares in layout l, one a line, numbered from 1.
func stepText(l int, squares []string) string {
	var lines []string
	if h := stepLayouts[l].header; h != "" {
		lines = append(lines, h)
	}
	for k, sq := range squares {
		lines = append(lines, stepLayouts[l].line(k+1, sq))
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestExtraStepsNeverPass: a valid tour written one step a line, with
// one to three steps more in the same layout after it, continuing its
// numbering. The oracle:
// warnsdorffWalk's tours, checked by walkOK, and the pigeonhole: a walk
// of more steps than its board's squares visits one twice, so the text
// is no tour and never passes (exit 0), whatever is read of it.
func TestExtraStepsNeverPass(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 26))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}}
	for round := range 60 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		squares := strings.Fields(p.String())
		extra := 1 + rng.IntN(3)
		for range extra {
			sq := board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
			for sq == p[0] {
				// not a closed tour's return written out, which is a tour
				sq = board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
			}
			squares = append(squares, sq.String())
		}
		l := rng.IntN(len(stepLayouts))
		text := stepText(l, squares)
		opt := ReadOptions{}
		if round%3 != 0 {
			opt.Board = b
		}
		t.Run(fmt.Sprintf("%d/%v/layout%d/extra%d", round, b, l, extra), func(t *testing.T) {
			tours, verdicts, code := textExit(text, opt, walkCheck)
			if code == 0 {
				t.Errorf("exit 0, %d tours %v: a walk of %d steps on %v's %d squares passed:\n%s", len(tours), verdicts, len(squares), b, b.Size(), clip(text))
			}
		})
	}
}

// TestMisprintedEndNeverAccused: a valid tour whose first or last square
// is written with one to three signs between its letter and its number
// ("e??5", "e--5", "eéé5", a dash read in the wrong encoding), in a
// list on one line, with commas, or one square a line. The oracle:
// warnsdorffWalk's tours, checked by walkOK: the tour as meant is valid,
// so the text is never called invalid (exit 1) for the square misprinted.
func TestMisprintedEndNeverAccused(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 3))
	junk := []string{"?", "-", ".", "é", "一", "~", "*"}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}}
	seps := []string{" ", ", ", "\n"}
	for round := range 60 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		squares := strings.Fields(p.String())
		var mark strings.Builder
		if rng.IntN(4) == 0 {
			mark.WriteString("â\u0080\u0093") // an en dash's UTF-8 read as Latin-1
		} else {
			for range 2 + rng.IntN(2) {
				mark.WriteString(junk[rng.IntN(len(junk))])
			}
		}
		k := 0
		if round%2 == 1 {
			k = len(squares) - 1
		}
		sq := squares[k]
		squares[k] = sq[:1] + mark.String() + sq[1:]
		text := strings.Join(squares, seps[rng.IntN(len(seps))]) + "\n"
		t.Run(fmt.Sprintf("%d/%v/%q", round, b, squares[k]), func(t *testing.T) {
			tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
			if code == 1 {
				t.Errorf("exit 1, %d tours %v: a valid tour accused for its square %q misprinted:\n%s", len(tours), verdicts, squares[k], clip(text))
			}
		})
	}
}
