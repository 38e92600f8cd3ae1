package prove

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
	"github.com/knightcert/knight/verify"
)

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
				holes, cells := hamilton.Mask(b, mask)
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
// answer with the plain search of internal/testsupport/hamilton (fewest
// onward moves first): a tour exactly when the oracle finds one, every
// tour passing verify.Tour, every "none" labelled by what it rests on. The default run samples the masks of frames up to 16 squares;
// KNIGHT_EXHAUSTIVE=1 takes every one of them, and samples the masks of
// 5x4 and 4x5 (up to 20 cells).
func TestTourShapesOracle(t *testing.T) {
	frames, step := []string{"3x3", "4x3", "2x6", "4x4"}, 37
	var large []string
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		step, large = 1, []string{"5x4", "4x5"}
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
	each := func(c shapeCase) {
		for k, closed := range []bool{false, true} {
			q := c.q
			q.Closed = closed
			start := -1
			if (count+k)%2 == 1 {
				start = count % len(c.cells)
				q.Prefix = board.Path{c.cells[start]}
			}
			count++
			want, ok := hamilton.Search{Cells: c.cells, Move: hamilton.Leaper(c.leaps), Closed: closed, Budget: 1 << 22, Fewest: true}.Covers(start)
			if !ok {
				t.Fatalf("the oracle's budget ran out on %v", q)
			}
			a, err := Tour(ctx, q, Options{})
			if err != nil {
				t.Fatalf("Tour(%v): %v", q, err)
			}
			checkShapeAnswer(t, q, a, want)
		}
	}
	masks(frames, step, pieces, each)
	masks(large, 97, pieces, each)
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
// (seeded), from a1's first cell, and compares with the plain search of
// internal/testsupport/hamilton where its budget decides; an undecided oracle only asks that a tour found pass
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
			want, ok = hamilton.Search{Cells: cells, Move: hamilton.Leaper([][2]int{{1, 2}}), Closed: q.Closed, Budget: 1 << 16, Fewest: true}.Covers(0)
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

// components counts the connected pieces of the leaper graph of b for
// leaps (a,b), with moves told by distance here.
func components(b board.Board, r, s int) int {
	return pieces(b, func(v board.Square) []board.Square {
		var out []board.Square
		for _, d := range [][2]int{{r, s}, {s, r}} {
			for _, sx := range []int{-1, 1} {
				for _, sy := range []int{-1, 1} {
					if w := (board.Square{X: v.X + int32(sx*d[0]), Y: v.Y + int32(sy*d[1])}); b.Contains(w) {
						out = append(out, w)
					}
				}
			}
		}
		return out
	})
}

// pieces counts the connected pieces of the graph on b's squares with the
// given neighbours, by a flood fill written here.
func pieces(b board.Board, neighbours func(board.Square) []board.Square) int {
	seen := make([]bool, b.Size())
	n := 0
	for i := range b.Size() {
		if seen[i] {
			continue
		}
		n++
		seen[i] = true
		stack := []board.Square{b.Square(i)}
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, w := range neighbours(v) {
				if !seen[b.Index(w)] {
					seen[b.Index(w)] = true
					stack = append(stack, w)
				}
			}
		}
	}
	return n
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return max(a, -a)
}

// TestKnuthConnectivity reproduces Knuth's theorem (Leaper graphs, 1994):
// the {r,s}-leaper graph on m x n, 2 <= m <= n, r < s, is connected if
// and only if gcd(r+s, r-s) = 1, n >= 2s and m >= r+s. Each board up to
// n = 2s+r+s+2 is checked by the test's own flood fill (components), and the
// piece's graph as knight builds it (board.Shape.Neighbours) must have
// the same pieces; Tour must never find a tour on a disconnected board
// (asked on those of at most 48 squares; every one with KNIGHT_EXHAUSTIVE=1).
func TestKnuthConnectivity(t *testing.T) {
	maxAsk := 48
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		maxAsk = 1 << 20
	}
	asked := 0
	for s := 2; s <= 6; s++ {
		for r := 1; r < s; r++ {
			piece, err := board.NewPiece(board.Leap{A: int32(r), B: int32(s)})
			if err != nil {
				t.Fatal(err)
			}
			for n := 2; n <= 2*s+r+s+2; n++ {
				for m := 2; m <= n; m++ {
					b := board.Board{W: int32(n), H: int32(m)}
					sh := board.Shape{Board: b, Piece: piece}
					want := gcd(r+s, r-s) == 1 && n >= 2*s && m >= r+s
					got := components(b, r, s) == 1
					if got != want {
						t.Fatalf("{%d,%d}-leaper on %v: connected %v, Knuth's theorem says %v", r, s, b, got, want)
					}
					if pieces(b, func(v board.Square) []board.Square { return sh.Neighbours(v, nil) }) != components(b, r, s) {
						t.Fatalf("{%d,%d}-leaper on %v: Shape.Neighbours's pieces differ from the test's", r, s, b)
					}
					if want || b.Size() > maxAsk {
						continue
					}
					asked++
					q := board.Problem{Board: b, Piece: piece}
					a, err := Tour(context.Background(), q, Options{})
					if err != nil {
						t.Fatalf("Tour(%v): %v", q, err)
					}
					if a.Status == board.Found {
						t.Fatalf("Tour(%v) found %v on a disconnected board", q, a.Tour)
					}
				}
			}
		}
	}
	t.Logf("%d disconnected boards asked", asked)
}

