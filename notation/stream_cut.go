package notation

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
)

// streamLimitNote says why a long input reads less than one held in
// memory, for the messages of the streamed readers: what they refuse may
// well read whole.
const streamLimitNote = "an input over 4 MiB is read as one tour in a plain notation (a square list, a numbered grid or one JSON document, words before it set aside); give the tours in inputs of up to 4 MiB each"

// streamNote is err, a streamed reader's refusal, with streamLimitNote
// after its message; a certain fault (a grid numbering a square twice),
// the input limit and an input that is no list are left as they are.
func streamNote(err error) error {
	if errors.Is(err, ErrNumbering) || errors.Is(err, ErrTooLarge) || errors.Is(err, errNoList) {
		return err
	}
	var perr *board.ParseError
	if errors.As(err, &perr) && perr.Error() == err.Error() {
		msg := perr.Msg
		if msg == "" && perr.Err != nil {
			msg = perr.Err.Error()
		}
		return &board.ParseError{Line: perr.Line, Col: perr.Col, Err: perr.Err, Msg: msg + "; " + streamLimitNote}
	}
	return fmt.Errorf("%w; %s", err, streamLimitNote)
}

// unreadAfter is the text a streamed list left unread after it
// ([Skip.Unread]), if any.
func unreadAfter(skipped []Skip) (Skip, bool) {
	for _, sk := range skipped {
		if sk.Unread {
			return sk, true
		}
	}
	return Skip{}, false
}

// cutByStream is the refusal of a streamed list, begun on line, that stopped a square
// past board b with text unread after it, and is no tour as read (fault):
// the text may be one tour with more after it, or several (a tour a
// line, a path beside a tour, a list of moves), which only reading it
// whole tells apart, so the fault is no proof.
func cutByStream(line int, b board.Board, unread Skip, fault error) *board.ParseError {
	return &board.ParseError{Line: line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf(
		"the list runs on past the %d squares of %v and was read up to line %d column %d, where it had one square more (%v): one tour with more after it, or several; %s",
		b.Size(), b, unread.Line, unread.Col, fault, streamLimitNote)}
}
