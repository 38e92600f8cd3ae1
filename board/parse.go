package board

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrSyntax: text is in no notation, or breaks off.
var ErrSyntax = errors.New("syntax error")

// ParseError is a fault in path text at a line and column, both from 1;
// the column counts bytes.
type ParseError struct {
	Line, Col int
	Err       error  // the sentinel: ErrSyntax, ErrBadSquare, ErrTooLarge, ...
	Msg       string // what is wrong, such as `bad square "q?"`
}

// Error is "line:col: message".
func (e *ParseError) Error() string {
	return strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Msg
}

// Unwrap returns the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

// errAt returns a ParseError at line:col.
func errAt(line, col int, sentinel error, format string, args ...any) *ParseError {
	return &ParseError{Line: line, Col: col, Err: sentinel, Msg: fmt.Sprintf(format, args...)}
}
