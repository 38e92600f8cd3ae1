package board

import (
	"errors"
	"fmt"
	"strings"
)

// Problem asks for a knight's tour of Board that begins with Prefix, ends on
// End when End is set, and is closed when Closed is set. Every package that
// finds tours or proves their absence answers a Problem.
type Problem struct {
	Board Board
	// Prefix is the path the tour must begin with; Prefix[0] is the start.
	// An empty prefix allows any start.
	Prefix Path
	// End is the required last square; the zero Square means any.
	End Square
	// Closed asks for a tour whose last square is a knight move from its
	// first.
	Closed bool
}

// Start returns the required first square and whether there is one.
func (p Problem) Start() (Square, bool) {
	if len(p.Prefix) == 0 {
		return Square{}, false
	}
	return p.Prefix[0], true
}

// HasEnd reports whether the problem fixes the last square.
func (p Problem) HasEnd() bool { return p.End != Square{} }

// ErrBadProblem is wrapped by every error [Problem.Check] returns.
var ErrBadProblem = errors.New("bad problem")

// Check reports the first reason the problem is malformed: a square off the
// board, a prefix step that is not a knight move, a prefix square repeated.
// A well-formed problem may still have no tour.
func (p Problem) Check() error {
	if p.Board.W < 1 || p.Board.H < 1 || p.Board.W > MaxSide || p.Board.H > MaxSide {
		return fmt.Errorf("%w: board %v", ErrBadProblem, p.Board)
	}
	seen := make(map[Square]int, len(p.Prefix))
	for i, s := range p.Prefix {
		if !p.Board.Contains(s) {
			if i == 0 {
				return fmt.Errorf("%w: start square %v is off the %v board", ErrBadProblem, s, p.Board)
			}
			return fmt.Errorf("%w: prefix square %d: %v is off the %v board", ErrBadProblem, i, s, p.Board)
		}
		if j, ok := seen[s]; ok {
			return fmt.Errorf("%w: move %d: %v was already visited at move %d", ErrBadProblem, i, s, j)
		}
		seen[s] = i
		if i > 0 && !IsKnightMove(p.Prefix[i-1], s) {
			return fmt.Errorf("%w: move %d: %v to %v is not a knight move", ErrBadProblem, i, p.Prefix[i-1], s)
		}
	}
	if p.HasEnd() && !p.Board.Contains(p.End) {
		return fmt.Errorf("%w: end square %v is off the %v board", ErrBadProblem, p.End, p.Board)
	}
	return nil
}

// String describes the problem in a few words, such as
// "open tour of 8x8 from a1" or "closed tour of 6x6 after a1 c2 e3, ending on b1".
func (p Problem) String() string {
	var sb strings.Builder
	if p.Closed {
		sb.WriteString("closed")
	} else {
		sb.WriteString("open")
	}
	fmt.Fprintf(&sb, " tour of %v", p.Board)
	switch len(p.Prefix) {
	case 0:
	case 1:
		fmt.Fprintf(&sb, " from %v", p.Prefix[0])
	default:
		fmt.Fprintf(&sb, " after %v", p.Prefix)
	}
	if p.HasEnd() {
		fmt.Fprintf(&sb, ", ending on %v", p.End)
	}
	return sb.String()
}

// Status is the answer to a Problem.
type Status int8

const (
	// Unknown: undecided within the limits given.
	Unknown Status = iota
	// Found: a tour exists, and the answer carries it.
	Found
	// None: no tour exists, and the answer carries the evidence.
	None
)

// String is the word used in JSON answers: "tour", "none" or "unknown".
func (s Status) String() string {
	switch s {
	case Found:
		return "tour"
	case None:
		return "none"
	}
	return "unknown"
}
