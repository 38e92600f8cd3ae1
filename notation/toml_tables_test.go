package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// tomlTablesOf writes rows (from the top) as a TOML array of tables named
// table, each row's numbers under key, in the order order gives (the
// row of each table written); ranked adds each table's rank (its row
// from the bottom), and a string key beside it.
func tomlTablesOf(rows [][]int, table, key string, order []int, ranked bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %dx%d tour\n[meta]\nsolver = \"warnsdorff\"\n\n", len(rows[0]), len(rows))
	for _, y := range order {
		cells := make([]string, len(rows[y]))
		for x, v := range rows[y] {
			cells[x] = fmt.Sprint(v)
		}
		fmt.Fprintf(&b, "[[%s]]\n", table)
		if ranked {
			fmt.Fprintf(&b, "rank=%d\nlabel = \"r%d\"\n", len(rows)-y, len(rows)-y)
		}
		fmt.Fprintf(&b, "%s=[ %s ]\n\n", key, strings.Join(cells, ","))
	}
	return b.String()
}

// TestTOMLTablesProperty writes random tours (warnsdorffWalk, checked by
// walkOK) on boards from 3x4 to 16x16 as TOML arrays of tables under
// other names and keys than any seen, their tables in the order of the
// rows or, ranked, shuffled, valid and with one fault each
// (singleFaults). The oracle is numberingIsTour on the rows the test
// wrote: a valid one must exit 0 as one tour of the board written, a
// faulty one exit 1, with or without the board given.
func TestTOMLTablesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 10))
	boards := []board.Board{{W: 4, H: 3}, {W: 3, H: 4}, {W: 4, H: 6}, {W: 5, H: 5}, {W: 12, H: 3}, {W: 8, H: 11}, {W: 16, H: 16}}
	if testing.Short() {
		boards = boards[:5]
	}
	names := [][2]string{{"rows", "values"}, {"board.line", "n"}, {"r", "visits"}}
	for i, b := range boards {
		grids := tourGrids(t, rng, b, "swap", "twice", "zero")
		inOrder := make([]int, b.H)
		for y := range inOrder {
			inOrder[y] = y
		}
		shuffled := rng.Perm(int(b.H))
		for _, g := range grids {
			n := names[i%len(names)]
			for _, text := range []string{tomlTablesOf(g.rows, n[0], n[1], inOrder, false), tomlTablesOf(g.rows, n[0], n[1], shuffled, true)} {
				judgedAsWritten(t, text, b, g, n[0])
			}
		}
	}
}

// TestTOMLTablesNoOrder checks that tables whose ranks are not 1..H once
// each, or only some ranked, or whose arrays differ in length, give no
// certain board: each input is unreadable (exit 2), never judged. The
// oracle is the rule of keyed_records.go: a cell written twice or left
// out leaves the board unknown.
func TestTOMLTablesNoOrder(t *testing.T) {
	row := "cells = [1, 2, 3, 4]\n"
	for _, text := range []string{
		"[[row]]\nrank = 3\n" + row + "[[row]]\nrank = 3\n" + row + "[[row]]\nrank = 1\n" + row,
		"[[row]]\nrank = 3\n" + row + "[[row]]\n" + row + "[[row]]\nrank = 1\n" + row,
		"[[row]]\n" + row + "[[row]]\ncells = [5, 6, 7]\n[[row]]\n" + row,
		"[[row]]\nrank = 4\n" + row + "[[row]]\nrank = 2\n" + row + "[[row]]\nrank = 1\n" + row,
	} {
		if _, vs, code := textExit(text, ReadOptions{}, walkCheck); code != 2 {
			t.Errorf("%q: exit %d %v, want 2", text, code, vs)
		}
	}
}
