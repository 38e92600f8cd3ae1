package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// MaxCaseSplitWork bounds the work of checking one case-split tree: its
// positions times the board's squares, each position costing O(squares)
// to check. 2^28 is a few seconds; a tree beyond it is rejected as
// [ErrTooLarge] before any of it is checked.
const MaxCaseSplitWork = 1 << 28

// caseSplit checks a case split: its branches must list exactly the legal
// next moves of the position, in index order, each with a certificate for
// the position after it, checked by the same code as any certificate. The
// tree is bounded by the checker's limits on nodes and depth.
//
// What a "next move" is depends on the position:
//
//   - After a prefix (Rule empty), the moves are the unvisited knight
//     neighbours of the prefix's last square; no move left with squares
//     unvisited is a dead end, so an empty list is then a proof. When the
//     prefix covers the board, an empty list is a proof when the path
//     does not end on the required end or does not close (a closed tour
//     of 1x1: a1 to a1 is no knight move).
//   - With no prefix, the branches choose the first square: every square
//     of the board, except for a closed tour with no fixed end, which may
//     be taken to start on a1 (a cycle through every square passes a1,
//     and turning it to begin there changes nothing), so its one branch
//     is a1.
//   - Rule "end" branches on the other end of the path: the problem is
//     read backwards. That is sound only when reversing a path keeps the
//     problem, which the checker confirms from the problem alone: an open
//     tour with a required end E and at most one prefix square S is, read
//     backwards, an open tour that begins on E and ends on S (free when
//     there is no prefix). The branches are then the moves from E (every
//     unvisited neighbour, S excluded) and each child is a certificate
//     for the reversed problem after E and that move.
func (ck *checker) caseSplit(q board.Problem, c evidence.Certificate, depth int) error {
	if ck.nodes == 1 {
		// The outermost split: each node below costs O(squares) to check
		// (its moves, its leaf's counts), so bound nodes times squares
		// before looking at any.
		if n := c.Nodes(); n > MaxCaseSplitWork/q.Board.Size() {
			return fmt.Errorf("case split of %d positions on %v (%d squares each) exceeds %d squares of work: %w",
				n, q.Board, q.Board.Size(), MaxCaseSplitWork, ErrTooLarge)
		}
	}
	if depth >= ck.lim.MaxDepth {
		return fmt.Errorf("case splits nested more than %d deep: %w", ck.lim.MaxDepth, ErrTooLarge)
	}
	k := len(q.Prefix)
	if k == q.Board.Size() {
		// No move is left and none is needed: the path is dead only if it
		// does not end where the problem says or does not close.
		first, last := q.Prefix[0], q.Prefix[k-1]
		dead := q.HasEnd() && last != q.End || q.Closed && !board.IsKnightMove(last, first)
		if !dead || len(c.Branches) > 0 || c.Rule != evidence.AnyRule {
			return fmt.Errorf("case split after all %d squares: %w", k, ErrNoContradiction)
		}
		return nil
	}
	switch c.Rule {
	case evidence.AnyRule:
	case evidence.EndRule:
		if q.Closed || !q.HasEnd() || k > 1 {
			return fmt.Errorf("case split on the end of %v: only an open tour with a required end and at most one prefix square reads the same backwards: %w", q, ErrWrongProblem)
		}
		r := board.Problem{Board: q.Board, Prefix: board.Path{q.End}}
		if k == 1 {
			r.End = q.Prefix[0]
		}
		return ck.branches(r, c, depth)
	default:
		return fmt.Errorf("case split with rule %q: %w", c.Rule, ErrWrongProblem)
	}
	return ck.branches(q, c, depth)
}

// branches checks that c's branches are exactly the next moves of q (the
// first squares when q has no prefix) and that each child holds.
func (ck *checker) branches(q board.Problem, c evidence.Certificate, depth int) error {
	k := len(q.Prefix)
	if k == 0 && len(c.Branches) != q.Board.Size() && !(q.Closed && !q.HasEnd()) {
		// Checked before listing the squares, which a hostile document
		// could make a 10000x10000 board's worth.
		return fmt.Errorf("case split lists %d first squares, want all %d: %w", len(c.Branches), q.Board.Size(), ErrBadSquares)
	}
	moves := nextMoves(q)
	var cur board.Square
	if k > 0 {
		cur = q.Prefix[k-1]
	}
	if len(c.Branches) != len(moves) {
		if k == 0 {
			return fmt.Errorf("case split lists %d first squares, want %d: %w", len(c.Branches), len(moves), ErrBadSquares)
		}
		return fmt.Errorf("case split lists %d moves, the knight on %v has %d: %w", len(c.Branches), cur, len(moves), ErrBadSquares)
	}
	for i, m := range moves {
		b := c.Branches[i]
		if b.Move != m {
			if k == 0 {
				return fmt.Errorf("case split's first square %d is %v, want %v (every first square, in index order): %w", i+1, b.Move, m, ErrBadSquares)
			}
			return fmt.Errorf("case split's move %d is %v-%v, want %v-%v (every move, in index order): %w", i+1, cur, b.Move, cur, m, ErrBadSquares)
		}
		next := q
		next.Prefix = append(q.Prefix[:k:k], m)
		if err := ck.certificate(next, b.Certificate, depth+1); err != nil {
			return fmt.Errorf("after move %d to %v: %w", k, m, err)
		}
	}
	return nil
}

// nextMoves lists the squares the path may visit next, in index order
// (rank by rank from a1): the first square when there is no prefix (a1
// alone for a closed tour with no fixed end), else the unvisited knight
// neighbours of the last square.
func nextMoves(q board.Problem) []board.Square {
	k := len(q.Prefix)
	var moves []board.Square
	if k == 0 {
		if q.Closed && !q.HasEnd() {
			return []board.Square{{X: 1, Y: 1}}
		}
		for y := int32(1); y <= q.Board.H; y++ {
			for x := int32(1); x <= q.Board.W; x++ {
				moves = append(moves, board.Square{X: x, Y: y})
			}
		}
		return moves
	}
	visited := make(map[board.Square]bool, k)
	for _, s := range q.Prefix {
		visited[s] = true
	}
	cur := q.Prefix[k-1]
	for y := cur.Y - 2; y <= cur.Y+2; y++ {
		for x := cur.X - 2; x <= cur.X+2; x++ {
			s := board.Square{X: x, Y: y}
			if q.Board.Contains(s) && board.IsKnightMove(cur, s) && !visited[s] {
				moves = append(moves, s)
			}
		}
	}
	return moves
}
