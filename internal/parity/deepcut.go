package parity

import (
	"math/rand/v2"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// DeepCut looks harder for a cut than [Check] and [Split]'s leaves do, for a
// problem already known to have no tour, where a certificate is worth
// more time: the local search of the cut search (add or remove the square
// that most raises the shortfall, until none helps), restarted from
// random sets of squares of one colour still to cover until one ends in a
// cut that rules the problem out or budget squares have been looked at.
// The random sets come from a fixed seed, so the same problem gets the
// same answer every run. It returns false when it finds none, which
// proves nothing. Cost: at most budget plus one restart's work, a
// restart costing O(squares^2) per step for at most 24 steps.
func DeepCut(q board.Problem, budget int) (evidence.Certificate, bool) {
	if q.Check() != nil || !q.Piece.ChangesColour() || q.Board.Size() > maxGraph || len(q.Prefix) == 0 {
		return nil, false
	}
	r := newRest(q)
	if r.size < 3 {
		return nil, false
	}
	c := evidence.AtShape(q)
	sc := r.newScratch()
	try := func(set []int) (evidence.Certificate, bool) { return r.tryCut(c, sc, set) }
	rng := rand.New(rand.NewPCG(uint64(q.Board.Size()), uint64(r.k)))
	for spent, n := 0, 0; spent < budget; n++ {
		// Seeds of one colour, in turn dark and light, each square kept
		// with probability 1/2 or 1/3: the counts that fail are per
		// colour, and from such seeds the search ends in a cut three to
		// five times as often as from sets of both colours.
		g, keep := board.Colour(n%2), 2+n/2%2
		var seed []int
		for _, i := range r.order {
			if r.colour(i) == g && rng.IntN(keep) == 0 {
				seed = append(seed, i)
			}
		}
		out, ok, used := r.localCut([][]int{seed}, budget-spent, try)
		if ok {
			return out, true
		}
		spent += max(used, 1)
	}
	return nil, false
}
