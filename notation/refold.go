package notation

import (
	"fmt"
	"strings"

	"github.com/knightcert/knight/board"
)

// A numbered grid's lines need not be its board's rows: a dump tool
// wraps numbers at a width of its own (od -w16 prints eight to a line
// whatever the board), and a program may print a board's numbering a
// fixed count to a line. The numbers 1..N once each, in the order
// printed, are then as much the numbering of any board of N squares,
// row by row, as of the grid the lines make. So a whole numbering that
// is no tour as printed, with no board given, is certain only when no
// other board of N squares, the numbers refolded to its width in the
// order printed, reads as a tour; when one does, the text is undecided
// between them, and the -board that picks one is named. So too when the
// numbers, in the order printed, read as square numbers are a tour of
// a board of N squares: a list of square numbers printed a fixed count
// to a line is a whole grid's numbering too, and neither complete
// reading is certain while the other is a tour.

// refolding is another reading of a whole numbered grid's numbers that
// is a tour: of board b, refolded to its width row by row, or read as
// square numbers (squareNumbers).
type refolding struct {
	b             board.Board
	squareNumbers bool
}

// refolds are the other readings of d, a whole numbered grid, that are
// a tour meeting q (check is the checker): its numbers in the order
// printed refolded row by row to each board of as many squares but d's
// own, narrowest first; then the same numbers read as square numbers
// (from a1 along the ranks, counted from d's base, the order [indices]
// reads) on each board of as many squares, d's own too. Each costs one
// check of N squares, and a board has at most a few hundred shapes of
// its size.
func refolds(d Document, q board.Problem, check func(board.Problem, board.Path) error) []refolding {
	n := d.Board.Size()
	if d.Format != Grid || d.HasShape || d.Part != 0 || n < 2 || len(d.Path) != n {
		return nil
	}
	w := int(d.Board.W)
	// printed[i] is the index in d.Path of the number printed i-th: the
	// square at the grid's row i/w (from its top line) and column i%w.
	// It is also that number less d's base: as a square number, the
	// i-th square visited.
	printed := make([]int32, n)
	for k, s := range d.Path {
		row := d.Board.H - s.Y
		if d.Flipped {
			row = s.Y - 1
		}
		printed[int(row)*w+int(s.X-1)] = int32(k)
	}
	var out []refolding
	path := make(board.Path, n)
	tour := func(b board.Board) bool {
		bq := q
		bq.Board = b
		return bq.Check() == nil && check(bq, path) == nil
	}
	var shapes []board.Board
	for width := 1; width <= min(n, board.MaxSide); width++ {
		if n%width == 0 && n/width <= board.MaxSide {
			shapes = append(shapes, board.Board{W: int32(width), H: int32(n / width)})
		}
	}
	for _, b := range shapes {
		if int(b.W) == w {
			continue
		}
		for i, k := range printed {
			path[k] = board.Square{X: int32(i%int(b.W)) + 1, Y: b.H - int32(i/int(b.W))}
		}
		if tour(b) {
			out = append(out, refolding{b: b})
		}
	}
	for _, b := range shapes {
		for i, k := range printed {
			path[i] = board.Square{X: k%b.W + 1, Y: k/b.W + 1}
		}
		if tour(b) {
			out = append(out, refolding{b: b, squareNumbers: true})
		}
	}
	return out
}

// refoldNote is the refusal of a grid that is no tour as printed but is
// one in each of others.
func refoldNote(d Document, fault error, others []refolding) string {
	var grids, squares []string
	for _, o := range others {
		if o.squareNumbers {
			squares = append(squares, o.b.String())
		} else {
			grids = append(grids, o.b.String())
		}
	}
	var ways []string
	if len(grids) > 0 {
		ways = append(ways, fmt.Sprintf("in the order printed, refolded row by row, they are a tour of %s: the lines may not be the board's rows; give -board %v for the board meant", strings.Join(grids, " or "), others[0].b))
	}
	if len(squares) > 0 {
		first := others[len(grids)].b
		ways = append(ways, fmt.Sprintf("read in the order printed as square numbers from %d, a1 first along the ranks, they are a tour of %s; give -board %v -read %v to judge them so", d.Base, strings.Join(squares, " or "), first, Indices))
	}
	return fmt.Sprintf("as the %v grid printed the numbers are no tour (%v); %s", d.Board, fault, strings.Join(ways, "; "))
}
