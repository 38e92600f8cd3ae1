package puzzle

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// noneSetFile holds the puzzles with no solution that the case split is
// measured on (BenchmarkSplitReach) and tested against (TestSplitReach):
// one JSON puzzle a line, written by TestNoneSet with -split.gen, so that
// the set stays the same while the code that drew it changes.
const noneSetFile = "testdata/none.jsonl"

var splitGen = flag.Bool("split.gen", false, "draw the puzzles of "+noneSetFile+" again and write them")

// noneKind is one part of the set: a board, open or closed, and how its
// puzzles are drawn.
type noneKind struct {
	board  string
	closed bool
	made   bool // mutated minimal puzzles of Make, else mutated clues of random tours
	want   int
}

var noneKinds = []noneKind{
	{"6x6", false, false, 25}, {"6x6", true, false, 25},
	{"6x6", false, true, 10}, {"6x6", true, true, 10},
	{"8x8", false, false, 30}, {"8x8", true, false, 30},
	{"8x8", false, true, 15}, {"8x8", true, true, 15},
}

// mutate moves one clue to another free square or gives it a missing
// number: the mistake a player or a printer makes.
func mutate(rng *rand.Rand, p puzzlecert.Puzzle) puzzlecert.Puzzle {
	q := p
	q.Clues = slices.Clone(p.Clues)
	i := rng.IntN(len(q.Clues))
	if rng.IntN(2) == 0 {
		q.Clues[i].Square = p.Board.Square(rng.IntN(p.Board.Size()))
	} else {
		q.Clues[i].Number = p.First + rng.IntN(p.Board.Size())
	}
	q.SortClues()
	return q
}

// TestNoneSet draws the set of noneSetFile again with -split.gen and
// writes it; without, it reads the file back and checks that every
// puzzle in it is well formed, that no single certificate explains it,
// and, on 6x6, that the naive counter (the oracle) finds no solution.
// On 8x8 "none" is SAT's word (the Position encoding), which drew them.
func TestNoneSet(t *testing.T) {
	if *splitGen {
		writeNoneSet(t)
	}
	set := readNoneSet(t)
	if len(set) == 0 {
		t.Fatalf("%s is empty", noneSetFile)
	}
	for i, p := range set {
		if _, ok := certify(p); ok {
			t.Errorf("puzzle %d: a single certificate explains it", i+1)
		}
		if testing.Short() || p.Board.Size() > 36 {
			continue
		}
		if n, done := newNaive(p, 20_000_000).run(); !done || n != 0 {
			t.Errorf("puzzle %d: the naive counter finds %d solutions (finished %v)", i+1, n, done)
		}
	}
}

func readNoneSet(tb testing.TB) []puzzlecert.Puzzle {
	tb.Helper()
	data, err := os.ReadFile(noneSetFile)
	if err != nil {
		tb.Fatal(err)
	}
	var out []puzzlecert.Puzzle
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		p, err := puzzlecert.ParsePuzzle(sc.Bytes(), evidence.DefaultLimits)
		if err != nil {
			tb.Fatalf("%s:%d: %v", noneSetFile, line, err)
		}
		out = append(out, p)
	}
	return out
}

