package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

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

// TestStuckBoardOneVerdict prints one board through every grid wrapper
// the property tests know and asks for one verdict whatever the wrapper.
// The board is a stuck run's (the oracle: warnsdorffWalk's tour, checked
// by walkOK, numbered 1..W*H with two or three numbers short of W*H
// written 0, the squares it never reached): by the certainty rule it is
// set aside with no board given (exit 2, [ErrPartialBoard], naming the
// -board that decides it), since W*H says its 0s are no numbers, and
// invalid with the board given, a tour of it asked for. A wrapper that
// does not read the tour itself right is no witness and is skipped (the
// wrapper tests count those); every other must agree.
func TestStuckBoardOneVerdict(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 1))
	wrappers := gridWrappersOfOne()
	witnesses := 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		for range 2 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			tour := newPropTour(b, p)
			stuck := newPropTour(b, p)
			n := b.Size()
			unreached := map[int]bool{}
			for len(unreached) < 2+rng.IntN(2) {
				unreached[2+rng.IntN(n-3)] = true // neither 1 nor W*H
			}
			for _, r := range stuck.rows {
				for i, v := range r {
					if unreached[v] {
						r[i] = 0
					}
				}
			}
			for _, w := range wrappers {
				if !w.grid || w.tours != 1 {
					continue
				}
				name := fmt.Sprintf("%v/%s", b, w.name)
				if _, _, code := textExit(w.wrap([]propTour{tour}), ReadOptions{}, walkCheck); code != 0 {
					continue
				}
				if _, _, code := textExit(w.wrap([]propTour{tour}), ReadOptions{Board: b}, walkCheck); code != 0 {
					continue
				}
				witnesses++
				text := w.wrap([]propTour{stuck})
				tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
				if code != 2 || len(tours) != 1 || !errors.Is(Judge(tours[0], board.Problem{}, walkCheck).Err, ErrPartialBoard) ||
					!strings.Contains(Judge(tours[0], board.Problem{}, walkCheck).Err.Error(), "-board "+b.String()) {
					t.Errorf("%s: no board: exit %d, %d tours %v, want 2 and one partial board naming -board %v: %s\n%s", name, code, len(tours), verdicts, b, errOf(tours), clip(text))
				}
				tours, verdicts, code = textExit(text, ReadOptions{Board: b}, walkCheck)
				if code != 1 || len(tours) != 1 {
					t.Errorf("%s: -board %v: exit %d, %d tours %v, want 1 and one invalid tour: %s\n%s", name, b, code, len(tours), verdicts, errOf(tours), clip(text))
				}
			}
		}
	}
	t.Logf("%d printings of the tour read right, each a witness", witnesses)
}

// TestStatedSizeAboveLists writes a random tour (warnsdorffWalk's,
// checked by walkOK: the oracle) as lists that do not say their board,
// square names and square numbers from 0 along the ranks on one line,
// under each header that states its board: every header gives the list
// one verdict, the same as "board: WxH" gives, and one that agrees with
// the tour's board reads it valid. A stated size is one rule for grids
// (TestStatedSizeHeaders) and the lists under it.
func TestStatedSizeAboveLists(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 2))
	heads := []string{"board: %dx%d", "size %d %d", "%dx%d board:", "size %d %d 0", "boardsize = %d %d", "Board %dX%d"}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		var names, numbers []string
		for _, s := range p {
			names = append(names, s.String())
			numbers = append(numbers, fmt.Sprint(b.Index(s)))
		}
		lists := map[string]string{"squares": strings.Join(names, " "), "numbers": strings.Join(numbers, " ")}
		for what, list := range lists {
			for _, side := range []int{int(b.W), int(b.W) + 1} {
				var want string
				for _, h := range heads {
					head := fmt.Sprintf(h, side, side)
					tours, verdicts, code := textExit(head+"\n"+list+"\n", ReadOptions{}, walkCheck)
					got := fmt.Sprintf("exit %d, %d tours %v", code, len(tours), verdicts)
					if want == "" {
						want = got
					}
					if got != want {
						t.Errorf("%v %s under %q: %s, want %s as under %q: %s", b, what, head, got, want, fmt.Sprintf(heads[0], side, side), errOf(tours))
					}
					if side == int(b.W) && code != 0 {
						t.Errorf("%v %s under %q: %s, want valid: %s", b, what, head, got, errOf(tours))
					}
				}
			}
		}
	}
}

