package puzzle

import (
	"context"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// Hint is the next number a player can place, and why.
type Hint struct {
	// Number and Square: the number and where it goes; Number is -1 when
	// no hint is given (the puzzle is solved, or has no solution with the
	// entries, or several that put every missing number on two squares).
	Number int
	Square board.Square
	// Rule names the reason: "between", "reach", "only-number",
	// "deduction" or "solution" (the last not a deduction: the unique
	// solution found by SAT has it, or, when there are several, SAT finds
	// none without it).
	Rule   string
	Reason string
	// Undecided: no hint because the search behind it was undecided
	// within its limits (the time), not because none is forced.
	Undecided bool
}

// HintRequest asks for the next forced number of a puzzle with a
// player's entries.
type HintRequest struct {
	Puzzle     puzzlecert.Puzzle
	Entries    []puzzlecert.Clue
	MaxSquares int
}

// NextHint finds a number the clues and entries force, trying the
// simplest reasons first and the smallest number within each: a number
// whose neighbours in the tour are placed and have one free square one
// move from both ("between"); a number next to a placed one with one
// free square one move away that can still reach the next placed number
// in time ("reach"); a free square that one missing number alone can
// take by colour and distance ("only-number"); the deductions of [Grade]
// run to their end ("deduction"). Failing those, the unique solution's
// smallest missing number, found by SAT, which is not a deduction; with
// several solutions, the smallest number they all put on one square, if
// SAT finds one (see [forcedAmong]).
// A rule's number is forced only if some solution agrees with the
// numbers, so a rule's hint is given once one is found (by the
// deductions and a short search, else SAT; see [confirmHint]).
// Entries no solution agrees with (one contradicting a clue on its face
// among them) give Number -1 and a Reason saying so; when the time runs
// out before that is decided, Number -1 and Undecided.
func NextHint(ctx context.Context, req HintRequest) (Hint, error) {
	if err := req.Puzzle.Check(); err != nil {
		return Hint{}, err
	}
	p, i, err := merge(req.Puzzle, req.Entries)
	if err != nil {
		return Hint{Number: -1, Reason: fmt.Sprintf("entry %d: %v: no solution agrees with it", i+1, err)}, nil
	}
	if !p.Plain() {
		return shapeHint(ctx, p, req.MaxSquares)
	}
	n := p.Board.Size()
	if len(p.Clues) == n {
		return Hint{Number: -1, Reason: "every square is numbered"}, nil
	}
	if err := TooLarge(p.Board, req.MaxSquares); err != nil {
		return Hint{Number: -1, Reason: fmt.Sprintf("undecided: %v", err), Undecided: true}, nil
	}
	if _, ok := certify(p); ok {
		return Hint{Number: -1, Reason: noSolutionReason}, nil
	}
	if ctx.Err() != nil {
		return Hint{Number: -1, Reason: "undecided: the time ran out before any rule was tried", Undecided: true}, nil
	}
	h, ok := ruleHint(ctx, p)
	if !ok {
		placed := make([]bool, n)
		for _, c := range p.Clues {
			placed[p.Step(c)] = true
		}
		return solutionHint(ctx, p, req.MaxSquares, func(t int) bool { return placed[t] }, "; the simple rules do not force it yet")
	}
	if h.Number < 0 {
		return h, nil
	}
	return confirmHint(ctx, p, req.MaxSquares, h)
}

// noSolutionReason is a hint's reason when no solution agrees with the
// clues and the player's numbers.
const noSolutionReason = "no solution agrees with these numbers: ask where you went wrong (knight puzzle blame)"

// ruleHint tries [NextHint]'s rules on p, a plain puzzle with the
// entries merged: false when none applies; else the first rule's hint,
// or no hint, undecided, when the time ran out in the deductions. A
// rule's hint holds in every solution of p, so it is true only when p
// has one: [confirmHint] makes sure.
func ruleHint(ctx context.Context, p puzzlecert.Puzzle) (Hint, bool) {
	n := p.Board.Size()
	g := newGraph(p.Board)
	placed := make([]int, n)
	for t := range placed {
		placed[t] = -1
	}
	free := board.NewSet(n)
	for v := range n {
		free.Add(v)
	}
	for _, c := range p.Clues {
		v := p.Board.Index(c.Square)
		placed[p.Step(c)] = v
		free.Remove(v)
	}
	step := func(t int) (int, bool) { return tourStep(p, n, t) }
	sq := p.Board.Square
	num := func(t int) int { return p.First + t }
	d := newDeducer(p, g)
	d.ctx = ctx
	bounds := d.cand
	// between
	for t := range n {
		a, okA := step(t - 1)
		b, okB := step(t + 1)
		if placed[t] >= 0 || !okA || !okB || placed[a] < 0 || placed[b] < 0 {
			continue
		}
		common := slices.Clone(free)
		common.Intersect(d.nb[placed[a]])
		common.Intersect(d.nb[placed[b]])
		if common.Count() == 1 {
			v := common.First()
			return Hint{Number: num(t), Square: sq(v), Rule: "between",
				Reason: fmt.Sprintf("%d must be on %v: it is the only free square one move from both %d on %v and %d on %v", num(t), sq(v), num(a), sq(placed[a]), num(b), sq(placed[b]))}, true
		}
	}
	// reach
	for t := range n {
		if placed[t] >= 0 {
			continue
		}
		for _, dir := range [2]int{-1, 1} {
			a, ok := step(t + dir)
			if !ok || placed[a] < 0 {
				continue
			}
			near := slices.Clone(free)
			near.Intersect(d.nb[placed[a]])
			fits := slices.Clone(near)
			fits.Intersect(bounds[t])
			if fits.Count() != 1 {
				continue
			}
			v := fits.First()
			why := fmt.Sprintf("%d must be on %v: it is the only free square one move from %d on %v", num(t), sq(v), num(a), sq(placed[a]))
			if near.Count() > 1 {
				why += " that can still meet the numbers around it in time (the others are too far, or on the wrong colour)"
			}
			return Hint{Number: num(t), Square: sq(v), Rule: "reach", Reason: why}, true
		}
	}
	// only-number
	for v := range n {
		if !free.Has(v) {
			continue
		}
		only, count := -1, 0
		for t := range n {
			if placed[t] < 0 && bounds[t].Has(v) {
				only, count = t, count+1
			}
		}
		if count == 1 {
			return Hint{Number: num(only), Square: sq(v), Rule: "only-number",
				Reason: fmt.Sprintf("%v must be %d: no other missing number can be there, by colour and by distance from the numbers placed", sq(v), num(only))}, true
		}
	}
	// deduction
	if ok := d.run(); d.cut {
		return Hint{Number: -1, Reason: "undecided: the time ran out before the deductions ended", Undecided: true}, true
	} else if ok {
		for t := range n {
			if placed[t] < 0 && d.cand[t].Count() == 1 {
				v := d.cand[t].First()
				return Hint{Number: num(t), Square: sq(v), Rule: "deduction",
					Reason: fmt.Sprintf("%d must be on %v: by chains of the simple rules (each number one move from the squares its neighbours can take, no square twice, a square one number alone can take)", num(t), sq(v))}, true
			}
		}
	}
	return Hint{}, false
}

// confirmHint gives h, the hint of a rule on p, a plain puzzle with the
// entries merged, when a solution agrees with p's numbers: found (and
// checked) by [searchFirst], the deductions and a short search, else by
// [exists], a certificate or SAT. When none does the hint is withheld,
// since a forced number is only true of a position that has a solution;
// when the time runs out first it is withheld as undecided. The solution
// found must have h's number on h's square, as the rule says every
// solution does; one that does not is a bug, reported as an error.
func confirmHint(ctx context.Context, p puzzlecert.Puzzle, maxSquares int, h Hint) (Hint, error) {
	sol, ok := searchFirst(ctx, p)
	if !ok {
		s, tour, err := exists(ctx, p, maxSquares)
		if err != nil {
			return Hint{}, err
		}
		switch s {
		case board.None:
			return Hint{Number: -1, Reason: noSolutionReason}, nil
		case board.Unknown:
			return Hint{Number: -1, Undecided: true,
				Reason: "undecided: the time ran out before a solution agreeing with these numbers was found or ruled out, and a hint is given only when one is: more time would decide it"}, nil
		}
		sol = tour
	}
	if t := h.Number - p.First; sol[t] != h.Square {
		return Hint{}, fmt.Errorf("puzzle: the rule %q puts %d on %v, and a solution (checked) has it on %v", h.Rule, h.Number, h.Square, sol[t])
	}
	return h, nil
}

// tourStep is the place t of a tour of n squares, counted round a
// closed one; false off the ends of an open one.
func tourStep(p puzzlecert.Puzzle, n, t int) (int, bool) {
	if t >= 0 && t < n {
		return t, true
	}
	if p.Closed && n > 2 {
		return (t + n) % n, true
	}
	return 0, false
}

// solutionHint is the last reason [NextHint] tries, for p with the
// entries merged (placed says which places are numbered): the unique
// solution's smallest missing number, as [Solve] finds it, or with
// several solutions a number they all put on one square
// ([forcedAmong]); tail ends the reason.
func solutionHint(ctx context.Context, p puzzlecert.Puzzle, maxSquares int, placed func(t int) bool, tail string) (Hint, error) {
	a, err := Solve(ctx, SolveRequest{Puzzle: p, MaxSquares: maxSquares})
	if err != nil {
		return Hint{}, err
	}
	return answerHint(ctx, p, a, maxSquares, placed, tail)
}

// answerHint is [solutionHint] from a, the answer of [Solve] on p.
func answerHint(ctx context.Context, p puzzlecert.Puzzle, a puzzlecert.Answer, maxSquares int, placed func(t int) bool, tail string) (Hint, error) {
	switch a.Status {
	case puzzlecert.NoSolution:
		return Hint{Number: -1, Reason: noSolutionReason}, nil
	case puzzlecert.Several:
		return forcedAmong(ctx, p, a.Solutions, maxSquares)
	case puzzlecert.Unknown:
		return Hint{Number: -1, Reason: a.Explanation, Undecided: true}, nil
	}
	t := 0
	for placed(t) {
		t++
	}
	v := a.Solutions[0][t]
	how := "found by SAT"
	switch {
	case a.Proof != nil:
		how = "proved the only one by a case split"
	case a.Counted && a.CountExact && a.Count == 1:
		how = "the exhaustive search on the shape finds no other"
	}
	return Hint{Number: p.First + t, Square: v, Rule: "solution",
		Reason: fmt.Sprintf("%d is on %v in the only solution (%s)%s", p.First+t, v, how, tail)}, nil
}
