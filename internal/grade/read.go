package grade

import (
	"errors"
	"fmt"
	"io"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// tourText is one tour as the reader gave it: the document read, or why
// the text could not be read, positioned where known.
type tourText struct {
	doc       notation.Document
	err       error
	line, col int
	// aside, when set, is why the text at line was set aside: it could
	// be part of a tour (notation.Skip.Partial), and is not graded.
	aside error
	// unread: the text set aside was not read at all
	// (notation.Skip.Unread), so no request but the first tour's alone
	// passes over it.
	unread bool
	// board, when set, is the board that, given, grades the text set
	// aside as a tour of it (notation.Skip.Board).
	board board.Board
}

// readTours is the one place this package calls the tour readers:
// notation.ReadTours reads each tour on its own, and notation.Judge picks
// the reading the verdict rests on under the rule of reading (valid when
// any plausible reading is, invalid only from the one certain reading,
// unreadable otherwise); judge then grades that reading. A failure of the
// whole input is one unreadable entry at the reader's position. add gets
// the entries a tour at a time, in order, so that the caller may judge
// each and let its reading go. The error is a stop's (req.Stop).
func readTours(r io.Reader, req Request, add func(...tourText)) error {
	opt := notation.ReadOptions{Board: req.Board, MaxBytes: req.MaxBytes, Format: req.Format, Flip: req.Flip, Stop: req.Stop}
	tours, err := notation.ReadTours(r, opt)
	if errors.Is(err, notation.ErrStopped) {
		return err
	}
	if err != nil {
		add(positioned(err))
		return nil
	}
	for i, t := range tours {
		if err := stopped(req.Stop, i, len(tours)); err != nil {
			return err
		}
		// Its readings go to add as it is judged: the two need not be
		// held at once.
		tours[i] = notation.Tour{}
		if t.Err != nil {
			err := t.Err
			if !errors.Is(err, notation.ErrBoardMismatch) {
				// Judge names the readings tried and the flag of each.
				err = notation.Judge(t, req.problem(req.Board), verify.Tour).Err
			}
			if errors.Is(err, notation.ErrPartialBoard) {
				// A puzzle's clues, no board given: set aside as any
				// partial board is.
				add(tourText{line: t.Line, aside: err})
				continue
			}
			add(positioned(err))
			continue
		}
		if tooLarge(t, req.MaxSquares) {
			// Refused by judge for its size, before a check whose
			// scratch is a square each is made of it.
			add(tourText{doc: t.Readings[0], line: t.Line})
			continue
		}
		var tt tourText
		var skipped []notation.Skip
		q := req.problem(req.Board)
		j := notation.Judge(t, q, verify.Tour)
		if err := notation.PartialBoard(t, q, j); err != nil {
			j = notation.Judgement{Verdict: notation.Unreadable, Doc: j.Doc, Err: err}
		}
		switch {
		case j.Verdict != notation.Unreadable:
			tt, skipped = tourText{doc: j.Doc, line: j.Doc.Line}, j.Doc.Skipped
		case errors.Is(j.Err, notation.ErrPartialBoard):
			// A board numbered in part with no board given: named as
			// set aside, as it is beside a tour.
			tt, skipped = tourText{line: t.Line, aside: j.Err}, j.Doc.Skipped
		case errors.Is(j.Err, board.ErrBadProblem):
			// A required square off this tour's board: judge says so.
			tt, skipped = tourText{doc: t.Readings[0], line: t.Line}, t.Readings[0].Skipped
		default:
			tt = positioned(j.Err)
			if tt.line == 0 {
				tt.line = t.Line
			}
			if len(t.Readings) > 0 {
				skipped = t.Readings[0].Skipped
			}
		}
		add(asideRows(skipped, tt)...)
	}
	return nil
}

// stopped is the error of a grading whose stop is closed once the input
// was read, as it judges its tour i of n (from 0); nil while it is open.
func stopped(stop <-chan struct{}, i, n int) error {
	select {
	case <-stop:
		return fmt.Errorf("%w: the input was read, and %d of its %d tours judged", notation.ErrStopped, i, n)
	default:
		return nil
	}
}

// asideRows is the tour tt with a row of its own for each text set aside
// beside it that could be a tour (notation.Skip.Partial), before or after
// it as the lines go, so that nothing is passed unread.
func asideRows(skipped []notation.Skip, tt tourText) []tourText {
	var before, after []tourText
	for _, sk := range skipped {
		if !sk.Partial && !sk.Unread {
			continue
		}
		row := tourText{line: sk.Line, col: sk.Col, aside: fmt.Errorf("%s, which could be a tour, not graded", sk.Text), unread: sk.Unread, board: sk.Board}
		if sk.Unread {
			row.aside = fmt.Errorf("%s: %s", sk.Text, unreadWhy)
		}
		if sk.Line < tt.line {
			before = append(before, row)
		} else {
			after = append(after, row)
		}
	}
	return append(append(before, tt), after...)
}

// unreadWhy says why a streamed input's text after its one tour was not
// graded, and what would grade it.
const unreadWhy = "an input over 4 MiB is read as one tour, and the text after it, which could be more tours, is not graded"

// positioned is an unreadable entry at err's line and column, if it has
// them.
func positioned(err error) tourText {
	t := tourText{err: err}
	var perr *board.ParseError
	if errors.As(err, &perr) {
		t.line, t.col = perr.Line, perr.Col
	}
	return t
}

// tooLarge says whether every reading of t is of a board of more than
// maxSquares squares (0: no limit).
func tooLarge(t notation.Tour, maxSquares int) bool {
	if maxSquares <= 0 || len(t.Readings) == 0 {
		return false
	}
	for _, d := range t.Readings {
		if d.Board.Size() <= maxSquares {
			return false
		}
	}
	return true
}
