package count

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestCountsAddAlong adds counts along random lists, with counts that
// carry past 2^64 and past 2^128, and compares every sum with one taken
// in math/big from the same lists (the oracle: arithmetic that shares
// nothing with counts' split words).
func TestCountsAddAlong(t *testing.T) {
	const states, successors = 3000, 500
	rng := rand.New(rand.NewPCG(27, 6))
	in, out := &numbering{}, &numbering{}
	for i := range states {
		in.push(key{lo: uint64(i)})
	}
	for j := range successors {
		out.push(key{lo: uint64(j)})
	}
	nd := &node{in: in, out: out}
	nd.grow()
	for i := range states {
		succ := make([]uint32, rng.IntN(maxSuccessors+1))
		for s := range succ {
			succ[s] = uint32(rng.IntN(successors))
		}
		nd.add(i, succ)
	}
	for _, tc := range []struct {
		name string
		// hi is the most a count's high word takes; lo is drawn from
		// the top quarter of 64 bits, so that sums carry.
		hi           uint64
		wantOverflow bool
	}{
		{"below 2^64", 0, false},
		{"past 2^64", 1 << 40, false},
		{"past 2^128", 1<<64 - 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var x counts
			x.reset(states)
			for i := range states {
				if rng.IntN(5) == 0 {
					continue // a state not in the generation
				}
				n := u128{lo: 3<<62 + rng.Uint64()>>2}
				if tc.hi > 0 {
					n.hi = rng.Uint64N(tc.hi) + 1
				}
				x.set(i, n)
			}
			want := make([]*big.Int, successors)
			for j := range want {
				want[j] = new(big.Int)
			}
			overflow := false
			for i := range states {
				succ, _ := nd.list(i)
				for _, j := range succ {
					want[j].Add(want[j], x.at(i).big())
					overflow = overflow || want[j].BitLen() > 128
				}
			}
			// A next whose arrays held a wide generation before: reset
			// must leave no high word behind.
			next := counts{lo: make([]uint64, successors), hi: make([]uint64, successors)}
			for j := range next.hi {
				next.hi[j] = 1
			}
			next.reset(successors)
			if got := x.addAlong(nd, &next); got != overflow || got != tc.wantOverflow {
				t.Fatalf("addAlong overflow = %v, want %v (big: %v)", got, tc.wantOverflow, overflow)
			}
			if overflow {
				return
			}
			for j := range successors {
				if got := next.at(j).big(); got.Cmp(want[j]) != 0 {
					t.Fatalf("state %d: addAlong = %v, want %v", j, got, want[j])
				}
			}
			if got, want := next.nonzero(), nonzeroBig(want); got != want {
				t.Errorf("nonzero() = %d, want %d", got, want)
			}
		})
	}
}

// maxSuccessors is the most successors a state has (one choice of
// edges for each subset of a cell's at most four edges back).
const maxSuccessors = 16

func nonzeroBig(xs []*big.Int) int {
	n := 0
	for _, x := range xs {
		if x.Sign() != 0 {
			n++
		}
	}
	return n
}
