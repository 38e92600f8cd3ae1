package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestHashMarkedRows reads grids whose cells are marked '#' ("#01"), on
// every row, on some rows or on some cells, beside lines of words and a
// line of numbers: one valid tour, with no row of the grid named as
// skipped. The line rule for such rows (classifyLine) is what reads the
// rows marked on some lines only; the structural reader alone reads them
// with the marked rows skipped, or not at all. On a board it does not
// fit, the refusal names the grid's size: the grid reader's cell rule
// ("#01" a number) is what reads it as a grid there. Oracle: walkOK,
// the test's own move check, and the grid's size as written.
func TestHashMarkedRows(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rand.New(rand.NewPCG(5, 5)), b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	rows := make([][]int, b.H)
	for i := range rows {
		rows[i] = make([]int, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = k + 1
	}
	write := func(mark func(r, c int) bool) string {
		var ls []string
		for r, row := range rows {
			var cs []string
			for c, v := range row {
				if mark(r, c) {
					cs = append(cs, fmt.Sprintf("#%02d", v))
				} else {
					cs = append(cs, fmt.Sprintf("%02d", v))
				}
			}
			ls = append(ls, strings.Join(cs, " "))
		}
		return strings.Join(ls, "\n") + "\n"
	}
	for name, text := range map[string]string{
		"every cell, then a line of numbers": "text one\ntext two\n" + write(func(int, int) bool { return true }) + " 1 2 3\n",
		"odd cells":                          write(func(r, c int) bool { return rows[r][c]%2 == 1 }),
		"odd cells between words":            "Solution:\n" + write(func(r, c int) bool { return rows[r][c]%2 == 1 }) + "end of output here\n",
		"the first cell of odd rows":         write(func(r, c int) bool { return r%2 == 1 && c == 0 }),
	} {
		tours, vs, err := judgeText(text, board.Board{})
		if err != nil || len(tours) != 1 || vs[0] != Valid {
			t.Errorf("%s: %d tours %v, error %v, want one valid:\n%s", name, len(tours), vs, err, text)
			continue
		}
		for _, sk := range tours[0].Readings[0].Skipped {
			if strings.Contains(sk.Text, "#") {
				t.Errorf("%s: skipped line %d %q, a row of the grid:\n%s", name, sk.Line, sk.Text, text)
			}
		}
	}
	// On another board, the refusal names the grid and its size: the
	// marked cells are a grid's, not bad numbers.
	for name, mark := range map[string]func(r, c int) bool{"every cell": func(int, int) bool { return true }, "odd cells": func(r, c int) bool { return rows[r][c]%2 == 1 }} {
		text := write(mark)
		tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: board.Board{W: 8, H: 8}})
		if err != nil || len(tours) != 1 {
			t.Fatalf("%s on 8x8: %d tours, error %v", name, len(tours), err)
		}
		j := Judge(tours[0], board.Problem{Board: board.Board{W: 8, H: 8}}, walkCheck)
		if j.Verdict != Unreadable || j.Err == nil || !strings.Contains(j.Err.Error(), "grid is 5x5, the board given is 8x8") {
			t.Errorf("%s on 8x8: %v, %v, want unreadable naming the 5x5 grid:\n%s", name, j.Verdict, j.Err, text)
		}
	}
}
