package puzzle

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
)

// ErrConflict: a player's number contradicts a clue or an earlier number
// of theirs on its face: a numbered square, or a number already placed.
var ErrConflict = errors.New("conflicting number")

// ParseEntries reads a player's numbers, in the order played: either
// square=number pairs ("c5=8 d7=9", separated by spaces or commas), or a
// path of squares ("a1 c2 e3"), numbered from the puzzle's first number.
func ParseEntries(s string, p puzzlecert.Puzzle) ([]puzzlecert.Clue, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == ';' })
	var out []puzzlecert.Clue
	for i, f := range fields {
		sqText, numText, hasNumber := strings.Cut(f, "=")
		sq, err := board.ParseSquare(sqText)
		if err != nil {
			return nil, fmt.Errorf("entry %d, %q: %w", i+1, f, err)
		}
		if !p.Board.Contains(sq) {
			return nil, fmt.Errorf("entry %d, %q: %w: %v is off the %v board", i+1, f, board.ErrBadSquare, sq, p.Board)
		}
		number := p.First + i
		if hasNumber {
			number, err = strconv.Atoi(numText)
			if err != nil {
				return nil, fmt.Errorf("entry %d, %q: want square=number, such as c5=8", i+1, f)
			}
		} else if i > 0 && len(out) > 0 && out[0].Number != p.First {
			return nil, fmt.Errorf("entry %d, %q: mix of square=number and a bare square", i+1, f)
		}
		if number < p.First || number > p.Last() {
			return nil, fmt.Errorf("entry %d, %q: numbers on %v run from %d to %d", i+1, f, p.Board, p.First, p.Last())
		}
		out = append(out, puzzlecert.Clue{Square: sq, Number: number})
	}
	return out, nil
}

// ErrOtherGrid: a player's grid is not on the puzzle's board.
var ErrOtherGrid = errors.New("the grid is not the puzzle's")

// GridEntries takes a player's numbers from a partly filled grid: grid
// holds the puzzle's clues and the player's numbers, read as a puzzle is
// (any layout [Read] takes, with p's closure and first number). A number
// equal to a clue of p is the clue, not an entry; every other number is
// an entry, in order of number, since a grid does not say the order of
// play. A clue the grid leaves blank stays a clue; a clue's square with
// another number in the grid is an entry that [Blame] finds in conflict.
// It fails, wrapping [ErrOtherGrid], when the grid's board is not p's.
func GridEntries(p, grid puzzlecert.Puzzle) ([]puzzlecert.Clue, error) {
	if grid.Board != p.Board {
		return nil, fmt.Errorf("%w: the grid is %v, the puzzle %v", ErrOtherGrid, grid.Board, p.Board)
	}
	// A set of p's clues: looking each up in the list was quadratic, 10^12
	// comparisons on a full 1000x1000 grid.
	clue := make(map[puzzlecert.Clue]bool, len(p.Clues))
	for _, c := range p.Clues {
		clue[c] = true
	}
	var out []puzzlecert.Clue
	for _, c := range grid.Clues {
		if !clue[c] {
			out = append(out, c)
		}
	}
	return out, nil
}

// merge adds the entries to the puzzle's clues. An entry that repeats a
// clue or an earlier entry exactly adds nothing; one that gives a
// numbered square another number, or a placed number another square, is
// [ErrConflict], with its index.
func merge(p puzzlecert.Puzzle, entries []puzzlecert.Clue) (puzzlecert.Puzzle, int, error) {
	bySquare := map[board.Square]int{}
	byNumber := map[int]board.Square{}
	for _, c := range p.Clues {
		bySquare[c.Square] = c.Number
		byNumber[c.Number] = c.Square
	}
	q := p
	q.Clues = append([]puzzlecert.Clue(nil), p.Clues...)
	sh := p.Shape()
	for i, e := range entries {
		if !sh.IsCell(e.Square) {
			return q, i, fmt.Errorf("%w: %v is a hole of %v", ErrConflict, e.Square, p.Where())
		}
		if n, ok := bySquare[e.Square]; ok {
			if n == e.Number {
				continue
			}
			return q, i, fmt.Errorf("%w: %v already has %d, not %d", ErrConflict, e.Square, n, e.Number)
		}
		if s, ok := byNumber[e.Number]; ok {
			return q, i, fmt.Errorf("%w: %d is already on %v, not %v", ErrConflict, e.Number, s, e.Square)
		}
		bySquare[e.Square], byNumber[e.Number] = e.Number, e.Square
		q.Clues = append(q.Clues, e)
	}
	q.SortClues()
	return q, -1, nil
}

