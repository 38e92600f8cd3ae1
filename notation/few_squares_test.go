package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestFewSquaresBesideWords: the start of a valid tour (warnsdorffWalk,
// checked by walkOK) named in words above moves in notations no reader
// knows is one square read beside words, not a tour that covers one
// square: with the board given, never invalid. The control: one or two
// squares alone, nothing set aside, are what was written, and no tour of
// a board of more squares (the definition of a tour).
func TestFewSquaresBesideWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 5))
	steps := map[[2]int32]string{{1, 2}: "uur", {2, 1}: "rru", {2, -1}: "rrd", {1, -2}: "ddr", {-1, -2}: "ddl", {-2, -1}: "lld", {-2, 1}: "llu", {-1, 2}: "uul"}
	for _, bd := range []board.Board{{W: 4, H: 3}, {W: 5, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, bd, 500)
		if p == nil || !walkOK(bd, p) {
			t.Fatalf("%v: the test's own tour", bd)
		}
		var moves []string
		for k := 1; k < len(p); k++ {
			moves = append(moves, steps[[2]int32{p[k].X - p[k-1].X, p[k].Y - p[k-1].Y}])
		}
		for _, text := range []string{
			fmt.Sprintf("Start: %v\nMoves (u up, d down, l left, r right):\n%s\n", p[0], strings.Join(moves, " ")),
			fmt.Sprintf("The knight begins on %v and then goes\n%s.\n", p[0], strings.Join(moves, ", ")),
			fmt.Sprintf("from %v to %v, then:\n%s\n", p[0], p[1], strings.Join(moves[1:], "-")),
		} {
			_, vs, code := textExit(text, ReadOptions{Board: bd}, walkCheck)
			if code == 1 || slices.Contains(vs, Invalid) {
				t.Errorf("%v: exit %d, verdicts %v, want no invalid verdict:\n%s", bd, code, vs, text)
			}
		}
		for _, text := range []string{fmt.Sprintf("%v\n", p[0]), fmt.Sprintf("%v %v\n", p[0], p[1])} {
			if _, vs, code := textExit(text, ReadOptions{Board: bd}, walkCheck); code != 1 {
				t.Errorf("%v %q alone: exit %d, verdicts %v, want invalid", bd, text, code, vs)
			}
		}
	}
}
