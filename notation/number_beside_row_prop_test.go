package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// besideLabels are captions a program prints beside one row of its grid,
// each with a number of its own.
var besideLabels = []func(n int) string{
	func(n int) string { return fmt.Sprintf("Score: %d", n) },
	func(n int) string { return fmt.Sprintf("score %d", n) },
	func(n int) string { return fmt.Sprintf("Moves = %d", n) },
	func(n int) string { return fmt.Sprintf("<- steps=%d", n) },
	func(n int) string { return fmt.Sprintf("# backtracks: %d", n) },
	func(n int) string { return fmt.Sprintf("Punkte: %d", n) },
	func(n int) string { return fmt.Sprintf("得分：%d", n) },
}

// TestNumberBesideGridRow: a random grid (gridTour: a tour, or one with a
// fault) with a caption and its number printed beside one random row
// reads as the grid, the caption text around it. The oracle is the
// test's walk check (walkOK) of what it wrote: a valid grid exits 0 with
// one tour, a faulty one never exits 0.
func TestNumberBesideGridRow(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 20))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 5}, {W: 8, H: 8}, {W: 6, H: 8}, {W: 10, H: 10}}
	bad := 0
	const cases = 140
	for c := range cases {
		b := boards[rng.IntN(len(boards))]
		base := rng.IntN(2)
		rows, valid := gridTour(t, rng, b, base, rng.IntN(2) == 0)
		// The caption's number: the board's size, or a number the grid
		// writes too.
		n := b.Size()
		if rng.IntN(2) == 0 {
			n = rows[rng.IntN(len(rows))][rng.IntN(len(rows[0]))]
		}
		at := rng.IntN(len(rows))
		var text strings.Builder
		for i, r := range rows {
			for j, v := range r {
				if j > 0 {
					text.WriteByte(' ')
				}
				fmt.Fprintf(&text, "%3d", v)
			}
			if i == at {
				text.WriteString(strings.Repeat(" ", 1+rng.IntN(6)) + besideLabels[c%len(besideLabels)](n))
			}
			text.WriteByte('\n')
		}
		tours, verdicts, code := textExit(text.String(), ReadOptions{}, walkCheck)
		switch {
		case valid && (code != 0 || len(tours) != 1):
			bad++
			if bad <= 5 {
				t.Errorf("case %d: a valid grid: exit %d, %d tours %v, want exit 0 and 1 tour:\n%s", c, code, len(tours), verdicts, text.String())
			}
		case !valid && code == 0:
			bad++
			if bad <= 5 {
				t.Errorf("case %d: a faulty grid passed (%v):\n%s", c, verdicts, text.String())
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d cases wrong of %d", bad, cases)
	}
}