// Verdict says where a player went wrong.
type Verdict struct {
	// Status is board.Found while a solution agrees with every entry,
	// board.None from the first entry after which none does,
	// board.Unknown when undecided in time.
	Status board.Status
	// First is the index of that entry (-1 when none is wrong), Entry
	// the entry.
	First int
	Entry puzzlecert.Clue
	// Entries are the player's numbers up to the wrong one, First+1 of
	// them (nil when none is wrong): the list First indexes.
	Entries []puzzlecert.Clue
	// Conflict says why the entry contradicts a clue or an earlier entry
	// on its face; empty when it takes a search to see.
	Conflict string
	// Answer is the evidence: the answer for the puzzle with the entries
	// up to First as clues (a certificate or SAT's "none"), or, when no
	// entry is wrong, for the puzzle with all of them.
	Answer puzzlecert.Answer
	// Before is the puzzle with the clues and the entries before First
	// (all of them when none is wrong), and Completion a solution of it
	// (checked): that the numbers before the wrong one could still be
	// completed. Completion is nil when no entry is wrong and no solution
	// was found (a puzzle with no solution, or undecided).
	Before     puzzlecert.Puzzle
	Completion board.Path
}

// BlameRequest asks where a player's numbers went wrong.
type BlameRequest struct {
	Puzzle  puzzlecert.Puzzle
	Entries []puzzlecert.Clue
	// MaxSquares bounds the boards SAT takes (0: encode's default).
	MaxSquares int
}

