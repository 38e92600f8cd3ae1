package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
)

// Walk checks w against q as [Tour] checks w.Path(), with the same answer,
// in one bit a board square besides w: it is a [Walker] over the walk's
// squares, expanded a chunk at a time, so that a tour of 10^8 squares
// kept as a [board.Walk] is checked without its 800 MB of squares. A
// revisit's first visit is found by expanding the walk again, once.
func Walk(q board.Problem, w board.Walk) error {
	for i, k := range w.Moves {
		if int(k) >= len(board.Moves) {
			return &Error{Err: ErrNotKnightMove, Move: i + 1, msg: fmt.Sprintf("move %d: %d names no knight move", i+1, k)}
		}
	}
	firstVisit := func(s board.Square) int {
		i := 0
		for part := range w.Chunks(walkChunk) {
			for _, t := range part {
				if t == s {
					return i
				}
				i++
			}
		}
		panic("verify: a revisited square has no first visit")
	}
	var c Walker
	c.init(q)
	for part := range w.Chunks(walkChunk) {
		c.Steps(part, firstVisit)
	}
	_, err := c.Done()
	return err
}

// walkChunk is how many squares of a walk are checked at a time.
const walkChunk = 1 << 12
