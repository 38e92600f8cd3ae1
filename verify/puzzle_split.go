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
// When two branches or more run deductions ([deduces]), those of p are
// run first, from from (see [Checker.fixedPoint]), and each branch's
// start from where they stop, else from from; the split holds that fixed
// point, n²/64 words for n squares, while its branches are checked
// ([maxHeldWords]).
func (pc *puzzleChecker) split(p puzzlecert.Puzzle, c puzzlecert.Split, depth int, from []board.Set) error {
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
	if deduces(p, c.Branches) {
		dom, _, err := pc.ck.fixedPoint(p, from)
		if err != nil {
			return err
		}
		var done func()
		from, done = pc.hold(dom, from)
		defer done()
	}
	for i, b := range c.Branches {
		if b.Square != want[i] {
			return fmt.Errorf("%w: the split on %d: branch %d is %v, want %v (every square the number can take, in index order)", ErrBadSquares, k, i+1, b.Square, want[i])
		}
		if err := pc.branch(p, k, b, depth+1, from); err != nil {
			return fmt.Errorf("the split on %d, branch %d on %v: %w", k, i+1, b.Square, err)
		}
	}
	return nil
}

// branch checks branch b of a split on k in p: its placed numbers, when
// it has any, and its certificate on the puzzle with k on its square and
// them added. Each placed number is not yet placed, and the deductions
// of [puzzleChecker.deduction], run again here on the branch's puzzle
// from p's fixed point from (nil for none), leave it its square alone:
// every solution of the branch's puzzle puts it there, so a solution of
// it is one of the puzzle with them added, which the certificate says
// has none. When the deductions find no solution at all, the branch has
// none and every placement holds vacuously; the certificate is checked
// all the same. The certificate's deductions start from the branch's
// fixed point, held as a split holds its own. Cost: the deductions once,
// charged to the budget, and O(k·c) to add k placed numbers to c clues.
func (pc *puzzleChecker) branch(p puzzlecert.Puzzle, k int, b puzzlecert.Branch, depth int, from []board.Set) error {
	q := p.WithClue(puzzlecert.Clue{Square: b.Square, Number: k})
	if len(b.Placed) > 0 {
		if !q.Plain() {
			return fmt.Errorf("%w: numbers placed by the deductions on %v, which run on the knight's full board", ErrWrongProblem, q.Where())
		}
		if err := pc.ck.charge(int64(len(b.Placed)) * int64(len(q.Clues)+len(b.Placed))); err != nil {
			return err
		}
		placing := b.Placing(p, k)
		if err := placing.Check(); err != nil {
			return fmt.Errorf("%w: the placed numbers: %w", ErrBadSquares, err)
		}
		dom, settled, err := pc.ck.fixedPoint(q, from)
		if err != nil {
			return err
		}
		for _, x := range b.Placed {
			if slices.ContainsFunc(q.Clues, func(c puzzlecert.Clue) bool { return c.Number == x.Number }) {
				return fmt.Errorf("%w: %d is placed on %v, and the branch has it already", ErrBadSquares, x.Number, x.Square)
			}
			if settled {
				d := dom[q.Step(x)]
				if d.Count() == 1 && !d.Has(q.Board.Index(x.Square)) {
					return fmt.Errorf("%w: %d is placed on %v, and the deductions leave it %v alone", ErrBadSquares, x.Number, x.Square, q.Board.Square(d.First()))
				}
				if d.Count() != 1 {
					return fmt.Errorf("%w: %d is placed on %v, and the deductions leave it %d squares", ErrBadSquares, x.Number, x.Square, d.Count())
				}
			}
		}
		q = placing
		var done func()
		from, done = pc.hold(dom, from)
		defer done()
	}
	return pc.certificate(q, b.Certificate, depth, from)
}

// deduces says whether the deductions on p are worth running for the
// branches of a split to start theirs from: two branches or more may run
// deductions (they place numbers, or their certificate is a deduction or
// a split), and p's board is one deductions are checked on.
func deduces(p puzzlecert.Puzzle, branches []puzzlecert.Branch) bool {
	if p.Board.Size() > maxDeductionSquares {
		return false
	}
	k := 0
	for _, b := range branches {
		switch b.Certificate.(type) {
		case puzzlecert.Deduced, puzzlecert.Split:
			k++
		default:
			if len(b.Placed) > 0 {
				k++
			}
		}
	}
	return k >= 2
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
