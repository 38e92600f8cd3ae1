package puzzle

import (
	"context"
	"math/big"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	tourcount "github.com/knightcert/knight/internal/count"
)

// frontierStates bounds the frontier DP a puzzle count tries first: where
// the DP needs more (a short side of 6 or more), the search is as fast or
// faster, and the count falls back to it.
const frontierStates = 200_000

// frontierCount counts p's solutions by package count's frontier DP when
// p's clues are only a start, a run of numbers from the first (a prefix)
// and a last square, and the DP finishes within frontierStates; ok is
// false otherwise. A closed puzzle's solutions are numberings: with no
// clue, each directed cycle gives one per square; with only a last clue,
// one per direction.
func frontierCount(ctx context.Context, p puzzlecert.Puzzle) (int64, bool) {
	if p.Check() != nil || !p.Plain() {
		return 0, false // package count's DP is the knight's on the full board
	}
	n := p.Board.Size()
	q := board.Problem{Board: p.Board, Closed: p.Closed}
	for i, c := range p.Clues {
		switch step := p.Step(c); {
		case step == i && step < n-1:
			q.Prefix = append(q.Prefix, c.Square)
		case step == n-1 && i == len(p.Clues)-1:
			q.End = c.Square
		default:
			return 0, false
		}
	}
	rotations := int64(1)
	if p.Closed && len(q.Prefix) == 0 {
		if !q.HasEnd() {
			rotations = int64(n)
		}
		q.End = board.Square{} // every directed cycle has one rotation ending there
	}
	if q.Check() != nil {
		return 0, false
	}
	r, err := tourcount.Tours(ctx, q, tourcount.Options{MaxStates: frontierStates})
	if err != nil || !r.Exact {
		return 0, false
	}
	d := r.Directed()
	d.Mul(d, big.NewInt(rotations))
	if !d.IsInt64() {
		return 0, false
	}
	return d.Int64(), true
}
