package puzzle

import (
	"context"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// firstSolution answers a's puzzle, when it can, before any formula is
// built: from the numbers when all are given, by a certificate, by the
// tour search or a short search; decided says a holds the answer. Else it
// returns the first solution when one of them or known found it, nil
// when none did.
func firstSolution(ctx context.Context, req SolveRequest, known board.Path, a *puzzlecert.Answer) (first board.Path, decided bool, err error) {
	p := a.Puzzle
	if tour, ok := given(p); ok {
		// Every number given: the numbers are the one candidate.
		fault := Satisfies(p, tour)
		if fault == nil {
			a.Status, a.Method, a.Solutions = puzzlecert.Unique, evidence.Exhaustive, []board.Path{tour}
			a.Explanation = "unique: every number is given, and they make a tour (checked), so there is no other"
			return nil, true, nil
		}
		if err := TooLarge(p.Board, req.MaxSquares); err != nil {
			a.Status = puzzlecert.Unknown
			a.Explanation = fmt.Sprintf("undecided: every number is given and they make no tour (%v), but %v, so no certificate was sought", fault, err)
			return nil, true, nil
		}
	}
	if err := TooLarge(p.Board, req.MaxSquares); err != nil {
		a.Status = puzzlecert.Unknown
		a.Explanation = fmt.Sprintf("undecided: %v; no certificate was sought, as every search here grows with the board", err)
		return nil, true, nil
	}
	if cert, ok := certify(p); ok {
		a.Status, a.Method, a.Certificate = puzzlecert.NoSolution, evidence.Parity, cert
		a.Explanation = Explain(p, cert)
		return nil, true, nil
	}
	if known != nil && Satisfies(p, known) == nil {
		first = known
	}
	if first == nil {
		// When the clues are a start (and an end), the tour search finds
		// tours in milliseconds where a formula takes seconds to build
		// and solve: two settle "several", one is the first solution.
		switch tours := quickTours(ctx, p); len(tours) {
		case 2:
			a.Status, a.Method, a.Solutions = puzzlecert.Several, evidence.Heuristic, tours
			a.Explanation = "several solutions: two different tours agree with every clue (checked; found by the tour search, before any formula was built)"
			return nil, true, nil
		case 1:
			first = tours[0]
		}
	}
	if first == nil && p.Board.Size() <= MaxCountSquares && len(p.Clues) > 0 {
		// A short search finds the solutions of most puzzles with few
		// clues faster than SAT: two of them settle "several".
		c := count(ctx, p, quickNodes, 2, 2)
		for _, s := range c.Solutions {
			if err := Satisfies(p, s); err != nil {
				return nil, false, fmt.Errorf("puzzle: the search's tour is wrong: %w", err)
			}
		}
		if len(c.Solutions) == 2 {
			a.Status, a.Method, a.Solutions = puzzlecert.Several, evidence.Heuristic, c.Solutions
			a.Explanation = "several solutions: two different tours agree with every clue (checked)"
			return nil, true, nil
		}
		if len(c.Solutions) == 1 {
			first = c.Solutions[0]
		}
	}
	if first == nil && req.SplitNodes >= 0 {
		// The deductions of a proof of uniqueness, with a short search,
		// find the solution of most of the page's puzzles, and the proof
		// can start before any formula is built.
		if sol, ok := searchFirst(ctx, p); ok {
			first = sol
		}
	}
	return first, false, nil
}

// several answers p in a from a first solution when a second one is at
// hand.
func several(p puzzlecert.Puzzle, first board.Path, a *puzzlecert.Answer) bool {
	if other, ok := obviousOther(p, first); ok {
		a.Status, a.Solutions = puzzlecert.Several, []board.Path{first, other}
		a.Explanation = "several solutions: with no clue to fix them, the tour run backwards or from another square is another"
		return true
	}
	if other, ok := localAlternative(p, first); ok {
		a.Status, a.Solutions = puzzlecert.Several, []board.Path{first, other}
		a.Explanation = "several solutions: two different tours agree with every clue (checked; the second is the first with a stretch between clues run backwards)"
		return true
	}
	return false
}
