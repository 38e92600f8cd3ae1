package notation

import (
	"testing"

	"github.com/knightcert/knight/board"
)

// TestOneSquareSaysNoBoard: one square, or one pair, in a caption is held
// by every board, so with no -board it is no tour of the smallest one
// (1x1): a caption alone never exits 0. Given -board 1x1, the square is
// that board's one tour. The oracle is the definition: the box of one
// square is 1x1 only by choice, and a caption states no board.
func TestOneSquareSaysNoBoard(t *testing.T) {
	for _, in := range []string{
		"start: a1", "Solution (start a1)", "Tour from a1:", "開始マス: a1", "pos (1, 1)",
		"The knight starts on c3.", "-- from (1,1) --", "start=a1 moves=0",
	} {
		if _, _, code := textExit(in+"\n", ReadOptions{}, walkCheck); code == 0 {
			t.Errorf("%q with no board: exit 0, a caption passed as a tour", in)
		}
	}
	for _, in := range []string{"a1", "start: a1", "pos (1, 1)"} {
		tours, _, code := textExit(in+"\n", ReadOptions{Board: board.Board{W: 1, H: 1}}, walkCheck)
		if code != 0 || len(tours) != 1 {
			t.Errorf("%q on 1x1: exit %d, %d tours, want the board's one tour", in, code, len(tours))
		}
	}
}
