package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestMirrorSideBySide: a tour printed beside its mirror (rank 1 on top)
// or its half-turn, on a board of an even number of rows, also numbers
// the top half of the rows, and the bottom half, each once: two wide
// boards stacked. The oracle: the mirror and the half-turn of a tour are
// tours (a knight's move stays one under the board's symmetries), checked
// here by walkOK, so both boards are valid; with two squares swapped in
// one board, that board is not a tour (walkOK), so the answer is never
// exit 0 and "invalid" only when the rows read one way alone (the swap
// moved a number between the halves, which the test counts); with the
// board given, the faulty one is invalid, certainly.
func TestMirrorSideBySide(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 4))
	mirror := func(b board.Board, p board.Path) board.Path {
		q := make(board.Path, len(p))
		for i, s := range p {
			q[i] = board.Square{X: s.X, Y: b.H + 1 - s.Y}
		}
		return q
	}
	turn := func(b board.Board, p board.Path) board.Path {
		q := make(board.Path, len(p))
		for i, s := range p {
			q[i] = board.Square{X: b.W + 1 - s.X, Y: b.H + 1 - s.Y}
		}
		return q
	}
	for round := range 24 {
		side := []int{6, 8, 10}[round%3]
		b := board.Board{W: int32(side), H: int32(side)}
		p := warnsdorffWalk(rng, b, 200)
		q := []func(board.Board, board.Path) board.Path{mirror, turn}[round/3%2](b, p)
		if !walkOK(b, p) || !walkOK(b, q) {
			t.Fatalf("round %d: the test's own tours on %v", round, b)
		}
		faulty := round%4 == 3
		if faulty {
			i, j := 1+rng.IntN(len(p)/2), len(p)/2+rng.IntN(len(p)/2-1)
			p = slices.Clone(p)
			p[i], p[j] = p[j], p[i]
			if walkOK(b, p) {
				t.Fatalf("round %d: the swap left a tour", round)
			}
		}
		left, right := rowsOf(b, p, 1), rowsOf(b, q, 1)
		gap := strings.Repeat(" ", 3+rng.IntN(4))
		width := len(fmt.Sprint(side*side)) + 1
		cell := fmt.Sprintf("%%%dd", width)
		var sb strings.Builder
		if round%2 == 0 {
			sb.WriteString("Tour" + strings.Repeat(" ", width*side+len(gap)-4) + "Mirrored\n")
		}
		for r := range left {
			var cells []string
			for _, v := range left[r] {
				cells = append(cells, fmt.Sprintf(cell, v))
			}
			cells = append(cells, gap)
			for _, v := range right[r] {
				cells = append(cells, fmt.Sprintf(cell, v))
			}
			sb.WriteString(strings.Join(cells, "") + "\n")
		}
		text := sb.String()
		t.Run(fmt.Sprintf("%d/%v/faulty=%v", round, b, faulty), func(t *testing.T) {
			_, vs, err := judgeText(text, board.Board{})
			if err != nil {
				t.Fatalf("ReadTours: %v\n%s", err, text)
			}
			want := []Verdict{Valid, Valid}
			if faulty {
				// The faulty board is invalid when its rows no longer
				// number the top half whole with the other's, so that
				// one cut reads; undecided when both cuts read.
				want = []Verdict{Invalid, Valid}
				seen := map[int]bool{}
				for r := range side / 2 {
					for _, v := range append(slices.Clone(left[r]), right[r]...) {
						seen[v] = true
					}
				}
				if len(seen) == side*side {
					want[0] = Unreadable
				}
			}
			if !slices.Equal(vs, want) {
				t.Errorf("verdicts %v, want %v:\n%s", vs, want, text)
			}
			_, vs, err = judgeText(text, b)
			if err != nil {
				t.Fatalf("ReadTours on %v: %v\n%s", b, err, text)
			}
			if faulty {
				want[0] = Invalid
			}
			if !slices.Equal(vs, want) {
				t.Errorf("on %v given: verdicts %v, want %v:\n%s", b, vs, want, text)
			}
		})
	}
}
