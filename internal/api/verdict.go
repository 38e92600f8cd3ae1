package api

import (
	"bufio"
	"errors"
	"fmt"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/draw"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// PathVerdict is what knight render -json says about one path of an
// input, and what the server's /v1/render answers: the path read and whether it is a
// knight's path (or, asked with [PathRequest.Tour], a tour), or why not,
// positioned as the command's diagnostics are. (knight verify grades
// with package grade, one verdict a tour.)
type PathVerdict struct {
	Board board.Board
	// Holes and Piece are the shape the path was judged on
	// ([board.Shape]); zero for the knight's full board.
	Holes board.Set
	Piece board.Piece
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
	// Line is the line of the input the path begins on (0 when the input
	// as a whole could not be read).
	Line int
	// FaultLine and FaultCol place Err's square in the text (the square
	// the faulty move lands on; see notation.Document.Place); 0 when not
	// known.
	FaultLine, FaultCol int
	// Closed: the text says the path is a closed tour (JSON "closed":
	// true, or its first square written again at the end).
	Closed bool
}

// ErrTooLarge marks a request whose board or body is larger than the
// limits allow (HTTP 413 from the server; exit 2 for the command).
var ErrTooLarge = errors.New("too large")

// PathRequest is what knight verify and knight render ask of one input,
// from the command line or over HTTP.
type PathRequest struct {
	// Name names the input in messages: a file, "stdin", "body".
	Name string
	// Problem is what is required of the path: its board, holes, piece,
	// start and end where set (the zero value requires nothing: any
	// board, the knight).
	Problem board.Problem
	// Closed requires a closed tour; a document that says it is closed
	// is checked as one too.
	Closed bool
	// Tour checks the path as a tour of the board (verify); otherwise as
	// a knight's path, which may cover part of the board (render).
	Tour bool
	// Read says how to read the input and bounds it; its Board is set
	// from Problem.
	Read notation.ReadOptions
	// MaxSquares, when positive, is the largest board accepted.
	MaxSquares int
	// Dash is how the user writes a parameter: "-" for a flag (-board),
	// "" for a query parameter (board=).
	Dash string
}

// boardHint says how to give the board, as the user writes parameters.
func (r PathRequest) boardHint() string {
	if r.Dash == "" {
		return "give board=WxH"
	}
	return "give " + r.Dash + "board WxH"
}

// Where is "line:col" or "line" of the text of an invalid path's square
// at fault, or of the line the path begins on when the fault is at no
// one square: the position an error message puts after the input's name.
func (v PathVerdict) Where() string {
	switch {
	case v.FaultLine > 0 && v.FaultCol > 0:
		return fmt.Sprintf("%d:%d", v.FaultLine, v.FaultCol)
	case v.FaultLine > 0:
		return fmt.Sprint(v.FaultLine)
	}
	return fmt.Sprint(v.Line)
}

// Positioned is the prefix naming an input before err: "name:" when err
// starts with its own line:col, else "name: ".
func Positioned(name string, err error) string {
	var perr *board.ParseError
	if errors.As(err, &perr) {
		return name + ":"
	}
	return name + ": "
}

// Status is the verdict in one word, as notation's judge says it: Valid,
// a tour (verify) or a knight's path (render); Invalid, read with
// certainty and not a tour or not a path (or a grid numbering two squares
// alike); Unreadable, the input could not be read as a path.
func (v PathVerdict) Status() notation.Verdict {
	switch {
	case v.ReadErr != nil && errors.Is(v.ReadErr, notation.ErrNumbering):
		return notation.Invalid
	case v.ReadErr != nil:
		return notation.Unreadable
	case v.Err != nil:
		return notation.Invalid
	}
	return notation.Valid
}

// Shape is the board, holes and piece the path was judged on.
func (v PathVerdict) Shape() board.Shape {
	return board.Shape{Board: v.Board, Holes: v.Holes, Piece: v.Piece}
}

// Kind says what a valid path is: a closed tour (its last square a move
// of the piece from its first), an open tour, or a path covering part of
// the cells.
func (v PathVerdict) Kind() string {
	cells := v.Shape().Cells()
	switch p := v.Path; {
	case len(p) == cells && len(p) > 2 && v.Piece.IsMove(p[len(p)-1], p[0]):
		return "closed tour"
	case len(p) == cells:
		return "open tour"
	}
	return "path"
}

// WritePathVerdict writes the verdict as one JSON document:
//
//	{"board","status":"valid","kind","start","end","closed","covered","squares"}
//	{"board","status":"invalid","error","line","col","move","from","to"}
//	{"status":"unreadable"|"invalid","error","line","col"}
//
// "error" is the command's diagnostic without its "knight: " prefix; "move"
// is the move at fault (move k lands on square k), absent when no one move
// is; "line" and "col" locate an input that could not be read, or the text
// of the square at fault when it is known. picture, if
// not empty, is added as "picture" (render's drawing).
func WritePathVerdict(w *bufio.Writer, v PathVerdict, picture string) error {
	d := evidence.NewObjectWriter(w)
	if v.ReadErr == nil {
		d.Field("board", v.Board.String())
	}
	d.Field("status", v.Status().String())
	d.FieldIf(v.Reading != "", "read", v.Reading)
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
		if line := v.FaultLine; line > 0 {
			d.Field("line", line)
			d.FieldIf(v.FaultCol > 0, "col", v.FaultCol)
		} else if v.Line > 0 {
			d.Field("line", v.Line)
		}
		var verr *verify.Error
		if errors.As(v.Err, &verr) && verr.Move >= 0 {
			d.Field("move", verr.Move)
			if verr.Move > 0 {
				d.Field("from", verr.From.String())
			}
			d.Field("to", verr.To.String())
		}
	default:
		d.Field("kind", v.Kind())
		if len(v.Path) > 0 {
			d.Field("start", v.Path[0].String())
			d.Field("end", v.Path[len(v.Path)-1].String())
		}
		d.Field("closed", v.Kind() == "closed tour")
		d.Field("covered", len(v.Path))
		d.Field("squares", v.Board.Size())
		d.FieldIf(picture != "", "picture", picture)
	}
	return d.End()
}

// Picture draws a valid path for render on its shape: format "text" is
// the numbered grid (holes marked x), "svg" the picture (holes dark and
// crossed); "" draws nothing.
func Picture(v PathVerdict, format string) (string, error) {
	if format == "" || v.Status() != notation.Valid {
		return "", nil
	}
	var buf strings.Builder
	var err error
	if format == "text" {
		err = notation.WriteGrid(&buf, v.Shape(), v.Path)
	} else {
		err = draw.Tour(&buf, v.Shape(), v.Path)
	}
	return buf.String(), err
}
