package grade

import (
	"errors"
	"io"

	"github.com/knightcert/knight/board"
)

// tourText is one tour as the reader gave it: the document read, or why
// the text could not be read, positioned where known.
type tourText struct {
	doc       board.Document
	err       error
	line, col int
}

// readTours is the one place this package calls the tour readers, so that
// a change in how they report several tours, several readings or an
// unreadable block changes only this function. Today board.ReadAll reads
// every tour of the input or fails for the whole input; a failure is one
// unreadable entry at the reader's position.
func readTours(r io.Reader, req Request) []tourText {
	opt := board.ReadOptions{Board: req.Board, MaxBytes: req.MaxBytes, Format: req.Format, Flip: req.Flip}
	docs, err := board.ReadAll(r, opt)
	if err != nil {
		t := tourText{err: err}
		var perr *board.ParseError
		if errors.As(err, &perr) {
			t.line, t.col = perr.Line, perr.Col
		}
		return []tourText{t}
	}
	out := make([]tourText, len(docs))
	for i, d := range docs {
		out[i] = tourText{doc: d, line: d.Line}
	}
	return out
}
