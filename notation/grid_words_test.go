package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestWordsInsideGridNamed: a line of words between the rows of a
// numbered grid is no part of the grid, and the reading names it as
// skipped with its line, while the tour stays valid. The oracle: the
// line the test put the words on, and the tour it wrote (walkOK).
func TestWordsInsideGridNamed(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 11))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 5}} {
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		var grid strings.Builder
		if err := WritePath(&grid, b, p, Grid); err != nil {
			t.Fatal(err)
		}
		rows := strings.SplitAfter(strings.TrimSuffix(grid.String(), "\n"), "\n")
		for at := 1; at < len(rows); at++ {
			words := fmt.Sprintf("note %c%c", 'a'+rune(rng.IntN(26)), 'a'+rune(rng.IntN(26)))
			in := strings.Join(rows[:at], "") + words + "\n" + strings.Join(rows[at:], "") + "\n"
			tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
			if err != nil || len(tours) != 1 || len(tours[0].Readings) == 0 {
				t.Fatalf("%v, words on line %d: %d tours, %v, want one in\n%s", b, at+1, len(tours), err, in)
			}
			d := tours[0].Readings[0]
			if !walkOK(d.Board, d.Path) || d.Path.String() != p.String() {
				t.Fatalf("%v, words on line %d: read %v on %v, want the tour written in\n%s", b, at+1, d.Path, d.Board, in)
			}
			named := false
			for _, sk := range d.Skipped {
				named = named || sk.Line == at+1 && sk.Text == words
			}
			if !named {
				t.Errorf("%v: line %d %q is not named as skipped (skipped: %v)", b, at+1, words, d.Skipped)
			}
		}
	}
}
