package api

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// ProblemSpec is a problem as a person writes it: the board, start, end,
// prefix and closedness as text, the way knight tour, prove and cnf take
// them as flags and the server as query parameters.
type ProblemSpec struct {
	Board, Start, End, Prefix string
	// Holes lists squares of the board that are not cells ("d4,e5");
	// Piece names the leaper ([board.ParsePiece]); both "" for the
	// knight on the full board.
	Holes, Piece string
	Closed       bool
	// DefaultStart is the start when neither Start nor Prefix gives one;
	// "" means any start.
	DefaultStart string
}

// Problem builds the problem the spec poses, or an error naming the field
// at fault as the caller's user writes it: dash "-" for flags (-board),
// "" for query parameters (board). A square off the board is reported as
// the start, end or prefix move that names it.
func (f ProblemSpec) Problem(dash string) (board.Problem, error) {
	name := func(field string) string { return dash + field }
	if f.Board == "" {
		return board.Problem{}, fmt.Errorf("%s is required", name("board"))
	}
	b, err := board.Parse(f.Board)
	if err != nil {
		return board.Problem{}, fmt.Errorf("%s: %w", name("board"), err)
	}
	q := board.Problem{Board: b, Closed: f.Closed}
	if f.Holes != "" {
		if q.Holes, err = board.ParseHoles(b, f.Holes); err != nil {
			return board.Problem{}, fmt.Errorf("%s: %w", name("holes"), err)
		}
		if err := q.Shape().Check(); err != nil {
			return board.Problem{}, fmt.Errorf("%s: %w", name("holes"), err)
		}
	}
	if f.Piece != "" {
		if q.Piece, err = board.ParsePiece(f.Piece); err != nil {
			return board.Problem{}, fmt.Errorf("%s: %w", name("piece"), err)
		}
	}
	sh := q.Shape()
	if f.Prefix != "" {
		if q.Prefix, err = board.ParsePath(f.Prefix); err != nil {
			return board.Problem{}, fmt.Errorf("%s: %w", name("prefix"), err)
		}
		err := verify.Path(b, q.Prefix)
		if !sh.Plain() {
			// A path of the piece among the cells; not yet a tour.
			if _, err = verify.Check(board.Problem{Board: b, Holes: q.Holes, Piece: q.Piece}, q.Prefix); errors.Is(err, verify.ErrIncomplete) {
				err = nil
			}
		}
		if err != nil {
			return board.Problem{}, fmt.Errorf("%s %q: %w", name("prefix"), f.Prefix, err)
		}
	}
	start := f.Start
	if start == "" && len(q.Prefix) == 0 {
		start = f.DefaultStart
		if s, err := board.ParseSquare(start); start != "" && err == nil && b.Contains(s) && !sh.IsCell(s) {
			// The default start is a hole: the first cell instead.
			for i := range b.Size() {
				if !sh.IsHole(i) {
					start = b.Square(i).String()
					break
				}
			}
		}
	}
	if start != "" {
		s, err := squareOn(name("start"), start, b)
		if err != nil {
			return board.Problem{}, err
		}
		switch {
		case len(q.Prefix) == 0:
			q.Prefix = board.Path{s}
		case q.Prefix[0] != s:
			return board.Problem{}, fmt.Errorf("%s %v disagrees with %s, which starts on %v", name("start"), s, name("prefix"), q.Prefix[0])
		}
	}
	if f.End != "" {
		if q.End, err = squareOn(name("end"), f.End, b); err != nil {
			return board.Problem{}, err
		}
		if s, ok := q.Start(); ok && s == q.End && b.Size() > 1 {
			what := fmt.Sprintf("%s %v %s %v", name("start"), s, name("end"), q.End)
			switch {
			case f.Start != "":
			case f.Prefix != "":
				what = fmt.Sprintf("%s %v is where %s starts", name("end"), q.End, name("prefix"))
			default:
				what = fmt.Sprintf("%s %v is the start (%v by default)", name("end"), q.End, s)
			}
			if q.Closed {
				return board.Problem{}, fmt.Errorf("%s with %s: a closed tour ends a knight move from its start, not on it; drop %s", what, name("closed"), name("end"))
			}
			return board.Problem{}, fmt.Errorf("%s: a tour visits %v once, so it cannot end where it starts; did you mean %s?", what, s, name("closed"))
		}
	}
	if err := q.Check(); err != nil {
		return board.Problem{}, err
	}
	return q, nil
}

// OptionalProblem reads the board, start and end of commands that check a
// path against what is required of it (verify, render): each may be
// empty, meaning not required. dash is as for [ProblemSpec.Problem].
func OptionalProblem(dash, boardText, start, end string) (board.Problem, error) {
	var q board.Problem
	var err error
	if boardText != "" {
		if q.Board, err = board.Parse(boardText); err != nil {
			return q, fmt.Errorf("%sboard: %w", dash, err)
		}
	}
	if start != "" {
		s, err := board.ParseSquare(start)
		if err != nil {
			return q, fmt.Errorf("%sstart: %w", dash, err)
		}
		q.Prefix = board.Path{s}
	}
	if end != "" {
		if q.End, err = board.ParseSquare(end); err != nil {
			return q, fmt.Errorf("%send: %w", dash, err)
		}
	}
	return q, nil
}

// squareOn reads the square that the field name gives, on board b.
func squareOn(name, value string, b board.Board) (board.Square, error) {
	s, err := board.ParseSquare(value)
	if err != nil {
		if zeroCoordinate(value) {
			return s, fmt.Errorf("%s %s: coordinates start at 1 (a1 is 1,1)", name, Printable(value))
		}
		return s, fmt.Errorf("%s: %w", name, err)
	}
	if !b.Contains(s) {
		return s, fmt.Errorf("%s %v is off the %v board (files a to %s, ranks 1 to %d)", name, s, b, board.File(b.W), b.H)
	}
	return s, nil
}

// zeroCoordinate reports whether a square that did not parse is written X,Y
// or p(X, Y) with a coordinate 0, the mistake of counting from 0.
func zeroCoordinate(value string) bool {
	t := strings.TrimSpace(value)
	if u, ok := strings.CutPrefix(strings.ToLower(t), "p("); ok {
		t = strings.TrimSuffix(u, ")")
	}
	x, y, ok := strings.Cut(t, ",")
	if !ok {
		return false
	}
	x, y = strings.TrimSpace(x), strings.TrimSpace(y)
	return isNumber(x) && isNumber(y) && (strings.Trim(x, "0") == "" || strings.Trim(y, "0") == "")
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Printable is s, or s quoted when it holds a character that would break
// the one-line message it goes into (a newline, a control character).
func Printable(s string) string {
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// OptionalShape reads the holes and piece of commands that check or draw
// a path (verify, render, survey): holes name squares of b, which must be
// given; both may be empty, meaning the full board and the knight. dash
// is as for [ProblemSpec.Problem].
func OptionalShape(dash string, b board.Board, holes, piece string) (board.Set, board.Piece, error) {
	var p board.Piece
	var err error
	if piece != "" {
		if p, err = board.ParsePiece(piece); err != nil {
			return nil, p, fmt.Errorf("%spiece: %w", dash, err)
		}
	}
	if holes == "" {
		return nil, p, nil
	}
	if b == (board.Board{}) {
		return nil, p, fmt.Errorf("%sholes names squares of one board: give %sboard too", dash, dash)
	}
	h, err := board.ParseHoles(b, holes)
	if err == nil {
		err = board.Shape{Board: b, Holes: h}.Check()
	}
	if err != nil {
		return nil, p, fmt.Errorf("%sholes: %w", dash, err)
	}
	return h, p, nil
}
