package verify

import "github.com/knightcert/knight/board"

// Walker is [Check] of a path given a square at a time, in one bit a board
// square: it holds the path's first, last and second-last squares, not
// the path, so that a grader can check a tour of 10^8 squares as it reads
// it. Check itself is a Walker over the path it holds, so both give the
// same result and the same error, word for word.
type Walker struct {
	q board.Problem
	// plain is q's shape being the knight on the full board, the fast
	// path; else sh is the shape, whose holes seen holds from the start.
	plain bool
	sh    board.Shape
	seen  board.Set
	// n is the squares stepped; good those before the walk's first fault
	// (n when none), err that fault.
	n, good int
	err     *Error
	// prefix is the first square off q.Prefix, found while stepping.
	prefix *Error
	// The first square, the last two, and the last before the fault.
	first, prev, before, end board.Square
}

// NewWalker is a Walker checking a path against q, no square stepped yet.
func NewWalker(q board.Problem) *Walker {
	w := new(Walker)
	w.init(q)
	return w
}

// init sets w up to check a path against q. On a shape the holes count
// as seen, so that a tour that steps on one is told apart and the missing
// squares listed are cells. [Check] and [Path] keep their Walker on the
// stack through it.
func (w *Walker) init(q board.Problem) {
	*w = Walker{q: q, seen: board.NewSet(q.Board.Size()), plain: q.Piece.IsKnight() && len(q.Holes) == 0}
	if !w.plain {
		w.sh = q.Shape()
		if len(q.Holes) == len(w.seen) {
			w.seen.Union(q.Holes)
		}
	}
}

// isCell reports whether s is a cell of the problem's shape.
func (w *Walker) isCell(s board.Square) bool {
	if w.plain {
		return w.q.Board.Contains(s)
	}
	return w.sh.IsCell(s)
}

// isMove reports whether the piece jumps from a to b.
func (w *Walker) isMove(a, b board.Square) bool {
	if w.plain {
		return board.IsKnightMove(a, b)
	}
	return w.q.Piece.IsMove(a, b)
}

// offShape says where s, which is no cell of sh, lies: off the board,
// or on one of its holes.
func offShape(sh board.Shape, s board.Square) string {
	if !sh.Board.Contains(s) {
		return "off the " + sh.Board.String() + " board"
	}
	return "a hole of " + sh.String()
}

// cells is how many squares a tour visits.
func (w *Walker) cells() int {
	if w.plain {
		return w.q.Board.Size()
	}
	return w.sh.Cells()
}

// Step takes s as the path's next square, square k of the path (k from
// 0). It returns the fault [Path] finds at it, the path's first: off the
// board, no knight move from the square before, or a square visited
// before; then nil for every later square, which the Walker only counts
// and keeps the last of, as Check's result and requirements need.
// firstVisit, called on a revisit only, is the index of s's first visit
// in the path (a reader that does not hold the path finds it by reading
// the path again).
func (w *Walker) Step(s board.Square, firstVisit func(board.Square) int) error {
	i := w.n
	w.n++
	w.before, w.prev = w.prev, s
	if i == 0 {
		w.first = s
	}
	if i < len(w.q.Prefix) && w.prefix == nil && s != w.q.Prefix[i] {
		if i == 0 {
			w.prefix = w.fault(ErrWrongStart, i, "tour starts on %v, not %v", s, w.q.Prefix[0])
		} else {
			w.prefix = w.fault(ErrWrongStart, i, "move %d: %v to %v, but the prefix goes to %v", i, w.before, s, w.q.Prefix[i])
		}
	}
	if w.err != nil {
		return nil
	}
	b := w.q.Board
	switch {
	case !w.isCell(s) && i == 0:
		w.err = w.fault(ErrOffBoard, i, "start square %v is %s", s, offShape(w.q.Shape(), s))
	case !w.isCell(s):
		w.err = w.fault(ErrOffBoard, i, "move %d: %v is %s", i, s, offShape(w.q.Shape(), s))
	case i > 0 && !w.isMove(w.before, s):
		w.err = w.fault(ErrNotKnightMove, i, "move %d: %v to %v is not a %v move", i, w.before, s, w.q.Piece)
	case w.seen.Has(b.Index(s)):
		if first := firstVisit(s); first == 0 {
			w.err = w.fault(ErrRevisit, i, "move %d: %v was already visited as the start square", i, s)
		} else {
			w.err = w.fault(ErrRevisit, i, "move %d: %v was already visited at move %d", i, s, first)
		}
	default:
		w.seen.Add(b.Index(s))
		w.good, w.end = w.n, s
		return nil
	}
	return w.err
}

