package notation

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestPiecesOnGuessedBoards: a tour cut into two lists by a blank line
// (a thread of two posts, a caption between), with no board given, is
// never judged invalid, though each list guesses a board of its own from
// its squares and covers more than half of it; and a fault in either
// list is never judged valid. Oracle: the tour is the test's own walk,
// checked by walkOK, so the two lists joined are a tour of the board.
func TestPiecesOnGuessedBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 27))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 7}, {W: 8, H: 8}, {W: 11, H: 12}, {W: 12, H: 9}, {W: 16, H: 16}}
	write := func(parts ...board.Path) string {
		var sb strings.Builder
		for i, p := range parts {
			if i > 0 {
				sb.WriteString("\n\n")
			}
			sb.WriteString(p.String())
			sb.WriteString(" ")
			sb.WriteString([]string{"1/2", "(continued)", "--"}[i%3])
		}
		return sb.String() + "\n"
	}
	cases := 0
	for _, b := range boards {
		for range 6 {
			p := warnsdorffWalk(rng, b, 50)
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's walk is no tour: %v", b, p)
			}
			k := b.Size()/4 + rng.IntN(b.Size()/2)
			first, second := p[:k], p[k:]
			text := write(first, second)
			if _, vs, err := judgeText(text, board.Board{}); err == nil {
				for i, v := range vs {
					if v == Invalid {
						t.Errorf("%v cut after %d squares, no board: list %d judged invalid\n%s", b, k, i+1, text)
					}
				}
			}
			cases++
			// A fault in one list (two squares swapped) is never valid.
			faulty := append(board.Path(nil), second...)
			faulty[0], faulty[len(faulty)/2] = faulty[len(faulty)/2], faulty[0]
			text = write(first, faulty)
			_, vs, _ := judgeText(text, board.Board{})
			if len(vs) == 2 && vs[0] == Valid && vs[1] == Valid {
				t.Errorf("%v with a swap in its second list: both lists judged valid\n%s", b, text)
			}
		}
	}
	if cases == 0 {
		t.Fatal("no case ran")
	}
}
