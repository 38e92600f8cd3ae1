package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
)

// rowLine is the line (from 1) of text whose integers standing alone are
// first, the line of a grid's first row in its wrapper; 0 when none is.
func rowLine(text string, first []int) int {
	num := regexp.MustCompile(`(^|[^0-9A-Za-z_.])(-?[0-9]+)`)
	for i, l := range strings.Split(text, "\n") {
		var ints []int
		for _, m := range num.FindAllStringSubmatch(l, -1) {
			v, _ := strconv.Atoi(m[2])
			ints = append(ints, v)
		}
		if slices.Equal(ints, first) {
			return i + 1
		}
	}
	return 0
}

// TestVerifyCutGrid: random valid tours (oracle: walk and firstFault,
// written in the test) written as numbered grids, from 0 or 1, in every
// grid wrapper (plain rows, code literals, comment and bullet marks, REPL
// and log lines); the whole grid exits 0, and the same grid with one row
// cut short at random (from 1 to W-1 of its numbers left) exits 2, never
// 0 or 1, naming the short row's line, with -json too (its verdict
// unreadable, its line the short row's). The test's own tour and the
// row it cut are the oracle.
func TestVerifyCutGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	var grids []wrapper
	probe := [][]int{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}
	for _, w := range wrappers() {
		text := w.wrap(probe, "")
		if first := rowLine(text, probe[0]); w.grid && w.tours == 1 && first > 0 && rowLine(text, probe[2]) == first+2 {
			grids = append(grids, w) // rows one a line, so that one can be cut short
		}
	}
	grids = append(grids, wrapper{"plain", true, func(rows [][]int, _ string) string { return plainRows(rows) }, 1})
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		for _, w := range grids {
			p := tours(t, rng, b, 1)[0]
			rows := rowsOf(b, p)
			base := rng.IntN(2)
			for _, r := range rows {
				for x := range r {
					r[x] -= 1 - base
				}
			}
			whole := w.wrap(rows, "")
			line0 := rowLine(whole, rows[0])
			if line0 == 0 {
				t.Fatalf("%v/%s: no line holds the first row %v:\n%s", b, w.name, rows[0], whole)
			}
			name := fmt.Sprintf("%v/%s/base %d", b, w.name, base)
			code, stdout, stderr := runKnight(t, whole, "verify")
			assert.Equal(t, exitYes, code, "%s: the whole grid:\n%s\n%s%s", name, whole, stdout, stderr)

			r, keep := rng.IntN(int(b.H)), 1+rng.IntN(int(b.W)-1)
			cut := slices.Clone(rows)
			cut[r] = rows[r][:keep]
			text := w.wrap(cut, "")
			short := line0 + r
			code, stdout, stderr = runKnight(t, text, "verify")
			out := stdout + stderr
			if assert.Equal(t, exitUsage, code, "%s: row %d cut to %d numbers:\n%s\n%s", name, r+1, keep, text, out) {
				assert.True(t, strings.Contains(out, fmt.Sprintf("(line %d)", short)) || strings.Contains(out, fmt.Sprintf("stdin:%d:", short)),
					"%s: row %d cut to %d numbers, on line %d, not named:\n%s\n%s", name, r+1, keep, short, text, out)
			}
			code, stdout, _ = runKnight(t, text, "verify", "-json")
			assert.Equal(t, exitUsage, code, "%s -json:\n%s", name, stdout)
			var v struct {
				Line    int
				Verdict string
				Fault   string
			}
			first, _, _ := strings.Cut(stdout, "\n")
			if assert.NoError(t, json.Unmarshal([]byte(first), &v), "%s -json: %s", name, stdout) && strings.Contains(v.Fault, "no whole grid") {
				assert.Equal(t, "unreadable", v.Verdict, "%s -json", name)
				assert.Contains(t, v.Fault, fmt.Sprintf("(line %d)", short), "%s -json", name)
			}
		}
	}
}
