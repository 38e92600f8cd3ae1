package notation

import (
	"errors"
	"fmt"
	"io"

	"github.com/knightcert/knight/board"
)

// errNoList: a streamed input read into a sink is no square list (a grid
// or JSON), which [ScanList] leaves to the readers that hold the path.
var errNoList = errors.New("no square list")

// sinkChunk is how many squares a list read into a sink holds at a time.
const sinkChunk = 4096

// squareSink takes the squares of a streamed list, a chunk at a time, as
// written (pairs before their base and orientation are known), and keeps
// what the readings of the whole list turn on: how many squares, the
// first two and the last two, whether they pair up as moves, how many
// are off the board under each base and orientation of pairs.
type squareSink struct {
	each func(board.Path)
	b    board.Board
	// again: the text is read a second time, its squares' places known,
	// but that of square placeAt, found at line and col (from 1).
	again     bool
	placeAt   int
	line, col int
	n         int
	head      [2]board.Square // the first two squares
	tail      [2]board.Square // the last two, the last at tail[1]
	// chain: so far every second square repeats the one before it.
	chain bool
	// off[base][t] counts the squares off the board when pairs count
	// from 1 (base 0) or from 0 (base 1), read as (file, rank) (t 0) or
	// (row, col) (t 1).
	off [2][2]int
	// wide is the first square whose file has more letters than the
	// board's, and wideAt its place from 1 (0: none).
	wide   board.Square
	wideAt int
}

// take hands on chunk, the squares of the list after its first given,
// and returns how many it has handed on.
func (s *squareSink) take(chunk board.Path, given int) int {
	inner := min(s.b.W, s.b.H)
	for i, sq := range chunk {
		k := given + i
		if k < 2 {
			s.head[k] = sq
		}
		if k == 0 {
			s.chain = true
		} else if k%2 == 0 {
			s.chain = s.chain && sq == s.tail[1]
		}
		s.tail[0], s.tail[1] = s.tail[1], sq
		if s.wideAt == 0 && letterCount(sq.X) > letterCount(s.b.W) {
			s.wide, s.wideAt = sq, k+1
		}
		if sq.X < 1 || sq.Y < 1 || sq.X >= inner || sq.Y >= inner {
			for base := range 2 {
				for t := range 2 {
					if s.isOff(sq, base, t == 1) {
						s.off[base][t]++
					}
				}
			}
		}
	}
	s.n = given + len(chunk)
	if s.each != nil {
		s.each(chunk)
	}
	return s.n
}

// isOff reports whether sq, as written, is off the board read from base
// (0: from 1, 1: from 0), transposed or not.
func (s *squareSink) isOff(sq board.Square, base int, transposed bool) bool {
	sq.X, sq.Y = sq.X+int32(base), sq.Y+int32(base)
	if transposed {
		sq.X, sq.Y = sq.Y, sq.X
	}
	return !s.b.Contains(sq)
}

// fitPairs is [fitPairs] on the list taken, the base of d set.
func (s *squareSink) fitPairs(d *Document) {
	base := 1 - d.Base
	if s.off[base][0] > 0 && s.off[base][1] == 0 {
		d.Transposed = true
	}
}

// Scan is a square list read by [ScanList]: the document [ReadTours]
// reads from the same text, but for its path, which is not held.
type Scan struct {
	// Doc is the document read, its Path nil.
	Doc Document
	// Len is the number of squares of the list (at most the board's and
	// one more: a list stops there).
	Len int
	// Chain: the list is of moves, every second square repeating the
	// one before it ("a1-b3, b3-c1"), which [Judge] also reads as the
	// squares they join: a reading a Scan does not make.
	Chain bool

	sink squareSink
}

// ScanList reads a long input as [ReadTours] reads one over 4 MiB, when it
// is a square list in any notation the list reader knows (algebraic,
// pairs, Prolog terms; one line or a square a line; captions, move
// numbers and brackets around), holding a window of it and not its path:
// each gets its squares in order, a chunk at a time, as written (see
// [Scan.Square]). It reports false, having read no further than the first
// line, when the input is no square list (a grid, JSON), which the readers
// then read; and the reader's error when the list cannot be read, as
// ReadTours gives it.
func ScanList(r io.Reader, opt ReadOptions, each func(board.Path)) (*Scan, bool, error) {
	sc := &Scan{sink: squareSink{each: each, b: opt.Board, placeAt: -1}}
	d, err := readStream(r, opt, &sc.sink)
	if errors.Is(err, errNoList) {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, err
	}
	sc.Doc, sc.Len = d, sc.sink.n
	sc.Chain = sc.sink.chain && sc.Len >= 4 && sc.Len%2 == 0
	return sc, true, nil
}

