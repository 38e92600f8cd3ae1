package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestRaggedGridWithMarkNoPanic: a random grid with one number left out
// of a row and another written as an unvisited mark (-1, as a debugger
// prints it) is read without a panic, and no reading of it is a tour of
// its board. Oracle: the text writes at most W*H-2 numbers of the
// board's W*H, so by counting no walk read from it covers the board
// (walkOK, written in the test, checks every reading given).
func TestRaggedGridWithMarkNoPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 7))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}, {W: 10, H: 6}}
	seps := []string{" ", "  ", ", ", "\t"}
	for c := range 96 {
		b := boards[c%len(boards)]
		rows, _ := gridTour(t, rng, b, c%2, false)
		y, x := rng.IntN(len(rows)), rng.IntN(len(rows[0]))
		rows[y] = append(rows[y][:x:x], rows[y][x+1:]...)
		y2 := rng.IntN(len(rows))
		if y2 == y && len(rows[y]) == 0 {
			y2 = (y + 1) % len(rows)
		}
		rows[y2][rng.IntN(len(rows[y2]))] = -1
		sep := seps[c%len(seps)]
		var lines []string
		for _, r := range rows {
			words := make([]string, len(r))
			for i, v := range r {
				words[i] = fmt.Sprint(v)
			}
			lines = append(lines, strings.Join(words, sep))
		}
		text := strings.Join(lines, "\n") + "\n"
		for _, opt := range []ReadOptions{{}, {Board: b}} {
			tours, err := ReadTours(strings.NewReader(text), opt)
			if err != nil {
				continue
			}
			for _, tr := range tours {
				for _, d := range tr.Readings {
					if tr.Err == nil && d.Board == b && walkOK(b, d.Path) {
						t.Errorf("case %d: %v with row %d short and a -1 in row %d read as a tour:\n%s", c, b, y+1, y2+1, text)
					}
				}
			}
		}
	}
}
