package heuristic

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// pieces counts the pieces (connected by knight moves) of the unvisited
// squares of g other than v, by labelling every square: it shares no code
// with cutGuard, which looks only around v.
func pieces(g *grid, v int32) int {
	label := make([]bool, len(g.deg))
	n := 0
	for s := range int32(len(g.deg)) {
		if g.deg[s] == visited || s == v || label[s] {
			continue
		}
		n++
		stack := []int32{s}
		label[s] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, o := range g.off {
				if w := x + o; g.deg[w] != visited && w != v && !label[w] {
					label[w] = true
					stack = append(stack, w)
				}
			}
		}
	}
	return n
}

// TestCutGuardCuts: on positions of seeded random games whose squares
// left are one piece, cuts(v) for every square v left is true exactly
// when the squares left other than v fall into two or more pieces, or v
// has no unvisited neighbour, by a labelling of the whole board; and
// both answers occur, or the test would prove nothing.
func TestCutGuardCuts(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	seen := map[bool]int{}
	for _, b := range []board.Board{{W: 6, H: 6}, {W: 8, H: 8}, {W: 12, H: 9}} {
		for range 10 {
			path := randomGame(b, rng)
			for _, k := range []int{len(path) / 3, len(path) / 2, len(path) * 3 / 4} {
				g := newGrid(b)
				for _, s := range path[:k] {
					g.visit(g.index(s))
				}
				if pieces(g, noSquare) != 1 {
					continue
				}
				cg := newCutGuard(g)
				for v := range int32(len(g.deg)) {
					if g.deg[v] == visited {
						continue
					}
					want := g.deg[v] == 0 || pieces(g, v) > 1
					if got := cg.cuts(v); got != want {
						t.Fatalf("%v after %d moves: cuts(%v) = %v, want %v (%d pieces without it)", b, k-1, g.square(v), got, want, pieces(g, v))
					}
					seen[want]++
				}
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("cuts answered true %d times and false %d times, want both", seen[true], seen[false])
	}
}