// ScanAgain reads a text that ScanList read under opt once more, from its
// start, handing each the same squares; it keeps nothing else. A text cut
// short (a copy still being written) gives the squares up to the cut,
// then the error.
func ScanAgain(r io.Reader, opt ReadOptions, each func(board.Path)) error {
	sink := squareSink{each: each, b: opt.Board, again: true, placeAt: -1}
	_, err := readStream(r, opt, &sink)
	return err
}

// PlaceAgain reads a text that ScanList read under opt once more, up to
// its square k (from 0), and gives the line and column of its text, as
// [Document.Place] would: a Scan keeps the places of the first and last
// squares and of those where a first fault can fall but a repeat, which
// its caller finds checking the squares.
func PlaceAgain(r io.Reader, opt ReadOptions, k int) (line, col int, ok bool) {
	sink := squareSink{b: opt.Board, again: true, placeAt: k}
	readStream(r, opt, &sink)
	return sink.line, sink.col, sink.line > 0
}

// Square is the square of Doc's reading that sq, as written, stands for:
// pairs counted from Doc's base, read as (row, col) when Doc is
// transposed.
func (sc *Scan) Square(sq board.Square) board.Square {
	d := sc.Doc
	if d.Format == XY && d.Base == 0 {
		sq.X, sq.Y = sq.X+1, sq.Y+1
	}
	if d.Transposed {
		sq.X, sq.Y = sq.Y, sq.X
	}
	return sq
}

// raw is the list's square k as written, for k among the first two and
// the last two.
func (sc *Scan) raw(k int) board.Square {
	switch k {
	case 0, 1:
		return sc.sink.head[k]
	case sc.Len - 1:
		return sc.sink.tail[1]
	}
	return sc.sink.tail[0]
}

// Variant is one reading [Judge] makes of the list: its squares From up
// to To, each read as [Variant.Square] says.
type Variant struct {
	// Doc is the reading, its Path nil, or, when Repeated, the first
	// square alone, which its Reading names.
	Doc      Document
	From, To int
	sc       *Scan
	// swap and flip: the squares of sc's reading transposed, then
	// counted from the top rank.
	swap, flip bool
}

// Square is the square of the reading that sq, as written, stands for.
func (v Variant) Square(sq board.Square) board.Square {
	sq = v.sc.Square(sq)
	if v.swap {
		sq.X, sq.Y = sq.Y, sq.X
	}
	if v.flip {
		sq.Y = v.Doc.Board.H + 1 - sq.Y
	}
	return sq
}

// Len is the number of squares of the reading.
func (v Variant) Len() int { return v.To - v.From }

// First and Last are the reading's first and last squares.
func (v Variant) First() board.Square { return v.Square(v.sc.raw(v.From)) }
func (v Variant) Last() board.Square  { return v.Square(v.sc.raw(v.To - 1)) }

// Place is [Document.Place] of the reading's square k: known for the
// first and last squares and those a first fault can fall on, but a
// repeat ([PlaceAgain] finds it).
func (v Variant) Place(k int) (line, col int, ok bool) {
	pl := v.Doc.places
	if pl == nil || k < 0 || k >= v.Len() {
		return 0, 0, false
	}
	m := k + pl.shift
	for _, p := range pl.few {
		if p.move == m {
			return p.line, p.col, true
		}
	}
	return 0, 0, false
}

// Variants are the readings [Judge] tries of the document ReadTours reads
// from the text, in its order (see variants): the list as read; its last
// square, a repeat of the first, read as closing the tour; a square on a
// line of its own before or after a whole tour cut off; pairs read as
// (row, col) as well; pairs counted from the top rank when q fixes a
// start or an end. The moves a Chain list joins are not among them.
func (sc *Scan) Variants(q board.Problem) []Variant {
	d, n, m := sc.Doc, sc.Doc.Board.Size(), sc.Len
	out := []Variant{{Doc: d, From: 0, To: m, sc: sc}}
	closes := m == n+1 && m > 2 && sc.raw(0) == sc.raw(m-1)
	if closes {
		c := d
		c.Closed, c.Repeated = true, true
		out = append(out, Variant{Doc: c, From: 0, To: m - 1, sc: sc})
	}
	for _, c := range cutLines(d, m, closes && returnClaimed(d)) {
		out = append(out, Variant{Doc: c.doc, From: c.from, To: c.to, sc: sc})
	}
	if d.Format == XY && d.Based && d.pairsNamed == "" {
		for _, v := range out[:len(out):len(out)] {
			c := v
			c.Doc.Transposed, c.swap = !v.Doc.Transposed, !v.swap
			if sc.offSwapped(c) == 0 {
				out = append(out, c)
			}
		}
	}
	if d.Format == XY && d.Based && !d.originNamed && (len(q.Prefix) > 0 || q.HasEnd()) {
		for _, v := range out[:len(out):len(out)] {
			f := v
			f.Doc.Flipped, f.flip = !v.Doc.Flipped, !v.flip
			out = append(out, f)
		}
	}
	for i, v := range out {
		if v.Doc.Repeated {
			out[i].Doc.Path = board.Path{v.First()} // the square its Reading names
		}
	}
	return out
}

