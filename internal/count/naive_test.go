package count

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/knightcert/knight/board"
)

// sweep reports whether the long sweeps run (KNIGHT_SWEEP=1, as in parity
// and prove).
func sweep() bool { return os.Getenv("KNIGHT_SWEEP") != "" }

// naive is the oracle of this file: a plain depth-first search over
// sequences of squares, sharing nothing with the frontier DP. ends[s][e]
// counts the open tours from s to e, closedEnds[s][e] those whose last
// square e is a knight move from s (closed tours as sequences from s).
type naive struct {
	n          int
	adj        [][]int
	ends       [][]int64
	closedEnds [][]int64
}

func enumerate(b board.Board) *naive {
	n := b.Size()
	nv := &naive{n: n, adj: make([][]int, n), ends: make([][]int64, n), closedEnds: make([][]int64, n)}
	for i := range n {
		for j := range n {
			if board.IsKnightMove(b.Square(i), b.Square(j)) {
				nv.adj[i] = append(nv.adj[i], j)
			}
		}
		nv.ends[i] = make([]int64, n)
		nv.closedEnds[i] = make([]int64, n)
	}
	seen := make([]bool, n)
	var walk func(start, at, depth int)
	walk = func(start, at, depth int) {
		if depth == n {
			nv.ends[start][at]++
			if board.IsKnightMove(b.Square(start), b.Square(at)) {
				nv.closedEnds[start][at]++
			}
			return
		}
		for _, t := range nv.adj[at] {
			if !seen[t] {
				seen[t] = true
				walk(start, t, depth+1)
				seen[t] = false
			}
		}
	}
	for s := range n {
		seen[s] = true
		walk(s, s, 1)
		seen[s] = false
	}
	return nv
}

// completions counts by plain search the tours of p: the oracle for
// prefixes.
func completions(p board.Problem) int64 {
	b := p.Board
	seen := map[board.Square]bool{}
	for _, s := range p.Prefix {
		seen[s] = true
	}
	var total int64
	var walk func(at board.Square, depth int)
	walk = func(at board.Square, depth int) {
		if depth == b.Size() {
			if p.HasEnd() && at != p.End {
				return
			}
			if p.Closed && !board.IsKnightMove(at, p.Prefix[0]) {
				return
			}
			total++
			return
		}
		for _, t := range b.Neighbours(at, nil) {
			if !seen[t] {
				seen[t] = true
				walk(t, depth+1)
				delete(seen, t)
			}
		}
	}
	walk(p.Prefix[len(p.Prefix)-1], len(p.Prefix))
	return total
}

func mustCount(t *testing.T, p board.Problem) Result {
	t.Helper()
	r, err := Tours(context.Background(), p, Options{})
	if err != nil {
		t.Fatalf("Tours(%v): %v", p, err)
	}
	if !r.Exact {
		t.Fatalf("Tours(%v): not exact: %s", p, r.Why)
	}
	return r
}

func checkDirected(t *testing.T, p board.Problem, want int64) {
	t.Helper()
	r := mustCount(t, p)
	if got := r.Directed(); got.Cmp(big.NewInt(want)) != 0 {
		t.Errorf("Tours(%v).Directed() = %v, want %d (undirected %v, factor %d)", p, got, want, r.Undirected, r.Factor)
	}
}

// smallBoards are the boards of at most maxSquares squares, both ways
// round.
func smallBoards(maxSquares int) []board.Board {
	var out []board.Board
	for w := 1; w <= maxSquares; w++ {
		for h := 1; w*h <= maxSquares; h++ {
			out = append(out, board.Board{W: int32(w), H: int32(h)})
		}
	}
	return out
}

// TestAgainstSearch: every count on every board up to 30 squares (20 in
// a -short run, 24 in a default run) equals the plain search's: open and
// closed, whole board, per start, per start and end. Oracle: naive.
func TestAgainstSearch(t *testing.T) {
	limit := 24
	if testing.Short() {
		limit = 20
	}
	if sweep() {
		limit = 30
	}
	for _, b := range smallBoards(limit) {
		t.Run(b.String(), func(t *testing.T) {
			nv := enumerate(b)
			n := nv.n
			var open, closed int64
			for s := range n {
				for e := range n {
					open += nv.ends[s][e]
					closed += nv.closedEnds[s][e]
				}
			}
			checkDirected(t, board.Problem{Board: b}, open)
			// Each cycle gives 2n sequences; directed, it counts twice.
			if closed%int64(2*n) != 0 {
				t.Fatalf("%v: %d closed sequences, not a multiple of 2n", b, closed)
			}
			if n > 1 {
				checkDirected(t, board.Problem{Board: b, Closed: true}, closed/int64(n))
			}
			for s := range n {
				from := board.Path{b.Square(s)}
				var fromS, closedFromS, toS int64
				for e := range n {
					fromS += nv.ends[s][e]
					toS += nv.ends[e][s]
					closedFromS += nv.closedEnds[s][e]
				}
				checkDirected(t, board.Problem{Board: b, Prefix: from}, fromS)
				checkDirected(t, board.Problem{Board: b, End: b.Square(s)}, toS)
				checkDirected(t, board.Problem{Board: b, Prefix: from, Closed: true}, closedFromS)
				if n > 16 && !sweep() {
					continue
				}
				for e := range n {
					checkDirected(t, board.Problem{Board: b, Prefix: from, End: b.Square(e)}, nv.ends[s][e])
					checkDirected(t, board.Problem{Board: b, Prefix: from, End: b.Square(e), Closed: true}, nv.closedEnds[s][e])
				}
			}
		})
	}
}

// TestPrefixes: tours after random prefixes, open and closed, with and
// without an end, on boards up to 25 squares. Oracle: completions.
func TestPrefixes(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 1))
	for _, b := range smallBoards(25) {
		if b.W < 3 || b.H < 3 {
			continue
		}
		for trial := range 6 {
			start := b.Square(rng.IntN(b.Size()))
			prefix := board.Path{start}
			for len(prefix) < 1+rng.IntN(5) {
				nb := b.Neighbours(prefix[len(prefix)-1], nil)
				rng.Shuffle(len(nb), func(i, j int) { nb[i], nb[j] = nb[j], nb[i] })
				var next board.Square
				for _, s := range nb {
					if !containsSquare(prefix, s) {
						next = s
						break
					}
				}
				if next == (board.Square{}) {
					break
				}
				prefix = append(prefix, next)
			}
			p := board.Problem{Board: b, Prefix: prefix, Closed: trial%2 == 1}
			if trial >= 4 {
				p.End = b.Square(rng.IntN(b.Size()))
			}
			t.Run(fmt.Sprint(p), func(t *testing.T) {
				checkDirected(t, p, completions(p))
			})
		}
	}
}

func containsSquare(p board.Path, s board.Square) bool {
	for _, t := range p {
		if t == s {
			return true
		}
	}
	return false
}
