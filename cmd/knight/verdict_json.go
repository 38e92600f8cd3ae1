package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// pathVerdict is what knight verify -json and knight render -json say about
// one input, and what the server's /v1/verify and /v1/render answer: the
// path read and whether it is a tour (or, for render, a knight's path), or
// why not, positioned as the command's diagnostics are.
type pathVerdict struct {
	Board board.Board
	Path  board.Path
	// Tour is set when the path was checked as a tour (verify), clear when
	// only as a path (render).
	Tour bool
	// ReadErr is why the input could not be read as a path, prefixed by
	// the input's name as the command prints it; Err is the first fault of
	// a path that was read.
	ReadErr error
	Err     error
	// Reading says how the text was read (the notation, a grid's corner
	// and base), as the command's verdict line does after "read:".
	Reading string
}

// errTooLarge marks a request whose board or body is larger than the
// server's limits allow (HTTP 413; exit 2 for the command).
var errTooLarge = errors.New("too large")

// judgePath reads a path from r (named name in messages) and checks it: as
// a tour of the problem q poses (its board, start and end where set, closed
// when closed is set or the document says so) when tour is set, else as a
// path. opt bounds the read; maxSquares, when positive, is the largest board
// the caller accepts.
func judgePath(name string, r io.Reader, q board.Problem, closed, tour bool, opt notation.ReadOptions, maxSquares int) pathVerdict {
	v := pathVerdict{Board: q.Board, Tour: tour}
	opt.Board = q.Board
	doc, err := notation.ReadPath(r, opt)
	if err != nil {
		switch {
		case errors.Is(err, notation.ErrNoBoard):
			v.ReadErr = fmt.Errorf("%s: %w; give -board WxH", name, err)
		default:
			v.ReadErr = fmt.Errorf("%s%w", positioned(name, err), err)
		}
		return v
	}
	v.Board, v.Path, v.Reading = doc.Board, doc.Path, doc.Reading()
	if maxSquares > 0 && doc.Board.Size() > maxSquares {
		v.ReadErr = fmt.Errorf("%s: %w: %v has %d squares, more than the %d this server accepts", name, errTooLarge, doc.Board, doc.Board.Size(), maxSquares)
		return v
	}
	if !tour {
		v.Err = verify.Path(doc.Board, doc.Path)
		return v
	}
	q.Board = doc.Board
	q.Closed = closed || doc.Closed
	if err := q.Check(); err != nil {
		v.ReadErr = err
		return v
	}
	v.Err = verify.Tour(q, doc.Path)
	return v
}

// code is the exit code of the verdict: 0 valid, 1 not a tour (or a grid
// numbering two squares alike), 2 unreadable.
func (v pathVerdict) code() int {
	switch {
	case v.ReadErr != nil && errors.Is(v.ReadErr, notation.ErrNumbering):
		return exitNo
	case v.ReadErr != nil:
		return exitUsage
	case v.Err != nil:
		return exitNo
	}
	return exitYes
}

// status is the verdict in one word: valid, invalid or unreadable.
func (v pathVerdict) status() string {
	switch v.code() {
	case exitYes:
		return "valid"
	case exitNo:
		return "invalid"
	}
	return "unreadable"
}

// kind says what a valid path is: a closed tour (its last square a knight
// move from its first), an open tour, or a path covering part of the board.
func (v pathVerdict) kind() string {
	switch p := v.Path; {
	case len(p) == v.Board.Size() && len(p) > 2 && board.IsKnightMove(p[len(p)-1], p[0]):
		return "closed tour"
	case len(p) == v.Board.Size():
		return "open tour"
	}
	return "path"
}

// writePathVerdictJSON writes the verdict as one JSON document:
//
//	{"board","status":"valid","kind","start","end","closed","covered","squares"}
//	{"board","status":"invalid","error","move","from","to"}
//	{"status":"unreadable"|"invalid","error","line","col"}
//
// "error" is the command's diagnostic without its "knight: " prefix; "move"
// is the move at fault (move k lands on square k), absent when no one move
// is; "line" and "col" locate an input that could not be read. picture, if
// not empty, is added as "picture" (render's drawing).
func writePathVerdictJSON(w *bufio.Writer, v pathVerdict, picture string) error {
	d := evidence.NewObjectWriter(w)
	if v.ReadErr == nil {
		d.Field("board", v.Board.String())
	}
	d.Field("status", v.status())
	if v.Reading != "" {
		d.Field("read", v.Reading)
	}
	switch {
	case v.ReadErr != nil:
		d.Field("error", v.ReadErr.Error())
		var perr *board.ParseError
		if errors.As(v.ReadErr, &perr) {
			d.Field("line", perr.Line)
			d.Field("col", perr.Col)
		}
	case v.Err != nil:
		d.Field("error", v.Err.Error())
		var verr *verify.Error
		if errors.As(v.Err, &verr) && verr.Move >= 0 {
			d.Field("move", verr.Move)
			if verr.Move > 0 {
				d.Field("from", verr.From.String())
			}
			d.Field("to", verr.To.String())
		}
	default:
		d.Field("kind", v.kind())
		if len(v.Path) > 0 {
			d.Field("start", v.Path[0].String())
			d.Field("end", v.Path[len(v.Path)-1].String())
		}
		d.Field("closed", v.kind() == "closed tour")
		d.Field("covered", len(v.Path))
		d.Field("squares", v.Board.Size())
		if picture != "" {
			d.Field("picture", picture)
		}
	}
	return d.End()
}

// verdictJSON is knight verify -json and knight render -json: the verdict
// document on stdout and its exit code. render draws a valid path in
// format (text or svg) into the document.
// The input is the one optional argument of fs (stdin when absent or "-").
func verdictJSON(fs *flag.FlagSet, stdin io.Reader, q board.Problem, rf readFlags, closed, tour bool, format string, stdout, stderr io.Writer) int {
	name, r := "stdin", stdin
	switch fs.NArg() {
	case 0:
	case 1:
		if arg := fs.Arg(0); arg != "-" {
			f, err := os.Open(arg)
			if err != nil {
				return fail(stderr, exitUsage, "%s: %v", fs.Name(), err)
			}
			defer f.Close()
			name, r = arg, f
		}
	default:
		return fail(stderr, exitUsage, "%s: want at most one FILE, got %d arguments", fs.Name(), fs.NArg())
	}
	if err := rf.check(); err != nil {
		return fail(stderr, exitUsage, "%s: %v", fs.Name(), err)
	}
	v := judgePath(name, r, q, closed, tour, rf.options(q.Board), 0)
	picture, err := drawPicture(v, format)
	if err != nil {
		v.ReadErr = err
	}
	if err := writePathVerdictJSON(bufio.NewWriter(stdout), v, picture); err != nil {
		return fail(stderr, exitUsage, "%v", err)
	}
	return v.code()
}

// drawPicture draws a valid path for render: format "text" is the numbered
// grid, "svg" the picture; "" draws nothing.
func drawPicture(v pathVerdict, format string) (string, error) {
	if format == "" || v.code() != exitYes {
		return "", nil
	}
	var buf strings.Builder
	var err error
	switch {
	case format == "text":
		err = notation.WritePath(&buf, v.Board, v.Path, notation.Grid)
	case v.Board.W > maxRenderSide || v.Board.H > maxRenderSide:
		err = fmt.Errorf("render: %v is too large to draw (at most %d files and ranks); use -format text", v.Board, maxRenderSide)
	default:
		err = writeSVG(&buf, v.Board, v.Path)
	}
	return buf.String(), err
}
