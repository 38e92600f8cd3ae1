// Doc section for the package comment (the lead merges it into doc.go):
//
// # Closed tours by construction
//
// [Construct] builds a closed tour of every board whose sides are both at
// least 5 and not both odd, which is every board with both sides at least 5
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
//   - Every block tour contains join edges, one near each side: left
//     {(1,2),(0,4)}, right {(w-1,1),(w-2,3)}, bottom {(2,1),(4,0)} and top
//     {(1,h-1),(3,h-2)}, 0-based from the block's bottom-left square. The
//     right edge of a block and the left edge of the block to its right are
//     translates of each other by the knight jump (2,1), so their four ends
//     form a parallelogram of knight moves: deleting both edges and adding
//     the two jumps joins the two cycles into one, whatever their
//     orientation. The top and bottom edges do the same with the jump (1,2).
//     (The odd block of a row or column is always the first, so it needs no
//     left or bottom edge; 5 x 6 has no closed tour with all four.)
//   - Joining along a spanning tree of the blocks (the bottom row left to
//     right, then every column upwards) leaves a single cycle, because every
//     join meets two different cycles and no edge is used by two joins.
//
// The block tours (27 closed, and 9 open ones for [ConstructOpen]) are found
// once, on first use, by a depth-first search in Warnsdorff order that
// forces the join edges; it needs at most a few thousand nodes a block and a
// few milliseconds in all. Tests check each tour, and check that the search,
// run to the end, counts the closed tours of 6x6, 5x6 and 5x8 that OEIS
// lists, so its pruning loses none. The joins are never applied to a data
// structure: the walk that writes the [board.Path] copies a block's tour a
// run at a time, forwards or backwards, up to the next deleted join edge,
// then crosses to the neighbouring block. Nothing but the path is allocated
// (8 bytes a square; [ConstructSeq] streams the squares in constant
// memory); the walk costs about a nanosecond a square, and the time goes
// mostly to the memory traffic of writing the path: about 4 ms of CPU for
// 1000x1000 and under a second for 10000x10000.
//
// Boards with both sides odd have no closed tour, since a knight alternates
// colours, but [ConstructOpen] builds them an open tour from a corner: the
// block at a1 (5, 7 or 9 a side) gets an open tour from a1 holding its right
// and top join edges (found by the same search, which counts the 304 open
// tours of 5x5 from a corner), and the same exchange that joins two cycles
// joins a path and a cycle into a path. Reflecting the board moves a1 to
// any corner. On boards with an even side the closed tour is also the open
// one, from any start. So every board with both sides at least 5 gets an
// open tour by construction, from a corner at least.
//
// Boards with a side below 5 are not built: their only closed tours are on
// 3 x n for even n >= 10, and no parallelogram join fits in three ranks;
// they are left to search.

package heuristic

import (
	"errors"
	"fmt"
	"iter"

	"github.com/knightcert/knight/board"
)

// ErrNoConstruction is wrapped by the errors of [Construct], [ConstructFrom],
// [ConstructSeq] and [ConstructOpen] for boards and starts they do not build.
var ErrNoConstruction = errors.New("no construction")

// Construct returns a closed tour of b that starts on a1, built by joining
// block tours (see the package documentation), with no search. It builds
// every board with both sides at least 5 and not both odd, up to
// [board.MaxSide] on each side; other boards give an error wrapping
// [ErrNoConstruction]. Time and memory are linear in b.Size().
func Construct(b board.Board) (board.Path, error) {
	return ConstructFrom(b, board.Square{X: 1, Y: 1})
}

// ConstructFrom is [Construct] with the tour starting on start. A square off
// the board gives an error wrapping [board.ErrBadProblem].
func ConstructFrom(b board.Board, start board.Square) (board.Path, error) {
	if err := constructible(b); err != nil {
		return nil, err
	}
	w, err := newTourWalker(b, start)
	if err != nil {
		return nil, err
	}
	path := make(board.Path, b.Size())
	w.fill(path)
	if !board.IsKnightMove(path[len(path)-1], path[0]) {
		return nil, fmt.Errorf("heuristic: construction of %v does not close", b)
	}
	return path, nil
}

// ConstructSeq yields the squares of the tour [ConstructFrom] returns, one
// at a time, in constant memory: a caller that writes them out can stream a
// tour of 10^8 squares without holding it. The error is the one
// ConstructFrom would return; the sequence stops early when yield returns
// false.
func ConstructSeq(b board.Board, start board.Square) (iter.Seq[board.Square], error) {
	if err := constructible(b); err != nil {
		return nil, err
	}
	if _, err := newTourWalker(b, start); err != nil {
		return nil, err
	}
	return func(yield func(board.Square) bool) {
		w, _ := newTourWalker(b, start)
		var buf [2 * blockMax * blockMax]board.Square
		for {
			n := w.fill(buf[:])
			if n == 0 {
				return
			}
			for _, s := range buf[:n] {
				if !yield(s) {
					return
				}
			}
		}
	}, nil
}

// ConstructOpen returns an open tour of b from start, with no search. On a
// board with an even side it is the closed tour of [ConstructFrom], which is
// open too. On a board with both sides odd, where open tours start and end
// on dark squares, it builds one from a corner: the block at a1 has an open
// tour from a1 instead of a closed one, and joining a path to a cycle by
// the same exchange leaves a path; the board is then reflected to put a1 on
// start. Other starts, and sides below 5, give an error wrapping
// [ErrNoConstruction].
func ConstructOpen(b board.Board, start board.Square) (board.Path, error) {
	if err := openConstructible(b); err != nil {
		return nil, err
	}
	if b.W%2 == 0 || b.H%2 == 0 {
		return ConstructFrom(b, start)
	}
	if !b.Contains(start) {
		return nil, fmt.Errorf("%w: start square %v is off the %v board", board.ErrBadProblem, start, b)
	}
	flipX, flipY := start.X == int32(b.W), start.Y == int32(b.H)
	if !flipX && start.X != 1 || !flipY && start.Y != 1 {
		return nil, fmt.Errorf("%w: %v: open tours of boards with both sides odd are built from corners only, not %v", ErrNoConstruction, b, start)
	}
	w, err := newTourWalker(b, board.Square{X: 1, Y: 1})
	if err != nil {
		return nil, err
	}
	path := make(board.Path, b.Size())
	w.fill(path)
	for i, s := range path {
		if flipX {
			s.X = int32(b.W) + 1 - s.X
		}
		if flipY {
			s.Y = int32(b.H) + 1 - s.Y
		}
		path[i] = s
	}
	return path, nil
}

// constructible reports why [Construct] does not build b, or nil.
func constructible(b board.Board) error {
	if err := openConstructible(b); err != nil {
		return err
	}
	if b.W%2 == 1 && b.H%2 == 1 {
		return fmt.Errorf("%w: %v: both sides are odd, so no closed tour exists", ErrNoConstruction, b)
	}
	return nil
}

// openConstructible reports why [ConstructOpen] does not build b, or nil.
func openConstructible(b board.Board) error {
	switch {
	case b.W > board.MaxSide || b.H > board.MaxSide:
		return fmt.Errorf("%w: %v: sides must be at most %d: %w", ErrNoConstruction, b, board.MaxSide, board.ErrBadBoard)
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
