package heuristic

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkGreedy8x8 answers an open tour from every start of 8x8 by
// Warnsdorff walks; the metric us/start is the mean time per start.
func BenchmarkGreedy8x8(b *testing.B) {
	bd := board.Board{W: 8, H: 8}
	for b.Loop() {
		for i := 0; i < bd.Size(); i++ {
			q := board.Problem{Board: bd, Prefix: board.Path{bd.Square(i)}}
			if r, _ := Greedy(context.Background(), q, Options{}); r.Status != board.Found {
				b.Fatalf("Greedy(%v) = %v", q, r.Status)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*bd.Size()), "us/start")
}

// BenchmarkWarnsdorff is one run from a1 on huge boards, with Roth's ties
// and with SquirrelCull's chains (both succeed up to 10000x10000), the path
// kept as a walk. The 10^8-square board needs about 200 MB (100 MB of
// degrees, 100 MB of moves); sys-MB reports what the Go runtime took from
// the system.
func BenchmarkWarnsdorff(b *testing.B) {
	for _, rule := range []Rule{Roth, SquirrelCull} {
		for _, n := range []int{1000, 2000, 5000, 10000} {
			b.Run(fmt.Sprintf("%v/%dx%d", rule, n, n), func(b *testing.B) {
				if testing.Short() && n > 1000 {
					b.Skip("huge board")
				}
				b.ReportAllocs()
				bd := board.Board{W: int32(n), H: int32(n)}
				for b.Loop() {
					if w, ok := WarnsdorffWalk(bd, board.Square{X: 1, Y: 1}, rule, 0); !ok {
						b.Fatalf("WarnsdorffWalk(%v, a1, %v) stuck after %d squares", bd, rule, w.Len())
					}
				}
				var m runtime.MemStats
				runtime.ReadMemStats(&m)
				b.ReportMetric(float64(m.Sys)/(1<<20), "sys-MB")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*bd.Size()), "ns/square")
			})
		}
	}
}

// BenchmarkRules compares the tie rules with the first-candidate baseline
// from the same random starts: success rate in percent and time per run.
// The speed ratio is the baseline's ns/run over a rule's.
func BenchmarkRules(b *testing.B) {
	for _, n := range []int{50, 100, 300} {
		bd := board.Board{W: int32(n), H: int32(n)}
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		starts := make([]board.Square, 50)
		for i := range starts {
			starts[i] = board.Square{X: int32(rng.IntN(n) + 1), Y: int32(rng.IntN(n) + 1)}
		}
		run := func(name string, walk func(board.Square, int) bool) {
			b.Run(fmt.Sprintf("%dx%d/%s", n, n, name), func(b *testing.B) {
				ok := 0
				runs := 0
				for b.Loop() {
					for i, s := range starts {
						if walk(s, i) {
							ok++
						}
						runs++
					}
				}
				b.ReportMetric(100*float64(ok)/float64(runs), "%ok")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(runs), "ns/run")
			})
		}
		run("first", func(s board.Square, _ int) bool { _, ok := firstCandidate(bd, s); return ok })
		for r := Rule(0); r < numRules; r++ {
			run(r.String(), func(s board.Square, i int) bool { _, ok := Warnsdorff(bd, s, r, int64(i)); return ok })
		}
	}
}

// BenchmarkCornerSweep walks from a1 on every n x n board, 5 <= n <= 600,
// by each rule (Random seeded 0): fails counts the boards the walk does
// not complete and first-fail is the smallest (0: none). These are the
// figures behind the default rule and Roth's order of ties.
func BenchmarkCornerSweep(b *testing.B) {
	for r := Rule(0); r < numRules; r++ {
		b.Run(r.String(), func(b *testing.B) {
			if testing.Short() {
				b.Skip("a sweep of 596 boards")
			}
			var fails, first int
			for b.Loop() {
				fails, first = 0, 0
				for n := 5; n <= 600; n++ {
					bd := board.Board{W: int32(n), H: int32(n)}
					if _, ok := WarnsdorffWalk(bd, board.Square{X: 1, Y: 1}, r, 0); !ok {
						fails++
						if first == 0 {
							first = n
						}
					}
				}
			}
			b.ReportMetric(float64(fails), "fails")
			b.ReportMetric(float64(first), "first-fail")
		})
	}
}

