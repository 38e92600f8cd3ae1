package puzzle

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestCountPublished counts, within the default budget, puzzles whose
// counts are published. Oracles: OEIS A165134 (directed open tours: 5x5
// has 1,728, and its entry tabulates them by first square, 304 from a
// corner, 56 from the squares next to the centre's diagonal, 64 from the
// centre, none from a light square; 6x6 has 6,637,920, 524,486 of them
// from a corner) and A001230 (6x6 has 9,862 undirected closed tours:
// 19,724 numberings with 1 on a given square, 710,064 with no clue).
func TestCountPublished(t *testing.T) {
	b5 := board.MustParse("5x5")
	table5 := [5][5]int64{
		{304, 0, 56, 0, 304},
		{0, 56, 0, 56, 0},
		{56, 0, 64, 0, 56},
		{0, 56, 0, 56, 0},
		{304, 0, 56, 0, 304},
	}
	one := func(s board.Square) []puzzlecert.Clue { return []puzzlecert.Clue{{Square: s, Number: 1}} }
	type tc struct {
		name string
		p    puzzlecert.Puzzle
		want int64
		slow bool
	}
	var tests []tc
	for y := range 5 {
		for x := range 5 {
			s := board.Square{X: int32(x + 1), Y: int32(y + 1)}
			tests = append(tests, tc{"5x5 from " + s.String(), puzzlecert.Puzzle{Board: b5, First: 1, Clues: one(s)}, table5[y][x], false})
		}
	}
	b6 := board.MustParse("6x6")
	tests = append(tests,
		tc{"5x5 no clue", puzzlecert.Puzzle{Board: b5, First: 1}, 1728, false},
		tc{"6x6 closed from c3", puzzlecert.Puzzle{Board: b6, Closed: true, First: 1, Clues: one(board.MustParseSquare("c3"))}, 19724, false},
		tc{"6x6 closed no clue", puzzlecert.Puzzle{Board: b6, Closed: true, First: 1}, 710064, false},
		tc{"6x6 from a corner", puzzlecert.Puzzle{Board: b6, First: 1, Clues: one(board.MustParseSquare("f6"))}, 524486, true},
		tc{"6x6 no clue", puzzlecert.Puzzle{Board: b6, First: 1}, 6637920, true},
	)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.slow && testing.Short() {
				t.Skip("a second or so of search under -short")
			}
			r := Count(context.Background(), tc.p, 0, 0)
			if r.Count != tc.want || !r.Exact {
				t.Errorf("Count(%s) = %d (exact %v, %d steps), want %d", Format(tc.p), r.Count, r.Exact, r.Nodes, tc.want)
			}
		})
	}
}

