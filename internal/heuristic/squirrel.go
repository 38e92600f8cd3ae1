package heuristic

import "github.com/knightcert/knight/board"

// Squirrel and Cull (1996) walk from a corner of an n x n board by
// Warnsdorff's rule, ties broken by a fixed ordering of the eight moves, and
// switch to the next ordering of a chain when the knight stands on that
// ordering's switch square. The chain depends on n mod 8 (n mod 16 when
// n = 5 mod 8). The chains below are their data, as published with Douglas
// Squirrel's own implementation (github.com/douglassquirrel/warnsdorff,
// config.py); the code is ours.
//
// In their numbering, rows are counted from the start corner and columns
// across; move 1 is (row-2, col+1) and the others follow clockwise: 2 is
// (-1, +2), 3 (+1, +2), 4 (+2, +1), 5 (+2, -1), 6 (+1, -2), 7 (-1, -2),
// 8 (-2, -1). Reading their row as our rank and their column as our file
// (a reflection in the diagonal through a1), their move m is
// board.Moves[(12-m)%8].

// linear is the board coordinate (a*n + b) / d.
type linear struct{ a, b, d int }

func (l linear) at(n int) int { return (l.a*n + l.b) / l.d }

// squirrelStep is one ordering of a chain and the square, as (row, col) in
// their numbering, where the walk moves on to the next ordering.
type squirrelStep struct {
	order    string
	row, col linear
}

var (
	nMinus = func(k int) linear { return linear{1, -k, 1} }
	fixed  = func(k int) linear { return linear{0, k, 1} }
	half   = func(k int) linear { return linear{1, k, 2} } // (n+k)/2
	last   = linear{}                                      // no switch
)

// squirrelChain returns the chain for side n.
func squirrelChain(n int) []squirrelStep {
	switch {
	case n%8 == 0:
		return []squirrelStep{
			{"34261578", nMinus(1), nMinus(2)}, {"87642135", fixed(2), fixed(2)},
			{"51867342", nMinus(8), fixed(1)}, {"51342678", fixed(7), nMinus(3)},
			{"21435678", last, last}}
	case n%8 == 1:
		return []squirrelStep{
			{"34261578", nMinus(1), nMinus(2)}, {"87642135", fixed(2), fixed(2)},
			{"51324678", nMinus(6), half(9)}, {"32481765", last, last}}
	case n%8 == 2:
		return []squirrelStep{
			{"34261578", fixed(6), fixed(1)}, {"87642135", fixed(3), fixed(1)},
			{"54132678", nMinus(15), fixed(4)}, {"52431678", fixed(10), nMinus(2)},
			{"85647123", fixed(5), half(-6)}, {"15746823", last, last}}
	case n%8 == 3:
		return []squirrelStep{
			{"34625718", nMinus(1), nMinus(2)}, {"42681357", nMinus(6), nMinus(0)},
			{"86512347", fixed(2), fixed(5)}, {"51867342", nMinus(10), fixed(3)},
			{"61825437", half(1), nMinus(2)}, {"71642538", last, last}}
	case n%8 == 4:
		return []squirrelStep{
			{"34261578", nMinus(1), nMinus(2)}, {"87642135", fixed(2), fixed(2)},
			{"51867342", nMinus(8), fixed(1)}, {"51342678", fixed(10), nMinus(5)},
			{"86753421", fixed(13), half(2)}, {"78563421", last, last}}
	case n%16 == 5:
		return []squirrelStep{
			{"34261578", nMinus(1), nMinus(2)}, {"87642135", fixed(2), fixed(2)},
			{"51324678", nMinus(2), half(-5)}, {"15234678", last, last}}
	case n%16 == 13:
		return []squirrelStep{
			{"34261578", nMinus(1), nMinus(2)}, {"87642135", fixed(2), fixed(2)},
			{"51324678", nMinus(2), half(-13)}, {"15234678", last, last}}
	case n%8 == 6:
		return []squirrelStep{
			{"34261578", fixed(6), fixed(1)}, {"87642135", fixed(3), fixed(1)},
			{"54132678", nMinus(10), fixed(1)}, {"52431678", fixed(10), nMinus(2)},
			{"85647123", fixed(3), half(8)}, {"12453678", last, last}}
	default: // n%8 == 7
		return []squirrelStep{
			{"34625718", nMinus(1), nMinus(2)}, {"42681357", nMinus(6), nMinus(0)},
			{"86512347", fixed(2), fixed(5)}, {"51867342", nMinus(6), fixed(3)},
			{"61825437", half(1), nMinus(2)}, {"61357284", last, last}}
	}
}

// maxPhases is the longest chain.
const maxPhases = 6

// squirrelOrderings returns the move ranks of each ordering of the chain
// for b and the index of each switch square (noSquare where there is none,
// or where it falls off the board). A board that is not square gets the
// first ordering of the chain for its width, with no switches: the chains
// are meant for square boards from a corner.
func squirrelOrderings(g *grid) (rank [maxPhases][8]uint8, switchAt [maxPhases]int32) {
	b := g.b
	chain := squirrelChain(int(b.W))
	for p := range switchAt {
		switchAt[p] = noSquare
	}
	for p, st := range chain {
		rank[p] = squirrelRanks(st.order)
		if st.row == last || b.W != b.H || p == len(chain)-1 {
			continue
		}
		s := board.Square{X: int32(st.col.at(int(b.W))), Y: int32(st.row.at(int(b.W)))}
		if b.Contains(s) {
			switchAt[p] = g.index(s)
		}
	}
	return rank, switchAt
}

// squirrelRanks turns an ordering in Squirrel and Cull's numbering into
// ranks of board.Moves.
func squirrelRanks(order string) [8]uint8 {
	var rank [8]uint8
	for i, c := range order {
		rank[(12-int(c-'0'))%8] = uint8(i)
	}
	return rank
}
