package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// listWriters print a tour as a list of (x, y) vectors, element by
// element: R's str(), R's print of a list of integer vectors from 0
// (the probe's is from 1), and Julia's display of a vector of tuples.
var listWriters = map[string]func(b board.Board, p board.Path) string{
	"r str of a list": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("> str(tour)\nList of %d\n", len(p)) + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf(" $ : int [1:2] %d %d", x+1, y+1)
		}) + "\n"
	},
	"r print of a list from 0": func(b board.Board, p board.Path) string {
		return "> print(tour)\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("[[%d]]\n[1] %d %d\n", k+1, x, y)
		}) + "\n"
	},
	"julia vector of tuples": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("julia> tour\n%d-element Vector{Tuple{Int64, Int64}}:\n", len(p)) + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf(" (%d, %d)", x+1, y+1)
		}) + "\n"
	},
}

// TestIndexedLists: random tours (warnsdorffWalk; walkOK, an independent
// walk written in the tests, says each is a tour) printed by every
// writer of listWriters, one or two to an input, read and judged with
// no board given and with the board given. The oracle is the tour
// written: a valid one exits 0 as the tours written, each a reading
// walkOK passes; with one fault no input exits 0.
func TestIndexedLists(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	writersProperty(t, rng, listWriters, 2)
}

// TestIndexedListIndices: an R list whose indices do not count 1..n is
// no list read with certainty: one tour, unreadable, never a tour per
// element. The oracle is the text: the tour written is valid by walkOK,
// and only its indices are spoilt.
func TestIndexedListIndices(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	b := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatalf("the test's own tour")
	}
	good := listWriters["r print of a list from 0"](b, p)
	for _, c := range []struct{ name, old, new string }{
		{"an index skipped", "[[7]]\n", "[[8]]\n"},
		{"an index written twice", "[[7]]\n", "[[6]]\n"},
		{"an element of three numbers", "[[7]]\n[1] ", "[[7]]\n[1] 0 "},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := strings.Replace(good, c.old, c.new, 1)
			tours, vs, err := judgeText(text, b)
			if err != nil || len(tours) != 1 || vs[0] != Unreadable {
				t.Errorf("judgeText = %d tours, %v, %v; want one unreadable:\n%s", len(tours), vs, err, clip(text))
			}
		})
	}
	if tours, vs, err := judgeText(good, b); err != nil || len(tours) != 1 || vs[0] != Valid {
		t.Errorf("the list as written: %d tours, %v, %v; want one valid", len(tours), vs, err)
	}
}
