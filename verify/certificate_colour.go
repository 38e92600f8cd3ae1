package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// checkColour checks a colour count (a colour balance when balance) at
// c, claiming dark and light squares to cover.
func (p *position) checkColour(c evidence.At, claimDark, claimLight int, balance bool) error {
	kind := map[bool]string{false: "colour-count", true: "colour-balance"}[balance]
	k := len(p.path)
	if (k > 1) != balance {
		return fmt.Errorf("%s after %d squares: %w", kind, k, ErrWrongProblem)
	}
	dark, light := p.toCover()
	if claimDark != dark || claimLight != light {
		return fmt.Errorf("%s claims %d dark and %d light squares to cover, there are %d and %d: %w",
			kind, claimDark, claimLight, dark, light, ErrCountMismatch)
	}
	total := dark + light
	tourLen := p.cells
	colourOf := func(s board.Square) int { return int((s.X + s.Y) % 2) } // 0 dark
	var broken bool
	if k == 0 {
		switch c.Rule {
		case evidence.AnyRule:
			// A path alternates, so its counts differ by one at most (a
			// shape's holes may take more of one colour).
			broken = dark > light+1 || light > dark+1
		case evidence.ClosedRule:
			// A cycle alternates, so it has as many squares of each colour.
			broken = p.closed && tourLen > 1 && dark != light
		case evidence.EndRule:
			// A path with one more square of a colour than of the other
			// ends on that colour at both ends.
			broken = p.hasEnd() && (dark == light+1 && colourOf(p.end) == 1 || light == dark+1 && colourOf(p.end) == 0)
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

// toCover counts the cells the rest of the tour must cover, the unvisited
// ones and the piece's square, by colour. a1 is dark (x+y even).
func (p *position) toCover() (dark, light int) {
	k := len(p.path)
	dark = p.darkCells - p.dark
	light = p.cells - p.darkCells - (k - p.dark)
	if k > 0 {
		if cur := p.path[k-1]; (cur.X+cur.Y)%2 == 0 {
			dark++
		} else {
			light++
		}
	}
	return dark, light
}

// checkOneColour checks the argument of a piece that keeps its colour:
// a path of such a piece stays on one colour, so cells of both colours
// still to cover rule out every path.
func (p *position) checkOneColour(c evidence.OneColour) error {
	if !p.piece.KeepsColour() {
		return fmt.Errorf("one-colour certificate: the %v has a move that changes colour: %w", p.piece, ErrWrongProblem)
	}
	if c.Rule != evidence.AnyRule {
		return fmt.Errorf("one-colour certificate with rule %q: the argument holds whatever the ends: %w", c.Rule, ErrWrongProblem)
	}
	dark, light := p.toCover()
	if c.Dark != dark || c.Light != light {
		return fmt.Errorf("one-colour claims %d dark and %d light squares to cover, there are %d and %d: %w",
			c.Dark, c.Light, dark, light, ErrCountMismatch)
	}
	if dark == 0 || light == 0 {
		return fmt.Errorf("one-colour with %d dark and %d light squares to cover: %w", dark, light, ErrNoContradiction)
	}
	return nil
}
