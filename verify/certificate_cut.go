package verify

import (
	"fmt"

	"github.com/knightcert/knight/evidence"
)

// cutCounts re-derives what removing the set does. A maximal stretch of the
// path outside the set (a run) alternates colours: a piece with d more
// squares of colour κ than of the other holds at least d runs both of whose
// path neighbours are removed squares of the other colour; a balanced
// piece holds a run entered from one colour and left to the other. Each
// removed square is next to at most two path squares, one when it is an
// end; an end outside the set spares its run one neighbour. A run in a
// piece touching at most one removed square cannot have two distinct
// removed neighbours, so it holds an end; touching none, both.
func (g *graph) cutCounts(removed []bool) (pieces int, need, have [2]int, endNeed, endHave int) {
	size := 0
	for _, i := range g.squares {
		if removed[i] {
			size++
			have[g.colour(i)] += 2
		}
	}
	allNearRemoved := true
	if g.lastNear != nil {
		for _, i := range g.squares {
			if g.lastNear[i] && !removed[i] {
				allNearRemoved = false
			}
		}
	}
	ends := g.pathEnds()
	freeEnds, restricted := 0, false
	for _, e := range ends {
		in := e.at >= 0 && removed[e.at] || e.restricted && allNearRemoved
		if in {
			have[e.colour]--
		} else {
			have[1-e.colour]++
		}
		if e.at < 0 {
			freeEnds++
			restricted = restricted || e.restricted
		}
	}
	seen := bools(&g.scratch.seen, len(g.in))
	if cap(g.scratch.touched) < len(g.in) {
		g.scratch.touched = make([]int, len(g.in))
	}
	touched := g.scratch.touched[:len(g.in)]
	clear(touched)
	reachable := false
	for _, s := range g.squares {
		if removed[s] || seen[s] {
			continue
		}
		pieces++
		piece := g.pieceOf(s, removed, seen)
		var count [2]int
		attach, fixed, near := 0, 0, false
		for _, v := range piece {
			count[g.colour(v)]++
			for _, e := range ends {
				if e.at == v {
					fixed++
				}
			}
			near = near || g.lastNear != nil && g.lastNear[v]
			for _, w := range g.adj(v) {
				if removed[w] && touched[w] != pieces {
					touched[w] = pieces
					attach++
				}
			}
		}
		d := count[0] - count[1]
		if d > 0 {
			need[1] += 2 * d
		} else if d < 0 {
			need[0] -= 2 * d
		} else {
			need[0]++
			need[1]++
		}
		if attach < 2 && !g.cycle() {
			runs := max(d, -d, 1)
			if attach == 0 {
				runs = 2
			}
			if runs > fixed {
				endNeed += runs - fixed
				reachable = reachable || near
			}
		}
	}
	endHave = freeEnds
	if restricted && !reachable {
		endHave = 0
	}
	return pieces, need, have, endNeed, endHave
}

func (g *graph) checkCut(c evidence.Cut, removed []bool) error {
	want, err := g.deriveCut(c, removed)
	if err != nil {
		return err
	}
	if c.Pieces != want.Pieces || c.Need != want.Need || c.Have != want.Have {
		return fmt.Errorf("cut claims %d pieces, need %d, have %d; re-derived %d, %d, %d: %w",
			c.Pieces, c.Need, c.Have, want.Pieces, want.Need, want.Have, ErrCountMismatch)
	}
	if want.Need <= want.Have {
		return fmt.Errorf("cut needs %d and has %d: %w", want.Need, want.Have, ErrNoContradiction)
	}
	return nil
}

// deriveCut is c with its pieces and the entries they need and have
// re-derived, of c's side or, with c.Ends, of path ends.
func (g *graph) deriveCut(c evidence.Cut, removed []bool) (evidence.Cut, error) {
	if len(c.Squares) == 0 {
		return c, fmt.Errorf("cut removes no square: %w", ErrBadSquares)
	}
	if c.Ends == (c.Side != nil) {
		return c, fmt.Errorf("cut counts both or neither of a side and path ends: %w", ErrCountMismatch)
	}
	pieces, need, have, endNeed, endHave := g.cutCounts(removed)
	c.Pieces, c.Need, c.Have = pieces, endNeed, endHave
	if !c.Ends {
		c.Need, c.Have = need[*c.Side], have[*c.Side]
	}
	return c, nil
}

// checkFourLines rebuilds the cut of a board with a side of 4: the squares
// of the certificate's colour on the two inner lines. Every outer-line
// square of the other colour has all its neighbours among them, so each is
// a piece of its own; the counts then go through the same cut count.
func (p *position) checkFourLines(c evidence.FourLines) error {
	want, need, err := p.deriveFourLines(c)
	if err != nil {
		return err
	}
	if c.Pieces != want.Pieces || c.Need != want.Need || c.Side != c.Colour {
		return fmt.Errorf("four lines claims %d lone squares and need %d; re-derived %d lone squares and need %d: %w",
			c.Pieces, c.Need, want.Pieces, want.Need, ErrCountMismatch)
	}
	if need < c.Need || want.Have != c.Have {
		return fmt.Errorf("four lines claims need %d, have %d; re-derived %d, %d: %w",
			c.Need, c.Have, need, want.Have, ErrCountMismatch)
	}
	if c.Need <= c.Have {
		return fmt.Errorf("four lines needs %d and has %d: %w", c.Need, c.Have, ErrNoContradiction)
	}
	return nil
}

// deriveFourLines is c with its counts re-derived: the lone outer squares,
// the entries they and the rest need (twice the lone squares and one
// more), those the removed squares and the ends have, and the entries the
// cut count finds needed, which must be at least the claim.
func (p *position) deriveFourLines(c evidence.FourLines) (evidence.FourLines, int, error) {
	b := p.b
	if len(p.path) > 1 || !(c.Lines == "files" && b.W == 4 || c.Lines == "ranks" && b.H == 4) {
		return c, 0, fmt.Errorf("four lines across %q of %v after %d squares: %w", c.Lines, b, len(p.path), ErrWrongProblem)
	}
	g := p.remaining()
	line := func(i int) int {
		if c.Lines == "files" {
			return i%g.w + 1
		}
		return i/g.w + 1
	}
	removed := bools(&g.scratch.removed, len(g.in))
	cutSize := 0
	for _, i := range g.squares {
		if l := line(i); (l == 2 || l == 3) && g.colour(i) == int(c.Colour) {
			removed[i] = true
			cutSize++
		}
	}
	alone := 0
	for _, i := range g.squares {
		if l := line(i); (l == 1 || l == 4) && g.colour(i) != int(c.Colour) {
			for _, w := range g.adj(i) {
				if !removed[w] {
					return c, 0, fmt.Errorf("%v touches %v off the inner lines: %w", g.sq(i), g.sq(w), ErrBadSquares)
				}
			}
			alone++
		}
	}
	if cutSize != alone {
		return c, 0, fmt.Errorf("four lines removes %d squares and leaves %d alone: %w", cutSize, alone, ErrCountMismatch)
	}
	_, need, have, _, _ := g.cutCounts(removed)
	c.Pieces, c.Need, c.Have, c.Side = alone, 2*alone+1, have[c.Colour], c.Colour
	return c, need[c.Colour], nil
}
