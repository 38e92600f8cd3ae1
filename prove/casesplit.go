package prove

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/parity"
	"github.com/knightcert/knight/verify"
)

// MaxTreeNodes bounds the case-split trees [Tour] builds for a problem
// that SAT or an exhausted search showed has no tour: a tree of at most
// this many certificates, leaves included, or none. Each node costs one
// leaf search of package parity with a cut budget of [leafCutBudget]
// (about 0.1 ms on 8x8), so a failed search costs a few seconds at most;
// a tree at the bound is a few megabytes of JSON, well inside
// [evidence.DefaultLimits].
const MaxTreeNodes = 20_000

// MaxBlameTreeNodes bounds the first tree [Blame] builds for a dead prefix
// that SAT decided and [parity.DeepCut] did not certify. It is far smaller
// than [MaxTreeNodes] so that blame stays close to the time SAT alone
// takes (a failed search costs under 10 ms on 8x8); the dead prefixes of
// played games that need more get Tour's searches after it.
const MaxBlameTreeNodes = 40

// DeepCutBudget is the work [Tour] gives parity.DeepCut, in squares
// looked at (about half a second on 8x8), when no case split within
// [MaxTreeNodes] proves a "none" that SAT or search decided.
const DeepCutBudget = 8_000_000

// BlameDeepCutBudget is the work [Blame] gives parity.DeepCut on a dead
// prefix that SAT decided, before it tries a case split: at most about
// 30 ms on 8x8, and a cut for 9 of the 11 such prefixes of the shared
// stuck games.
const BlameDeepCutBudget = 1_000_000

// leafCutBudget is the cut search budget of each node's leaf search: a
// quarter of parity.Check's, which on the stuck games' trees makes nodes
// four times cheaper for trees a third larger.
const leafCutBudget = parity.CutBudget / 4

// caseSplit builds a case-split certificate that q, known to have no
// tour, has none: at each position every next move, each child closed by
// a leaf certificate of package parity or split again. It returns false
// when no tree of at most limit nodes is found this way. The children a
// leaf closes come first, so that a position a leaf cannot close costs its
// leaf searches only; the others are split in order of their onward moves,
// fewest first, since a knight with few moves is soonest stuck. With a
// required end and at most one prefix square the problem reads the same
// backwards, and the end is split on when the start's tree is too large.
//
// The search stops, finding nothing, once ctx is done.
func caseSplit(ctx context.Context, q board.Problem, limit int) (evidence.Certificate, bool) {
	if q.Check() != nil {
		return evidence.Certificate{}, false
	}
	// verify checks at most MaxCaseSplitWork squares' worth of positions.
	limit = min(limit, verify.MaxCaseSplitWork/q.Board.Size())
	t := treeBuilder{ctx: ctx, limit: limit}
	if c, ok := t.split(q); ok {
		return c, true
	}
	if q.Closed || !q.HasEnd() || len(q.Prefix) > 1 {
		return evidence.Certificate{}, false
	}
	r := board.Problem{Board: q.Board, Prefix: board.Path{q.End}}
	if len(q.Prefix) == 1 {
		r.End = q.Prefix[0]
	}
	t = treeBuilder{ctx: ctx, limit: limit - 1}
	c, ok := t.split(r)
	if !ok {
		return evidence.Certificate{}, false
	}
	c.Visited, c.From, c.Rule = len(q.Prefix), board.Square{}, evidence.EndRule
	if len(q.Prefix) == 1 {
		c.From = q.Prefix[0]
	}
	return c, true
}

type treeBuilder struct {
	ctx          context.Context
	nodes, limit int
}

func (t *treeBuilder) leaf(q board.Problem) (evidence.Certificate, bool) {
	t.nodes++
	return parity.Leaf(q, leafCutBudget)
}

