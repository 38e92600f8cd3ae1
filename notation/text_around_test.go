package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// debuggerPrints print a grid the way debuggers print an array, in
// layouts written for this test: gdb's value history after a stop at a
// source line, the line listed with its number ("41\t  board[r][c] =
// step;"), and lldb's typed value after a listed line with a wall ("  88
// |  }"). The value's name, "$N", is no number of the grid, and the
// listed line is no tour.
func debuggerPrints(rows [][]int, n int) []string {
	var rs []string
	for _, r := range rows {
		rs = append(rs, "{"+cells(r, "%d", ", ")+"}")
	}
	value := "{" + strings.Join(rs, ", ") + "}"
	return []string{
		fmt.Sprintf("Breakpoint 2, place (r=3, c=4) at knight.c:41\n41\t  board[r][c] = step;\n(gdb) print board\n$%d = %s\n(gdb) continue\n", n, value),
		fmt.Sprintf("Process 4242 stopped\n  88 |     return solve(board, 0);\n(lldb) p board\n(int[%d][%d]) $%d = %s\n", len(rows), len(rows[0]), n, value),
	}
}

// TestDebuggerValueFault prints random tours (warnsdorffWalk, checked by
// walkOK) as grids numbered from 1 and from 0 through debuggerPrints,
// whole and with one number written over another. The oracle is the
// grid the test wrote: a whole one is one valid tour, one with a number
// twice is one tour whose certain fault names that number, and the
// listed source line is never a tour of its own.
func TestDebuggerValueFault(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 25))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 8}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, base := range []int{0, 1} {
			good := newPropTour(b, p).rows
			for _, r := range good {
				for k := range r {
					r[k] -= 1 - base
				}
			}
			bad := make([][]int, len(good))
			for i, r := range good {
				bad[i] = slices.Clone(r)
			}
			twice := bad[0][0]
			bad[len(bad)-1][len(bad[0])-1] = twice
			for n := 1; n <= 3; n++ {
				for k, text := range debuggerPrints(good, n) {
					tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
					if len(tours) != 1 || code != 0 {
						t.Errorf("%v from %d, print %d, $%d, whole: %d tours %v, exit %d, want 1 valid:\n%s", b, base, k, n, len(tours), verdicts, code, text)
					}
				}
				for k, text := range debuggerPrints(bad, n) {
					tours, verdicts, _ := textExit(text, ReadOptions{}, walkCheck)
					want := fmt.Sprintf("number %d appears twice", twice)
					if len(tours) != 1 || verdicts[0] != Invalid || tours[0].Err == nil || !strings.Contains(tours[0].Err.Error(), want) {
						t.Errorf("%v from %d, print %d, $%d, %q: %d tours %v, want 1 invalid:\n%s", b, base, k, n, want, len(tours), verdicts, text)
					}
				}
			}
		}
	}
}

// logRuns print tours one square a line in a log, a line of words
// before and after each tour, in layouts written for this test.
func logRuns(ps []board.Path) []string {
	var syslog, table strings.Builder
	for k, p := range ps {
		fmt.Fprintf(&syslog, "Dec  5 10:00:%02d host solver[77]: begin run %d\n", k, k+1)
		fmt.Fprintf(&table, "=== run %d ===\n", k+1)
		for i, s := range p {
			fmt.Fprintf(&syslog, "Dec  5 10:00:%02d host solver[77]: visit #%d %v\n", k, i+1, s)
			fmt.Fprintf(&table, "| %3d | %v |\n", i+1, s)
		}
		fmt.Fprintf(&syslog, "Dec  5 10:00:%02d host solver[77]: end of run\n", k)
		fmt.Fprintf(&table, "=== %d visited ===\n", len(p))
	}
	return []string{syslog.String(), table.String()}
}

// TestLogRunShort prints a random tour and, after it, another one square
// short (its last square left out) through logRuns. The oracle is what
// the test wrote: two tours, the first valid and the second never valid
// nor passed over, never one list too long for the board nor an input of
// words; in the log of words around the squares, the second invalid on
// the board given and undecided without one.
func TestLogRunShort(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 26))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 4, H: 7}, {W: 8, H: 8}} {
		whole := warnsdorffWalk(rng, b, 200)
		other := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, whole) || !walkOK(b, other) {
			t.Fatalf("%v: the test's own tours", b)
		}
		short := other[:len(other)-1]
		for k, text := range logRuns([]board.Path{whole, short}) {
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				tours, verdicts, code := textExit(text, opt, walkCheck)
				ok := len(verdicts) == 2 && verdicts[0] == Valid && verdicts[1] != Valid && code != 0
				if k == 0 {
					// Lines of words alone around the squares: read by
					// structure, the short run certain on the board given.
					want := []Verdict{Valid, Unreadable}
					if given {
						want = []Verdict{Valid, Invalid}
					}
					ok = ok && slices.Equal(verdicts, want)
				}
				if !ok {
					t.Errorf("%v, log %d, board given %v: %d tours %v, exit %d:\n%s", b, k, given, len(tours), verdicts, code, text)
				}
			}
		}
	}
}
