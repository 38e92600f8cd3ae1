package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCaptionBoardOfMoveLines: random tours written as a caption that
// names the board, a line stating the start, then a line a move, in
// several languages, no board given. The caption's board is the text's own
// word, so a list naming as many squares as that board has is certain: a
// square written twice in place of another is invalid, not undecided,
// also when the caption's board is the smallest that holds the squares.
// Oracle: walkOK, the test's own walk check, on the squares written.
func TestCaptionBoardOfMoveLines(t *testing.T) {
	layouts := []struct{ caption, start, move string }{
		{"Обход конём доски %dx%d", "Начальное поле: %s", "Ход %d: конь на %s"},
		{"Обход конём доски %d×%d", "Начальное поле: %s", "Ход %d: конь на %s"},
		{"Knight's tour of the %dx%d board", "Start: %s", "Move %d: knight to %s"},
		{"Board: %d x %d", "Start square: %s", "%d. knight to %s"},
		{"Recorrido del caballo, tablero %dx%d", "Casilla inicial: %s", "Movimiento %d: caballo a %s"},
	}
	rng := rand.New(rand.NewPCG(43, 11))
	for _, b := range []board.Board{{W: 7, H: 6}, {W: 6, H: 6}, {W: 8, H: 5}, {W: 5, H: 5}} {
		for li, l := range layouts {
			p := warnsdorffWalk(rng, b, 2000)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			repeated := slices.Clone(p)
			i := 1 + rng.IntN(len(p)-2)
			j := rng.IntN(len(p) - 1)
			if j >= i {
				j++
			}
			repeated[i] = p[j]
			for _, c := range []struct {
				what string
				path board.Path
			}{{"valid", p}, {"repeated", repeated}} {
				lines := []string{fmt.Sprintf(l.caption, b.W, b.H), fmt.Sprintf(l.start, c.path[0])}
				for k, s := range c.path[1:] {
					lines = append(lines, fmt.Sprintf(l.move, k+1, s))
				}
				text := strings.Join(lines, "\n") + "\n"
				want := Invalid
				if walkOK(b, c.path) {
					want = Valid
				}
				tours, verdicts, _ := textExit(text, ReadOptions{}, walkCheck)
				if len(tours) != 1 || verdicts[0] != want {
					var why error
					if len(tours) > 0 {
						why = Judge(tours[0], board.Problem{}, walkCheck).Err
					}
					t.Errorf("%v/layout %d/%s: verdicts %v, want [%v] (%v):\n%s", b, li, c.what, verdicts, want, why, clip(text))
				}
			}
		}
	}
}
