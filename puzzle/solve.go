package puzzle

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
)

// SolveRequest asks whether a puzzle has exactly one solution.
type SolveRequest struct {
	Puzzle puzzlecert.Puzzle
	// Count asks for the number of solutions too, by exhaustive search
	// on boards up to [MaxCountSquares], within CountNodes steps (0:
	// [DefaultCountNodes]).
	Count      bool
	CountNodes int64
	// MaxSquares bounds the boards SAT takes (0: encode's default).
	MaxSquares int
	// Grade asks for the answer's grade too: how far [Grade]'s
	// deductions go.
	Grade bool
	// SplitNodes bounds the case split that proves "none" when no single
	// certificate does (0: [DefaultSplitNodes]; below 0: no split).
	SplitNodes int
}

// quickNodes bounds the short search Solve makes before SAT. A node count,
// not a time, so that answers repeat.
const quickNodes = 200_000

// Encodings of the SAT questions. The first is the formula of the
// uniqueness question as knight puzzle cnf writes it, and the one Make
// asks; the second re-solves it as a second opinion. Answers name them
// in this order when both found the formula unsatisfiable. In Solve one
// finds the tours an answer reports and the other checks beside it (see
// [roles] and [startOpinion]).
const (
	FirstEncoding  = encode.Position
	SecondEncoding = encode.Hybrid
)

// roles returns the encoding whose solver finds the tours of p's answer,
// the one whose solver checks beside it, and whether the checking solver
// stops its own first solve when the first solution comes. On a closed
// puzzle the second finds a first tour sooner than the first, whose own
// first tour would keep its refutation waiting, so the first stops. On an
// open puzzle the two find a first tour about as fast, and a stop would
// only throw away the checking solver's nearly done first solve, so the
// first finds and the second finishes its solve.
func roles(p puzzlecert.Puzzle) (find, check encode.Encoding, stop bool) {
	if p.Closed {
		return SecondEncoding, FirstEncoding, true
	}
	return FirstEncoding, SecondEncoding, false
}

// ErrDisagree: the two encodings gave different answers and no checked
// solution settles which is right. It means a bug.
var ErrDisagree = errors.New("the SAT encodings disagree")

// Solve answers a puzzle: [puzzlecert.Unique] with its solution, the
// uniqueness a SAT answer (the solution blocked, the formula
// unsatisfiable) re-solved with a second encoding; [puzzlecert.Several]
// with two solutions; [puzzlecert.NoSolution] with a certificate when
// [certify] finds one, else, when SAT finds none, with a case split whose
// every branch ends in such a certificate when one is found within
// SplitNodes, else by SAT and its second opinion; and
// [puzzlecert.Unknown] when ctx ends first or the board is past SAT's
// limits. Every solution returned is checked against the clues. It
// returns an error for a malformed puzzle.
func Solve(ctx context.Context, req SolveRequest) (puzzlecert.Answer, error) {
	return solve(ctx, req, nil)
}

