package count

import (
	"context"
	"fmt"
	"testing"

	"github.com/knightcert/knight/board"
)

// luschny are the boards of Luschny's challenge (OEIS A390833, A392000):
// every k x n with 3 <= k <= n and k*n <= 40; with -short, k*n <= 30.
func luschny() []board.Board {
	most := 40
	if testing.Short() {
		most = 30
	}
	var out []board.Board
	for k := 3; k*k <= most; k++ {
		for n := k; k*n <= most; n++ {
			out = append(out, board.Board{W: int32(k), H: int32(n)})
		}
	}
	return out
}

// BenchmarkLuschny counts every path and every cycle of Luschny's table,
// by the frontier DP and by a plain backtracker written here, side by
// side; the backtracker takes many minutes on the 40-square boards, so
// -short stops at 30 squares.
func BenchmarkLuschny(b *testing.B) {
	for _, closed := range []bool{false, true} {
		kind := "paths"
		if closed {
			kind = "cycles"
		}
		b.Run("frontier/"+kind, func(b *testing.B) {
			var states int64
			for b.Loop() {
				states = 0
				for _, bd := range luschny() {
					r, err := Tours(context.Background(), board.Problem{Board: bd, Closed: closed}, Options{})
					if err != nil || !r.Exact {
						b.Fatal(bd, err, r.Why)
					}
					states += r.Expanded
				}
			}
			b.ReportMetric(float64(states), "states/op")
		})
		b.Run("backtrack/"+kind, func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				nodes = 0
				for _, bd := range luschny() {
					_, n := backtrack(bd, closed)
					nodes += n
				}
			}
			b.ReportMetric(float64(nodes), "nodes/op")
		})
	}
}

// backtrack counts the undirected paths (or cycles) of b, at most 64
// squares, by depth-first search over bit sets, and the nodes it visits:
// the method the DP is measured against.
func backtrack(b board.Board, closed bool) (count, nodes int64) {
	n := b.Size()
	adj := make([]uint64, n)
	for i := range n {
		for _, t := range b.Neighbours(b.Square(i), nil) {
			adj[i] |= 1 << uint(b.Index(t))
		}
	}
	full := uint64(1)<<uint(n) - 1
	if n == 64 {
		full = ^uint64(0)
	}
	var walk func(at int, seen uint64, start int)
	walk = func(at int, seen uint64, start int) {
		nodes++
		if seen == full {
			if !closed || adj[at]&(1<<uint(start)) != 0 {
				count++
			}
			return
		}
		for next := adj[at] &^ seen; next != 0; next &= next - 1 {
			t := trailingZeros(next)
			walk(t, seen|1<<uint(t), start)
		}
	}
	if closed {
		walk(0, 1, 0) // every cycle passes square 0, twice over (both ways)
		return count / 2, nodes
	}
	for s := range n {
		walk(s, 1<<uint(s), s)
	}
	return count / 2, nodes
}

func trailingZeros(x uint64) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

// BenchmarkStrips: 6 x n closed to n = 20 (A175881) and 3 x n paths to
// n = 40 (A118067), the targets, each board alone, and 6 x 5..20 closed
// as [Strip] counts them, every length from one scan, with the time a
// length and the tables' bytes; -short stops at 6x8 and 3x20.
func BenchmarkStrips(b *testing.B) {
	six, three := 20, 40
	if testing.Short() {
		six, three = 8, 20
	}
	for _, tc := range []struct {
		b      board.Board
		closed bool
	}{{board.Board{W: 6, H: int32(six)}, true}, {board.Board{W: 3, H: int32(three)}, false}} {
		b.Run(fmt.Sprint(tc.b, map[bool]string{true: "/closed", false: "/open"}[tc.closed]), func(b *testing.B) {
			var r Result
			for b.Loop() {
				r, _ = Tours(context.Background(), board.Problem{Board: tc.b, Closed: tc.closed}, Options{})
			}
			b.ReportMetric(float64(r.Expanded), "states/op")
			b.ReportMetric(float64(r.PeakStates), "peak-states")
		})
	}
	b.Run(fmt.Sprintf("6x5..%d/closed/one-scan", six), func(b *testing.B) {
		var rs []Result
		for b.Loop() {
			rs, _ = Strip(context.Background(), 6, 5, six, true, Options{})
		}
		if len(rs) != six-4 || !rs[len(rs)-1].Exact {
			b.Fatalf("Strip(6, 5..%d) gave %d results", six, len(rs))
		}
		b.ReportMetric(float64(rs[len(rs)-1].PeakStates), "peak-states")
		b.ReportMetric(float64(rs[len(rs)-1].PeakBytes()), "table-bytes")
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(rs)), "ns/length")
	})
}

