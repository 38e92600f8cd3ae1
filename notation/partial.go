package notation

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
)

// ErrPartialBoard: the text is a partial board, a numbered grid that
// numbers only some of its squares, and no board was given. Whether it
// is a tour begun or a puzzle's clues the text does not say, so it is
// neither valid nor invalid as a tour: a grader sets it aside, named,
// and the board given (-board) decides it.
var ErrPartialBoard = errors.New("partial board")

// partialError is the reading problem of a partial board judged with no
// board given: unplaced, since no one square of it is at fault, and
// [ErrPartialBoard].
type partialError struct{ msg string }

func (e *partialError) Error() string        { return e.msg }
func (e *partialError) Is(target error) bool { return target == ErrPartialBoard }

// PartialBoard is why j, the judgement of tour t as a tour against q (the
// requirements the caller gave, its Board zero when none was), proves
// nothing: j is invalid, and its reading is a partial board read with no
// board given and no grid asked for (-read grid), whose fault is the
// squares it leaves or a move before them, as a tour begun or not one at
// all. The error, [ErrPartialBoard], names what the board numbers and the
// -board that decides it; nil when j stands. A check of paths, not tours
// (render, blame), needs no such rule: a path's fault is its own.
func PartialBoard(t Tour, q board.Problem, j Judgement) error {
	if j.Verdict != Invalid || t.Asked == Grid || !partialUnasked(j.Doc, q) {
		return nil
	}
	return &partialError{fmt.Sprintf("%s, the others marked, and no board given: a tour begun or a puzzle's clues, not graded; give -board %v to judge it as a tour of that board",
		fragment(j.Doc), j.Doc.Board)}
}

// cluesError is the numbering fault of a grid whose numbers skip and
// whose other squares are marked, more than half of them (a tour printed
// with a square left out is a tour at fault): a puzzle's clues (knight puzzle make
// prints them so) as often as a tour begun and numbered wrong, so with no
// board given it is a partial board ([PartialBoard]), and a fault only
// when a tour of the board was asked for (-board, -read grid).
type cluesError struct {
	err      error
	numbered int
	b        board.Board
}

func (e *cluesError) Error() string { return e.err.Error() }
func (e *cluesError) Unwrap() error { return e.err }

// cluesAside is the refusal of t, whose reading failed with a numbering
// fault, when it is a partial board's (cluesError) and q gives no board
// and t no grid was asked for; nil when the fault stands.
func cluesAside(t Tour, q board.Problem) error {
	var ce *cluesError
	if t.Asked == Grid || q.Board != (board.Board{}) || !errors.As(t.Err, &ce) {
		return nil
	}
	return &partialError{fmt.Sprintf("%s grid numbering %d of its %d squares with gaps (%s), the others marked, and no board given: a puzzle's clues or a tour begun, not graded; give -board %v to judge it as a tour of that board",
		board.A(ce.b.String()), ce.numbered, ce.b.Size(), faultMsg(ce.err), ce.b)}
}

// faultMsg is err's message without its position.
func faultMsg(err error) string {
	var perr *board.ParseError
	if errors.As(err, &perr) && perr.Msg != "" {
		return perr.Msg
	}
	return err.Error()
}