// solve is [Solve] given, when known is not nil, a solution found
// before (by [Make], the tour it numbered): checked against the clues, it
// stands for the first solve, so that only the uniqueness is asked. The
// answer is the one Solve gives: a unique puzzle's first solution is the
// only one.
func solve(ctx context.Context, req SolveRequest, known board.Path) (puzzlecert.Answer, error) {
	start := time.Now()
	p := req.Puzzle
	if err := p.Check(); err != nil {
		return puzzlecert.Answer{}, err
	}
	if !p.Plain() {
		return solveShape(ctx, req, start)
	}
	a := puzzlecert.Answer{Puzzle: p}
	var op *opinion
	done := func() (puzzlecert.Answer, error) {
		if op != nil {
			op.drop() // before counting, which has no use for it
		}
		return finish(ctx, req, a, start), nil
	}
	first, decided, err := firstSolution(ctx, req, known, &a)
	if err != nil {
		return puzzlecert.Answer{}, err
	}
	if decided {
		return done()
	}
	// A case split proving the first solution the only one runs on its
	// own goroutine from when the first solution is known, alone for its
	// head start, then beside the SAT solvers; its answer, a proof, comes
	// first when it has one (see [startProof]).
	var pr *proofRun
	defer func() { pr.drop() }()
	proved := func() bool {
		u, ok := pr.wait()
		if ok {
			a.Status, a.Method, a.Solutions, a.Proof = puzzlecert.Unique, evidence.Parity, []board.Path{pr.first}, &u
			a.Encodings = nil
			a.Explanation = explainUnique(u)
		}
		return ok
	}
	tried := first != nil
	if tried {
		if several(p, first, &a) {
			a.Method = evidence.SAT // as when the finding solver is given the first
			return done()
		}
		// The proof has a head start: when it ends within it, no formula
		// is built.
		pr = startProof(ctx, p, first, req.SplitNodes)
		if pr.headStart() && proved() {
			return done()
		}
	}
	// The checking solver starts now, on another core, beside the
	// finding one (see [startOpinion]), unless the finding one's first
	// solution is to start a proof of uniqueness, which then runs alone
	// for its head start: the checking solver starts after it, from the
	// first solution, when no proof has come.
	find, check, stop := roles(p)
	proving := req.SplitNodes >= 0 && p.Board.Size() <= maxProofSquares
	if tried || !proving {
		op = startOpinion(ctx, p, check, stop, first, req.MaxSquares)
	}
	defer func() {
		if op != nil {
			op.drop()
		}
	}()
	s, err := encode.NewClueSolver(ctx, encode.PuzzleProblem(p), encode.Options{Encoding: find, MaxSquares: req.MaxSquares})
	if err != nil {
		if proved() {
			return done()
		}
		return undecided(&a, err, done)
	}
	r := encode.Result{Status: board.Found, Tour: first}
	if first == nil {
		r, err = s.Solve(ctx)
		if err != nil {
			return puzzlecert.Answer{}, err
		}
	}
	a.Method = evidence.SAT
	switch r.Status {
	case board.Unknown:
		return undecided(&a, ctx.Err(), done)
	case board.None:
		// A case split whose every branch ends in a certificate is a
		// proof, which the SAT answer and its second opinion are not.
		if req.SplitNodes >= 0 {
			if cert, ok := split(ctx, p, req.SplitNodes); ok {
				a.Status, a.Method, a.Certificate = puzzlecert.NoSolution, evidence.Parity, cert
				a.Explanation = Explain(p, cert)
				return done()
			}
		}
		if op == nil {
			op = startOpinion(ctx, p, check, stop, nil, req.MaxSquares)
		}
		checked, tour, err := op.result(nil)
		if err != nil {
			return puzzlecert.Answer{}, err
		}
		if tour != nil {
			return puzzlecert.Answer{}, fmt.Errorf("%w: %v found no solution, %v found %v", ErrDisagree, find, check, tour)
		}
		a.Status = puzzlecert.NoSolution
		a.Encodings = refuted(find, checked)
		a.Explanation = "no solution: SAT found the formula unsatisfiable (" + agreed(a.Encodings) + "); a second opinion, not a proof"
		return done()
	}
	first = r.Tour
	if err := Satisfies(p, first); err != nil {
		return puzzlecert.Answer{}, fmt.Errorf("puzzle: the solver's tour is wrong: %w", err)
	}
	if !tried {
		if several(p, first, &a) {
			return done()
		}
		pr = startProof(ctx, p, first, req.SplitNodes)
		if pr.headStart() && proved() {
			return done()
		}
		if op == nil {
			op = startOpinion(ctx, p, check, stop, first, req.MaxSquares)
		}
	}
	s.Exclude(first)
	op.give(first)
	r, err = s.Solve(pr.context(ctx))
	if err == nil && r.Status == board.Found {
		pr.drop() // another solution: no proof can be found
	} else if proved() {
		return done()
	}
	if err != nil {
		return puzzlecert.Answer{}, err
	}
	switch r.Status {
	case board.Unknown:
		a.Solutions = []board.Path{first}
		return undecided(&a, ctx.Err(), done)
	case board.Found:
		if err := Satisfies(p, r.Tour); err != nil || slices.Equal(r.Tour, first) {
			return puzzlecert.Answer{}, fmt.Errorf("puzzle: the solver's second tour is wrong: %v", err)
		}
		a.Status, a.Solutions = puzzlecert.Several, []board.Path{first, r.Tour}
		a.Explanation = "several solutions: two different tours agree with every clue (checked)"
		return done()
	}
	checked, tour, err := op.result(first)
	if err != nil {
		return puzzlecert.Answer{}, err
	}
	if tour != nil {
		// A checked tour outweighs a formula's refutation. Which tour
		// the checking solver found may depend on when it was stopped
		// (see [startOpinion]); it is a bug's evidence, said so.
		a.Status, a.Solutions = puzzlecert.Several, []board.Path{first, tour}
		a.Explanation = fmt.Sprintf("several solutions: two different tours agree with every clue (checked; the %v formula missed the second, which is a bug)", find)
		return done()
	}
	a.Status, a.Solutions = puzzlecert.Unique, []board.Path{first}
	a.Encodings = refuted(find, checked)
	a.Explanation = "unique: the solution is checked against every clue; that no other exists is a SAT answer, the formula with the solution blocked unsatisfiable (" + agreed(a.Encodings) + "), a second opinion, not a proof"
	return done()
}

