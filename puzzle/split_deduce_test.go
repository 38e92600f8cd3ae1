package puzzle

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// deducedDead is the producer's verdict on a deduction certificate for
// p: what the split's nodes check.
func deducedDead(p puzzlecert.Puzzle) bool {
	g := newGraph(p.Board)
	if short, _ := tooFewNeighbours(p, g); short {
		return true
	}
	return !newDomains(p, g).settle()
}

// TestDeductionAgrees: on random clue sets of small boards (with
// mutations, so that many have no solution), the split's deductions find
// no solution whenever the deducer of Grade does (their rules and one
// more: two steps on two squares), or the neighbour count does; verify
// accepts a deduction certificate exactly when the split would give one
// (a second method: its own copy of the rules, run another way); and
// whenever verify accepts one, the
// naive counter (the oracle) finds no solution (SAT, when the counter
// does not finish). The deductions from a
// parent's fixed point with one clue more (domains.with) agree with the
// deductions of that puzzle from scratch.
func TestDeductionAgrees(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"4x5", false}, {"5x5", false}, {"3x10", false}, {"5x6", true}, {"6x6", false}, {"6x6", true}}
	ctx := context.Background()
	dead, accepted := 0, 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 7))
		rounds := 60
		if testing.Short() {
			rounds = 20
		}
		for i := range rounds {
			p := randomPuzzle(t, rng, b, bc.closed, tour)
			if p.Check() != nil {
				continue
			}
			name := fmt.Sprintf("%v closed=%v #%d", b, bc.closed, i)
			mine := deducedDead(p)
			g := newGraph(p.Board)
			short, _ := tooFewNeighbours(p, g)
			if theirs := short || !newDeducer(p, g).run(); theirs && !mine {
				t.Errorf("%s: Grade's deducer finds no solution, the split's deductions (its rules and one more) do:\n%s", name, Format(p))
			}
			err := verify.PuzzleCertificate(p, puzzlecert.Deduced{})
			if mine != (err == nil) {
				t.Errorf("%s: the split's deductions say dead=%v, verify's copy of them %v:\n%s", name, mine, err, Format(p))
			}
			if mine {
				dead++
			}
			if err == nil {
				accepted++
				n, done := newNaive(p, 20_000_000).run()
				if !done && n == 0 {
					// Past the counter's budget, SAT is the second oracle.
					if s, _, err := exists(ctx, p, 0); err != nil || s != board.None {
						t.Errorf("%s: verify accepts a deduction, SAT says %v (%v):\n%s", name, s, err, Format(p))
					}
				} else if n > 0 {
					t.Errorf("%s: verify accepts a deduction, the naive counter finds %d solutions:\n%s", name, n, Format(p))
				}
			}
			// One clue more, from the parent's fixed point and from scratch.
			if mine {
				continue
			}
			parent := newDomains(p, g)
			parent.settle()
			free := []int{}
			for v := range b.Size() {
				if !isClueSquare(p, b.Square(v)) {
					free = append(free, v)
				}
			}
			missing := []int{}
			for t := range b.Size() {
				if !slicesContainsNumber(p, p.First+t) {
					missing = append(missing, t)
				}
			}
			if len(free) == 0 || len(missing) == 0 {
				continue
			}
			v, st := free[rng.IntN(len(free))], missing[rng.IntN(len(missing))]
			q := p.WithClue(puzzlecert.Clue{Square: b.Square(v), Number: p.First + st})
			fromParent := !parent.with(st, v).settle()
			fromScratch := deducedDead(q)
			if short, _ := tooFewNeighbours(q, g); short {
				fromParent = true
			}
			if fromParent != fromScratch {
				t.Errorf("%s: with %d on %v, from the parent's fixed point dead=%v, from scratch %v", name, p.First+st, b.Square(v), fromParent, fromScratch)
			}
		}
	}
	t.Logf("%d deductions found no solution, verify accepted %d", dead, accepted)
	if dead == 0 || accepted < dead {
		t.Errorf("the deductions found %d puzzles without a solution, verify accepted %d: the test lost its reach", dead, accepted)
	}
}

func slicesContainsNumber(p puzzlecert.Puzzle, k int) bool {
	for _, c := range p.Clues {
		if c.Number == k {
			return true
		}
	}
	return false
}

