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

// TestProgressAndFinishedProperty prints a solver's progress board (a
// prefix 1..k of warnsdorffWalk's tour, the squares past it written 0)
// (more than half its board) and the finished board (the tour, valid,
// or with two squares swapped)
// one after the other, each through one printing: captions between or
// before its rows, comment marks before them, rows a line or a blank
// line apart (each board its own style), a blank line or a rule between
// the boards, either board first. The oracle is the boards as written:
// the finished board's verdict is its own (never invalid when valid,
// the swapped one never valid), the progress board is set aside (never
// valid, never invalid with no board given), and the input never exits
// 0. A printing whose finished board alone does not read right is no
// witness and is skipped; of the rest, the share whose valid finished
// board reads valid is logged, and most must (unreadable is no wrong
// verdict).
func TestProgressAndFinishedProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 24))
	type printing struct {
		name string
		rows func(pt propTour) string
	}
	spaced := func(prefix func(i int) string, gap string) func(pt propTour) string {
		return func(pt propTour) string {
			var s strings.Builder
			for i, r := range pt.rows {
				s.WriteString(prefix(i) + cells(r, "%3d", " ") + gap)
			}
			return s.String()
		}
	}
	none := func(int) string { return "" }
	// The pairs of printings: each board's rows a line or a blank line
	// apart, bare or after one comment mark (the same for both boards:
	// a mark on some lines only is another text's); a caption wrapper
	// for one board or both, the other bare.
	type pair struct{ progress, finished printing }
	var pairs []pair
	for _, mark := range []string{"", "// ", "# ", "-- ", "! "} {
		for _, gp := range []string{"\n", "\n\n"} {
			for _, gf := range []string{"\n", "\n\n"} {
				name := func(gap string) string {
					return map[string]string{"\n": "rows a line apart", "\n\n": "rows a blank line apart"}[gap] + " after " + strings.TrimSpace(mark)
				}
				prefix := func(int) string { return mark }
				pairs = append(pairs, pair{printing{name(gp), spaced(prefix, gp)}, printing{name(gf), spaced(prefix, gf)}})
			}
		}
	}
	bare := printing{"rows a line apart", spaced(none, "\n")}
	for _, w := range captionWrappers() {
		if w.grid && w.tours == 1 {
			c := printing{w.name, func(pt propTour) string { return w.wrap([]propTour{pt}) }}
			pairs = append(pairs, pair{c, c}, pair{c, bare}, pair{bare, c})
		}
	}
	witnesses, cases, right, all := 0, 0, 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 7, H: 7}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		swapped := slices.Clone(p)
		k := 1 + rng.IntN(len(p)-3)
		swapped[k], swapped[k+2] = swapped[k+2], swapped[k]
		if walkOK(b, swapped) {
			t.Fatalf("%v: the swap kept a tour", b)
		}
		for _, left := range []int{2, 2 + rng.IntN(b.Size()/2-2)} {
			progress := newPropTour(b, p[:b.Size()-left])
			for _, pr := range pairs {
				pp, fp := pr.progress, pr.finished
				{
					if _, _, code := textExit(fp.rows(newPropTour(b, p)), ReadOptions{}, walkCheck); code != 0 {
						continue
					}
					witnesses++
					for _, sep := range []string{"\n", "----------\n", "\n\n"} {
						for _, valid := range []bool{true, false} {
							finished := newPropTour(b, p)
							if !valid {
								finished = newPropTour(b, swapped)
							}
							ptext, ftext := pp.rows(progress), fp.rows(finished)
							for _, below := range []bool{false, true} {
								text := ptext + sep + ftext
								pFirst := 1
								if below {
									text = ftext + sep + ptext
									pFirst = strings.Count(ftext+sep, "\n") + 1
								}
								pLast := pFirst + strings.Count(ptext, "\n") - 1
								cases++
								name := fmt.Sprintf("%v, %d left, progress %s, finished %s (valid %v), %q between, progress below %v", b, left, pp.name, fp.name, valid, sep, below)
								tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
								faults := graded(tours, board.Problem{})
								nValid := 0
								for i, err := range faults {
									inProgress := tours[i].Line >= pFirst && tours[i].Line <= pLast
									switch {
									case err == nil && verdicts[i] == Valid:
										nValid++
										if inProgress {
											t.Errorf("%s: the progress board (lines %d-%d) read valid at line %d:\n%s", name, pFirst, pLast, tours[i].Line, clip(text))
										}
									case verdicts[i] == Invalid && !errors.Is(err, ErrPartialBoard) && (valid || inProgress):
										t.Errorf("%s: judged invalid at line %d: %v; want the progress board (lines %d-%d) set aside and no other fault:\n%s", name, tours[i].Line, err, pFirst, pLast, clip(text))
									}
								}
								switch {
								case code == 0:
									t.Errorf("%s: exit 0 (%v), want the progress board set aside:\n%s", name, verdicts, clip(text))
								case nValid > 1 || !valid && nValid != 0:
									t.Errorf("%s: %d valid (%v, %v), want the finished board's verdict:\n%s", name, nValid, verdicts, faults, clip(text))
								case valid && nValid == 1:
									right++
								}
								if valid {
									all++
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d printings of finished boards read right, %d inputs; with the finished board valid, %d of %d read it valid (the rest unreadable, never wrong)", witnesses, cases, right, all)
	if 2*right < all {
		t.Errorf("%d of %d valid finished boards read valid, want most", right, all)
	}
}

// TestCaptionPiecesNotJudgedAlone reads a progress board of 5x5 (13
// squares of warnsdorffWalk's 5x5 tour reached, the 12 others written 0:
// the oracle is the board as written) with a Fortran or batch comment
// between every two rows. Its first two rows, read alone, write 0 twice
// and no 1; the pieces make one board numbered in part, so no piece is
// judged invalid: the board is set aside, or unreadable.
func TestCaptionPiecesNotJudgedAlone(t *testing.T) {
	rows := []string{"  3   0   0  10   5", "  0   9   4   0   0", "  0   2   0   6  11", "  0  13   8   0   0", "  1   0   0  12   7"}
	for _, mark := range []string{"! rank %d", "REM line %d"} {
		text := fmt.Sprintf(mark, 5) + "\n" + rows[0] + "\n" + rows[1] + "\n" + fmt.Sprintf(mark, 3) + "\n" + rows[2] + "\n" + rows[3] + "\n" + fmt.Sprintf(mark, 1) + "\n" + rows[4] + "\n"
		tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
		for i, err := range graded(tours, board.Problem{}) {
			if verdicts[i] == Invalid && !errors.Is(err, ErrPartialBoard) {
				t.Errorf("%q: tour at line %d judged invalid (%v), exit %d; want the board set aside or unreadable:\n%s", mark, tours[i].Line, err, code, text)
			}
		}
	}
}
