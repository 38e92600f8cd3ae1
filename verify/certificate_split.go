package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// caseSplit checks a case split: the knight must move on (the prefix
// does not yet cover the board), and the branches list exactly the
// unvisited squares a knight's move from its square, in index order, each
// with a certificate for the prefix extended by that move, checked by the
// same code as any certificate.
func (ck *checker) caseSplit(q board.Problem, c evidence.Certificate, depth int) error {
	k := len(q.Prefix)
	if depth >= ck.lim.MaxDepth {
		return fmt.Errorf("case splits nested more than %d deep: %w", ck.lim.MaxDepth, ErrTooLarge)
	}
	if k == 0 || k == q.Board.Size() {
		return fmt.Errorf("case split after %d of %d squares: %w", k, q.Board.Size(), ErrNoContradiction)
	}
	visited := make(map[board.Square]bool, k)
	for _, s := range q.Prefix {
		visited[s] = true
	}
	cur := q.Prefix[k-1]
	var moves []board.Square
	for y := cur.Y - 2; y <= cur.Y+2; y++ {
		for x := cur.X - 2; x <= cur.X+2; x++ {
			s := board.Square{X: x, Y: y}
			if q.Board.Contains(s) && board.IsKnightMove(cur, s) && !visited[s] {
				moves = append(moves, s)
			}
		}
	}
	if len(c.Branches) != len(moves) {
		return fmt.Errorf("case split lists %d moves, the knight on %v has %d: %w", len(c.Branches), cur, len(moves), ErrBadSquares)
	}
	for i, m := range moves {
		b := c.Branches[i]
		if b.Move != m {
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
