package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
)

// Walk checks w against q as [Tour] checks w.Path(), with the same answer,
// in one bit a board square besides w: a tour of 10^8 squares kept as a
// [board.Walk] is checked without its 800 MB of squares. Only a faulty
// walk is expanded, for Tour to name its first fault.
func Walk(q board.Problem, w board.Walk) error {
	for i, k := range w.Moves {
		if int(k) >= len(board.Moves) {
			return &Error{Err: ErrNotKnightMove, Move: i + 1, msg: fmt.Sprintf("move %d: %d names no knight move", i+1, k)}
		}
	}
	if walkAnswers(q, w) {
		return nil
	}
	return Tour(q, w.Path())
}

// walkChunk is how many squares of a walk are checked at a time.
const walkChunk = 1 << 12

// walkAnswers reports whether w, whose moves are knight moves, answers q.
// A walk is a knight's: on a problem for another piece, or with holes, it
// answers false and [Tour] names the fault.
func walkAnswers(q board.Problem, w board.Walk) bool {
	if !q.Shape().Plain() {
		return false
	}
	b := q.Board
	if w.Len() != b.Size() || len(q.Prefix) > w.Len() {
		return false
	}
	seen := board.NewSet(b.Size())
	i := 0
	last := w.Start
	for part := range w.Chunks(walkChunk) {
		for _, s := range part {
			if !b.Contains(s) {
				return false
			}
			k := b.Index(s)
			if seen.Has(k) {
				return false
			}
			seen.Add(k)
			if i < len(q.Prefix) && q.Prefix[i] != s {
				return false
			}
			i++
			last = s
		}
	}
	return (!q.HasEnd() || last == q.End) && (!q.Closed || board.IsKnightMove(last, w.Start))
}
