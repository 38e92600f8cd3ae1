package puzzle

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestSplitReach: on the puzzles of noneSetFile (no solution, by the
// naive counter on 6x6 and SAT on 8x8, and no single certificate), the
// split proves at least as many as it did when measured, and verify
// accepts every proof it gives (the oracle for the proof: verify
// re-derives each split's squares and runs each deduction again), and
// on 6x6 a second run gives the same proof.
func TestSplitReach(t *testing.T) {
	want := map[string]int{"6x6": 70, "8x8": 88}
	got := map[string]int{}
	var worst time.Duration
	for i, p := range readNoneSet(t) {
		size := p.Board.String()
		if testing.Short() && size != "6x6" {
			continue
		}
		c, ok := split(context.Background(), p, DefaultSplitNodes)
		if !ok {
			continue
		}
		got[size]++
		if size == "6x6" {
			if again, _ := split(context.Background(), p, DefaultSplitNodes); fmt.Sprint(again) != fmt.Sprint(c) {
				t.Errorf("puzzle %d: split again gives another proof", i+1)
			}
		}
		start := time.Now()
		if err := verify.PuzzleCertificate(p, c); err != nil {
			t.Errorf("puzzle %d (%v): verify.PuzzleCertificate(split of %d nodes) = %v", i+1, p.Board, puzzlecert.Nodes(c), err)
		}
		worst = max(worst, time.Since(start))
		switch c.(type) {
		case puzzlecert.Split, puzzlecert.Deduced:
		default:
			t.Errorf("puzzle %d: split gives a %v certificate", i+1, c.Kind())
		}
	}
	t.Logf("proved %v; the longest check took %v", got, worst)
	for size, w := range want {
		if testing.Short() && size != "6x6" {
			continue
		}
		if got[size] < w {
			t.Errorf("%s: %d puzzles proved, want at least %d: the split lost its reach", size, got[size], w)
		}
	}
}