// refuted names the encodings whose formulas were found unsatisfiable:
// the finding encoding's always, the checking encoding's when checked,
// in the order FirstEncoding, SecondEncoding.
func refuted(find encode.Encoding, checked bool) []string {
	if !checked {
		return []string{find.String()}
	}
	return []string{FirstEncoding.String(), SecondEncoding.String()}
}

func agreed(encodings []string) string {
	if len(encodings) > 1 {
		return fmt.Sprintf("the %s encoding, re-solved with the %s encoding", encodings[0], encodings[1])
	}
	return fmt.Sprintf("the %s encoding; the second encoding did not decide in time", encodings[0])
}

// opinion is the checking solver running on its own goroutine, with its
// own gini: [startOpinion] starts it, give hands it the first solution,
// result waits for its answer, drop stops it unread.
type opinion struct {
	cancel  context.CancelFunc
	firsts  chan board.Path
	stop    chan struct{} // nil: the checking solver is not stopped
	answers chan opinionAnswer
	given   bool
	read    bool
}

type opinionAnswer struct {
	checked bool
	tour    board.Path
	err     error
}

// startOpinion starts the checking solver, of encoding check, on p.
// When the first solution is known (first not nil: the tour Make
// numbered, or the quick search's) it solves p with that tour excluded.
// Otherwise it solves p as it is, at once, beside the finding solver,
// until [opinion.give] brings the finding solver's first solution, or
// nil: there is none. Given a tour it stops (when asked to stop), if still
// searching, excludes it, and solves again, keeping what gini learnt;
// given nil, or not asked to stop, it finishes its solve first.
//
// The answer must not depend on timing: the same puzzle gets the same
// answer every run. Where this solver stops depends on timing, and so
// does which other tour it then finds, if any. So none of its tours is
// an answer's solution on a path that a correct run takes: every tour an
// answer reports comes from the quick search (bounded by nodes) or from
// the finding solver, whose solves each run to their end. What this
// solver contributes is "no solution other than the first", which is the
// same whenever it stopped, since a formula is unsatisfiable or not; and
// a tour only when the finding solver refuted what that tour shows
// possible, a bug, which the answer then says.
func startOpinion(ctx context.Context, p puzzlecert.Puzzle, check encode.Encoding, stop bool, first board.Path, maxSquares int) *opinion {
	ctx, cancel := context.WithCancel(ctx)
	o := &opinion{cancel: cancel, firsts: make(chan board.Path, 1), answers: make(chan opinionAnswer, 1)}
	if stop {
		o.stop = make(chan struct{})
	}
	go func() {
		c, t, err := secondOpinion(ctx, p, check, first, o.firsts, o.stop, maxSquares)
		o.answers <- opinionAnswer{c, t, err}
	}()
	return o
}

// give hands the opinion the first solution (nil: there is none); the
// first call counts, later ones are ignored.
func (o *opinion) give(first board.Path) {
	if !o.given {
		o.given = true
		o.firsts <- first
		if first != nil && o.stop != nil {
			close(o.stop)
		}
	}
}

// result is the opinion's answer, first given to it when not yet.
func (o *opinion) result(first board.Path) (bool, board.Path, error) {
	o.give(first)
	a := <-o.answers
	o.read = true
	o.cancel()
	return a.checked, a.tour, a.err
}

