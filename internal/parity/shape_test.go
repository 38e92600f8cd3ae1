package parity_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// TestCamelEveryBoard: the camel (1,3) keeps its colour at every move, so
// no board of two squares or more (which has squares of both colours)
// has a camel's tour (Beluhov, Leaper Tours, 2022; the colour argument).
// parity.Check answers every board from 2x2 to 30x30 with one one-colour
// certificate, which verify accepts.
func TestCamelEveryBoard(t *testing.T) {
	camel := board.MustParsePiece("camel")
	for w := int32(2); w <= 30; w++ {
		for h := int32(2); h <= 30; h++ {
			q := board.Problem{Board: board.Board{W: w, H: h}, Piece: camel}
			c, ok := parity.Check(q)
			require.True(t, ok, "parity.Check(%v) found no certificate", q)
			require.IsType(t, evidence.OneColour{}, c, "parity.Check(%v)", q)
			require.Equal(t, 1, evidence.Nodes(c), "parity.Check(%v) is one certificate", q)
			require.NoError(t, verify.Certificate(q, c), "verify.Certificate(%v, %+v)", q, c)
		}
	}
}

// TestKnuthLeaperConnectivity: Knuth (Leaper graphs, Mathematical Gazette
// 78, 1994): the {r,s}-leaper graph on m x n (2 <= m <= n, r < s) is
// connected iff gcd(r+s, r-s) = 1, n >= 2s and m >= r+s. For every
// 1 <= r < s <= 6 on every board up to 2s+r+s+2 a side, a connectivity
// check written here (breadth-first search over the leaps) agrees with
// the theorem, and on every disconnected board parity.Check gives a
// certificate verify accepts: a disconnection naming two squares of
// different pieces, or for r+s even (a piece that keeps its colour, so
// the colours are apart) the one-colour count. Any certificate it gives
// on a connected board is accepted too.
func TestKnuthLeaperConnectivity(t *testing.T) {
	boards, apart := 0, 0
	for s := 2; s <= 6; s++ {
		for r := 1; r < s; r++ {
			piece, err := board.NewPiece(board.Leap{A: int32(r), B: int32(s)})
			require.NoError(t, err)
			most := 2*s + r + s + 2
			for m := 2; m <= most; m++ {
				for n := m; n <= most; n++ {
					boards++
					connected := leaperConnected(m, n, r, s)
					knuth := gcd(r+s, s-r) == 1 && n >= 2*s && m >= r+s
					require.Equal(t, knuth, connected, "(%d,%d)-leaper on %dx%d: the search and Knuth's rule disagree", r, s, m, n)
					q := board.Problem{Board: board.Board{W: int32(n), H: int32(m)}, Piece: piece}
					c, ok := parity.Check(q)
					if connected {
						if ok {
							require.NoError(t, verify.Certificate(q, c), "verify.Certificate(%v, %s)", q, showCert(c))
						}
						continue
					}
					apart++
					require.True(t, ok, "parity.Check(%v): no certificate on a disconnected board", q)
					switch c.(type) {
					case evidence.Disconnected:
					case evidence.OneColour:
						require.Equal(t, 0, (r+s)%2, "one-colour for %v", piece)
					default:
						t.Fatalf("parity.Check(%v) = %s, want a disconnection", q, showCert(c))
					}
					require.NoError(t, verify.Certificate(q, c), "verify.Certificate(%v, %s)", q, showCert(c))
				}
			}
		}
	}
	t.Logf("%d boards, %d disconnected, each certified", boards, apart)
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// leaperConnected is breadth-first search from the first square over the
// (r,s)-leaper's moves on m x n.
func leaperConnected(m, n, r, s int) bool {
	seen := make([]bool, m*n)
	seen[0] = true
	queue := []int{0}
	for h := 0; h < len(queue); h++ {
		x, y := queue[h]%n, queue[h]/n
		for _, d := range [][2]int{{r, s}, {s, r}, {-r, s}, {-s, r}, {r, -s}, {s, -r}, {-r, -s}, {-s, -r}} {
			nx, ny := x+d[0], y+d[1]
			if nx >= 0 && ny >= 0 && nx < n && ny < m && !seen[ny*n+nx] {
				seen[ny*n+nx] = true
				queue = append(queue, ny*n+nx)
			}
		}
	}
	return len(queue) == m*n
}

func showCert(c evidence.Certificate) string {
	data, _ := c.(interface{ MarshalJSON() ([]byte, error) }).MarshalJSON()
	return string(data)
}

// TestHoleyBoards: on 8x8 boards with random holes (fixed seed), every
// other board with 1 to 8 holes and the others with 40 to 52 (so that
// the search below can decide them), and the pieces below, every
// certificate parity.Check gives for the open tour, the closed tour and
// the tour from a random cell is accepted by verify, and a naive search
// written here (depth-first over the cells, fewest onward moves first,
// within a node budget) finds no tour of a problem parity certified. 100
// boards, 2000 with KNIGHT_EXHAUSTIVE=1.
func TestHoleyBoards(t *testing.T) {
	boards, budget := 100, 200_000
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		boards, budget = 2000, 2_000_000
	}
	pieces := []string{"knight", "zebra", "giraffe", "camel", "(2,2)+(3,0)"}
	rng := rand.New(rand.NewPCG(26, 8))
	b := board.Board{W: 8, H: 8}
	var asked, certified, searched, exhausted, undecided int
	for i := range boards {
		piece := board.MustParsePiece(pieces[i%len(pieces)])
		holes := board.NewSet(64)
		many := 1 + rng.IntN(8)
		if i%2 == 1 {
			many = 40 + rng.IntN(13)
		}
		for holes.Count() < many {
			holes.Add(rng.IntN(64))
		}
		start := rng.IntN(64)
		for holes.Has(start) {
			start = rng.IntN(64)
		}
		for _, q := range []board.Problem{
			{Board: b, Holes: holes, Piece: piece},
			{Board: b, Holes: holes, Piece: piece, Closed: true},
			{Board: b, Holes: holes, Piece: piece, Prefix: board.Path{b.Square(start)}},
		} {
			asked++
			c, ok := parity.Check(q)
			if !ok {
				continue
			}
			certified++
			require.NoError(t, verify.Certificate(q, c), "verify.Certificate(%v, %s)", q, showCert(c))
			if _, one := c.(evidence.OneColour); one {
				continue // a theorem, not a search, says the camel has no tour
			}
			searched++
			switch naiveTour(q, budget) {
			case tourFound:
				t.Errorf("parity.Check(%v) = %s, but the naive search finds a tour", q, showCert(c))
			case tourNone:
				exhausted++
			default:
				undecided++
			}
		}
	}
	t.Logf("%d problems, %d certified (each accepted); of %d searched, %d shown tourless by the search, %d beyond its budget, none with a tour", asked, certified, searched, exhausted, undecided)
	assert.Positive(t, exhausted, "the naive search decides some certified problem")
}

