package verify

import (
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// caseSplit checks a case split: its branches must list exactly the legal
// next moves of the position, in index order, each with a certificate for
// the position after it, checked by the same code as any certificate. The
// tree is bounded by the checker's limits on nodes and depth.
//
// What a "next move" is depends on the position:
//
//   - After a prefix (Rule empty), the moves are the unvisited cells the
//     piece reaches from the prefix's last square; no move left with squares
//     unvisited is a dead end, so an empty list is then a proof. When the
//     prefix covers the board, an empty list is a proof when the path
//     does not end on the required end or does not close (a closed tour
//     of 1x1: a1 to a1 is no knight move).
//   - With no prefix, the branches choose the first square: every cell
//     of the board, except for a closed tour with no fixed end, which may
//     be taken to start on the first cell, a1 without holes (a cycle
//     through every cell passes it, and turning it to begin there changes
//     nothing), so its one branch is that cell.
//   - Rule "end" branches on the other end of the path: the problem is
//     read backwards. That is sound only when reversing a path keeps the
//     problem, which the checker confirms from the problem alone: an open
//     tour with a required end E and at most one prefix square S is, read
//     backwards, an open tour that begins on E and ends on S (free when
//     there is no prefix). The reversed problem is then the position, and
//     it goes through every check the original would: a reversed prefix
//     that already covers the board (E on 1x1) is a tour, not a dead end.
func (ck *Checker) caseSplit(c evidence.CaseSplit, depth int) error {
	if depth >= ck.Limits.MaxDepth {
		return fmt.Errorf("case splits nested more than %d deep: %w", ck.Limits.MaxDepth, ErrTooLarge)
	}
	p := &ck.pos
	switch c.Rule {
	case evidence.AnyRule:
		return ck.moves(c, depth)
	case evidence.EndRule:
		k := len(p.path)
		if p.closed || !p.hasEnd() || k > 1 {
			return fmt.Errorf("case split on the end of %v: only an open tour with a required end and at most one prefix square reads the same backwards: %w", p, ErrWrongProblem)
		}
		// Read backwards, then restore, so that the split above goes on
		// from the position it made.
		var start board.Square
		if k == 1 {
			start = p.path[0]
			p.pop()
		}
		end := p.end
		p.end = start
		p.push(end)
		err := ck.moves(c, depth)
		p.pop()
		p.end = end
		if k == 1 {
			p.push(start)
		}
		return err
	}
	return fmt.Errorf("case split with rule %q: %w", c.Rule, ErrWrongProblem)
}

// moves checks that c's branches are exactly the next moves of the
// position (the first squares when it has no prefix) and that each child
// holds; with no move left, that the position is dead.
func (ck *Checker) moves(c evidence.CaseSplit, depth int) error {
	p := &ck.pos
	k := len(p.path)
	if k == p.cells {
		// No move is left and none is needed: the path is dead only if it
		// does not end where the problem says or does not close.
		first, last := p.path[0], p.path[k-1]
		dead := p.hasEnd() && last != p.end || p.closed && !p.piece.IsMove(last, first)
		if !dead || len(c.Branches) > 0 {
			return fmt.Errorf("case split after all %d squares: %w", k, ErrNoContradiction)
		}
		return nil
	}
	if k == 0 {
		return ck.firstSquares(c, depth)
	}
	if err := ck.charge(int64(len(p.jumps))); err != nil {
		return err
	}
	cur := p.path[k-1]
	var buf [8 * board.MaxLeaps]board.Square
	moves := buf[:0]
	for _, d := range p.jumps {
		s := board.Square{X: cur.X + d.X, Y: cur.Y + d.Y}
		if p.isCell(s) && !p.visited(s) {
			moves = append(moves, s)
		}
	}
	// In index order: rank by rank from the lowest, file by file.
	slices.SortFunc(moves, board.Square.Compare)
	n := len(moves)
	if len(c.Branches) != n {
		return fmt.Errorf("case split lists %d moves, the %v on %v has %d: %w", len(c.Branches), p.piece, cur, n, ErrBadSquares)
	}
	for i, m := range moves {
		b := c.Branches[i]
		if b.Move != m {
			return fmt.Errorf("case split's move %d is %v-%v, want %v-%v (every move, in index order): %w", i+1, cur, b.Move, cur, m, ErrBadSquares)
		}
		if err := ck.child(b, depth); err != nil {
			return err
		}
	}
	return nil
}

// firstSquares checks the branches of a split with no prefix: every
// cell in index order, or the first cell alone (a1 on a board without
// holes) for a closed tour with no fixed end.
func (ck *Checker) firstSquares(c evidence.CaseSplit, depth int) error {
	p := &ck.pos
	first := 0
	for p.holes != nil && p.holes.Has(first) {
		first++
	}
	if p.closed && !p.hasEnd() {
		if want := p.b.Square(first); len(c.Branches) != 1 || c.Branches[0].Move != want {
			return fmt.Errorf("case split of a closed tour lists %d first squares, want %v alone: %w", len(c.Branches), want, ErrBadSquares)
		}
		return ck.child(c.Branches[0], depth)
	}
	if len(c.Branches) != p.cells {
		// Checked before listing the squares, which a hostile document
		// could make a 10000x10000 board's worth.
		return fmt.Errorf("case split lists %d first squares, want all %d: %w", len(c.Branches), p.cells, ErrBadSquares)
	}
	i := first
	for j, b := range c.Branches {
		for p.holes != nil && p.holes.Has(i) {
			i++
		}
		if want := p.b.Square(i); b.Move != want {
			return fmt.Errorf("case split's first square %d is %v, want %v (every first square, in index order): %w", j+1, b.Move, want, ErrBadSquares)
		}
		i++
		if err := ck.child(b, depth); err != nil {
			return err
		}
	}
	return nil
}

// child checks a branch's certificate at the position after its move.
func (ck *Checker) child(b evidence.Branch, depth int) error {
	p := &ck.pos
	k := len(p.path)
	p.push(b.Move)
	err := ck.certificate(b.Certificate, depth+1)
	p.pop()
	if err != nil {
		return fmt.Errorf("after move %d to %v: %w", k, b.Move, err)
	}
	return nil
}
