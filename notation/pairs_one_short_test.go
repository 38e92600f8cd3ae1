package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestPairsOneShort: a tour with one square inside it left out, written as (file,
// rank) pairs of integers (from 0 or 1, as q, Stata and plain lines print
// them), on the board given, is judged invalid: pairs one fewer than the
// board's squares, none twice, walking by knight's moves but where the
// square was left out, are that tour, and its fault certain. The oracle:
// walkOK on the test's own tour, and on the list with the square left
// out, which the test checks is no tour.
func TestPairsOneShort(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 7))
	cases, failed := 0, 0
	for b, p := range testTours(t, rng) {
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for trial := range 6 {
			cut := 1 + rng.IntN(len(p)-2) // a square inside: one at an end may be a cut list's
			short := append(append(board.Path{}, p[:cut]...), p[cut+1:]...)
			if walkOK(b, short) {
				t.Fatalf("%v: a tour with a square left out is a tour", b)
			}
			base := int32(trial % 2)
			text := pairsText(trial/2, short, base)
			cases++
			_, vs, err := judgeText(text, b)
			if err != nil || len(vs) != 1 || vs[0] != Invalid {
				failed++
				if failed <= 5 {
					t.Errorf("%v tour less %v, layout %d, board given: verdicts %v, error %v, want one invalid\n%s", b, p[cut], trial/2, vs, err, text)
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d pairs one short not judged invalid", failed, cases)
	}
}

// pairsText writes p as (file, rank) pairs from base: q's one line of
// pairs, Stata's listing with a move column, or a pair a line.
func pairsText(layout int, p board.Path, base int32) string {
	var sb strings.Builder
	switch layout {
	case 0:
		sb.WriteString("q)tour\n(")
		for k, s := range p {
			if k > 0 {
				sb.WriteString(";")
			}
			fmt.Fprintf(&sb, "%d %d", s.X-1+base, s.Y-1+base)
		}
		sb.WriteString(")\nq)\n")
	case 1:
		sb.WriteString(". list move x y\n\n     +---------------+\n     | move   x   y |\n     |---------------|\n")
		for k, s := range p {
			fmt.Fprintf(&sb, "%4d. | %4d %3d %3d |\n", k+1, k+1, s.X-1+base, s.Y-1+base)
		}
		sb.WriteString("     +---------------+\n")
	default:
		for _, s := range p {
			fmt.Fprintf(&sb, "%d,%d\n", s.X-1+base, s.Y-1+base)
		}
	}
	return sb.String()
}
