package puzzle

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/notation"
)

// A shaped puzzle (holes, or a piece other than the knight) is answered
// by the exhaustive count on its cells, and past the count's reach by
// SAT's position formula on them: the certificates, the deductions and
// the proofs are the knight's on the full board, so each entry point
// that rests on them refuses a shape with an error wrapping
// [board.ErrShape] rather than answer about another board.

// errShape is the refusal of an entry point that answers plain puzzles
// only.
func errShape(p puzzlecert.Puzzle, what string) error {
	return fmt.Errorf("%w: %s of %v", board.ErrShape, what, p.Where())
}

// solveShape answers a shaped puzzle by [count] on its cells: "unique"
// with the count of exactly 1 (which verify re-counts: the proof),
// "none" with the count of 0, "several" with two solutions. When the
// search stops at its node limit first, or the shape has more than
// [MaxCountSquares] cells, SAT answers ([shapeSAT]).
func solveShape(ctx context.Context, req SolveRequest, start time.Time) (puzzlecert.Answer, error) {
	p := req.Puzzle
	a := puzzlecert.Answer{Puzzle: p, Method: evidence.Exhaustive}
	finish := func() (puzzlecert.Answer, error) {
		if req.Grade {
			a.Explanation += "; not graded: the deductions are the knight's on the full board"
		}
		a.MS = float64(time.Since(start).Microseconds()) / 1000
		return a, nil
	}
	if n := p.Shape().Cells(); n > MaxCountSquares {
		if req.Count {
			a.NotCounted = fmt.Sprintf("the counter takes shapes up to %d cells, and %v has %d", MaxCountSquares, p.Where(), n)
		}
		if err := shapeSAT(ctx, req, &a, nil); err != nil {
			return puzzlecert.Answer{}, err
		}
		return finish()
	}
	limit := int64(2)
	if req.Count {
		limit = 0
	}
	c := count(ctx, p, req.CountNodes, limit, 2)
	for _, s := range c.Solutions {
		if err := Satisfies(p, s); err != nil {
			return puzzlecert.Answer{}, fmt.Errorf("puzzle: the search's tour is wrong: %w", err)
		}
	}
	switch {
	case len(c.Solutions) >= 2:
		a.Status, a.Method, a.Solutions = puzzlecert.Several, evidence.Heuristic, c.Solutions[:2]
		a.Explanation = "several solutions: two different tours agree with every clue (checked; found by exhaustive search on the shape)"
		if req.Count {
			a.Counted, a.Count, a.CountExact = true, c.Count, c.Exact
		}
	case !c.Exact:
		if req.Count {
			a.NotCounted = "the search stopped at its limit before the count ended"
		}
		var first board.Path
		if len(c.Solutions) > 0 {
			first = c.Solutions[0]
		}
		if err := shapeSAT(ctx, req, &a, first); err != nil {
			return puzzlecert.Answer{}, err
		}
	case c.Count == 1:
		a.Status, a.Solutions = puzzlecert.Unique, c.Solutions
		a.Counted, a.Count, a.CountExact = true, 1, true
		a.Explanation = "unique: the exhaustive search on the shape finds this one solution (checked) and no other; verify counts again"
	default:
		a.Status = puzzlecert.NoSolution
		a.Counted, a.Count, a.CountExact = true, 0, true
		a.Explanation = "no solution: the exhaustive search on the shape finds none; verify counts again"
	}
	return finish()
}

