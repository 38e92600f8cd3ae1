package verify

import (
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// Derive is c with the counts the checker re-derives at q, for the
// soundness test's generator: an attacker who has read the checker claims
// exactly these, since any other count is refused by comparison. ok is
// false when c is refused before its counts (squares or kind wrong), or
// its kind has no counts.
func Derive(q board.Problem, c evidence.Certificate) (evidence.Certificate, bool) {
	var p position
	if p.reset(q) != nil {
		return c, false
	}
	switch c := c.(type) {
	case evidence.FourLines:
		d, _, err := p.deriveFourLines(c)
		return d, err == nil
	case evidence.Disconnected:
		d, _, err := p.remaining().deriveDisconnected(c)
		return d, err == nil
	case evidence.ForcedEnds:
		d, err := p.remaining().deriveForcedEnds(c)
		return d, err == nil
	case evidence.Cut:
		g := p.remaining()
		set, err := g.squareSet(c.Squares)
		if err != nil {
			return c, false
		}
		d, err := g.deriveCut(c, set)
		return d, err == nil
	}
	return c, false
}

// FromScratch makes ck run every deduction of a case split from nothing,
// not from the fixed point of the puzzle above it: the second method the
// tests compare with.
func FromScratch(ck *Checker) { ck.fromScratch = true }
