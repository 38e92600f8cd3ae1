package puzzle

import (
	"context"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// shapeHint is [NextHint] for a shaped puzzle p (its clues and the
// player's entries merged): no hint when [Solve] finds no solution (the
// count on its cells, or SAT); else the rule "between" on the shape's
// cells and the piece's moves, then the unique solution's smallest
// missing number (the count proving the solution the only one, or SAT),
// or with several solutions a number they all put on one square
// ([forcedAmong]). The other rules and the
// deductions rest on the knight's colours and distances on the full
// board, and are not tried.
func shapeHint(ctx context.Context, p puzzlecert.Puzzle, maxSquares int) (Hint, error) {
	sh := p.Shape()
	n := sh.Cells()
	if len(p.Clues) == n {
		return Hint{Number: -1, Reason: "every square is numbered"}, nil
	}
	if err := TooLarge(p.Board, maxSquares); err != nil && n > MaxCountSquares {
		return Hint{Number: -1, Reason: fmt.Sprintf("undecided: %v", err), Undecided: true}, nil
	}
	if ctx.Err() != nil {
		return Hint{Number: -1, Reason: "undecided: the time ran out before any rule was tried", Undecided: true}, nil
	}
	placed := make([]board.Square, n)
	has := make([]bool, n)
	taken := make(map[board.Square]bool, len(p.Clues))
	for _, c := range p.Clues {
		placed[p.Step(c)], has[p.Step(c)] = c.Square, true
		taken[c.Square] = true
	}
	step := func(t int) (int, bool) { return tourStep(p, n, t) }
	num := func(t int) int { return p.First + t }
	// The count first: a rule's hint about numbers no solution agrees
	// with would send the player on from a mistake.
	a, err := Solve(ctx, SolveRequest{Puzzle: p, MaxSquares: maxSquares})
	if err != nil {
		return Hint{}, err
	}
	if a.Status == puzzlecert.NoSolution || a.Status == puzzlecert.Unknown {
		// No rule's "must" without a solution: none exists, or the time
		// ended before one was found.
		return answerHint(ctx, p, a, maxSquares, func(t int) bool { return has[t] }, "")
	}
	// between
	for t := range n {
		a, okA := step(t - 1)
		b, okB := step(t + 1)
		if has[t] || !okA || !okB || !has[a] || !has[b] {
			continue
		}
		var common []board.Square
		for _, v := range sh.Neighbours(placed[a], nil) {
			if !taken[v] && sh.IsMove(v, placed[b]) {
				common = append(common, v)
			}
		}
		if len(common) == 1 {
			v := common[0]
			return Hint{Number: num(t), Square: v, Rule: "between",
				Reason: fmt.Sprintf("%d must be on %v: it is the only free square one %v move from both %d on %v and %d on %v", num(t), v, sh.Piece, num(a), placed[a], num(b), placed[b])}, nil
		}
	}
	return answerHint(ctx, p, a, maxSquares, func(t int) bool { return has[t] }, "")
}
