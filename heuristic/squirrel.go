package heuristic

import "github.com/knightcert/knight/board"

// squirrelOrderings returns the two tie-break orderings for the SquirrelCull
// rule on b and the step at which the walk switches from the first to the
// second. Other rules use the identity ranks: ties go to the first move.
func squirrelOrderings(b board.Board) ([2][8]uint8, int) {
	var rank [2][8]uint8
	for p := range rank {
		for k := range rank[p] {
			rank[p][k] = uint8(k)
		}
	}
	return rank, b.Size()
}
