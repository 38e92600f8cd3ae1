package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/draw"
	"github.com/knightcert/knight/notation"
)

// This file is how render and blame read their paths: by the rule of
// reading that verify follows (api.JudgeAll: notation.ReadTours, then
// notation.Judge picks the reading), so that the three commands read the
// same text the same way, with the same errors.

// openInput opens the one optional FILE argument of fs: stdin when
// absent or "-". done closes what it opened.
func openInput(fs *flag.FlagSet, stdin io.Reader) (name string, r io.Reader, done func(), err error) {
	switch fs.NArg() {
	case 0:
		return "stdin", stdin, func() {}, nil
	case 1:
		if fs.Arg(0) == "-" {
			return "stdin", stdin, func() {}, nil
		}
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			return "", nil, nil, err
		}
		return fs.Arg(0), f, func() { f.Close() }, nil
	}
	return "", nil, nil, fmt.Errorf("want at most one FILE, got %d arguments", fs.NArg())
}

// pathRequest is the request of a command that reads a path from the
// input named name, on board b when given, as the -read and -flip flags
// say.
func pathRequest(name string, b board.Board, rf readFlags) api.PathRequest {
	return api.PathRequest{Name: name, Problem: board.Problem{Board: b}, Read: rf.options(b), Dash: "-"}
}

// pathFault says on stderr why a path verdict is not valid, prefixed by
// where ("stdin:3: ") when the input held several paths, and returns the
// exit code: 1 invalid (read with certainty, and no knight's path), 2
// unreadable.
func pathFault(v api.PathVerdict, where string, stderr io.Writer) int {
	if v.Status() == notation.Unreadable {
		fmt.Fprintf(stderr, "knight: %v\n", v.ReadErr)
		return exitUsage
	}
	if v.Err == nil { // a grid numbering two squares alike, positioned
		fmt.Fprintf(stderr, "knight: %v\n", v.ReadErr)
		return exitNo
	}
	fmt.Fprintf(stderr, "knight: %s%v\n", where, v.Err)
	return exitNo
}

// svgHint adds to a reading problem of render -format svg what to do
// about an input too long for a picture.
func svgHint(v *api.PathVerdict, format string) {
	if format == "svg" && errors.Is(v.ReadErr, notation.ErrTooLarge) {
		v.ReadErr = fmt.Errorf("%w: -format svg draws boards up to %d files and ranks; use -format text", v.ReadErr, draw.MaxSide)
	}
}
