package notation

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/knightcert/knight/board"
)

// scanner reads bytes from a reader through its own buffer, tracking the
// line and column of the next byte, refusing to read past a byte limit, and
// keeping the bytes of the token being read for error messages.
type scanner struct {
	r         io.Reader
	buf       []byte
	pos       int
	line, col int
	mark      int // start of the kept region when marked, else -1
	markLine  int
	markCol   int
	consumed  int64 // bytes read from r
	limit     int64 // most bytes r may give; 0: no limit
	limitWhy  string
	pending   error // error the reader returned with its last bytes
	over      bool  // the reader gave more than limit bytes
	err       error // sticky: a read error or the limit

	// token start and text, for error messages
	tokLine, tokCol int
	tok             [24]byte
	tokLen          int
}

const scanBufSize = 64 << 10

func newScanner(r io.Reader) *scanner {
	return &scanner{r: r, line: 1, col: 1, mark: -1}
}

// fill makes sure a byte is buffered and reports whether one is.
func (s *scanner) fill() bool {
	if s.pos < len(s.buf) {
		return true
	}
	if s.over && s.err == nil {
		s.err = &board.ParseError{Line: s.line, Col: s.col, Err: ErrTooLarge,
			Msg: fmt.Sprintf("input is longer than %d bytes, %s", s.limit, s.limitWhy)}
	}
	if s.r == nil || s.err != nil {
		return false
	}
	if s.pending != nil {
		if s.pending != io.EOF {
			s.err = s.pending
		}
		s.r = nil
		return false
	}
	keep := 0
	if s.mark >= 0 {
		keep = copy(s.buf, s.buf[s.mark:])
		s.pos -= s.mark
		s.mark = 0
	} else {
		s.pos = 0
	}
	if cap(s.buf) == 0 {
		s.buf = make([]byte, 0, scanBufSize)
	} else if keep == cap(s.buf) {
		s.buf = append(s.buf[:keep], make([]byte, keep)...)
	}
	room := s.buf[keep:cap(s.buf)]
	if s.limit > 0 && int64(len(room)) > s.limit-s.consumed+1 {
		room = room[:max(s.limit-s.consumed+1, 0)]
	}
	for tries := 0; tries < 100; tries++ {
		n, err := s.r.Read(room)
		s.consumed += int64(n)
		s.buf = s.buf[:keep+n]
		if s.limit > 0 && s.consumed > s.limit {
			s.buf = s.buf[:len(s.buf)-1] // the byte past the limit
			s.over, s.r = true, nil
			return s.fill()
		}
		if err != nil {
			s.pending = err
		}
		if n > 0 {
			return true
		}
		if err != nil {
			return s.fill()
		}
	}
	s.err = io.ErrNoProgress
	return false
}

// rest is a reader of the bytes not yet consumed, within the byte limit
// (the reader it returns enforces its own).
func (s *scanner) rest() io.Reader {
	buffered := bytes.NewReader(s.buf[s.pos:])
	if s.r == nil {
		return buffered
	}
	return io.MultiReader(buffered, s.r)
}

// offset is the number of bytes consumed.
func (s *scanner) offset() int64 { return s.consumed - int64(len(s.buf)-s.pos) }

// peek returns the next byte without consuming it.
func (s *scanner) peek() (byte, bool) {
	if s.pos >= len(s.buf) && !s.fill() {
		return 0, false
	}
	return s.buf[s.pos], true
}

// next consumes one byte, which peek must have shown.
func (s *scanner) next() byte {
	c := s.buf[s.pos]
	s.pos++
	if c == '\n' {
		s.line++
		s.col = 1
	} else {
		s.col++
	}
	if s.tokLen < len(s.tok) {
		s.tok[s.tokLen] = c
		s.tokLen++
	}
	return c
}

// restOfLine consumes the rest of the current line, without its newline, and
// returns it; it stays valid until the next read. A line longer than max
// bytes is reported as too long (ok false, s.err nil) before more of it is
// buffered, so that a line holds at most max bytes in memory.
func (s *scanner) restOfLine(max int) (line []byte, ok bool) {
	s.setMark()
	for {
		if i := bytes.IndexByte(s.buf[s.pos:], '\n'); i >= 0 {
			s.pos += i
			break
		}
		s.pos = len(s.buf)
		if s.pos-s.mark > max {
			break
		}
		if !s.fill() {
			break
		}
	}
	line = s.buf[s.mark:s.pos]
	s.col += len(line)
	s.mark = -1
	return line, len(line) <= max
}