// drop stops the opinion when its answer was not read, and waits for its
// goroutine, so that no solve outlives the call.
func (o *opinion) drop() {
	o.cancel()
	if !o.read {
		<-o.answers
		o.read = true
	}
}

// secondOpinion solves p again with encoding check: with first
// excluded when first is not nil, else with no tour excluded, stopping
// when stop is closed, and then, when firsts brings a tour, with that
// tour excluded. It returns true when it agrees that there is no (other)
// solution, false when it did not decide, and a checked tour when it
// found one other than the first.
func secondOpinion(ctx context.Context, p puzzlecert.Puzzle, check encode.Encoding, first board.Path, firsts <-chan board.Path, stop <-chan struct{}, maxSquares int) (bool, board.Path, error) {
	s, err := encode.NewClueSolver(ctx, encode.PuzzleProblem(p), encode.Options{Encoding: check, MaxSquares: maxSquares})
	if err != nil {
		if ctx.Err() != nil {
			return false, nil, nil
		}
		return false, nil, err
	}
	var r encode.Result
	if first != nil {
		s.Exclude(first)
		r, err = s.Solve(ctx)
	} else {
		r, err = s.SolveUntil(ctx, stop)
	}
	if err != nil || ctx.Err() != nil {
		return false, nil, err
	}
	if first == nil {
		select {
		case first = <-firsts:
		case <-ctx.Done():
			return false, nil, nil
		}
		if first != nil && r.Status == board.None {
			return false, nil, fmt.Errorf("%w: %v found no solution, the other found %v (checked)", ErrDisagree, check, first)
		}
		if first != nil && (r.Status == board.Unknown || slices.Equal(r.Tour, first)) {
			// Stopped, or its tour is the first: the question is
			// another one.
			s.Exclude(first)
			if r, err = s.Solve(ctx); err != nil {
				return false, nil, err
			}
		}
	}
	switch r.Status {
	case board.None:
		return true, nil, nil
	case board.Found:
		if err := Satisfies(p, r.Tour); err != nil || slices.Equal(r.Tour, first) {
			return false, nil, fmt.Errorf("puzzle: the %v solver's tour is wrong: %v", check, err)
		}
		return false, r.Tour, nil
	}
	return false, nil, nil
}

// finish adds to a what req asks beyond the answer (the count, the
// grade) and the time since start.
func finish(ctx context.Context, req SolveRequest, a puzzlecert.Answer, start time.Time) puzzlecert.Answer {
	p := a.Puzzle
	switch {
	case req.Count && a.Status == puzzlecert.Unknown:
		// Undecided when the time ran out (or the board is past SAT's
		// size, and so past the counter's): no time is left to count.
		a.NotCounted = "the answer is undecided, so no count was made"
		if n := a.Puzzle.Board.Size(); n > MaxCountSquares {
			a.NotCounted = fmt.Sprintf("the counter takes boards up to %d squares, and %v has %d", MaxCountSquares, a.Puzzle.Board, n)
		}
	case req.Count && !a.Counted:
		countInto(ctx, &a, req.CountNodes)
	}
	if req.Grade {
		if err := TooLarge(p.Board, req.MaxSquares); err != nil {
			a.Explanation += fmt.Sprintf("; not graded: %v", err)
		} else if g, ok := GradeContext(ctx, p); ok {
			a.Grade = &g
		} else {
			a.Explanation += "; not graded: the time ran out before the deductions ended"
		}
	}
	a.MS = float64(time.Since(start).Microseconds()) / 1000
	return a
}

// undecided fills an unknown answer: the context ended, or the board is
// past SAT's limits.
func undecided(a *puzzlecert.Answer, err error, done func() (puzzlecert.Answer, error)) (puzzlecert.Answer, error) {
	a.Status = puzzlecert.Unknown
	switch {
	case errors.Is(err, encode.ErrTooLarge):
		a.Explanation = fmt.Sprintf("undecided: %v; no certificate of the simple kinds applies", err)
	case err != nil && (errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)):
		a.Explanation = "undecided: the time ran out; no certificate of the simple kinds applies"
		if len(a.Solutions) > 0 {
			a.Explanation = "undecided: a solution was found (checked), but the time ran out before another was found or ruled out"
		}
	case err != nil:
		return puzzlecert.Answer{}, err
	default:
		a.Explanation = "undecided"
	}
	return done()
}

