package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestOffBoardSquareAnswersAlikeAnywhere: a valid tour with one square
// written off the board given, no move from any square of it ("z9",
// "x4"), gets one answer wherever that square stands, first, inside or
// last: no verdict, since which square was meant is not known. The oracle:
// warnsdorffWalk's tours, checked by walkOK, are valid as written, so a
// verdict of invalid accuses a tour for a misprint, and the answer at
// square 1 (a start off the board, undecided) is the one every place
// must give.
func TestOffBoardSquareAnswersAlikeAnywhere(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 2))
	for round := range 12 {
		b := board.Board{W: int32(5 + rng.IntN(4)), H: int32(5 + rng.IntN(4))}
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		words := strings.Fields(p.String())
		off := []string{"z9", "x4"}[round%2] // no move from any square of b
		for _, at := range []int{0, 1 + rng.IntN(len(words)-2), len(words) - 1} {
			w := append([]string(nil), words...)
			w[at] = off
			in := strings.Join(w, " ") + "\n"
			t.Run(fmt.Sprintf("%d/%v/%s/square-%d", round, b, off, at+1), func(t *testing.T) {
				tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
				if err != nil || len(tours) != 1 {
					t.Fatalf("ReadTours(%s) = %d tours, %v, want one", in, len(tours), err)
				}
				j := Judge(tours[0], board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
					if !walkOK(q.Board, p) {
						return ErrMisread // any error: the verdict is what is tested
					}
					return nil
				})
				if j.Verdict != Unreadable {
					t.Errorf("Judge(%s) = %v (%v), want unreadable, as with the square off the board first", in, j.Verdict, j.Err)
				}
			})
		}
	}
}