// shapeSAT answers a shaped puzzle that the count did not decide by
// SAT, the position formula on the shape's cells (encode's clue
// formulas take a shape): a first solution (first when the search found
// one), then, with it blocked, another ("several") or none ("unique", a
// SAT answer: a second opinion, said so). No second encoding re-solves
// it. Undecided when the board is past SAT's limit or ctx ends.
func shapeSAT(ctx context.Context, req SolveRequest, a *puzzlecert.Answer, first board.Path) error {
	p := req.Puzzle
	undecided := func(why string) error {
		a.Status, a.Method, a.Solutions = puzzlecert.Unknown, evidence.Auto, nil
		if first != nil {
			a.Solutions = []board.Path{first}
		}
		a.Explanation = "undecided: " + why
		return nil
	}
	if err := TooLarge(p.Board, req.MaxSquares); err != nil {
		return undecided(fmt.Sprintf("%v, and the exhaustive search takes shapes up to %d cells", err, MaxCountSquares))
	}
	s, err := encode.NewClueSolver(ctx, encode.PuzzleProblem(p), encode.Options{Encoding: FirstEncoding, MaxSquares: req.MaxSquares})
	switch {
	case err != nil && (errors.Is(err, encode.ErrTooLarge) || ctx.Err() != nil):
		return undecided(err.Error())
	case err != nil:
		return err
	}
	if first == nil {
		r, err := s.Solve(ctx)
		if err != nil {
			return err
		}
		switch r.Status {
		case board.Unknown:
			return undecided("the time ran out before SAT found a solution or none")
		case board.None:
			a.Status, a.Method, a.Encodings = puzzlecert.NoSolution, evidence.SAT, []string{FirstEncoding.String()}
			a.Explanation = "no solution: SAT found the " + FirstEncoding.String() + " formula on the shape unsatisfiable; a second opinion, not a proof"
			return nil
		}
		first = r.Tour
	}
	if err := Satisfies(p, first); err != nil {
		return fmt.Errorf("puzzle: the solver's tour is wrong: %w", err)
	}
	s.Exclude(first)
	r, err := s.Solve(ctx)
	if err != nil {
		return err
	}
	switch r.Status {
	case board.Unknown:
		return undecided("a solution was found (checked), but the time ran out before another was found or ruled out")
	case board.Found:
		if err := Satisfies(p, r.Tour); err != nil || slices.Equal(r.Tour, first) {
			return fmt.Errorf("puzzle: the solver's second tour is wrong: %v", err)
		}
		a.Status, a.Method, a.Solutions = puzzlecert.Several, evidence.SAT, []board.Path{first, r.Tour}
		a.Explanation = "several solutions: two different tours agree with every clue (checked)"
		return nil
	}
	a.Status, a.Method, a.Solutions, a.Encodings = puzzlecert.Unique, evidence.SAT, []board.Path{first}, []string{FirstEncoding.String()}
	a.Explanation = "unique: the solution is checked against every clue; that no other exists is a SAT answer, the " + FirstEncoding.String() + " formula on the shape with the solution blocked unsatisfiable, a second opinion, not a proof"
	return nil
}

// satisfiesShape is [Satisfies] on a shaped puzzle: the tour visits
// every cell once by the piece's moves.
func satisfiesShape(p puzzlecert.Puzzle, tour board.Path) error {
	sh := p.Shape()
	n := sh.Cells()
	if len(tour) != n {
		return fmt.Errorf("the tour has %d squares, %v has %d cells", len(tour), p.Where(), n)
	}
	seen := board.NewSet(p.Board.Size())
	for i, s := range tour {
		if !sh.IsCell(s) {
			return fmt.Errorf("square %d, %v, is not a cell of %v", p.First+i, s, p.Where())
		}
		if seen.Has(p.Board.Index(s)) {
			return fmt.Errorf("square %d, %v, is visited twice", p.First+i, s)
		}
		seen.Add(p.Board.Index(s))
		if i > 0 && !p.Piece.IsMove(tour[i-1], s) {
			return fmt.Errorf("%d to %d, %v to %v, is not a %v move", p.First+i-1, p.First+i, tour[i-1], s, p.Piece)
		}
	}
	if p.Closed && n > 1 && !p.Piece.IsMove(tour[n-1], tour[0]) {
		return fmt.Errorf("the tour is not closed: %v to %v is not a %v move", tour[n-1], tour[0], p.Piece)
	}
	for _, c := range p.Clues {
		if got := tour[p.Step(c)]; got != c.Square {
			return fmt.Errorf("clue %d is on %v, the tour has %v there", c.Number, c.Square, got)
		}
	}
	return nil
}

