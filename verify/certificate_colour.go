package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// darkSquares counts the dark squares (x+y even) of b: a1 is dark and
// the colours alternate along the board's index order within each rank,
// so the dark squares are half the board, rounded up when the board is
// odd (a1 and the last square both dark).
func darkSquares(b board.Board) int { return (b.Size() + 1) / 2 }

// checkColour checks a colour count (a colour balance when balance) at
// c, claiming dark and light squares to cover.
func (p *position) checkColour(c evidence.At, claimDark, claimLight int, balance bool) error {
	kind := map[bool]string{false: "colour-count", true: "colour-balance"}[balance]
	k := len(p.path)
	if (k > 1) != balance {
		return fmt.Errorf("%s after %d squares: %w", kind, k, ErrWrongProblem)
	}
	// The squares to cover: the unvisited ones and the knight's.
	dark := darkSquares(p.b) - p.dark
	light := p.b.Size() - darkSquares(p.b) - (k - p.dark)
	if k > 0 {
		if cur := p.path[k-1]; (cur.X+cur.Y)%2 == 0 {
			dark++
		} else {
			light++
		}
	}
	if claimDark != dark || claimLight != light {
		return fmt.Errorf("%s claims %d dark and %d light squares to cover, there are %d and %d: %w",
			kind, claimDark, claimLight, dark, light, ErrCountMismatch)
	}
	total := dark + light
	tourLen := p.b.Size()
	colourOf := func(s board.Square) int { return int((s.X + s.Y) % 2) } // 0 dark
	var broken bool
	if k == 0 {
		switch c.Rule {
		case evidence.ClosedRule:
			// A cycle alternates, so it has as many squares of each colour.
			broken = p.closed && tourLen > 1 && dark != light
		case evidence.EndRule:
			// A path with one more dark than light square ends on dark at
			// both ends.
			broken = p.hasEnd() && dark == light+1 && colourOf(p.end) == 1
		}
	} else {
		cur := colourOf(p.path[k-1])
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
			broken = mine == (total+1)/2 && p.hasEnd() && colourOf(p.end) != lastColour
		case evidence.ClosedRule:
			broken = mine == (total+1)/2 && p.closed && tourLen > 1 && colourOf(p.path[0]) == lastColour
		}
	}
	if !broken {
		return fmt.Errorf("%s rule %q with %d dark and %d light: %w", kind, c.Rule, dark, light, ErrNoContradiction)
	}
	return nil
}
