package puzzle

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestChooseTakesBestRank: the number a proof's splitter chooses at a
// node (every missing number next to a clue looked at, ranked by the
// branches the deductions leave open, then by the freedom they leave
// those) has the best rank of all of them, each branch of each number
// ranked here from the puzzle's own start with the branch's clue added
// (newDomains, a second method), however early its look at a number
// stops. Down chains of three nodes, so that the branches looked at
// above start from their fixed points there; on boards of one word a
// set (8x8) and of a few (10x10, 12x12), open and closed.
func TestChooseTakesBestRank(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"8x8", false}, {"10x10", true}, {"12x12", false}, {"12x12", true}}
	rounds := 4
	if testing.Short() {
		rounds = 2
	}
	compared := 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		g := newGraph(b)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 47))
		for i := range rounds {
			p, m := settledClues(t, rng, tour, g, bc.closed, i)
			sp := proofSplitter(context.Background(), b, 0, nil)
			for depth := range 3 {
				name := fmt.Sprintf("%v closed=%v #%d depth %d", b, bc.closed, i, depth)
				k, squares, _, ok := sp.choose(p, m)
				if !ok {
					break
				}
				best, got := bestRank(p, m, g), rankOf(p, m, g, k, squares)
				compared++
				if got != best {
					t.Fatalf("%s: chose %d with %d open branches and freedom %d; the best is %d open, freedom %d", name, k, got.open, got.free, best.open, best.free)
				}
				// Down the tour's branch of the split.
				st := k - p.First
				p = p.WithClue(puzzlecert.Clue{Square: tour[st], Number: k})
				if m = m.with(st, b.Index(tour[st])); !m.settle() {
					t.Fatalf("%s: the tour's branch closes", name)
				}
			}
		}
	}
	if compared < 20 {
		t.Errorf("%d choices compared: the test lost its reach", compared)
	}
}

// bestRank is the best rank (see rankOf) of the missing numbers of p
// next to a clue, m being p's deductions at their fixed point.
func bestRank(p puzzlecert.Puzzle, m *domains, g *graph) probeBound {
	n := p.Board.Size()
	at := make([]int, n)
	taken := make([]bool, n)
	for t := range at {
		at[t] = -1
	}
	for _, c := range p.Clues {
		at[p.Step(c)] = p.Board.Index(c.Square)
		taken[p.Board.Index(c.Square)] = true
	}
	best := probeBound{open: -1}
	for t := range n {
		if k := p.First + t; at[t] < 0 && nextToClue(p, k, at) {
			squares, _ := branchSquares(p, g, k, at, taken)
			if r := rankOf(p, m, g, k, squares); best.open < 0 || r.open < best.open || r.open == best.open && r.free < best.free {
				best = r
			}
		}
	}
	return best
}

// rankOf counts the branches of a split on k over squares, among those
// m leaves k, that the deductions from p's own start with the branch's
// clue added do not close, and sums the freedom they leave those.
func rankOf(p puzzlecert.Puzzle, m *domains, g *graph, k int, squares []board.Square) probeBound {
	var r probeBound
	for _, s := range squares {
		if !m.has(k-p.First, p.Board.Index(s)) {
			continue
		}
		e := newDomains(p.WithClue(puzzlecert.Clue{Square: s, Number: k}), g)
		if e.settle() {
			r.open++
			r.free += e.freedom()
		}
	}
	return r
}
