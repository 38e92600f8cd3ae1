package verify

import (
	"context"
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// ErrNotProved: a proof of uniqueness does not prove that the solution
// is the only one.
var ErrNotProved = errors.New("uniqueness not proved")

// PuzzleUnique checks that sol is a solution of p (see
// [PuzzleSolution]) and that u proves it p's only one. Down the solution, each
// split's number is not yet placed; its branches are exactly the squares
// the rule of [puzzlecert.Split] gives it (re-derived here from the
// knight's moves) but the solution's, in index order, each with a
// certificate that holds for the puzzle with the number there (checked
// as [PuzzleCertificate] checks one); and the plain deductions of a
// deduction certificate, run again here on the puzzle with every split's
// number on the solution's square, leave each number the solution's
// square alone. Every solution other than sol differs from it at a
// split's number or, past the splits, somewhere the deductions fix,
// which no solution can: so the first split where it differs puts it in
// a branch whose certificate says it does not exist. Cost: O(k + n) a
// split for k clues on n squares, the branches' certificates as
// [PuzzleCertificate] costs them, and the deductions once more, on the
// puzzle of each split that has branches to start them from and at the
// end, each from where they stopped on the one before; one
// budget ([DefaultMaxWork], [MaxPuzzleSplitNodes] certificates) covers
// the whole proof, as it does a certificate's tree.
func PuzzleUnique(p puzzlecert.Puzzle, sol board.Path, u puzzlecert.UniqueProof) error {
	var ck Checker
	return ck.PuzzleUnique(context.Background(), p, sol, u)
}

// PuzzleUnique is [PuzzleUnique] charging its work to the checker's
// budget and stopping with ctx's error when ctx is done, as
// [Checker.PuzzleCertificate] does for a certificate's tree.
func (ck *Checker) PuzzleUnique(ctx context.Context, p puzzlecert.Puzzle, sol board.Path, u puzzlecert.UniqueProof) error {
	ck.init(ctx)
	pc := puzzleChecker{ck: ck}
	return pc.unique(p, sol, u)
}

func (pc *puzzleChecker) unique(p puzzlecert.Puzzle, sol board.Path, u puzzlecert.UniqueProof) error {
	if err := p.Check(); err != nil {
		return err
	}
	b := p.Board
	n := b.Size()
	if n > maxPuzzleSquares {
		return fmt.Errorf("%w: %v", ErrTooLarge, b)
	}
	if err := PuzzleSolution(p, sol); err != nil {
		return fmt.Errorf("%w: %w", ErrBadSolution, err)
	}
	if len(u.Splits) > n {
		return fmt.Errorf("%w: %d splits for %d numbers", ErrNotProved, len(u.Splits), n)
	}
	q := p
	// above is the fixed point of q's deductions, or of a puzzle above q,
	// when one was needed: the branches' and the last deductions start
	// from it (see [Checker.fixedPoint]); the proof holds one at a time.
	var above []board.Set
	done := func() {}
	defer func() { done() }()
	for i, s := range u.Splits {
		if err := pc.ck.charge(int64(len(q.Clues)) + int64(n)); err != nil {
			return err
		}
		k := s.Number
		if k < p.First || k > p.Last() {
			return fmt.Errorf("%w: split %d is on %d: numbers on %v run from %d to %d", ErrNotProved, i+1, k, b, p.First, p.Last())
		}
		for _, x := range q.Clues {
			if x.Number == k {
				return fmt.Errorf("%w: split %d is on %d, which is already placed, on %v", ErrNotProved, i+1, k, x.Square)
			}
		}
		at := sol[k-p.First]
		if deduces(q, s.Branches) {
			dom, _, err := pc.ck.fixedPoint(q, above)
			if err != nil {
				return err
			}
			if dom != nil {
				done()
				above, done = pc.hold(dom, nil)
			}
		}
		j := 0
		for _, w := range splitSquares(q, k) {
			if w == at {
				continue
			}
			if j >= len(s.Branches) || s.Branches[j].Square != w {
				return fmt.Errorf("%w: split %d, on %d: branch %d should be %v (every square the number can take but the solution's %v, in index order)", ErrNotProved, i+1, k, j+1, w, at)
			}
			if err := pc.branch(q, k, s.Branches[j], 1, above); err != nil {
				return fmt.Errorf("split %d, on %d, branch %d on %v: %w", i+1, k, j+1, w, err)
			}
			j++
		}
		if j != len(s.Branches) {
			return fmt.Errorf("%w: split %d, on %d, lists %d branches, %d squares other than the solution's %v can take it", ErrNotProved, i+1, k, len(s.Branches), j, at)
		}
		q = q.WithClue(puzzlecert.Clue{Square: at, Number: k})
	}
	dom, settled, err := pc.ck.fixedPoint(q, above)
	if err != nil {
		return err
	}
	if !settled {
		// The solution checked is a solution of q, which the deductions
		// keep: only a solution not checked comes here.
		return fmt.Errorf("%w: the deductions find no solution after the splits, yet the solution places every number", ErrNotProved)
	}
	for t := range n {
		if dom[t].Count() != 1 || !dom[t].Has(b.Index(sol[t])) {
			return fmt.Errorf("%w: after %d splits the deductions leave %d squares other than the solution's %v", ErrNotProved, len(u.Splits), p.First+t, sol[t])
		}
	}
	return nil
}

// uniqueClaim checks what a unique answer says of its solution being the
// only one: a proof, which must hold, with the method that names one; or
// SAT's word, a second opinion.
func (ck *Checker) uniqueClaim(p puzzlecert.Puzzle, a puzzlecert.Answer, pc *PuzzleCheck) error {
	if a.Proof == nil && len(p.Clues) == p.Board.Size() && a.Method != evidence.Parity {
		// Every number is given, each on its own square (p.Check): a
		// solution can only be the clues themselves, so the one checked
		// is the only one, on any board, with no formula to solve.
		pc.Checked = append(pc.Checked, "no other solution: every number is given")
		return nil
	}
	if a.Proof == nil {
		if a.Method == evidence.Parity {
			return fmt.Errorf("%w: the method is %v, a proof, and the answer carries none", ErrNotProved, a.Method)
		}
		if !p.Plain() && a.Method == evidence.Exhaustive && a.Counted && a.CountExact {
			// The exhaustive count of a shaped puzzle is its proof:
			// the checker counts again (the count's own check).
			pc.Checked = append(pc.Checked, "no other solution: the count, re-counted")
			return nil
		}
		pc.SecondOpinion = true
		return nil
	}
	if a.Method != evidence.Parity {
		return fmt.Errorf("%w: the answer carries a proof, and its method is %v, not %v", ErrNotProved, a.Method, evidence.Parity)
	}
	if err := ck.PuzzleUnique(ck.ctx, p, a.Solutions[0], *a.Proof); err != nil {
		return err
	}
	if len(a.Proof.Splits) == 0 {
		pc.Checked = append(pc.Checked, "no other solution: the deductions fix every number")
		return nil
	}
	numbers := "numbers"
	if len(a.Proof.Splits) == 1 {
		numbers = "number"
	}
	pc.Checked = append(pc.Checked, fmt.Sprintf("no other solution: a case split on %d %s down the solution, %d certificates, and the deductions", len(a.Proof.Splits), numbers, a.Proof.Nodes()))
	return nil
}
