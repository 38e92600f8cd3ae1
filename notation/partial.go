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
