package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// hexGrid writes p's numbering from 1 as rows of hex literals ("0x0c"),
// the top row the board's last rank.
func hexGrid(b board.Board, p board.Path) string {
	step := map[board.Square]int{}
	for i, s := range p {
		step[s] = i + 1
	}
	var sb strings.Builder
	for y := b.H; y >= 1; y-- {
		var row []string
		for x := int32(1); x <= b.W; x++ {
			row = append(row, fmt.Sprintf("0x%02x", step[board.Square{X: x, Y: y}]))
		}
		sb.WriteString(strings.Join(row, " ") + "\n")
	}
	return sb.String()
}

// TestRereadRulesGuarded reads inputs that only one rule of the readers
// reads right (hex literals in decimal, runs side by side on a line,
// labels that part a line into whole lists, each a tour), each tour a random
// one of 5x5 (warnsdorffWalk) or that tour with two squares swapped
// (swapped). The oracle is walkOK on the tours as written: exit 0 only
// when every tour written is read and valid, a faulty tour never passes,
// and the exit is the one the input's tours call for (a complete
// numbering or list is certain, so a faulty one is invalid; a tour set
// aside makes it 2).
func TestRereadRulesGuarded(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	b := board.Board{W: 5, H: 5}
	walk := func() board.Path {
		p := warnsdorffWalk(rng, b, 500)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		return p
	}
	for round := range 5 {
		p, q := walk(), walk()
		bad := swapped(t, b, q)
		cases := []struct {
			name     string
			text     string
			written  []board.Path
			wantExit int
		}{
			{"hex grid", hexGrid(b, p), []board.Path{p}, 0},
			{"hex grid, swapped", hexGrid(b, bad), []board.Path{bad}, 1},
			{"runs parted by a tab", squaresOf(p) + "\t" + squaresOf(q) + "\n", []board.Path{p, q}, 0},
			{"runs parted by a wall, the second swapped", squaresOf(p) + " | " + squaresOf(bad) + "\n", []board.Path{p, bad}, 1},
			{"captions, the first swapped", "Tour 1: " + squaresOf(bad) + "  Tour 2: " + squaresOf(p) + "\n", []board.Path{bad, p}, 1},
			{"captions, both valid", "Tour 1: " + squaresOf(p) + "  Tour 2: " + squaresOf(q) + "\n", []board.Path{p, q}, 0},
		}
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/%d", c.name, round), func(t *testing.T) {
				tours, verdicts, code := textExit(c.text, ReadOptions{}, walkCheck)
				all := true
				for _, w := range c.written {
					all = all && walkOK(b, w)
				}
				if code == 0 && (!all || len(tours) != len(c.written)) {
					t.Fatalf("exit 0 with %d tours read of %d written, all valid %v (verdicts %v):\n%s", len(tours), len(c.written), all, verdicts, c.text)
				}
				if code != c.wantExit {
					t.Errorf("exit %d, want %d (%d tours read of %d, verdicts %v):\n%s", code, c.wantExit, len(tours), len(c.written), verdicts, c.text)
				}
			})
		}
	}
}
