package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// tableColumns reads a table of moves, one row a move, whose cells
// between '|' hold other things beside the squares ("|  1 | a1 | b3 | a1
// -> b3 | 11 |"): the first column whose every cell is one square is the
// path, and the column after it, when each of its cells is the square on
// the next row (a "next square" column), gives the last square too. A
// block with no such column, or of one row, is no table: nil. The board
// is the one given, else the smallest that holds the squares.
func (t *text) tableColumns(bl block, opt ReadOptions) []Document {
	if len(bl.segs) < 2 {
		return nil
	}
	var rows [][]board.Square // each row's cells that are one square, -1 for others
	var cols [][]int          // each row's column index of those cells
	for _, sg := range bl.segs {
		line := t.b[sg[0]:sg[1]]
		if bytes.Count(line, []byte("|")) < 2 {
			return nil
		}
		var sq []board.Square
		var at []int
		for c, cell := range bytes.Split(line, []byte("|")) {
			if s, ok := board.ParseAlgebraic(bytes.ToLower(bytes.TrimSpace(cell))); ok {
				sq = append(sq, s)
				at = append(at, c)
			}
		}
		if len(sq) == 0 {
			return nil
		}
		rows = append(rows, sq)
		cols = append(cols, at)
	}
	// The column of the first square cell must be the same on every row.
	first := cols[0][0]
	next := -1
	if len(cols[0]) > 1 {
		next = cols[0][1]
	}
	for r := range rows {
		if cols[r][0] != first {
			return nil
		}
		if next >= 0 && (len(cols[r]) < 2 || cols[r][1] != next) {
			next = -1
		}
	}
	p := make(board.Path, 0, len(rows)+1)
	for _, row := range rows {
		p = append(p, row[0])
	}
	if next >= 0 {
		chained := true
		for r := 0; r+1 < len(rows) && chained; r++ {
			chained = rows[r][1] == rows[r+1][0]
		}
		if chained {
			p = append(p, rows[len(rows)-1][1])
		}
	}
	b := opt.Board
	if b == (board.Board{}) {
		for _, s := range p {
			b.W, b.H = max(b.W, s.X), max(b.H, s.Y)
		}
		if 2*len(p) <= b.Size() {
			return nil
		}
	}
	line, _ := t.pos(bl.segs[0][0])
	d := Document{Board: b, Path: p, Format: Algebraic, Line: line, fromSquares: opt.Board == (board.Board{}), table: true}
	return []Document{d}
}
