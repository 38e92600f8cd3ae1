package count

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestTableCounts: counts added in a table, narrow and wide, past 2^64
// and up to 2^128, equal the same sums in big.Int, whether the table
// starts small and grows or is sized ahead (past hugeBytes, where its
// array asks for huge pages); a sum past 2^128 is reported. Oracle:
// math/big.
func TestTableCounts(t *testing.T) {
	for _, tc := range []struct{ window, capacity int }{{14, 1}, {16, 1}, {22, 1}, {14, 1 << 19}, {16, 3000}, {22, 1 << 19}} {
		window := tc.window
		rng := rand.New(rand.NewPCG(27, uint64(window)))
		tb := newTable(window)
		tb.reset(tc.capacity)
		want := map[key]*big.Int{}
		var keys []key
		for range 2000 {
			var k key
			if len(keys) > 0 && rng.IntN(2) == 0 {
				k = keys[rng.IntN(len(keys))]
			} else {
				k = key{lo: rng.Uint64() & narrowBits, hi: uint64(rng.IntN(8)) << endColourShift}
				if window == 16 {
					k.lo |= full << 60
				}
				if window > 16 {
					k.lo, k.hi = rng.Uint64(), rng.Uint64()>>3|k.hi
				}
				if _, ok := want[k]; !ok {
					keys = append(keys, k)
					want[k] = new(big.Int)
				}
			}
			n := u128{lo: rng.Uint64()}
			if rng.IntN(50) == 0 {
				n.hi = rng.Uint64() >> 20
			}
			if tb.add(k, n) {
				t.Fatalf("window %d: add(%v, %v) passed 2^128 unexpectedly", window, k, n)
			}
			want[k].Add(want[k], n.big())
		}
		if tb.len() != len(keys) {
			t.Fatalf("window %d: %d entries, want %d", window, tb.len(), len(keys))
		}
		seen := 0
		for j := range tb.slots() {
			k, n, ok := tb.at(j)
			if !ok {
				continue
			}
			seen++
			if want[k] == nil {
				t.Fatalf("window %d: slot %d holds %v, never added", window, j, k)
			}
			if n.big().Cmp(want[k]) != 0 {
				t.Errorf("window %d: count of %v = %v, want %v", window, k, n.big(), want[k])
			}
		}
		if seen != len(keys) {
			t.Fatalf("window %d: %d keys in the slots, want %d", window, seen, len(keys))
		}
		k := keys[0]
		if !tb.add(k, u128{lo: ^uint64(0), hi: ^uint64(0)}) {
			t.Errorf("window %d: a sum past 2^128 was not reported", window)
		}
	}
}

// wideLines are questions on boards whose short side is k, 7 or 8, the
// widest whose lines take an order searched among all k! (windows of 20
// and 23 slots), on k x k and, with closed tours, (k+1) x k, the short
// side across the ranks, with prefixes long enough for a plain search.
func wideLines(k int) []board.Problem {
	rng := rand.New(rand.NewPCG(27, uint64(k)))
	var out []board.Problem
	for trial := range 8 {
		b := board.Board{W: int32(k), H: int32(k)}
		if trial%2 == 1 { // 7x7 has no closed tour: the closed ones are 8x7 and 9x8
			b = board.Board{W: int32(k + 1), H: int32(k)}
		}
		// A Warnsdorff walk (fewest onward moves first, ties at random)
		// leaves few dead ends, so its prefixes have completions.
		prefix := board.Path{b.Square(rng.IntN(b.Size()))}
		for len(prefix) < b.Size()-20 {
			nb := b.Neighbours(prefix[len(prefix)-1], nil)
			rng.Shuffle(len(nb), func(i, j int) { nb[i], nb[j] = nb[j], nb[i] })
			best, most := board.Square{}, 9
			for _, s := range nb {
				if containsSquare(prefix, s) {
					continue
				}
				onward := 0
				for _, u := range b.Neighbours(s, nil) {
					if !containsSquare(prefix, u) {
						onward++
					}
				}
				if onward < most {
					best, most = s, onward
				}
			}
			if most == 9 {
				break
			}
			prefix = append(prefix, best)
		}
		out = append(out, board.Problem{Board: b, Prefix: prefix, Closed: trial%4 == 1})
	}
	return out
}

