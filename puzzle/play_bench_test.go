package puzzle

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// BenchmarkHintPage asks [NextHint] about the puzzles the page makes (8x8
// to 12x12, open and closed, easy and hard with the page's clue counts,
// seeds 1..-puzzle.seeds) as a player who has gone right so far sees
// them: with none, a quarter, a half and three quarters of the missing
// numbers entered from the solution, in a fixed shuffled order. It
// reports the processor time of the hints per puzzle (the machine may be
// shared: the wall clock also counts the wait for a processor) and the
// median and largest of one hint.
func BenchmarkHintPage(b *testing.B) {
	benchPagePuzzles(b, []string{"8x8", "10x10", "12x12"}, []Level{Easy, Hard}, func(b *testing.B, made []puzzlecert.Answer) {
		type ask struct {
			p       puzzlecert.Puzzle
			entries []puzzlecert.Clue
			sol     board.Path
		}
		var asks []ask
		for i, a := range made {
			seed := i + 1
			sol := a.Solutions[0]
			var missing []puzzlecert.Clue
			for t, s := range sol {
				if !isClueSquare(a.Puzzle, s) {
					missing = append(missing, puzzlecert.Clue{Square: s, Number: a.Puzzle.First + t})
				}
			}
			rng := rand.New(rand.NewPCG(uint64(seed), uint64(a.Puzzle.Board.Size())))
			rng.Shuffle(len(missing), func(i, j int) { missing[i], missing[j] = missing[j], missing[i] })
			for q := range 4 {
				asks = append(asks, ask{p: a.Puzzle, entries: missing[:q*len(missing)/4], sol: sol})
			}
		}
		var cpu []time.Duration
		var sum time.Duration
		for b.Loop() {
			cpu, sum = cpu[:0], 0
			for _, k := range asks {
				start := cpuTime()
				h, err := NextHint(context.Background(), HintRequest{Puzzle: k.p, Entries: k.entries})
				d := cpuTime() - start
				if err != nil || h.Number < 0 || k.sol[h.Number-k.p.First] != h.Square {
					b.Fatalf("%v after %v: hint %+v, %v; want one on the solution", k.p.Clues, k.entries, h, err)
				}
				cpu, sum = append(cpu, d), sum+d
			}
		}
		b.ReportMetric(float64(sum.Microseconds())/1000/float64(len(made)), "cpu-ms/puzzle")
		b.ReportMetric(percentile(cpu, 0.5), "median-cpu-ms")
		b.ReportMetric(percentile(cpu, 1), "max-cpu-ms")
	})
}
