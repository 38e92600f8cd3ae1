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
	wrappers := slices.Concat(propWrappers(), newWrappers(), literalWrappers(), commentWrappers(), replWrappers(),
		blockWrappers(), besideWrappers(), captionWrappers(), headerWrappers(), blankRowWrappers())
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
