package puzzle

import (
	"context"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// Two 6x6 open puzzles with many solutions on which the simple rules
// force nothing, found by a seeded search with Count and NextHint (a
// random tour, 6 to 13 of its numbers as clues): in the first, with 240
// solutions, every one puts 1 on f6 (the case of a published 8x8 puzzle
// with 25 numbers and 1,340 solutions, every one with 28 on a3, of which
// the hint said "no number is forced"); in the second, with 1,035, no
// number is forced. 6x6, not 8x8, so that the test's own exhaustive
// count takes milliseconds.
var (
	forcedPuzzle = "b2 5 e4 8 d6 9 b1 14 b5 16 e6 22"
	freePuzzle   = "a5 1 c6 2 f3 4 b5 18 a3 19 d2 21"
)

// TestHintForcedAmongSeveral: a puzzle with several solutions may still
// force a number, and the hint gives it; "no number is forced" only when
// it is so. The oracle is countTours, an exhaustive count written here
// that shares no code with the package: number t is forced on square v
// exactly when the puzzle with t on v as one clue more has as many
// solutions as the puzzle. Count must agree with it on the puzzle.
func TestHintForcedAmongSeveral(t *testing.T) {
	for _, tc := range []struct {
		name   string
		clues  string
		forced bool
	}{{"forced", forcedPuzzle, true}, {"free", freePuzzle, false}} {
		t.Run(tc.name, func(t *testing.T) {
			p := puzzlecert.Puzzle{Board: board.MustParse("6x6"), First: 1, Clues: clues(tc.clues)}
			total, one := countTours(p)
			if total < 2 {
				t.Fatalf("countTours = %d solutions, want several", total)
			}
			if c := Count(context.Background(), p, 0, 0); !c.Exact || c.Count != total {
				t.Fatalf("Count = %d (exact %v), countTours %d", c.Count, c.Exact, total)
			}
			h, err := NextHint(context.Background(), HintRequest{Puzzle: p})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d solutions; hint %d on %v: %s", total, h.Number, h.Square, h.Reason)
			if !tc.forced {
				// No number forced: for each missing number, fewer
				// solutions put it where one solution has it.
				clued := map[int]bool{}
				for _, c := range p.Clues {
					clued[c.Number] = true
				}
				for step, v := range one {
					if num := p.First + step; !clued[num] {
						if with, _ := countTours(withClue(p, v, num)); with == total {
							t.Fatalf("the oracle finds %d forced on %v: the puzzle no longer tests the free case", num, v)
						}
					}
				}
				if h.Number != -1 || h.Undecided {
					t.Errorf("NextHint = %d on %v (undecided %v: %s), want no number forced", h.Number, h.Square, h.Undecided, h.Reason)
				}
				return
			}
			if h.Number == -1 {
				t.Fatalf("NextHint = no hint (%s), want a forced number", h.Reason)
			}
			if with, _ := countTours(withClue(p, h.Square, h.Number)); with != total {
				t.Errorf("NextHint = %d on %v, which %d of the %d solutions do not have", h.Number, h.Square, total-with, total)
			}
		})
	}
}

func withClue(p puzzlecert.Puzzle, s board.Square, num int) puzzlecert.Puzzle {
	q := p
	q.Clues = append(slices.Clone(p.Clues), puzzlecert.Clue{Square: s, Number: num})
	q.SortClues()
	return q
}

// countTours counts the solutions of the open puzzle p (a board of at
// most 64 squares) by depth-first search from every start, pruned by the
// knight distance (breadth-first) to the next clue and by dead ends; it
// returns one solution too.
func countTours(p puzzlecert.Puzzle) (int64, []board.Square) {
	w, h := int(p.Board.W), int(p.Board.H)
	n := w * h
	sq := func(i int) board.Square { return board.Square{X: int32(i%w + 1), Y: int32(i/w + 1)} }
	at := func(s board.Square) int { return int(s.Y-1)*w + int(s.X-1) }
	moves := make([][]int, n)
	for i := range n {
		x, y := i%w, i/w
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if nx, ny := x+d[0], y+d[1]; nx >= 0 && nx < w && ny >= 0 && ny < h {
				moves[i] = append(moves[i], ny*w+nx)
			}
		}
	}
	dist := make([][]int, n)
	for i := range n {
		dist[i] = make([]int, n)
		for j := range dist[i] {
			dist[i][j] = -1
		}
		dist[i][i] = 0
		for queue := []int{i}; len(queue) > 0; queue = queue[1:] {
			for _, m := range moves[queue[0]] {
				if dist[i][m] < 0 {
					dist[i][m] = dist[i][queue[0]] + 1
					queue = append(queue, m)
				}
			}
		}
	}
	clueAt := make([]int, n) // square index at each step, -1 when none
	for i := range clueAt {
		clueAt[i] = -1
	}
	isClue := make([]bool, n)
	for _, c := range p.Clues {
		clueAt[c.Number-p.First] = at(c.Square)
		isClue[at(c.Square)] = true
	}
	next := make([]int, n+1) // first step >= t with a clue, n when none
	next[n] = n
	for t := n - 1; t >= 0; t-- {
		next[t] = next[t+1]
		if clueAt[t] >= 0 {
			next[t] = t
		}
	}
	path := make([]int, n)
	var one []board.Square
	var walk func(step, v int, visited uint64) int64
	walk = func(step, v int, visited uint64) int64 {
		if clueAt[step] >= 0 && clueAt[step] != v || clueAt[step] < 0 && isClue[v] {
			return 0
		}
		if c := next[step+1]; step+1 < n && c < n {
			d := dist[v][clueAt[c]]
			if d < 0 || d > c-step || (c-step-d)%2 != 0 {
				return 0
			}
		}
		path[step] = v
		visited |= 1 << v
		if step == n-1 {
			if one == nil {
				one = make([]board.Square, n)
				for i, u := range path {
					one[i] = sq(u)
				}
			}
			return 1
		}
		// Every square left needs a way in and, but for the last, a way
		// out: one with no free neighbour (the knight's counts as one way
		// in) is unreachable, and two with one each cannot both be last.
		ends := 0
		for u := range n {
			if visited&(1<<u) != 0 {
				continue
			}
			ways := 0
			for _, m := range moves[u] {
				if visited&(1<<m) == 0 || m == v {
					ways++
				}
			}
			if ways == 0 {
				return 0
			}
			if ways == 1 {
				if ends++; ends > 1 {
					return 0
				}
			}
		}
		var total int64
		for _, m := range moves[v] {
			if visited&(1<<m) == 0 {
				total += walk(step+1, m, visited)
			}
		}
		return total
	}
	var total int64
	for v := range n {
		total += walk(0, v, 0)
	}
	return total, one
}

// TestCountToursSmall: the oracle's own oracle, the published count of
// directed open tours of 5x5, 1,728 (OEIS A165134), which Count gives too.
func TestCountToursSmall(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1}
	if got, _ := countTours(p); got != 1728 {
		t.Fatalf("countTours(5x5) = %d tours, want 1728", got)
	}
	if c := Count(context.Background(), p, 0, 0); c.Count != 1728 {
		t.Fatalf("Count(5x5) = %d, want 1728", c.Count)
	}
}
