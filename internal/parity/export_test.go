package parity

import (
	"math/rand/v2"

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
	c := evidence.Cut{At: evidence.At{Board: q.Board, Visited: len(q.Prefix)}, Squares: squares, Pieces: cc.pieces, Ends: ends}
	if c.Visited > 0 {
		c.From = q.Prefix[c.Visited-1]
	}
	if ends {
		c.Need, c.Have = cc.endNeed, cc.endHave
	} else {
		c.Side, c.Need, c.Have = &side, cc.need[side], cc.have[side]
	}
	return c
}

// FourLinesCut runs the four-lines cut of a position alone.
func FourLinesCut(q board.Problem) (evidence.Certificate, bool) {
	base := evidence.At{Board: q.Board, Visited: len(q.Prefix)}
	if base.Visited > 0 {
		base.From = q.Prefix[base.Visited-1]
	}
	return newRest(q).fourLinesCut(base)
}

// PlayGame plays a random, mostly greedy game of up to moves moves on b
// (three moves in four to a square with fewest onward moves): the holes
// and walls of the positions a puzzle player leaves.
func PlayGame(rng *rand.Rand, b board.Board, moves int) board.Path {
	visited := map[board.Square]bool{}
	s := b.Square(rng.IntN(b.Size()))
	path := board.Path{s}
	visited[s] = true
	for len(path) <= moves {
		var next []board.Square
		for _, n := range b.Neighbours(s, nil) {
			if !visited[n] {
				next = append(next, n)
			}
		}
		if len(next) == 0 {
			break
		}
		s = next[rng.IntN(len(next))]
		if rng.IntN(4) > 0 {
			best := 9
			for _, m := range next {
				onward := 0
				for _, n := range b.Neighbours(m, nil) {
					if !visited[n] {
						onward++
					}
				}
				if onward < best {
					best, s = onward, m
				}
			}
		}
		path = append(path, s)
		visited[s] = true
	}
	return path
}
