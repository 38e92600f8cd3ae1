package encode

import (
	"context"
	"os"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// hamiltonian is the oracle for the formulas on shapes: plain depth-first
// search over the orders of the cells, sharing no code with the package,
// with moves told by the leaps' distances. It reports whether a path
// covers every cell, starting on start and ending on end when they are
// >= 0, returning to its first cell when closed.
func hamiltonian(cells []board.Square, leaps [][2]int, start, end int, closed bool) bool {
	move := func(a, b board.Square) bool {
		dx, dy := int(a.X-b.X), int(a.Y-b.Y)
		dx, dy = max(dx, -dx), max(dy, -dy)
		for _, l := range leaps {
			if dx == l[0] && dy == l[1] || dx == l[1] && dy == l[0] {
				return true
			}
		}
		return false
	}
	n := len(cells)
	used := make([]bool, n)
	var dfs func(first, v, depth int) bool
	dfs = func(first, v, depth int) bool {
		if depth == n {
			return (end < 0 || v == end) && (!closed || n > 2 && move(cells[v], cells[first]))
		}
		for w := range n {
			if !used[w] && move(cells[v], cells[w]) {
				used[w] = true
				if dfs(first, w, depth+1) {
					return true
				}
				used[w] = false
			}
		}
		return false
	}
	for s := range n {
		if start >= 0 && s != start {
			continue
		}
		clear(used)
		used[s] = true
		if dfs(s, s, 1) {
			return true
		}
	}
	return false
}

// TestSolveShapes solves tour problems on masks of small frames for
// several leapers with every encoding, free and from a start, open,
// closed and with an end, and compares with hamiltonian; every tour
// found passes verify.Tour. Masks are sampled in the default run; all of
// them with KNIGHT_EXHAUSTIVE=1.
func TestSolveShapes(t *testing.T) {
	step := 5
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		step = 1
	}
	pieces := []struct {
		name  string
		leaps [][2]int
	}{
		{"knight", [][2]int{{1, 2}}},
		{"camel", [][2]int{{1, 3}}},
		{"zebra", [][2]int{{2, 3}}},
		{"(0,1)", [][2]int{{0, 1}}},
		{"(1,1)+(0,2)", [][2]int{{1, 1}, {0, 2}}},
	}
	ctx := context.Background()
	count := 0
	for _, fs := range []string{"3x3", "4x3", "2x5"} {
		b := board.MustParse(fs)
		for _, pc := range pieces {
			piece := board.MustParsePiece(pc.name)
			for mask := 0; mask < 1<<b.Size(); mask += step {
				holes := board.NewSet(b.Size())
				var cells []board.Square
				for i := range b.Size() {
					if mask&(1<<i) != 0 {
						holes.Add(i)
					} else {
						cells = append(cells, b.Square(i))
					}
				}
				if len(cells) == 0 {
					continue
				}
				for ki, kind := range []string{"free", "closed", "start", "end"} {
					q := board.Problem{Board: b, Holes: holes, Piece: piece, Closed: kind == "closed"}
					start, end := -1, -1
					switch kind {
					case "start":
						start = mask % len(cells)
						q.Prefix = board.Path{cells[start]}
					case "end":
						if len(cells) < 2 {
							continue
						}
						start, end = 0, len(cells)-1
						q.Prefix, q.End = board.Path{cells[start]}, cells[end]
					}
					want := hamiltonian(cells, pc.leaps, start, end, q.Closed)
					enc := Encodings()[(mask+ki)%len(Encodings())]
					r, err := Solve(ctx, q, Options{Encoding: enc})
					if err != nil {
						t.Fatalf("Solve(%v, %v): %v", q, enc, err)
					}
					count++
					if got := r.Status == board.Found; got != want || r.Status == board.Unknown {
						t.Fatalf("Solve(%v, %v) = %v, want tour %v (naive search)", q, enc, r.Status, want)
					}
					if r.Status == board.Found {
						if err := verify.Tour(q, r.Tour); err != nil {
							t.Fatalf("Solve(%v, %v) tour %v: %v", q, enc, r.Tour, err)
						}
					}
				}
			}
		}
	}
	t.Logf("%d problems", count)
}
