package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// blockPrints print a grid a few columns at a time, as programs the
// readers were not written for do when it is wider than their page:
// Octave ("Columns 1 through 8:"), Scilab ("column 1 to 6") and blocks
// with a blank line between and no caption. per is the columns a block.
func blockPrints() map[string]func(rows [][]int, per int) string {
	blocks := func(rows [][]int, per int, head func(from, to int) string) string {
		var out strings.Builder
		for from := 0; from < len(rows[0]); from += per {
			to := min(from+per, len(rows[0]))
			out.WriteString(head(from+1, to))
			for _, r := range rows {
				for _, v := range r[from:to] {
					fmt.Fprintf(&out, "%6d", v)
				}
				out.WriteString("\n")
			}
			out.WriteString("\n")
		}
		return out.String()
	}
	return map[string]func(rows [][]int, per int) string{
		"octave": func(rows [][]int, per int) string {
			return "board =\n\n" + blocks(rows, per, func(from, to int) string {
				if to == from+1 {
					return fmt.Sprintf(" Columns %d and %d:\n\n", from, to)
				}
				return fmt.Sprintf(" Columns %d through %d:\n\n", from, to)
			})
		},
		"scilab": func(rows [][]int, per int) string {
			return " b  = \n\n" + blocks(rows, per, func(from, to int) string {
				return fmt.Sprintf("         column %d to %d\n\n", from, to)
			})
		},
		"blank lines": func(rows [][]int, per int) string {
			return blocks(rows, per, func(int, int) string { return "" })
		},
	}
}

// TestColumnBlocksProperty writes random tours (warnsdorffWalk, checked
// by walkOK), numbered from 1, a few columns at a time, as they are and
// with one fault: a number written twice, a square left out (0, the
// numbers after it kept), two squares swapped. The oracle is the
// numbering the test wrote and its own walk: one tour read, valid as
// written; a faulty one never valid, and invalid for a number twice and
// a square left out, which no way of putting the blocks together mends,
// and for a swap when the last block is narrower (then the blocks go
// side by side only).
func TestColumnBlocksProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 16))
	for _, c := range []struct {
		b   board.Board
		per int
	}{{board.Board{W: 10, H: 6}, 6}, {board.Board{W: 12, H: 5}, 6}, {board.Board{W: 9, H: 9}, 4}, {board.Board{W: 7, H: 8}, 5}, {board.Board{W: 12, H: 12}, 8}} {
		p := warnsdorffWalk(rng, c.b, 200)
		if !walkOK(c.b, p) {
			t.Fatalf("%v: the test's own tour", c.b)
		}
		grid := func(p board.Path) [][]int {
			rows := make([][]int, c.b.H)
			for k := range rows {
				rows[k] = make([]int, c.b.W)
			}
			for k, s := range p {
				rows[c.b.H-s.Y][s.X-1] = k + 1
			}
			return rows
		}
		k := 1 + rng.IntN(len(p)-2)
		left := grid(p)
		left[c.b.H-p[k].Y][p[k].X-1] = 0
		twice := grid(p)
		twice[c.b.H-p[k].Y][p[k].X-1] = k + 2
		swapped := slices.Clone(p)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		narrowLast := int(c.b.W)%c.per != 0
		cases := []struct {
			what    string
			rows    [][]int
			want    Verdict
			certain bool
		}{
			{"valid", grid(p), Valid, true},
			{"square left out", left, Invalid, true},
			{"number twice", twice, Invalid, true},
			{"squares swapped", grid(swapped), Invalid, narrowLast},
		}
		for name, print := range blockPrints() {
			for _, tc := range cases {
				for _, given := range []board.Board{{}, c.b} {
					in := print(tc.rows, c.per)
					label := fmt.Sprintf("%v/%s/%s/board %v", c.b, name, tc.what, given)
					tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: given})
					if err != nil || len(tours) != 1 {
						t.Errorf("%s: ReadTours = %d tours, %v, want 1 in\n%s", label, len(tours), err, in)
						continue
					}
					j := Judge(tours[0], board.Problem{Board: given}, walkCheck)
					switch {
					case tc.want == Valid && j.Verdict != Valid:
						t.Errorf("%s: verdict %v (%v), want valid in\n%s", label, j.Verdict, j.Err, in)
					case tc.want != Valid && j.Verdict == Valid:
						t.Errorf("%s: verdict valid, want a fault in\n%s", label, in)
					case tc.certain && j.Verdict != tc.want:
						t.Errorf("%s: verdict %v (%v), want %v in\n%s", label, j.Verdict, j.Err, tc.want, in)
					}
				}
			}
		}
	}
}
