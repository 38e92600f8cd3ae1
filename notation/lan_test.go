package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// lanWriter writes p as long algebraic moves, each from one square to the
// next: the piece letter of some language before the from-square (or
// none), a mark between the squares, a check mark after some, move
// numbers before some, the moves one a line or on one line, after a line
// of caption or markup. The test writes the notation from its definition
// (a move names its from-square and its to-square), not from the reader.
func lanWriter(rng *rand.Rand, p board.Path) string {
	piece := []string{"N", "S", "C", "P", "K", ""}[rng.IntN(6)]
	mark := []string{"-", "x", "–", ":"}[rng.IntN(4)]
	numbered := rng.IntN(2) == 0
	perLine := rng.IntN(2) == 0
	var ms []string
	for i := 0; i+1 < len(p); i++ {
		m := piece + p[i].String() + mark + p[i+1].String()
		if rng.IntN(5) == 0 {
			m += []string{"+", "#", "!", "?"}[rng.IntN(4)]
		}
		if numbered {
			m = fmt.Sprintf("%d. %s", i+1, m)
		}
		ms = append(ms, m)
	}
	sep := " "
	if perLine {
		sep = "\n"
	}
	head := []string{"", "Moves:\n", "[Event \"tour\"]\n\n", "% the knight's moves\n", "Die Züge des Springers:\n"}[rng.IntN(5)]
	return head + strings.Join(ms, sep) + "\n"
}

// TestLongAlgebraicMoves: a random tour (warnsdorffWalk, checked by
// walkOK, the oracle) written as long algebraic moves through lanWriter
// is one tour, valid, on the board given and on none; with two of its
// squares swapped (walkOK says no tour) it is one tour, not valid.
func TestLongAlgebraicMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 4))
	for _, bd := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}} {
		for range 24 {
			p := warnsdorffWalk(rng, bd, 500)
			if p == nil || !walkOK(bd, p) {
				t.Fatalf("%v: the test's own tour", bd)
			}
			for fault := range 2 {
				q := p
				if fault == 1 {
					q = append(board.Path(nil), p...)
					q[3], q[4] = q[4], q[3]
					if walkOK(bd, q) {
						t.Fatalf("%v: the swapped tour is a tour", bd)
					}
				}
				text := lanWriter(rng, q)
				for _, given := range []board.Board{bd, {}} {
					tours, vs, err := judgeText(text, given)
					switch {
					case err != nil && fault == 0:
						t.Errorf("%v (board given %v): %v\n%s", bd, given, err, text)
					case err != nil:
					case len(tours) != 1:
						t.Errorf("%v (board given %v), fault %d: %d tours, want 1\n%s", bd, given, fault, len(tours), text)
					case fault == 0 && vs[0] != Valid:
						t.Errorf("%v (board given %v): %v, want valid\n%s", bd, given, vs[0], text)
					case fault == 1 && vs[0] == Valid:
						t.Errorf("%v (board given %v), squares swapped: valid\n%s", bd, given, text)
					}
				}
			}
		}
	}
}
