package prove

import (
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/verify"
)

// naiveHamilton is the oracle of the shape tests: depth-first search over
// the orders of the cells, sharing no code with knight, moves told by the
// leaps' distances, at most budget nodes. It reports whether a path
// covers every cell (from start when start >= 0, returning to its first
// cell when closed: a cycle of three cells or more), and false for ok
// when the budget ran out.
func naiveHamilton(cells []board.Square, leaps [][2]int, start int, closed bool, budget int) (found, ok bool) {
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
	nodes := 0
	var dfs func(first, v, depth int) bool
	dfs = func(first, v, depth int) bool {
		nodes++
		if nodes > budget {
			return false
		}
		if depth == n {
			return !closed || n > 2 && move(cells[v], cells[first])
		}
		// Fewest onward moves first (Warnsdorff), so that a tour, when
		// there is one, comes early.
		var next []int
		onward := make(map[int]int)
		for w := range n {
			if !used[w] && move(cells[v], cells[w]) {
				next = append(next, w)
				for u := range n {
					if !used[u] && u != w && move(cells[w], cells[u]) {
						onward[w]++
					}
				}
			}
		}
		slices.SortStableFunc(next, func(a, b int) int { return onward[a] - onward[b] })
		for _, w := range next {
			used[w] = true
			if dfs(first, w, depth+1) {
				return true
			}
			used[w] = false
		}
		return false
	}
	for s := range n {
		if start >= 0 && s != start || closed && s > 0 {
			continue
		}
		clear(used)
		used[s] = true
		if dfs(s, s, 1) {
			return true, true
		}
	}
	return false, nodes <= budget
}

// shapeProblems is every mask of the frames given (sampled by step) for
// each leaper, with its cells.
type shapeCase struct {
	q     board.Problem
	cells []board.Square
	leaps [][2]int
}

func masks(frames []string, step int, pieces map[string][][2]int, each func(shapeCase)) {
	for _, fs := range frames {
		b := board.MustParse(fs)
		for name, leaps := range pieces {
			piece := board.MustParsePiece(name)
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
				each(shapeCase{board.Problem{Board: b, Holes: holes, Piece: piece}, cells, leaps})
			}
		}
	}
}

// TestTourShapesOracle asks Tour about masks of small frames for several
// leapers (open and closed, free and from a start) and compares each
// answer with naiveHamilton: a tour exactly when the oracle finds one,
// every tour passing verify.Tour, every "none" labelled by what it rests
// on. The default run samples the masks of frames up to 16 squares;
// KNIGHT_EXHAUSTIVE=1 takes every mask up to 20.
func TestTourShapesOracle(t *testing.T) {
	frames, step := []string{"3x3", "4x3", "2x6", "4x4"}, 37
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		frames, step = []string{"3x3", "4x3", "2x6", "4x4", "5x4", "4x5"}, 1
	}
	pieces := map[string][][2]int{
		"knight":      {{1, 2}},
		"camel":       {{1, 3}},
		"zebra":       {{2, 3}},
		"giraffe":     {{1, 4}},
		"(1,1)+(0,2)": {{1, 1}, {0, 2}},
	}
	ctx := context.Background()
	count := 0
	masks(frames, step, pieces, func(c shapeCase) {
		for k, closed := range []bool{false, true} {
			q := c.q
			q.Closed = closed
			start := -1
			if (count+k)%2 == 1 {
				start = count % len(c.cells)
				q.Prefix = board.Path{c.cells[start]}
			}
			count++
			want, ok := naiveHamilton(c.cells, c.leaps, start, closed, 1<<22)
			if !ok {
				t.Fatalf("the oracle's budget ran out on %v", q)
			}
			a, err := Tour(ctx, q, Options{})
			if err != nil {
				t.Fatalf("Tour(%v): %v", q, err)
			}
			checkShapeAnswer(t, q, a, want)
		}
	})
	t.Logf("%d problems", count)
}

// colourUneven is the colour argument, a theorem: a knight's move
// changes colour, so a tour's squares alternate and an open tour has at
// most one more of one colour, a closed tour as many of each.
func colourUneven(cells []board.Square, closed bool) bool {
	d := 0
	for _, s := range cells {
		if (s.X+s.Y)%2 == 0 {
			d++
		} else {
			d--
		}
	}
	return d > 1 || d < -1 || closed && d != 0
}

func checkShapeAnswer(t *testing.T, q board.Problem, a Answer, want bool) {
	t.Helper()
	switch {
	case a.Status == board.Found && !want, a.Status == board.None && want:
		t.Fatalf("Tour(%v) = %v, want tour %v (naive search)", q, a.Status, want)
	case a.Status == board.Found:
		if err := verify.Tour(q, a.Tour); err != nil {
			t.Fatalf("Tour(%v) tour %v: %v", q, a.Tour, err)
		}
	case a.Status == board.None && a.Certificate == nil && a.Method != evidence.SAT && a.Method != evidence.Exhaustive:
		t.Fatalf("Tour(%v) = none by %v with no certificate", q, a.Method)
	}
}

// TestTourHoley8x8 asks Tour about 8x8 boards with up to 8 random holes
// (seeded), from a1's first cell, and compares with naiveHamilton where its
// budget decides; an undecided oracle only asks that a tour found pass
// verify.Tour.
func TestTourHoley8x8(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 8))
	b := board.MustParse("8x8")
	trials := 24
	if testing.Short() {
		trials = 10
	}
	decided := 0
	for i := range trials {
		holes := board.NewSet(b.Size())
		for range 1 + rng.IntN(8) {
			holes.Add(rng.IntN(b.Size()))
		}
		sh := board.Shape{Board: b, Holes: holes}
		var cells []board.Square
		for j := range b.Size() {
			if !sh.IsHole(j) {
				cells = append(cells, b.Square(j))
			}
		}
		q := board.Problem{Board: b, Holes: holes, Closed: i%3 == 2, Prefix: board.Path{cells[0]}}
		want, ok := false, true
		if !colourUneven(cells, q.Closed) {
			want, ok = naiveHamilton(cells, [][2]int{{1, 2}}, 0, q.Closed, 1<<16)
		}
		a, err := Tour(context.Background(), q, Options{})
		if err != nil {
			t.Fatalf("Tour(%v): %v", q, err)
		}
		if !ok {
			want = a.Status == board.Found // the oracle is undecided: only the tour is checked
		} else {
			decided++
		}
		checkShapeAnswer(t, q, a, want)
	}
	t.Logf("%d of %d decided by the oracle", decided, trials)
}
