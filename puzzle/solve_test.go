package puzzle

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/verify"
)

// minimalClosed are 8x8 closed minimal puzzles that Make made from seeds
// 1 and 20 (BenchmarkSolve's set): unique, and SAT's hardest kind, where
// the checking solver is stopped in mid-search when the first solution
// comes.
var minimalClosed = [][]puzzlecert.Clue{
	clues("a3 7 g4 12 h5 16 c7 19 g1 29 d7 34 e1 47 c2 50 h4 57 d6 59 g6 62"),
	clues("c1 6 c6 31 h8 36 d6 40 e5 42 f2 50 c5 52 h2 60 d2 64"),
}

func clues(s string) []puzzlecert.Clue {
	var out []puzzlecert.Clue
	var sq string
	var n int
	for r := bytes.NewBufferString(s); ; {
		if _, err := fmt.Fscan(r, &sq, &n); err != nil {
			return out
		}
		out = append(out, puzzlecert.Clue{Square: board.MustParseSquare(sq), Number: n})
	}
}

func closed8(c []puzzlecert.Clue) puzzlecert.Puzzle {
	return puzzlecert.Puzzle{Board: board.MustParse("8x8"), Closed: true, First: 1, Clues: slices.Clone(c)}
}

// answerJSON is the answer's document without its time.
func answerJSON(t *testing.T, a puzzlecert.Answer) string {
	t.Helper()
	a.MS = 0
	var b bytes.Buffer
	if err := a.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestSolveSameAnswer solves puzzles again and again, on two processors
// and on one, and wants the same document each time (the time aside):
// the two solvers run side by side and one is stopped
// when another finds a tour, and none of that timing may show. Oracles:
// the first run's document (byte for byte), verify.Puzzle on each answer,
// and for the made puzzles Make's "unique" and, with a clue taken away,
// "several" (each clue of a minimal puzzle is needed).
func TestSolveSameAnswer(t *testing.T) {
	type tc struct {
		name string
		p    puzzlecert.Puzzle
		want puzzlecert.Status // 0: any
	}
	var cases []tc
	for i, c := range minimalClosed {
		cases = append(cases, tc{fmt.Sprintf("8x8 minimal %d", i), closed8(c), puzzlecert.Unique})
	}
	// Without e1, the first puzzle's second solution is SAT's, found by
	// the finding solver after the first was excluded.
	c := minimalClosed[0]
	cases = append(cases, tc{"8x8 minimal 0 without e1", closed8(append(slices.Clone(c[:6]), c[7:]...)), puzzlecert.Several})
	for _, bc := range []struct {
		b      string
		closed bool
	}{{"6x6", true}, {"6x6", false}} {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 11))
		for i := range 6 {
			if p := randomPuzzle(t, rng, b, bc.closed, tour); p.Check() == nil {
				cases = append(cases, tc{fmt.Sprintf("%s closed=%v #%d", bc.b, bc.closed, i), p, 0})
			}
		}
	}
	procs := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(procs)
	runs := []int{2, 1, 2, 1, 2} // GOMAXPROCS of each run
	if testing.Short() {
		runs = runs[:3]
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var want string
			for run, n := range runs {
				runtime.GOMAXPROCS(n)
				a, err := Solve(context.Background(), SolveRequest{Puzzle: c.p})
				if err != nil {
					t.Fatalf("Solve(%s) run %d: %v", Format(c.p), run, err)
				}
				if c.want != 0 && a.Status != c.want {
					t.Fatalf("Solve(%s) = %v, want %v", Format(c.p), a.Status, c.want)
				}
				if _, err := verify.Puzzle(a); err != nil {
					t.Errorf("verify.Puzzle(%v answer) = %v", a.Status, err)
				}
				got := answerJSON(t, a)
				if run == 0 {
					want = got
				} else if got != want {
					t.Fatalf("run %d (GOMAXPROCS %d) answered\n%s\nrun 0 answered\n%s", run, n, got, want)
				}
			}
		})
	}
}

// TestOpinionStoppedAnywhere hands the checking solver the first
// solution at different moments (before it starts, during its own
// solve, after it, and known from the start) and wants the same verdict
// each time. Oracles: on random 6x6 puzzles the naive counter (one
// solution: "no other"; two or more: another solution, checked); on the
// made 8x8 puzzles, unique by Make, "no other" from a solver stopped in
// mid-search, as the finding encoding's own refutation says.
func TestOpinionStoppedAnywhere(t *testing.T) {
	type tc struct {
		name  string
		p     puzzlecert.Puzzle
		count int
	}
	var cases []tc
	for i, c := range minimalClosed {
		cases = append(cases, tc{fmt.Sprintf("8x8 minimal %d", i), closed8(c), 1})
		if testing.Short() {
			break
		}
	}
	for _, bc := range []struct {
		b      string
		closed bool
	}{{"6x6", true}, {"6x6", false}, {"5x6", true}} {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 13))
		for i := range 8 {
			p := randomPuzzle(t, rng, b, bc.closed, tour)
			if p.Check() != nil {
				continue
			}
			n, ok := newNaive(p, 5_000_000).run()
			if ok && n > 0 {
				cases = append(cases, tc{fmt.Sprintf("%s closed=%v #%d", bc.b, bc.closed, i), p, n})
			}
		}
	}
	seen := map[bool]int{}
	for _, c := range cases {
		find, check, _ := roles(c.p)
		s, err := encode.NewClueSolver(context.Background(), encode.PuzzleProblem(c.p), encode.Options{Encoding: find})
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Solve(context.Background())
		if err != nil || r.Status != board.Found {
			t.Fatalf("%s: the finding solver = %v, %v, want a tour", c.name, r.Status, err)
		}
		first := r.Tour
		for _, when := range []time.Duration{-1, 0, time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond, 200 * time.Millisecond} {
			var op *opinion
			if when < 0 {
				op = startOpinion(context.Background(), c.p, check, true, first, 0)
			} else {
				op = startOpinion(context.Background(), c.p, check, true, nil, 0)
				time.Sleep(when)
			}
			checked, other, err := op.result(first)
			op.drop()
			if err != nil {
				t.Fatalf("%s, first given after %v: %v", c.name, when, err)
			}
			if c.count == 1 && (!checked || other != nil) {
				t.Errorf("%s, first given after %v: checked %v, other %v; want no other solution (count 1)", c.name, when, checked, other)
			}
			if c.count > 1 && (other == nil || Satisfies(c.p, other) != nil || slices.Equal(other, first)) {
				t.Errorf("%s, first given after %v: other %v, want a second solution (count %d)", c.name, when, other, c.count)
			}
		}
		seen[c.count > 1]++
	}
	if seen[false] == 0 || seen[true] == 0 {
		t.Errorf("cases with one solution %d, with several %d: the test lost its reach", seen[false], seen[true])
	}
}
