package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
)

// position is the problem a check has reached: the original prefix and
// the moves of the case splits above, on one stack, with one bit a square
// for the squares it visits. A move pushes a square and its bit, and
// returning from it pops them, so that a tree of any depth over a prefix
// of a million squares holds one copy of the prefix, not one a level.
type position struct {
	b      board.Board
	path   []board.Square
	seen   board.Set
	end    board.Square // zero: any
	closed bool
	// dark counts the squares of path with x+y even.
	dark int
	// The shape: the holes (nil for none) and their list in index
	// order, the piece and its jumps, the cells and the dark ones.
	holes     board.Set
	holeList  []board.Square
	piece     board.Piece
	jumps     []board.Square
	cells     int
	darkCells int
	// scratch is the graph leaves' arrays, kept from leaf to leaf.
	scratch *scratch
}

// reset makes q the position, after checking it as [board.Problem.Check]
// does, with the bitset instead of a map of the prefix.
func (p *position) reset(q board.Problem) error {
	b := q.Board
	if b.W < 1 || b.H < 1 || b.W > board.MaxSide || b.H > board.MaxSide {
		return fmt.Errorf("%w: board %v", board.ErrBadProblem, b)
	}
	sh := q.Shape()
	if err := sh.Check(); err != nil {
		return fmt.Errorf("%w: %w", board.ErrBadProblem, err)
	}
	if p.b != b || p.seen == nil {
		// The bitset is kept from check to check on the same board (the
		// claims of a survey); clear leaves it all zero.
		p.b = b
		p.seen = board.NewSet(b.Size())
	}
	p.holes, p.holeList = nil, nil
	if sh.HoleCount() > 0 {
		p.holes, p.holeList = sh.Holes, sh.HoleList()
	}
	p.piece, p.jumps = sh.Piece, sh.Piece.Jumps()
	p.cells, p.darkCells = sh.Cells(), sh.ColourCount(board.Dark)
	p.path, p.dark = p.path[:0], 0
	p.end, p.closed = q.End, q.Closed
	for i, s := range q.Prefix {
		if !p.isCell(s) {
			p.clear()
			if i == 0 {
				return fmt.Errorf("%w: start square %v is %s", board.ErrBadProblem, s, offShape(sh, s))
			}
			return fmt.Errorf("%w: prefix square %d: %v is %s", board.ErrBadProblem, i, s, offShape(sh, s))
		}
		if p.visited(s) {
			p.clear()
			return fmt.Errorf("%w: move %d: %v was already visited", board.ErrBadProblem, i, s)
		}
		if i > 0 && !p.piece.IsMove(q.Prefix[i-1], s) {
			p.clear()
			return fmt.Errorf("%w: move %d: %v to %v is not a %v move", board.ErrBadProblem, i, q.Prefix[i-1], s, p.piece)
		}
		p.push(s)
	}
	if p.hasEnd() && !p.isCell(p.end) {
		p.clear()
		return fmt.Errorf("%w: end square %v is %s", board.ErrBadProblem, p.end, offShape(sh, p.end))
	}
	return nil
}

// isCell reports whether s is a square of the board and not a hole.
func (p *position) isCell(s board.Square) bool {
	return p.b.Contains(s) && (p.holes == nil || !p.holes.Has(p.b.Index(s)))
}

// shape is the position's board, holes and piece.
func (p *position) shape() board.Shape {
	return board.Shape{Board: p.b, Holes: p.holes, Piece: p.piece}
}

// clear unmarks the path's squares, leaving the bitset all zero for the
// next check on the board.
func (p *position) clear() {
	for len(p.path) > 0 {
		p.pop()
	}
}

func (p *position) push(s board.Square) {
	p.path = append(p.path, s)
	p.seen.Add(p.b.Index(s))
	if (s.X+s.Y)%2 == 0 {
		p.dark++
	}
}

func (p *position) pop() {
	k := len(p.path) - 1
	s := p.path[k]
	p.path = p.path[:k]
	i := p.b.Index(s)
	p.seen.Remove(i)
	if (s.X+s.Y)%2 == 0 {
		p.dark--
	}
}

func (p *position) visited(s board.Square) bool { return p.seen.Has(p.b.Index(s)) }

func (p *position) hasEnd() bool { return p.end != board.Square{} }

// String describes the position in a few words, without listing a prefix
// that may be a million squares long.
func (p *position) String() string {
	q := board.Problem{Board: p.b, Holes: p.holes, Piece: p.piece, End: p.end, Closed: p.closed}
	if k := len(p.path); k <= 8 {
		q.Prefix = p.path
		return q.String()
	}
	s := q.String()
	return fmt.Sprintf("%s, after %d squares, the %v on %v", s, len(p.path), p.piece, p.path[len(p.path)-1])
}
