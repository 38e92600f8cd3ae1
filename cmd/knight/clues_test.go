package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyCluesSetAside: a puzzle's clue grid, numbers with gaps among
// marked squares, given to verify with no board is a partial board: set
// aside (exit 2) naming the -board that judges it, never an invalid tour;
// with -board or -read grid a tour of the board was asked for, and its
// gaps are the fault (exit 1); the puzzle's solution, a complete grid, is
// valid. Oracles: knight puzzle make's own clue grids and knight puzzle
// solve's solutions (a second method, the puzzle package's writer), and
// grids written here by hand, each numbering fewer squares than its board.
func TestVerifyCluesSetAside(t *testing.T) {
	grids := map[string]string{
		"by hand, 3x2":           "1 . 3\n. . .\n",
		"by hand, 5x3 from 0":    "0 . . . 4\n. . 2 . .\n. . . . .\n",
		"by hand, no 1":          ". 7 .\n. . 4\n. . .\n9 . .\n",
		"by hand, bracketed":     "[[1, -1, 3], [-1, -1, -1]]\n",
		"by hand, in a sentence": "Clues:\n1 . 3\n. . .\n",
	}
	boards := map[string]string{"by hand, 3x2": "3x2", "by hand, 5x3 from 0": "5x3", "by hand, no 1": "3x4", "by hand, bracketed": "3x2", "by hand, in a sentence": "3x2"}
	solutions := map[string]string{}
	for _, b := range []string{"5x5", "6x6"} {
		for seed := 1; seed <= 3; seed++ {
			for _, first := range []string{"0", "1"} {
				name := fmt.Sprintf("puzzle make -board %s -seed %d -first %s", b, seed, first)
				code, out, errText := runKnight(t, "", "puzzle", "make", "-board", b, "-seed", fmt.Sprint(seed), "-first", first)
				require.Equal(t, 0, code, "%s: %s", name, errText)
				grids[name], boards[name] = out, b
				code, sol, errText := runKnight(t, out, "puzzle", "solve", "-first", first)
				require.Equal(t, 0, code, "%s, solved: %s", name, errText)
				solutions[name] = sol
			}
		}
	}
	for name, grid := range grids {
		code, out, errText := runKnight(t, grid, "verify")
		assert.Equal(t, 2, code, "%s: %s%s", name, out, errText)
		assert.Contains(t, out+errText, "set aside", name)
		assert.Contains(t, out+errText, "give -board "+boards[name], name)
		assert.NotContains(t, out+errText, "invalid", name)
		for _, asked := range [][]string{{"-board", boards[name]}, {"-read", "grid"}} {
			code, out, errText := runKnight(t, grid, append([]string{"verify"}, asked...)...)
			assert.Equal(t, 1, code, "%s %s: %s%s", name, strings.Join(asked, " "), out, errText)
		}
	}
	for name, sol := range solutions {
		code, out, errText := runKnight(t, sol, "verify")
		assert.Equal(t, 0, code, "%s, solved: %s%s", name, out, errText)
	}
}
