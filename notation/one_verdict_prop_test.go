package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// gridFaults write one numbering fault into a tour's rows (numbered from
// 1): two numbers in the middle written as 0 (squares left unvisited, or
// a 0 twice beside the last number), the last two so, one number twice,
// and two numbers swapped (a step that is no knight's move).
var gridFaults = map[string]func(rows [][]int, n int){
	"two 0s mid": func(rows [][]int, n int) { renumber(rows, map[int]int{7: 0, 9: 0}) },
	"two 0s end": func(rows [][]int, n int) { renumber(rows, map[int]int{n: 0, n - 1: 0}) },
	"twice":      func(rows [][]int, n int) { renumber(rows, map[int]int{8: 7}) },
	"swap":       func(rows [][]int, n int) { renumber(rows, map[int]int{5: 6, 6: 5}) },
}

// renumber writes every cell numbered k in rows as to[k].
func renumber(rows [][]int, to map[int]int) {
	for _, r := range rows {
		for j, v := range r {
			if w, ok := to[v]; ok {
				r[j] = w
			}
		}
	}
}

// gridVerdict is what a grader makes of an input: invalid when any tour
// read is (a fault found), else its exit code (propExit).
func gridVerdict(text string, opt ReadOptions) string {
	_, verdicts, code := textExit(text, opt, walkCheck)
	if slices.Contains(verdicts, Invalid) {
		return "invalid"
	}
	return fmt.Sprintf("exit %d", code)
}

// TestGridWrappersOneVerdictProperty writes one board, a random tour
// (warnsdorffWalk, checked by walkOK) with one numbering fault
// (gridFaults), through every grid printout the property tests know
// (propWrappers) and as plain rows, the board given or not. The oracle
// is the tour the test made: the rows are no numbering of a tour however
// they are read, and the printout is no part of the numbers, so every
// printout gets the plain rows' verdict, which must find the fault.
func TestGridWrappersOneVerdictProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for fault, write := range gridFaults {
			ft := newPropTour(b, p)
			write(ft.rows, b.Size())
			for _, given := range []bool{false, true} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				want := gridVerdict(rowsWith(ft, "", "%d", " ", "", "\n")+"\n", opt)
				if want != "invalid" {
					t.Errorf("%v %s, board given %v: plain rows %s, want invalid", b, fault, given, want)
				}
				for _, w := range propWrappers() {
					if !w.grid || w.tours != 1 {
						continue
					}
					text := w.wrap([]propTour{ft})
					if got := gridVerdict(text, opt); got != want {
						t.Errorf("%v %s through %s, board given %v: %s, plain rows %s\n%s", b, fault, w.name, given, got, want, text)
					}
				}
			}
		}
	}
}

// TestStatedSizeHeaders writes a random tour's numbered rows (the
// oracle: warnsdorffWalk's tour, checked by walkOK) under headers that
// state a board's size in the ways programs print it. A size that agrees
// with the rows, in either order, leaves the tour valid; one that does
// not is unreadable naming both the header and the rows, since which
// the program meant the text does not say.
func TestStatedSizeHeaders(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 3))
	heads := []string{"size %d %d 0", "size %d %d", "board: %dx%d", `"board": "%dx%d",`, "%dx%d board:", "Board %dX%d", "// %dx%d grid", "boardsize = %d %d"}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		rows := rowsWith(newPropTour(b, p), "", "%d", " ", "", "\n") + "\n"
		for _, h := range heads {
			for _, stated := range [][2]int{{int(b.W), int(b.H)}, {int(b.H), int(b.W)}, {int(b.W) + 1, int(b.H) + 1}} {
				head := fmt.Sprintf(h, stated[0], stated[1])
				text := head + "\n" + rows
				tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
				agrees := stated[0] == int(b.W) && stated[1] == int(b.H) || stated[0] == int(b.H) && stated[1] == int(b.W)
				switch {
				case agrees && code != 0:
					t.Errorf("%v under %q: exit %d %v, want 0: %s", b, head, code, verdicts, errOf(tours))
				case !agrees && (code != 2 || len(tours) != 1 || !errors.Is(tours[0].Err, ErrBoardMismatch)):
					t.Errorf("%v under %q: exit %d, %d tours %v, want 2 and one refusal naming both: %s", b, head, code, len(tours), verdicts, errOf(tours))
				case !agrees && !strings.Contains(tours[0].Err.Error(), fmt.Sprintf("%d by %d", stated[0], stated[1])):
					t.Errorf("%v under %q: %v, want the stated size named", b, head, tours[0].Err)
				}
			}
		}
	}
}