// TestSplitNeverOnSolvable: the split gives nothing for puzzles that
// have a solution by the naive counter (the oracle): random clue sets,
// every square of a tour given, and boards with no clue.
func TestSplitNeverOnSolvable(t *testing.T) {
	ctx := context.Background()
	for _, bc := range []struct {
		b      string
		closed bool
	}{{"3x4", false}, {"4x5", false}, {"5x6", true}, {"6x6", false}} {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		full := puzzlecert.Puzzle{Board: b, Closed: bc.closed, First: 1}
		for i, s := range tour {
			full.Clues = append(full.Clues, puzzlecert.Clue{Square: s, Number: 1 + i})
		}
		puzzles := []puzzlecert.Puzzle{full, {Board: b, Closed: bc.closed, First: 1}}
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 8))
		for range 20 {
			puzzles = append(puzzles, randomPuzzle(t, rng, b, bc.closed, tour))
		}
		for i, p := range puzzles {
			if p.Check() != nil {
				continue
			}
			if n, done := newNaive(p, 5_000_000).run(); n == 0 || !done {
				continue
			}
			if c, ok := split(ctx, p, 200); ok {
				t.Errorf("%v closed=%v #%d: split gives a %v of %d nodes for a puzzle with a solution:\n%s", b, bc.closed, i, c.Kind(), puzzlecert.Nodes(c), Format(p))
			}
		}
	}
}

// TestSplitWithoutClues: with no clue, no number is next to one, and the
// split branches on where the first number goes, over every square. The
// 3x8 board has no closed tour (Schwenk 1991: 3xN needs N >= 10), and
// the naive counter (the oracle) confirms it; the proof verify accepts
// has that shape.
func TestSplitWithoutClues(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("3x8"), Closed: true, First: 1}
	if n, done := newNaive(p, 50_000_000).run(); n != 0 || !done {
		t.Fatalf("the naive counter finds %d closed tours of 3x8 (finished %v), want 0", n, done)
	}
	if _, ok := certify(p); ok {
		t.Fatal("a single certificate explains it: the test lost its point")
	}
	c, ok := split(context.Background(), p, 20_000)
	if !ok {
		t.Fatal("no split within 20,000 nodes")
	}
	if err := verify.PuzzleCertificate(p, c); err != nil {
		t.Fatalf("verify.PuzzleCertificate = %v", err)
	}
	if s, ok := c.(puzzlecert.Split); !ok || s.Number != 1 || len(s.Branches) != p.Board.Size() {
		t.Errorf("the split is a %+v, want a split on 1 over the 24 squares", c)
	}
	t.Logf("%d nodes", puzzlecert.Nodes(c))
	again, _ := split(context.Background(), p, 20_000)
	if fmt.Sprint(again) != fmt.Sprint(c) {
		t.Error("the same puzzle gives another split")
	}
}

// TestExplainDeduction: the words of a deduction name what fails: the
// square a tour cannot pass through (a1, cut off by clues whose
// neighbours in number are clues too: the oracle is the rule itself,
// checked by hand), and, for a puzzle the fixed point refutes, the rules.
func TestExplainDeduction(t *testing.T) {
	sq := board.MustParseSquare
	corner := puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1, Clues: []puzzlecert.Clue{
		{Square: sq("d1"), Number: 9}, {Square: sq("c2"), Number: 10}, {Square: sq("e3"), Number: 11},
		{Square: sq("c4"), Number: 12}, {Square: sq("b3"), Number: 13}, {Square: sq("d4"), Number: 14}}}
	got := Explain(corner, puzzlecert.Deduced{})
	if want := "no solution: a1 has no clue and too few knight neighbours"; !strings.HasPrefix(got, want) {
		t.Errorf("Explain(a1 cut off) = %q, want it to start %q", got, want)
	}
	for _, p := range readNoneSet(t) {
		if !deducedDead(p) {
			continue
		}
		got := Explain(p, puzzlecert.Deduced{})
		if !strings.Contains(got, deductionRuleList) && !strings.Contains(got, "too few knight neighbours") {
			t.Errorf("Explain(deduction) = %q, want the rules or the square named", got)
		}
		if strings.Contains(got, "no contradiction") {
			t.Errorf("Explain(deduction) = %q on a puzzle the deductions refute", got)
		}
	}
}