// setMark keeps the bytes from here on buffered so that reset can go back.
func (s *scanner) setMark() { s.mark, s.markLine, s.markCol = s.pos, s.line, s.col }

// reset goes back to the mark and drops it.
func (s *scanner) reset() {
	s.pos, s.line, s.col, s.mark = s.mark, s.markLine, s.markCol, -1
}

// startToken notes where a token begins, for error messages.
func (s *scanner) startToken() { s.tokLine, s.tokCol, s.tokLen = s.line, s.col, 0 }

// errAt returns a ParseError at line:col.
func errAt(line, col int, sentinel error, format string, args ...any) *board.ParseError {
	return &board.ParseError{Line: line, Col: col, Err: sentinel, Msg: fmt.Sprintf(format, args...)}
}

// tokenError reports the token begun at startToken as bad, reading on to the
// end of its word so that the message shows what was there.
func (s *scanner) tokenError(what string) error {
	if s.err != nil {
		return s.err
	}
	for s.tokLen < len(s.tok) {
		c, ok := s.peek()
		if !ok || isSeparator(c) {
			break
		}
		s.next()
	}
	if s.err != nil {
		return s.err
	}
	return errAt(s.tokLine, s.tokCol, board.ErrBadSquare, "%s %s%s", what, strconv.Quote(string(s.tok[:s.tokLen])), board.ZeroHint(string(s.tok[:s.tokLen])))
}

// unexpected reports the next byte (or the end of input) as out of place.
func (s *scanner) unexpected(want string) error {
	if s.err != nil {
		return s.err
	}
	c, ok := s.peek()
	if s.err != nil {
		return s.err
	}
	if !ok {
		return errAt(s.line, s.col, board.ErrSyntax, "unexpected end of input, want %s", want)
	}
	return errAt(s.line, s.col, board.ErrSyntax, "unexpected %s, want %s", strconv.QuoteRune(rune(c)), want)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}
func isHSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

// isSeparator reports whether c ends a token.
func isSeparator(c byte) bool {
	return isSpace(c) || c == ',' || c == ';' || c == '[' || c == ']' || c == '(' || c == ')' || c == '"'
}

func (s *scanner) skipSpace() {
	for {
		c, ok := s.peek()
		if !ok || !isSpace(c) {
			return
		}
		s.next()
	}
}

func (s *scanner) skipHSpace() {
	for {
		c, ok := s.peek()
		if !ok || !isHSpace(c) {
			return
		}
		s.next()
	}
}

// accept consumes c if it comes next.
func (s *scanner) accept(c byte) bool {
	if d, ok := s.peek(); ok && d == c {
		s.next()
		return true
	}
	return false
}

// number reads a decimal number of at most 10 digits; it reports false
// when there is no digit or the number does not fit below maxCoord.
func (s *scanner) number() (int, bool) {
	v, digits := 0, 0
	for {
		c, ok := s.peek()
		if !ok || !isDigit(c) {
			break
		}
		s.next()
		digits++
		if digits <= 10 {
			v = v*10 + int(c-'0')
		}
	}
	return v, digits > 0 && digits <= 10 && v <= maxCoord
}

// coord reads a 1-based coordinate.
func (s *scanner) coord() (int32, bool) {
	v, ok := s.number()
	return int32(v), ok && v >= 1
}

// atEnd reports whether the next byte ends a square token in a list.
func (s *scanner) atEnd() bool {
	c, ok := s.peek()
	return !ok || isSeparator(c)
}

// square reads one square in any notation. It returns the notation.
func (s *scanner) square() (board.Square, Format, error) {
	s.startToken()
	c, ok := s.peek()
	if !ok {
		return board.Square{}, 0, s.unexpected("a square")
	}
	switch {
	case isLetter(c):
		x := 0
		for {
			c, ok := s.peek()
			if !ok || !isLetter(c) {
				break
			}
			s.next()
			x = min(x*26+int(c|0x20-'a')+1, maxCoord+1)
		}
		if s.tokLen == 1 && (c == 'p' || c == 'P') && s.accept('(') {
			sq, err := s.prologTail()
			return sq, Prolog, err
		}
		y, ok := s.coord()
		if !ok || x > maxCoord || !s.atEnd() {
			return board.Square{}, 0, s.tokenError("bad square")
		}
		return board.Square{X: int32(x), Y: y}, Algebraic, nil
	case isDigit(c):
		x, okX := s.coord()
		s.skipHSpace()
		if !s.accept(',') {
			return board.Square{}, 0, s.tokenError("bad square")
		}
		s.skipHSpace()
		y, okY := s.coord()
		if !okX || !okY || !s.atEnd() {
			return board.Square{}, 0, s.tokenError("bad square")
		}
		return board.Square{X: x, Y: y}, XY, nil
	}
	s.next()
	return board.Square{}, 0, s.tokenError("unknown token")
}