// BenchmarkClosed50 finds closed tours of 50x50 from random starts: the
// walks, then the search where they stick.
func BenchmarkClosed50(b *testing.B) {
	bd := board.Board{W: 50, H: 50}
	rng := rand.New(rand.NewPCG(50, 2))
	var nodes int64
	for b.Loop() {
		s := board.Square{X: int32(rng.IntN(50) + 1), Y: int32(rng.IntN(50) + 1)}
		q := board.Problem{Board: bd, Prefix: board.Path{s}, Closed: true}
		r, _ := Greedy(context.Background(), q, Options{})
		nodes += r.Nodes
		if r.Status != board.Found {
			r, _ = Search(context.Background(), q, Options{Budget: 5_000_000})
			nodes += r.Nodes
		}
		if r.Status != board.Found {
			b.Fatalf("Search(%v) = %v", q, r.Status)
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// stuckGame plays a seeded, mostly greedy game until the knight is stuck:
// three moves in four by Warnsdorff's rule (first candidate), the rest at
// random, as prove's playStuckGame does; its prefixes are the positions a
// player asks about.
func stuckGame(b board.Board, rng *rand.Rand) board.Path {
	g := newGrid(b)
	s := b.Square(rng.IntN(b.Size()))
	path := board.Path{s}
	for {
		v := g.index(s)
		g.visit(v)
		var moves []int32
		for _, o := range g.off {
			if g.deg[v+o] != visited {
				moves = append(moves, v+o)
			}
		}
		if len(moves) == 0 {
			return path
		}
		next := moves[rng.IntN(len(moves))]
		if rng.IntN(4) > 0 {
			for _, m := range moves {
				if g.deg[m] < g.deg[next] {
					next = m
				}
			}
		}
		s = g.square(next)
		path = append(path, s)
	}
}

// BenchmarkPositions answers positions of seeded stuck games (stuckGame):
// the prefixes of 7/8, 6/8, ... 1/8 of each game's length, 10 games a
// size, open tours. "greedy" is one walk per rule; "search" is what package
// prove asks of a position of blame: walks with a quarter of a budget of
// 200 nodes per square left, then the search with the rest. The metrics
// are the share found and the mean nodes per position; many positions are
// dead, so only the change between runs means anything.
func BenchmarkPositions(b *testing.B) {
	for _, n := range []int32{24, 32, 50} {
		bd := board.Board{W: n, H: n}
		rng := rand.New(rand.NewPCG(uint64(n), 12))
		var qs []board.Problem
		for range 10 {
			path := stuckGame(bd, rng)
			for i := 1; i < 8; i++ {
				qs = append(qs, board.Problem{Board: bd, Prefix: path[:max(1, len(path)*i/8)]})
			}
		}
		for _, how := range []string{"greedy", "search"} {
			b.Run(fmt.Sprintf("%v/%s", bd, how), func(b *testing.B) {
				found, nodes, runs := 0, int64(0), 0
				for b.Loop() {
					for _, q := range qs {
						runs++
						left := int64(bd.Size() - len(q.Prefix) + 1)
						budget := 200 * left
						opt := Options{Budget: budget / 4}
						if how == "greedy" {
							opt.Budget = 0
						}
						r, _ := Greedy(context.Background(), q, opt)
						nodes += r.Nodes
						if r.Status != board.Found && how == "search" {
							opt.Budget = budget - r.Nodes
							r, _ = Search(context.Background(), q, opt)
							nodes += r.Nodes
						}
						if r.Status == board.Found {
							found++
						}
					}
				}
				b.ReportMetric(100*float64(found)/float64(runs), "%found")
				b.ReportMetric(float64(nodes)/float64(runs), "nodes/position")
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(runs), "us/position")
			})
		}
	}
}
