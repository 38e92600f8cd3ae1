package verify

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// sequences is the oracle of this file: every sequence of all the squares
// of b, each a knight move from the one before, found by plain search
// sharing nothing with the checker; open[s][e] counts those from s to e,
// closed[s][e] those whose last square e is also a move from s.
func sequences(b board.Board) (open, closed [][]int64) {
	n := b.Size()
	open, closed = make([][]int64, n), make([][]int64, n)
	for i := range n {
		open[i], closed[i] = make([]int64, n), make([]int64, n)
	}
	seen := make([]bool, n)
	var walk func(s, at, depth int)
	walk = func(s, at, depth int) {
		if depth == n {
			open[s][at]++
			if board.IsKnightMove(b.Square(s), b.Square(at)) {
				closed[s][at]++
			}
			return
		}
		for t := range n {
			if !seen[t] && board.IsKnightMove(b.Square(at), b.Square(t)) {
				seen[t] = true
				walk(s, t, depth+1)
				seen[t] = false
			}
		}
	}
	for s := range n {
		seen[s] = true
		walk(s, s, 1)
		seen[s] = false
	}
	return open, closed
}

// countDoc is the document a right count of p gives: directed tours as
// sequences (from the oracle), undirected as the question's factor says.
func countDoc(p board.Problem, directedSeqs int64, factor int, directed bool) evidence.CountAnswer {
	u := big.NewInt(directedSeqs / int64(factor))
	c := new(big.Int).Set(u)
	if directed {
		c.Mul(c, big.NewInt(int64(factor)))
	}
	return evidence.CountAnswer{Problem: p, Directed: directed, Count: c, Undirected: u, Factor: factor, Method: "frontier"}
}

// TestCountSoundness: on every board up to 16 squares (20 without -short),
// every count document of every question (open and closed, the whole
// board, from each start, from each start to each end, each start's table)
// is accepted when its numbers are the oracle's, and refused with
// ErrCountMismatch when one number is off by one, the factor is wrong, or
// the count is said directed when it is undirected. Oracle: sequences,
// with the factor of a theorem: a path with no end fixed is two
// sequences, a cycle through a square is two.
func TestCountSoundness(t *testing.T) {
	limit := 20
	if testing.Short() {
		limit = 16
	}
	for w := 1; w <= limit; w++ {
		for h := 1; w*h <= limit; h++ {
			b := board.Board{W: int32(w), H: int32(h)}
			t.Run(b.String(), func(t *testing.T) { countSweep(t, b) })
		}
	}
}

