package puzzle

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
)

// Flags of the benchmarks (bench/puzzle.sh sets them).
var (
	benchSeeds   = flag.Int("puzzle.seeds", 10, "seeds per BenchmarkMake case (bench/puzzle.sh takes 100)")
	benchPuzzles = flag.Int("puzzle.count", 10, "puzzles per BenchmarkSolve case")
	benchFiles   = flag.String("puzzle.files", "", "glob of puzzle files for BenchmarkUniqueFiles (a name ending -closed.txt is a closed puzzle)")
)

// benchSet draws count puzzles of k clues each from random tours of b,
// the same set every run (a PCG seeded by the board and k).
func benchSet(b *testing.B, bd board.Board, closed bool, k, count int) []puzzlecert.Puzzle {
	b.Helper()
	rng := rand.New(rand.NewPCG(uint64(bd.Size()), uint64(k)))
	var out []puzzlecert.Puzzle
	for range count {
		tour, err := randomTour(context.Background(), bd, closed, rng)
		if err != nil {
			b.Fatal(err)
		}
		p := puzzlecert.Puzzle{Board: bd, Closed: closed, First: 1}
		for _, i := range rng.Perm(bd.Size())[:k] {
			p.Clues = append(p.Clues, puzzlecert.Clue{Square: tour[i], Number: 1 + i})
		}
		p.SortClues()
		out = append(out, p)
	}
	return out
}

// percentile of sorted durations, in milliseconds.
func percentile(d []time.Duration, q float64) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return float64(s[int(q*float64(len(s)-1))].Microseconds()) / 1000
}

// BenchmarkSolve solves sets of puzzles (k clues of a random tour, unique
// or several, or minimal puzzles made from seeds: unique and the hardest
// to prove so) and reports the median and largest time of one puzzle's
// answer, uniqueness and second opinion included: the targets are
// medians of 100 ms on 8x8 with 8 or more clues, 1 s on 10x10, 10 s on
// 16x16.
func BenchmarkSolve(b *testing.B) {
	cases := []struct {
		board  string
		closed bool
		clues  int // 0: minimal puzzles made from seeds 1, 2, ...
	}{
		{"8x8", true, 8}, {"8x8", true, 12}, {"8x8", true, 16}, {"8x8", true, 24}, {"8x8", true, 32},
		{"8x8", false, 8}, {"8x8", false, 12}, {"8x8", false, 24},
		{"8x8", true, 0}, {"8x8", false, 0},
		{"10x10", true, 20}, {"10x10", false, 25}, {"10x10", true, 50}, {"10x10", false, 50},
		{"16x16", true, 64}, {"16x16", false, 80}, {"16x16", true, 128}, {"16x16", false, 128},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s-closed=%v-clues=%d", c.board, c.closed, c.clues)
		if c.clues == 0 {
			name = fmt.Sprintf("%s-closed=%v-minimal", c.board, c.closed)
		}
		b.Run(name, func(b *testing.B) {
			if testing.Short() && c.board == "16x16" {
				b.Skip("16x16 under -short")
			}
			var set []puzzlecert.Puzzle
			if c.clues > 0 {
				set = benchSet(b, board.MustParse(c.board), c.closed, c.clues, *benchPuzzles)
			}
			for seed := 1; c.clues == 0 && seed <= *benchPuzzles; seed++ {
				a, err := Make(context.Background(), MakeRequest{Board: board.MustParse(c.board), Closed: c.closed, Seed: uint64(seed), Minimal: true, First: 1})
				if err != nil {
					b.Fatal(err)
				}
				set = append(set, a.Puzzle)
			}
			var times, cpu []time.Duration
			words := map[string]int{}
			for b.Loop() {
				times, cpu = times[:0], cpu[:0]
				for _, p := range set {
					start, startCPU := time.Now(), cpuTime()
					a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
					if err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(start))
					cpu = append(cpu, cpuTime()-startCPU)
					words[a.Status.String()]++
				}
			}
			b.ReportMetric(percentile(times, 0.5), "median-ms")
			b.ReportMetric(percentile(cpu, 0.5), "median-cpu-ms")
			b.ReportMetric(percentile(times, 1), "max-ms")
			b.Logf("%s: answers %v", name, words)
		})
	}
}