// TestLeaperTours: the zebra (2,3) and the giraffe (1,4) are free leapers
// that tour 10x10 (Beluhov, Leaper tours, 2022), so Tour must find a tour
// there, which verify.Tour accepts; the camel (1,3) keeps its colour, so no
// board with cells of both colours has a camel tour, and Tour must never
// answer one (2x2 to 8x8).
func TestLeaperTours(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"zebra", "giraffe"} {
		q := board.Problem{Board: board.MustParse("10x10"), Piece: board.MustParsePiece(name)}
		a, err := Tour(ctx, q, Options{})
		if err != nil {
			t.Fatalf("Tour(%v): %v", q, err)
		}
		if a.Status != board.Found {
			t.Fatalf("Tour(%v) = %v, want a tour (Beluhov 2022)", q, a.Status)
		}
		if err := verify.Tour(q, a.Tour); err != nil {
			t.Fatalf("Tour(%v) tour: %v", q, err)
		}
	}
	camel := board.MustParsePiece("camel")
	for w := int32(2); w <= 8; w++ {
		for h := int32(2); h <= w; h++ {
			q := board.Problem{Board: board.Board{W: w, H: h}, Piece: camel}
			a, err := Tour(ctx, q, Options{})
			if err != nil {
				t.Fatalf("Tour(%v): %v", q, err)
			}
			if a.Status == board.Found {
				t.Fatalf("Tour(%v) found %v: the camel keeps its colour", q, a.Tour)
			}
		}
	}
}

// TestLeaperToursLarge asks for zebra and giraffe tours up to 1000x1000,
// where Beluhov's theorem (2022) says they exist: the heuristic must find
// one, verified, or say undecided, never "none". Skipped under -short.
func TestLeaperToursLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large boards")
	}
	for _, c := range []struct {
		piece string
		n     int32
	}{{"zebra", 100}, {"zebra", 1000}, {"giraffe", 100}, {"giraffe", 300}} {
		q := board.Problem{Board: board.Board{W: c.n, H: c.n}, Piece: board.MustParsePiece(c.piece), Prefix: board.Path{{X: 1, Y: 1}}}
		a, err := Tour(context.Background(), q, Options{Method: evidence.Heuristic, Budget: 4 * int64(c.n) * int64(c.n)})
		if err != nil {
			t.Fatalf("Tour(%v): %v", q, err)
		}
		switch a.Status {
		case board.None:
			t.Fatalf("Tour(%v) = none, but Beluhov's theorem gives a tour", q)
		case board.Found:
			if err := verify.Tour(q, a.Tour); err != nil {
				t.Fatalf("Tour(%v) tour: %v", q, err)
			}
		}
		t.Logf("%v: %v by %s", q, a.Status, a.Algorithm)
	}
}

// BenchmarkLeaperTour is a tour of a free leaper from a1 by the
// heuristic, on boards where Warnsdorff's rule on the graph finds one.
func BenchmarkLeaperTour(b *testing.B) {
	for _, c := range []struct {
		piece string
		n     int32
	}{{"zebra", 10}, {"zebra", 100}, {"giraffe", 100}, {"zebra", 1000}} {
		b.Run(fmt.Sprintf("%s-%dx%d", c.piece, c.n, c.n), func(b *testing.B) {
			if c.n > 100 && testing.Short() {
				b.Skip("large board")
			}
			q := board.Problem{Board: board.Board{W: c.n, H: c.n}, Piece: board.MustParsePiece(c.piece), Prefix: board.Path{{X: 1, Y: 1}}}
			b.ReportAllocs()
			for b.Loop() {
				a, err := Tour(context.Background(), q, Options{Method: evidence.Heuristic})
				if err != nil || a.Status != board.Found {
					b.Fatalf("Tour(%v) = %v, %v", q, a.Status, err)
				}
			}
		})
	}
}

// TestHoleyKnightsTour runs the five test boards of the code-golf
// challenge "Holey knight's tour" (codegolf.stackexchange.com question
// 204375): an open tour from the top-left cell visiting every cell
// (. a cell, X a hole, the top row printed first), with the published
// YES or NO. Every YES must come with a tour that verify.Tour accepts,
// every NO must be a "none".
func TestHoleyKnightsTour(t *testing.T) {
	for i, c := range []struct {
		rows []string
		want bool
	}{
		{[]string{"...", ".X.", "..."}, true},
		{[]string{"...X", ".X..", "..X.", "X..."}, false},
		{[]string{".....", "X....", "..X..", ".X...", "....."}, true},
		{[]string{"..X..", "X...X", ".....", ".X...", "X..XX"}, true},
		{[]string{"......", "..X...", ".X....", "......", "......", "......"}, false},
	} {
		b := board.Board{W: int32(len(c.rows[0])), H: int32(len(c.rows))}
		holes := board.NewSet(b.Size())
		for r, row := range c.rows {
			for x, ch := range row {
				if ch == 'X' {
					holes.Add(b.Index(board.Square{X: int32(x) + 1, Y: b.H - int32(r)}))
				}
			}
		}
		q := board.Problem{Board: b, Holes: holes, Prefix: board.Path{{X: 1, Y: b.H}}}
		a, err := Tour(context.Background(), q, Options{})
		if err != nil {
			t.Fatalf("board %d: Tour(%v): %v", i+1, q, err)
		}
		switch {
		case c.want && a.Status != board.Found, !c.want && a.Status != board.None:
			t.Errorf("board %d: Tour(%v) = %v, want tour %v (the challenge's answer)", i+1, q, a.Status, c.want)
		case a.Status == board.Found:
			if err := verify.Tour(q, a.Tour); err != nil {
				t.Errorf("board %d: Tour(%v) tour: %v", i+1, q, err)
			}
		}
		t.Logf("board %d: %s", i+1, a.Explain())
	}
}