// transposed is p with files and ranks swapped.
func transposed(p board.Problem) board.Problem {
	swap := func(s board.Square) board.Square { return board.Square{X: s.Y, Y: s.X} }
	q := board.Problem{Board: board.Board{W: p.Board.H, H: p.Board.W}, Closed: p.Closed}
	for _, s := range p.Prefix {
		q.Prefix = append(q.Prefix, swap(s))
	}
	if p.HasEnd() {
		q.End = swap(p.End)
	}
	return q
}

// TestWideLines: counts on boards with a short side of 7 and of 8, from
// prefixes, equal the plain search's, whichever way round the board
// lies. Oracle: completions, on the question as given (the search does
// not transpose).
func TestWideLines(t *testing.T) {
	for k := 7; k <= 8; k++ {
		some := 0
		for _, p := range wideLines(k) {
			t.Run(fmt.Sprint(p), func(t *testing.T) {
				want := completions(p)
				t.Logf("%d tours", want)
				if want > 0 {
					some++
				}
				checkDirected(t, p, want)
				checkDirected(t, transposed(p), want)
			})
		}
		if some < 3 {
			t.Errorf("k=%d: only %d of the prefixes have tours: the test checks too little", k, some)
		}
	}
}

// TestNarrowWide: the one-word store and the two-word store give the
// same counts, the same states after every cell, the same shards and the
// same stop at a limit, on boards with a short side of 4 and 5, both
// ways round, with and without a prefix (the orders of lines of 6 and 7
// take windows of 17 and 20 slots, two words either way). Oracle: a
// second method (the two-word store, checked against the plain search
// and OEIS by the other tests before one-word keys existed).
func TestNarrowWide(t *testing.T) {
	qs := []board.Problem{
		{Board: board.Board{W: 5, H: 10}, Closed: true},
		{Board: board.Board{W: 9, H: 5}},
		{Board: board.Board{W: 5, H: 8}, Prefix: board.Path{board.MustParseSquare("c3")}},
		{Board: board.Board{W: 4, H: 12}, Prefix: board.Path{board.MustParseSquare("a1"), board.MustParseSquare("b3")}},
	}
	for _, p := range qs {
		for _, shards := range []int{1, 3} {
			for shard := range shards {
				t.Run(fmt.Sprintf("%v/%d/%d", p, shard, shards), func(t *testing.T) {
					var counts [2]*big.Int
					var st [2]scanStats
					var errs [2]string
					for i, wide := range []bool{false, true} {
						pl := newPlan(p)
						pl.wide = wide
						n, s, err := pl.scan(context.Background(), 30_000, shard, shards, 1, 1)
						counts[i], st[i] = n, s
						if err != nil {
							errs[i] = err.Error()
						}
					}
					if errs[0] != errs[1] || (counts[0] == nil) != (counts[1] == nil) || counts[0] != nil && counts[0].Cmp(counts[1]) != 0 {
						t.Fatalf("narrow: %v %q; wide: %v %q", counts[0], errs[0], counts[1], errs[1])
					}
					// A scan stopped at the limit stops in the same cell
					// with the same states, but the states it had
					// expanded by then depend on the order of the slots.
					if !slices.Equal(st[0].perCell, st[1].perCell) || errs[0] == "" && st[0].expanded != st[1].expanded {
						t.Errorf("states per cell: narrow %v, wide %v", st[0].perCell, st[1].perCell)
					}
					if st[0].peakBytes >= st[1].peakBytes {
						t.Errorf("narrow tables %d bytes, wide %d: want fewer", st[0].peakBytes, st[1].peakBytes)
					}
				})
			}
		}
	}
}