// shapeTourNodes bounds the search for the random tour a shaped puzzle is
// made from.
const shapeTourNodes = 20_000_000

// randomShapeTour draws a tour of p's shape (closed when p is) by
// depth-first search on its cells, from a random cell, each step trying
// the cells with the fewest ways on first (Warnsdorff's rule), ties in a
// random order from rng; within [shapeTourNodes] steps, so that the same
// seed gives the same tour.
func randomShapeTour(ctx context.Context, p puzzlecert.Puzzle, rng *rand.Rand) (board.Path, error) {
	g, cells := cellGraph(p)
	n := g.n
	used := make([]bool, n)
	path := make([]int, 0, n)
	nodes := 0
	var walk func(v int) bool
	walk = func(v int) bool {
		nodes++
		if nodes > shapeTourNodes || nodes&(1<<14-1) == 0 && ctx.Err() != nil {
			return false
		}
		used[v] = true
		path = append(path, v)
		if len(path) == n {
			if !p.Closed || slices.Contains(g.adj[v], int32(path[0])) {
				return true
			}
		} else {
			next := make([]int, 0, len(g.adj[v]))
			for _, u := range g.adj[v] {
				if !used[u] {
					next = append(next, int(u))
				}
			}
			rng.Shuffle(len(next), func(i, j int) { next[i], next[j] = next[j], next[i] })
			ways := func(u int) int {
				k := 0
				for _, w := range g.adj[u] {
					if !used[w] {
						k++
					}
				}
				return k
			}
			slices.SortStableFunc(next, func(x, y int) int { return ways(x) - ways(y) })
			for _, u := range next {
				if walk(u) {
					return true
				}
			}
		}
		used[v] = false
		path = path[:len(path)-1]
		return false
	}
	if !walk(rng.IntN(n)) {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: no tour of %v found within %d steps", ErrNotFound, p.Where(), shapeTourNodes)
	}
	tour := make(board.Path, n)
	for i, v := range path {
		tour[i] = cells[v]
	}
	return tour, nil
}

