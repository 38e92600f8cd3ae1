package puzzle

import (
	"context"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/heuristic"
)

// quickTourNodes bounds each tour search [quickTours] makes, in nodes
// (squares entered): a Warnsdorff walk enters each square once, so this
// leaves room for many walks and some backtracking on any board SAT
// takes. A node count, not a time, so that answers repeat.
const quickTourNodes = 200_000

// tourProblem is the tour problem p is when its clues are a run of
// numbers from the first (the start and the squares after it), with, on
// an open puzzle, perhaps the last number too (the end): then every tour
// of that problem is a solution of p, and package heuristic's search
// answers it. A puzzle with no clue is the problem from a1: not every
// solution, but every tour from a1 is one. It reports false for any
// other puzzle.
func tourProblem(p puzzlecert.Puzzle) (board.Problem, bool) {
	n := p.Board.Size()
	q := board.Problem{Board: p.Board, Closed: p.Closed}
	clues := p.Clues
	if k := len(clues); k > 0 && !p.Closed && p.Step(clues[k-1]) == n-1 && n > 1 {
		q.End, clues = clues[k-1].Square, clues[:k-1]
	}
	for i, c := range clues {
		if p.Step(c) != i {
			return board.Problem{}, false
		}
		q.Prefix = append(q.Prefix, c.Square)
	}
	if len(q.Prefix) == 0 {
		q.Prefix = board.Path{p.Board.Square(0)}
	}
	return q, q.Check() == nil
}

// quickTours looks for solutions of p by package heuristic's tour search
// before any formula is built, on puzzles whose clues make a tour
// problem (see [tourProblem]): a first tour, then a second, different
// one, by a stretch of the first run backwards ([localAlternative]), the
// first run backwards or round when there is no clue ([obviousOther]),
// or the search again with each other tie-break rule. It returns the
// tours found, none, one or two, each checked against the clues.
func quickTours(ctx context.Context, p puzzlecert.Puzzle) []board.Path {
	q, ok := tourProblem(p)
	if !ok {
		return nil
	}
	search := func(rule heuristic.Rule) board.Path {
		r, err := heuristic.Search(ctx, q, heuristic.Options{Rule: rule, Budget: quickTourNodes})
		if err != nil || r.Status != board.Found || Satisfies(p, r.Tour) != nil {
			return nil
		}
		return r.Tour
	}
	first := search(heuristic.Roth)
	if first == nil {
		return nil
	}
	if other, ok := localAlternative(p, first); ok {
		return []board.Path{first, other}
	}
	if other, ok := obviousOther(p, first); ok && Satisfies(p, other) == nil && !slices.Equal(other, first) {
		return []board.Path{first, other}
	}
	for _, rule := range []heuristic.Rule{heuristic.Pohl, heuristic.SquirrelCull, heuristic.Random} {
		if other := search(rule); other != nil && !slices.Equal(other, first) {
			return []board.Path{first, other}
		}
	}
	return []board.Path{first}
}
