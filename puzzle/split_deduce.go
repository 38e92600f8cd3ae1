package puzzle

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// tooFewNeighbours finds a square without a clue that a tour cannot pass
// through: it holds a missing number, whose numbers before and after
// stand on two of its knight neighbours, each free or a clue whose own
// number before or after is missing; so it needs two such neighbours, or
// one when a missing first or last number of an open tour may be there.
// It is the first of the deductions a certificate of kind
// [evidence.ClueDeduced] stands for. Cost: O(n) for n squares.
func tooFewNeighbours(p evidence.Puzzle, g *graph) (bool, board.Square) {
	n := g.n
	onSquare := make([]int, n) // the step of the clue on each square, -1
	for v := range onSquare {
		onSquare[v] = -1
	}
	missing := make([]bool, n)
	for t := range missing {
		missing[t] = true
	}
	for _, c := range p.Clues {
		onSquare[p.Board.Index(c.Square)] = p.Step(c)
		missing[p.Step(c)] = false
	}
	open := func(t, d int) bool { // step t+d is missing
		u := t + d
		if u < 0 || u >= n {
			if !p.Closed || n < 3 {
				return false
			}
			u = (u + n) % n
		}
		return missing[u]
	}
	need := 2
	if !p.Closed && (missing[0] || missing[n-1]) {
		need = 1
	}
	for v := range n {
		if onSquare[v] >= 0 {
			continue
		}
		usable := 0
		for _, u := range g.adj[v] {
			if t := onSquare[u]; t < 0 || open(t, -1) || open(t, 1) {
				usable++
			}
		}
		if usable < need {
			return true, p.Board.Square(v)
		}
	}
	return false, board.Square{}
}

// explainDeduction says which deduction of a certificate of kind
// [evidence.ClueDeduced] finds no solution for p.
func explainDeduction(p evidence.Puzzle) string {
	g := newGraph(p.Board)
	if short, s := tooFewNeighbours(p, g); short {
		return fmt.Sprintf("%v has no clue and too few knight neighbours that are free or next to a missing number for a tour to pass through it", s)
	}
	d := newDeducer(p, g)
	if d.run() {
		return "the deductions find no contradiction (a certificate of another puzzle)"
	}
	for t, c := range d.cand {
		if c.count() == 0 {
			return fmt.Sprintf("the deductions (each number one move from a square of the numbers before and after it, a number with one square keeping it, a square only one number can take getting it) leave %d no square", p.First+t)
		}
	}
	return "the deductions (each number one move from a square of the numbers before and after it, a number with one square keeping it, a square only one number can take getting it) leave a square that no number can take"
}
