package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// cellLineCase is a random tour's grid written through a wrapper, and
// whether its numbering is a tour.
type cellLineCase struct {
	what  string
	rows  [][]int // -1: a square left empty
	valid bool
}

// cellLineCases are a random tour of b numbered from base, and single
// faults in it: two squares swapped, a number twice, a square left empty.
// The oracle is walkOK on the test's own tours.
func cellLineCases(t *testing.T, rng *rand.Rand, b board.Board, base int) []cellLineCase {
	t.Helper()
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	empty := rowsOf(b, p, base)
	empty[rng.IntN(int(b.H))][rng.IntN(int(b.W))] = -1
	twice := rowsOf(b, p, base)
	from, to := rng.IntN(int(b.W)), rng.IntN(int(b.W)-1)
	if to >= from {
		to++
	}
	r := rng.IntN(int(b.H))
	twice[r][to] = twice[r][from]
	return []cellLineCase{
		{"valid", rowsOf(b, p, base), true},
		{"two squares swapped", rowsOf(b, swapped(t, b, p), base), false},
		{"a number twice", twice, false},
		{"a square empty", empty, false},
	}
}

// TestCellsALineReadByShape writes random tours one cell a line through
// markup the reader was not written from: rows parted by element lines,
// blank lines, captions with the row's number or closing and opening
// brackets; a square left empty writes the cell's line without its
// number. With words around them (a caption, a prompt), each input is one
// tour: a valid one exits 0 with one tour read, a faulty one never exits
// 0. The oracle is the tours the test writes (walkOK).
func TestCellsALineReadByShape(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 1))
	cell := func(v int, f string, hole string) string {
		if v < 0 {
			return hole
		}
		return fmt.Sprintf(f, v)
	}
	wrappers := map[string]func(rows [][]int) string{
		"yaml-ish elements": func(rows [][]int) string {
			var ls []string
			ls = append(ls, "<grid>")
			for r, row := range rows {
				ls = append(ls, fmt.Sprintf(`  <line idx="%d">`, r+1))
				for _, v := range row {
					ls = append(ls, cell(v, "    <v>%d</v>", "    <v></v>"))
				}
				ls = append(ls, "  </line>")
			}
			return strings.Join(append(ls, "</grid>"), "\n")
		},
		"bullets, blank line a row": func(rows [][]int) string {
			var ls []string
			for r, row := range rows {
				if r > 0 {
					ls = append(ls, "")
				}
				for _, v := range row {
					ls = append(ls, cell(v, "  * %d", "  *"))
				}
			}
			return strings.Join(ls, "\n")
		},
		"pretty json": func(rows [][]int) string {
			ls := []string{"{", `  "cells": [`}
			for r, row := range rows {
				ls = append(ls, "    [")
				for k, v := range row {
					sep := ","
					if k == len(row)-1 {
						sep = ""
					}
					ls = append(ls, cell(v, "      %d"+sep, "      null"+sep))
				}
				if r < len(rows)-1 {
					ls = append(ls, "    ],")
				} else {
					ls = append(ls, "    ]")
				}
			}
			return strings.Join(append(ls, "  ]", "}"), "\n")
		},
		"row captions": func(rows [][]int) string {
			var ls []string
			for r, row := range rows {
				ls = append(ls, fmt.Sprintf("== rank %d ==", len(rows)-r))
				for _, v := range row {
					ls = append(ls, cell(v, "%% cell = %d", "% cell ="))
				}
			}
			return strings.Join(ls, "\n")
		},
	}
	tried := 0
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 4, H: 7}} {
		for name, write := range wrappers {
			for _, c := range cellLineCases(t, rng, b, rng.IntN(2)) {
				for _, around := range [][2]string{{"", ""}, {"Solution:\n", "\nDone."}, {">>> tour()\n", "\n>>>"}} {
					text := around[0] + write(c.rows) + around[1] + "\n"
					tried++
					checkCellGrid(t, text, fmt.Sprintf("%v %s, %s", b, name, c.what), c.valid)
				}
			}
		}
	}
	t.Logf("%d inputs", tried)
}

// TestCellsPlacedReadByShape writes random tours as lines of three
// integers, a square's column and row and its visit number, in an order
// that is not the tour's (rank by rank, or shuffled), through markup the
// reader was not written from: drawing commands, attribute lists, CSV
// records of a spreadsheet. A valid one exits 0 with one tour read, a
// faulty one never exits 0. The oracle is the tours the test writes.
func TestCellsPlacedReadByShape(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 2))
	wrappers := map[string]string{
		"drawing commands": "draw_label x=%[1]d y=%[2]d text=%[3]d",
		"attributes":       `<g data-col="%[1]d" data-row="%[2]d"><tspan>%[3]d</tspan></g>`,
		"spreadsheet":      "%[2]d;%[1]d;%[3]d",
	}
	tried := 0
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 4, H: 7}} {
		for name, f := range wrappers {
			for _, c := range cellLineCases(t, rng, b, rng.IntN(2)) {
				if c.what == "a square empty" {
					continue // a square with no number has no line of three
				}
				type line struct{ x, y, v int }
				var ls []line
				for r, row := range c.rows {
					for x, v := range row {
						ls = append(ls, line{10 + 30*x, 15 + 30*r, v})
					}
				}
				if rng.IntN(2) == 0 {
					rng.Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
				}
				var sb strings.Builder
				sb.WriteString("picture:\n")
				for _, l := range ls {
					fmt.Fprintf(&sb, f+"\n", l.x, l.y, l.v)
				}
				text := sb.String()
				tried++
				checkCellGrid(t, text, fmt.Sprintf("%v %s, %s", b, name, c.what), c.valid)
			}
		}
	}
	t.Logf("%d inputs", tried)
}

// checkCellGrid reads text, one grid the test wrote: valid, it is one
// tour under exit 0; faulty, it never exits 0.
func checkCellGrid(t *testing.T, text, what string, valid bool) {
	t.Helper()
	tours, vs, code := textExit(text, ReadOptions{}, walkCheck)
	switch {
	case valid && (code != 0 || len(tours) != 1):
		t.Errorf("%s: exit %d, %d tours (%v), want exit 0 with 1:\n%s", what, code, len(tours), vs, text)
	case !valid && code == 0:
		t.Errorf("%s: the faulty grid passed:\n%s", what, text)
	}
}
