package evidence

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/internal/docread"
)

// Stream reads the documents of a stream one after another, as `knight
// survey -upto WxH -json` writes them (one JSON object per board), each
// as strictly as [Read] and within the same [Limits], so that a stream of
// any length is read in the memory of its largest document.
type Stream struct {
	r   *bufio.Reader
	lim Limits
	// line and col are where the next byte is, counted from 1.
	line, col int
	docLine   int
	docCol    int
	docData   []byte
	err       error
}

// NewStream reads documents from r within lim, each document on its own.
func NewStream(r io.Reader, lim Limits) *Stream {
	return &Stream{r: bufio.NewReaderSize(r, 1<<16), lim: lim, line: 1, col: 1}
}

// Line is the line on which the last document returned by [Stream.Next]
// began, counted from 1.
func (s *Stream) Line() int { return s.docLine }

// At is the line and column, in the stream, of the byte at line and col
// of the last document returned by [Stream.Next] (as [MemberAt] gives
// them).
func (s *Stream) At(line, col int) (int, int) {
	if line == 1 {
		col += s.docCol - 1
	}
	return line + s.docLine - 1, col
}

// Text is the text of the last document returned by [Stream.Next].
func (s *Stream) Text() []byte { return s.docData }

// Next returns the next document, or io.EOF after the last. An error is
// positioned in the whole stream (line and column as a [board.ParseError]); after
// one, the stream cannot be read further, since where the bad document
// ends is not known, and Next returns the same error again.
func (s *Stream) Next() (Document, error) {
	if s.err != nil {
		return nil, s.err
	}
	data, line, col, err := s.split()
	if err != nil {
		s.err = err
		return nil, err
	}
	s.docLine, s.docCol, s.docData = line, col, data
	doc, err := Parse(data, s.lim)
	if err != nil {
		toStream(err, line, col)
		s.err = err
		return nil, err
	}
	return doc, nil
}

// toStream moves the position of err, a [board.ParseError] in a document
// that begins at line:col of the stream, to the stream.
func toStream(err error, line, col int) {
	var se *board.ParseError
	if errors.As(err, &se) {
		if se.Line == 1 {
			se.Col += col - 1
		}
		se.Line += line - 1
	}
}

// split reads the bytes of the next document, from the '{' that opens it
// to the '}' that closes it, honouring strings, and returns them with the
// line and column where the document began.
func (s *Stream) split() (data []byte, line, col int, err error) {
	// Skip the white space between documents.
	for {
		c, err := s.r.ReadByte()
		if err == io.EOF {
			return nil, 0, 0, io.EOF
		}
		if err != nil {
			return nil, 0, 0, err
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			s.advance(c)
			continue
		}
		if c != '{' {
			// Let the strict reader say what it is: read to the end of
			// the line, or of the limit.
			data = append(data, c)
			rest, _ := s.r.ReadSlice('\n')
			data = append(data, rest...)
			line, col = s.line, s.col
			_, err := Parse(data, s.lim)
			if err == nil {
				err = fmt.Errorf("%w: want a JSON object", ErrNotDocument)
			}
			toStream(err, line, col)
			return nil, 0, 0, err
		}
		_ = s.r.UnreadByte()
		break
	}
	line, col = s.line, s.col
	depth, inString, escaped := 0, false, false
	for {
		c, err := s.r.ReadByte()
		if err == io.EOF {
			return nil, 0, 0, docread.ErrorAt(s.line, s.col, fmt.Errorf("%w: the document that begins on line %d does not end", ErrNotDocument, line))
		}
		if err != nil {
			return nil, 0, 0, err
		}
		if int64(len(data)) >= s.lim.MaxBytes {
			return nil, 0, 0, fmt.Errorf("%w: %w: the document that begins on line %d is longer than %d bytes", ErrBadDocument, ErrTooLarge, line, s.lim.MaxBytes)
		}
		data = append(data, c)
		s.advance(c)
		switch {
		case escaped:
			escaped = false
		case inString:
			switch c {
			case '\\':
				escaped = true
			case '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				return data, line, col, nil
			}
		}
	}
}

func (s *Stream) advance(c byte) {
	if c == '\n' {
		s.line, s.col = s.line+1, 1
	} else {
		s.col++
	}
}