// TestProgressBoardOneVerdict prints a solver's progress board, the
// board it prints after each move (the oracle: a prefix 1..k of
// warnsdorffWalk's tour, checked by walkOK, every square past it written
// 0, two or more), through every grid wrapper, and then above the
// finished board as a solver prints both. Numbers 1..k once each and 0
// on the other squares are a tour begun by gridPath's rule, never a
// numbering from 0 that writes 0 twice: alone, it is set aside with no
// board given (exit 2, [ErrPartialBoard], naming the -board that decides
// it) and invalid (squares left) with the board given; above the
// finished board, that board is valid, no tour is invalid, and the
// progress board is named as set aside (exit 2).
func TestProgressBoardOneVerdict(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	wrappers := gridWrappersOfOne()
	witnesses, partial := 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		for _, left := range []int{2, 2 + rng.IntN(b.Size()/2)} {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			tour := newPropTour(b, p)
			progress := newPropTour(b, p[:b.Size()-left])
			for _, w := range wrappers {
				if !w.grid || w.tours != 1 {
					continue
				}
				name := fmt.Sprintf("%v/%d left/%s", b, left, w.name)
				if _, _, code := textExit(w.wrap([]propTour{tour}), ReadOptions{}, walkCheck); code != 0 {
					continue
				}
				if _, _, code := textExit(w.wrap([]propTour{tour}), ReadOptions{Board: b}, walkCheck); code != 0 {
					continue
				}
				witnesses++
				text := w.wrap([]propTour{progress})
				tours, verdicts, _ := textExit(text, ReadOptions{}, walkCheck)
				got := graded(tours, board.Problem{})
				if len(tours) == 1 && errors.Is(got[0], ErrPartialBoard) && strings.Contains(got[0].Error(), "-board "+b.String()) {
					partial++
				}
				for i, err := range got {
					// A wrapper whose captions cut the board into pieces
					// (len(tours) > 1) is read piece by piece, each a
					// grid of its own: not this rule's reading.
					if len(tours) == 1 && !errors.Is(err, ErrPartialBoard) && verdicts[i] != Unreadable {
						t.Errorf("%s: no board: %d tours %v, faults %v, want no tour judged, a partial board set aside naming -board %v: %s\n%s", name, len(tours), verdicts, got, b, errOf(tours), clip(text))
						break
					}
				}
				tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				if code == 0 || slices.Contains(verdicts, Valid) {
					t.Errorf("%s: -board %v: exit %d, %d tours %v, want squares left, never valid: %s\n%s", name, b, code, len(tours), verdicts, errOf(tours), clip(text))
				}
			}
			// As a solver prints them: the progress board, a rule or a
			// blank line, the finished board, rows a line or two apart.
			for _, sep := range []string{"\n", "--------------------\n", "\n\n"} {
				for _, gap := range []string{"\n", "\n\n"} {
					grid := func(pt propTour) string {
						var s strings.Builder
						for _, r := range pt.rows {
							for _, v := range r {
								fmt.Fprintf(&s, "%3d ", v)
							}
							s.WriteString(gap)
						}
						return s.String()
					}
					text := sep + grid(progress) + sep + grid(tour)
					tours, verdicts, _ := textExit(text, ReadOptions{}, walkCheck)
					valid, aside := 0, 0
					for i, err := range graded(tours, board.Problem{}) {
						switch {
						case errors.Is(err, ErrPartialBoard):
							aside++
						case err == nil && verdicts[i] == Valid:
							valid++
						}
					}
					for _, tr := range tours {
						for _, d := range tr.Readings {
							for _, sk := range d.Skipped {
								if sk.Partial {
									aside++
								}
							}
						}
					}
					// The progress board's lines, each named: read as a
					// tour there, or skipped by one.
					first := strings.Count(sep, "\n") + 1
					last := first + int(b.H)*strings.Count(gap, "\n") - 1
					named := false
					for _, tr := range tours {
						named = named || tr.Line >= first && tr.Line <= last
						for _, d := range tr.Readings {
							named = named || slices.ContainsFunc(d.Skipped, func(sk Skip) bool { return sk.Line >= first && sk.Line <= last })
						}
					}
					if valid != 1 || aside == 0 || valid+aside < len(tours) || !named {
						t.Errorf("%v, %d left, rule %q, rows %q apart: verdicts %v, faults %v, named %v, want the finished board valid and the progress board (lines %d to %d) named and set aside, no tour invalid: %s\n%s", b, left, sep, gap, verdicts, graded(tours, board.Problem{}), named, first, last, errOf(tours), clip(text))
					}
				}
			}
		}
	}
	// A printing whose progress board does not read is unreadable, not
	// wrong; the share read as one partial board is logged, and most
	// must be.
	t.Logf("%d printings of the tour read right, each a witness; %d of their progress boards read as one partial board", witnesses, partial)
	if 2*partial < witnesses {
		t.Errorf("%d of %d progress boards read as one partial board, want most", partial, witnesses)
	}
}

// graded is the fault of each of tours judged on q as a grader judges
// it: a partial board read with no board given is set aside
// ([PartialBoard]), any other fault is Judge's.
func graded(tours []Tour, q board.Problem) []error {
	var errs []error
	for _, tr := range tours {
		j := Judge(tr, q, walkCheck)
		if err := PartialBoard(tr, q, j); err != nil {
			errs = append(errs, err)
			continue
		}
		errs = append(errs, j.Err)
	}
	return errs
}

// TestProgressBoardsRealRun reads a Perl solver's output from the
// nineteenth real set: a progress board numbering 23 squares with two 0s
// (lines 2-10), one with one 0 (lines 13-21), and the finished tour
// (line 24, valid: the set's recorded answer). The progress boards are
// set aside and named, never judged; the tour is the one valid.
func TestProgressBoardsRealRun(t *testing.T) {
	b, err := os.ReadFile("testdata/unseen/perl-run-fs36770591013-progress-last-three-boards.txt")
	if err != nil {
		t.Fatal(err)
	}
	tours, verdicts, code := textExit(string(b), ReadOptions{}, walkCheck)
	skipped := map[int]bool{}
	for _, tr := range tours {
		for _, d := range tr.Readings {
			for _, sk := range d.Skipped {
				skipped[sk.Line] = true
			}
		}
	}
	if len(tours) != 1 || tours[0].Line != 24 || verdicts[0] != Valid || code != 2 {
		t.Errorf("tours at %v, verdicts %v, exit %d, want one valid tour at line 24 and exit 2 for the boards set aside: %s", lines(tours), verdicts, code, errOf(tours))
	}
	for _, l := range []int{2, 13} { // each board named at its first line
		if !skipped[l] {
			t.Errorf("line %d not named, want each progress board named", l)
		}
	}
}

// lines is the first line of each of tours.
func lines(tours []Tour) []int {
	var ls []int
	for _, tr := range tours {
		ls = append(ls, tr.Line)
	}
	return ls
}
