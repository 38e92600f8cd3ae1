package puzzle

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
)

// The size every puzzle entry point (Solve, NextHint, Blame, Make) checks
// before it builds anything of a board: the knight graph, the deductions'
// candidate sets (n²/64 words for n squares) and SAT's formula all grow
// with the board or faster, so a board past the limit is answered
// undecided at once, whatever its size (a 44-byte 10000x10000 puzzle must
// not build its whole graph before it is found too large).
// The one answer given past it is the one that costs a pass over the
// clues: a puzzle with every number given ([given]).

// limitSquares is the largest board a request with this MaxSquares takes:
// MaxSquares, or SAT's default limit when 0.
func limitSquares(maxSquares int) int {
	if maxSquares > 0 {
		return maxSquares
	}
	return encode.DefaultMaxSquares
}

// TooLarge says why p's board is past the limit, wrapping
// [encode.ErrTooLarge]; nil when it is not.
func TooLarge(b board.Board, maxSquares int) error {
	if n, limit := b.Size(), limitSquares(maxSquares); n > limit {
		return fmt.Errorf("%w: %v has %d squares, more than the %d the puzzle commands take (-max-squares raises it)", encode.ErrTooLarge, b, n, limit)
	}
	return nil
}

// given is the tour p's numbers spell when every number is given (false
// otherwise): the only candidate, which [Satisfies] then checks. It costs
// one pass over the clues.
func given(p puzzlecert.Puzzle) (board.Path, bool) {
	n := p.Shape().Cells()
	if len(p.Clues) != n {
		return nil, false
	}
	tour := make(board.Path, n)
	for _, c := range p.Clues {
		tour[p.Step(c)] = c.Square
	}
	return tour, true
}
