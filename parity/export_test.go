package parity

import (
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// CutCertificate builds the cut certificate for removing squares from
// q's squares still to cover, whether or not its counts rule out a tour,
// so that tests can compare this package's counts with verify's.
func CutCertificate(q board.Problem, squares []board.Square, side board.Colour, ends bool) evidence.Certificate {
	r := newRest(q)
	sc := r.newScratch()
	for _, s := range squares {
		sc.removed[q.Board.Index(s)] = true
	}
	cc := r.evalCut(sc)
	c := evidence.Certificate{Kind: evidence.Cut, Board: q.Board, Visited: len(q.Prefix), Squares: squares,
		Pieces: cc.pieces, Side: side, Ends: ends}
	if c.Visited > 0 {
		c.From = q.Prefix[c.Visited-1]
	}
	if ends {
		c.Need, c.Have = cc.endNeed, cc.endHave
	} else {
		c.Need, c.Have = cc.need[side], cc.have[side]
	}
	return c
}

// FourLinesCut runs the four-lines cut of a position alone.
func FourLinesCut(q board.Problem) (evidence.Certificate, bool) {
	base := evidence.Certificate{Board: q.Board, Visited: len(q.Prefix)}
	if base.Visited > 0 {
		base.From = q.Prefix[base.Visited-1]
	}
	return newRest(q).fourLinesCut(base)
}
