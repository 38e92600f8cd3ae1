package puzzle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// splitCases draws random clue sets (mutated clues of a tour, as
// randomPuzzle makes them) until it has want puzzles that the naive
// counter (the oracle, sharing no code with the package) finds without
// a solution and that no single certificate explains.
func splitCases(t *testing.T, b board.Board, closed bool, seed uint64, want int) []puzzlecert.Puzzle {
	t.Helper()
	tour := tourOf(t, b, closed)
	rng := rand.New(rand.NewPCG(uint64(b.Size()), seed))
	var out []puzzlecert.Puzzle
	for range 400 {
		p := randomPuzzle(t, rng, b, closed, tour)
		if p.Check() != nil {
			continue
		}
		if _, ok := certify(p); ok {
			continue
		}
		// SAT picks the candidates; the naive counter confirms them.
		if s, _, err := exists(context.Background(), p, 0); err != nil || s != board.None {
			continue
		}
		if n, done := newNaive(p, 2_000_000).run(); !done || n != 0 {
			continue
		}
		out = append(out, p)
		if len(out) == want {
			break
		}
	}
	return out
}

// walkSplit calls f for every node of a split's tree with the puzzle it
// is about and its depth.
func walkSplit(p puzzlecert.Puzzle, c puzzlecert.Certificate, depth int, f func(puzzlecert.Puzzle, puzzlecert.Certificate, int)) {
	f(p, c, depth)
	if s, ok := c.(puzzlecert.Split); ok {
		for _, b := range s.Branches {
			walkSplit(p.WithClue(puzzlecert.Clue{Square: b.Square, Number: s.Number}), b.Certificate, depth+1, f)
		}
	}
}

// isSplit reports whether c is a split.
func isSplit(c puzzlecert.Certificate) bool {
	_, ok := c.(puzzlecert.Split)
	return ok
}

// TestSplit: puzzles with no solution that no single certificate
// explains get a case split (or, at its root, a deduction) that verify
// accepts; every puzzle of the
// tree has no solution by the naive counter (the oracle), every leaf is
// a certificate of the other kinds that verify accepts on its own, the
// split survives its JSON, and Solve answers none with it (a proof: no
// second opinion needed). Mutated splits are refused: a branch dropped,
// the branches out of order, a square that cannot take the number, a
// split on a clue's number, a leaf moved to a branch where it does not
// hold, a deduction in place of a split (made because the deductions do
// not close its puzzle), and the proof offered for the puzzle with a
// clue removed, which the naive counter finds a solution for.
func TestSplit(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"4x5", false}, {"3x10", false}, {"5x6", true}, {"6x6", true}}
	total := 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		for i, p := range splitCases(t, b, bc.closed, 99, 2) {
			name := fmt.Sprintf("%s closed=%v #%d", bc.b, bc.closed, i)
			c, ok := split(context.Background(), p, DefaultSplitNodes)
			if !ok {
				t.Logf("%s: no split within %d nodes:\n%s", name, DefaultSplitNodes, Format(p))
				continue
			}
			total++
			if err := verify.PuzzleCertificate(p, c); err != nil {
				t.Fatalf("%s: verify.PuzzleCertificate(split) = %v", name, err)
			}
			leaves := 0
			walkSplit(p, c, 0, func(q puzzlecert.Puzzle, x puzzlecert.Certificate, depth int) {
				if !isSplit(x) {
					leaves++
				}
				if depth > 2 {
					return // the counter's time: the top of the tree suffices
				}
				if n, done := newNaive(q, 2_000_000).run(); !done || n != 0 {
					t.Errorf("%s: a node of the split has %d solutions by the naive counter (finished %v)", name, n, done)
				}
			})
			checked := 0
			walkSplit(p, c, 0, func(q puzzlecert.Puzzle, x puzzlecert.Certificate, _ int) {
				if !isSplit(x) {
					if err := verify.PuzzleCertificate(q, x); err != nil {
						t.Errorf("%s: leaf %v: %v", name, x.Kind(), err)
					}
					checked++
				}
			})
			if checked != leaves || leaves == 0 {
				t.Errorf("%s: %d leaves re-checked of %d", name, checked, leaves)
			}
			t.Logf("%s: a split of %d certificates, %d leaves", name, puzzlecert.Nodes(c), leaves)
			a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != puzzlecert.NoSolution || a.Certificate == nil || a.Certificate.Kind() != c.Kind() || a.Method != evidence.Parity {
				t.Errorf("%s: Solve = %v by %v with %+v, want none by a %v", name, a.Status, a.Method, a.Certificate, c.Kind())
			}
			var buf bytes.Buffer
			if err := a.WriteJSON(&buf); err != nil {
				t.Fatal(err)
			}
			back, err := puzzlecert.ParseAnswer(buf.Bytes(), evidence.DefaultLimits)
			if err != nil {
				t.Fatalf("%s: the answer does not read back: %v", name, err)
			}
			var again bytes.Buffer
			back.MS = a.MS
			if err := back.WriteJSON(&again); err != nil || !bytes.Equal(again.Bytes(), buf.Bytes()) {
				t.Errorf("%s: the answer read back writes differently (%v):\n%s\n%s", name, err, buf.Bytes(), again.Bytes())
			}
			if pc, err := verify.Puzzle(back); err != nil || pc.SecondOpinion {
				t.Errorf("verify.Puzzle(read back) = %+v, %v; want checked, no second opinion", pc, err)
			}
			mutations(t, name, p, c)
		}
	}
	if total < 2*len(boards) {
		t.Errorf("%d splits built, want at least %d: the test lost its reach", total, len(boards))
	}
}

