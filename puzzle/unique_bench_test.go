package puzzle

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// BenchmarkSolvePage solves the puzzles the page makes (8x8 to 12x12,
// open and closed, easy and hard with the page's clue counts, seeds
// 1..-puzzle.seeds) and reports the median and largest time of an
// answer and the share proved unique (a proof, not SAT's second
// opinion). The target is every one proved, at no more than
// 1.5 times the solve time of a knight without proofs: bench/unique.sh
// sets the two side by side.
func BenchmarkSolvePage(b *testing.B) {
	benchPagePuzzles(b, []string{"8x8", "10x10", "12x12"}, []Level{Easy, Hard}, func(b *testing.B, made []puzzlecert.Answer) {
		var times []time.Duration
		proved := 0
		for b.Loop() {
			times, proved = times[:0], 0
			for _, m := range made {
				p := m.Puzzle
				start := time.Now()
				a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
				if err != nil || a.Status != puzzlecert.Unique {
					b.Fatalf("%v: %v %v", p.Clues, a.Status, err)
				}
				times = append(times, time.Since(start))
				if a.Proof != nil {
					proved++
				}
			}
		}
		b.ReportMetric(percentile(times, 0.5), "median-ms")
		b.ReportMetric(percentile(times, 1), "max-ms")
		b.ReportMetric(float64(proved)/float64(len(made)), "proved/puzzle")
	})
}

// BenchmarkProofCost measures, in processor time (the machine may be
// shared: the wall clock also counts the wait for a processor), what a
// proof of uniqueness costs beside the answer it stands for, on the
// page's hard puzzles (10x10 and 12x12, open and closed, the page's clue
// counts, seeds 1..-puzzle.seeds): for each, [Solve] with no proof (the
// reference: SAT's answer and its second opinion), then the proof alone
// from the solution, within its default budget. It reports the ratio of
// the sums (proof/reference; the target is a solve with the
// proof within 1.5 times the reference) and the share proved.
func BenchmarkProofCost(b *testing.B) {
	benchPagePuzzles(b, []string{"10x10", "12x12"}, []Level{Hard}, func(b *testing.B, made []puzzlecert.Answer) {
		var ref, proof time.Duration
		proved := 0
		for b.Loop() {
			ref, proof, proved = 0, 0, 0
			for _, m := range made {
				p := m.Puzzle
				start := cpuTime()
				a, err := Solve(context.Background(), SolveRequest{Puzzle: p, SplitNodes: -1})
				ref += cpuTime() - start
				if err != nil || a.Status != puzzlecert.Unique {
					b.Fatalf("%v: %v %v", p.Clues, a.Status, err)
				}
				start = cpuTime()
				_, ok := proveUnique(context.Background(), p, a.Solutions[0], 0)
				proof += cpuTime() - start
				if ok {
					proved++
				}
			}
		}
		b.ReportMetric(float64(ref.Microseconds())/1000/float64(len(made)), "ref-cpu-ms/puzzle")
		b.ReportMetric(float64(proof.Microseconds())/1000/float64(len(made)), "proof-cpu-ms/puzzle")
		if ref > 0 {
			b.ReportMetric(float64(proof)/float64(ref), "proof/ref")
		}
		b.ReportMetric(float64(proved)/float64(len(made)), "proved/puzzle")
	})
}

// benchPagePuzzles runs bench as a sub-benchmark for each class of the
// page's puzzles among sizes and levels, open and closed, hard ones with
// the page's clue counts (12x12 left out under -short), handing it the
// answers [Make] gives for seeds 1..-puzzle.seeds.
func benchPagePuzzles(b *testing.B, sizes []string, levels []Level, bench func(b *testing.B, made []puzzlecert.Answer)) {
	for _, size := range sizes {
		if testing.Short() && size == "12x12" {
			continue
		}
		bd := board.MustParse(size)
		for _, closed := range []bool{false, true} {
			for _, level := range levels {
				req := MakeRequest{Board: bd, Closed: closed, Level: level, First: 1}
				if level == Hard {
					req.Clues = pageHardClues[size]
				}
				b.Run(fmt.Sprintf("%s-closed=%v-level=%v", size, closed, level), func(b *testing.B) {
					var made []puzzlecert.Answer
					for seed := 1; seed <= *benchSeeds; seed++ {
						req.Seed = uint64(seed)
						a, err := Make(context.Background(), req)
						if err != nil {
							b.Fatalf("seed %d: %v", seed, err)
						}
						made = append(made, a)
					}
					bench(b, made)
				})
			}
		}
	}
}
