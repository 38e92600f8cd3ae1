package heuristic

import (
	"fmt"
	"slices"
	"sync"

	"github.com/knightcert/knight/board"
)

// Block sides run from blockMin to blockMax. A block with both sides odd has
// no closed tour; it serves only boards with both sides odd, for open tours.
const (
	blockMin = 5
	blockMax = 10
)

// blockNodeLimit bounds the search for one block tour. The search is
// deterministic and every block needs far fewer nodes (see the test), so the
// limit only turns a broken search into an error instead of a hang.
const blockNodeLimit = 20_000_000

// joinEdge is an undirected edge of a block tour in the block's own
// coordinates, 0-based from its bottom-left square.
type joinEdge struct{ x1, y1, x2, y2 int }

// blockJoinEdges returns the edges a w x h block tour contains so that the
// block can be joined to its neighbours (see [tourWalker]): one each near
// the left, right, bottom and top sides, in that order. Each right edge is
// the left edge of the block to its right moved back by the knight jump
// (2, 1), end for end; each top edge is the bottom edge of the block above
// moved back by (1, 2). A join deletes the two edges and adds the two jumps.
func blockJoinEdges(w, h int) [4]joinEdge {
	return [4]joinEdge{
		{1, 2, 0, 4},         // left
		{w - 1, 1, w - 2, 3}, // right
		{2, 1, 4, 0},         // bottom
		{1, h - 1, 3, h - 2}, // top
	}
}

// Join sides, as bits of a mask and indices into [blockJoinEdges].
const (
	sideLeft = 1 << iota
	sideRight
	sideBottom
	sideTop
)

// blockSides returns the sides on which a w x h block may be joined. A block
// with an odd width lies in the first column (see splitSide), so it is never
// joined on its left, and one with an odd height is never joined below; 5 x 6
// has no closed tour with all four join edges, only without the left one.
func blockSides(w, h int) uint8 {
	sides := uint8(sideLeft | sideRight | sideBottom | sideTop)
	if w%2 == 1 {
		sides &^= sideLeft
	}
	if h%2 == 1 {
		sides &^= sideBottom
	}
	return sides
}

// blockTour is the closed tour of one block size, or the open tour from a1
// when both sides are odd, with what the walk of [ConstructFrom] needs to
// follow it and leave it at a join.
type blockTour struct {
	w, h int
	open bool
	// order lists the block's squares, 0-based, in the order of its tour,
	// twice over, so that any run of at most w*h squares along the tour, in
	// either direction, is a subslice.
	order []board.Square
	// reversed is order backwards: place p, going backwards, is
	// reversed[n-1-p] for a block of n squares.
	reversed []board.Square
	// orderMoves and reversedMoves hold the jumps between the squares of
	// order and of reversed: entry k is the index in [board.Moves] of the
	// jump from square k to square k+1, or noMove where a path's end meets
	// its start; so a run of squares copies as a run of moves.
	orderMoves, reversedMoves []uint8
	// pos is the place in the tour of each square, indexed y*w+x.
	pos []int
	// joins holds, for each side the block may be joined on, the place of
	// the earlier end of its join edge in the tour (the other end is the
	// next place, cyclically) and which end of the [joinEdge] that is (0
	// for x1, y1; 1 for x2, y2).
	joins [4]struct{ first, end int }
}

// blockTours holds a tour of every block size, found on first use.
var blockTours struct {
	once  sync.Once
	tours [blockMax - blockMin + 1][blockMax - blockMin + 1]*blockTour
	err   error
}

// tourOfBlock returns the w x h block tour.
func tourOfBlock(w, h int) (*blockTour, error) {
	blockTours.once.Do(func() {
		for bw := blockMin; bw <= blockMax; bw++ {
			for bh := blockMin; bh <= blockMax; bh++ {
				t, _, err := searchBlockTour(bw, bh, blockSides(bw, bh), blockNodeLimit)
				if err != nil {
					blockTours.err = err
					return
				}
				blockTours.tours[bw-blockMin][bh-blockMin] = t
			}
		}
	})
	if blockTours.err != nil {
		return nil, blockTours.err
	}
	return blockTours.tours[w-blockMin][h-blockMin], nil
}

