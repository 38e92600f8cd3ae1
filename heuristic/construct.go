// Doc section for the package comment (the lead merges it into doc.go):
//
// # Closed tours by construction
//
// [Construct] builds a closed tour of every board whose sides are both at
// least 5 and not both odd, which is every board with a side of at least 5
// that has a closed tour at all (Schwenk 1991), in time and memory linear in
// the number of squares, with no search. It is divide and conquer in the
// manner of Parberry ("An efficient algorithm for the Knight's tour problem",
// Discrete Applied Mathematics 73, 1997): cut the board into small blocks,
// take a closed tour of each block that contains some prescribed edges, and
// join the tours by local edge exchanges. Parberry joins four quadrants at
// once at the centre, using "structured" tours with fixed edges at the
// corners, which covers n x n and n x (n+2); Lin and Wei ("Optimal algorithms
// for constructing knight's tours on arbitrary n x m chessboards", Discrete
// Applied Mathematics 146, 2005) cover every board. Construct uses a simpler
// join that also serves every size:
//
//   - Each side of the board is cut into parts of 5 to 10 squares: mostly 8,
//     one 6 or 10 or two 6s to make up the length, and, for an odd side, one
//     part of 5 (or 7 or 9 alone). So every block is w x h with 5 <= w, h <=
//     10 and not both odd: 27 sizes.
//   - Every block tour contains four join edges, one near each side: left
//     {(1,2),(0,4)}, right {(w-1,1),(w-2,3)}, bottom {(2,1),(4,0)} and top
//     {(1,h-1),(3,h-2)}, 0-based from the block's bottom-left square. The
//     right edge of a block and the left edge of the block to its right are
//     translates of each other by the knight jump (2,1), so the four ends
//     form a parallelogram of knight moves: deleting both edges and adding
//     the two jumps joins the two cycles into one, whatever their
//     orientation. The top and bottom edges do the same with the jump (1,2).
//   - Joining along a spanning tree of the blocks (the bottom row left to
//     right, then every column upwards) leaves a single cycle, because every
//     join meets two different cycles and no edge is used by two joins.
//
// The 27 block tours are found once, on first use, by a depth-first search
// in Warnsdorff order that forces the join edges (about a millisecond in
// all); tests re-derive them and check every one. A tour is stored as one
// byte a square, the two knight moves that leave it, so filling the board is
// a copy of block rows and the joins are O(1) each; a final walk writes the
// [board.Path]. Memory is the path (8 bytes a square) plus one byte a
// square. Boards with a side below 5 (where closed tours exist only on
// 3 x n, n even >= 10) are left to search; boards with both sides odd have no
// closed tour, since a knight alternates colours.

package heuristic

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
)

// ErrNoConstruction is wrapped by the errors of [Construct] for boards it
// does not build.
var ErrNoConstruction = errors.New("no construction")

// Construct returns a closed tour of b that starts on a1, built by joining
// block tours (see the package documentation). It builds every board with
// both sides at least 5 and not both odd, up to [board.MaxSide] on each side;
// other boards give an error wrapping [ErrNoConstruction]. Time and memory are
// linear in b.Size().
func Construct(b board.Board) (board.Path, error) {
	return ConstructFrom(b, board.Square{X: 1, Y: 1})
}

// ConstructFrom is [Construct] with the tour starting on start. Turning a
// closed tour to start elsewhere is free, so this saves only the caller's
// copy of the path.
func ConstructFrom(b board.Board, start board.Square) (board.Path, error) {
	if err := constructible(b); err != nil {
		return nil, err
	}
	if !b.Contains(start) {
		return nil, fmt.Errorf("%w: start square %v is off the %v board", board.ErrBadProblem, start, b)
	}
	links, err := constructLinks(b)
	if err != nil {
		return nil, err
	}
	return walkLinks(b, links, b.Index(start))
}

// constructible reports why [Construct] does not build b, or nil.
func constructible(b board.Board) error {
	switch {
	case b.W > board.MaxSide || b.H > board.MaxSide:
		return fmt.Errorf("%w: %v: sides must be at most %d: %w", ErrNoConstruction, b, board.MaxSide, board.ErrBadBoard)
	case b.W%2 == 1 && b.H%2 == 1:
		return fmt.Errorf("%w: %v: both sides are odd, so no closed tour exists", ErrNoConstruction, b)
	case b.W < blockMin || b.H < blockMin:
		return fmt.Errorf("%w: %v: sides below %d are not built", ErrNoConstruction, b, blockMin)
	}
	return nil
}

