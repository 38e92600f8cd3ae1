package grade

import (
	"errors"
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
// streamed under req: a board given, any notation or algebraic, no
// preset, within the limits the readers would apply.
func streamable(size int64, req Request) bool {
	b := req.Board
	return size > streamFrom && req.Preset == NoPreset && b != (board.Board{}) &&
		(req.Format == notation.Auto || req.Format == notation.Algebraic) &&
		(req.MaxSquares <= 0 || b.Size() <= req.MaxSquares) &&
		(req.MaxBytes <= 0 || size <= req.MaxBytes) &&
		size <= int64(b.Size())*notation.BytesPerSquare
}

// streamed grades the size bytes of r from offset at, a large input, in
// one bit a board square instead of the path's eight bytes a square: when
// they are one line of squares (notation.ScanPlainLine), it returns the
// verdict [Tours] gives them, valid or not, word for word and at the same
// place, but for the Path, which it does not hold (nil). A revisit names
// the move of the square's first visit, found by reading the line again
// up to it. Otherwise it reports false, having found no fault of its own:
// the caller grades the input the usual way, which names the fault and
// its place.
func streamed(r io.ReaderAt, at, size int64, req Request) (Verdict, bool) {
	q := req.problem(req.Board)
	if q.Check() != nil {
		return Verdict{}, false // a start or end off the board: the readers' verdict
	}
	w := verify.NewWalker(q)
	// The columns of the first square, the last, and the walk's fault.
	var first, last board.Square
	firstCol, lastCol, faultCol, faultMove := 0, 0, 0, -1
	count := 0
	again := true // the second reading found the square
	firstVisit := func(s board.Square) int {
		k := 0
		again = !notation.ScanPlainLine(io.NewSectionReader(r, at, size), func(t board.Square, _ int) bool {
			if t == s {
				return false
			}
			k++
			return true
		})
		return k
	}
	ok := notation.ScanPlainLine(io.NewSectionReader(r, at, size), func(s board.Square, col int) bool {
		if count == 0 {
			first, firstCol = s, col
		}
		if w.Step(s, firstVisit) != nil {
			faultMove, faultCol = count, col
		}
		last, lastCol = s, col
		count++
		return true
	})
	if !ok || !again {
		return Verdict{}, false
	}
	res, err := w.Done()
	place := func(k int) (line, col int, ok bool) {
		switch k {
		case 0:
			return 1, firstCol, true
		case count - 1:
			return 1, lastCol, true
		case faultMove:
			return 1, faultCol, true
		}
		return 0, 0, false
	}
	v := Verdict{Line: 1, Notation: notation.Algebraic}
	if err != nil {
		var verr *verify.Error
		if !errors.As(err, &verr) || verr.Move >= 0 && verr.Move < count-1 && verr.Move != 0 && verr.Move != faultMove {
			return Verdict{}, false // a fault at a square not placed: none is
		}
	}
	return checked(v, req, q, false, res, err, first, last, count, place), true
}

// streamedFile is streamed of f, a regular file (stdin redirected from
// one too) over streamFrom bytes from its offset on: the verdict, or
// false with f at that offset.
func streamedFile(name string, f *os.File, req Request) (Verdict, bool) {
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return Verdict{}, false
	}
	at, err := f.Seek(0, io.SeekCurrent)
	if err != nil || !streamable(info.Size()-at, req) {
		return Verdict{}, false
	}
	v, ok := streamed(f, at, info.Size()-at, req)
	v.File = name
	return v, ok
}
