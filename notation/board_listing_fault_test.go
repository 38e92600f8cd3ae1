package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestBoardListingFault: a tour written as a table of every square once
// in the board's own order (by ranks or by files, either way), each
// beside its move number, with one number written in place of another
// (a number twice, or one past the board's squares), is judged invalid,
// its fault the numbering's: the listing names every square, so the
// board is certain, and the order written is no path, so the numbers are
// the one reading. The oracle: walkOK on the test's own tour, and the
// numbers the test wrote, which number no tour (one of them twice or off
// the board, one missing) whatever the order of the squares.
func TestBoardListingFault(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 4))
	cases, failed := 0, 0
	for b, p := range testTours(t, rng) {
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		number := map[board.Square]int{}
		for k, s := range p {
			number[s] = k + 1
		}
		for trial := range 8 {
			order := listingOrder(b, trial%2 == 1, [2]bool{trial/2%2 == 1, trial/4%2 == 1})
			for _, past := range []bool{false, true} {
				nums := make([]int, len(order))
				for k, s := range order {
					nums[k] = number[s]
				}
				i, j := rng.IntN(len(nums)), rng.IntN(len(nums)-1)
				if j >= i {
					j++
				}
				want := fmt.Sprintf("number %d appears twice", nums[i])
				nums[j] = nums[i]
				if past {
					nums[j] = len(nums) + 1 + rng.IntN(5)
					want = fmt.Sprintf("number %d is past the %d squares", nums[j], len(nums))
				}
				for _, layout := range []string{"csv", "tsv", "markdown", "spaces"} {
					text := listingText(layout, "Cell", "Value", order, nums)
					for _, given := range []board.Board{{}, b} {
						cases++
						tours, vs, err := judgeText(text, given)
						if err != nil || len(vs) != 1 || vs[0] != Invalid || !errors.Is(tours[0].Err, ErrNumbering) || !strings.Contains(tours[0].Err.Error(), want) {
							failed++
							if failed <= 5 {
								t.Errorf("%v tour, %s, board given %v: verdicts %v, fault %v, want invalid: %s\n%s", b, layout, given, vs, firstErr(tours, err), want, text)
							}
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d listings not judged by their numbering's fault", failed, cases)
	}
}

// listingOrder is b's squares by ranks (by files when byFiles), the
// outer lines counted down when back[0], the squares along each counted
// down when back[1].
func listingOrder(b board.Board, byFiles bool, back [2]bool) board.Path {
	outer, inner := b.H, b.W
	if byFiles {
		outer, inner = b.W, b.H
	}
	var order board.Path
	for o := range outer {
		for i := range inner {
			oo, ii := o, i
			if back[0] {
				oo = outer - 1 - o
			}
			if back[1] {
				ii = inner - 1 - i
			}
			s := board.Square{X: ii + 1, Y: oo + 1}
			if byFiles {
				s = board.Square{X: oo + 1, Y: ii + 1}
			}
			order = append(order, s)
		}
	}
	return order
}

func firstErr(tours []Tour, err error) error {
	if err != nil || len(tours) == 0 {
		return err
	}
	return tours[0].Err
}
