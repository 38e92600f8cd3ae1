package count

import (
	"fmt"
	"testing"

	"github.com/knightcert/knight/board"
)

// frontierSquares returns the most squares in pl's frontier after any
// cell of the lines from..to: the cells met whose last neighbour is not,
// read from pl.last, which newPlan makes from the board's own moves and
// not from the order's score.
func frontierSquares(pl *plan, from, to int) int {
	most := 0
	for c := from * pl.k; c < to*pl.k; c++ {
		n := 0
		for d := max(0, c-pl.window); d <= c; d++ {
			if pl.last[d] > c {
				n++
			}
		}
		most = max(most, n)
	}
	return most
}

// TestLineOrderFrontier: on a 6 x n board the order of a line's cells
// keeps at most 12 squares in the frontier on the lines away from the
// short edges, where columns 0 to 5 in turn keep 13 after four of
// every line's cells. Oracle: the squares counted from the plan's last
// neighbours, a board-level count that shares nothing with orderScore.
func TestLineOrderFrontier(t *testing.T) {
	for _, b := range []board.Board{{W: 6, H: 12}, {W: 12, H: 6}} {
		pl := newPlan(board.Problem{Board: b, Closed: true})
		if got := frontierSquares(&pl, 3, 9); got != 12 {
			t.Errorf("%v: %d squares at most in the frontier of lines 3 to 8, want 12", b, got)
		}
		for c := range pl.n {
			for _, e := range pl.back[c] {
				if e.dist >= pl.window {
					t.Fatalf("%v: cell %d has an edge %d cells back, window %d", b, c, e.dist, pl.window)
				}
			}
		}
	}
}

// TestMirrorPerms: wherever the mirror merges states, the slot it
// takes each slot to holds the square's reflection across the long
// side, and it takes that slot back; a slot with no image in the window
// holds a square gone from the frontier (or none), so that requiring it
// full loses no state. Oracle: the squares of the board, reflected by
// their coordinates, on every short side and both ways round.
func TestMirrorPerms(t *testing.T) {
	for k := 1; k <= MaxShortSide; k++ {
		for _, b := range []board.Board{{W: int32(k), H: int32(k + 5)}, {W: int32(k + 5), H: int32(k)}} {
			t.Run(fmt.Sprintf("%dx%d", b.W, b.H), func(t *testing.T) {
				pl := newPlan(board.Problem{Board: b, Closed: true})
				reflect := func(s board.Square) board.Square {
					if b.W == int32(pl.k) {
						return board.Square{X: b.W + 1 - s.X, Y: s.Y}
					}
					return board.Square{X: s.X, Y: b.H + 1 - s.Y}
				}
				merges := 0
				for c, perm := range pl.mirrorSlots {
					if perm == nil {
						continue
					}
					merges++
					for s, m := range perm {
						if c-s < 0 {
							if m >= 0 {
								t.Fatalf("cell %d: slot %d before the board has image %d", c, s, m)
							}
							continue
						}
						if m < 0 {
							if pl.last[c-s] > c {
								t.Fatalf("cell %d: slot %d (%v) is in the frontier with no image", c, s, pl.squares[c-s])
							}
							continue
						}
						if got, want := pl.squares[c-int(m)], reflect(pl.squares[c-s]); got != want {
							t.Fatalf("cell %d: slot %d (%v) goes to slot %d (%v), want %v", c, s, pl.squares[c-s], m, got, want)
						}
						if perm[m] != int8(s) {
							t.Fatalf("cell %d: slot %d goes to %d and back to %d", c, s, m, perm[m])
						}
					}
				}
				if lines := pl.n / pl.k; merges < lines-1 {
					t.Errorf("the mirror merges after %d cells, want at least every line's end (%d)", merges, lines-1)
				}
			})
		}
	}
}