type searchResult int

const (
	tourUndecided searchResult = iota
	tourFound
	tourNone
)

// naiveTour looks for a tour of q by depth-first search over its own
// move table, fewest onward moves first, within budget nodes.
func naiveTour(q board.Problem, budget int) searchResult {
	b := q.Board
	w, h := int(b.W), int(b.H)
	n := w * h
	cell := make([]bool, n)
	cells := 0
	for i := range n {
		cell[i] = len(q.Holes) == 0 || !q.Holes.Has(i)
		if cell[i] {
			cells++
		}
	}
	next := make([][]int, n)
	for i := range n {
		if !cell[i] {
			continue
		}
		for _, l := range q.Piece.Leaps() {
			a, c := int(l.A), int(l.B)
			for _, d := range [][2]int{{a, c}, {c, a}, {-a, c}, {-c, a}, {a, -c}, {c, -a}, {-a, -c}, {-c, -a}} {
				x, y := i%w+d[0], i/w+d[1]
				if x >= 0 && y >= 0 && x < w && y < h && cell[y*w+x] {
					j := y*w + x
					dup := false
					for _, k := range next[i] {
						dup = dup || k == j
					}
					if !dup {
						next[i] = append(next[i], j)
					}
				}
			}
		}
	}
	seen := make([]bool, n)
	nodes := 0
	first := -1
	var walk func(cur, depth int) searchResult
	walk = func(cur, depth int) searchResult {
		nodes++
		if nodes > budget {
			return tourUndecided
		}
		if depth == cells {
			for _, m := range next[cur] {
				if !q.Closed || m == first {
					return tourFound
				}
			}
			if !q.Closed || cells == 1 && q.Closed {
				return tourFound
			}
			return tourNone
		}
		var moves []int
		for _, m := range next[cur] {
			if !seen[m] {
				moves = append(moves, m)
			}
		}
		onward := func(m int) int {
			k := 0
			for _, o := range next[m] {
				if !seen[o] {
					k++
				}
			}
			return k
		}
		for a := 1; a < len(moves); a++ {
			for z := a; z > 0 && onward(moves[z]) < onward(moves[z-1]); z-- {
				moves[z], moves[z-1] = moves[z-1], moves[z]
			}
		}
		result := tourNone
		for _, m := range moves {
			seen[m] = true
			r := walk(m, depth+1)
			seen[m] = false
			if r == tourFound {
				return r
			}
			if r == tourUndecided {
				result = tourUndecided
			}
		}
		return result
	}
	starts := []int{}
	if len(q.Prefix) > 0 {
		starts = append(starts, b.Index(q.Prefix[0]))
	} else {
		for i := range n {
			if cell[i] {
				starts = append(starts, i)
				if q.Closed {
					break // a cycle passes every cell, the first one too
				}
			}
		}
	}
	result := tourNone
	for _, s := range starts {
		first = s
		seen[s] = true
		r := walk(s, 1)
		seen[s] = false
		if r == tourFound {
			return r
		}
		if r == tourUndecided {
			result = tourUndecided
		}
	}
	return result
}