// BenchmarkMake makes puzzles from seeds 1..-puzzle.seeds (a fifth of
// them for a level) and reports the median time of one and the
// distribution of their clue counts: the
// target is a median under 1 s for 8x8 closed minimal puzzles
// over 100 seeds.
func BenchmarkMake(b *testing.B) {
	cases := []struct {
		board   string
		closed  bool
		minimal bool
		level   Level
	}{
		{"6x6", false, true, AnyLevel}, {"6x6", true, true, AnyLevel},
		{"8x8", false, true, AnyLevel}, {"8x8", true, true, AnyLevel},
		{"8x8", true, false, Easy}, {"8x8", true, false, Hard},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s-closed=%v-minimal=%v-level=%v", c.board, c.closed, c.minimal, c.level)
		b.Run(name, func(b *testing.B) {
			var times, cpu []time.Duration
			counts := map[int]int{}
			levels := map[string]int{}
			var clues []int
			for b.Loop() {
				times, cpu, clues = times[:0], cpu[:0], clues[:0]
				clear(counts)
				clear(levels)
				seeds := *benchSeeds
				if c.level != AnyLevel {
					seeds = max(1, seeds/5) // a hard puzzle may take 20 tours
				}
				for seed := 1; seed <= seeds; seed++ {
					start, startCPU := time.Now(), cpuTime()
					a, err := Make(context.Background(), MakeRequest{Board: board.MustParse(c.board), Closed: c.closed, Seed: uint64(seed), Minimal: c.minimal, Level: c.level, First: 1})
					if err != nil {
						b.Fatalf("seed %d: %v", seed, err)
					}
					times = append(times, time.Since(start))
					cpu = append(cpu, cpuTime()-startCPU)
					counts[len(a.Puzzle.Clues)]++
					levels[a.Grade.Level]++
					clues = append(clues, len(a.Puzzle.Clues))
				}
			}
			sort.Ints(clues)
			b.ReportMetric(percentile(times, 0.5), "median-ms")
			b.ReportMetric(percentile(times, 0.9), "p90-ms")
			b.ReportMetric(percentile(cpu, 0.5), "median-cpu-ms")
			b.ReportMetric(float64(clues[len(clues)/2]), "median-clues")
			var hist []string
			for k := clues[0]; k <= clues[len(clues)-1]; k++ {
				if counts[k] > 0 {
					hist = append(hist, fmt.Sprintf("%d:%d", k, counts[k]))
				}
			}
			b.Logf("%s over %d seeds: clues (count:puzzles) %s; grades %v", name, len(clues), strings.Join(hist, " "), levels)
		})
	}
}

// BenchmarkUniqueFiles times gini on the uniqueness question alone (the
// first encoding's formula with the solution blocked, as knight puzzle
// cnf -block writes it), one line per file, for bench/puzzle.sh to set
// beside CaDiCaL on the same formula.
func BenchmarkUniqueFiles(b *testing.B) {
	if *benchFiles == "" {
		b.Skip("no -puzzle.files")
	}
	names, err := filepath.Glob(*benchFiles)
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Parse(string(data), ReadOptions{Closed: strings.HasSuffix(name, "-closed.txt"), First: -1})
		if err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
		if err != nil || len(a.Solutions) == 0 {
			b.Fatalf("%s: %v %v", name, a.Status, err)
		}
		b.Run(filepath.Base(name), func(b *testing.B) {
			for b.Loop() {
				s, err := encode.NewClueSolver(context.Background(), encode.PuzzleProblem(p), encode.Options{Encoding: FirstEncoding})
				if err != nil {
					b.Fatal(err)
				}
				s.Exclude(a.Solutions[0])
				if _, err := s.Solve(context.Background()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// pageHardClues is the clue count the page asks a hard puzzle of each
// size with (internal/serve/web/puzzle.js, HARD_CLUES; serve's
// TestServePuzzlePageChoices reads it there); none: as many as the
// removal leaves.
var pageHardClues = map[string]int{"8x8": 14, "10x10": 24, "12x12": 36}

// BenchmarkMakePage makes, from seeds 1..-puzzle.seeds, the puzzles the
// page's choices ask for (each board size, open and closed where a
// closed tour exists, easy and hard, a hard one with the page's clue
// count) and reports the median and largest time of one, wall and
// processor: the target is every choice within the server's 10 s limit,
// a median under 3 s and a largest under 8 s.
func BenchmarkMakePage(b *testing.B) {
	for _, size := range []string{"5x5", "6x6", "7x7", "8x8", "10x10", "12x12"} {
		bd := board.MustParse(size)
		for _, closed := range []bool{false, true} {
			if closed && bd.Size()%2 == 1 {
				continue
			}
			for _, level := range []Level{Easy, Hard} {
				req := MakeRequest{Board: bd, Closed: closed, Level: level, First: 1}
				if level == Hard {
					req.Clues = pageHardClues[size]
				}
				b.Run(fmt.Sprintf("%s-closed=%v-level=%v-clues=%d", size, closed, level, req.Clues), func(b *testing.B) {
					var times, cpu []time.Duration
					for b.Loop() {
						times, cpu = times[:0], cpu[:0]
						for seed := 1; seed <= *benchSeeds; seed++ {
							req.Seed = uint64(seed)
							start, startCPU := time.Now(), cpuTime()
							if _, err := Make(context.Background(), req); err != nil {
								b.Fatalf("seed %d: %v", seed, err)
							}
							times = append(times, time.Since(start))
							cpu = append(cpu, cpuTime()-startCPU)
						}
					}
					b.ReportMetric(percentile(times, 0.5), "median-ms")
					b.ReportMetric(percentile(times, 1), "max-ms")
					b.ReportMetric(percentile(cpu, 0.5), "median-cpu-ms")
					b.ReportMetric(percentile(cpu, 1), "max-cpu-ms")
				})
			}
		}
	}
}
