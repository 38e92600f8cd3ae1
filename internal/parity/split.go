package parity

import (
	"cmp"
	"context"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// SplitLimits bound [Split]. Zero fields mean no bound (Depth, Nodes) or
// [CutBudget] (LeafCutBudget); a split of a large board with neither depth
// nor nodes bounded may take exponential time.
type SplitLimits struct {
	// Depth bounds how many moves deep the split goes: at depth Depth a
	// position must be closed by a leaf.
	Depth int
	// Nodes bounds the positions of the tree, leaves included.
	Nodes int
	// LeafCutBudget is the cut search budget of each leaf.
	LeafCutBudget int
}

// Split builds a case-split certificate that q has no tour: at each
// position every next move, each child closed by a leaf certificate (an
// argument about the position itself, without looking ahead) or split
// again, within lim. It is the one case-split builder: [Check] looks
// ahead a move or two with it, and package prove builds its larger trees
// with it. It returns false when no tree within lim is found
// this way, which proves nothing.
//
// The tree has no choice in it (every child of a position must be closed),
// and every position counts against lim.Nodes once for its leaf search and
// once more if it is split, so the order of the work changes its cost,
// never the tree nor whether it fits: the children
// are taken fewest onward moves first, since a knight with few moves is
// soonest stuck, each tried as a leaf and then split, and the first child
// that cannot be closed ends the search. With a required end and at most
// one prefix square the problem reads the same backwards, and the end is
// split on when the start's tree is not found. The search stops, finding
// nothing, once ctx is done; ctx may be nil for none.
//
// Cost: one leaf search per position, each O(squares) plus the cut
// budget.
func Split(ctx context.Context, q board.Problem, lim SplitLimits) (evidence.Certificate, bool) {
	if q.Check() != nil {
		return nil, false
	}
	if lim.LeafCutBudget <= 0 {
		lim.LeafCutBudget = CutBudget
	}
	t := splitter{ctx: ctx, lim: lim}
	if c, ok := t.split(q, lim.Depth); ok {
		return c, true
	}
	if q.Closed || !q.HasEnd() || len(q.Prefix) > 1 || t.stopped() {
		return nil, false
	}
	r := board.Problem{Board: q.Board, Holes: q.Holes, Piece: q.Piece, Prefix: board.Path{q.End}}
	if len(q.Prefix) == 1 {
		r.End = q.Prefix[0]
	}
	// The end is one more position of the tree than the start's.
	t = splitter{ctx: ctx, lim: lim}
	if lim.Nodes > 0 {
		t.lim.Nodes = lim.Nodes - 1
	}
	c, ok := t.split(r, lim.Depth)
	if !ok {
		return nil, false
	}
	c.Visited, c.From, c.Rule = len(q.Prefix), board.Square{}, evidence.EndRule
	if len(q.Prefix) == 1 {
		c.From = q.Prefix[0]
	}
	return c, true
}

type splitter struct {
	ctx   context.Context
	lim   SplitLimits
	nodes int
}

func (t *splitter) stopped() bool {
	return t.ctx != nil && t.ctx.Err() != nil
}

// full reports whether the tree has used its nodes.
func (t *splitter) full(more int) bool {
	return t.lim.Nodes > 0 && t.nodes+more > t.lim.Nodes
}

// split makes q a case split over its next moves (first squares when q
// has no prefix: a1 alone for a closed tour with no end, as a cycle may be
// turned to begin there), depth moves deep at most (no bound when
// t.lim.Depth is 0).
func (t *splitter) split(q board.Problem, depth int) (evidence.CaseSplit, bool) {
	k := len(q.Prefix)
	c := evidence.CaseSplit{At: evidence.AtShape(q)}
	t.nodes++
	if t.full(0) || t.stopped() {
		return evidence.CaseSplit{}, false
	}
	if k == q.Shape().Cells() {
		// The path covers the board: dead only if it misses its end or
		// does not close, which an empty split claims.
		first, last := q.Prefix[0], q.Prefix[k-1]
		dead := q.HasEnd() && last != q.End || q.Closed && !q.Piece.IsMove(last, first)
		return c, dead
	}
	moves := nextSquares(q)
	if t.full(len(moves)) {
		return evidence.CaseSplit{}, false
	}
	type child struct {
		q      board.Problem
		onward int
	}
	children := make([]child, len(moves))
	for i, m := range moves {
		next := q
		next.Prefix = append(q.Prefix[:k:k], m)
		children[i] = child{next, onward(next)}
	}
	slices.SortStableFunc(children, func(a, b child) int { return cmp.Compare(a.onward, b.onward) })
	for _, ch := range children {
		t.nodes++
		if t.full(0) {
			return evidence.CaseSplit{}, false
		}
		sub, ok := check(ch.q, 0, t.lim.LeafCutBudget)
		if !ok {
			// A position no leaf closes counts twice, its leaf search
			// and its split, as each costs a leaf search's work.
			if t.lim.Depth > 0 && depth <= 1 {
				return evidence.CaseSplit{}, false
			}
			if sub, ok = t.split(ch.q, depth-1); !ok {
				return evidence.CaseSplit{}, false
			}
		}
		c.Branches = append(c.Branches, evidence.Branch{Move: sub.Pos().From, Certificate: sub})
	}
	slices.SortFunc(c.Branches, func(a, b evidence.Branch) int { return a.Move.Compare(b.Move) })
	return c, true
}

// onward is the number of next squares of q.
func onward(q board.Problem) int {
	if len(q.Prefix) == 0 {
		return len(nextSquares(q))
	}
	n := 0
	for _, s := range q.Shape().Neighbours(q.Prefix[len(q.Prefix)-1], nil) {
		if !slices.Contains(q.Prefix, s) {
			n++
		}
	}
	return n
}

// nextSquares lists the squares the path may visit next: the unvisited
// neighbours of its last square, or with no prefix every cell (the first
// cell, a1 on a board without holes, for a closed tour with no end).
func nextSquares(q board.Problem) []board.Square {
	k := len(q.Prefix)
	sh := q.Shape()
	if k == 0 {
		out := make([]board.Square, 0, sh.Cells())
		for i := range q.Board.Size() {
			if !sh.IsHole(i) {
				out = append(out, q.Board.Square(i))
				if q.Closed && !q.HasEnd() {
					break
				}
			}
		}
		return out
	}
	out := sh.Neighbours(q.Prefix[k-1], nil)
	return slices.DeleteFunc(out, func(s board.Square) bool { return slices.Contains(q.Prefix, s) })
}
