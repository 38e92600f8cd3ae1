package grade

import (
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestGridGapNamesItsPlace: a numbered grid with one number left out and
// one past the end (a square's number dropped, the later ones moved up)
// is invalid, and its verdict names a line and column, as every fault
// does: the place of the largest number, found here in the text the test
// wrote. The grids are written as rows on lines with -board given, and
// as Go prints a [][]int, on one line with no board when numbered
// from 0. The tours come from findTour, numbered
// from 0 and from 1 by the test.
func TestGridGapNamesItsPlace(t *testing.T) {
	for _, size := range [][2]int{{5, 5}, {6, 6}, {3, 7}, {8, 5}} {
		w, h := size[0], size[1]
		tour := findTour(w, h, sq{1, 1}, false)
		if tour == nil {
			t.Fatalf("%dx%d: no tour", w, h)
		}
		num := map[sq]int{}
		for i, s := range tour {
			num[s] = i
		}
		for _, base := range []int{0, 1} {
			for _, drop := range []int{base + 2, base + w*h/2} {
				largest := base + w*h // drop is skipped: the last square holds it
				cell := func(x, y int) string {
					n := num[sq{x, y}] + base
					if n >= drop {
						n++
					}
					return fmt.Sprint(n)
				}
				var rows, goPrint strings.Builder
				goPrint.WriteString("[")
				for y := h; y >= 1; y-- {
					rows.WriteString("  ")
					if y < h {
						goPrint.WriteString(" ")
					}
					goPrint.WriteString("[")
					for x := 1; x <= w; x++ {
						fmt.Fprintf(&rows, "%s ", cell(x, y))
						if x > 1 {
							goPrint.WriteString(" ")
						}
						goPrint.WriteString(cell(x, y))
					}
					rows.WriteString("\n")
					goPrint.WriteString("]")
				}
				goPrint.WriteString("]\n")
				b := board.Board{W: int32(w), H: int32(h)}
				inputs := []struct {
					text string
					req  Request
				}{{rows.String(), Request{Requirements: Requirements{Board: b}}}}
				if base == 0 {
					// From 1, a number past the squares could be a grid's
					// row left out: with no board that is no certain fault.
					inputs = append(inputs, struct {
						text string
						req  Request
					}{goPrint.String(), Request{}})
				}
				for _, in := range inputs {
					vs := Tours("in.txt", strings.NewReader(in.text), in.req)
					if len(vs) != 1 || vs[0].Status != Invalid {
						t.Errorf("%v from %d skip %d: want one invalid verdict, got %v\n%s", b, base, drop, vs, in.text)
						continue
					}
					line, col := 0, 0
					for i, l := range strings.Split(in.text, "\n") {
						for _, f := range strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '[' || r == ']' }) {
							if f == fmt.Sprint(largest) {
								line, col = i+1, strings.Index(l, " "+f)+2
								if k := strings.Index(l, "["+f); k >= 0 && (col == 1 || k+2 < col) {
									col = k + 2
								}
							}
						}
					}
					if want := fmt.Sprintf("in.txt:%d:%d", line, col); vs[0].Where() != want {
						t.Errorf("%v from %d skip %d: fault at %s, want %s (the largest number, %d)\n%s", b, base, drop, vs[0].Where(), want, largest, in.text)
					}
				}
			}
		}
	}
}
