package heuristic

import "github.com/knightcert/knight/board"

// squirrelTable holds, for each side n mod 8, the two move orderings of the
// SquirrelCull rule and the switch point: the walk breaks ties by the first
// ordering until n*n - switchRows*n squares are visited, then by the second.
// Orderings are written in Squirrel and Cull's numbering: from a corner at
// the top left, rows counted downwards, move 1 is two rows up and one
// column right, and the others follow clockwise.
//
// The idea (fixed orderings, switched near the end of the tour) is theirs;
// the table is not. Their published table was not at hand, so each entry is
// the best of the orderings of their family (moves 5-8 last) by our own
// measurement from the corner on n x n boards, n <= 300: see doc.go for
// where it fails.
var squirrelTable = [8]struct {
	first, second string
	switchRows    int
}{
	{"43215678", "12345678", 1},
	{"43215678", "21345678", 1},
	{"43125678", "43215678", 4},
	{"13425678", "14235678", 4},
	{"43125678", "42135678", 1},
	{"42135678", "31425678", 12},
	{"43215678", "21345678", 1},
	{"43125678", "31245678", 8},
}

// squirrelOrderings returns the two tie-break orderings of the SquirrelCull
// rule on b, as ranks of board.Moves, and the step at which the walk
// switches from the first to the second. The side n is the board's width.
func squirrelOrderings(b board.Board) ([2][8]uint8, int) {
	e := squirrelTable[b.W%8]
	return [2][8]uint8{squirrelRanks(e.first), squirrelRanks(e.second)}, b.Size() - e.switchRows*b.W
}

// squirrelRanks turns an ordering in Squirrel and Cull's numbering into
// ranks of board.Moves. Their corner is our a1 seen in a mirror (their rows
// run down, our ranks up), so their move m is board.Moves[(12-m)%8].
func squirrelRanks(order string) [8]uint8 {
	var rank [8]uint8
	for i, c := range order {
		rank[(12-int(c-'0'))%8] = uint8(i)
	}
	return rank
}
