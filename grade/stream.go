package grade

import (
	"io"
	"os"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// streamFrom is the size from which a file is first graded a square at a
// time: the size above which the readers hold one tour only.
const streamFrom = 4 << 20

// streamable reports whether a file of size bytes may be graded by
// streamedValid under req: a board given, any notation or algebraic, no
// preset, within the limits the readers would apply.
func streamable(size int64, req Request) bool {
	b := req.Board
	return size > streamFrom && req.Preset == NoPreset && b != (board.Board{}) &&
		(req.Format == notation.Auto || req.Format == notation.Algebraic) &&
		(req.MaxSquares <= 0 || b.Size() <= req.MaxSquares) &&
		(req.MaxBytes <= 0 || size <= req.MaxBytes) &&
		size <= int64(b.Size())*notation.BytesPerSquare
}

// streamedValid grades r, a large input, in one bit a board square
// instead of the path's eight bytes a square: when r is one line of
// squares (notation.ScanPlainLine) that is a valid tour of req's problem,
// it returns that verdict, as [Tours] gives it but for the Path, which it
// does not hold (nil). Otherwise it reports false, having found no fault
// of its own: the caller grades the input again the usual way, which
// names the fault and its place.
func streamedValid(r io.Reader, req Request) (Verdict, bool) {
	q := req.problem(req.Board)
	b := q.Board
	n := b.Size()
	seen := make([]uint64, (n+63)/64)
	var first, prev board.Square
	count := 0
	ok := notation.ScanPlainLine(r, func(s board.Square) bool {
		if count == n || !b.Contains(s) || count > 0 && !board.IsKnightMove(prev, s) ||
			count < len(q.Prefix) && q.Prefix[count] != s {
			return false
		}
		k := b.Index(s)
		if seen[k>>6]&(1<<(k&63)) != 0 {
			return false
		}
		seen[k>>6] |= 1 << (k & 63)
		if count == 0 {
			first = s
		}
		prev = s
		count++
		return true
	})
	if !ok || count != n || q.HasEnd() && prev != q.End || q.Closed && !board.IsKnightMove(prev, first) {
		return Verdict{}, false
	}
	res := verify.Result{Board: b, Squares: n, Start: first, End: prev, Closed: n > 1 && board.IsKnightMove(prev, first)}
	return Verdict{Line: 1, Status: Valid, Result: res, Notation: notation.Algebraic, closedAsked: q.Closed}, true
}

// streamedFile is streamedValid of f, a regular file (stdin redirected
// from one too) over streamFrom bytes from its offset on: the verdict,
// or false with f back at that offset, or with a verdict of why it could
// not go back.
func streamedFile(name string, f *os.File, req Request) (Verdict, bool) {
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return Verdict{}, false
	}
	at, err := f.Seek(0, io.SeekCurrent)
	if err != nil || !streamable(info.Size()-at, req) {
		return Verdict{}, false
	}
	v, ok := streamedValid(f, req)
	if !ok {
		if _, err := f.Seek(at, io.SeekStart); err != nil {
			return Verdict{File: name, Status: Unreadable, Fault: err}, true
		}
	}
	v.File = name
	return v, ok
}
