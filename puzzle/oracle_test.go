package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// naive is the tests' own solution counter, sharing no code with the
// package: a plain depth-first search in step order over the board's
// knight moves written out here, pruning only a step whose square cannot
// reach the next clue's square in time (a breadth-first distance computed
// here). It stops after maxNodes steps and says so.
type naive struct {
	w, h, n  int
	moves    [][]int
	dist     [][]int
	at       []int // square of each step, -1
	isClue   []bool
	closed   bool
	used     []bool
	path     []int
	count    int
	first    []int // the first solution found
	nodes    int
	maxNodes int
}

func newNaive(p puzzlecert.Puzzle, maxNodes int) *naive {
	w, h := int(p.Board.W), int(p.Board.H)
	n := w * h
	z := &naive{w: w, h: h, n: n, moves: make([][]int, n), dist: make([][]int, n), at: make([]int, n),
		isClue: make([]bool, n), closed: p.Closed, used: make([]bool, n), path: make([]int, n), maxNodes: maxNodes}
	jumps := [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
	for v := range n {
		x, y := v%w, v/w
		for _, j := range jumps {
			if x+j[0] >= 0 && x+j[0] < w && y+j[1] >= 0 && y+j[1] < h {
				z.moves[v] = append(z.moves[v], (y+j[1])*w+x+j[0])
			}
		}
	}
	for v := range n {
		d := make([]int, n)
		for i := range d {
			d[i] = n + 1
		}
		d[v] = 0
		q := []int{v}
		for len(q) > 0 {
			u := q[0]
			q = q[1:]
			for _, x := range z.moves[u] {
				if d[x] > n {
					d[x] = d[u] + 1
					q = append(q, x)
				}
			}
		}
		z.dist[v] = d
	}
	for t := range z.at {
		z.at[t] = -1
	}
	for _, c := range p.Clues {
		v := int(c.Square.Y-1)*w + int(c.Square.X-1)
		z.at[c.Number-p.First] = v
		z.isClue[v] = true
	}
	return z
}

// run counts the solutions; ok is false when it stopped at maxNodes.
func (z *naive) run() (int, bool) {
	for v := range z.n {
		if z.at[0] >= 0 && z.at[0] != v || z.at[0] < 0 && z.isClue[v] {
			continue
		}
		z.used[v] = true
		z.path[0] = v
		z.step(1)
		z.used[v] = false
	}
	return z.count, z.nodes <= z.maxNodes
}

func (z *naive) step(t int) {
	z.nodes++
	if z.nodes > z.maxNodes {
		return
	}
	cur := z.path[t-1]
	if t == z.n {
		if z.closed && !slices.Contains(z.moves[cur], z.path[0]) {
			return
		}
		if z.count == 0 {
			z.first = slices.Clone(z.path)
		}
		z.count++
		return
	}
	next := -1
	for u := t; u < z.n; u++ {
		if z.at[u] >= 0 {
			next = u
			break
		}
	}
	for _, v := range z.moves[cur] {
		if z.used[v] || (z.at[t] >= 0 && v != z.at[t]) || (z.at[t] < 0 && z.isClue[v]) {
			continue
		}
		if next >= 0 && z.dist[v][z.at[next]] > next-t {
			continue
		}
		z.used[v] = true
		z.path[t] = v
		z.step(t + 1)
		z.used[v] = false
	}
}

func (z *naive) solution() board.Path {
	p := make(board.Path, z.n)
	for i, v := range z.first {
		p[i] = board.Square{X: int32(v%z.w + 1), Y: int32(v/z.w + 1)}
	}
	return p
}

// randomPuzzle draws clues from a tour of the board (so that most have a
// solution), then with probability 1/3 moves one clue to another square
// or gives it another number: the mutation most often leaves none.
func randomPuzzle(t *testing.T, rng *rand.Rand, b board.Board, closed bool, tour board.Path) puzzlecert.Puzzle {
	t.Helper()
	n := b.Size()
	p := puzzlecert.Puzzle{Board: b, Closed: closed, First: 1 - rng.IntN(2)}
	k := 2 + rng.IntN(n/2)
	for _, i := range rng.Perm(n)[:k] {
		p.Clues = append(p.Clues, puzzlecert.Clue{Square: tour[i], Number: p.First + i})
	}
	if rng.IntN(3) == 0 {
		i := rng.IntN(k)
		if rng.IntN(2) == 0 {
			p.Clues[i].Square = b.Square(rng.IntN(n))
		} else {
			p.Clues[i].Number = p.First + rng.IntN(n)
		}
	}
	p.SortClues()
	return p
}

// tourOf draws a tour for the random puzzles (any source will do: the
// oracle is the counter) and checks it with verify.
func tourOf(t *testing.T, b board.Board, closed bool) board.Path {
	t.Helper()
	tour, err := randomTour(context.Background(), b, closed, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if err := verify.Tour(board.Problem{Board: b, Closed: closed}, tour); err != nil {
		t.Fatal(err)
	}
	return tour
}

// TestAgainstNaiveCounter: on random clue sets (with mutations) of
// boards up to 6x6 and 3x10, Solve's word agrees with the naive count (0
// none, 1 unique, 2 or more several), every solution and certificate it
// gives passes verify, Count equals the naive count, and the deductions'
// domains keep the solution of a unique puzzle. Oracle: the naive
// counter above.
func TestAgainstNaiveCounter(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
		cases  int
	}{
		{"3x4", false, 30}, {"4x5", false, 30}, {"5x5", false, 30}, {"3x10", false, 20},
		{"5x6", true, 30}, {"6x6", false, 20}, {"6x6", true, 20}, {"3x10", true, 10},
	}
	if testing.Short() {
		for i := range boards {
			boards[i].cases = 6
		}
	}
	kinds := map[string]int{}
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 7))
		for i := range bc.cases {
			p := randomPuzzle(t, rng, b, bc.closed, tour)
			if p.Check() != nil {
				continue // a mutation put two clues on one square or number
			}
			name := fmt.Sprintf("%s closed=%v #%d", bc.b, bc.closed, i)
			z := newNaive(p, 5_000_000)
			want, ok := z.run()
			if !ok {
				t.Logf("%s: the naive counter gave up; skipped", name)
				continue
			}
			a, err := Solve(context.Background(), SolveRequest{Puzzle: p, Count: true})
			if err != nil {
				t.Fatalf("%s: Solve: %v", name, err)
			}
			wantStatus := puzzlecert.Several
			switch want {
			case 0:
				wantStatus = puzzlecert.NoSolution
			case 1:
				wantStatus = puzzlecert.Unique
			}
			if a.Status != wantStatus {
				t.Errorf("%s: Solve(%s) = %v, want %v (naive count %d)", name, Format(p), a.Status, wantStatus, want)
				continue
			}
			kinds[a.Status.String()]++
			if !a.CountExact || a.Count != int64(want) {
				t.Errorf("%s: Count = %d (exact %v), want %d", name, a.Count, a.CountExact, want)
			}
			if _, err := verify.Puzzle(a); err != nil {
				t.Errorf("%s: verify.Puzzle(%v answer) = %v", name, a.Status, err)
			}
			if a.Certificate != nil {
				kinds["certificate "+a.Certificate.Kind()]++
			}
			if want == 1 {
				if !slices.Equal(a.Solutions[0], z.solution()) {
					t.Errorf("%s: the solution differs from the naive counter's", name)
				}
				dom, ok := deducedSteps(p)
				if !ok {
					t.Errorf("%s: the deductions refute a puzzle with a solution", name)
					continue
				}
				for step, s := range a.Solutions[0] {
					if !slices.Contains(dom[b.Index(s)], step) {
						t.Errorf("%s: the deductions rule out %v at step %d, where the solution has it", name, s, step)
					}
				}
			}
		}
	}
	t.Logf("answers and certificates seen: %v", kinds)
	for _, k := range []string{"unique", "several", "none"} {
		if kinds[k] == 0 {
			t.Errorf("no %s answer among the cases: the test lost its reach", k)
		}
	}
}