// Blame finds the first entry after which no solution agrees with the
// clues and the entries so far. Adding numbers only removes solutions, so
// the first such entry is found by bisection: O(log entries) solves. The
// evidence is that of [Solve] on the puzzle with the entries up to it.
// If the puzzle itself has no solution, First is -1 with Status None.
// A shaped puzzle is blamed alike, each question answered as [Solve]
// answers a shape (the count on its cells, or SAT); an entry on a hole
// contradicts the puzzle on its face.
func Blame(ctx context.Context, req BlameRequest) (Verdict, error) {
	p := req.Puzzle
	if err := p.Check(); err != nil {
		return Verdict{}, err
	}
	if TooLarge(p.Board, req.MaxSquares) != nil {
		// Past the limit, only what costs a pass over the numbers: with
		// every number given, they are a solution or undecided.
		q, _, err := merge(p, req.Entries)
		if tour, ok := given(q); ok && err == nil && Satisfies(q, tour) == nil {
			a, err := Solve(ctx, SolveRequest{Puzzle: q, MaxSquares: req.MaxSquares})
			return Verdict{Status: board.Found, First: -1, Answer: a, Before: q, Completion: tour}, err
		}
		return Verdict{Status: board.Unknown, First: -1}, nil
	}
	upTo := func(k int) (puzzlecert.Puzzle, error) {
		q, _, err := merge(p, req.Entries[:k])
		return q, err
	}
	// An entry contradicting on its face ends the search there.
	limit := len(req.Entries)
	_, bad, conflict := merge(p, req.Entries)
	if conflict != nil {
		limit = bad
	}
	// alive answers whether the clues and the first k entries have a
	// solution, with one (checked) when they do.
	alive := func(k int) (board.Status, board.Path, error) {
		q, err := upTo(k)
		if err != nil {
			return board.Unknown, nil, err
		}
		return exists(ctx, q, req.MaxSquares)
	}
	s, tour, err := alive(0)
	if err != nil || s != board.Found {
		if err != nil {
			return Verdict{}, err
		}
		v := Verdict{Status: s, First: -1}
		v.Answer, err = Solve(ctx, SolveRequest{Puzzle: p, MaxSquares: req.MaxSquares})
		return v, err
	}
	// alive(lo) is Found, with loTour its solution; find the smallest
	// dead k in (lo, limit].
	lo, hi, loTour := 0, limit, tour
	if s, tour, err := alive(limit); err != nil {
		return Verdict{}, err
	} else if s == board.Unknown {
		return Verdict{Status: board.Unknown, First: -1}, nil
	} else if s == board.Found {
		q, _ := upTo(limit)
		if conflict == nil {
			a, err := Solve(ctx, SolveRequest{Puzzle: q, MaxSquares: req.MaxSquares})
			return Verdict{Status: board.Found, First: -1, Answer: a, Before: q, Completion: tour}, err
		}
		return Verdict{Status: board.None, First: limit, Entry: req.Entries[limit], Entries: req.Entries[:limit+1], Conflict: conflict.Error(),
			Answer: puzzlecert.Answer{Puzzle: q}, Before: q, Completion: tour}, nil
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		s, tour, err := alive(mid)
		if err != nil {
			return Verdict{}, err
		}
		switch s {
		case board.Unknown:
			return Verdict{Status: board.Unknown, First: -1}, nil
		case board.Found:
			lo, loTour = mid, tour
		default:
			hi = mid
		}
	}
	q, _ := upTo(hi)
	a, err := Solve(ctx, SolveRequest{Puzzle: q, MaxSquares: req.MaxSquares})
	if err != nil {
		return Verdict{}, err
	}
	before, _ := upTo(lo)
	return Verdict{Status: board.None, First: hi - 1, Entry: req.Entries[hi-1], Entries: req.Entries[:hi], Answer: a, Before: before, Completion: loTour}, nil
}

// exists answers whether p has a solution, with the solution (checked)
// when it has: a certificate says no (on the knight's full board, where
// the certificates apply), else the first SAT solve decides. A shaped
// puzzle is asked first of the count on its cells (stopped at the first
// solution), where it takes the shape and ends within its node limit.
func exists(ctx context.Context, p puzzlecert.Puzzle, maxSquares int) (board.Status, board.Path, error) {
	if !p.Plain() {
		if p.Shape().Cells() <= MaxCountSquares {
			c := count(ctx, p, 0, 1, 1)
			switch {
			case len(c.Solutions) > 0:
				if err := Satisfies(p, c.Solutions[0]); err != nil {
					return board.Unknown, nil, fmt.Errorf("puzzle: the search's tour is wrong: %w", err)
				}
				return board.Found, c.Solutions[0], nil
			case c.Exact:
				return board.None, nil, nil
			case ctx.Err() != nil:
				return board.Unknown, nil, nil
			}
		}
		if TooLarge(p.Board, maxSquares) != nil {
			return board.Unknown, nil, nil
		}
	} else if _, ok := certify(p); ok {
		return board.None, nil, nil
	}
	s, err := encode.NewClueSolver(ctx, encode.PuzzleProblem(p), encode.Options{Encoding: FirstEncoding, MaxSquares: maxSquares})
	if err != nil {
		if ctx.Err() != nil || errors.Is(err, encode.ErrTooLarge) {
			return board.Unknown, nil, nil
		}
		return board.Unknown, nil, err
	}
	r, err := s.Solve(ctx)
	if err == nil && r.Status == board.Found {
		if err := Satisfies(p, r.Tour); err != nil {
			return board.Unknown, nil, fmt.Errorf("puzzle: the solver's tour is wrong: %w", err)
		}
	}
	return r.Status, r.Tour, err
}
