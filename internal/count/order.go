package count

// The order of the cells across a line decides how many squares the
// frontier holds between two lines' ends: a square leaves once its last
// neighbour is met, so an order that meets the neighbours of the line
// two back early carries fewer squares, and fewer states. On 6 x n the
// natural order (columns 0 to 5) holds 13, 13, 13, 13, 12, 12 squares
// after each cell of a line, and the order 1, 4, 2, 3, 0, 5 holds 12 at
// every cell; its first two and first four cells are also the same
// reflected, so the mirror merges states there as well as at the line's
// end. A line of 6 x n closed then carries 1.18 million states where
// the natural order carries 2.81 million (6 x 9, the fifth line). The
// cost is a wider window: an edge back spans up to 16 cells, not 13.

// maxOrderSide is the longest line whose order is chosen among all k!
// orders (40,320 for 8; BenchmarkLineOrder measures the search); a
// longer line keeps the natural order, as 9! orders would cost nine
// times 8's search a process, for boards of which no count finishes.
const maxOrderSide = 8

// lineOrder returns the order of a line's k cells, order[p] being the
// column of its p-th cell: of all orders, the one whose frontier holds
// the fewest squares summed over a line's cells, then the one with the
// most cells after which the line so far is the same reflected (where
// the mirror merges states), then the narrowest window, then the first.
// The natural order is the first, so it is kept where none does better.
func lineOrder(k int) []int {
	natural := make([]int, k)
	for i := range natural {
		natural[i] = i
	}
	if k > maxOrderSide {
		return natural
	}
	best, bestScore := natural, orderScore(k, natural)
	perm := make([]int, 0, k)
	used := make([]bool, k)
	// In lexicographic order, so that of equal orders the first is kept.
	var try func()
	try = func() {
		if len(perm) == k {
			if sc := orderScore(k, perm); sc.less(bestScore) {
				best, bestScore = append([]int(nil), perm...), sc
			}
			return
		}
		for col := range k {
			if !used[col] {
				used[col] = true
				perm = append(perm, col)
				try()
				perm = perm[:len(perm)-1]
				used[col] = false
			}
		}
	}
	try()
	return best
}

// score is what lineOrder compares, smaller first.
type score struct{ squares, unmirrored, window int }

func (a score) less(b score) bool {
	if a.squares != b.squares {
		return a.squares < b.squares
	}
	if a.unmirrored != b.unmirrored {
		return a.unmirrored < b.unmirrored
	}
	return a.window < b.window
}

// orderScore returns order's figures on a line far from the board's
// short edges: the squares in the frontier after each of its cells
// (those met with a neighbour not met yet), summed; the cells after
// which the line so far is not the same reflected; and the window.
func orderScore(k int, order []int) score {
	pos := inverse(order)
	sc := score{window: orderWindow(k, order)}
	// Lines r-2, r-1 and r, line r met up to position p: a square of
	// line r-2 or r-1 stays while a neighbour in line r is not met yet,
	// or it has one in line r+1 (every square of line r-1 that has a
	// neighbour at all); a square of line r met stays likewise.
	for p := range k {
		met := func(line, col int) bool { return line < 2 || line == 2 && pos[col] <= p }
		for line := 0; line <= 2; line++ {
			for col := range k {
				if !met(line, col) {
					continue
				}
				for _, mv := range knightMoves {
					l, c := line+mv[0], col+mv[1]
					if mv[0] > 0 && c >= 0 && c < k && !met(l, c) {
						sc.squares++
						break
					}
				}
			}
		}
		if !mirrorClosed(k, order, p) {
			sc.unmirrored++
		}
	}
	return sc
}

// knightMoves are the moves as (lines, columns).
var knightMoves = [8][2]int{{1, 2}, {1, -2}, {2, 1}, {2, -1}, {-1, 2}, {-1, -2}, {-2, 1}, {-2, -1}}

// orderWindow is the window of a scan whose lines take order: the
// longest edge back, in cells, plus one, and at least 2k+2.
func orderWindow(k int, order []int) int {
	pos := inverse(order)
	window := 2*k + 2
	for col := range k {
		for _, mv := range knightMoves {
			l, c := mv[0], col+mv[1]
			if l < 0 && c >= 0 && c < k {
				window = max(window, -l*k+pos[col]-pos[c]+1)
			}
		}
	}
	return window
}

// mirrorClosed reports whether the first p+1 cells of a line in order
// are the same reflected (column c taken to k-1-c).
func mirrorClosed(k int, order []int, p int) bool {
	pos := inverse(order)
	for _, col := range order[:p+1] {
		if pos[k-1-col] > p {
			return false
		}
	}
	return true
}

func inverse(order []int) []int {
	pos := make([]int, len(order))
	for p, col := range order {
		pos[col] = p
	}
	return pos
}

// mirrorPerms returns, for each cell c but the last after which the
// cells met are the same reflected across the long side (a line's end,
// or a cell inside a line where mirrorClosed holds), the slot of each
// slot's mirror image: slot s holds cell c-s, whose image is the cell of
// the same line in the mirrored column; -1 where that image lies out of
// the window or the cell before the board (such a slot must be full,
// gone, for the state to merge).
func (pl *plan) mirrorPerms() [][]int8 {
	k := pl.k
	pos := inverse(pl.order)
	perms := make([][]int8, pl.n)
	for c := 0; c < pl.n-1; c++ {
		if !mirrorClosed(k, pl.order, c%k) {
			continue
		}
		perm := make([]int8, pl.window)
		for s := range perm {
			perm[s] = -1
			if cell := c - s; cell >= 0 {
				image := cell/k*k + pos[k-1-pl.order[cell%k]]
				if d := c - image; d >= 0 && d < pl.window {
					perm[s] = int8(d)
				}
			}
		}
		perms[c] = perm
	}
	return perms
}

// mirrorAt is the mirror's permutation after cell c, or nil where it
// does not merge states.
func (pl *plan) mirrorAt(c int) []int8 {
	if !pl.mirror {
		return nil
	}
	return pl.mirrorSlots[c]
}

// lineSlot returns the slot, at a line's end, of the square in column
// col of the line line lines back (0: the line just ended).
func (pl *plan) lineSlot(line, col int) int {
	for p, c := range pl.order {
		if c == col {
			return line*pl.k + pl.k - 1 - p
		}
	}
	panic("count: column out of the line")
}
