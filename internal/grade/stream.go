package grade

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// streamFrom is the size from which a file is first graded a square at a
// time: the size above which the readers hold one tour only.
const streamFrom = 4 << 20

// streamable reports whether a file of size bytes may be graded by
// streamed under req: a board given, any notation or a list notation, no
// preset, within the limits the readers would apply.
func streamable(size int64, req Request) bool {
	return size > streamFrom && streamRequest(req) && size <= streamLimit(req)
}

// streamRequest reports whether req lets an input be graded by streamed,
// whatever its size: a board given, any notation or a list notation, no
// preset, a board within req's limit.
func streamRequest(req Request) bool {
	b := req.Board
	return req.Preset == NoPreset && b != (board.Board{}) &&
		(req.Format == notation.Auto || req.Format == notation.Algebraic || req.Format == notation.XY || req.Format == notation.Prolog) &&
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
// they are a square list in any notation and layout the list reader knows
// (notation.ScanList), it returns the verdicts [Tours] gives them, valid
// or not, word for word and at the same place, but for the Path, which it
// does not hold (nil): the tour's, and a row set aside for the text
// after a list that ran past its board, which was not read. Otherwise it reports false: the input is no list
// (a grid, JSON: read no further than its first line), or a list read a
// way the stream does not read it (as moves from square to square, with
// text set aside beside it that could be a tour, under a requirement off
// the board, or that could not be read again); the caller grades it the
// usual way.
func streamed(r io.ReaderAt, at, size int64, req Request) ([]Verdict, bool) {
	again := func() io.Reader { return io.NewSectionReader(r, at, size) }
	return streamedList(again(), again, req)
}

// streamedList is streamed of text, with again giving the text read so
// far from its start once more, or nil when it cannot. The list is read
// once, checked as written; once more when its pairs turn out to count
// from 0 or to be (row, col); again for each other reading the judge
// tries (notation.Scan.Variants) that could be a tour meeting the
// requirements by its ends and length; and, for a revisit, up to the
// square's first visit, to name it.
func streamedList(text io.Reader, again func() io.Reader, req Request) ([]Verdict, bool) {
	q := req.problem(req.Board)
	if q.Check() != nil {
		return nil, false // a start or end off the board: the readers' verdict
	}
	opt := notation.ReadOptions{Board: req.Board, MaxBytes: req.MaxBytes, Format: req.Format, Flip: req.Flip}
	found := true // every revisit's first visit was found
	// walk checks the squares from up to to of the list against q, each
	// square as written read by square.
	walk := func(q board.Problem, from, to int, square func(board.Square) board.Square) *listWalk {
		lw := &listWalk{w: verify.NewWalker(q), from: from, to: to, square: square}
		lw.firstVisit = func(s board.Square) int {
			first, k := -1, 0
			text := again()
			if text != nil {
				notation.ScanAgain(text, opt, func(chunk board.Path) {
					for _, raw := range chunk {
						if first < 0 && k >= from && k < to && lw.at(raw) == s {
							first = k - from
						}
						k++
					}
				})
			}
			found = found && first >= 0
			return max(first, 0)
		}
		return lw
	}
	asRead := walk(q, 0, math.MaxInt, nil)
	sc, isList, err := notation.ScanList(text, opt, asRead.each)
	switch {
	case !isList:
		return nil, false
	case err != nil:
		return []Verdict{judge(positioned(err), req)}, true // as the readers fail
	case sc.Chain:
		return nil, false // a list of moves: the judge reads it twice
	}
	asWritten := sc.Doc.Format != notation.XY || sc.Doc.Base == 1 && !sc.Doc.Transposed
	var first, last walked // the first reading's walk, and the last
	calls := 0
	check := func(dq board.Problem, v notation.Variant) error {
		calls++
		lw := asRead
		if calls > 1 || !asWritten {
			if calls > 1 && !couldBeTour(dq, v) {
				last = walked{err: errNoTour}
				return last.err
			}
			asRead = nil // its set may go
			lw = walk(dq, v.From, v.To, v.Square)
			if text := again(); text == nil || notation.ScanAgain(text, opt, lw.each) != nil {
				found = false
			}
		}
		last = walked{first: v.First(), last: v.Last(), n: v.Len(), place: v.Place}
		last.res, last.err = lw.w.Done()
		if calls == 1 {
			first = last
		}
		return last.err
	}
	// A long input's one reading is judged with the notation asked, as
	// ReadTours gives it.
	j := sc.Judge(q, opt.Format, check)
	if !found {
		return nil, false // the text could not be read again
	}
	doc := sc.Doc
	rd := tourText{err: j.Err}
	switch {
	case j.Verdict == notation.Unreadable && errors.Is(j.Err, board.ErrBadProblem):
		return nil, false
	case j.Verdict == notation.Unreadable:
		rd = positioned(j.Err)
		if rd.line == 0 {
			rd.line = doc.Line
		}
	default:
		doc = j.Variant.Doc
		rd = tourText{doc: doc, line: doc.Line}
	}
	rows := asideRows(doc.Skipped, rd)
	for _, row := range rows {
		if row.aside != nil && !row.unread {
			return nil, false // text set aside beside the tour, graded on its own
		}
	}
	v := judgeBy(rd, req, func(board.Problem) walked {
		if j.Verdict == notation.Valid {
			return last
		}
		if errors.Is(first.err, verify.ErrRevisit) {
			// The scan keeps no place of a repeat: read up to it.
			first.place = func(k int) (int, int, bool) {
				if text := again(); text != nil {
					return notation.PlaceAgain(text, opt, k)
				}
				return 0, 0, false
			}
		}
		return first
	})
	v.Path = nil // the reading's, which holds its first square at most
	out := make([]Verdict, len(rows))
	for i, row := range rows {
		out[i] = v
		if row.aside != nil {
			out[i] = asideVerdict(row, req, true)
		}
	}
	return out, true
}

// errNoTour is the check of a reading whose length or ends show it is no
// tour meeting the requirements: the judge only asks whether it is one.
var errNoTour = errors.New("no tour by its length or ends")

// couldBeTour reports whether v could be a tour meeting dq, by its length
// and its first and last squares alone.
func couldBeTour(dq board.Problem, v notation.Variant) bool {
	first, last := v.First(), v.Last()
	start, hasStart := dq.Start()
	return v.Len() == dq.Shape().Cells() &&
		(!hasStart || first == start) &&
		(!dq.HasEnd() || last == dq.End) &&
		(!dq.Closed || dq.Piece.IsMove(last, first))
}

// listWalk steps a Walker over the squares from up to to of a list
// handed on a chunk at a time, each as written read by square (nil: as
// written).
type listWalk struct {
	w          *verify.Walker
	from, to   int
	k          int
	square     func(board.Square) board.Square
	firstVisit func(board.Square) int
	read       board.Path // a chunk's squares as square reads them
}

func (lw *listWalk) at(raw board.Square) board.Square {
	if lw.square == nil {
		return raw
	}
	return lw.square(raw)
}

func (lw *listWalk) each(chunk board.Path) {
	lo, hi := max(lw.from-lw.k, 0), min(lw.to-lw.k, len(chunk))
	lw.k += len(chunk)
	if lo >= hi {
		return
	}
	part := chunk[lo:hi]
	if lw.square != nil {
		lw.read = lw.read[:0]
		for _, raw := range part {
			lw.read = append(lw.read, lw.square(raw))
		}
		part = lw.read
	}
	lw.w.Steps(part, lw.firstVisit)
}

// streamedFile is streamed of f, a regular file (stdin redirected from
// one too) over streamFrom bytes from its offset on: the verdict, or
// false with f at that offset.
func streamedFile(name string, f *os.File, req Request) ([]Verdict, bool) {
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return nil, false
	}
	at, err := f.Seek(0, io.SeekCurrent)
	if err != nil || !streamable(info.Size()-at, req) {
		return nil, false
	}
	vs, ok := streamed(f, at, info.Size()-at, req)
	for i := range vs {
		vs[i].File = name
	}
	return vs, ok
}

