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
// between them, and the -board that picks one is named.

// refolds are the boards other than d's own, of as many squares, on
// which the numbers of d, a whole numbered grid, read row by row in the
// order printed and refolded to the board's width, are a tour meeting q
// (check is the checker): narrowest first. Each costs one check of N
// squares, and a board has at most a few hundred shapes of its size.
func refolds(d Document, q board.Problem, check func(board.Problem, board.Path) error) []board.Board {
	n := d.Board.Size()
	if d.Format != Grid || d.HasShape || d.Part != 0 || n < 2 || len(d.Path) != n {
		return nil
	}
	w := int(d.Board.W)
	// printed[i] is the index in d.Path of the number printed i-th: the
	// square at the grid's row i/w (from its top line) and column i%w.
	printed := make([]int32, n)
	for k, s := range d.Path {
		row := d.Board.H - s.Y
		if d.Flipped {
			row = s.Y - 1
		}
		printed[int(row)*w+int(s.X-1)] = int32(k)
	}
	var out []board.Board
	path := make(board.Path, n)
	for width := 1; width <= min(n, board.MaxSide); width++ {
		if n%width != 0 || width == w || n/width > board.MaxSide {
			continue
		}
		b := board.Board{W: int32(width), H: int32(n / width)}
		for i, k := range printed {
			path[k] = board.Square{X: int32(i%width) + 1, Y: b.H - int32(i/width)}
		}
		bq := q
		bq.Board = b
		if bq.Check() == nil && check(bq, path) == nil {
			out = append(out, b)
		}
	}
	return out
}

// refoldNote is the refusal of a grid that is no tour as printed but is
// one refolded to each of boards.
func refoldNote(d Document, fault error, boards []board.Board) string {
	names := make([]string, len(boards))
	for i, b := range boards {
		names[i] = b.String()
	}
	return fmt.Sprintf("as the %v grid printed the numbers are no tour (%v); in the order printed, refolded row by row, they are a tour of %s: the lines may not be the board's rows; give -board %v for the board meant",
		d.Board, fault, strings.Join(names, " or "), boards[0])
}
