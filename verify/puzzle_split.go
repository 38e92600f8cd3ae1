package verify

import (
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// MaxPuzzleSplitNodes bounds the certificates of one puzzle certificate's
// case split, every branch's counted: the document reader's default
// bound ([evidence.DefaultLimits]). Its work, every check in it
// together, is bounded by [DefaultMaxWork].
const MaxPuzzleSplitNodes = 100_000

// puzzleSplit checks a case split on where a number goes: the number is
// not a clue; the branches are exactly the squares it can take, in index
// order, by the rule of [puzzlecert.Split] (the free squares one move
// from the clue before it, else from the clue after it, else every free
// square), re-derived here from the knight's moves; and each branch's
// certificate holds for the puzzle with the number on its square. Every
// solution puts the number somewhere, on a square without another clue
// and, when a neighbouring number is a clue, one move from it, so the
// branches cover every solution and all of them failing leaves none.
func (pc *puzzleChecker) split(p puzzlecert.Puzzle, c puzzlecert.Split, depth int) error {
	if depth >= evidence.DefaultLimits.MaxDepth {
		return fmt.Errorf("%w: case splits nested more than %d deep", ErrTooLarge, evidence.DefaultLimits.MaxDepth)
	}
	k := c.Number
	if k < p.First || k > p.Last() {
		return fmt.Errorf("%w: a split on %d: numbers on %v run from %d to %d", ErrBadSquares, k, p.Board, p.First, p.Last())
	}
	for _, x := range p.Clues {
		if x.Number == k {
			return fmt.Errorf("%w: a split on %d, which is already a clue on %v", ErrWrongProblem, k, x.Square)
		}
	}
	if p.Board.Size() > maxPuzzleSquares {
		return fmt.Errorf("%w: %v", ErrTooLarge, p.Board)
	}
	want := splitSquares(p, k)
	if len(c.Branches) != len(want) {
		return fmt.Errorf("%w: the split on %d lists %d squares, %d can take it: %v", ErrBadSquares, k, len(c.Branches), len(want), want)
	}
	for i, b := range c.Branches {
		if b.Square != want[i] {
			return fmt.Errorf("%w: the split on %d: branch %d is %v, want %v (every square the number can take, in index order)", ErrBadSquares, k, i+1, b.Square, want[i])
		}
		q := p.WithClue(puzzlecert.Clue{Square: b.Square, Number: k})
		if err := pc.certificate(q, b.Certificate, depth+1); err != nil {
			return fmt.Errorf("the split on %d, branch %d on %v: %w", k, i+1, b.Square, err)
		}
	}
	return nil
}

// splitSquares lists the squares number k can take in p by the split's
// rule, in index order.
func splitSquares(p puzzlecert.Puzzle, k int) []board.Square {
	b := p.Board
	n := b.Size()
	taken := make(map[board.Square]bool, len(p.Clues))
	at := make(map[int]board.Square, len(p.Clues))
	for _, x := range p.Clues {
		taken[x.Square] = true
		at[x.Number] = x.Square
	}
	neighbour := func(d int) (board.Square, bool) {
		j := k + d
		if j < p.First || j > p.Last() {
			if !p.Closed || n < 3 {
				return board.Square{}, false
			}
			j = p.First + (j-p.First+n)%n
		}
		s, ok := at[j]
		return s, ok
	}
	var out []board.Square
	for _, d := range [2]int{-1, 1} {
		if from, ok := neighbour(d); ok {
			for _, m := range board.Moves {
				s := board.Square{X: from.X + m.X, Y: from.Y + m.Y}
				if b.Contains(s) && !taken[s] {
					out = append(out, s)
				}
			}
			slices.SortFunc(out, func(x, y board.Square) int { return b.Index(x) - b.Index(y) })
			return out
		}
	}
	for i := range n {
		if s := b.Square(i); !taken[s] {
			out = append(out, s)
		}
	}
	return out
}
