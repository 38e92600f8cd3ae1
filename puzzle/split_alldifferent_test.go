package puzzle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/matching"
)

// TestAllDifferentAgainstEnumeration: on random domains of up to eight
// steps (boards 1x1 to 1x8, whose knight moves do not matter to the
// rule), each step with one square having it alone as settle leaves
// them before the rule runs, the split's rule of the matching keeps a square for a step
// exactly when some perfect matching gives it that square, and finds
// no solution exactly when there is none, as perfectMatching (which
// explains a deduction) says too. Oracle: every assignment of
// distinct squares enumerated, sharing no code with the rule's
// augmenting paths and Tarjan's components.
func TestAllDifferentAgainstEnumeration(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 12))
	narrowed, refused := 0, 0
	for round := range 3000 {
		n := 1 + rng.IntN(8)
		b := board.MustParse(fmt.Sprintf("1x%d", n))
		m := newDomains(puzzlecert.Puzzle{Board: b, First: 1}, newGraph(b))
		clear(m.cand)
		density := 1 + rng.IntN(4)
		for s := range n {
			for v := range n {
				if rng.IntN(6) < density {
					m.set(s).Add(v)
				}
			}
		}
		// A step with one square has it alone (the rule of single).
		for again := true; again; {
			again = false
			for s := range n {
				if m.set(s).Count() != 1 {
					continue
				}
				v := m.set(s).First()
				for u := range n {
					if u != s && m.has(u, v) {
						m.set(u).Remove(v)
						again = true
					}
				}
			}
		}
		var before [][]bool
		empty := false
		for s := range n {
			row := make([]bool, n)
			for v := range n {
				row[v] = m.has(s, v)
			}
			before = append(before, row)
			empty = empty || m.set(s).Count() == 0
		}
		if empty {
			continue
		}
		// The oracle: every assignment of distinct squares.
		want, any := matching.Kept(before)
		sets := make([]board.Set, n)
		for s := range n {
			sets[s] = slices.Clone(m.set(s))
		}
		if got := perfectMatching(sets); got != any {
			t.Fatalf("round %d, domains %v: perfectMatching = %v, want %v", round, before, got, any)
		}
		changed := make([]bool, n)
		ok := m.allDifferent(func(s int) { changed[s] = true })
		if ok != any {
			t.Fatalf("round %d, domains %v: allDifferent = %v, want %v", round, before, ok, any)
		}
		if !ok {
			refused++
			continue
		}
		for s := range n {
			lost := false
			for v := range n {
				if got := m.has(s, v); got != want[s][v] {
					t.Fatalf("round %d, domains %v: step %d keeps square %d = %v, want %v", round, before, s, v, got, want[s][v])
				}
				lost = lost || before[s][v] && !want[s][v]
			}
			if lost != changed[s] {
				t.Fatalf("round %d, domains %v: step %d narrowed %v, changed called %v", round, before, s, lost, changed[s])
			}
			if lost {
				narrowed++
			}
		}
	}
	if narrowed == 0 || refused == 0 {
		t.Fatalf("%d steps narrowed, %d domains refused: the test lost its reach", narrowed, refused)
	}
}
