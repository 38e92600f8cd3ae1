package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/enum"
	"github.com/knightcert/knight/internal/parity"
)

// Level is the difficulty a made puzzle must have.
type Level int8

const (
	// AnyLevel takes the puzzle the removal gives, graded as it comes.
	AnyLevel Level = iota
	// Easy: the deductions of [Grade] alone solve it.
	Easy
	// Hard: search is needed after the deductions.
	Hard
)

var levelNames = [...]string{"any", "easy", "hard"}

func (l Level) String() string { return enum.Name(levelNames[:], l, "Level") }

// ParseLevel reads "easy", "hard" or "any" ("" is any).
func ParseLevel(s string) (Level, error) {
	if s == "" {
		return AnyLevel, nil
	}
	for l, name := range levelNames {
		if s == name {
			return Level(l), nil
		}
	}
	return AnyLevel, fmt.Errorf("unknown level %q: want easy, hard or any", s)
}

// MakeRequest asks for a puzzle with exactly one solution.
type MakeRequest struct {
	Board board.Board
	// Holes and Piece make the puzzle on a shape: the tour visits the
	// cells (the squares not in Holes) by the piece's moves. The zero
	// values are the knight on the full board.
	Holes  board.Set
	Piece  board.Piece
	Closed bool
	// Seed fixes every random choice: the same seed gives the same puzzle
	// on every machine.
	Seed uint64
	// Clues is the number of clues wanted; 0 removes clues as long as the
	// solution stays unique (and the level holds).
	Clues int
	// Minimal asks for a puzzle from which no clue can be removed without
	// a second solution, with a witness per clue. Not with Easy.
	Minimal bool
	Level   Level
	// First is the first number, 0 or 1.
	First int
	// MaxSquares bounds the boards SAT takes (0: encode's default).
	MaxSquares int
}

// Errors of [Make].
var (
	// ErrBadRequest: the request asks for something impossible.
	ErrBadRequest = errors.New("bad request")
	// ErrNotFound: the seed's tours gave no puzzle as asked.
	ErrNotFound = errors.New("no such puzzle")
)

// hardTries bounds the tours a hard puzzle is looked for in.
const hardTries = 20