// TestPublishedCounts: OEIS A165134 (5x5 has 1,728 directed open tours,
// 304 from each corner); a light square of 5x5 starts none (the colour
// count); A001230 (6x6 has 9,862 undirected closed tours, so 19,724
// numberings with 1 on a given square).
func TestPublishedCounts(t *testing.T) {
	sq := board.MustParseSquare
	tests := []struct {
		name   string
		p      puzzlecert.Puzzle
		status puzzlecert.Status
		count  int64
	}{
		{"5x5 corner", puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1, Clues: []puzzlecert.Clue{{Square: sq("a1"), Number: 1}}}, puzzlecert.Several, 304},
		{"5x5 light", puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1, Clues: []puzzlecert.Clue{{Square: sq("b1"), Number: 1}}}, puzzlecert.NoSolution, 0},
		{"6x6 closed", puzzlecert.Puzzle{Board: board.MustParse("6x6"), Closed: true, First: 1, Clues: []puzzlecert.Clue{{Square: sq("c3"), Number: 1}}}, puzzlecert.Several, 19724},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := Solve(context.Background(), SolveRequest{Puzzle: tc.p, Count: true})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != tc.status || a.Count != tc.count || !a.CountExact {
				t.Errorf("Solve = %v, count %d (exact %v), want %v, count %d", a.Status, a.Count, a.CountExact, tc.status, tc.count)
			}
			if tc.status == puzzlecert.NoSolution && (a.Certificate == nil || a.Certificate.Kind() != "colour-count") {
				t.Errorf("none without the colour certificate: %+v", a.Certificate)
			}
			// verify re-counts within its budget: 6x6's 19,724 closed
			// tours are past it, and the count is refused as unchecked.
			_, err = verify.Puzzle(a)
			if tc.count > 10_000 && !errors.Is(err, verify.ErrTooLarge) || tc.count <= 10_000 && err != nil {
				t.Errorf("verify.Puzzle = %v", err)
			}
		})
	}
}

// deducedSteps runs the deductions and returns, for each square by
// index, the steps it may still take, ascending; false when they find no
// solution, and for a shaped puzzle, which they do not take.
func deducedSteps(p puzzlecert.Puzzle) ([][]int, bool) {
	if !p.Plain() {
		return nil, false
	}
	d := newDeducer(p, newGraph(p.Board))
	if !d.run() {
		return nil, false
	}
	out := make([][]int, d.n)
	for t, c := range d.cand {
		for v := range c.All() {
			out[v] = append(out[v], t)
		}
	}
	return out, true
}
