package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// wallBoard prints the first upto squares of p on b, numbered from 1,
// each row between '|' walls: a numbered cell is its number padded to
// width (right or left as right says), a square not yet visited is
// blank, spaces of a width of its own, as a program that prints its
// board at every move may leave it ("| 22|   |").
func wallBoard(rng *rand.Rand, b board.Board, p board.Path, upto, width int, right bool) string {
	num := map[board.Square]int{}
	for k, s := range p[:upto] {
		num[s] = k + 1
	}
	var sb strings.Builder
	for y := b.H; y >= 1; y-- {
		sb.WriteString("|")
		for x := int32(1); x <= b.W; x++ {
			n, ok := num[board.Square{X: x, Y: y}]
			switch {
			case !ok:
				sb.WriteString(strings.Repeat(" ", 1+rng.IntN(width+1)))
			case right:
				fmt.Fprintf(&sb, " %*d", width, n)
			default:
				fmt.Fprintf(&sb, " %-*d", width, n)
			}
			sb.WriteString("|")
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// TestWalledStagesProperty writes the boards a program prints at some of
// its moves, walled by '|' with a blank cell for a square not yet
// visited (wallBoard, cells of random widths), then the whole board, of
// random tours, read with no board given and with the tour's board
// given. The oracle is the walk warnsdorffWalk made and walkOK passed:
// the whole board is the one tour judged, and valid; no stage is judged
// (a board begun keeps its columns, so it is no complete numbering of
// another grid); and the same stages before the whole board with two
// squares swapped never exit 0 and are never judged valid.
func TestWalledStagesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 2))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 7, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		n := b.Size()
		swapped := slices.Clone(p)
		swapped[0], swapped[n-1] = swapped[n-1], swapped[0]
		for trial := range 6 {
			width := len(fmt.Sprint(n)) + rng.IntN(2)
			right := rng.IntN(2) == 0
			stages := map[int]bool{}
			for range 1 + rng.IntN(4) {
				stages[n/2+rng.IntN(n-n/2)] = true
			}
			ups := make([]int, 0, len(stages))
			for k := range stages {
				ups = append(ups, k)
			}
			slices.Sort(ups)
			for _, tour := range []struct {
				what  string
				path  board.Path
				valid bool
			}{{"whole", p, true}, {"swapped", swapped, false}} {
				if !tour.valid && walkOK(b, tour.path) {
					continue // still a tour, by chance: no fault to find
				}
				var sb strings.Builder
				for _, k := range ups {
					fmt.Fprintf(&sb, "Move %d\n", k)
					sb.WriteString(wallBoard(rng, b, p, k, width, right))
					sb.WriteString("\n")
				}
				fmt.Fprintf(&sb, "Move %d\n", n)
				sb.WriteString(wallBoard(rng, b, tour.path, n, width, right))
				text := sb.String()
				for _, given := range []board.Board{{}, b} {
					name := fmt.Sprintf("%v/%d/board %v/width %d right %v/stages %v/%s", b, trial, given, width, right, ups, tour.what)
					_, verdicts, code := textExit(text, ReadOptions{Board: given}, walkCheck)
					if !tour.valid {
						if code == 0 || slices.Contains(verdicts, Valid) {
							t.Errorf("%s: exit %d, verdicts %v, want a fault found:\n%s", name, code, verdicts, clip(text))
						}
						continue
					}
					if len(verdicts) != 1 || verdicts[0] != Valid {
						t.Errorf("%s: %d tours %v, exit %d; want the whole board alone judged, valid:\n%s", name, len(verdicts), verdicts, code, clip(text))
					}
				}
			}
		}
	}
}
