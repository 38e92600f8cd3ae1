package notation

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestWideFileSquareNotDropped writes a random tour (warnsdorffWalk,
// checked by walkOK) and puts into its line a square of a file past z
// ("aa1", "zz9"), which names no square of a board 26 files wide or
// less. The oracle is counting: the text then writes one square more
// than the board has, and one off it, so no reading of it as written is
// a tour, and the grader must not pass it (exit 0): a square the reader
// cannot place is not dropped as a word. Without the square the same
// text passes, so what is tested is the square.
func TestWideFileSquareNotDropped(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 5))
	wide := []string{"aa1", "ab3", "zz9", "AB12", "ba2"}
	for _, b := range []board.Board{{W: 1, H: 1}, {W: 5, H: 5}, {W: 3, H: 4}, {W: 6, H: 6}, {W: 8, H: 5}, {W: 10, H: 10}} {
		var p board.Path
		if b.Size() == 1 {
			p = board.Path{{X: 1, Y: 1}}
		} else {
			p = warnsdorffWalk(rng, b, 1000)
		}
		if !walkOK(b, p) {
			t.Fatalf("no tour of %v to start from", b)
		}
		words := strings.Fields(p.String())
		for _, w := range wide {
			at := rng.IntN(len(words) + 1)
			in := strings.Join(append(append(append([]string{}, words[:at]...), w), words[at:]...), " ") + "\n"
			for _, opt := range []ReadOptions{{Board: b}, {}} {
				if _, _, code := textExit(strings.Join(words, " ")+"\n", opt, walkCheck); code != 0 && opt.Board == b {
					t.Fatalf("%v: the tour alone exits %d", b, code)
				}
				tours, vs, code := textExit(in, opt, walkCheck)
				if code == 0 {
					t.Errorf("%q on %v (board given: %v): exit 0, %d tours %v: %q was dropped", in, b, opt.Board != board.Board{}, len(tours), vs, w)
				}
			}
		}
	}
}
