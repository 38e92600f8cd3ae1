package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// oneLineSpellings write a square list on one line, and a square alone,
// as programs print them: the appended line spells its squares as the
// list does.
var oneLineSpellings = []struct {
	name   string
	square func(board.Square) string
	sep    string
}{
	{"algebraic", func(s board.Square) string { return s.String() }, " "},
	{"upper", func(s board.Square) string { return strings.ToUpper(s.String()) }, " "},
	{"commas", func(s board.Square) string { return s.String() }, ", "},
	{"arrows", func(s board.Square) string { return s.String() }, " -> "},
	{"pairs", func(s board.Square) string { return fmt.Sprintf("(%d,%d)", s.X, s.Y) }, " "},
}

// TestLineAfterOneLineTour: a valid tour written on one line, then a
// line of its own with a square, a numbered square or a move number
// (the start square more often than not, the one a closing return would
// repeat), is never judged invalid: the tour is judged open and the line
// named, unless the number continues the count, which these lines never
// do. Oracle: the tours are the test's own, checked by walkOK; the check
// Judge is given holds a closed reading to its return (closedWalkCheck).
func TestLineAfterOneLineTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 24))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		n := b.Size()
		for range 12 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != n || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			sp := oneLineSpellings[rng.IntN(len(oneLineSpellings))]
			var sq []string
			for _, s := range p {
				sq = append(sq, sp.square(s))
			}
			lone := p[0]
			if rng.IntN(3) == 0 {
				lone = p[rng.IntN(n)]
			}
			num := 1 + rng.IntN(n) // never n+1, the count's next
			var extra string
			switch rng.IntN(4) {
			case 0:
				extra = sp.square(lone)
			case 1:
				extra = fmt.Sprintf("%d. %s", num, sp.square(lone))
			case 2:
				extra = fmt.Sprintf("%d: %s", num, sp.square(lone))
			default:
				extra = fmt.Sprintf("%d.", num)
			}
			text := strings.Join(sq, sp.sep) + "\n" + extra + "\n"
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				tours, verdicts, code := textExit(text, opt, closedWalkCheck)
				what := fmt.Sprintf("%v %s, line %q, board given %v", b, sp.name, extra, given)
				if code == 1 {
					t.Errorf("%s: a valid tour judged invalid (%v):\n%s", what, verdicts, text)
				}
				// A number alone beside integer pairs may be half a pair:
				// refused, never judged.
				halfPair := sp.name == "pairs" && !strings.Contains(extra, "(")
				if len(tours) != 1 || len(verdicts) != 1 || verdicts[0] != Valid && !(halfPair && verdicts[0] == Unreadable) {
					t.Errorf("%s: want the one tour valid, got %d tours, %v, exit %d:\n%s", what, len(tours), verdicts, code, text)
				}
			}
		}
	}
}