// TestCountDeterministic: on random clue sets (with mutations) of boards
// up to 6x6 and 3x10, the count equals the naive counter's (the oracle in
// oracle_test.go, which shares no code), and the count, its exactness,
// its steps and the two solutions kept are the same with one worker and
// with two, run twice, including when the search stops at a step budget
// or a count limit (and on two larger 6x6 searches, which stop); every solution kept passes verify and puts every clue
// on its number.
func TestCountDeterministic(t *testing.T) {
	defer func(w int) { countWorkers = w }(countWorkers)
	boards := []struct {
		b      string
		closed bool
		cases  int
	}{
		{"5x5", false, 9}, {"5x6", true, 6}, {"6x6", false, 9}, {"6x6", true, 6}, {"3x10", false, 6}, {"3x10", true, 3},
	}
	if testing.Short() {
		for i := range boards {
			boards[i].cases = 3
		}
	}
	checked, oracle := 0, 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 11))
		for i := range bc.cases {
			p := randomPuzzle(t, rng, b, bc.closed, tour)
			if i%3 == 0 {
				p.Clues = p.Clues[:1] // few clues: the search's hardest
			}
			if p.Check() != nil {
				continue
			}
			name := fmt.Sprintf("%s closed=%v #%d %s", bc.b, bc.closed, i, Format(p))
			z := newNaive(p, 5_000_000)
			want, ok := z.run()
			for _, lim := range []struct {
				nodes, count int64
			}{{0, 0}, {parallelFrom + 1000, 0}, {0, 3}} {
				var first CountResult
				for run, workers := range []int{1, 2, 1, 2} {
					countWorkers = workers
					r := count(context.Background(), p, lim.nodes, lim.count, 2)
					if run == 0 {
						first = r
						if lim == struct{ nodes, count int64 }{} && ok && (r.Count != int64(want) || !r.Exact) {
							t.Errorf("%s: Count = %d (exact %v), the naive counter %d", name, r.Count, r.Exact, want)
						}
						if ok && lim.nodes == 0 && lim.count == 0 {
							oracle++
						}
						for _, s := range r.Solutions {
							checkSolution(t, name, p, s)
						}
						continue
					}
					if r.Count != first.Count || r.Exact != first.Exact || r.Nodes != first.Nodes || !slices.EqualFunc(r.Solutions, first.Solutions, slices.Equal) {
						t.Errorf("%s, limits %v, %d workers: count %d exact %v steps %d solutions %v; with 1 worker %d %v %d %v",
							name, lim, workers, r.Count, r.Exact, r.Nodes, r.Solutions, first.Count, first.Exact, first.Nodes, first.Solutions)
					}
				}
			}
			checked++
		}
	}
	// Large searches, where the workers run most of the tasks: stopped
	// at a step budget and at a count limit.
	b6 := board.MustParse("6x6")
	for _, p := range []puzzlecert.Puzzle{
		{Board: b6, First: 1},
		{Board: b6, First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("c2"), Number: 18}}},
	} {
		for _, lim := range [][2]int64{{parallelFrom + 1000, 0}, {0, 20_000}} {
			var first CountResult
			for run, workers := range []int{1, 2} {
				countWorkers = workers
				r := count(context.Background(), p, lim[0], lim[1], 2)
				if run == 0 {
					first = r
					if r.Exact {
						t.Errorf("%s, limits %v: exact, want a stop", Format(p), lim)
					}
					continue
				}
				if r.Count != first.Count || r.Exact != first.Exact || r.Nodes != first.Nodes || !slices.EqualFunc(r.Solutions, first.Solutions, slices.Equal) {
					t.Errorf("%s, limits %v, %d workers: count %d exact %v steps %d; with 1 worker %d %v %d",
						Format(p), lim, workers, r.Count, r.Exact, r.Nodes, first.Count, first.Exact, first.Nodes)
				}
			}
		}
	}
	t.Logf("%d puzzles, %d of them counted by the naive counter too", checked, oracle)
	if checked < 10 || oracle < 5 {
		t.Errorf("only %d puzzles checked, %d against the naive counter: the test lost its reach", checked, oracle)
	}
}

// checkSolution checks s with verify and the clues by hand.
func checkSolution(t *testing.T, name string, p puzzlecert.Puzzle, s board.Path) {
	t.Helper()
	if err := verify.Tour(board.Problem{Board: p.Board, Closed: p.Closed}, s); err != nil {
		t.Errorf("%s: a kept solution is no tour: %v", name, err)
		return
	}
	for _, c := range p.Clues {
		if s[c.Number-p.First] != c.Square {
			t.Errorf("%s: a kept solution has %v at %d, the clue %v", name, s[c.Number-p.First], c.Number, c.Square)
		}
	}
}

