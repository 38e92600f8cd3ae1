package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// blankBoards print a board of b with no square numbered, every cell one
// mark, as programs print the board before their first move or after
// undoing the last: Go's fmt.Println of a slice, a Python list, rows of
// -1, 0 or '.', walls with blank cells.
var blankBoards = []struct {
	name  string
	write func(b board.Board) string
}{
	{"go slice -1", func(b board.Board) string { return blankRows(b, "[", "-1", " ", "]", " ", "[", "]") + "\n" }},
	{"python list -1", func(b board.Board) string { return blankRows(b, "[", "-1", ", ", "]", ", ", "[", "]") + "\n" }},
	{"python list 0", func(b board.Board) string { return blankRows(b, "[", "0", ", ", "]", ", ", "[", "]") + "\n" }},
	{"rows -1", func(b board.Board) string { return blankRows(b, "", "-1", " ", "", "\n", "", "") + "\n" }},
	{"rows 0", func(b board.Board) string { return blankRows(b, "", "0", " ", "", "\n", "", "") + "\n" }},
	{"rows dot", func(b board.Board) string { return blankRows(b, "", ".", " ", "", "\n", "", "") + "\n" }},
}

// blankRows writes b's rows of mark, each cell parted by sep and each
// row in open and close, the rows parted by rowSep and the whole in
// first and last.
func blankRows(b board.Board, open, mark, sep, close, rowSep, first, last string) string {
	row := open + strings.Repeat(mark+sep, int(b.W)-1) + mark + close
	rows := make([]string, b.H)
	for i := range rows {
		rows[i] = row
	}
	return first + strings.Join(rows, rowSep) + last
}

// TestBlankBoardsBesideToursProperty writes a board with no square
// numbered (blankBoards) before or after a random tour written as a
// square list, and alone, read with no board given and with the tour's
// board given. The oracle is the walk warnsdorffWalk made and walkOK
// passed: beside a tour, the tour is the one judged, valid, and the
// answer never accuses (a board of marks is no tour, set aside by name;
// a literal of zeros on a board given is also a list of one square
// named again and again, set aside as a path that could be a tour);
// alone, it is judged neither valid nor invalid, on any board given.
func TestBlankBoardsBesideToursProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		list := p.String() + "\n"
		for _, bb := range blankBoards {
			blank := bb.write(b)
			for _, given := range []board.Board{{}, b} {
				for _, text := range []struct{ where, text string }{
					{"before", blank + "\n" + list},
					{"after", list + "\n" + blank},
				} {
					name := fmt.Sprintf("%v/%s/board %v/%s", b, bb.name, given, text.where)
					_, verdicts, code := textExit(text.text, ReadOptions{Board: given}, walkCheck)
					passes := !(bb.name == "python list 0" && given != board.Board{})
					if len(verdicts) != 1 || verdicts[0] != Valid || code == 1 || passes && code != 0 {
						t.Errorf("%s: %d tours %v, exit %d; want 1 valid, exit 0 (or 2 for zeros on a board given):\n%s", name, len(verdicts), verdicts, code, clip(text.text))
					}
				}
				_, verdicts, _ := textExit(blank, ReadOptions{Board: given}, walkCheck)
				if slices.Contains(verdicts, Valid) || slices.Contains(verdicts, Invalid) {
					t.Errorf("%v/%s/board %v/alone: verdicts %v, want none judged:\n%s", b, bb.name, given, verdicts, clip(blank))
				}
			}
		}
	}
}