// searchBlockTour finds a closed tour of the w x h board, or an open tour
// from a1 if both sides are odd, that contains the [blockJoinEdges] of the
// sides in the mask sides. It returns the tour and
// the number of nodes searched.
func searchBlockTour(w, h int, sides uint8, limit int) (*blockTour, int, error) {
	s, err := newBlockSearch(w, h, sides)
	if err != nil {
		return nil, 0, err
	}
	if !s.run(limit, func() bool { return true }) {
		return nil, s.nodes, fmt.Errorf("%w: no closed tour of the %dx%d block with join edges %04b within %d nodes", ErrNoConstruction, w, h, sides, limit)
	}
	n := w * h
	t := &blockTour{w: w, h: h, open: s.open, order: make([]board.Square, 2*n), reversed: make([]board.Square, 2*n), pos: make([]int, n)}
	for k, i := range s.order {
		sq := board.Square{X: int32(i % w), Y: int32(i / w)}
		t.order[k], t.order[k+n] = sq, sq
		t.reversed[n-1-k], t.reversed[2*n-1-k] = sq, sq
		t.pos[i] = k
	}
	t.orderMoves, t.reversedMoves = jumps(t.order), jumps(t.reversed)
	for k, e := range blockJoinEdges(w, h) {
		if sides&(1<<k) == 0 {
			continue
		}
		p1, p2 := t.pos[e.y1*w+e.x1], t.pos[e.y2*w+e.x2]
		switch {
		case p2 == (p1+1)%n && (p2 > 0 || !t.open):
			t.joins[k].first, t.joins[k].end = p1, 0
		case p1 == (p2+1)%n && (p1 > 0 || !t.open):
			t.joins[k].first, t.joins[k].end = p2, 1
		default:
			return nil, s.nodes, fmt.Errorf("heuristic: %dx%d block tour lacks join edge %d", w, h, k)
		}
	}
	return t, s.nodes, nil
}

// jumps returns, for each square of p but the last, the index in
// [board.Moves] of the jump to the next, or noMove.
func jumps(p []board.Square) []uint8 {
	out := make([]uint8, len(p)-1)
	for k := range out {
		out[k] = moveIndex(p[k], p[k+1])
	}
	return out
}

// moveIndex is the index in [board.Moves] of the jump from a to b, or
// noMove.
func moveIndex(a, b board.Square) uint8 {
	if k, ok := board.MoveIndex(a, b); ok {
		return k
	}
	return noMove
}

// blockSearch is the state of [searchBlockTour].
type blockSearch struct {
	w, h       int
	nbrs       [][]int
	forced     [][]int // forced neighbours of each square, at most two
	visited    []bool
	avail      []int // neighbours that are unvisited or the path's head
	order      []int // the path so far
	start, end int
	nodes      int
	limit      int
	cut        bool // the node limit stopped the search
	onTour     func() bool
	open       bool // search for paths from a1 to anywhere, not cycles
}

// newBlockSearch prepares a search of the w x h board for closed tours, or
// for open tours from a1 when w and h are both odd, that contain the join
// edges of sides.
func newBlockSearch(w, h int, sides uint8) (*blockSearch, error) {
	b := board.Board{W: int32(w), H: int32(h)}
	n := w * h
	s := &blockSearch{w: w, h: h, nbrs: make([][]int, n), forced: make([][]int, n),
		visited: make([]bool, n), avail: make([]int, n), open: w%2 == 1 && h%2 == 1}
	var buf []board.Square
	for i := range n {
		buf = b.Neighbours(b.Square(i), buf[:0])
		for _, t := range buf {
			s.nbrs[i] = append(s.nbrs[i], b.Index(t))
		}
		s.avail[i] = len(s.nbrs[i])
	}
	for k, e := range blockJoinEdges(w, h) {
		if sides&(1<<k) == 0 {
			continue
		}
		if err := s.force(e.y1*w+e.x1, e.y2*w+e.x2); err != nil {
			return nil, err
		}
	}
	// On a cycle, a square with two neighbours must use both; on a path it
	// may be an end.
	for i := range s.nbrs {
		if !s.open && len(s.nbrs[i]) == 2 {
			for _, j := range s.nbrs[i] {
				if err := s.force(i, j); err != nil {
					return nil, err
				}
			}
		}
	}
	return s, nil
}

