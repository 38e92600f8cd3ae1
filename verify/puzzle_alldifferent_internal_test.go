package verify

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/matching"
)

// inSomeMatching is the test's oracle for the rule of the matching
// ([matching.Kept]): the pairs (step, square) that some perfect matching
// of dom holds, and whether there is one at all.
func inSomeMatching(dom []board.Set) ([][]bool, bool) {
	allowed := make([][]bool, len(dom))
	for t := range dom {
		allowed[t] = make([]bool, len(dom))
		for v := range dom {
			allowed[t][v] = dom[t].Has(v)
		}
	}
	return matching.Kept(allowed)
}

// TestAllDifferentAgainstEnumeration: on random domains of up to eight
// steps, the rule of the matching keeps a square for a step exactly when
// some perfect matching gives it that square, and finds no solution
// exactly when there is no perfect matching. Oracle: every assignment
// of distinct squares enumerated (inSomeMatching), which shares no code
// with the rule's augmenting paths and components.
func TestAllDifferentAgainstEnumeration(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 11))
	kept, refused := 0, 0
	for round := range 3000 {
		n := 1 + rng.IntN(8)
		d := &deducer{ck: &Checker{}, n: n, dom: sets(n, board.SetWords(n))}
		d.ck.init(context.Background())
		density := 1 + rng.IntN(4)
		for t := range n {
			for v := range n {
				if rng.IntN(6) < density {
					d.dom[t].Add(v)
				}
			}
		}
		before := make([]board.Set, n)
		for t := range n {
			before[t] = append(board.Set(nil), d.dom[t]...)
		}
		want, any := inSomeMatching(before)
		ok, err := d.allDifferent()
		if err != nil {
			t.Fatalf("round %d: allDifferent: %v", round, err)
		}
		if ok != any {
			t.Fatalf("round %d, domains %v: allDifferent = %v, want %v (a perfect matching exists: %v)", round, before, ok, any, any)
		}
		if !ok {
			refused++
			continue
		}
		for s := range n {
			for v := range n {
				if got := d.dom[s].Has(v); got != want[s][v] {
					t.Fatalf("round %d, domains %v: step %d keeps square %d = %v, want %v", round, before, s, v, got, want[s][v])
				}
			}
			if d.dom[s].Count() < before[s].Count() {
				kept++
			}
		}
	}
	if kept == 0 || refused == 0 {
		t.Fatalf("%d steps narrowed, %d domains refused: the test lost its reach", kept, refused)
	}
}
