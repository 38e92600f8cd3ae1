package grade

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// partialGrid writes the first k squares of p as a grid of w x h, rank h
// first, numbered from 1, every other square written mark.
func partialGrid(w, h int, p []sq, k int, mark string) string {
	num := map[sq]int{}
	for i, s := range p[:k] {
		num[s] = i + 1
	}
	var b strings.Builder
	for y := h; y >= 1; y-- {
		for x := 1; x <= w; x++ {
			cell := mark
			if n, ok := num[sq{x, y}]; ok {
				cell = fmt.Sprint(n)
			}
			fmt.Fprintf(&b, "%3s", cell)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestPartialBoardSetAside grades boards numbered in part, alone and
// beside a whole tour, with and without the board given. The oracles:
// tours found by findTour and checked by isTour (the test's own search
// and checker); a board numbering k of its squares, as the test wrote
// it, is no certain tour without the board (set aside, named with k and
// the board), and with it is a tour of that board begun: invalid, at
// the first move that is no jump by the test's knightJump, else for the
// squares it leaves; but before a whole board that continues it, it is
// a search's stage, set aside with the board given too.
func TestPartialBoardSetAside(t *testing.T) {
	for _, size := range [][2]int{{5, 5}, {6, 6}, {8, 8}} {
		w, h := size[0], size[1]
		n := w * h
		tour := findTour(w, h, sq{1, 1}, false)
		if !isTour(w, h, tour) {
			t.Fatalf("findTour(%dx%d) = %v, no tour", w, h, tour)
		}
		// A copy with two squares swapped: the partial board it numbers
		// has a fault before the squares it leaves.
		swapped := append([]sq(nil), tour...)
		swapped[1], swapped[2] = swapped[2], swapped[1]
		for _, k := range []int{3, n / 2, n - 1} {
			for _, mark := range []string{".", "-1"} {
				for _, c := range []struct {
					path      []sq
					faultMove int // the first move that is no jump, 0 when none
				}{{tour, 0}, {swapped, firstNoJump(swapped[:k])}} {
					text := partialGrid(w, h, c.path, k, mark)
					what := fmt.Sprintf("%s grid numbering %d of its %d squares", board.A(fmt.Sprintf("%dx%d", w, h)), k, n)
					t.Run(fmt.Sprintf("%dx%d/%d/%s/fault%d", w, h, k, mark, c.faultMove), func(t *testing.T) {
						for _, req := range []Request{{}, {SkipPartial: true}, {First: true}} {
							vs := Tours("in", strings.NewReader(text), req)
							if len(vs) != 1 || vs[0].Status != SetAside || vs[0].Allowed || vs[0].Line != 1 {
								t.Fatalf("Tours(%q, %+v) = %v, want one set-aside row at line 1, not allowed: no tour beside it to pass", text, req, vs)
							}
							if !errors.Is(vs[0].Fault, notation.ErrPartialBoard) || !strings.Contains(vs[0].Fault.Error(), what) || !strings.Contains(vs[0].Fault.Error(), fmt.Sprintf("-board %dx%d", w, h)) {
								t.Errorf("Tours(%q, %+v) fault = %v, want ErrPartialBoard naming %q and -board %dx%d", text, req, vs[0].Fault, what, w, h)
							}
							var sum Summary
							sum.Add(vs[0])
							if sum.Worst() != Unreadable {
								t.Errorf("a partial board alone: run %v, want unreadable (exit 2)", sum.Worst())
							}
						}
						given := Request{Requirements: Requirements{Board: mustBoard(t, w, h)}}
						vs := Tours("in", strings.NewReader(text), given)
						if len(vs) != 1 || vs[0].Status != Invalid {
							t.Fatalf("Tours(%q, -board %dx%d) = %v, want one invalid verdict", text, w, h, vs)
						}
						checkPartialFault(t, vs[0], c.faultMove, k, n)

						// Beside a whole tour, before and after it.
						whole := grid(w, h, tour)
						for _, in := range []struct {
							text  string
							aside int // the row of the partial board
						}{{whole + "\n" + text, 1}, {text + "\n" + whole, 0}} {
							vs := Tours("in", strings.NewReader(in.text), Request{})
							if len(vs) != 2 || vs[1-in.aside].Status != Valid || vs[in.aside].Status != SetAside || vs[in.aside].Allowed {
								t.Errorf("Tours(tour and partial board) = %v, want the tour valid and the board set aside", vs)
							}
							vs = Tours("in", strings.NewReader(in.text), given)
							// Before a whole board that numbers its first
							// squares alike (all but its last three
							// numbers, which a search may take back), the
							// partial board is a stage of a search printing
							// its board as it fills it: set aside with the
							// board given too. Anywhere else it is a tour
							// of the board given begun.
							if in.aside == 0 && slices.Equal(c.path[:max(k-3, 0)], tour[:max(k-3, 0)]) {
								if len(vs) != 2 || vs[1].Status != Valid || vs[0].Status != SetAside || vs[0].Allowed {
									t.Errorf("Tours(search stage, then the tour, -board %dx%d) = %v, want the stage set aside and the tour valid", w, h, vs)
								}
								continue
							}
							if len(vs) != 2 || vs[1-in.aside].Status != Valid || vs[in.aside].Status != Invalid {
								t.Fatalf("Tours(tour and partial board, -board %dx%d) = %v, want the tour valid and the board invalid", w, h, vs)
							}
							checkPartialFault(t, vs[in.aside], c.faultMove, k, n)
						}
					})
				}
			}
		}
		// The whole board: valid, as it always was.
		if vs := Tours("in", strings.NewReader(grid(w, h, tour)), Request{}); len(vs) != 1 || vs[0].Status != Valid {
			t.Errorf("Tours(whole %dx%d grid) = %v, want valid", w, h, vs)
		}
	}
}

// firstNoJump is the first move of p that is no knight's jump by the
// test's own knightJump, 0 when every one is.
func firstNoJump(p []sq) int {
	for i := 1; i < len(p); i++ {
		if !knightJump(p[i-1], p[i]) {
			return i
		}
	}
	return 0
}

// checkPartialFault checks the fault of a partial board of k squares of
// n judged on its board: the move at fault when one is, else the
// squares left.
func checkPartialFault(t *testing.T, v Verdict, faultMove, k, n int) {
	t.Helper()
	var verr *verify.Error
	switch {
	case faultMove > 0:
		if !errors.As(v.Fault, &verr) || verr.Move != faultMove {
			t.Errorf("fault = %v, want move %d (the test's first move that is no jump)", v.Fault, faultMove)
		}
	case !strings.Contains(faultText(v.Fault), fmt.Sprintf("covers %d of %d", k, n)):
		t.Errorf("fault = %v, want it to say the tour covers %d of %d", v.Fault, k, n)
	}
}