// offSwapped is how many squares of v, a reading of sc's transposed, are
// off the board.
func (sc *Scan) offSwapped(v Variant) int {
	base := 1 - sc.Doc.Base
	t := 1
	if sc.Doc.Transposed {
		t = 0
	}
	off := sc.sink.off[base][t]
	// Only the first square or the last is cut off.
	if v.From > 0 && sc.sink.isOff(sc.raw(0), base, t == 1) {
		off--
	}
	if v.To < sc.Len && sc.sink.isOff(sc.raw(sc.Len-1), base, t == 1) {
		off--
	}
	return off
}

// ScanJudgement is [Judgement] of a list read by ScanList.
type ScanJudgement struct {
	Verdict Verdict
	// Variant is the reading judged (its Doc the reading's document),
	// Problem the question it answered.
	Variant Variant
	Problem board.Problem
	Err     error
}

// Judge is [Judge] of the one reading ReadTours makes of sc's text, asked
// being the notation the caller asked for: check checks a reading of the
// list against a problem, reading the text again as it must.
func (sc *Scan) Judge(q board.Problem, asked Format, check func(board.Problem, Variant) error) ScanJudgement {
	var fault *ScanJudgement
	for k, v := range sc.Variants(q) {
		dq := q
		dq.Board = v.Doc.Board
		dq.Closed = q.Closed || v.Doc.Closed
		dq, err := v.Doc.Shaped(dq)
		if err == nil {
			err = dq.Check()
		}
		if err != nil {
			return ScanJudgement{Verdict: Unreadable, Variant: v, Problem: dq, Err: err}
		}
		err = check(dq, v)
		if err == nil {
			return ScanJudgement{Verdict: Valid, Variant: v, Problem: dq}
		}
		if k == 0 {
			fault = &ScanJudgement{Verdict: Invalid, Variant: v, Problem: dq, Err: err}
		}
	}
	d, n, m := sc.Doc, sc.Doc.Board.Size(), sc.Len
	weak := d.Format == XY && m != n && !(m == n+1 && sc.raw(0) == sc.raw(n))
	v := fault.Variant
	if cut, ok := unreadAfter(d.Skipped); ok {
		fault.Verdict, fault.Err = Unreadable, cutByStream(d.Line, fault.Problem.Board, cut, fault.Err)
		return *fault
	}
	if b := fault.Problem.Board; d.Format != Grid && m > 0 && !b.Contains(v.Square(sc.raw(0))) && (!weak || asked == d.Format) {
		// As Judge: a start the board given does not hold is text
		// written for another board or in another notation.
		off := 0
		for i := range m {
			if !b.Contains(v.Square(sc.raw(i))) {
				off++
			}
		}
		fault.Verdict = Unreadable
		fault.Err = &board.ParseError{Line: d.Line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("%d of the %d squares read are off the %v board given (%v): the text is not written on that board, or not in this notation; give -board for the board meant, or -read for another notation", off, m, b, fault.Err)}
		return *fault
	}
	if b := fault.Problem.Board; d.Format == Algebraic && sc.sink.wideAt > 0 && letterCount(sc.sink.wide.X) > letterCount(b.W) && asked != d.Format {
		// As Judge: a file of more letters than the board's is a letter
		// glued to a square, or a misprint, not certainly off the board.
		fault.Verdict = Unreadable
		fault.Err = &board.ParseError{Line: d.Line, Col: 1, Err: ErrMisread, Msg: gluedNote(sc.sink.wideAt, sc.sink.wide, b, d.Format, fault.Err)}
		return *fault
	}
	if !weak || asked == d.Format {
		return *fault
	}
	shown := board.Path{v.Square(sc.raw(0)), v.Square(sc.raw(1))}[:min(m, 2)]
	what := fmt.Sprintf("a list of %d squares in %s notation (%v...)", m, notationName(d.Format), shown)
	fault.Verdict = Unreadable
	fault.Err = &board.ParseError{Line: d.Line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("read as %s the text is no tour (%v); give -read %v to judge it so", what, fault.Err, d.Format)}
	return *fault
}
