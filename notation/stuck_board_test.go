package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestStuckBoardProperty: the board a stuck run prints (a random tour,
// warnsdorffTour the oracle, numbered from 1 with two or three squares
// it never reached written 0 and a number between skipped, the last,
// W*H, kept) is a partial board: with no board given it is set aside
// ([ErrPartialBoard]), never invalid, since W*H says its 0s are no
// numbers (a numbering from 0 ends at W*H-1); with the board given it
// is invalid, a tour of it asked for. Printed through wrappers no rule
// was written for. A numbering from 0 with one number written 0 again
// (no W*H in it) stays invalid: its 0 twice is certain.
func TestStuckBoardProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 2))
	wrap := map[string]func(rows [][]int) string{
		"spaces": func(rows [][]int) string {
			var b strings.Builder
			for _, r := range rows {
				for _, v := range r {
					fmt.Fprintf(&b, "%3d", v)
				}
				b.WriteString("\n")
			}
			return b.String()
		},
		"brackets": func(rows [][]int) string {
			var lines []string
			for _, r := range rows {
				lines = append(lines, strings.ReplaceAll(fmt.Sprint(r), " ", ", "))
			}
			return "[" + strings.Join(lines, ",\n ") + "]\n"
		},
		"walls": func(rows [][]int) string {
			var b strings.Builder
			for _, r := range rows {
				for _, v := range r {
					fmt.Fprintf(&b, "| %2d ", v)
				}
				b.WriteString("|\n")
			}
			return b.String()
		},
	}
	for _, bd := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 7}} {
		for name, w := range wrap {
			p := warnsdorffTour(rng, bd, board.Square{X: 1, Y: 1})
			if !walkOK(bd, p) {
				t.Fatalf("%v: the test's own tour", bd)
			}
			rows := func(number func(k int) int) [][]int {
				out := make([][]int, bd.H)
				for i := range out {
					out[i] = make([]int, bd.W)
				}
				for k, s := range p {
					out[bd.H-s.Y][s.X-1] = number(k)
				}
				return out
			}
			// Unreached: two or three squares before the last, and a
			// number skipped earlier.
			unreached := 2 + rng.IntN(2)
			n := bd.Size()
			skipped := 2 + rng.IntN(n-unreached-4)
			stuck := w(rows(func(k int) int {
				switch {
				case k >= n-1-unreached && k < n-1:
					return 0
				case k == skipped:
					return 0 // a square overwritten: its number skipped
				}
				return k + 1
			}))
			tours, err := ReadTours(strings.NewReader(stuck), ReadOptions{})
			if err != nil || len(tours) != 1 {
				t.Fatalf("%v/%s: ReadTours = %d tours, %v, want 1:\n%s", bd, name, len(tours), err, stuck)
			}
			j := Judge(tours[0], board.Problem{}, knightCheck)
			if j.Verdict != Unreadable || !errors.Is(j.Err, ErrPartialBoard) {
				t.Errorf("%v/%s: no board: Judge = %v (%v), want unreadable, a partial board:\n%s", bd, name, j.Verdict, j.Err, stuck)
			}
			tours, _ = ReadTours(strings.NewReader(stuck), ReadOptions{Board: bd})
			if len(tours) != 1 || Judge(tours[0], board.Problem{Board: bd}, knightCheck).Verdict != Invalid {
				t.Errorf("%v/%s: board given: want one invalid tour:\n%s", bd, name, stuck)
			}

			// From 0, one number written 0 again: 0 twice, certain.
			twice := w(rows(func(k int) int {
				if k == skipped {
					return 0
				}
				return k
			}))
			tours, err = ReadTours(strings.NewReader(twice), ReadOptions{})
			if err != nil || len(tours) != 1 || Judge(tours[0], board.Problem{}, knightCheck).Verdict != Invalid {
				t.Errorf("%v/%s: a numbering from 0 with 0 twice: want one invalid tour:\n%s", bd, name, twice)
			}
		}
	}
}
