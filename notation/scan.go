package notation

import (
	"bytes"
	"cmp"
	"fmt"
	"io"

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
	bufSize   int   // the first buffer's size; 0: scanBufSize

	// the text of the token being read, for error messages
	tok    [24]byte
	tokLen int
}

// scanBufSize is the size of a scanner's first buffer, and of the
// streamed list reader's window; a variable so that tests can cut windows
// small.
var scanBufSize = 64 << 10

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
		s.buf = make([]byte, 0, cmp.Or(s.bufSize, scanBufSize))
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

// errAt returns a ParseError at line:col.
func errAt(line, col int, sentinel error, format string, args ...any) *board.ParseError {
	return &board.ParseError{Line: line, Col: col, Err: sentinel, Msg: fmt.Sprintf(format, args...)}
}

// setMark keeps the bytes from here on buffered so that reset can go back.
func (s *scanner) setMark() { s.mark, s.markLine, s.markCol = s.pos, s.line, s.col }

// reset goes back to the mark and drops it.
func (s *scanner) reset() {
	s.pos, s.line, s.col, s.mark = s.mark, s.markLine, s.markCol, -1
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

// peekLine returns the next line, without its newline, up to max bytes,
// without consuming it.
func (s *scanner) peekLine(max int) []byte {
	s.setMark()
	var out []byte
	for len(out) < max {
		c, ok := s.peek()
		if !ok || c == '\n' {
			break
		}
		out = append(out, s.next())
	}
	s.reset()
	return bytes.TrimSuffix(out, []byte("\r"))
}

// skipBytes consumes n bytes.
func (s *scanner) skipBytes(n int) {
	for ; n > 0; n-- {
		if _, ok := s.peek(); !ok {
			return
		}
		s.next()
	}
}

// skipWords consumes the lines before a streamed tour that the in-memory
// reader would set aside (captions, prompts, shell commands) or drop
// (rules, blank lines), as its classifier says, and returns the words and
// where the data begins on the line it stops at (after a caption, which
// the reader of that data sets aside).
func (s *scanner) skipWords() ([]Skip, int, error) {
	var skipped []Skip
	for {
		s.skipSpace()
		if _, ok := s.peek(); !ok {
			if s.err != nil {
				return nil, 0, s.err
			}
			return nil, 0, errAt(s.line, s.col, board.ErrSyntax, "empty input")
		}
		line := s.peekLine(classifyProbe)
		kind, from, _ := newText(line).classify(0)
		switch kind {
		case lineData:
			return skipped, from, nil
		case lineWords:
			// Three squares or more among words are a path the in-memory
			// reader reads as a tour: set aside as one, not as words.
			skipped = append(skipped, Skip{Line: s.line, Text: shorten(string(bytes.TrimSpace(line[:min(len(line), 200)]))), Partial: squaresIn(line) >= 3})
		}
		if _, ok := s.restOfLine(rowBytes); !ok && s.err == nil {
			return nil, 0, errAt(s.line, 1, ErrTooLarge, "a line of words longer than %d bytes", rowBytes)
		}
		if s.err != nil {
			return nil, 0, s.err
		}
	}
}
