package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyInvalidBesideSetAside: an input with a tour certainly invalid
// and a board set aside is invalid (exit 1), since not every tour is
// valid whatever the board set aside holds, and the board set aside is
// still a row of its own with its line, in the text lines, in -json and
// in -junit, with and without -skip-partial. Without the invalid tour the
// same board keeps the answer at exit 2. The oracle: the tours written
// (walk, checked by firstFault) and the swap made here, whose first fault
// firstFault names.
func TestVerifyInvalidBesideSetAside(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 6))
	b5 := board.Board{W: 5, H: 5}
	ps := tours(t, rng, b5, 3)
	var broken board.Path
	for i := 1; broken == nil; i++ {
		// A swap that leaves a fault: two squares a knight's move from
		// each other's neighbours would leave a tour.
		p := append(board.Path(nil), ps[2]...)
		p[i], p[i+1] = p[i+1], p[i]
		if firstFault(b5, p) > 0 {
			broken = p
		}
	}
	fault := firstFault(b5, broken)
	partial := lines(gridFrom1(b5, ps[1]), func(_ int, l string) string {
		f := strings.Fields(l)
		for k, c := range f {
			if len(c) > 1 || c > "9" { // keep 1..9: 9 of 25 squares
				f[k] = "."
			}
		}
		return strings.Join(f, " ")
	})
	// Lines: the valid grid 1-5, a blank, the board under half filled
	// 7-11, a blank, the broken grid 13-17.
	in := gridFrom1(b5, ps[0]) + "\n" + partial + "\n" + gridFrom1(b5, broken)
	setAside := "stdin:7: set aside: a 5x5 grid numbering 9 of its 25 squares, which could be a tour, not graded"
	invalid := fmt.Sprintf(": invalid: move %d: ", fault)

	for _, flags := range [][]string{nil, {"-skip-partial"}} {
		code, stdout, stderr := runKnight(t, in, append([]string{"verify"}, flags...)...)
		assert.Equal(t, exitNo, code, "%v: an invalid tour is certain: %s%s", flags, stdout, stderr)
		assert.Contains(t, stdout, setAside, flags)
		assert.Contains(t, stdout, invalid, flags)
		ls := strings.Split(strings.TrimSpace(stdout), "\n")
		require.Len(t, ls, 4, "a row a board and the summary: %s", stdout)
		assert.True(t, strings.HasPrefix(ls[2], "stdin:1"), "the broken grid's row at its lines: %s", ls[2])

		code, stdout, _ = runKnight(t, in, append([]string{"verify", "-json"}, flags...)...)
		assert.Equal(t, exitNo, code, "%v -json", flags)
		var rows []map[string]any
		for _, l := range strings.Split(strings.TrimSpace(stdout), "\n") {
			var row map[string]any
			require.NoError(t, json.Unmarshal([]byte(l), &row), l)
			rows = append(rows, row)
		}
		require.Len(t, rows, 3, "a row a board, set aside or not: %s", stdout)
		assert.Equal(t, "valid", rows[0]["verdict"])
		assert.Equal(t, "set aside", rows[1]["verdict"])
		assert.Equal(t, float64(7), rows[1]["line"])
		assert.Equal(t, "invalid", rows[2]["verdict"])
		assert.Equal(t, float64(fault), rows[2]["move"])

		code, stdout, _ = runKnight(t, in, append([]string{"verify", "-junit", "-"}, flags...)...)
		assert.Equal(t, exitNo, code, "%v -junit -", flags)
		assert.Contains(t, stdout, `failures="1"`)
	}
	code, stdout, _ := runKnight(t, gridFrom1(b5, ps[0])+"\n"+partial, "verify")
	assert.Equal(t, exitUsage, code, "without the invalid tour, the board set aside keeps the answer undecided: %s", stdout)
}
