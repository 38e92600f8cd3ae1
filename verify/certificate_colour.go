package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// darkSquares counts the dark squares (x+y even) rank by rank: rank y has
// the files x of y's evidence.
func darkSquares(b board.Board) int {
	odd, even := int(b.W+1)/2, int(b.W)/2 // files 1,3,5... and 2,4,6...
	n := 0
	for y := 1; y <= int(b.H); y++ {
		if y%2 == 1 {
			n += odd
		} else {
			n += even
		}
	}
	return n
}

func checkColour(q board.Problem, c evidence.Certificate) error {
	k := len(q.Prefix)
	if (k > 1) != (c.Kind == evidence.ColourBalance) {
		return fmt.Errorf("%s after %d squares: %w", c.Kind, k, ErrWrongProblem)
	}
	dark := darkSquares(q.Board)
	light := q.Board.Size() - dark
	for _, s := range q.Prefix[:max(k-1, 0)] {
		if (s.X+s.Y)%2 == 0 {
			dark--
		} else {
			light--
		}
	}
	if c.Dark != dark || c.Light != light {
		return fmt.Errorf("%s claims %d dark and %d light squares to cover, there are %d and %d: %w",
			c.Kind, c.Dark, c.Light, dark, light, ErrCountMismatch)
	}
	total := dark + light
	tourLen := q.Board.W * q.Board.H
	colourOf := func(s board.Square) int { return int((s.X + s.Y) % 2) } // 0 dark
	var broken bool
	if k == 0 {
		switch c.Rule {
		case evidence.ClosedRule:
			// A cycle alternates, so it has as many squares of each colour.
			broken = q.Closed && tourLen > 1 && dark != light
		case evidence.EndRule:
			// A path with one more dark than light square ends on dark at
			// both ends.
			broken = q.HasEnd() && dark == light+1 && colourOf(q.End) == 1
		}
	} else {
		cur := colourOf(q.Prefix[k-1])
		mine := []int{dark, light}[cur]
		// Squares 0, 2, 4, ... of the rest of the path share the current
		// square's colour: ceil(total/2) of them; the last is one of
		// them when total is odd.
		lastColour := cur
		if total%2 == 0 {
			lastColour = 1 - cur
		}
		switch c.Rule {
		case evidence.StartRule:
			broken = mine != (total+1)/2
		case evidence.EndRule:
			broken = mine == (total+1)/2 && q.HasEnd() && colourOf(q.End) != lastColour
		case evidence.ClosedRule:
			broken = mine == (total+1)/2 && q.Closed && tourLen > 1 && colourOf(q.Prefix[0]) == lastColour
		}
	}
	if !broken {
		return fmt.Errorf("%s rule %q with %d dark and %d light: %w", c.Kind, c.Rule, dark, light, ErrNoContradiction)
	}
	return nil
}