// run searches for tours by depth first in Warnsdorff order (fewest
// onward squares first), calling onTour on each until it returns true or
// the search has visited limit nodes. It reports whether onTour stopped it.
// Every tour starts on the corner a1. A closed tour leaves a1 by one of its
// two edges, which are forced, and comes back by the other, so each
// undirected tour is met once; an open tour may end anywhere.
func (s *blockSearch) run(limit int, onTour func() bool) bool {
	s.limit, s.onTour = limit, onTour
	s.start, s.end = 0, -1
	s.visited[s.start] = true
	s.order = append(s.order[:0], s.start)
	if !s.open {
		s.end = s.forced[0][1]
		return s.extend(s.start, s.forced[s.start][0])
	}
	firsts := s.nbrs[s.start]
	switch len(s.forced[s.start]) {
	case 1:
		firsts = s.forced[s.start]
	case 2:
		return false
	}
	for _, v := range firsts {
		if s.extend(s.start, v) {
			return true
		}
	}
	return false
}

// force requires the edge i-j in the tour.
func (s *blockSearch) force(i, j int) error {
	for _, f := range s.forced[i] {
		if f == j {
			return nil
		}
	}
	if len(s.forced[i]) == 2 || len(s.forced[j]) == 2 {
		return fmt.Errorf("%w: %dx%d block: a square would need three tour edges", ErrNoConstruction, s.w, s.h)
	}
	s.forced[i] = append(s.forced[i], j)
	s.forced[j] = append(s.forced[j], i)
	return nil
}

// extend moves the head from u to v and searches on; it undoes its changes
// when it fails.
func (s *blockSearch) extend(u, v int) bool {
	s.nodes++
	if s.nodes > s.limit {
		s.cut = true
		return false
	}
	// u stops being the head: its unvisited neighbours lose it.
	dead := false
	for _, x := range s.nbrs[u] {
		if !s.visited[x] {
			s.avail[x]--
			switch {
			case x == v:
			case s.open:
				// x can no longer be entered; it cannot even be the end.
				dead = dead || s.avail[x] < 1
			case x == s.end && s.avail[x] < 1 || x != s.end && s.avail[x] < 2:
				dead = true
			}
		}
	}
	s.visited[v] = true
	s.order = append(s.order, v)
	if !dead && s.searchFrom(u, v) {
		return true
	}
	s.order = s.order[:len(s.order)-1]
	s.visited[v] = false
	for _, x := range s.nbrs[u] {
		if !s.visited[x] {
			s.avail[x]++
		}
	}
	return false
}

// searchFrom tries every way on from head v, entered from u.
func (s *blockSearch) searchFrom(u, v int) bool {
	n := s.w * s.h
	if len(s.order) == n {
		if s.open {
			// The last square has no next move for a forced edge.
			for _, f := range s.forced[v] {
				if f != u {
					return false
				}
			}
			return s.onTour()
		}
		return v == s.end && s.onTour()
	}
	if v == s.end {
		return false
	}
	// A forced edge of v other than the one just used must be the next move.
	next := -1
	for _, f := range s.forced[v] {
		if f == u {
			continue
		}
		if s.visited[f] || next >= 0 {
			return false
		}
		next = f
	}
	if next >= 0 {
		return s.extend(v, next)
	}
	var cands [8]int
	var keys [8]int
	k := 0
	for _, x := range s.nbrs[v] {
		if s.visited[x] || len(s.forced[x]) == 2 && !slices.Contains(s.forced[x], v) {
			continue
		}
		if x == s.end && len(s.order) != n-1 {
			continue
		}
		// Warnsdorff: fewest unvisited onward squares first.
		key := 0
		for _, y := range s.nbrs[x] {
			if !s.visited[y] {
				key++
			}
		}
		j := k
		for j > 0 && keys[j-1] > key {
			cands[j], keys[j] = cands[j-1], keys[j-1]
			j--
		}
		cands[j], keys[j] = x, key
		k++
	}
	for _, x := range cands[:k] {
		if s.extend(v, x) {
			return true
		}
	}
	return false
}
