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
//
// A walk of the knight on a full board is first stepped by its moves, not
// its squares ([Walker.sound]): a move byte names a knight move, so each
// square needs only its bounds and the bitset. Any fault there sends the
// walk to the Walker over its squares, from the start, for the error.
func Walk(q board.Problem, w board.Walk) error {
	var c Walker
	c.init(q)
	if c.sound(w) {
		_, err := c.Done()
		return err
	}
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
	c.init(q)
	for part := range w.Chunks(walkChunk) {
		c.Steps(part, firstVisit)
	}
	_, err := c.Done()
	return err
}

// walkChunk is how many squares of a walk are checked at a time.
const walkChunk = 1 << 12

// sound steps c, fresh, through walk on a problem of the knight on a full
// board, and reports whether every square was stepped with no fault: each
// move byte names a knight move, each square is on the board and new.
// Then c stands where Steps over the walk's squares leaves it, and Done
// gives the answer; otherwise c is left part way and must be set up again.
// The prefix's squares are Steps' own, so that a square off the prefix is
// noted as Steps notes it; past the prefix a square costs its move's
// offsets, two bounds and a bit.
func (c *Walker) sound(walk board.Walk) bool {
	if !c.plain {
		return false
	}
	b := c.q.Board
	// The squares up to the prefix's last (the start when there is no
	// prefix), through Step.
	head := min(max(len(c.q.Prefix), 1), walk.Len())
	s := walk.Start
	for i := range head {
		if i > 0 {
			k := walk.Moves[i-1]
			if int(k) >= len(board.Moves) {
				return false
			}
			s.X, s.Y = s.X+board.Moves[k].X, s.Y+board.Moves[k].Y
		}
		// A fault's wording is the Walker's over the squares, so the
		// first visit of a revisit need not be found here.
		if c.Step(s, func(board.Square) int { return 0 }) != nil {
			return false
		}
	}
	moves := walk.Moves[head-1:]
	if len(moves) == 0 {
		return true
	}
	var step [len(board.Moves)]int
	for k, m := range board.Moves {
		step[k] = int(m.Y)*int(b.W) + int(m.X)
	}
	w, h, seen := uint32(b.W), uint32(b.H), c.seen
	x, y, at := s.X, s.Y, b.Index(s)
	for _, k := range moves {
		if int(k) >= len(board.Moves) {
			return false
		}
		m := board.Moves[k]
		x, y, at = x+m.X, y+m.Y, at+step[k]
		// x and y are 1-based: x-1 as unsigned is below w only on the
		// board.
		if uint32(x-1) >= w || uint32(y-1) >= h || seen.Has(at) {
			return false
		}
		seen.Add(at)
	}
	last := board.Square{X: x, Y: y}
	m := board.Moves[moves[len(moves)-1]]
	c.n += len(moves)
	c.before = board.Square{X: x - m.X, Y: y - m.Y}
	c.good, c.prev, c.end = c.n, last, last
	return true
}