// makeShape is [Make] on a shape: a random tour of its cells, every cell
// numbered, and clues removed in a random order while the exhaustive
// count still finds one solution; a clue kept because another tour
// places every other keeps that tour as its witness.
func makeShape(ctx context.Context, req MakeRequest, start time.Time) (puzzlecert.Answer, error) {
	p := puzzlecert.Puzzle{Board: req.Board, Holes: req.Holes, Piece: req.Piece, Closed: req.Closed, First: req.First}
	if err := p.Check(); err != nil {
		return puzzlecert.Answer{}, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	n := p.Shape().Cells()
	switch {
	case n > MaxCountSquares:
		return puzzlecert.Answer{}, fmt.Errorf("%w: %v has %d cells: a shaped puzzle is made on up to %d", ErrBadRequest, p.Where(), n, MaxCountSquares)
	case req.Level != AnyLevel:
		return puzzlecert.Answer{}, errShape(p, "a level (the deductions grade it)")
	case req.Clues > n:
		return puzzlecert.Answer{}, fmt.Errorf("%w: %d clues on %v, which has %d cells", ErrBadRequest, req.Clues, p.Where(), n)
	}
	rng := rand.New(rand.NewPCG(req.Seed, seedStream))
	tour, err := randomShapeTour(ctx, p, rng)
	if err != nil {
		return puzzlecert.Answer{}, err
	}
	for i, s := range tour {
		p.Clues = append(p.Clues, puzzlecert.Clue{Square: s, Number: p.First + i})
	}
	witness := map[puzzlecert.Clue]board.Path{}
	order := rng.Perm(n)
	for _, i := range order {
		if req.Clues > 0 && len(p.Clues) <= req.Clues {
			break
		}
		c := puzzlecert.Clue{Square: tour[i], Number: p.First + i}
		k := slices.Index(p.Clues, c)
		without := p
		without.Clues = slices.Delete(slices.Clone(p.Clues), k, k+1)
		r := count(ctx, without, 0, 2, 2)
		if ctx.Err() != nil {
			return puzzlecert.Answer{}, ctx.Err()
		}
		switch {
		case r.Exact && r.Count == 1:
			p = without
		case len(r.Solutions) == 2:
			other := r.Solutions[0]
			if slices.Equal(other, tour) {
				other = r.Solutions[1]
			}
			witness[c] = other
		}
		// Undecided within the budget: the clue stays, with no witness.
	}
	a, err := solveShape(ctx, SolveRequest{Puzzle: p}, start)
	if err != nil {
		return a, err
	}
	if req.Minimal && req.Clues == 0 && len(witness) == len(p.Clues) {
		for _, c := range p.Clues {
			a.Minimal = append(a.Minimal, puzzlecert.Witness{Clue: c, Solution: witness[c]})
		}
	}
	return a, nil
}

// ReadShaped reads a puzzle on a shape written as a mask
// ([notation.ReadMask]): cells 0, x or _, holes blank, ., # or -, clues
// numbers from 1, so First is 1. Rosetta Code's "Solve a Holy Knight's
// tour" layout, its 1 the start, is such a puzzle. The piece is given,
// since the text does not say it. Errors name the line and column.
func ReadShaped(r io.Reader, piece board.Piece, closed bool) (puzzlecert.Puzzle, error) {
	m, err := notation.ReadMask(io.LimitReader(r, MaxBytes))
	if err != nil {
		return puzzlecert.Puzzle{}, err
	}
	p := puzzlecert.Puzzle{Board: m.Shape.Board, Holes: m.Shape.Holes, Piece: piece, Closed: closed, First: 1}
	for _, x := range m.Numbers {
		c := puzzlecert.Clue{Square: x.Square, Number: x.Number}
		if x.Number > p.Last() {
			return puzzlecert.Puzzle{}, &board.ParseError{Line: x.Line, Col: x.Col, Err: ErrSyntax,
				Msg: fmt.Sprintf("clue %d: %v has %d cells, so numbers run from 1 to %d", x.Number, p.Where(), p.Last(), p.Last())}
		}
		if why := p.Conflict(c); why != "" {
			return puzzlecert.Puzzle{}, &board.ParseError{Line: x.Line, Col: x.Col, Err: ErrSyntax, Msg: fmt.Sprintf("clue %d: %s", x.Number, why)}
		}
		p.Clues = append(p.Clues, c)
	}
	p.SortClues()
	if err := p.Check(); err != nil {
		return puzzlecert.Puzzle{}, err
	}
	return p, nil
}

// FormatShaped writes a shaped puzzle's clues on its mask, in style, as
// [ReadShaped] reads it: cells a space apart, each as wide as the widest
// number.
func FormatShaped(p puzzlecert.Puzzle, style notation.MaskStyle) string {
	m := notation.Mask{Shape: board.Shape{Board: p.Board, Holes: p.Holes}, Style: style}
	for _, c := range p.Clues {
		m.Numbers = append(m.Numbers, notation.MaskNumber{Square: c.Square, Number: c.Number})
	}
	return m.String()
}

// FormatShapedSolution writes a solution's numbers on the mask, in style.
func FormatShapedSolution(p puzzlecert.Puzzle, tour board.Path, style notation.MaskStyle) string {
	q := p
	q.Clues = nil
	for i, s := range tour {
		q.Clues = append(q.Clues, puzzlecert.Clue{Square: s, Number: p.First + i})
	}
	return FormatShaped(q, style)
}
