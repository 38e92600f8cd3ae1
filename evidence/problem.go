package evidence

import (
	"fmt"

	"github.com/knightcert/knight/board"
)

// checkProblem is [board.Problem.Check] with one bit a square of the board
// for the squares seen instead of a map of the prefix: a document's prefix
// may be a million squares long, and a map of them costs a second and
// tens of megabytes where the bits cost a millisecond and 128 KB.
func checkProblem(q board.Problem) error {
	b := q.Board
	if err := b.Check(); err != nil {
		return fmt.Errorf("%w: board %v", board.ErrBadProblem, b)
	}
	seen := make([]uint64, (b.Size()+63)/64)
	for i, s := range q.Prefix {
		if !b.Contains(s) {
			if i == 0 {
				return fmt.Errorf("%w: start square %v is off the %v board", board.ErrBadProblem, s, b)
			}
			return fmt.Errorf("%w: prefix square %d: %v is off the %v board", board.ErrBadProblem, i, s, b)
		}
		k := b.Index(s)
		if seen[k>>6]&(1<<(k&63)) != 0 {
			j := 0
			for q.Prefix[j] != s {
				j++
			}
			return fmt.Errorf("%w: move %d: %v was already visited at move %d", board.ErrBadProblem, i, s, j)
		}
		seen[k>>6] |= 1 << (k & 63)
		if i > 0 && !board.IsKnightMove(q.Prefix[i-1], s) {
			return fmt.Errorf("%w: move %d: %v to %v is not a knight move", board.ErrBadProblem, i, q.Prefix[i-1], s)
		}
	}
	if q.HasEnd() && !b.Contains(q.End) {
		return fmt.Errorf("%w: end square %v is off the %v board", board.ErrBadProblem, q.End, b)
	}
	return nil
}
