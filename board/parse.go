package board

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrSyntax: text is in no notation, or breaks off.
var ErrSyntax = errors.New("syntax error")

// ParseError is a fault in text at a line and column, both from 1; the
// column counts bytes. It is the one positioned error of every reader in
// knight: of paths, of puzzles and of documents.
type ParseError struct {
	Line, Col int
	Err       error  // the sentinel: ErrSyntax, ErrBadSquare, ErrTooLarge, ...
	Msg       string // what is wrong, such as `bad square "q?"`; Err's text when empty
}

// ErrorAt is err at line:col, err's text its message.
func ErrorAt(line, col int, err error) *ParseError {
	return &ParseError{Line: line, Col: col, Err: err}
}

// Error is "line:col: message".
func (e *ParseError) Error() string {
	msg := e.Msg
	if msg == "" && e.Err != nil {
		msg = e.Err.Error()
	}
	return strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + msg
}

// Unwrap returns the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

// errAt returns a ParseError at line:col.
func errAt(line, col int, sentinel error, format string, args ...any) *ParseError {
	return &ParseError{Line: line, Col: col, Err: sentinel, Msg: fmt.Sprintf(format, args...)}
}
