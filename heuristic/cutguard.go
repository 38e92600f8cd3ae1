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
	g     *grid
	seen  []uint32
	stamp uint32
	queue []int32
}

func newCutGuard(g *grid) *cutGuard {
	return &cutGuard{g: g, seen: make([]uint32, len(g.deg))}
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
	cg.stamp++
	if cg.stamp == 0 {
		clear(cg.seen)
		cg.stamp = 1
	}
	q := append(cg.queue[:0], want[0])
	cg.seen[want[0]] = cg.stamp
	cg.seen[v] = cg.stamp // about to be visited
	n--
	want[0] = want[n]
	for head := 0; head < len(q); head++ {
		x := q[head]
		for _, o := range g.off {
			w := x + o
			if g.deg[w] == visited || cg.seen[w] == cg.stamp {
				continue
			}
			cg.seen[w] = cg.stamp
			q = append(q, w)
			for i := 0; i < n; i++ {
				if want[i] == w {
					n--
					want[i] = want[n]
					break
				}
			}
			if n == 0 {
				cg.queue = q
				return false
			}
		}
	}
	cg.queue = q
	return true
}