// writeNoneSet draws, for each kind, puzzles from a PCG seeded by the
// kind's place in noneKinds, keeping those well formed, that no single
// certificate explains and that SAT (and, on 6x6, the naive counter)
// finds without a solution.
func writeNoneSet(t *testing.T) {
	ctx := context.Background()
	var buf bytes.Buffer
	for ki, k := range noneKinds {
		b := board.MustParse(k.board)
		rng := rand.New(rand.NewPCG(19, uint64(ki)))
		got, tries := 0, 0
		var base puzzlecert.Puzzle
		for got < k.want && tries < 5000 {
			tries++
			if k.made {
				if tries%10 == 1 {
					a, err := Make(ctx, MakeRequest{Board: b, Closed: k.closed, Seed: uint64(1000*ki + tries), Minimal: true})
					if err != nil {
						t.Fatal(err)
					}
					base = a.Puzzle
				}
			} else {
				tour, err := randomTour(ctx, b, k.closed, rng)
				if err != nil {
					t.Fatal(err)
				}
				n := b.Size()
				base = puzzlecert.Puzzle{Board: b, Closed: k.closed, First: 1}
				for _, i := range rng.Perm(n)[:n/6+rng.IntN(n/3)] {
					base.Clues = append(base.Clues, puzzlecert.Clue{Square: tour[i], Number: 1 + i})
				}
				base.SortClues()
			}
			p := mutate(rng, base)
			if p.Check() != nil {
				continue
			}
			if _, ok := certify(p); ok {
				continue
			}
			if s, _, err := exists(ctx, p, 0); err != nil || s != board.None {
				continue
			}
			if b.Size() <= 36 {
				if n, done := newNaive(p, 20_000_000).run(); !done || n != 0 {
					continue
				}
			}
			data, err := p.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			buf.Write(append(data, '\n'))
			got++
		}
		t.Logf("%s closed=%v made=%v: %d puzzles from %d tries", k.board, k.closed, k.made, got, tries)
	}
	if err := os.MkdirAll(filepath.Dir(noneSetFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(noneSetFile, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkSplitReach builds the case split of every puzzle of
// noneSetFile within DefaultSplitNodes (or -split.nodes) and reports, by
// board, how many close, the median nodes of those that do, and the
// median and largest time of a split, closed or not.
func BenchmarkSplitReach(b *testing.B) {
	set := readNoneSet(b)
	for _, size := range []string{"6x6", "8x8"} {
		b.Run(size, func(b *testing.B) {
			var closed, total int
			var nodes []int
			var times []time.Duration
			for b.Loop() {
				closed, total, nodes, times = 0, 0, nodes[:0], times[:0]
				for _, p := range set {
					if p.Board.String() != size {
						continue
					}
					total++
					start := time.Now()
					c, ok := split(context.Background(), p, *splitNodes)
					times = append(times, time.Since(start))
					if ok {
						closed++
						nodes = append(nodes, puzzlecert.Nodes(c))
					}
				}
			}
			slices.Sort(nodes)
			med := 0
			if len(nodes) > 0 {
				med = nodes[len(nodes)/2]
			}
			b.ReportMetric(float64(closed), "closed")
			b.ReportMetric(float64(total), "puzzles")
			b.ReportMetric(float64(med), "median-nodes")
			b.ReportMetric(percentile(times, 0.5), "median-ms")
			b.ReportMetric(percentile(times, 1), "max-ms")
			b.Logf("%s: %d of %d close; nodes %v", size, closed, total, nodes)
		})
	}
}

var splitNodes = flag.Int("split.nodes", DefaultSplitNodes, "the node budget of BenchmarkSplitReach")

// BenchmarkSolveNone solves every puzzle of noneSetFile and reports, by
// board, how many answers "none" carry a proof (a certificate verify
// checks) rather than SAT's second opinion, and the median and largest
// time of an answer, SAT, its second opinion and the split included.
func BenchmarkSolveNone(b *testing.B) {
	set := readNoneSet(b)
	for _, size := range []string{"6x6", "8x8"} {
		b.Run(size, func(b *testing.B) {
			var proved, total int
			var times []time.Duration
			for b.Loop() {
				proved, total, times = 0, 0, times[:0]
				for _, p := range set {
					if p.Board.String() != size {
						continue
					}
					total++
					start := time.Now()
					a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
					times = append(times, time.Since(start))
					if err != nil || a.Status != puzzlecert.NoSolution {
						b.Fatalf("Solve = %v, %v; want none", a.Status, err)
					}
					if a.Certificate != nil {
						proved++
					}
				}
			}
			b.ReportMetric(float64(proved), "proved")
			b.ReportMetric(float64(total), "puzzles")
			b.ReportMetric(percentile(times, 0.5), "median-ms")
			b.ReportMetric(percentile(times, 1), "max-ms")
		})
	}
}
