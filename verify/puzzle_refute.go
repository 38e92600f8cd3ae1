package verify

import (
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// isClue says x is a clue of p, which has passed p.Check. The clues are
// in order of number there: a lookup is a binary search, so that a forced
// prefix of a million clues is checked in O(k log k), not O(k²).
func isClue(p puzzlecert.Puzzle, x puzzlecert.Clue) bool {
	i, ok := slices.BinarySearchFunc(p.Clues, x.Number, func(c puzzlecert.Clue, n int) int { return c.Number - n })
	return ok && p.Clues[i] == x
}

// cluePair checks that a and b are clues of p, a the smaller number
// unless the tour may go round from a to b.
func cluePair(p puzzlecert.Puzzle, a, b puzzlecert.Clue, round bool) error {
	if !isClue(p, a) || !isClue(p, b) {
		return fmt.Errorf("%w: %d on %v and %d on %v must both be clues of the puzzle", ErrWrongProblem, a.Number, a.Square, b.Number, b.Square)
	}
	if a.Number >= b.Number && !round {
		return fmt.Errorf("%w: clue a must have the smaller number", ErrBadSquares)
	}
	return nil
}

// colourCountRefutes checks that p's board lacks the squares of the colour
// the tour's step 0 needs: of c.A's colour shifted by its step, or of
// either on a closed tour of an odd board.
func colourCountRefutes(p puzzlecert.Puzzle, c puzzlecert.ColourCount) error {
	b := p.Board
	n := b.Size()
	if c.A == nil {
		if p.Closed && n%2 == 1 {
			return nil
		}
		return fmt.Errorf("%w: without a clue, the colour count rules out only a closed tour of an odd board", ErrNoContradiction)
	}
	if !isClue(p, *c.A) {
		return fmt.Errorf("%w: %d on %v is not a clue of the puzzle", ErrWrongProblem, c.A.Number, c.A.Square)
	}
	start := c.A.Square.Colour() ^ board.Colour(p.Step(*c.A)&1)
	if n%2 == 1 && colourCount(b, start) != (n+1)/2 {
		return nil
	}
	return fmt.Errorf("%w: step 0 on %v needs %d squares of that colour, and the board has them", ErrNoContradiction, start, (n+1)/2)
}

// parityRefutes checks that two clues' colours disagree with the number
// of steps between them.
func parityRefutes(p puzzlecert.Puzzle, c puzzlecert.Parity) error {
	if err := cluePair(p, c.A, c.B, false); err != nil {
		return err
	}
	same := c.A.Square.Colour() == c.B.Square.Colour()
	if same != ((c.B.Number-c.A.Number)%2 == 0) {
		return nil
	}
	return fmt.Errorf("%w: the colours of %v and %v agree with %d steps", ErrNoContradiction, c.A.Square, c.B.Square, c.B.Number-c.A.Number)
}

// distanceRefutes checks that two clues are further apart in knight moves
// than the steps between them allow.
func distanceRefutes(p puzzlecert.Puzzle, c puzzlecert.Distance) error {
	if err := cluePair(p, c.A, c.B, false); err != nil {
		return err
	}
	b := p.Board
	n := b.Size()
	if n > maxPuzzleSquares {
		return fmt.Errorf("%w: %v", ErrTooLarge, b)
	}
	d := knightDistance(b, c.A.Square, c.B.Square, nil)
	if d != c.Distance {
		return fmt.Errorf("%w: the knight distance from %v to %v is %d, the certificate says %d", ErrCountMismatch, c.A.Square, c.B.Square, d, c.Distance)
	}
	steps := c.B.Number - c.A.Number
	if p.Closed {
		steps = min(steps, n-steps)
	}
	if d < 0 || d > steps {
		return nil
	}
	return fmt.Errorf("%w: %d moves join %v and %v within %d steps", ErrNoContradiction, d, c.A.Square, c.B.Square, steps)
}

// blockedRefutes checks that two clues with no clue between them are
// further apart, through unnumbered squares, than their steps allow.
func blockedRefutes(p puzzlecert.Puzzle, c puzzlecert.Blocked) error {
	if err := cluePair(p, c.A, c.B, true); err != nil {
		return err
	}
	b := p.Board
	n := b.Size()
	steps := c.B.Number - c.A.Number
	if steps <= 0 {
		if !p.Closed {
			return fmt.Errorf("%w: clue b must come after clue a on an open tour", ErrBadSquares)
		}
		steps += n
	}
	for _, x := range p.Clues {
		between := x.Number > c.A.Number && x.Number < c.B.Number
		if c.B.Number <= c.A.Number {
			between = x.Number > c.A.Number || x.Number < c.B.Number
		}
		if between {
			return fmt.Errorf("%w: clue %d comes between %d and %d", ErrBadSquares, x.Number, c.A.Number, c.B.Number)
		}
	}
	if n > maxPuzzleSquares {
		return fmt.Errorf("%w: %v", ErrTooLarge, b)
	}
	blocked := make([]bool, n)
	for _, x := range p.Clues {
		blocked[b.Index(x.Square)] = x != c.B
	}
	d := knightDistance(b, c.A.Square, c.B.Square, blocked)
	if d != c.Distance {
		return fmt.Errorf("%w: the distance from %v to %v through unnumbered squares is %d, the certificate says %d", ErrCountMismatch, c.A.Square, c.B.Square, d, c.Distance)
	}
	if d < 0 || d > steps {
		return nil
	}
	return fmt.Errorf("%w: %d moves through unnumbered squares join %v and %v within %d steps", ErrNoContradiction, d, c.A.Square, c.B.Square, steps)
}
