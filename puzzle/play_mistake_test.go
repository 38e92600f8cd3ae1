package puzzle

import (
	"context"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
)

// sixBySixClosed is the unique 6x6 closed puzzle the server's tests play
// (internal/serve: sixBySixClosed).
const sixBySixClosed = `13  .  3  .  .  .
 . 31  .  .  .  .
 .  .  .  . 23  .
 .  .  .  . 26  .
 .  .  7  .  .  .
 .  .  .  .  .  .
`

// oracleTours lists the knight's tours of p's full board that have every
// clue of p and every entry at its number, by hamilton.Search, which
// shares no code with the package.
func oracleTours(p puzzlecert.Puzzle, entries []puzzlecert.Clue) []board.Path {
	var cells []board.Square
	for i := range p.Board.Size() {
		cells = append(cells, p.Board.Square(i))
	}
	at := map[int]board.Square{}
	for _, c := range append(append([]puzzlecert.Clue(nil), p.Clues...), entries...) {
		at[c.Number-p.First] = c.Square
	}
	s := hamilton.Search{Cells: cells, Move: board.IsKnightMove, Closed: p.Closed}
	return s.Tours(at)
}

// TestHintAfterMistake: after a number no solution agrees with, the hint
// names no square and says so, decided, not undecided. The inputs are
// the player's numbers on sixBySixClosed that showed a false "2 must be
// on b4" after 1 on a2 ("between" on a position with no solution), and
// the numbers the server's blame tests enter. Oracle: hamilton.Search
// finds no tour with the clues and the entries.
func TestHintAfterMistake(t *testing.T) {
	p, err := Parse(sixBySixClosed, ReadOptions{Closed: true, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, moves := range []string{"a2=1", "b3=1", "c4=1 a5=2 e5=4 d3=5", "c4=1 a5=2 c6=3 e5=4 d3=5"} {
		t.Run(moves, func(t *testing.T) {
			entries, err := ParseEntries(moves, p)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(oracleTours(p, entries)); n != 0 {
				t.Fatalf("the oracle finds %d tours with %s; the test wants a mistake", n, moves)
			}
			h, err := NextHint(context.Background(), HintRequest{Puzzle: p, Entries: entries})
			if err != nil {
				t.Fatal(err)
			}
			if h.Number != -1 || h.Undecided || !strings.Contains(h.Reason, "no solution agrees") {
				t.Errorf("NextHint(%s) = %+v; want no hint, saying no solution agrees", moves, h)
			}
		})
	}
}
