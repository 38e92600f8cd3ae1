package notation

import "github.com/knightcert/knight/board"

// boardListing reports whether p names every square of b once in the
// board's own order: rank by rank or file by file, each either way, as
// a spreadsheet or a database lists a board's cells. No step of such a
// list is a knight's move, so it is a listing of the board beside what
// it holds, never a path, and its fault as a path is no proof.
func boardListing(p board.Path, b board.Board) bool {
	if len(p) != b.Size() || len(p) < 2 {
		return false
	}
	for _, byFiles := range []bool{false, true} {
		for _, back := range [][2]bool{{false, false}, {false, true}, {true, false}, {true, true}} {
			if listedIn(p, b, byFiles, back) {
				return true
			}
		}
	}
	return false
}

// listedIn reports whether p is b's squares by ranks (or by files when
// byFiles), the outer lines counted down when back[0], the squares along
// each counted down when back[1].
func listedIn(p board.Path, b board.Board, byFiles bool, back [2]bool) bool {
	outer, inner := b.H, b.W
	if byFiles {
		outer, inner = b.W, b.H
	}
	for k, s := range p {
		o, i := int32(k/int(inner))+1, int32(k%int(inner))+1
		if back[0] {
			o = outer + 1 - o
		}
		if back[1] {
			i = inner + 1 - i
		}
		x, y := i, o
		if byFiles {
			x, y = o, i
		}
		if s.X != x || s.Y != y {
			return false
		}
	}
	return true
}
