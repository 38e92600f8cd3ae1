package heuristic

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
)

// ErrNoConstruction is wrapped by the errors of [Construct], [ConstructFrom]
// and [ConstructOpen] for boards and starts they do not build.
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
	return pathOf(ConstructWalk(context.Background(), b, start))
}

// pathOf is a constructed walk's squares, or its error.
func pathOf(w board.Walk, err error) (board.Path, error) {
	if err != nil {
		return nil, err
	}
	return w.Path(), nil
}

// ConstructWalk is [ConstructFrom] with the tour kept as a [board.Walk]:
// one byte a square instead of a [board.Square]'s eight, so that a
// 10000x10000 tour takes 100 MB, not 800 MB. Nothing else grows with the
// board: each block tour's run is copied as its moves. It gives up with
// ctx's error when ctx ends, looking at ctx every [walkCheck] squares or
// so, so that a deadline is honoured on 10^8 squares too.
func ConstructWalk(ctx context.Context, b board.Board, start board.Square) (board.Walk, error) {
	if err := constructible(b); err != nil {
		return board.Walk{}, err
	}
	w, err := newTourWalker(b, start)
	if err != nil {
		return board.Walk{}, err
	}
	walk, last, err := w.walk(ctx, nil)
	if err != nil {
		return board.Walk{}, err
	}
	if !board.IsKnightMove(last, walk.Start) {
		return board.Walk{}, fmt.Errorf("heuristic: construction of %v does not close", b)
	}
	return walk, nil
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
	return pathOf(ConstructOpenWalk(context.Background(), b, start))
}

// ConstructOpenWalk is [ConstructOpen] with the tour kept as a
// [board.Walk], as [ConstructWalk] keeps a closed one.
func ConstructOpenWalk(ctx context.Context, b board.Board, start board.Square) (board.Walk, error) {
	if err := openConstructible(b); err != nil {
		return board.Walk{}, err
	}
	if b.W%2 == 0 || b.H%2 == 0 {
		return ConstructWalk(ctx, b, start)
	}
	w, r, err := cornerWalker(b, start)
	if err != nil {
		return board.Walk{}, err
	}
	walk, _, err := w.walk(ctx, r.apply)
	return walk, err
}

// cornerWalker sets out on the open tour of b (both sides odd) from a1,
// with the reflection of the board that puts a1 on start: open tours of
// such boards are built from a corner, so another start gives an error
// wrapping [ErrNoConstruction].
func cornerWalker(b board.Board, start board.Square) (*tourWalker, reflection, error) {
	if !b.Contains(start) {
		return nil, reflection{}, fmt.Errorf("%w: start square %v is off the %v board", board.ErrBadProblem, start, b)
	}
	r := reflection{b: b, x: start.X == b.W, y: start.Y == b.H}
	if !r.x && start.X != 1 || !r.y && start.Y != 1 {
		return nil, reflection{}, fmt.Errorf("%w: %v: open tours of boards with both sides odd are built from corners only, not %v", ErrNoConstruction, b, start)
	}
	w, err := newTourWalker(b, board.Square{X: 1, Y: 1})
	return w, r, err
}

// reflection mirrors board b left to right when x is set, top to bottom
// when y is.
type reflection struct {
	b    board.Board
	x, y bool
}

func (r reflection) apply(s board.Square) board.Square {
	if r.x {
		s.X = r.b.W + 1 - s.X
	}
	if r.y {
		s.Y = r.b.H + 1 - s.Y
	}
	return s
}

// noMove marks a step that is no knight move.
const noMove = 0xFF

// walkCheck is how many squares [tourWalker.walk] writes between looks at
// its context.
const walkCheck = 1 << 20

// walk follows the whole tour into a walk, and returns it with its last
// square; it stops with ctx's error when ctx ends. A run of the tour
// inside a block is copied as the block tour's run of moves; only the
// jump between runs is worked out. With moved set (a reflection of the
// board), each square and jump is reflected.
func (w *tourWalker) walk(ctx context.Context, moved func(board.Square) board.Square) (board.Walk, board.Square, error) {
	walk := board.Walk{Moves: make([]uint8, 0, w.size-1)}
	var prev board.Square
	check := 0
	for w.done < w.size {
		if w.done >= check {
			if err := ctx.Err(); err != nil {
				return board.Walk{}, board.Square{}, err
			}
			check = w.done + walkCheck
		}
		if w.left == 0 {
			w.startRun()
		}
		m := w.left
		t, n := w.t, w.t.w*w.t.h
		var first, last board.Square
		var moves []uint8
		if w.forward {
			first, last, moves = t.order[w.place], t.order[w.place+m-1], t.orderMoves[w.place:w.place+m-1]
			w.place += m
			if w.place >= n {
				w.place -= n
			}
		} else {
			i := n - 1 - w.place
			first, last, moves = t.reversed[i], t.reversed[i+m-1], t.reversedMoves[i:i+m-1]
			w.place -= m
			if w.place < 0 {
				w.place += n
			}
		}
		ox, oy := int32(w.g.left[w.c]+1), int32(w.g.bottom[w.r]+1)
		first.X, first.Y, last.X, last.Y = first.X+ox, first.Y+oy, last.X+ox, last.Y+oy
		if w.done == 0 {
			walk.Start = first
		} else {
			walk.Moves = append(walk.Moves, moveIndex(prev, first))
		}
		walk.Moves = append(walk.Moves, moves...)
		prev = last
		w.done += m
		w.left -= m
		if w.left == 0 && w.done < w.size {
			w.cross()
		}
	}
	if moved != nil {
		// A reflection maps each jump to a jump: the same map for all.
		var image [len(board.Moves)]uint8
		for k, d := range board.Moves {
			to := moved(board.Square{X: 3 + d.X, Y: 3 + d.Y})
			image[k] = moveIndex(moved(board.Square{X: 3, Y: 3}), to)
		}
		walk.Start, prev = moved(walk.Start), moved(prev)
		for i, k := range walk.Moves {
			if int(k) < len(image) {
				walk.Moves[i] = image[k]
			}
		}
	}
	if i := bytes.IndexByte(walk.Moves, noMove); i >= 0 {
		return board.Walk{}, board.Square{}, fmt.Errorf("heuristic: construction's move %d is no knight move", i+1)
	}
	return walk, prev, nil
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
