package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// statedStartText writes tours as a solver that states its start in a
// caption and then lists only the squares it moves to does: for each
// path, the caption with the start's pair, then the moves, each pair
// wrapped by move. base is the number of the first rank and file.
func statedStartText(caption, move string, base int32, starts []board.Square, moves []board.Path) string {
	var b strings.Builder
	// A caption or move with one verb writes the square in algebraic.
	write := func(format string, s board.Square) {
		if strings.Count(format, "%") == 1 {
			fmt.Fprintf(&b, format, s)
		} else {
			fmt.Fprintf(&b, format, s.X-1+base, s.Y-1+base)
		}
	}
	for i, p := range moves {
		write(caption+"\n", starts[i])
		for _, m := range p {
			write(move, m)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestStatedStartProperty: random tours (warnsdorffTour, the oracle: a
// tour the test found and checks by |dx|*|dy| == 2), each written as a
// caption that states its start and a line of the squares it moves to,
// through captions and move wrappers no reader was written for, one to
// three tours an input. Each must read as a valid tour of its own, the
// caption's square its start (exit 0, as many tours as written). The
// same moves under a caption that states another square (one the moves
// name, or the left-out one's neighbour that is no knight's move from
// the first) leave the caption out: a path a square short, never exit
// 0; and two squares swapped in the moves is never exit 0.
func TestStatedStartProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 5))
	captions := []string{
		"Solution exists from: %d,%d",
		"start at (%d, %d).",
		"Starting square: [%d,%d]",
		"# knight begins on %d %d",
		"Starting square: %v",
	}
	moves := []string{
		"Move to (%d,%d); ",
		"goes to %d,%d ",
		"-> (%d, %d) ",
		"[%d,%d], ",
		"jump to {%d, %d}. ",
		"Move to %v; ",
		"-> %v ",
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		for _, caption := range captions {
			for _, move := range moves {
				if strings.Count(caption, "%") != strings.Count(move, "%") {
					continue // pairs under an algebraic caption: another notation
				}
				base := int32(rng.IntN(2))
				n := 1 + rng.IntN(3)
				var starts []board.Square
				var tails []board.Path
				for range n {
					start := board.Square{X: 1, Y: 1} // a corner: 5x5 has open tours only from its majority colour
					p := warnsdorffTour(rng, b, start)
					if !walkOK(b, p) {
						t.Fatalf("%v: the test's own tour", b)
					}
					starts, tails = append(starts, p[0]), append(tails, p[1:])
				}
				text := statedStartText(caption, move, base, starts, tails)
				tours, vs, code := textExit(text, ReadOptions{}, knightCheck)
				if code != 0 || len(tours) != n {
					t.Errorf("%v %q %q: exit %d, %d tours (%v), want exit 0 and %d tours:\n%s", b, caption, move, code, len(tours), vs, n, text)
					continue
				}
				for i, tr := range tours {
					if got := tr.Readings[0].Path[0]; got != starts[i] {
						t.Errorf("%v %q %q: tour %d starts at %v, want %v (the caption's)", b, caption, move, i+1, got, starts[i])
					}
				}

				// The caption names a square the moves name too: no
				// start of theirs, and the moves alone are a square short.
				named := slices.Clone(starts)
				named[0] = tails[0][len(tails[0])/2]
				text = statedStartText(caption, move, base, named, tails)
				if _, vs, code := textExit(text, ReadOptions{}, knightCheck); code == 0 || vs[0] == Valid {
					t.Errorf("%v %q %q: caption naming a square of the moves: exit %d, verdicts %v, want no pass:\n%s", b, caption, move, code, vs, text)
				}

				// Two squares of the moves swapped: a fault in any reading.
				swapped := slices.Clone(tails[0])
				k := 2 + rng.IntN(len(swapped)-4)
				swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
				text = statedStartText(caption, move, base, starts[:1], []board.Path{swapped})
				if _, vs, code := textExit(text, ReadOptions{}, knightCheck); code == 0 || len(vs) > 0 && vs[0] == Valid {
					t.Errorf("%v %q %q: swapped moves: exit %d, verdicts %v, want no pass:\n%s", b, caption, move, code, vs, text)
				}
			}
		}
	}
}
