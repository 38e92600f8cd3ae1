package api

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// JudgeAll reads every path of in under the rule of reading that knight
// verify follows (package grade): [notation.ReadTours] reads each tour of
// the input on its own, in every layout verify reads, and [notation.Judge]
// picks the reading. A path is valid when any plausible reading is a
// knight's path (with req.Tour, a tour meeting req; without, a reading
// that is a tour is preferred, so that the path read is the tour verify
// reads), invalid only when its one certain reading is not, and
// unreadable otherwise, with the line and column and the flag (-read,
// -board, -flip) that picks a reading. One verdict a path, in the order
// of the input; an input that cannot be read at all is one unreadable
// verdict. Cost: verify's reading, and at most two judgements a tour.
func JudgeAll(in io.Reader, req PathRequest) []PathVerdict {
	var out []PathVerdict
	JudgeEach(in, req, func(v PathVerdict) error {
		out = append(out, v)
		return nil
	})
	return out
}

// JudgeEach is [JudgeAll] a verdict at a time: yield gets each, in the
// order of the input, and stops the judging by returning an error, which
// JudgeEach returns. Only the texts of the paths are held, never all
// the verdicts, so that a caller can write each as it comes.
func JudgeEach(in io.Reader, req PathRequest, yield func(PathVerdict) error) error {
	opt := req.Read
	opt.Board = req.Problem.Board
	tours, err := notation.ReadTours(in, opt)
	if err != nil {
		return yield(PathVerdict{Board: req.Problem.Board, Tour: req.Tour, ReadErr: req.readError(err)})
	}
	q := req.Problem
	for i, t := range tours {
		tours[i] = notation.Tour{} // judged: its readings may go
		var v PathVerdict
		if req.Tour {
			q.Closed = req.Problem.Closed || req.Closed
			v = req.verdict(t, notation.Judge(t, q, verify.Tour))
		} else {
			// A reading that is a tour first, as verify would read it, so
			// that render draws (and blame judges) the tour verify accepts
			// when the text reads several ways; then any reading that is a
			// knight's path.
			j := notation.Judge(t, q, verify.Tour)
			if j.Verdict != notation.Valid {
				j = notation.Judge(t, q, isPath)
			}
			v = req.verdict(t, j)
		}
		if err := yield(v); err != nil {
			return err
		}
	}
	return nil
}

// isPath is the check of a path that need not cover its board: a
// knight's path on it, or on a shape a path of its piece among its
// cells, whatever else q asks (its end, closure).
func isPath(q board.Problem, p board.Path) error {
	if q.Shape().Plain() {
		return verify.Path(q.Board, p)
	}
	_, err := verify.Check(board.Problem{Board: q.Board, Holes: q.Holes, Piece: q.Piece}, p)
	if errors.Is(err, verify.ErrIncomplete) {
		return nil
	}
	return err
}

// OnlyOne is the error for an input of several paths where one is wanted:
// how many, the lines they begin on, and what to do (hint).
func OnlyOne(name string, vs []PathVerdict, hint string) error {
	lines := make([]int, 0, 6)
	for i, v := range vs {
		if i == 0 || v.Line != vs[i-1].Line {
			lines = append(lines, v.Line)
		}
		if len(lines) == 6 {
			break
		}
	}
	return OnlyOneAt(name, len(vs), lines, hint)
}

// OnlyOneAt is [OnlyOne] told how many paths the input holds and the
// lines the first of them begin on (the first six are named), so that a
// caller need not hold every verdict.
func OnlyOneAt(name string, count int, starts []int, hint string) error {
	// Boards side by side begin on the same line: each line once.
	var lines []string
	more := false
	for i, l := range starts {
		if i > 0 && l == starts[i-1] {
			continue
		}
		if len(lines) == 5 {
			more = true
			break
		}
		lines = append(lines, strconv.Itoa(l))
	}
	at := "at line " + lines[0]
	if len(lines) > 1 {
		at = "at lines " + strings.Join(lines, ", ")
	}
	if more {
		at += ", ..."
	}
	return fmt.Errorf("%s: %w: the input holds %d tours (%s); %s", name, notation.ErrSeveral, count, at, hint)
}

// verdict is the path verdict of one tour t as notation.Judge judged it.
func (req PathRequest) verdict(t notation.Tour, j notation.Judgement) PathVerdict {
	v := PathVerdict{Board: req.Problem.Board, Piece: req.Problem.Piece, Tour: req.Tour, Line: t.Line}
	if j.Verdict == notation.Unreadable || j.Doc.Path == nil {
		// Unreadable, or a grid numbering two squares alike, whose
		// reading is certain and no path (PathVerdict.Status says
		// invalid).
		v.ReadErr = req.readError(j.Err)
		return v
	}
	d := j.Doc
	v.Board, v.Path, v.Reading, v.Closed = d.Board, d.Path, d.Reading(), d.Closed
	if d.Board == req.Problem.Board {
		v.Holes = req.Problem.Holes
	}
	if d.Line > 0 {
		v.Line = d.Line
	}
	if req.MaxSquares > 0 && d.Board.Size() > req.MaxSquares {
		v.Path, v.Reading = nil, ""
		v.ReadErr = fmt.Errorf("%s: %w: %v has %d squares, more than the %d accepted", req.Name, ErrTooLarge, d.Board, d.Board.Size(), req.MaxSquares)
		return v
	}
	if j.Verdict == notation.Invalid {
		v.Err = j.Err
		var verr *verify.Error
		if errors.As(v.Err, &verr) && verr.Move >= 0 && len(d.Path) > 0 {
			// Move len(path) closes a tour from its last square.
			v.FaultLine, v.FaultCol, _ = d.Place(min(verr.Move, len(d.Path)-1))
		}
	}
	return v
}

// readError is a reading problem as the command prints it: after the
// input's name, positioned where the error says, with the way to give
// the board when that is what was missing.
func (req PathRequest) readError(err error) error {
	if errors.Is(err, notation.ErrNoBoard) {
		return fmt.Errorf("%s%w; %s", Positioned(req.Name, err), err, req.boardHint())
	}
	return fmt.Errorf("%s%w", Positioned(req.Name, err), err)
}
