package grade

import (
	"bytes"
	"errors"
	"fmt"
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
	return size > streamFrom && streamRequest(req) && size <= streamLimit(req)
}

// streamRequest reports whether req lets an input be graded by streamed,
// whatever its size: a board given, any notation or algebraic, no preset,
// a board within req's limit.
func streamRequest(req Request) bool {
	b := req.Board
	return req.Preset == NoPreset && b != (board.Board{}) &&
		(req.Format == notation.Auto || req.Format == notation.Algebraic) &&
		(req.MaxSquares <= 0 || b.Size() <= req.MaxSquares)
}

// streamLimit is the most bytes an input graded by streamed may have:
// what the readers would take.
func streamLimit(req Request) int64 {
	limit := int64(req.Board.Size()) * notation.BytesPerSquare
	if req.MaxBytes > 0 {
		limit = min(limit, req.MaxBytes)
	}
	return limit
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
	again := func() io.Reader { return io.NewSectionReader(r, at, size) }
	return streamedLine(again(), again, req)
}

// streamedLine is streamed of the text line, with again giving the text
// read so far from its start once more, or nil when it cannot.
func streamedLine(line io.Reader, again func() io.Reader, req Request) (Verdict, bool) {
	q := req.problem(req.Board)
	if q.Check() != nil {
		return Verdict{}, false // a start or end off the board: the readers' verdict
	}
	w := verify.NewWalker(q)
	// The columns of the first square, the last, and the walk's fault.
	var first, last board.Square
	firstCol, lastCol, faultCol, faultMove := 0, 0, 0, -1
	count := 0
	found := true // the second reading found the square
	firstVisit := func(s board.Square) int {
		k := 0
		text := again()
		found = text != nil && !notation.ScanPlainLine(text, func(t board.Square, _ int) bool {
			if t == s {
				return false
			}
			k++
			return true
		})
		return k
	}
	ok := notation.ScanPlainLine(line, func(s board.Square, col int) bool {
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
	if !ok || !found {
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

// streamedPipe is streamed of r, stdin that is no regular file (a pipe):
// input up to streamFrom bytes is left to the readers, held as always;
// a longer one is graded as it is read. A pipe cannot be read twice, but
// the stream reads again what it has read, to find a revisit's first
// visit, and hands the text from its start to the readers when it is no
// line of squares (a second line, say, is a second tour): so what it
// reads is copied, as it goes, to a temporary file of [os.TempDir],
// removed at once where the system allows (else by done), and read again
// from there. It returns the verdict, or false and the text from its
// start for [Tours]; done removes the copy, once that text is read. When
// no temporary file can be made, r is held whole, as the readers hold it;
// when the copy fails on the way and is needed, the verdict is
// unreadable, saying why.
func streamedPipe(name string, r io.Reader, req Request) (v Verdict, ok bool, rest io.Reader, done func()) {
	done = func() {}
	if !streamRequest(req) {
		return Verdict{}, false, r, done
	}
	head, err := io.ReadAll(io.LimitReader(r, streamFrom+1))
	text := io.MultiReader(bytes.NewReader(head), r)
	switch {
	case err != nil:
		return Verdict{}, false, io.MultiReader(bytes.NewReader(head), failed{err}), done
	case len(head) <= streamFrom:
		return Verdict{}, false, text, done
	}
	tmp, err := os.CreateTemp("", "knight-stdin-*")
	if err != nil {
		return Verdict{}, false, text, done
	}
	removed := os.Remove(tmp.Name()) == nil // the open file stays
	done = func() {
		tmp.Close()
		if !removed {
			os.Remove(tmp.Name())
		}
	}
	cp := &copier{f: tmp}
	limit := streamLimit(req)
	again := func() io.Reader {
		if cp.err != nil {
			return nil
		}
		return io.NewSectionReader(tmp, 0, cp.n)
	}
	// One byte past the limit makes the input too long to stream.
	v, ok = streamedLine(io.TeeReader(io.LimitReader(text, limit+1), cp), again, req)
	switch {
	case ok && cp.read <= limit:
		v.File = name
		return v, true, nil, done
	case cp.err != nil:
		return Verdict{File: name, Status: Unreadable, Fault: fmt.Errorf("reading stdin again from its copy in a temporary file: %w", cp.err)}, true, nil, done
	}
	return Verdict{}, false, io.MultiReader(io.NewSectionReader(tmp, 0, cp.n), text), done
}

// copier writes what it is given to f, keeping the first error instead of
// returning it, so that the reading it copies goes on. It counts the
// bytes given (read) and those written (n).
type copier struct {
	f       *os.File
	read, n int64
	err     error
}

func (c *copier) Write(p []byte) (int, error) {
	c.read += int64(len(p))
	if c.err == nil {
		var k int
		k, c.err = c.f.Write(p)
		c.n += int64(k)
	}
	return len(p), nil
}

// failed is a reader that fails with err, as the reader it stands for did.
type failed struct{ err error }

func (f failed) Read([]byte) (int, error) { return 0, f.err }
