package puzzle

import (
	"context"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// DefaultSplitNodes bounds the case split [Solve] builds for a puzzle
// with no solution that no single certificate explains: at most this many
// certificates in the tree, the leaves included. A node count, not a
// time, so that answers repeat; well within what verify accepts.
const DefaultSplitNodes = 2_000

// splitter builds a case split proving that a puzzle has no solution.
type splitter struct {
	ctx      context.Context
	nodes    int
	maxNodes int
	cf       certifier
}

// split looks for a case split proving p has no solution, within
// maxNodes certificates (0: [DefaultSplitNodes]): a leaf is a
// certificate of [certify]; otherwise it branches on where a missing
// number goes, over the squares the rule of [evidence.ClueSplit] lists,
// choosing the number next to a clue with the fewest such squares (the
// smallest number on a tie), and every branch must close. It returns
// false when the budget or ctx ends first, or a branch finds no
// certificate. Cost: certify's per node.
func split(ctx context.Context, p evidence.Puzzle, maxNodes int) (evidence.PuzzleCertificate, bool) {
	if maxNodes <= 0 {
		maxNodes = DefaultSplitNodes
	}
	sp := &splitter{ctx: ctx, maxNodes: maxNodes, cf: certifier{noParity: map[string]bool{}}}
	c, ok := sp.prove(p)
	if !ok || c.Kind != evidence.ClueSplit {
		return evidence.PuzzleCertificate{}, false
	}
	return c, true
}

func (sp *splitter) prove(p evidence.Puzzle) (evidence.PuzzleCertificate, bool) {
	sp.nodes++
	if sp.nodes > sp.maxNodes || sp.ctx.Err() != nil {
		return evidence.PuzzleCertificate{}, false
	}
	if c, ok := sp.cf.certify(p); ok {
		return c, true
	}
	k, squares, ok := splitChoice(p)
	if !ok {
		return evidence.PuzzleCertificate{}, false
	}
	c := evidence.PuzzleCertificate{Kind: evidence.ClueSplit, Number: k, Branches: make([]evidence.PuzzleBranch, 0, len(squares))}
	for _, s := range squares {
		child, ok := sp.prove(p.WithClue(evidence.Clue{Square: s, Number: k}))
		if !ok {
			return evidence.PuzzleCertificate{}, false
		}
		c.Branches = append(c.Branches, evidence.PuzzleBranch{Square: s, Certificate: child})
	}
	return c, true
}

// splitChoice picks the number to split on: among the missing numbers
// next to a clue, the one with the fewest squares to take (the smallest
// number on a tie); false when no missing number is next to a clue (no
// clue at all, or none missing). Choosing by the branches a certificate
// closes at once measured no smaller trees for many times the work.
func splitChoice(p evidence.Puzzle) (int, []board.Square, bool) {
	n := p.Board.Size()
	given := make(map[int]bool, len(p.Clues))
	for _, c := range p.Clues {
		given[c.Number] = true
	}
	best, bestSquares := -1, []board.Square(nil)
	for t := range n {
		k := p.First + t
		if given[k] {
			continue
		}
		squares, nextToClue := branchSquares(p, k)
		if !nextToClue {
			continue
		}
		if best < 0 || len(squares) < len(bestSquares) {
			best, bestSquares = k, squares
		}
	}
	return best, bestSquares, best >= 0
}

// branchSquares lists, in index order, the squares without a clue one
// move from the clue k-1 (round a closed tour's cycle), else from the
// clue k+1, with true; with neither a clue, every square without a clue
// and false. It is the rule verify re-derives on its own.
func branchSquares(p evidence.Puzzle, k int) ([]board.Square, bool) {
	b := p.Board
	n := b.Size()
	taken := make([]bool, n)
	at := make(map[int]board.Square, len(p.Clues))
	for _, c := range p.Clues {
		taken[b.Index(c.Square)] = true
		at[c.Number] = c.Square
	}
	for _, d := range [2]int{-1, 1} {
		j, ok := beside(p, k, d)
		if !ok {
			continue
		}
		from, ok := at[j]
		if !ok {
			continue
		}
		out := b.Neighbours(from, nil)
		out = slices.DeleteFunc(out, func(s board.Square) bool { return taken[b.Index(s)] })
		slices.SortFunc(out, func(x, y board.Square) int { return b.Index(x) - b.Index(y) })
		return out, true
	}
	var out []board.Square
	for i := range n {
		if !taken[i] {
			out = append(out, b.Square(i))
		}
	}
	return out, false
}