// TestDeductionKeepsTourWide: on boards whose sets are several words
// (10x10, 12x12, 9x15, open and closed), random clues taken from a tour
// leave that tour in the deductions' fixed point, every step keeping its
// square (the oracle: the tour is a solution, checked by verify, and
// every rule removes only what no solution has); the fixed point is the
// same narrowed on stack words (narrowSmall) as on sets (narrow), a
// second method; and with one clue moved, the deductions say dead
// exactly when verify's own copy of them accepts a deduction certificate.
func TestDeductionKeepsTourWide(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"10x10", false}, {"10x10", true}, {"12x12", false}, {"12x12", true}, {"9x15", false}}
	rounds := 12
	if testing.Short() {
		rounds = 4
	}
	dead := 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 11))
		for i := range rounds {
			n := b.Size()
			p := puzzlecert.Puzzle{Board: b, Closed: bc.closed, First: 1}
			for _, j := range rng.Perm(n)[:n/5+rng.IntN(n/5)] {
				p.Clues = append(p.Clues, puzzlecert.Clue{Square: tour[j], Number: p.First + j})
			}
			p.SortClues()
			name := fmt.Sprintf("%v closed=%v #%d", b, bc.closed, i)
			g := newGraph(b)
			d := newDomains(p, g)
			if !d.settle() {
				t.Fatalf("%s: the deductions find no solution, and the tour is one:\n%s", name, Format(p))
			}
			for st, s := range tour {
				if !d.has(st, b.Index(s)) {
					t.Fatalf("%s: the deductions take %v from %d, the tour's square:\n%s", name, s, p.First+st, Format(p))
				}
			}
			plain := newDomains(p, g)
			plain.nbw = nil // narrow on sets
			if !plain.settle() || !slices.Equal(plain.cand, d.cand) {
				t.Errorf("%s: the fixed point on sets differs from the one on stack words", name)
			}
			// One clue moved to another square: often no solution.
			q := puzzlecert.Puzzle{Board: b, Closed: bc.closed, First: 1, Clues: slices.Clone(p.Clues)}
			q.Clues[rng.IntN(len(q.Clues))].Square = b.Square(rng.IntN(n))
			q.SortClues()
			if q.Check() != nil {
				continue
			}
			mine := deducedDead(q)
			if err := verify.PuzzleCertificate(q, puzzlecert.Deduced{}); mine != (err == nil) {
				t.Errorf("%s: the deductions say dead=%v, verify's copy of them %v:\n%s", name, mine, err, Format(q))
			}
			if mine {
				dead++
			}
		}
	}
	t.Logf("%d moved clues left no solution by the deductions", dead)
}

// TestDeductionsSubsumeNeighbourCount: on three squares or more, the
// deductions find no solution wherever the neighbour count does, from a
// puzzle's start and from a parent's fixed point with one number more,
// so that a branch the split looks ahead at needs no neighbour count of
// its own (closesAtOnce). Oracle: tooFewNeighbours, a count of clues and
// knight moves that shares no code with the deductions, on random clue
// sets with mutations and numbers added on random free squares, so that
// many have a square it rules out.
func TestDeductionsSubsumeNeighbourCount(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"3x4", false}, {"4x5", false}, {"5x5", false}, {"3x10", false}, {"5x6", true}, {"6x6", true}, {"9x8", false}, {"10x10", true}}
	rounds := 60
	if testing.Short() {
		rounds = 20
	}
	short, checked := 0, 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		g := newGraph(b)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 29))
		for i := range rounds {
			p := randomPuzzle(t, rng, b, bc.closed, tour)
			if p.Check() != nil {
				continue
			}
			m := newDomains(p, g)
			for depth := 0; depth < 30; depth++ {
				checked++
				few, s := tooFewNeighbours(p, g)
				dead := !m.settle()
				if few {
					short++
					if !dead {
						t.Fatalf("%v closed=%v #%d depth %d: %v has too few neighbours, the deductions (from the parent's fixed point: %v) find no contradiction:\n%s", b, bc.closed, i, depth, s, depth > 0, Format(p))
					}
					if depth == 0 && newDomains(p, g).settle() {
						t.Fatalf("%v closed=%v #%d: %v has too few neighbours, the deductions find no contradiction:\n%s", b, bc.closed, i, s, Format(p))
					}
				}
				if dead {
					break
				}
				var free, missing []int
				for v := range b.Size() {
					if !isClueSquare(p, b.Square(v)) {
						free = append(free, v)
					}
				}
				for st := range b.Size() {
					if !slicesContainsNumber(p, p.First+st) {
						missing = append(missing, st)
					}
				}
				if len(free) == 0 || len(missing) == 0 {
					break
				}
				v, st := free[rng.IntN(len(free))], missing[rng.IntN(len(missing))]
				if rng.IntN(5) > 0 {
					// The tour's number on the square: runs of numbers
					// leave squares with few usable neighbours.
					for _, c := range p.Clues {
						if c.Square == tour[st] {
							v = -1
						}
					}
					if v >= 0 {
						v = b.Index(tour[st])
					} else {
						v = free[rng.IntN(len(free))]
					}
				}
				p = p.WithClue(puzzlecert.Clue{Square: b.Square(v), Number: p.First + st})
				m = m.with(st, v)
			}
		}
	}
	t.Logf("%d puzzles, %d with a square of too few neighbours", checked, short)
	if short < 10 {
		t.Errorf("%d of %d puzzles have a square of too few neighbours: the test lost its reach", short, checked)
	}
}