// Steps is Step of each square of p in turn, with the sound run of
// squares after the prefix checked by a tight loop over p that keeps the
// Walker's state in locals: a path given a chunk at a time is checked at
// the cost of [Check] of it held whole.
func (w *Walker) Steps(p board.Path, firstVisit func(board.Square) int) {
	k := 0
	for ; k < len(p) && (w.n == 0 || w.n < len(w.q.Prefix)); k++ {
		w.Step(p[k], firstVisit)
	}
	if w.err == nil && k < len(p) && w.plain {
		b, seen, prev, from := w.q.Board, w.seen, w.prev, k
		for ; k < len(p); k++ {
			s := p[k]
			if !b.Contains(s) || !board.IsKnightMove(prev, s) || seen.Has(b.Index(s)) {
				break
			}
			seen.Add(b.Index(s))
			prev = s
		}
		if m := k - from; m > 0 {
			if m > 1 {
				w.before = p[k-2]
			} else {
				w.before = w.prev
			}
			w.n += m
			w.good, w.prev, w.end = w.n, prev, prev
		}
	}
	for ; k < len(p); k++ {
		w.Step(p[k], firstVisit)
	}
}

// fault is the error at move i, the square just stepped, as moveError
// makes it from a path held whole.
func (w *Walker) fault(sentinel error, i int, format string, args ...any) *Error {
	var from board.Square
	if i > 0 {
		from = w.before
	}
	return moveError(sentinel, i, from, w.prev, format, args...)
}

// Done is Check's answer for the path stepped: what it is, as far as it is
// a knight's path, and its first fault against the problem, or nil.
func (w *Walker) Done() (Result, error) {
	q, b, n := w.q, w.q.Board, w.n
	r := Result{Board: b, Holes: w.sh.HoleCount(), Piece: q.Piece, Squares: w.good}
	if w.good > 0 {
		r.Start, r.End = w.first, w.end
		r.Closed = w.err == nil && n > 1 && (w.plain || n > 2) && w.isMove(w.prev, w.first)
	}
	switch {
	case w.err != nil:
		return r, w.err
	case w.prefix != nil:
		return r, w.prefix
	case n < len(q.Prefix):
		return r, moveError(ErrWrongStart, -1, board.Square{}, board.Square{}, "path has %d squares, shorter than the %d-square prefix %v", n, len(q.Prefix), q.Prefix)
	case n != w.cells():
		return r, moveError(ErrIncomplete, -1, board.Square{}, board.Square{}, "tour covers %d of %d squares; missing: %s", n, w.cells(), missing(b, w.seen))
	case n == 0: // a board of no squares: q.Check rejects it
		return r, moveError(ErrIncomplete, -1, board.Square{}, board.Square{}, "path has no squares")
	case q.HasEnd() && w.prev != q.End:
		var from board.Square
		if n > 1 {
			from = w.before
		}
		return r, moveError(ErrWrongEnd, n-1, from, w.prev, "tour ends on %v, not %v", w.prev, q.End)
	case q.Closed && n < 3 && !w.plain:
		return r, moveError(ErrNotClosed, n, w.prev, w.first, "tour is not closed: a closed tour is a cycle of three cells or more, and this one has %d", n)
	case q.Closed && !w.isMove(w.prev, w.first):
		return r, moveError(ErrNotClosed, n, w.prev, w.first, "tour is not closed: %v to %v is not a %v move", w.prev, w.first, q.Piece)
	}
	return r, nil
}
