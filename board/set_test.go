package board

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSet runs random operations on Sets of several sizes (a word, less
// than one, more than one) beside a map of squares, the oracle: after
// every step each Set holds what its map holds.
func TestSet(t *testing.T) {
	for _, n := range []int{1, 5, 63, 64, 65, 130} {
		rng := rand.New(rand.NewPCG(uint64(n), 25))
		s, u := NewSet(n), NewSet(n)
		ms, mu := map[int]bool{}, map[int]bool{}
		for step := range 2000 {
			i := rng.IntN(n)
			switch rng.IntN(8) {
			case 0, 1:
				s.Add(i)
				ms[i] = true
			case 2:
				s.Remove(i)
				delete(ms, i)
			case 3:
				u.Add(i)
				mu[i] = true
			case 4:
				s.Union(u)
				for k := range mu {
					ms[k] = true
				}
			case 5:
				s.Intersect(u)
				for k := range ms {
					if !mu[k] {
						delete(ms, k)
					}
				}
			case 6:
				s.Difference(u)
				for k := range mu {
					delete(ms, k)
				}
			case 7:
				u.Remove(i)
				delete(mu, i)
			}
			var want []int
			for k := range n {
				if s.Has(k) != ms[k] {
					t.Fatalf("n=%d step %d: Has(%d) = %v, want %v", n, step, k, s.Has(k), ms[k])
				}
				if ms[k] {
					want = append(want, k)
				}
			}
			if got := slices.Collect(s.All()); !slices.Equal(got, want) {
				t.Fatalf("n=%d step %d: All() = %v, want %v", n, step, got, want)
			}
			if s.Count() != len(want) {
				t.Fatalf("n=%d step %d: Count() = %d, want %d", n, step, s.Count(), len(want))
			}
			first := -1
			if len(want) > 0 {
				first = want[0]
			}
			if s.First() != first {
				t.Fatalf("n=%d step %d: First() = %d, want %d", n, step, s.First(), first)
			}
			same := len(ms) == len(mu)
			for k := range ms {
				same = same && mu[k]
			}
			if s.Equal(u) != same {
				t.Fatalf("n=%d step %d: Equal = %v, want %v", n, step, s.Equal(u), same)
			}
		}
	}
}