// lineSquares returns the squares in the frontier of a k x 12 board
// whose lines take order, summed over the cells of its sixth line: the
// cells met with a neighbour not met yet, from the board's own moves
// (neighbours, from boardNeighbours).
func lineSquares(k int, order []int, neighbours [][]board.Square) int {
	pos := inverse(order)
	cellOf := func(s board.Square) int { return int(s.Y-1)*k + pos[s.X-1] }
	last := make([]int, k*12)
	for i, nb := range neighbours {
		s := board.Square{X: int32(i%k + 1), Y: int32(i/k + 1)}
		c := cellOf(s)
		last[c] = c
		for _, t := range nb {
			last[c] = max(last[c], cellOf(t))
		}
	}
	sum := 0
	for c := 5 * k; c < 6*k; c++ {
		for d := 0; d <= c; d++ {
			if last[d] > c {
				sum++
			}
		}
	}
	return sum
}

// boardNeighbours returns the neighbours of each square of a k x 12
// board, square x, y at (y-1)*k + x-1, from board.Neighbours.
func boardNeighbours(k int) [][]board.Square {
	b := board.Board{W: int32(k), H: 12}
	out := make([][]board.Square, 0, k*12)
	for y := range int32(12) {
		for x := range int32(k) {
			out = append(out, b.Neighbours(board.Square{X: x + 1, Y: y + 1}, nil))
		}
	}
	return out
}

// reflectedAfter returns the cells of a line in order after which the
// columns met are the same reflected, the places where the mirror can
// merge states: counted from a set of columns, not from mirrorClosed.
func reflectedAfter(k int, order []int) int {
	n := 0
	met := map[int]bool{}
	for _, col := range order {
		met[col] = true
		closed := true
		for c := range met {
			if !met[k-1-c] {
				closed = false
			}
		}
		if closed {
			n++
		}
	}
	return n
}

// TestLineOrderFewest: for every short side up to 8 the plan's order
// keeps the fewest squares in the frontier, summed over a line, of all
// k! orders (97 for 7, where columns 0 to 6 in turn keep 103; 128 for
// 8, where they keep 134), and of those the most cells of a line after
// which the mirror merges states (where the line so far is the same
// reflected: four a line on 6 x n and 8 x n, where the natural order
// has one). Oracle: every order tried, its squares counted from the
// board's moves by lineSquares and its reflections by reflectedAfter,
// which share nothing with orderScore; and the mirror's merges read from
// the plan.
func TestLineOrderFewest(t *testing.T) {
	for k := 3; k <= 8; k++ {
		neighbours := boardNeighbours(k)
		fewest, most := -1, 0
		var try func(order []int, used int)
		try = func(order []int, used int) {
			if len(order) == k {
				n := lineSquares(k, order, neighbours)
				if fewest < 0 || n < fewest {
					fewest, most = n, 0
				}
				if n == fewest {
					most = max(most, reflectedAfter(k, order))
				}
				return
			}
			for col := range k {
				if used>>col&1 == 0 {
					try(append(order, col), used|1<<col)
				}
			}
		}
		try(make([]int, 0, k), 0)
		pl := newPlan(board.Problem{Board: board.Board{W: int32(k), H: 12}})
		if got := lineSquares(k, pl.order, neighbours); got != fewest {
			t.Errorf("k=%d: order %v keeps %d squares over a line, want the fewest, %d", k, pl.order, got, fewest)
		}
		merges := 0
		for c := 5 * k; c < 6*k; c++ {
			if pl.mirrorSlots[c] != nil {
				merges++
			}
		}
		if merges != most {
			t.Errorf("k=%d: order %v merges mirror images after %d cells of a line, want %d", k, pl.order, merges, most)
		}
	}
}

// BenchmarkLineOrder measures the search of a line's order, which a
// process pays once for each short side it counts.
func BenchmarkLineOrder(b *testing.B) {
	for k := 6; k <= maxOrderSide; k++ {
		b.Run(fmt.Sprint(k), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				lineOrder(k)
			}
		})
	}
}
