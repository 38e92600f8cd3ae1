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

// listingFault is the fault of d, a listing of its board (boardListing)
// with one integer beside each square: the listing writes a grid's cells
// in another layout, so its integers are a numbering of the board, which
// every square's being named makes certain, and a fault of that
// numbering (oneWrong: one number written twice, or past the board's
// squares, in place of the one missing) is the fault a grid of the same
// numbers has on that board. nil for any other d.
func listingFault(d Document) error {
	if !boardListing(d.Path, d.Board) {
		return nil
	}
	values, ok, _, _ := stepPairs(d)
	if !ok {
		return nil
	}
	vals := make([]int64, len(values))
	for k, v := range values {
		vals[k] = int64(v)
	}
	k, missing, ok := oneWrong(vals)
	if !ok {
		return nil
	}
	line, col, _ := d.Place(k)
	if vals[k] <= int64(len(vals)) {
		return errAt(line, col, ErrNumbering, "number %d appears twice, the second time beside %v", vals[k], d.Path[k])
	}
	return errAt(line, col, ErrNumbering, "%s", pastBoard(vals, k, missing, d.Board))
}

// listingFaults makes the fault of each tour read only as a listing of
// its board whose numbering has one (listingFault) the tour's error, as
// a grid's numbering fault is: the order written is no path, so the
// numbers are the one reading.
func listingFaults(tours []Tour) {
	for i, t := range tours {
		if t.Err == nil && len(t.Readings) == 1 {
			if err := listingFault(t.Readings[0]); err != nil {
				tours[i].Err, tours[i].Readings = err, nil
			}
		}
	}
}