// localAlternative looks for a second solution next to the first: a
// stretch of the tour with no clue in it, run backwards, is another tour
// when its ends meet the squares around it by knight moves (a 2-opt move;
// at an open tour's end one join is enough). It costs O(n²) knight-move
// tests and finds the second solution of most puzzles with few clues
// without a second solve.
func localAlternative(p puzzlecert.Puzzle, tour board.Path) (board.Path, bool) {
	n := len(tour)
	clue := make([]bool, n)
	for _, c := range p.Clues {
		clue[p.Step(c)] = true
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n && !clue[j]; j++ {
			if clue[i] {
				break
			}
			if i == 0 && j == n-1 {
				continue // the whole tour backwards: its clues would move
			}
			joinsBefore := i == 0 && !p.Closed || i > 0 && board.IsKnightMove(tour[i-1], tour[j])
			joinsAfter := j == n-1 && !p.Closed || j < n-1 && board.IsKnightMove(tour[i], tour[j+1])
			if p.Closed && (i == 0 || j == n-1) {
				continue // the closing move would need a third join
			}
			if joinsBefore && joinsAfter {
				other := slices.Clone(tour)
				slices.Reverse(other[i : j+1])
				if Satisfies(p, other) == nil && !slices.Equal(other, tour) {
					return other, true
				}
			}
		}
	}
	return nil, false
}

// obviousOther returns another solution of a puzzle without clues: the
// tour backwards (open) or one step round (closed).
func obviousOther(p puzzlecert.Puzzle, tour board.Path) (board.Path, bool) {
	if len(p.Clues) > 0 || len(tour) < 2 {
		return nil, false
	}
	other := slices.Clone(tour)
	if p.Closed {
		other = append(other[1:], other[0])
	} else {
		slices.Reverse(other)
	}
	return other, true
}

// countInto counts a's solutions into it, or says in it why it cannot.
func countInto(ctx context.Context, a *puzzlecert.Answer, nodes int64) {
	if n := a.Puzzle.Board.Size(); n > MaxCountSquares {
		a.NotCounted = fmt.Sprintf("the counter takes boards up to %d squares, and %v has %d", MaxCountSquares, a.Puzzle.Board, n)
		return
	}
	if n, ok := frontierCount(ctx, a.Puzzle); ok {
		a.Counted, a.Count, a.CountExact = true, n, true
		return
	}
	c := Count(ctx, a.Puzzle, nodes, 0)
	a.Counted, a.Count, a.CountExact = true, c.Count, c.Exact
}

// Satisfies reports why tour is not a solution of p, or nil: it must be a
// tour of p's board (closed if p is) that puts every clue's square at its
// number; of a shaped puzzle, a tour of its cells by its piece's moves.
func Satisfies(p puzzlecert.Puzzle, tour board.Path) error {
	if !p.Plain() {
		return satisfiesShape(p, tour)
	}
	n := p.Board.Size()
	if len(tour) != n {
		return fmt.Errorf("the tour has %d squares, the %v board %d", len(tour), p.Board, n)
	}
	seen := make([]bool, n)
	for i, s := range tour {
		if !p.Board.Contains(s) {
			return fmt.Errorf("square %d, %v, is off the board", p.First+i, s)
		}
		if seen[p.Board.Index(s)] {
			return fmt.Errorf("square %d, %v, is visited twice", p.First+i, s)
		}
		seen[p.Board.Index(s)] = true
		if i > 0 && !board.IsKnightMove(tour[i-1], s) {
			return fmt.Errorf("%d to %d, %v to %v, is not a knight move", p.First+i-1, p.First+i, tour[i-1], s)
		}
	}
	if p.Closed && n > 1 && !board.IsKnightMove(tour[n-1], tour[0]) {
		return fmt.Errorf("the tour is not closed: %v to %v is not a knight move", tour[n-1], tour[0])
	}
	for _, c := range p.Clues {
		if got := tour[p.Step(c)]; got != c.Square {
			return fmt.Errorf("clue %d is on %v, the tour has %v there", c.Number, c.Square, got)
		}
	}
	return nil
}
