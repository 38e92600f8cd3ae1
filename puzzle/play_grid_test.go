package puzzle

import (
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestGridEntriesFullBoard: a full 1000x1000 grid whose puzzle gives
// every other number has the other half as its entries, in order. The
// oracle is the set difference written here by number (the numbers of a
// full grid are every number once). GridEntries looked each number up in
// the puzzle's list, 10^12 comparisons here, where a set makes it one
// pass.
func TestGridEntriesFullBoard(t *testing.T) {
	b := board.Board{W: 1000, H: 1000}
	n := b.Size()
	full := puzzlecert.Puzzle{Board: b, First: 1}
	p := puzzlecert.Puzzle{Board: b, First: 1}
	var want []puzzlecert.Clue
	for v := range n {
		c := puzzlecert.Clue{Square: b.Square(v), Number: v + 1}
		full.Clues = append(full.Clues, c)
		if v%2 == 0 {
			p.Clues = append(p.Clues, c)
		} else {
			want = append(want, c)
		}
	}
	got, err := GridEntries(p, full)
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("GridEntries(half, full) = %d entries, %v; want the %d odd squares' numbers", len(got), err, len(want))
	}
}