// BenchmarkShards counts 6x7 open tours as 16 shards, one after another,
// and reports the states carried summed over the shards and the largest
// shard's peak: what a split costs beyond the whole scan's states
// (states/whole) and the memory one shard needs. -short takes 5x6.
func BenchmarkShards(b *testing.B) {
	bd := board.Board{W: 6, H: 7}
	if testing.Short() {
		bd = board.Board{W: 5, H: 6}
	}
	const shards = 16
	p := board.Problem{Board: bd}
	whole, err := Tours(context.Background(), p, Options{})
	if err != nil || !whole.Exact {
		b.Fatal(err, whole.Why)
	}
	var states int64
	var peak int
	for b.Loop() {
		states, peak = 0, 0
		for i := range shards {
			r, err := Tours(context.Background(), p, Options{Shard: i, Shards: shards})
			if err != nil || !r.Exact {
				b.Fatal(err, r.Why)
			}
			states += r.Expanded
			peak = max(peak, r.PeakStates)
		}
	}
	b.ReportMetric(float64(states), "states/op")
	b.ReportMetric(float64(states)/float64(whole.Expanded), "states/whole")
	b.ReportMetric(float64(peak), "shard-peak")
}

// BenchmarkParts counts 6x7 open tours as 16 parts in one process, with
// one worker and with two, and reports the states carried (the same for
// both, fewer than BenchmarkShards' as the cells before the split are
// scanned once) and the largest part's peak: with two cores, the second
// worker's gain is the wall time and its cost the memory of a second
// part. -short takes 5x6.
func BenchmarkParts(b *testing.B) {
	bd := board.Board{W: 6, H: 7}
	if testing.Short() {
		bd = board.Board{W: 5, H: 6}
	}
	p := board.Problem{Board: bd}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("%v/16-parts/%d-workers", bd, workers), func(b *testing.B) {
			var r Result
			for b.Loop() {
				var err error
				r, err = Tours(context.Background(), p, Options{Parts: 16, Workers: workers})
				if err != nil || !r.Exact {
					b.Fatal(err, r.Why)
				}
			}
			b.ReportMetric(float64(r.Expanded), "states/op")
			b.ReportMetric(float64(r.PeakStates), "part-peak")
		})
	}
}

// BenchmarkWorkers counts 6x7 open tours in one scan with one worker
// and with two: the figures are the same, and the second worker's gain
// is the wall time, as two goroutines expand each cell's states and this
// one adds them (its cost the CPU of handing the states over; compare
// with -benchtime and the process's user time). -short takes 5x7 from a1.
func BenchmarkWorkers(b *testing.B) {
	p := board.Problem{Board: board.Board{W: 6, H: 7}}
	if testing.Short() {
		p = board.Problem{Board: board.Board{W: 5, H: 7}, Prefix: board.Path{board.MustParseSquare("a1")}}
	}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("%v/%d-workers", p.Board, workers), func(b *testing.B) {
			var r Result
			for b.Loop() {
				var err error
				r, err = Tours(context.Background(), p, Options{Workers: workers})
				if err != nil || !r.Exact {
					b.Fatal(err, r.Why)
				}
			}
			b.ReportMetric(float64(r.Expanded), "states/op")
		})
	}
}

// BenchmarkSevenShard counts shard 0 of 128 of 7x7 open, on one worker:
// the proxy for the whole 7x7 count, with a window of 20 slots (two
// words a state) and a peak of some 7 million states, so that the
// tables' misses weigh as they do there. It reports
// the states carried and the time a state; -short skips it.
func BenchmarkSevenShard(b *testing.B) {
	if testing.Short() {
		b.Skip("7x7 shard 0/128 takes about a minute")
	}
	p := board.Problem{Board: board.Board{W: 7, H: 7}}
	var r Result
	for b.Loop() {
		var err error
		r, err = Tours(context.Background(), p, Options{Shard: 0, Shards: 128, Workers: 1})
		if err != nil || !r.Exact {
			b.Fatal(err, r.Why)
		}
	}
	b.ReportMetric(float64(r.Expanded), "states/op")
	b.ReportMetric(float64(r.PeakStates), "peak-states")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(r.Expanded), "ns/state")
}
