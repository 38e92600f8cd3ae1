package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestFlagLineBesideTour: a line of one number in every cell, three or
// more ("1 1 1 ... 1", a program's visited flags printed after its board),
// names no tour in any notation: a numbering writes each number once, a
// list of squares or of (x, y) pairs names one square again and again. So
// written under a tour, above it or a blank line apart, through several
// wrappers, it is words: the input is the one tour, valid and passed
// (exit 0), and the same tour with two squares swapped is never passed.
// The oracle is walkOK, which shares no code with the reader, and the
// count of tours the test writes (one).
func TestFlagLineBesideTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 94))
	tours := testTours(t, rng)
	flagLines := map[string]func(n, v int) string{
		"spaced": func(n, v int) string { return strings.TrimSpace(strings.Repeat(fmt.Sprint(v, " "), n)) },
		"commas": func(n, v int) string {
			return "[" + strings.TrimSuffix(strings.Repeat(fmt.Sprint(v, ", "), n), ", ") + "]"
		},
		"tabs":     func(n, v int) string { return strings.TrimSpace(strings.Repeat(fmt.Sprint(v, "\t"), n)) },
		"few only": func(_, v int) string { return strings.TrimSpace(strings.Repeat(fmt.Sprint(v, " "), 3)) },
	}
	grids := map[string]func(rows [][]int) string{
		"plain rows":    func(rows [][]int) string { return writeRows(rows, "", " ", "") },
		"python rows":   func(rows [][]int) string { return writeRows(rows, "[", ", ", "],") },
		"walled rows":   func(rows [][]int) string { return writeRows(rows, "| ", " | ", " |") },
		"square list":   nil, // the tour as squares, written by squaresOf
		"tab separated": func(rows [][]int) string { return writeRows(rows, "", "\t", "") },
	}
	for b, p := range tours {
		swapped := append(board.Path(nil), p...)
		swapped[5], swapped[6] = swapped[6], swapped[5]
		for gName, grid := range grids {
			for fName, flags := range flagLines {
				v := rng.IntN(2)
				line := flags(b.Size(), v)
				for _, c := range []struct {
					path  board.Path
					valid bool
				}{{p, true}, {swapped, false}} {
					tour := squaresOf(c.path)
					if grid != nil {
						tour = grid(rowsOf(b, c.path, 1))
					}
					for where, text := range map[string]string{
						"under":         tour + "\n" + line + "\n",
						"a blank apart": tour + "\n\n" + line + "\n",
						"above":         line + "\n\n" + tour + "\n",
					} {
						trs, vs, err := judgeText(text, board.Board{})
						name := fmt.Sprintf("%v %s, flags %s %s", b, gName, fName, where)
						switch {
						case c.valid && (err != nil || len(vs) != 1 || vs[0] != Valid || propExit(trs, vs) != 0):
							t.Errorf("%s: verdicts %v (%v), exit %d, want one valid tour, exit 0:\n%s", name, vs, err, propExit(trs, vs), text)
						case !c.valid && propExit(trs, vs) == 0:
							t.Errorf("%s, two squares swapped: verdicts %v, exit 0, want the input not passed:\n%s", name, vs, text)
						}
					}
				}
			}
		}
	}
}