// TestSolveNotCounted: a count asked for on a board past the counter's
// limit is not made, and the answer document says why (the oracle: the
// board's size against [MaxCountSquares]); verify still accepts it.
func TestSolveNotCounted(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("9x9"), First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("a1"), Number: 1}}}
	a, err := Solve(context.Background(), SolveRequest{Puzzle: p, Count: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "the counter takes boards up to 64 squares, and 9x9 has 81"
	if a.Counted || a.NotCounted != want {
		t.Errorf("Solve(count) on 9x9: counted %v, not counted %q; want not counted %q", a.Counted, a.NotCounted, want)
	}
	if _, err := verify.Puzzle(a); err != nil {
		t.Errorf("verify.Puzzle = %v", err)
	}
}

// TestCountDefaultCovers6x6 measures the bound behind [DefaultCountNodes]:
// every 6x6 puzzle's search is part of the search of the puzzle with no
// clue from every square (a closed one's, from one square), and the
// cache only cuts steps, so the steps of "1" on each square, summed,
// with the cache off, bound every 6x6 puzzle's. Oracle: their counts add
// up to A165134's 6,637,920 (A001230's 9,862 closed tours give 19,724
// from each square).
func TestCountDefaultCovers6x6(t *testing.T) {
	if testing.Short() {
		t.Skip("about 200 million steps")
	}
	defer func(b int) { countCacheBits = b }(countCacheBits)
	countCacheBits = 0
	b := board.MustParse("6x6")
	var open, tours, closedMax int64
	for v := range b.Size() {
		one := []puzzlecert.Clue{{Square: b.Square(v), Number: 1}}
		r := Count(context.Background(), puzzlecert.Puzzle{Board: b, First: 1, Clues: one}, 0, 0)
		if !r.Exact {
			t.Fatalf("from %v: the count stopped at %d", b.Square(v), r.Count)
		}
		open += r.Nodes
		tours += r.Count
		c := Count(context.Background(), puzzlecert.Puzzle{Board: b, Closed: true, First: 1, Clues: one}, 0, 0)
		if !c.Exact || c.Count != 19724 {
			t.Errorf("closed from %v: %d (exact %v), want 19,724", b.Square(v), c.Count, c.Exact)
		}
		closedMax = max(closedMax, c.Nodes)
	}
	t.Logf("6x6 without a cache: %d steps from every square, %d closed from the largest", open, closedMax)
	if tours != 6637920 {
		t.Errorf("open tours from every square add up to %d, want 6,637,920", tours)
	}
	if open > DefaultCountNodes || closedMax > DefaultCountNodes {
		t.Errorf("the 6x6 trees take %d steps (closed %d), more than DefaultCountNodes, %d", open, closedMax, DefaultCountNodes)
	}
}

// TestCountNoClue: with no clue the counter counts from one square of
// each orbit of the board's symmetries (four on an oblong board, eight
// on a square one) and multiplies, or closed from one square; on small
// boards of both shapes, and the degenerate ones, the count equals the
// naive counter's (the oracle), which searches from every square.
func TestCountNoClue(t *testing.T) {
	for _, bs := range []string{"1x1", "1x2", "2x2", "3x3", "3x4", "4x3", "4x4", "4x5", "3x7", "2x8"} {
		for _, closed := range []bool{false, true} {
			p := puzzlecert.Puzzle{Board: board.MustParse(bs), Closed: closed, First: 1}
			want, ok := newNaive(p, 50_000_000).run()
			if !ok {
				t.Fatalf("%s closed=%v: the naive counter gave up", bs, closed)
			}
			if r := Count(context.Background(), p, 0, 0); r.Count != int64(want) || !r.Exact {
				t.Errorf("Count(%s closed=%v) = %d (exact %v), want %d", bs, closed, r.Count, r.Exact, want)
			}
		}
	}
}

// TestSolveUndecidedNotCounted: an answer left undecided (the context
// ended before anything was decided) makes no count and says why, on a
// board the counter takes. Oracle: the context, ended before the call.
func TestSolveUndecidedNotCounted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := puzzlecert.Puzzle{Board: board.MustParse("6x6"), First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("a1"), Number: 1}}}
	a, err := Solve(ctx, SolveRequest{Puzzle: p, Count: true})
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != puzzlecert.Unknown || a.Counted || a.NotCounted != "the answer is undecided, so no count was made" {
		t.Errorf("Solve(ended context, count) = %v, counted %v, not counted %q; want undecided, not counted because undecided", a.Status, a.Counted, a.NotCounted)
	}
}