// split makes q a case split over its next moves (first squares when q
// has no prefix: a1 alone for a closed tour with no end, as a cycle may be
// turned to begin there).
func (t *treeBuilder) split(q board.Problem) (evidence.Certificate, bool) {
	k := len(q.Prefix)
	c := evidence.Certificate{Kind: evidence.CaseSplit, Board: q.Board, Visited: k}
	if k > 0 {
		c.From = q.Prefix[k-1]
	}
	t.nodes++
	if t.nodes > t.limit || t.ctx.Err() != nil {
		return evidence.Certificate{}, false
	}
	if k == q.Board.Size() {
		// The path covers the board: dead only if it misses its end or
		// does not close, which an empty split claims.
		first, last := q.Prefix[0], q.Prefix[k-1]
		dead := q.HasEnd() && last != q.End || q.Closed && !board.IsKnightMove(last, first)
		return c, dead
	}
	moves := nextSquares(q)
	if len(moves) > t.limit-t.nodes {
		return evidence.Certificate{}, false
	}
	type child struct {
		q      board.Problem
		onward int
	}
	var open []child
	for _, m := range moves {
		next := q
		next.Prefix = append(q.Prefix[:k:k], m)
		if sub, ok := t.leaf(next); ok {
			c.Branches = append(c.Branches, evidence.Branch{Move: m, Certificate: sub})
			continue
		}
		open = append(open, child{next, len(nextSquares(next))})
	}
	slices.SortStableFunc(open, func(a, b child) int { return cmp.Compare(a.onward, b.onward) })
	for _, ch := range open {
		sub, ok := t.split(ch.q)
		if !ok {
			return evidence.Certificate{}, false
		}
		c.Branches = append(c.Branches, evidence.Branch{Move: sub.From, Certificate: sub})
	}
	slices.SortFunc(c.Branches, func(a, b evidence.Branch) int {
		return cmp.Or(cmp.Compare(a.Move.Y, b.Move.Y), cmp.Compare(a.Move.X, b.Move.X))
	})
	return c, true
}

// nextSquares lists the squares the path may visit next: the unvisited
// neighbours of its last square, or with no prefix every square (a1 for a
// closed tour with no end).
func nextSquares(q board.Problem) []board.Square {
	k := len(q.Prefix)
	if k == 0 {
		if q.Closed && !q.HasEnd() {
			return []board.Square{{X: 1, Y: 1}}
		}
		out := make([]board.Square, 0, q.Board.Size())
		for i := range q.Board.Size() {
			out = append(out, q.Board.Square(i))
		}
		return out
	}
	out := q.Board.Neighbours(q.Prefix[k-1], nil)
	return slices.DeleteFunc(out, func(s board.Square) bool { return slices.Contains(q.Prefix, s) })
}

// explainTree says what a large case split shows without walking all of
// it: the first level of moves and what closes the tree's leaves.
func explainTree(q board.Problem, c evidence.Certificate) string {
	var sb strings.Builder
	switch {
	case c.Rule == evidence.EndRule:
		fmt.Fprintf(&sb, "Read backwards from %v, every move loses", q.End)
	case len(q.Prefix) == 0 && q.Closed:
		sb.WriteString("A closed tour may be taken to start on a1, and every way on from there loses")
	case len(q.Prefix) == 0:
		sb.WriteString("Every first square loses")
	default:
		fmt.Fprintf(&sb, "Every move from %v loses", q.Prefix[len(q.Prefix)-1])
	}
	counts := map[evidence.Kind]int{}
	var tally func(evidence.Certificate)
	tally = func(c evidence.Certificate) {
		if c.Kind == evidence.CaseSplit {
			if len(c.Branches) == 0 {
				counts[c.Kind]++ // a dead end: no move left
			}
			for _, b := range c.Branches {
				tally(b.Certificate)
			}
			return
		}
		counts[c.Kind]++
	}
	tally(c)
	var kinds []string
	for k := evidence.Kind(1); k <= evidence.CaseSplit; k++ {
		if n := counts[k]; n > 0 {
			name := k.String()
			if k == evidence.CaseSplit {
				name = "no move left"
			}
			kinds = append(kinds, fmt.Sprintf("%d %s", n, name))
		}
	}
	fmt.Fprintf(&sb, ": a case split over %d positions nested %d deep, whose every line of play ends in a position with a certificate (%s); verify checks every one.",
		c.Nodes(), c.Depth(), strings.Join(kinds, ", "))
	return sb.String()
}