// mutations checks that verify refuses each mutation of c, a split that
// proves p has no solution.
func mutations(t *testing.T, name string, p puzzlecert.Puzzle, c puzzlecert.Certificate) {
	t.Helper()
	refuse := func(why string, q puzzlecert.Puzzle, m puzzlecert.Certificate) {
		t.Helper()
		if err := verify.PuzzleCertificate(q, m); err == nil {
			t.Errorf("%s: verify accepts the split with %s", name, why)
		}
	}
	for i := range p.Clues {
		q := p
		q.Clues = slices.Delete(slices.Clone(p.Clues), i, i+1)
		if n, done := newNaive(q, 2_000_000).run(); done && n > 0 {
			refuse(fmt.Sprintf("clue %d removed, which leaves %d solutions", p.Clues[i].Number, n), q, c)
		}
	}
	sc, ok := c.(puzzlecert.Split)
	if !ok {
		return
	}
	clone := func() puzzlecert.Split {
		m := sc
		m.Branches = slices.Clone(sc.Branches)
		return m
	}
	if len(sc.Branches) > 0 {
		m := clone()
		m.Branches = m.Branches[:len(m.Branches)-1]
		refuse("its last branch dropped", p, m)
		m = clone()
		m.Branches[0].Square = p.Clues[0].Square
		refuse("a clue's square as a branch", p, m)
	}
	if len(sc.Branches) > 1 {
		m := clone()
		m.Branches[0], m.Branches[1] = m.Branches[1], m.Branches[0]
		refuse("two branches swapped", p, m)
	}
	m := clone()
	m.Number = p.Clues[0].Number
	refuse("a clue's number to split on", p, m)
	if p.Board.Size() <= maxDeduceSquares {
		// The split was made because the deductions do not close p, so
		// a deduction in its place is a leaf that does not certify.
		refuse("a deduction in place of the split", p, puzzlecert.Deduced{})
		for i, b := range sc.Branches {
			if isSplit(b.Certificate) {
				m := clone()
				m.Branches[i].Certificate = puzzlecert.Deduced{}
				refuse(fmt.Sprintf("a deduction in place of branch %d's split", i+1), p, m)
				break
			}
		}
	}
	if len(sc.Branches) > 0 {
		// A leaf that does not certify: a branch's certificate moved to
		// a branch it is not about, where verify must find it false.
		for i, b := range sc.Branches {
			for j, other := range sc.Branches {
				if i == j || isSplit(b.Certificate) {
					continue
				}
				q := p.WithClue(puzzlecert.Clue{Square: other.Square, Number: sc.Number})
				if verify.PuzzleCertificate(q, b.Certificate) == nil {
					continue // it holds there too: no mutation
				}
				m := clone()
				m.Branches[j].Certificate = b.Certificate
				refuse(fmt.Sprintf("branch %d's certificate on branch %d", i+1, j+1), p, m)
				return
			}
		}
	}
}

// TestSplitRefusesHostile: a split nested past the depth limit, or
// listing more branches than the rule gives, is refused without a panic.
func TestSplitRefusesHostile(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("a1"), Number: 1}}}
	var deep puzzlecert.Certificate
	for range evidence.DefaultLimits.MaxDepth + 2 {
		deep = puzzlecert.Split{Number: 2, Branches: []puzzlecert.Branch{{Square: board.MustParseSquare("b3"), Certificate: deep}}}
	}
	if err := verify.PuzzleCertificate(p, deep); err == nil {
		t.Error("verify accepts a split nested past the limit")
	}
	wide := puzzlecert.Split{Number: 2}
	for range 1000 {
		wide.Branches = append(wide.Branches, puzzlecert.Branch{Square: board.MustParseSquare("b3")})
	}
	if err := verify.PuzzleCertificate(p, wide); !errors.Is(err, verify.ErrBadSquares) {
		t.Errorf("verify.PuzzleCertificate(1000 branches) = %v, want ErrBadSquares", err)
	}
}
