package puzzle

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/heuristic"
)

// forcedAmong finds a number that every solution of p puts on the same
// square, when p has several solutions, of which solutions are two
// (checked): a solution can force a number although it is not unique
// (an 8x8 puzzle with 25 numbers and 1,340 solutions has 28 on a3 in
// every one). The missing numbers on which the solutions found agree are
// the candidates, smallest first; for each, the tour search looks for a
// solution with it elsewhere when the clues make a tour problem
// ([elsewhere]), then SAT (a fresh formula with that square forbidden at
// its step): SAT finding none means the number is forced, a second
// opinion, as the unique solution's hint is; a solution (checked)
// strikes out every candidate it disagrees with. "No number is forced" is said only when
// the solutions found disagree on every missing number, which proves
// it; when the time or SAT's size limit stops the search first, the hint
// is undecided and says so.
func forcedAmong(ctx context.Context, p puzzlecert.Puzzle, solutions []board.Path, maxSquares int) (Hint, error) {
	n := p.Shape().Cells()
	clued := make([]bool, n)
	for _, c := range p.Clues {
		clued[p.Step(c)] = true
	}
	agree := func(t int) bool {
		for _, s := range solutions[1:] {
			if s[t] != solutions[0][t] {
				return false
			}
		}
		return true
	}
	for t := range n {
		if clued[t] || !agree(t) {
			continue
		}
		v := solutions[0][t]
		if other := elsewhere(ctx, p, solutions[0], t); other != nil {
			solutions = append(solutions, other)
			continue
		}
		s, err := encode.NewClueSolver(ctx, encode.PuzzleProblem(p), encode.Options{Encoding: FirstEncoding, MaxSquares: maxSquares})
		if err != nil {
			return undecidedHint(p, solutions, clued, err)
		}
		s.Forbid(v, t)
		r, err := s.Solve(ctx)
		if err != nil {
			return Hint{}, err
		}
		switch r.Status {
		case board.None:
			num := p.First + t
			return Hint{Number: num, Square: v, Rule: "solution",
				Reason: fmt.Sprintf("%d is on %v in every solution: the puzzle has several, but SAT finds none with %d elsewhere (a second opinion, not a proof); the simple rules do not force it yet", num, v, num)}, nil
		case board.Unknown:
			return undecidedHint(p, solutions, clued, ctx.Err())
		}
		if err := Satisfies(p, r.Tour); err != nil || r.Tour[t] == v {
			return Hint{}, fmt.Errorf("puzzle: the solver's tour with %v forbidden at %d is wrong: %v", v, p.First+t, err)
		}
		solutions = append(solutions, r.Tour)
	}
	return Hint{Number: -1, Reason: fmt.Sprintf("with these numbers the puzzle has several solutions, and %d of them (checked) put each missing number on two different squares, so no number is forced", len(solutions))}, nil
}

// undecidedHint is forcedAmong's answer when a limit stopped it: how
// many missing numbers the solutions found still agree on, none of which
// is shown forced or free.
func undecidedHint(p puzzlecert.Puzzle, solutions []board.Path, clued []bool, err error) (Hint, error) {
	if err != nil && !errors.Is(err, encode.ErrTooLarge) && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
		return Hint{}, err
	}
	open := 0
	for t, c := range clued {
		same := true
		for _, s := range solutions[1:] {
			same = same && s[t] == solutions[0][t]
		}
		if !c && same {
			open++
		}
	}
	limit := "the time limit"
	if errors.Is(err, encode.ErrTooLarge) {
		limit = "SAT's size limit"
	}
	return Hint{Number: -1, Undecided: true, Reason: fmt.Sprintf("with these numbers the puzzle has several solutions; no forced number was found within %s: %d of them (checked) agree on %d missing numbers, which may or may not be forced", limit, len(solutions), open)}, nil
}

// elsewhere looks, by the tour search, for a solution of p that follows
// solution up to step t and then goes elsewhere, when p's clues make a
// tour problem (see [tourProblem]): each other free neighbour of the
// square before, as the search finds a tour from it within
// [quickTourNodes]. It returns the solution (checked) or nil. On such
// puzzles SAT finds a tour far more slowly than it refutes one.
func elsewhere(ctx context.Context, p puzzlecert.Puzzle, solution board.Path, t int) board.Path {
	if !p.Plain() {
		return nil // the clues make a tour problem of the full board only
	}
	q, ok := tourProblem(p)
	if !ok || t == 0 || t < len(q.Prefix) {
		return nil
	}
	visited := make(map[board.Square]bool, t)
	for _, s := range solution[:t] {
		visited[s] = true
	}
	for _, w := range p.Board.Neighbours(solution[t-1], nil) {
		if visited[w] || w == solution[t] {
			continue
		}
		q.Prefix = append(slices.Clone(solution[:t]), w)
		r, err := heuristic.Search(ctx, q, heuristic.Options{Budget: quickTourNodes})
		if err == nil && r.Status == board.Found && Satisfies(p, r.Tour) == nil {
			return r.Tour
		}
	}
	return nil
}