func countSweep(t *testing.T, b board.Board) {
	open, closed := sequences(b)
	n := b.Size()
	var docs []evidence.CountAnswer
	var all, cycles int64
	for s := range n {
		for e := range n {
			all += open[s][e]
			if s == 0 {
				cycles += closed[s][e]
			}
		}
	}
	whole := board.Problem{Board: b}
	if n == 1 {
		docs = append(docs, countDoc(whole, 1, 1, true), countDoc(board.Problem{Board: b, Closed: true}, 0, 1, false))
	} else {
		docs = append(docs, countDoc(whole, all, 2, true), countDoc(whole, all, 2, false),
			countDoc(board.Problem{Board: b, Closed: true}, cycles, 2, false))
	}
	byStart := evidence.CountAnswer{Problem: whole, Directed: true, Method: "frontier"}
	for s := range n {
		from := board.Path{b.Square(s)}
		var fromS, closedFromS, toS int64
		for e := range n {
			fromS += open[s][e]
			toS += open[e][s]
			closedFromS += closed[s][e]
		}
		byStart.ByStart = append(byStart.ByStart, big.NewInt(fromS))
		docs = append(docs, countDoc(board.Problem{Board: b, Prefix: from}, fromS, 1, true),
			countDoc(board.Problem{Board: b, End: b.Square(s)}, toS, 1, true))
		if n > 1 {
			docs = append(docs, countDoc(board.Problem{Board: b, Prefix: from, Closed: true}, closedFromS, 2, true))
		}
		for e := range n {
			if e != s && n <= 12 {
				docs = append(docs, countDoc(board.Problem{Board: b, Prefix: from, End: b.Square(e)}, open[s][e], 1, true),
					countDoc(board.Problem{Board: b, Prefix: from, End: b.Square(e), Closed: true}, closed[s][e], 1, true))
			}
		}
	}
	for _, a := range docs {
		var ck Checker
		if _, err := ck.Count(context.Background(), a); err != nil {
			t.Fatalf("Count(%v, %v %s) = %v, want nil (the oracle's numbers)", a.Problem, a.Count, way(a.Directed), err)
		}
		for _, bad := range mutations(a) {
			var ck Checker
			if _, err := ck.Count(context.Background(), bad.doc); !errors.Is(err, ErrCountMismatch) {
				t.Fatalf("Count(%v, %s) = %v, want ErrCountMismatch: %s", a.Problem, bad.name, err, bad.name)
			}
		}
	}
	var ck Checker
	if _, err := ck.Count(context.Background(), byStart); err != nil {
		t.Fatalf("Count(%v by start) = %v, want nil", b, err)
	}
	wrong := byStart
	wrong.ByStart = append([]*big.Int(nil), byStart.ByStart...)
	wrong.ByStart[n-1] = new(big.Int).Add(wrong.ByStart[n-1], big.NewInt(1))
	if _, err := ck.Count(context.Background(), wrong); !errors.Is(err, ErrCountMismatch) {
		t.Fatalf("Count(%v by start, the last one more) = %v, want ErrCountMismatch", b, err)
	}
}

type mutation struct {
	name string
	doc  evidence.CountAnswer
}

// mutations are a's documents with one thing wrong: each must be refused.
func mutations(a evidence.CountAnswer) []mutation {
	one := big.NewInt(1)
	plus := func(x *big.Int) *big.Int { return new(big.Int).Add(x, one) }
	m := []mutation{}
	c := a
	c.Count, c.Undirected = plus(a.Count), plus(a.Undirected)
	if a.Directed && a.Factor == 2 {
		c.Count = new(big.Int).Mul(c.Undirected, big.NewInt(2))
	}
	m = append(m, mutation{"both numbers one more", c})
	c = a
	c.Count = plus(a.Count)
	m = append(m, mutation{"the count one more", c})
	c = a
	c.Factor = 3 - a.Factor
	if c.Directed {
		c.Count = new(big.Int).Mul(a.Undirected, big.NewInt(int64(c.Factor)))
	}
	m = append(m, mutation{"the other factor", c})
	if a.Factor == 2 && a.Undirected.Sign() > 0 {
		c = a
		c.Directed = !a.Directed
		m = append(m, mutation{"directed and undirected swapped", c})
	}
	return m
}

func way(directed bool) string {
	if directed {
		return "directed"
	}
	return "undirected"
}

// TestCountBeyondBudget: a count the search cannot finish within the
// budget is refused as too large, not called wrong. Oracle: A001230
// (6x6 has 9,862 closed tours), far past a budget of 10,000 steps.
func TestCountBeyondBudget(t *testing.T) {
	ck := Checker{MaxWork: 10_000}
	a := countDoc(board.Problem{Board: board.Board{W: 6, H: 6}, Closed: true}, 2*9862, 2, false)
	if _, err := ck.Count(context.Background(), a); !errors.Is(err, ErrTooLarge) || errors.Is(err, ErrCountMismatch) {
		t.Errorf("Count(6x6 closed, budget 10,000) = %v, want ErrTooLarge", err)
	}
	q := board.Problem{Board: board.Board{W: 5, H: 5}, End: board.Square{X: 1, Y: 1}, Closed: true}
	if _, err := ck.Count(context.Background(), countDoc(q, 0, 1, false)); !errors.Is(err, ErrUnsupported) {
		t.Errorf("Count(closed with an end, no start) = %v, want ErrUnsupported", err)
	}
}
