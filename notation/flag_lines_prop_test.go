package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// readingOrderNumbers is the visit number of each square in reading order, the
// top rank first, counted from base.
func readingOrderNumbers(b board.Board, p board.Path, base int) []int {
	out := make([]int, b.Size())
	for k, s := range p {
		out[int(b.H-s.Y)*int(b.W)+int(s.X-1)] = k + base
	}
	return out
}

// TestFlagLinesBesideFlatListProperty writes a random tour (warnsdorffWalk,
// checked by walkOK) as the flat numbering of a board given, on one line,
// in spellings the rule was not written from (padded, comma lists, tabs,
// a code literal's body), with a count or flag printed bare on a line of
// its own above or below it (a solution count, a found flag, a prompt's
// answer). The oracle is the tour the test wrote: read with the line
// left out, the valid numbering exits 0 as one tour; with two numbers
// swapped (walkCheck finds the fault in the path the test wrote) it never
// exits 0; and with its first two numbers made k and k+1, neighbours in
// every numbering by rank or file from any corner, it exits 1.
func TestFlagLinesBesideFlatListProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 5))
	spellings := []struct {
		name string
		line func([]int) string
	}{
		{"spaces", func(v []int) string { return cells(v, "%d", " ") }},
		{"padded", func(v []int) string { return cells(v, "%2d", " ") + " " }},
		{"commas", func(v []int) string { return cells(v, "%d", ", ") }},
		{"tabs", func(v []int) string { return cells(v, "%d", "\t") }},
	}
	flags := []struct {
		name string
		wrap func(line string) string
	}{
		{"count below", func(l string) string { return l + "\n1\n" }},
		{"count and total below", func(l string) string { return l + "\n1\n\ntotal solution: 1\n" }},
		{"flag above", func(l string) string { return "0\n" + l + "\n" }},
		{"two numbers below", func(l string) string { return l + "\n3 7\n" }},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		for rep := range 2 {
			p := warnsdorffWalk(rng, b, 500)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			base := rep % 2
			swapped := readingOrderNumbers(b, p, base)
			i, j := rng.IntN(len(swapped)), rng.IntN(len(swapped)-1)
			if j >= i {
				j++
			}
			swapped[i], swapped[j] = swapped[j], swapped[i]
			faulty := make(board.Path, len(p))
			for cell, v := range swapped {
				faulty[v-base] = board.Square{X: int32(cell%int(b.W)) + 1, Y: b.H - int32(cell/int(b.W))}
			}
			if walkCheck(board.Problem{Board: b}, faulty) == nil {
				continue // the swap happens to keep a tour: no fault to find
			}
			// Side by side: the first two numbers written are k and k+1,
			// so read as visit numbers or as square numbers, counted along
			// ranks or files from any corner, the step from k to k+1 joins
			// two neighbours in one rank or file, which no knight's move
			// does: certain whatever numbering was meant.
			beside := readingOrderNumbers(b, p, base)
			k := beside[0]
			if next := k + 1 - base; next < b.Size() && next%int(b.W) != 0 && next%int(b.H) != 0 {
				j := slices.Index(beside, k+1)
				beside[1], beside[j] = beside[j], beside[1]
			} else {
				beside = nil
			}
			for _, sp := range spellings {
				for _, f := range flags {
					for _, c := range []struct {
						what string
						nums []int
						want int
					}{{"valid", readingOrderNumbers(b, p, base), 0}, {"swapped", swapped, -1}, {"side by side", beside, 1}} {
						if c.nums == nil {
							continue
						}
						name := fmt.Sprintf("%v/%d/%s/%s/%s", b, rep, sp.name, f.name, c.what)
						text := f.wrap(sp.line(c.nums))
						tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
						if c.want < 0 && code != 0 && len(tours) == 1 {
							continue // a fault under the numberings read, no proof under others: 1 or 2
						}
						if code != c.want || len(tours) != 1 {
							var why []string
							for _, tr := range tours {
								why = append(why, fmt.Sprint(Judge(tr, board.Problem{Board: b}, walkCheck).Err))
							}
							t.Errorf("%s: exit %d with %d tours (%v: %s), want exit %d with 1:\n%s", name, code, len(tours), verdicts, strings.Join(why, "; "), c.want, text)
						}
					}
				}
			}
		}
	}
}
