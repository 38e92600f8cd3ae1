package prove

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
)

// alivePrefix is a completable prefix that Blame's binary search asks
// about: game i of its size, path[:n].
type alivePrefix struct {
	game int
	path board.Path
}

// blameCascade is the cascade Blame runs on each prefix of a board over
// maxGameSquares squares.
func blameCascade() *cascade {
	return &cascade{opt: Options{Encoding: "lazy"}, least: defaultBlameBudget, nextMovesFrom: 0, needAll: true, perSquare: nodesPerSquareBlame}
}

// alivePrefixes replays Blame's binary search on each game and returns the
// prefixes it asks about that are completable. The cascade decides each
// prefix (the dead ones may take seconds); a prefix is kept only when the
// cascade found a tour, which verify checked.
func alivePrefixes(tb testing.TB, bd board.Board, games []board.Path) []alivePrefix {
	var alive []alivePrefix
	c := blameCascade()
	decide := func(p board.Path) board.Status {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		a, err := c.decide(ctx, board.Problem{Board: bd, Prefix: p})
		if err != nil {
			tb.Fatalf("decide(%v, %d moves) = %v", bd, len(p)-1, err)
		}
		return a.Status
	}
	for i, path := range games {
		lo, hi := -1, len(path)-1
		switch decide(path) {
		case board.Found:
			alive = append(alive, alivePrefix{i, path})
			continue
		case board.Unknown:
			continue
		}
		for hi-lo > 1 {
			mid := lo + (hi-lo)/2
			switch decide(path[:mid+1]) {
			case board.Found:
				lo = mid
				alive = append(alive, alivePrefix{i, path[:mid+1]})
			case board.None:
				hi = mid
			default:
				hi = lo // undecided: Blame stops here too
			}
		}
	}
	return alive
}

// BenchmarkBlameAlive times Blame's cascade on the completable prefixes its
// binary search asks about, on the games of BenchmarkBlameLarge
// (playStuckGame, the same seeds): the median and slowest prefix, in
// milliseconds and in nodes of the tour search. Finding the prefixes takes
// the whole cascade, SAT included, on the dead ones, before the timer
// starts: about 20 s for the three sizes.
func BenchmarkBlameAlive(b *testing.B) {
	for _, n := range []int32{24, 32, 50} {
		bd := board.Board{W: n, H: n}
		rng := rand.New(rand.NewPCG(uint64(n), 11))
		games := make([]board.Path, 10)
		for i := range games {
			games[i] = playStuckGame(bd, rng)
		}
		b.Run(bd.String(), func(b *testing.B) {
			if testing.Short() {
				b.Skip("finding the prefixes takes seconds")
			}
			alive := alivePrefixes(b, bd, games)
			if len(alive) == 0 {
				b.Skip("no completable prefix")
			}
			c := blameCascade()
			times := make([]time.Duration, len(alive))
			nodes := make([]int64, len(alive))
			for b.Loop() {
				for i, p := range alive {
					start := time.Now()
					a, err := c.decide(context.Background(), board.Problem{Board: bd, Prefix: p.path})
					times[i] = time.Since(start)
					nodes[i] = a.Nodes
					if err != nil || a.Status != board.Found {
						b.Fatalf("decide(game %d, %d moves) = %v, %v, want found", p.game, len(p.path)-1, a.Status, err)
					}
				}
			}
			if testing.Verbose() {
				for i, p := range alive {
					fmt.Printf("%v game %d prefix %d (%d left): %d nodes, %v\n", bd, p.game, len(p.path), bd.Size()-len(p.path)+1, nodes[i], times[i].Round(10*time.Microsecond))
				}
			}
			slices.Sort(times)
			slices.Sort(nodes)
			b.ReportMetric(float64(len(alive)), "prefixes")
			b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(nodes[len(nodes)/2]), "median-nodes")
			b.ReportMetric(float64(nodes[len(nodes)-1]), "max-nodes")
		})
	}
}

// BenchmarkBlameHundred runs Blame on ten seeded stuck 100x100 games
// (playStuckGame fed by rand.NewPCG(100, 99)), with a 30 s limit per game:
// 10,000 squares are beyond SAT's size limit, so only the certificates and
// the tour search decide. It reports how many games stayed undecided, the
// median and slowest game, and the slowest completable prefix Blame asked
// about, in nodes of the tour search (Verdict.Tests gives how many prefixes
// it tested). About five minutes at most, so it is skipped under -short.
func BenchmarkBlameHundred(b *testing.B) {
	if testing.Short() {
		b.Skip("ten games of up to 30 s")
	}
	bd := board.Board{W: 100, H: 100}
	rng := rand.New(rand.NewPCG(100, 99))
	games := make([]board.Path, 10)
	for i := range games {
		games[i] = playStuckGame(bd, rng)
	}
	times := make([]time.Duration, len(games))
	unknown := 0
	for b.Loop() {
		unknown = 0
		for i, g := range games {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			start := time.Now()
			v, err := Blame(ctx, bd, g, BlameOptions{NoHints: true})
			cancel()
			times[i] = time.Since(start)
			if err != nil {
				b.Fatalf("Blame(game %d) = %v", i, err)
			}
			if v.Status == board.Unknown {
				unknown++
			}
			if testing.Verbose() {
				fmt.Printf("%v game %d: %d moves, %v first_dead=%d by %v, %d tests, %v\n", bd, i, len(g)-1, v.Status, v.FirstDead, v.Method, v.Tests, times[i].Round(time.Millisecond))
			}
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(unknown), "unknown")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
}
