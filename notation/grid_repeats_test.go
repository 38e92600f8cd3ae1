package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestGridRepeatsEveryLineNeeded: a grid with several numbers written
// twice is a certain fault when no reading of it without a row or a
// column keeps its numbers on the board, since then every line is the
// grid's. Random tours (testTours, checked by walkOK) are written through
// gridWrappers with two cells overwritten: the one holding the last
// number W*H, and one more, each with the number of another square, so
// the grid's largest number is W*H-1, more than a grid a row or a column
// smaller has squares, and no row holds a cell of both numbers written
// twice (one that did could be a line of another block). The oracle is the fault the test wrote: a number
// twice on a grid whose W*H cells are all written is no tour, so the
// grader's answer is invalid (one tour, or the input refused with
// ErrNumbering, which the grader reports as invalid), never valid and
// never unreadable. The same grid with an extra row of small numbers
// below it (a row that may be no part of the grid) is never judged: its
// largest number fits a grid a row smaller.
func TestGridRepeatsEveryLineNeeded(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 4))
	for b, p := range testTours(t, rng) {
		n := b.Size()
		for wname, write := range gridWrappers() {
			for trial := range 4 {
				rows := rowsOf(b, p, 1)
				cell := func(number int) [2]int {
					s := p[number-1]
					return [2]int{int(b.H - s.Y), int(s.X - 1)}
				}
				// Number k written over n, and m over j: each of k and m
				// twice, n gone, n-1 kept. No row holds a cell of both
				// pairs, so none holds every repeat.
				var k, j, m int
				for {
					k, j, m = 1+rng.IntN(n-2), 1+rng.IntN(n-2), 1+rng.IntN(n-2)
					if k == j || m == j || m == k {
						continue
					}
					a := [][2]int{cell(k), cell(n)}
					c := [][2]int{cell(m), cell(j)}
					shared := false
					for _, x := range a {
						for _, y := range c {
							shared = shared || x[0] == y[0]
						}
					}
					if !shared {
						break
					}
				}
				last, over := cell(n), cell(j)
				rows[last[0]][last[1]] = k
				rows[over[0]][over[1]] = m
				name := fmt.Sprintf("%v/%s/%d", b, wname, trial)
				for _, opt := range []board.Board{{}, b} {
					text := write(rows) + "\n"
					trs, vs, err := judgeText(text, opt)
					invalid := len(vs) == 1 && vs[0] == Invalid || len(trs) == 0 && errors.Is(err, ErrNumbering)
					if !invalid {
						t.Errorf("%s (board %v): %d tours %v (%v), want one invalid tour:\n%s", name, opt, len(trs), vs, err, text)
					}
					extra := make([]int, b.W)
					for c := range extra {
						extra[c] = 1 + rng.IntN(n-int(b.W))
					}
					text = write(append(slices.Clone(rows), extra)) + "\n"
					trs, vs, err = judgeText(text, board.Board{})
					if len(trs) == 0 && errors.Is(err, ErrNumbering) {
						t.Errorf("%s: with a row of small numbers below, refused as invalid (%v), want it held for a row that may be no part of the grid:\n%s", name, err, text)
					}
					if propExit(trs, vs) == 0 {
						t.Errorf("%s: with a row of small numbers below, exit 0:\n%s", name, text)
					}
				}
			}
		}
	}
}