// Make makes a puzzle. It draws a random tour of the board (closed when
// asked) from the seed, gives every square its number, and goes through
// the squares in a random order, removing a clue when the tour stays the
// only solution: when the deductions of [Grade] still solve it, or when
// SAT finds no tour placing the remaining clues with another square at
// the removed clue's step (a unit clause: since the puzzle before the
// removal has the tour as its only solution, any other solution differs
// there; a formula per question, pinning the clues). A clue kept
// because another tour places all the rest gets that tour as its witness
// (a stretch between clues run backwards when one is, else SAT's). The pass stops at Clues clues; after a whole pass the
// puzzle is minimal. With Easy, a clue is removed only while the
// deductions still solve the puzzle; with Hard, a minimal puzzle the
// deductions solve is put aside for the next tour, up to 20. The answer
// is the puzzle solved again by [Solve] (the tour standing for its first
// solve), with the witnesses and the grade. A shaped request (Holes or
// Piece) is made on the shape's cells by [makeShape]: a bounded random
// Warnsdorff search for the tour, the exhaustive count for each
// removal; -level needs the knight's deductions and is refused there.
func Make(ctx context.Context, req MakeRequest) (puzzlecert.Answer, error) {
	start := time.Now()
	b := req.Board
	if err := b.Check(); err != nil {
		return puzzlecert.Answer{}, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	if req.First != 0 && req.First != 1 {
		return puzzlecert.Answer{}, fmt.Errorf("%w: the first number is %d, want 0 or 1", ErrBadRequest, req.First)
	}
	if sh := (board.Shape{Board: b, Holes: req.Holes, Piece: req.Piece}); !sh.Plain() {
		if req.First != 1 {
			return puzzlecert.Answer{}, fmt.Errorf("%w: a shaped puzzle's numbers start at 1, as its text has 0 for an empty cell", ErrBadRequest)
		}
		if req.Minimal && req.Clues > 0 {
			return puzzlecert.Answer{}, fmt.Errorf("%w: -minimal removes every clue it can: give no clue count", ErrBadRequest)
		}
		return makeShape(ctx, req, start)
	}
	if req.Clues < 0 || req.Clues > b.Size() {
		return puzzlecert.Answer{}, fmt.Errorf("%w: %d clues on the %v board", ErrBadRequest, req.Clues, b)
	}
	if req.Minimal && req.Level == Easy {
		return puzzlecert.Answer{}, fmt.Errorf("%w: an easy puzzle keeps the clues deduction needs, which another solution need not need: ask for -minimal or -level easy", ErrBadRequest)
	}
	if req.Minimal && req.Clues > 0 {
		return puzzlecert.Answer{}, fmt.Errorf("%w: -minimal removes every clue it can: give no clue count", ErrBadRequest)
	}
	if b.Size() > MaxMakeSquares {
		return puzzlecert.Answer{}, fmt.Errorf("%w: %v has %d squares, more than %d", ErrBadRequest, b, b.Size(), MaxMakeSquares)
	}
	// A board with no tour by a certificate (both sides odd for a closed
	// one, a side of 1, 2 or 4, 3x3) is refused at once, with the reason,
	// rather than after a search for a tour that cannot be found (3x3 and
	// 1x100 would try 2,000 starts).
	q := board.Problem{Board: b, Closed: req.Closed}
	if c, ok := parity.Check(q); ok {
		kind := "tour"
		if req.Closed {
			kind = "closed tour"
		}
		return puzzlecert.Answer{}, fmt.Errorf("%w: %v has no %s: %s", ErrBadRequest, b, kind, c.Explain(q))
	}
	rng := rand.New(rand.NewPCG(req.Seed, seedStream))
	tries := 1
	if req.Level == Hard {
		tries = hardTries
	}
	for range tries {
		tour, err := randomTour(ctx, b, req.Closed, rng)
		if err != nil {
			return puzzlecert.Answer{}, err
		}
		p, witnesses, err := carve(ctx, req, tour, rng)
		if err != nil {
			return puzzlecert.Answer{}, err
		}
		grade, ok := GradeContext(ctx, p)
		if !ok {
			return puzzlecert.Answer{}, ctx.Err()
		}
		if req.Level == Hard && grade.Level == "easy" {
			continue
		}
		a, err := solve(ctx, SolveRequest{Puzzle: p, MaxSquares: req.MaxSquares}, tour)
		if err != nil {
			return puzzlecert.Answer{}, err
		}
		if a.Status != puzzlecert.Unique {
			if a.Status == puzzlecert.Unknown {
				return a, nil
			}
			return puzzlecert.Answer{}, fmt.Errorf("puzzle: the made puzzle is %v, not unique: a bug", a.Status)
		}
		a.Grade = &grade
		if req.Minimal {
			a.Minimal = witnesses
		}
		a.MS = float64(time.Since(start).Microseconds()) / 1000
		return a, nil
	}
	return puzzlecert.Answer{}, fmt.Errorf("%w: seed %d gave no hard puzzle in %d tours: every minimal puzzle was solved by deduction alone", ErrNotFound, req.Seed, hardTries)
}

// MaxMakeSquares bounds the boards [Make] takes: one SAT question per
// square, on a formula that grows with the square of the board.
const MaxMakeSquares = 400

// seedStream is the PCG's second word: any fixed value, so that a seed
// alone names the puzzle.
const seedStream = 0x6b6e69676874 // "knight"

// carve removes clues from the full tour as [Make] says. Each clue's
// question is a function of the clues kept so far, so while one is asked
// the next is asked too, on a second goroutine, of the clues as they will
// be if the current clue goes (or, once SAT is asked, stays); its answer
// is taken only when that guess is right, and the puzzle is the one the
// questions asked in turn give.
func carve(ctx context.Context, req MakeRequest, tour board.Path, rng *rand.Rand) (puzzlecert.Puzzle, []puzzlecert.Witness, error) {
	b := req.Board
	n := b.Size()
	keep := make([]bool, n) // by step
	for t := range keep {
		keep[t] = true
	}
	witness := make(map[int]board.Path)
	left := n
	perm := rng.Perm(n)
	var next *speculation // the question of perm[i], when asked ahead
	defer func() { next.drop() }()
	// guessGoes: whether the next question is asked as if this clue goes.
	// While the deductions remove clues, most do; once SAT is asked, the
	// clues that stay cost it several times more (it must find a tour),
	// so the next question is asked as if this one stays.
	guessGoes := true
	for i, t := range perm {
		if req.Clues > 0 && left <= req.Clues {
			break
		}
		cur := next
		next = nil
		ahead := slices.Clone(keep)
		ahead[t] = !guessGoes
		if i+1 < len(perm) && (!guessGoes || req.Clues == 0 || left-1 > req.Clues) {
			next = speculate(ctx, req, tour, ahead, perm[i+1])
		}
		var v verdict
		if cur != nil {
			v = cur.wait()
		} else {
			v = decide(ctx, req, tour, keep, t)
		}
		if v.err != nil {
			return puzzlecert.Puzzle{}, nil, v.err
		}
		if v.remove {
			keep[t] = false
			left--
		} else if v.witness != nil {
			witness[t] = v.witness
		}
		if v.remove != guessGoes {
			next.drop() // it asked of another puzzle than the next one
			next = nil
		}
		guessGoes = !v.sat
	}
	if req.Clues > 0 && left > req.Clues {
		return puzzlecert.Puzzle{}, nil, fmt.Errorf("%w: seed %d: every clue of %s-clue puzzle is needed, more than the %d asked", ErrNotFound, req.Seed, board.A(fmt.Sprint(left)), req.Clues)
	}
	p := puzzleOf(req, tour, keep, -1)
	var ws []puzzlecert.Witness
	if req.Minimal {
		for _, c := range p.Clues {
			w, ok := witness[p.Step(c)]
			if !ok {
				return puzzlecert.Puzzle{}, nil, fmt.Errorf("puzzle: clue %d has no witness: a bug", c.Number)
			}
			ws = append(ws, puzzlecert.Witness{Clue: c, Solution: w})
		}
	}
	return p, ws, nil
}

// puzzleOf is the puzzle of tour's clues kept (by step), but skip's.
func puzzleOf(req MakeRequest, tour board.Path, keep []bool, skip int) puzzlecert.Puzzle {
	p := puzzlecert.Puzzle{Board: req.Board, Closed: req.Closed, First: req.First}
	for t, k := range keep {
		if k && t != skip {
			p.Clues = append(p.Clues, puzzlecert.Clue{Square: tour[t], Number: req.First + t})
		}
	}
	return p
}

// verdict is the answer to one clue's question: remove it, or keep it
// (with the other solution that needs it, when one was found).
type verdict struct {
	remove  bool
	witness board.Path
	sat     bool // SAT was asked
	err     error
}

// decide asks whether the clue at step t can go from the puzzle of the
// clues kept: yes when the deductions of [Grade] still solve it, or when
// SAT finds no tour placing the other clues with another square at step
// t; a clue kept because another tour places the rest gets that tour. It
// depends on nothing else, so that asking ahead cannot change a puzzle.
func decide(ctx context.Context, req MakeRequest, tour board.Path, keep []bool, t int) verdict {
	trial := puzzleOf(req, tour, keep, t)
	if Grade(trial).Level == "easy" {
		return verdict{remove: true}
	}
	if req.Level == Easy {
		return verdict{}
	}
	if other, ok := localAlternative(trial, tour); ok {
		return verdict{witness: other}
	}
	s, err := encode.NewClueSolver(ctx, encode.PuzzleProblem(trial), encode.Options{Encoding: FirstEncoding, MaxSquares: req.MaxSquares})
	if err != nil {
		return verdict{err: err}
	}
	// The puzzle with every clue kept has one solution, tour, so any
	// other solution of the trial puts another square at step t: the
	// unit clause asking for that is the same question as the clause
	// excluding the whole tour, and a shorter one.
	s.Forbid(tour[t], t)
	r, err := s.Solve(ctx)
	if err != nil {
		return verdict{err: err}
	}
	switch r.Status {
	case board.Unknown:
		return verdict{err: fmt.Errorf("puzzle: making stopped: %w", ctx.Err())}
	case board.Found:
		if err := Satisfies(trial, r.Tour); err != nil {
			return verdict{err: fmt.Errorf("puzzle: the solver's tour is wrong: %w", err)}
		}
		return verdict{witness: r.Tour, sat: true}
	}
	return verdict{remove: true, sat: true}
}

// speculation is a clue's question asked ahead on its own goroutine, of
// a copy of the clues kept, with a context of its own to drop it by.
type speculation struct {
	cancel context.CancelFunc
	answer chan verdict
}

// speculate asks [decide] of keep and t on a new goroutine.
func speculate(ctx context.Context, req MakeRequest, tour board.Path, keep []bool, t int) *speculation {
	ctx, cancel := context.WithCancel(ctx)
	sp := &speculation{cancel: cancel, answer: make(chan verdict, 1)}
	go func() { sp.answer <- decide(ctx, req, tour, keep, t) }()
	return sp
}

// wait is the speculation's verdict.
func (sp *speculation) wait() verdict {
	v := <-sp.answer
	sp.cancel()
	return v
}

// drop stops the speculation, if any, and waits for its goroutine.
func (sp *speculation) drop() {
	if sp != nil {
		sp.cancel()
		<-sp.answer
	}
}

// randomTour draws a tour by Warnsdorff's rule from a random square, ties
// broken at random, trying again until a walk covers the board (and
// closes, when asked), at most maxWalks times; then, or when the walks
// keep failing, SAT finds the tour through a random square pinned at
// step 0.
func randomTour(ctx context.Context, b board.Board, closed bool, rng *rand.Rand) (board.Path, error) {
	g := newGraph(b)
	n := g.n
	for range maxWalks {
		if p, ok := walk(g, rng.IntN(n), closed, rng); ok {
			return p, nil
		}
	}
	for range maxWalks {
		start := b.Square(rng.IntN(n))
		q := encode.ClueProblem{Board: b, Closed: closed, Clues: []encode.Clue{{Square: start, Step: 0}}}
		s, err := encode.NewClueSolver(ctx, q, encode.Options{Encoding: encode.Position})
		if err != nil {
			return nil, err
		}
		r, err := s.Solve(ctx)
		if err != nil {
			return nil, err
		}
		switch r.Status {
		case board.Found:
			return r.Tour, nil
		case board.Unknown:
			return nil, fmt.Errorf("puzzle: no tour drawn: %w", ctx.Err())
		}
	}
	return nil, fmt.Errorf("%w: the %v board has no tour from %d random squares", ErrNotFound, b, maxWalks)
}

// maxWalks bounds the random walks of one tour.
const maxWalks = 2000

// walk makes one Warnsdorff walk from square start, ties broken by rng.
func walk(g *graph, start int, closed bool, rng *rand.Rand) (board.Path, bool) {
	n := g.n
	visited := make([]bool, n)
	path := make(board.Path, 0, n)
	cur := start
	visited[cur] = true
	path = append(path, g.b.Square(cur))
	for len(path) < n {
		best, bestDeg, ties := -1, 9, 0
		for _, u := range g.adj[cur] {
			if visited[u] {
				continue
			}
			d := 0
			for _, w := range g.adj[u] {
				if !visited[w] {
					d++
				}
			}
			switch {
			case d < bestDeg:
				best, bestDeg, ties = int(u), d, 1
			case d == bestDeg:
				ties++
				if rng.IntN(ties) == 0 {
					best = int(u)
				}
			}
		}
		if best < 0 {
			return nil, false
		}
		cur = best
		visited[cur] = true
		path = append(path, g.b.Square(cur))
	}
	if closed && (n < 3 || !board.IsKnightMove(path[n-1], path[0])) {
		return nil, false
	}
	return path, true
}
