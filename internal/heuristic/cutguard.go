package heuristic

// cutGuard tells a walk whether entering a square would split the squares
// left, so that no path could cover them. A walk from a position of a game
// needs it: the visited squares make a hole in the board, the squares left
// form a ring around it, and Warnsdorff's rule, which on a whole board
// peels the squares left from the outside in as one shrinking piece, cuts
// the ring: on a completable 100x100 position with 9,400 squares left,
// every walk of 100 cut the squares left in two, most with 2,000 to 5,000
// squares still to go, and the search then backtracked through millions
// of nodes from there.
type cutGuard struct {
	g *grid
	walk
}

func newCutGuard(g *grid) *cutGuard {
	return &cutGuard{g: g, walk: newWalk(g)}
}

// cuts reports whether the squares left other than v (those with a degree
// in the grid; v is unvisited still) fall into two or more pieces once v
// is visited, so that a path from v cannot cover them. If they were one
// piece with v, only v's neighbours can lose touch, so it walks breadth
// first from one of them, around v, until it has met the others: O(1)
// where the squares left are wide around v, O(R) for R squares left at
// worst, when the neighbours meet only the long way round or not at all.
func (cg *cutGuard) cuts(v int32) bool {
	g := cg.g
	var want [8]int32
	n := 0
	for _, o := range g.off {
		if w := v + o; g.deg[w] != visited {
			want[n] = w
			n++
		}
	}
	if n <= 1 {
		return n == 0 // a dead end; the walk asks only while others are left
	}
	return !cg.meets(g, want[0], v, want[1:n], 0)
}

// walk is the scratch of a breadth-first walk over the squares left:
// seen[v] == stamp marks v reached by the walk under way.
type walk struct {
	seen  []uint32
	stamp uint32
	queue []int32
}

func newWalk(g *grid) walk { return walk{seen: make([]uint32, len(g.deg))} }

// begin starts a new walk: every square unseen.
func (w *walk) begin() {
	w.stamp++
	if w.stamp == 0 {
		clear(w.seen)
		w.stamp = 1
	}
}

// meets walks breadth first from start over the squares left, with skip
// (when not noSquare) taken as visited, and reports whether it reaches
// every square of want, looking at no more than limit squares (0: no
// limit).
func (w *walk) meets(g *grid, start, skip int32, want []int32, limit int) bool {
	var left [8]int32
	n := copy(left[:], want)
	if n == 0 {
		return true
	}
	w.begin()
	q := append(w.queue[:0], start)
	w.seen[start] = w.stamp
	if skip != noSquare {
		w.seen[skip] = w.stamp
	}
	for head := 0; head < len(q) && (limit == 0 || len(q) < limit); head++ {
		x := q[head]
		for _, o := range g.off {
			y := x + o
			if g.deg[y] == visited || w.seen[y] == w.stamp {
				continue
			}
			w.seen[y] = w.stamp
			q = append(q, y)
			for i := 0; i < n; i++ {
				if left[i] == y {
					n--
					left[i] = left[n]
					break
				}
			}
			if n == 0 {
				w.queue = q
				return true
			}
		}
	}
	w.queue = q
	return false
}