// streamedPipe is streamed of r, stdin that is no regular file (a pipe):
// input up to streamFrom bytes is left to the readers, held as always;
// a longer one is graded as it is read. A pipe cannot be read twice, but
// the stream reads again what it has read (for pairs that count from 0,
// another reading, a revisit's first visit), and hands the text from its
// start to the readers when it is no list it reads: so what it
// reads is copied, as it goes, to a temporary file of [os.TempDir],
// removed at once where the system allows (else by done), and read again
// from there. It returns the verdict, or false and the text from its
// start for [Tours]; done removes the copy, once that text is read. When
// no temporary file can be made, r is held whole, as the readers hold it;
// when the copy fails on the way and is needed, the verdict is
// unreadable, saying why.
func streamedPipe(name string, r io.Reader, req Request) (vs []Verdict, ok bool, rest io.Reader, done func()) {
	done = func() {}
	if !streamRequest(req) {
		return nil, false, r, done
	}
	head, err := io.ReadAll(io.LimitReader(r, streamFrom+1))
	text := io.MultiReader(bytes.NewReader(head), r)
	switch {
	case err != nil:
		return nil, false, io.MultiReader(bytes.NewReader(head), failed{err}), done
	case len(head) <= streamFrom:
		return nil, false, text, done
	}
	tmp, err := os.CreateTemp("", "knight-stdin-*")
	if err != nil {
		return nil, false, text, done
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
	vs, ok = streamedList(io.TeeReader(io.LimitReader(text, limit+1), cp), again, req)
	switch {
	case ok && cp.read <= limit:
		for i := range vs {
			vs[i].File = name
		}
		return vs, true, nil, done
	case cp.err != nil:
		return []Verdict{{File: name, Status: Unreadable, Fault: fmt.Errorf("reading stdin again from its copy in a temporary file: %w", cp.err)}}, true, nil, done
	}
	return nil, false, io.MultiReader(io.NewSectionReader(tmp, 0, cp.n), text), done
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