// splitSide cuts a side of n >= 5 squares into parts of 5 to 10, at most one
// of them odd and that one first.
func splitSide(n int) []int {
	parts := make([]int, 0, n/8+2)
	if n > blockMax && n%2 == 1 {
		parts = append(parts, 5)
		n -= 5
	}
	if n <= blockMax {
		return append(parts, n)
	}
	// n is even and at least 12: eights, made up with a 10, a 6 or two 6s.
	switch n % 8 {
	case 2:
		parts = append(parts, 10)
		n -= 10
	case 4:
		parts = append(parts, 6, 6)
		n -= 12
	case 6:
		parts = append(parts, 6)
		n -= 6
	}
	for ; n > 0; n -= 8 {
		parts = append(parts, 8)
	}
	return parts
}

// constructLinks lays the block tours on b and joins them into one cycle,
// returned as links (see blockTours).
func constructLinks(b board.Board) ([]uint8, error) {
	cols, rows := splitSide(b.W), splitSide(b.H)
	links := make([]uint8, b.Size())
	y0 := 0
	for _, h := range rows {
		x0 := 0
		for _, w := range cols {
			block, err := blockLinks(w, h)
			if err != nil {
				return nil, err
			}
			for r := range h {
				copy(links[(y0+r)*b.W+x0:], block[r*w:(r+1)*w])
			}
			x0 += w
		}
		y0 += h
	}
	j := joiner{w: b.W, links: links}
	x0 := 0
	for _, w := range cols {
		if x0 > 0 {
			j.joinRight(x0, 0)
		}
		y0 := 0
		for _, h := range rows {
			if y0 > 0 {
				j.joinUp(x0, y0)
			}
			y0 += h
		}
		x0 += w
	}
	return links, nil
}

// joiner exchanges edges in the links of a board w wide.
type joiner struct {
	w     int
	links []uint8
}

// joinRight joins the tour of the block whose bottom-left square is (x, y),
// 0-based, to the tour of the block on its left, through their right and
// left join edges (see blockJoinEdges).
func (j joiner) joinRight(x, y int) {
	j.exchange(x-1, y+1, x-2, y+3, 2, 1)
}

// joinUp joins the tour of the block whose bottom-left square is (x, y) to
// the tour of the block below it, through their bottom and top join edges.
func (j joiner) joinUp(x, y int) {
	j.exchange(x+1, y-1, x+3, y-2, 1, 2)
}

// exchange deletes the edge p-q and its translate by (dx, dy), and adds the
// jumps from p and from q by (dx, dy): two cycles become one.
func (j joiner) exchange(px, py, qx, qy, dx, dy int) {
	j.relink(px, py, qx-px, qy-py, dx, dy)
	j.relink(qx, qy, px-qx, py-qy, dx, dy)
	j.relink(px+dx, py+dy, qx-px, qy-py, -dx, -dy)
	j.relink(qx+dx, qy+dy, px-qx, py-qy, -dx, -dy)
}

// relink replaces the jump (fromX, fromY) leaving square (x, y) by the jump
// (toX, toY).
func (j joiner) relink(x, y, fromX, fromY, toX, toY int) {
	i := y*j.w + x
	from, to := jumpIndex(fromX, fromY), jumpIndex(toX, toY)
	switch l := j.links[i]; {
	case l&0xf == from:
		j.links[i] = l&0xf0 | to
	case l>>4 == from:
		j.links[i] = l&0x0f | to<<4
	default:
		panic(fmt.Sprintf("heuristic: join at (%d, %d) misses its edge", x, y))
	}
}

// walkLinks follows the single cycle in links from square index start.
func walkLinks(b board.Board, links []uint8, start int) (board.Path, error) {
	var step [8]int
	var back [8]uint8
	var jumpX, jumpY [8]int32
	for k, m := range board.Moves {
		step[k] = int(m.Y)*b.W + int(m.X)
		back[k] = jumpIndex(-int(m.X), -int(m.Y))
		jumpX[k], jumpY[k] = m.X, m.Y
	}
	n := b.Size()
	path := make(board.Path, n)
	s := b.Square(start)
	path[0] = s
	i, d := start, links[start]&0xf
	for k := 1; k < n; k++ {
		i += step[d]
		s.X += jumpX[d]
		s.Y += jumpY[d]
		if i == start {
			return nil, fmt.Errorf("heuristic: construction of %v closed after %d squares", b, k)
		}
		path[k] = s
		// One of the two moves leaving i goes back the way we came; the
		// other is what remains when that one is xored out of both.
		l := links[i]
		d = (back[d] ^ l ^ l>>4) & 0xf
	}
	if i+step[d] != start {
		return nil, fmt.Errorf("heuristic: construction of %v does not close", b)
	}
	return path, nil
}