// prologTail reads "X, Y)" after "p(".
func (s *scanner) prologTail() (board.Square, error) {
	s.skipSpace()
	x, okX := s.coord()
	s.skipSpace()
	comma := s.accept(',')
	s.skipSpace()
	y, okY := s.coord()
	s.skipSpace()
	if !okX || !comma || !okY || !s.accept(')') || !s.atEnd() {
		if _, more := s.peek(); !more && s.err == nil {
			return board.Square{}, errAt(s.tokLine, s.tokCol, board.ErrSyntax, "input ends inside %q", string(s.tok[:s.tokLen]))
		}
		for s.tokLen < len(s.tok) {
			c, ok := s.peek()
			if !ok || isSpace(c) {
				break
			}
			s.next()
			if c == ')' {
				break
			}
		}
		return board.Square{}, s.tokenError("bad term")
	}
	return board.Square{X: x, Y: y}, nil
}

// notationName names a list notation in messages.
func notationName(f Format) string {
	switch f {
	case Algebraic:
		return "algebraic"
	case Prolog:
		return "Prolog"
	case XY:
		return "X,Y"
	}
	return f.String()
}

// list reads squares of one notation separated by whitespace and commas
// (semicolons for X,Y pairs), optionally inside [...] and the Prolog seed's
// answer(N, [...]). It stops after max squares when max > 0.
func (s *scanner) list(max int) (board.Path, Format, error) {
	var p board.Path
	if max > 0 {
		// Room for the whole path at once: growing it by appending would
		// hold the old and the new array together, twice the path's
		// memory on 10^8 squares. Pages not yet written cost nothing.
		p = make(board.Path, 0, max)
	}
	var notation Format
	s.skipSpace()
	answer, bracket := false, false
	if c, ok := s.peek(); ok && c == 'a' {
		s.setMark()
		s.startToken()
		for _, w := range []byte("answer(") {
			if !s.accept(w) {
				break
			}
		}
		if s.tokLen == len("answer(") {
			s.mark = -1
			s.skipSpace()
			if _, ok := s.number(); !ok {
				return nil, 0, s.unexpected("the square count of answer(N, [...])")
			}
			s.skipSpace()
			if !s.accept(',') {
				return nil, 0, s.unexpected("',' in answer(N, [...])")
			}
			s.skipSpace()
			if c, ok := s.peek(); !ok || c != '[' {
				return nil, 0, s.unexpected("'[' in answer(N, [...])")
			}
			answer = true
		} else {
			s.reset()
		}
	}
	if s.accept('[') {
		bracket = true
	}
	for {
		for {
			c, ok := s.peek()
			if !ok || !(isSpace(c) || (c == ',' && notation != XY) || (c == ';' && notation == XY)) {
				break
			}
			s.next()
		}
		c, ok := s.peek()
		if !ok {
			if s.err != nil {
				return nil, 0, s.err
			}
			if bracket {
				return nil, 0, s.unexpected("']'")
			}
			return p, notation, nil
		}
		if c == ',' && notation == XY {
			return nil, 0, s.unexpected("a space or ';' between X,Y pairs")
		}
		if c == ']' && bracket {
			s.next()
			return p, notation, s.listEnd(answer)
		}
		line, col := s.line, s.col
		sq, f, err := s.square()
		if err != nil {
			return nil, 0, err
		}
		if len(p) == 0 {
			notation = f
		} else if f != notation {
			return nil, 0, errAt(line, col, board.ErrSyntax, "%s is in %s notation, but the list began in %s notation",
				strconv.Quote(string(s.tok[:s.tokLen])), notationName(f), notationName(notation))
		}
		p = append(p, sq)
		if max > 0 && len(p) >= max {
			return p, notation, nil
		}
	}
}

// listEnd reads what may follow the closing ']' of a list.
func (s *scanner) listEnd(answer bool) error {
	s.skipSpace()
	if answer && !s.accept(')') {
		return s.unexpected("')' closing answer(N, [...])")
	}
	s.skipSpace()
	s.accept('.')
	s.skipSpace()
	if _, ok := s.peek(); ok {
		return s.unexpected("the end of input after the list")
	}
	return s.err
}