// TestTableStaged: states added a stage at a time, sorted, give the
// counts that adding them one at a time gives, narrow and wide, with
// counts past 2^64, stages from one batch to all the adds, and a table
// that starts small and grows in the middle of a stage; with a limit,
// the adds stop once the table holds one state more than it. Oracle:
// math/big.
func TestTableStaged(t *testing.T) {
	for _, window := range []int{14, 16, 22} {
		for _, stage := range []int{batchSize, 1000, 1 << 14, 1 << 16} {
			rng := rand.New(rand.NewPCG(uint64(stage), uint64(window)))
			const adds = 1 << 16
			keys := make([]key, adds/3)
			for i := range keys {
				keys[i] = key{lo: rng.Uint64() & narrowBits, hi: uint64(rng.IntN(8)) << endColourShift}
				if window == 16 {
					keys[i].lo |= full << 60
				}
				if window > 16 {
					keys[i].lo, keys[i].hi = rng.Uint64(), rng.Uint64()>>3|keys[i].hi
				}
			}
			in := make([]pending, adds)
			want := map[key]*big.Int{}
			for i := range in {
				k := keys[rng.IntN(len(keys))]
				n := u128{lo: rng.Uint64()}
				if rng.IntN(50) == 0 {
					n.hi = rng.Uint64() >> 20
				}
				in[i] = pending{k, n}
				if want[k] == nil {
					want[k] = new(big.Int)
				}
				want[k].Add(want[k], n.big())
			}
			tb := newTable(window)
			tb.reset(1)
			sorted := make([]pending, stage)
			for i := 0; i < len(in); i += stage {
				if tb.addStaged(in[i:min(i+stage, len(in))], sorted, adds) {
					t.Fatalf("window %d, stage %d: a sum passed 2^128 unexpectedly", window, stage)
				}
			}
			if tb.len() != len(want) {
				t.Fatalf("window %d, stage %d: %d states, want %d", window, stage, tb.len(), len(want))
			}
			for j := range tb.slots() {
				k, n, ok := tb.at(j)
				if !ok {
					continue
				}
				if want[k] == nil || n.big().Cmp(want[k]) != 0 {
					t.Fatalf("window %d, stage %d: count of %v = %v, want %v", window, stage, k, n.big(), want[k])
				}
			}
			limited := newTable(window)
			limited.reset(1)
			limit := len(want) / 2
			for i := 0; i < len(in) && limited.len() <= limit; i += stage {
				limited.addStaged(in[i:min(i+stage, len(in))], sorted, limit)
			}
			if limited.len() != limit+1 {
				t.Errorf("window %d, stage %d: limit %d stopped at %d states, want %d", window, stage, limit, limited.len(), limit+1)
			}
		}
	}
}

// TestStagedScan: scans that add every cell's states a stage at a time,
// sorted, count what scans adding them a batch at a time count, with
// the same states after every cell, in whole scans, shards, parts and
// at a limit. Oracle: a second method (the batch at a time adds, held
// to the plain search and OEIS by the other tests).
func TestStagedScan(t *testing.T) {
	qs := append(append(wideLines(7), wideLines(8)...),
		board.Problem{Board: board.Board{W: 6, H: 6}},
		board.Problem{Board: board.Board{W: 6, H: 6}, Closed: true},
		board.Problem{Board: board.Board{W: 7, H: 7}},
		board.Problem{Board: board.Board{W: 5, H: 9}})
	for _, p := range qs {
		for _, split := range [][3]int{{0, 1, 1}, {1, 3, 1}, {0, 1, 4}} {
			shard, shards, parts := split[0], split[1], split[2]
			t.Run(fmt.Sprintf("%v/%d/%d/%d", p, shard, shards, parts), func(t *testing.T) {
				var counts [2]*big.Int
				var st [2]scanStats
				var errs [2]string
				for i, staged := range []bool{false, true} {
					pl := newPlan(p)
					pl.stageAll = staged
					n, s, err := pl.scan(context.Background(), 60_000, shard, shards, parts, 2)
					counts[i], st[i] = n, s
					if err != nil {
						errs[i] = err.Error()
					}
				}
				if errs[0] != errs[1] || (counts[0] == nil) != (counts[1] == nil) || counts[0] != nil && counts[0].Cmp(counts[1]) != 0 {
					t.Fatalf("batches: %v %q; staged: %v %q", counts[0], errs[0], counts[1], errs[1])
				}
				if !slices.Equal(st[0].perCell, st[1].perCell) || errs[0] == "" && st[0].expanded != st[1].expanded {
					t.Errorf("states per cell: batches %v, staged %v", st[0].perCell, st[1].perCell)
				}
			})
		}
	}
}
