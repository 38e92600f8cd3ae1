package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCellsOneALineBesideTour: a grid written one cell to a line (HTML
// cells, XML elements, bullets), which reads as words, beside a square
// list that is a tour, never lets the input pass: it is a tour read or
// named as set aside, and a faulty one is never passed over. Valid grids
// are never judged invalid. The oracle is walkOK on the test's own random
// tours, the same tours with two squares swapped, and a numbering with
// one number written twice.
func TestCellsOneALineBesideTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 3))
	cells := map[string]func(rows [][]int) string{
		"html cells": func(rows [][]int) string {
			var ls []string
			ls = append(ls, `<table class="tour">`)
			for _, r := range rows {
				ls = append(ls, "  <tr>")
				for _, v := range r {
					ls = append(ls, fmt.Sprintf("    <td>%d</td>", v))
				}
				ls = append(ls, "  </tr>")
			}
			return strings.Join(append(ls, "</table>"), "\n")
		},
		"xml elements": func(rows [][]int) string {
			var ls []string
			ls = append(ls, "<board>")
			for _, r := range rows {
				for _, v := range r {
					ls = append(ls, fmt.Sprintf("  <cell>%d</cell>", v))
				}
			}
			return strings.Join(append(ls, "</board>"), "\n")
		},
	}
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}} {
		list := warnsdorffWalk(rng, board.Board{W: 8, H: 8}, 500)
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || list == nil || !walkOK(b, p) || !walkOK(board.Board{W: 8, H: 8}, list) {
			t.Fatalf("%v: the test's own tours", b)
		}
		for name, write := range cells {
			for _, c := range []struct {
				what  string
				rows  [][]int
				valid bool
			}{
				{"valid", rowsOf(b, p, 1), true},
				{"two squares swapped", rowsOf(b, swapped(t, b, p), 1), false},
				{"a number twice", twice(rowsOf(b, p, 1)), false},
			} {
				text := squaresOf(list) + "\n\n" + write(c.rows) + "\n"
				tours, vs, code := textExit(text, ReadOptions{}, walkCheck)
				switch {
				case code == 0 && len(tours) != 2:
					t.Errorf("%v %s, %s: exit 0 with %d tours read, 2 written:\n%s", b, name, c.what, len(tours), text)
				case !c.valid && code == 0:
					t.Errorf("%v %s, %s: the faulty grid passed:\n%s", b, name, c.what, text)
				case c.valid && code == 1:
					t.Errorf("%v %s: valid tours judged invalid (%v):\n%s", b, name, vs, text)
				}
			}
		}
	}
}
