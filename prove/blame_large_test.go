package prove

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
)

// BenchmarkBlameLarge times Blame on the large stuck games of
// testdata/positions/large-stuck-games.json (playStuckGame's seeded games,
// 10 per size, which TestLargeStuckGamesFromSeeds checks), with a 60 s
// limit per game: the median and slowest game, and how many stayed
// undecided (the target is none, a median under 100 ms and every game
// under 5 s at 32x32). A verdict other than the stored first dead index
// fails the benchmark, and so does a verdict document that differs, timing
// aside, from the one of the first round: with -benchtime 3x every answer
// is given three times (bench/blame.sh), and a game's time is the median
// of its rounds.
func BenchmarkBlameLarge(b *testing.B) {
	stored := positions.LoadLarge(b)
	for _, n := range largeSizes {
		bd := board.Board{W: n, H: n}
		var games []positions.LargeGame
		for _, g := range stored {
			if g.Board == bd {
				games = append(games, g)
			}
		}
		if len(games) == 0 {
			b.Fatalf("%s holds no %v games", positions.LargeFile(), bd)
		}
		b.Run(bd.String(), func(b *testing.B) {
			rounds := make([][]time.Duration, len(games))
			first := make([]string, len(games))
			unknown := 0
			for b.Loop() {
				unknown = 0
				for i, g := range games {
					ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
					start := time.Now()
					v, err := Blame(ctx, bd, g.Path, BlameOptions{NoHints: true})
					cancel()
					took := time.Since(start)
					rounds[i] = append(rounds[i], took)
					if err != nil {
						b.Fatalf("Blame(game %d) = %v", g.Index, err)
					}
					var doc bytes.Buffer
					if err := v.Document().WriteJSON(&doc); err != nil {
						b.Fatal(err)
					}
					switch {
					case first[i] == "":
						first[i] = untimed(doc.Bytes())
					case untimed(doc.Bytes()) != first[i]:
						b.Fatalf("Blame(%v game %d) round %d: the verdict differs from round 1's", bd, g.Index, len(rounds[i]))
					}
					if v.Status == board.Unknown {
						unknown++
					} else if v.FirstDead != g.FirstDead {
						b.Fatalf("Blame(%v game %d) = %d by %v, want %d", bd, g.Index, v.FirstDead, v.Method, g.FirstDead)
					}
					if testing.Verbose() {
						fmt.Printf("%v game %d: %d moves, %v first_dead=%d by %v, %d tests, %v\n", bd, g.Index, len(g.Path)-1, v.Status, v.FirstDead, v.Method, v.Tests, took.Round(time.Millisecond))
					}
				}
			}
			times := make([]time.Duration, len(games))
			for i, r := range rounds {
				slices.Sort(r)
				times[i] = r[len(r)/2]
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(unknown), "unknown")
		})
	}
}
