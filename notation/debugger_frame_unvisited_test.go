package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestDebuggerFrameUnvisitedSquare: a random tour's grid printed as lldb
// prints an int[H][W] (each cell "[j] = v" on a line of its own, each
// row in braces) with one square's number written -1 is no tour, and the
// fault is placed at that -1's digit, as the grid reader places it.
// Oracle: the line and column where the test wrote it.
func TestDebuggerFrameUnvisitedSquare(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 12))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 11, H: 11}}
	for c := range 12 {
		b := boards[c%len(boards)]
		rows, _ := gridTour(t, rng, b, c%2, false)
		// Not the first number nor the last: without either the others
		// are a path begun, a reading of its own.
		y, x := rng.IntN(len(rows)), rng.IntN(len(rows[0]))
		for v := rows[y][x] - c%2; v == 0 || v == b.Size()-1; v = rows[y][x] - c%2 {
			y, x = rng.IntN(len(rows)), rng.IntN(len(rows[0]))
		}
		rows[y][x] = -1
		lines := []string{"(lldb) frame variable board", fmt.Sprintf("(int[%d][%d]) board = {", b.H, b.W)}
		var line, col int
		for i, r := range rows {
			lines = append(lines, fmt.Sprintf("  [%d] = {", i))
			for j, v := range r {
				if i == y && j == x {
					line, col = len(lines)+1, len(fmt.Sprintf("    [%d] = -", j))+1
				}
				lines = append(lines, fmt.Sprintf("    [%d] = %d", j, v))
			}
			lines = append(lines, "  }")
		}
		lines = append(lines, "}")
		text := strings.Join(lines, "\n") + "\n"
		tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
		if err == nil && len(tours) == 1 {
			err = tours[0].Err
		}
		var pe *board.ParseError
		if len(tours) != 1 || !errors.Is(err, ErrNumbering) || !errors.As(err, &pe) || pe.Line != line || pe.Col != col {
			t.Errorf("case %d: %v, row %d column %d written -1: %d tours, %v, want one, %v at %d:%d", c, b, y+1, x+1, len(tours), err, ErrNumbering, line, col)
		}
	}
}
