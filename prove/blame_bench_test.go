package prove

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/positions"
)

// seedBudget is the node limit of the game engine described in the
// Ukrainian seed: each prefix test gives up after this many nodes and calls
// the prefix dead.
const seedBudget = 15000

// seedBlame is the seed's approach, for comparison: the same binary search,
// but each test is a node-limited search whose failure counts as "dead".
func seedBlame(b board.Board, path board.Path) int {
	dead := func(i int) bool {
		r, err := Tour(context.Background(), board.Problem{Board: b, Prefix: path[:i+1]}, Options{Method: evidence.Heuristic, Budget: seedBudget})
		return err != nil || r.Status != board.Found
	}
	if !dead(len(path) - 1) {
		return -1
	}
	lo, hi := -1, len(path)-1
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if dead(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// BenchmarkBlame times Blame on the stuck games of each board (median and
// slowest answer) and, in the same run, the seed's node-limited approach:
// how often it blames too early, and the ratio of total times.
func BenchmarkBlame(b *testing.B) {
	games := positions.Load(b)
	for _, size := range []string{"6x6", "8x8", "10x10"} {
		b.Run(size, func(b *testing.B) {
			var exact, seed []time.Duration
			tooEarly, n := 0, 0
			for b.Loop() {
				exact, seed, tooEarly, n = exact[:0], seed[:0], 0, 0
				for _, g := range games {
					if g.Board.String() != size {
						continue
					}
					bd, path := g.Board, g.Path
					start := time.Now()
					v, err := Blame(context.Background(), bd, path, BlameOptions{NoHints: true})
					exact = append(exact, time.Since(start))
					if err != nil || v.FirstDead != g.FirstDead {
						b.Fatalf("Blame(%v) = %d, %v; want %d", g.Path, v.FirstDead, err, g.FirstDead)
					}
					start = time.Now()
					s := seedBlame(bd, path)
					seed = append(seed, time.Since(start))
					if s != g.FirstDead {
						tooEarly++
					}
					n++
				}
			}
			slices.Sort(exact)
			b.ReportMetric(float64(exact[len(exact)/2].Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(exact[len(exact)-1].Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(tooEarly), "seed-too-early")
			b.ReportMetric(float64(n), "games")
			b.ReportMetric(float64(sum(seed))/float64(sum(exact)), "seed/exact-time")
		})
	}
}

func sum(ds []time.Duration) time.Duration {
	var t time.Duration
	for _, d := range ds {
		t += d
	}
	return t
}
