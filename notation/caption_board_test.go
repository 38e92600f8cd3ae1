package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The checker is pairs_test.go's tourCheck, written from the definition.

// captionOrders are the numberings a caption states, each with the
// number (from 1) it gives square s of b, written here from the words
// alone: rows or columns, from one corner.
var captionOrders = []struct {
	words  string
	number func(b board.Board, s board.Square) int
}{
	{"row by row from the top left", func(b board.Board, s board.Square) int { return int(b.H-s.Y)*int(b.W) + int(s.X) }},
	{"from a1 along the ranks", func(b board.Board, s board.Square) int { return int(s.Y-1)*int(b.W) + int(s.X) }},
	{"column by column from the bottom left", func(b board.Board, s board.Square) int { return int(s.X-1)*int(b.H) + int(s.Y) }},
	{"column by column from the top right", func(b board.Board, s board.Square) int { return int(b.W-s.X)*int(b.H) + int(b.H-s.Y) + 1 }},
	{"row-major, starting at the bottom right", func(b board.Board, s board.Square) int { return int(s.Y-1)*int(b.W) + int(b.W-s.X) + 1 }},
}

// captionBoards are ways a caption names a W x H board.
var captionBoards = []string{"Tour on a %dx%d board", "Tour auf einem %d×%d Brett", "A %d by %d board", "Solución en un tablero de %d por %d"}

// TestCaptionSquareNumbers writes random tours (warnsdorffWalk, checked
// by walkOK) as lists of square numbers under a caption that names the
// board and the numbering, in every order captionOrders knows and every
// way captionBoards names a board, with and without -board. The oracle is
// the list the test wrote: read back, the path is the tour written, and
// valid; with two squares swapped (walkOK says no tour), or one left
// out, the verdict is invalid, never valid or unreadable.
func TestCaptionSquareNumbers(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 7, H: 5}, {W: 4, H: 9}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		k := 1 + rng.IntN(len(p)-2)
		swapped := slices.Clone(p)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		if walkOK(b, swapped) {
			t.Fatalf("%v: a swap that is still a tour", b)
		}
		dropped := slices.Delete(slices.Clone(p), k, k+1)
		for _, o := range captionOrders {
			for bi, named := range captionBoards {
				for _, given := range []board.Board{{}, b} {
					write := func(path board.Path) string {
						var nums []string
						for _, s := range path {
							nums = append(nums, fmt.Sprint(o.number(b, s)))
						}
						return fmt.Sprintf(named+", squares numbered 1..%d %s:\n%s\n", b.W, b.H, b.Size(), o.words, strings.Join(nums, ", "))
					}
					name := fmt.Sprintf("%v/%s/caption %d/board %v", b, o.words, bi, given)
					q := board.Problem{Board: given}
					tours, err := ReadTours(strings.NewReader(write(p)), ReadOptions{Board: given})
					if err != nil || len(tours) != 1 {
						t.Errorf("%s: ReadTours = %d tours, %v, want 1", name, len(tours), err)
						continue
					}
					j := Judge(tours[0], q, tourCheck)
					if j.Verdict != Valid || !slices.Equal(j.Doc.Path, p) {
						t.Errorf("%s: %v (%v), path %v, want valid %v in\n%s", name, j.Verdict, j.Err, j.Doc.Path, p, write(p))
						continue
					}
					if !strings.Contains(j.Doc.Reading(), "caption on line 1") {
						t.Errorf("%s: reading %q does not name the caption", name, j.Doc.Reading())
					}
					for what, bad := range map[string]board.Path{"swapped": swapped, "one left out": dropped} {
						tours, err := ReadTours(strings.NewReader(write(bad)), ReadOptions{Board: given})
						if err != nil || len(tours) != 1 {
							t.Errorf("%s/%s: ReadTours = %d tours, %v, want 1", name, what, len(tours), err)
							continue
						}
						if j := Judge(tours[0], q, tourCheck); j.Verdict != Invalid {
							t.Errorf("%s/%s: %v (%v), want invalid in\n%s", name, what, j.Verdict, j.Err, write(bad))
						}
					}
				}
			}
		}
	}
}

// TestCaptionNotTaken: a caption gives no board where the text gives its
// own or where what follows is no list of it; each case says why, its
// oracle the squares the test wrote.
func TestCaptionNotTaken(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 13))
	six := board.Board{W: 6, H: 6}
	p := warnsdorffWalk(rng, six, 200)
	if len(p) != six.Size() || !walkOK(six, p) {
		t.Fatalf("the test's own tour")
	}
	var written []string
	for _, s := range p {
		written = append(written, s.String())
	}
	for _, c := range []struct {
		name, text, why string
		want            Verdict
	}{
		{"a tour of its own board", "Tour on a 8x8 board:\n" + strings.Join(written, " ") + "\n",
			"every square of 6x6, a knight's move apart (walkOK): a tour of 6x6, whatever the caption says", Valid},
		{"off the board", "On a normal 8x8 chessboard, find a tour.\nx1 y2 z3 x4 y5 z6 x7 y8\n",
			"squares off the caption's board: the caption is of another text", Unreadable},
		{"several lists joined", "Bei einem 3x3 großen Feld sind es 4 Zyklen:\n\nA1 -> C2 -> A3 -> B1 -> C3 -> A2 -> C1 -> B3\nA1 -> C2\nA1 -> B3 -> C1 -> A2 -> C3 -> B1 -> A3 -> C2\nA1 -> B3\n",
			"more squares than a tour of 3x3 has: several cycles, not one tour", Unreadable},
	} {
		tours, err := ReadTours(strings.NewReader(c.text), ReadOptions{})
		for _, tr := range tours {
			if j := Judge(tr, board.Problem{}, tourCheck); err == nil && j.Verdict != c.want {
				t.Errorf("%s: %v (%v), want %v: %s", c.name, j.Verdict, j.Err, c.want, c.why)
			}
		}
	}
}

// TestBoardCaptions reads the board and numbering of caption lines; the
// oracle is the caption's words.
func TestBoardCaptions(t *testing.T) {
	for _, c := range []struct {
		line  string
		board board.Board
		known bool
	}{
		{"Tour on a 7x11 board, cells numbered 1..77 row by row from the top left:", board.Board{W: 7, H: 11}, true},
		{"n = 8", board.Board{W: 8, H: 8}, false},
		{"Input: m = 3, n = 4, r = 0", board.Board{}, false}, // n is one side of two: no square board
		{"8 by 8, squares numbered from a1 along the ranks", board.Board{W: 8, H: 8}, true},
		{"Ein 5×6 Brett", board.Board{W: 5, H: 6}, false},
		{"boards 5x5 and 6x6", board.Board{}, false}, // two boards: which is meant is not known
		{"width: 128x8px", board.Board{}, false},
		{"squares numbered 1..64", board.Board{}, false}, // no order stated: not known
	} {
		caps := boardCaptions([]byte(c.line), 2) // the caption, line 1, above a tour on line 2
		var got board.Board
		known := false
		if len(caps) == 1 {
			got, known = caps[0].board, caps[0].known
		}
		if got != c.board || known != c.known {
			t.Errorf("boardCaptions(%q) = %v, order known %v; want %v, %v", c.line, got, known, c.board, c.known)
		}
	}
}
