package heuristic

import (
	"fmt"

	"github.com/knightcert/knight/board"
)

// blockGrid is a board cut into blocks by [splitSide].
type blockGrid struct {
	// left holds the first file of each column of blocks, 0-based, and then
	// the board's width; bottom does the same for rows.
	left, bottom []int
	// tours holds the block tours by width and height, as blockTours does.
	tours *[blockMax - blockMin + 1][blockMax - blockMin + 1]*blockTour
}

func newBlockGrid(b board.Board) (*blockGrid, error) {
	if _, err := tourOfBlock(blockMin+1, blockMin+1); err != nil {
		return nil, err
	}
	return &blockGrid{left: blockStarts(splitSide(int(b.W))), bottom: blockStarts(splitSide(int(b.H))), tours: &blockTours.tours}, nil
}

// blockStarts returns where each part of a split side begins, and then the
// side's length.
func blockStarts(parts []int) []int {
	sums := make([]int, len(parts)+1)
	for i, p := range parts {
		sums[i+1] = sums[i] + p
	}
	return sums
}

// tour returns the tour of block (c, r).
func (g *blockGrid) tour(c, r int) *blockTour {
	return g.tours[g.left[c+1]-g.left[c]-blockMin][g.bottom[r+1]-g.bottom[r]-blockMin]
}

// joined returns the sides on which block (c, r) is joined to its
// neighbours: the blocks of the bottom row to each other, and every block
// to the ones above and below it. These joins follow a spanning tree of the
// blocks, which is what makes the result one cycle.
func (g *blockGrid) joined(c, r int) uint8 {
	var sides uint8
	if r == 0 && c > 0 {
		sides |= sideLeft
	}
	if r == 0 && c < len(g.left)-2 {
		sides |= sideRight
	}
	if r > 0 {
		sides |= sideBottom
	}
	if r < len(g.bottom)-2 {
		sides |= sideTop
	}
	return sides
}

// find returns the column and row of the block that holds square (x, y),
// 0-based.
func (g *blockGrid) find(x, y int) (c, r int) {
	for g.left[c+1] <= x {
		c++
	}
	for g.bottom[r+1] <= y {
		r++
	}
	return c, r
}

// tourWalker writes the joined tour. Inside a block it copies the block
// tour a run at a time, forwards or backwards; a run ends where the tour
// reaches a deleted join edge, and the walk crosses the join to the same end
// of the neighbouring block's join edge.
type tourWalker struct {
	g          *blockGrid
	c, r       int        // the block
	t          *blockTour // its tour
	place      int        // the next place in t to write
	forward    bool       // direction along t
	left       int        // squares left in the run
	side, end  int        // join edge that ends the run, and which end
	done, size int        // squares written, squares on the board
}

// newTourWalker sets out from start on b, which must be constructible, as
// [constructible] or, for open tours, [openConstructible] says. On a board
// with both sides odd the walk follows an open tour, which starts on a1.
func newTourWalker(b board.Board, start board.Square) (*tourWalker, error) {
	if !b.Contains(start) {
		return nil, fmt.Errorf("%w: start square %v is off the %v board", board.ErrBadProblem, start, b)
	}
	g, err := newBlockGrid(b)
	if err != nil {
		return nil, err
	}
	x, y := int(start.X-1), int(start.Y-1)
	w := &tourWalker{g: g, forward: true, size: b.Size()}
	w.c, w.r = g.find(x, y)
	w.t = g.tour(w.c, w.r)
	w.place = w.t.pos[(y-g.bottom[w.r])*w.t.w+x-g.left[w.c]]
	return w, nil
}

// startRun measures the run from w.place to the nearest place, in the
// direction of travel, where the tour leaves the block by a join.
func (w *tourWalker) startRun() {
	n := w.t.w * w.t.h
	// With no join, a run goes round the whole cycle, or to the end of the
	// path.
	run, side, end := n, -1, 0
	switch {
	case w.t.open && w.forward:
		run = n - w.place
	case w.t.open:
		run = w.place + 1
	}
	joined := w.g.joined(w.c, w.r)
	for k, j := range w.t.joins {
		if joined&(1<<k) == 0 {
			continue
		}
		// d is the distance to the end of the join edge met first.
		d, e := j.first-w.place, j.end
		if !w.forward {
			d, e = w.place-j.first-1, 1-j.end
		}
		if d < 0 {
			d += n
		}
		// Beyond the end of a path lies no join; on a cycle, the first join
		// bounds the run even when it is a whole round away.
		if d+1 < run || side < 0 && !w.t.open {
			run, side, end = d+1, k, e
		}
	}
	w.left, w.side, w.end = min(run, w.size-w.done), side, end
}

// cross jumps from the end of the run's join edge to the same end of the
// neighbour's, and turns away from the neighbour's join edge.
func (w *tourWalker) cross() {
	var side int
	switch w.side {
	case 0:
		w.c, side = w.c-1, 1
	case 1:
		w.c, side = w.c+1, 0
	case 2:
		w.r, side = w.r-1, 3
	case 3:
		w.r, side = w.r+1, 2
	default:
		panic("heuristic: construction ran out of its block with no join")
	}
	w.t = w.g.tour(w.c, w.r)
	j := w.t.joins[side]
	w.place, w.forward = j.first, false
	if w.end != j.end {
		w.place, w.forward = (j.first+1)%(w.t.w*w.t.h), true
	}
}
