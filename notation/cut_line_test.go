package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestOneLineTuplesNoGrid: a random tour (warnsdorffWalk; walkOK, the
// oracle) written on one line as tuples of three integers (x, y and the
// move's number, in the tour's order or by rank) in the test's own
// printouts (a JavaScript array of arrays, Lua tables, Clojure vectors,
// Python tuples): three tuples in a row whose nine integers happen to
// number 0..8 or 1..9 are members of the line's literal, no 3x3 grid, so
// the valid tour is never judged invalid, and with two squares swapped
// the input never passes.
func TestOneLineTuplesNoGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 17))
	forms := map[string][3]string{
		"javascript": {"const cells = [", "[%d, %d, %d]", "];"},
		"lua":        {"cells = {", "{%d, %d, %d}", "}"},
		"clojure":    {"(def cells [", "[%d %d %d]", "])"},
		"python":     {"cells = [", "(%d, %d, %d)", "]"},
	}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 7, H: 5}}
	windows := 0 // inputs with three tuples in a row that number a 3x3 board
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range forms {
			if !yield(n) {
				return
			}
		}
	}) {
		f := forms[name]
		for range 60 {
			bd := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, bd, 500)
			if !walkOK(bd, p) {
				t.Fatalf("%v: the test's own tour", bd)
			}
			base := rng.IntN(2)
			byRank := rng.IntN(2) == 1
			for fault := range 2 {
				q := p
				if fault == 1 {
					q = swapped(t, bd, p)
				}
				ts := make([][3]int, len(q))
				for k, s := range q {
					ts[k] = [3]int{int(s.X) - 1 + base, int(s.Y) - 1 + base, k + base}
				}
				if byRank {
					slices.SortFunc(ts, func(a, b [3]int) int { return (a[1]-b[1])*64 + a[0] - b[0] })
				}
				var items []string
				for _, tr := range ts {
					items = append(items, fmt.Sprintf(f[1], tr[0], tr[1], tr[2]))
				}
				sep := ", "
				if name == "clojure" {
					sep = " "
				}
				text := f[0] + strings.Join(items, sep) + f[2] + "\n"
				if fault == 0 && windowNumbers(ts) {
					windows++
				}
				for _, given := range []board.Board{{}, bd} {
					tours, vs, err := judgeText(text, given)
					if err != nil {
						t.Errorf("%s on %v: %v", name, bd, err)
						continue
					}
					exit := propExit(tours, vs)
					if fault == 0 && exit == 1 {
						t.Errorf("%s, valid, on %v (board given %v): verdicts %v, want none invalid:\n%s", name, bd, given, vs, text)
					}
					if fault == 1 && exit == 0 {
						t.Errorf("%s, swapped, on %v (board given %v): verdicts %v pass, want a fault:\n%s", name, bd, given, vs, text)
					}
				}
			}
		}
	}
	t.Logf("%d valid inputs with three tuples in a row numbering 0..8 or 1..9", windows)
}

// windowNumbers reports whether three tuples in a row of ts hold the
// numbers 0..8 or 1..9 once each.
func windowNumbers(ts [][3]int) bool {
	for i := 0; i+3 <= len(ts); i++ {
		var v []int
		for _, tr := range ts[i : i+3] {
			v = append(v, tr[:]...)
		}
		slices.Sort(v)
		if slices.Equal(v, countFrom(0, 9)) || slices.Equal(v, countFrom(1, 9)) {
			return true
		}
	}
	return false
}
