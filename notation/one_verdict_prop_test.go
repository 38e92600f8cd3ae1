package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
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
