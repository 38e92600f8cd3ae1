package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestRaggedSquareColumnNeverPanics: a table of a tour's steps and
// squares with a second column of squares beside them (under a name no
// role gives, or one that names squares), one row of which lacks its
// last cell, as a program that crashed mid-line prints it. The reading
// quotes the rows it could not read from the input; that must never
// panic, and with a cell missing the second tour is incomplete, so the
// input never passes. The oracle: warnsdorffWalk's tour checked by
// walkOK, and the cell the test left out.
func TestRaggedSquareColumnNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 19))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}}
	for round := range 24 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		second := []string{"old", "prev", "got", "old_square", "square2"}[rng.IntN(5)]
		short := 1 + rng.IntN(len(p)-2)
		var sb strings.Builder
		fmt.Fprintf(&sb, "step,square,%s\n", second)
		for i, s := range p {
			if i == short {
				fmt.Fprintf(&sb, "%d,%v\n", i+1, s)
				continue
			}
			fmt.Fprintf(&sb, "%d,%v,%v\n", i+1, s, s)
		}
		text := sb.String()
		t.Run(fmt.Sprintf("%d/%v/%s/row%d", round, b, second, short+2), func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic %v:\n%s", r, clip(text))
				}
			}()
			if tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck); code == 0 {
				t.Errorf("exit 0, %d tours %v: the second column lacks a square:\n%s", len(tours), verdicts, clip(text))
			}
		})
	}
}
