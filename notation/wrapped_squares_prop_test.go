package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestWrappedTourBeside: a valid tour written as one line beside a twin
// written through wrappers drawn at random from the printable ASCII
// signs (a bracket pair or a sign on both sides, around the file
// letter, the rank, both, or the whole square, and signs between them:
// "[e][5]", "<e:5>", "*e.5*", "\"e)(5\""), the twin before or after.
// When the twin has two squares swapped the input never passes (exit
// 0); when the twin is the tour itself it is never judged invalid
// (exit 1). The oracle: warnsdorffWalk's tours, checked by walkOK, and
// the swap the test made, which makes the twin no tour.
func TestWrappedTourBeside(t *testing.T) {
	rng := rand.New(rand.NewPCG(52, 11))
	var signs []byte
	for c := byte('!'); c <= '~'; c++ {
		if !isLetter(c) && !isDigit(c) {
			signs = append(signs, c)
		}
	}
	pairs := map[byte]byte{'(': ')', '[': ']', '{': '}', '<': '>'}
	wrapper := func() (string, string) {
		if rng.IntN(3) == 0 {
			return "", ""
		}
		o := signs[rng.IntN(len(signs))]
		if c, ok := pairs[o]; ok {
			return string(o), string(c)
		}
		return string(o), string(o)
	}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 64 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		lo, lc := wrapper() // around the letter
		do, dc := wrapper() // around the rank
		wo, wc := wrapper() // around the whole square
		mark := ""
		for range rng.IntN(3) {
			mark += string(signs[rng.IntN(len(signs))])
		}
		if lo+do+mark == "" { // a bare square, wrapped whole, is read: no spelling to test
			lc, do = ")", "("
		}
		write := func(q board.Path) string {
			words := make([]string, len(q))
			for k, s := range q {
				words[k] = fmt.Sprintf("%s%s%c%s%s%s%d%s%s", wo, lo, 'a'+s.X-1, lc, mark, do, s.Y, dc, wc)
			}
			return strings.Join(words, " ")
		}
		faulty := slices.Clone(p)
		i := 2 + rng.IntN(len(faulty)-6)
		faulty[i], faulty[i+3] = faulty[i+3], faulty[i]
		for _, twin := range []struct {
			q     board.Path
			valid bool
		}{{faulty, false}, {p, true}} {
			text := p.String() + "\n" + write(twin.q) + "\n"
			if round%2 == 1 {
				text = write(twin.q) + "\n" + p.String() + "\n"
			}
			t.Run(fmt.Sprintf("%d/%v/%q/valid=%v", round, b, write(twin.q[:1]), twin.valid), func(t *testing.T) {
				tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				switch {
				case !twin.valid && code == 0:
					t.Errorf("exit 0, %d tours %v: a tour with two squares swapped passed unread:\n%s", len(tours), verdicts, clip(text))
				case twin.valid && code == 1:
					t.Errorf("exit 1, %d tours %v: both tours written are valid:\n%s", len(tours), verdicts, clip(text))
				}
			})
		}
	}
}
