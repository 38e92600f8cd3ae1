package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/knightcert/knight/board"
)

// TestSpacedSquaresBeside: a valid tour written as one line beside a
// twin whose squares have white space between file and rank, the space
// drawn from every white-space character Unicode names (unicode.IsSpace:
// a tab where a spreadsheet row pasted as text parts its cells, a
// vertical tab, a form feed, a bare carriage return, the line and
// paragraph separators, the Ogham and mathematical spaces), one or two
// of them, on every square or on most, the twin before or after
// (twinsBeside). When the twin has two squares swapped the input never
// passes (exit 0), and when it is the tour itself it is never judged
// invalid (exit 1). The
// oracle: warnsdorffWalk's tours checked by walkOK, and the swap the
// test made, which makes the twin no tour.
func TestSpacedSquaresBeside(t *testing.T) {
	var spaces []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.IsSpace(r) && r != '\n' {
			spaces = append(spaces, r)
		}
	}
	rng := rand.New(rand.NewPCG(54, 9))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 48 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		gap := string(spaces[rng.IntN(len(spaces))])
		if rng.IntN(3) == 0 {
			gap += string(spaces[rng.IntN(len(spaces))])
		}
		share := []float64{1, 0.7}[rng.IntN(2)] // every square, or most
		write := func(q board.Path) string {
			words := make([]string, len(q))
			for k, s := range q {
				words[k] = s.String()
				if rng.Float64() < share {
					words[k] = fmt.Sprintf("%c%s%d", 'a'+s.X-1, gap, s.Y)
				}
			}
			return strings.Join(words, " ")
		}
		twinsBeside(t, rng, round, b, p, write, func() bool { return true })
	}
}
