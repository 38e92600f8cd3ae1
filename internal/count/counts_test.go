package count

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestCountsAddAlong adds counts along random lists, with counts that
// carry past 2^64 and past 2^128, and compares every sum with one taken
// in math/big from the same lists (the oracle: arithmetic that shares
// nothing with counts' split words), on one goroutine and on two and
// three, whose arrays of their own carry past 2^64 when added up. The
// states fill more than one block of a node's heads, which one goroutine
// crosses in one call.
func TestCountsAddAlong(t *testing.T) {
	const states, successors = keyBlock + 3*addChunk + 3000, 500
	rng := rand.New(rand.NewPCG(27, 6))
	in, out := newNumbering(14), newNumbering(14)
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
		if i < 2 {
			// The first carry at the first successor of state 1,
			// with 15 successors after it.
			succ = make([]uint32, maxSuccessors)
			for s := range succ {
				succ[s] = uint32(s)
			}
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
				if i >= 2 && rng.IntN(5) == 0 {
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
			var adders []counts
			for _, workers := range []int{1, 2, 3, 3} {
				// A next whose arrays held a wide generation before:
				// reset must leave no high word behind. The last run
				// reuses the adders' arrays of the one before.
				next := counts{lo: make([]uint64, successors), hi: make([]uint64, successors)}
				for j := range next.hi {
					next.hi[j] = 1
				}
				next.reset(successors)
				if got := x.addAlong(nd, &next, workers, &adders); got != overflow || got != tc.wantOverflow {
					t.Fatalf("%d workers: addAlong overflow = %v, want %v (big: %v)", workers, got, tc.wantOverflow, overflow)
				}
				if overflow {
					continue
				}
				for j := range successors {
					if got := next.at(j).big(); got.Cmp(want[j]) != 0 {
						t.Fatalf("%d workers: state %d: addAlong = %v, want %v", workers, j, got, want[j])
					}
				}
				if got, want := next.nonzero(), nonzeroBig(want); got != want {
					t.Errorf("%d workers: nonzero() = %d, want %d", workers, got, want)
				}
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

// TestNumberingIDs numbers random keys, many met again, in numberings
// that hold the key in the slot (window 14) and that fold it (window
// 22), and compares each number with a Go map's (the oracle: numbers
// given in the order keys are first met). The keys differ in few bits;
// and a hash that keeps 6 bits (id takes the hash from its caller)
// gives most keys the tag of another, so that only the slot's word and
// the key tell them apart.
func TestNumberingIDs(t *testing.T) {
	for _, window := range []int{14, 22} {
		for _, tc := range []struct {
			name        string
			hash        func(key) uint64
			keys, draws int
		}{
			{"hash", hash, 1 << 15, 200_000},
			{"colliding", func(k key) uint64 { return hash(k) >> 58 << 58 }, 1 << 10, 20_000},
		} {
			t.Run(fmt.Sprintf("window %d/%s", window, tc.name), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(window), 27))
				lo, hi := slotMasks(window)
				tab := newNumbering(window)
				want := map[key]uint32{}
				for range tc.draws {
					k := key{lo: rng.Uint64N(uint64(tc.keys)) * 0x0101_0101_0101 & lo, hi: rng.Uint64N(4)<<freeEndsShift | rng.Uint64N(1<<3)&hi}
					w, ok := want[k]
					if !ok {
						w = uint32(len(want))
						want[k] = w
					}
					if got := tab.id(k, tc.hash(k)); got != w {
						t.Fatalf("id(%x) = %d, want %d", k, got, w)
					}
				}
				if tab.len() != len(want) {
					t.Fatalf("len() = %d, want %d", tab.len(), len(want))
				}
				for k, w := range want {
					if tab.key(w) != k {
						t.Fatalf("key(%d) = %x, want %x", w, tab.key(w), k)
					}
				}
			})
		}
	}
}

// TestNumberingFold numbers two keys of a frontier too wide for one word
// whose folds are equal, with one hash for both: the numbering must read
// the keys to tell them apart (the oracle: two different keys have two
// numbers).
func TestNumberingFold(t *testing.T) {
	tab := newNumbering(22)
	a := key{lo: 0x1234, hi: 1}
	b := key{hi: 2}
	b.lo = a.lo ^ a.hi*foldFactor ^ b.hi*foldFactor
	if fold(a) != fold(b) {
		t.Fatalf("fold(%x) = %x, fold(%x) = %x: want one fold", a, fold(a), b, fold(b))
	}
	for _, k := range []key{a, b, a, b} {
		tab.id(k, 0)
	}
	if got, want := [2]uint32{tab.id(a, 0), tab.id(b, 0)}, [2]uint32{0, 1}; got != want || tab.len() != 2 {
		t.Errorf("ids of two keys of one fold = %v (%d numbered), want %v", got, tab.len(), want)
	}
}

// TestNumberingSameHi numbers keys of a wide window (whose slots' first words
// are the keys' low words while every key has one high word, folds
// after), met in a random order and again, first all with one high word,
// then with others, some of them sharing a low word with a key before:
// each key keeps the number it was given first, the numbers run from 0 in
// order, and key(i) gives key i back. Oracle: a Go map from key to the
// number given first.
func TestNumberingSameHi(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		window int
		lo     uint64   // the bits of a low word a key may hold
		his    []uint64 // the high words, the first one first alone
	}{
		// A narrow window: slots 0 to 14 and the ends' bits above.
		{12, narrowBits, []uint64{0, 1 << freeEndsShift, 1 << endColourShift}},
		// 6 x n: the last slot in the high word, then tour ends.
		{17, ^uint64(0), []uint64{1, 0, 2, 1<<freeEndsShift | 1}},
	} {
		window := tc.window
		tn := newNumbering(window)
		want := map[key]uint32{}
		var keys []key
		meet := func(k key) {
			got := tn.id(k, hash(k))
			w, ok := want[k]
			if !ok {
				w = uint32(len(keys))
				want[k], keys = w, append(keys, k)
			}
			if got != w {
				t.Fatalf("window %d: id(%x) = %d, want %d", window, k, got, w)
			}
		}
		// Few low words, so that keys differing only in their high
		// words share them.
		low := func() uint64 { return uint64(rng.IntN(3000)) * 0x9e3779b97f4a7c15 & tc.lo }
		for range 20_000 {
			meet(key{lo: low(), hi: tc.his[0]})
		}
		for range 20_000 {
			if rng.IntN(2) == 0 {
				meet(keys[rng.IntN(len(keys))])
				continue
			}
			meet(key{lo: low(), hi: tc.his[rng.IntN(len(tc.his))]})
		}
		if tn.len() != len(keys) {
			t.Errorf("window %d: len() = %d, want %d", window, tn.len(), len(keys))
		}
		for i, k := range keys {
			if got := tn.key(uint32(i)); got != k {
				t.Errorf("window %d: key(%d) = %x, want %x", window, i, got, k)
			}
		}
	}
}
