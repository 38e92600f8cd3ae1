package prove

import (
	"context"
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/enum"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// Limit names what left an answer undecided.
type Limit int8

const (
	// NoLimit: the answer is decided.
	NoLimit Limit = iota
	// TimeLimit: the context ended (the -timeout of the command line).
	TimeLimit
	// BudgetLimit: the tour search used its node budget and nothing
	// followed it (the heuristic asked for alone).
	BudgetLimit
	// SizeLimit: the tour search used its node budget and more squares
	// were left than SAT takes.
	SizeLimit
)

var limitNames = [...]string{NoLimit: "no limit", TimeLimit: "the time limit", BudgetLimit: "the node budget", SizeLimit: "SAT's size limit"}

// String names the limit as an explanation says it: "the time limit".
func (l Limit) String() string { return enum.Name(limitNames[:], l, "Limit") }

// constructMin is the number of squares above which tours are asked of the
// divide-and-conquer construction first: smaller boards are quick to
// search, and their tours then follow the prefix's own rule.
const constructMin = 50 * 50

// cascade is the one decision procedure of the package: [Tour] under
// [evidence.Auto] and every prefix of [Blame] go through decide. The package
// documentation says what is decided first and why.
type cascade struct {
	opt Options
	// least and perSquare make the default budget of the tour search
	// when SAT follows it (see searchBudget); nextMovesFrom is the number
	// of squares left above which a failed search is tried again from
	// each next move.
	least, perSquare int64
	nextMovesFrom    int
	// game, when set, answers open prefixes of one game by assumptions on
	// one solver (Blame on boards within SAT's size limit).
	game *encode.Game
	// needAll marks a refutation of a fixed prefix by a fresh formula:
	// it used the whole prefix.
	needAll bool
	// proveNone asks refuted for a proof of every "none" (Tour); Blame
	// leaves it clear and proves only its verdict, after its binary search.
	proveNone bool
}

// decide answers q: a certificate, then the tour search, then SAT.
func (c *cascade) decide(ctx context.Context, q board.Problem) (Answer, error) {
	if ctx.Err() != nil {
		return Answer{Status: board.Unknown, Method: evidence.Parity, Limit: TimeLimit}, nil
	}
	if a, ok := certify(q); ok {
		return a, nil
	}
	left, limit := q.SquaresLeft(), encode.SquareLimit(c.opt.MaxSATSquares)
	satFollows := left <= limit
	budget := searchBudget(q, c.opt.Budget, c.least, c.perSquare)
	if !satFollows {
		budget = searchBudget(q, c.opt.Budget, DefaultSearchBudget, NodesPerSquare)
	}
	var walked int64
	if !satFollows && len(q.Prefix) > 1 && c.opt.Budget == 0 {
		// Past SAT's limit only the search can answer, and a dead
		// position would spend its whole budget, seconds on 100x100:
		// after one walk, a case split of a few positions, whose leaves
		// are certificates, settles most dead positions of played games.
		w, err := searchTour(ctx, q, c.opt, quickWalk*int64(left), false)
		switch {
		case err != nil || w.Status == board.Found:
			return w, err
		case w.Status == board.None:
			return c.refuted(ctx, q, w), nil
		}
		walked = w.Nodes
		if cert, ok := caseSplit(ctx, q, quickTreeNodes); ok {
			return Answer{Status: board.None, Method: evidence.Parity, Certificate: cert, Nodes: walked}, nil
		}
	}
	h, err := searchTour(ctx, q, c.opt, budget, false)
	h.Nodes += walked
	if err == nil && h.Status == board.Unknown && len(q.Prefix) > 0 && left > c.nextMovesFrom {
		h, err = searchNextMoves(ctx, q, c.opt, budget, h)
	}
	if err != nil || h.Status == board.Found {
		return h, err
	}
	if h.Status == board.Unknown && ctx.Err() != nil {
		h.Limit = TimeLimit
		return h, nil
	}
	if !satFollows {
		if h.Status == board.None {
			return c.refuted(ctx, q, h), nil
		}
		h.Limit = SizeLimit
		return h, nil
	}
	// An exhausted search is evidence only for those who trust its code, so
	// SAT, whose formula anyone can re-solve, confirms it where it can.
	s, err := c.solve(ctx, q)
	switch {
	case err != nil:
		return s, err
	case h.Status == board.None && s.Status == board.Found:
		return Answer{}, fmt.Errorf("prove: exhaustive search and SAT disagree on %v (a bug): SAT found %v", q, s.Tour)
	case h.Status == board.None && s.Status == board.Unknown:
		return c.refuted(ctx, q, h), nil
	}
	s.Nodes = h.Nodes
	if s.Status == board.None {
		return c.refuted(ctx, q, s), nil
	}
	return s, nil
}

// refuted is the step every "none" from SAT or exhaustive search passes
// through, and the place where a proof of it is attached when the cascade
// asks for one (proveNone: Tour); Blame, which asks a dozen questions,
// leaves it clear and asks seekProof only for its verdict's dead prefix.
// A certificate's "none" is its own proof and does not come here.
func (c *cascade) refuted(ctx context.Context, q board.Problem, a Answer) Answer {
	if !c.proveNone {
		return a
	}
	return withTree(ctx, q, a)
}

// certify looks for an impossibility certificate of package parity, on the
// squares left.
func certify(q board.Problem) (Answer, bool) {
	cert, ok := parity.Check(q)
	if !ok {
		return Answer{Status: board.Unknown, Method: evidence.Parity}, false
	}
	return Answer{Status: board.None, Method: evidence.Parity, Certificate: cert}, true
}

// searchTour is the tour search: for each start (the prefix's, or every
// square in board order for a free start), the construction where it
// applies, Warnsdorff walks with a quarter of the budget (at least one walk
// per tie-break rule), then the backtracking search with the rest. It
// answers None only when every start was refuted exhaustively.
//
// With firstWalk, it stops after the first start's construction and first
// walk, and answers Unknown unless they found a tour: a tour it finds is
// the one the whole search finds first, the same in every byte.
func searchTour(ctx context.Context, q board.Problem, opt Options, budget int64, firstWalk bool) (Answer, error) {
	var nodes int64
	done := func(r heuristic.Result, err error) (Answer, error) {
		if err != nil && ctx.Err() == nil {
			return Answer{}, err
		}
		a := Answer{Status: r.Status, Method: evidence.Heuristic, Nodes: nodes, Algorithm: r.Method}
		switch {
		case r.Status == board.Found && r.Walk != nil:
			if err := verify.Walk(q, *r.Walk); err != nil {
				return Answer{}, fmt.Errorf("prove: %s returned a bad tour (a bug): %w", r.Method, err)
			}
			a.Walk = r.Walk
		case r.Status == board.Found:
			if err := verify.Tour(q, r.Tour); err != nil {
				return Answer{}, fmt.Errorf("prove: %s returned a bad tour (a bug): %w", r.Method, err)
			}
			a.Tour = r.Tour
		case r.Status == board.None:
			a.Method = evidence.Exhaustive
		case r.Status == board.Unknown:
			a.Limit = BudgetLimit
		}
		return a, nil
	}
	if len(q.Prefix) > 0 {
		r, n, err := searchFrom(ctx, q, opt, budget, firstWalk)
		nodes = n
		return done(r, err)
	}
	// A free start: every start square in turn, a1 first. A closed tour
	// passes every square, so a1 serves alone, or with an end, the end's
	// neighbours do. Starts of the wrong colour are refuted by the search
	// before any work.
	b, sh := q.Board, q.Shape()
	starts, start := b.Size(), b.Square
	n := q.Shape().Cells()
	if !sh.Plain() {
		cellList := make([]board.Square, 0, n)
		for i := range b.Size() {
			if !sh.IsHole(i) {
				cellList = append(cellList, b.Square(i))
			}
		}
		starts, start = n, func(i int) board.Square { return cellList[i] }
	}
	switch {
	case q.Closed && n > 1 && q.HasEnd():
		ends := sh.Neighbours(q.End, nil)
		starts, start = len(ends), func(i int) board.Square { return ends[i] }
	case q.Closed && n > 1:
		starts = 1
	}
	exhaustive := true
	for i := range starts {
		s := start(i)
		if q.HasEnd() && s == q.End && n > 1 {
			continue
		}
		if ctx.Err() != nil {
			return done(heuristic.Result{Status: board.Unknown, Method: "search"}, nil)
		}
		qs := q
		qs.Prefix = board.Path{s}
		r, n, err := searchFrom(ctx, qs, opt, budget-nodes, firstWalk)
		nodes += n
		if r.Status == board.Found || err != nil || firstWalk {
			return done(r, err)
		}
		if r.Status == board.Unknown {
			exhaustive = false
			if nodes >= budget {
				break
			}
		}
	}
	r := heuristic.Result{Status: board.Unknown, Method: "search"}
	if exhaustive {
		r.Status = board.None
	}
	return done(r, nil)
}

// searchNextMoves is the tour search again from each next move of the
// knight, each with half the budget, after the search from q itself (answer
// h) used its budget: the search tries the moves in Warnsdorff's order and
// can spend all its nodes under a first move that is dead, while the tour
// lies under another (a 24x24 game with 307 squares left, on which the
// search from the position and SAT stay undecided, has a completion found
// at once under its second move). Moves with a certificate are skipped. It
// answers Found with a tour of q, or h with the nodes added.
func searchNextMoves(ctx context.Context, q board.Problem, opt Options, budget int64, h Answer) (Answer, error) {
	for _, n := range nextMoves(q.Shape(), q.Prefix) {
		if ctx.Err() != nil {
			continue
		}
		next := q
		next.Prefix = append(q.Prefix[:len(q.Prefix):len(q.Prefix)], n)
		if next.Check() != nil {
			continue
		}
		if _, dead := certify(next); dead {
			continue
		}
		a, err := searchTour(ctx, next, opt, max(budget/2, 1), false)
		h.Nodes += a.Nodes
		if err != nil {
			return h, err
		}
		if a.Status == board.Found {
			a.Nodes = h.Nodes
			return a, nil
		}
	}
	return h, nil
}

// searchFrom is searchTour for a problem with a start, within budget
// nodes; it returns the nodes used. With firstWalk it stops after the
// construction of a closed tour and the first walk.
func searchFrom(ctx context.Context, q board.Problem, opt Options, budget int64, firstWalk bool) (heuristic.Result, int64, error) {
	unknown := heuristic.Result{Status: board.Unknown, Method: "search"}
	if budget <= 0 {
		return unknown, 0, nil
	}
	n := q.Shape().Cells()
	// The construction builds the knight's tours of full boards only.
	free := len(q.Prefix) == 1 && !q.HasEnd() && q.Shape().Plain()
	if free && q.Closed && n > constructMin {
		// The construction is linear and builds a closed tour from any
		// start of the boards that have one; the walk may not close.
		r, err := construct(ctx, q, opt.Compact, heuristic.ConstructWalk)
		switch {
		case r.Status == board.Found:
			return r, 0, nil
		case ctx.Err() != nil:
			return unknown, 0, ctx.Err()
		case err != nil && !errors.Is(err, heuristic.ErrNoConstruction):
			return unknown, 0, err
		}
	}
	left := int64(q.SquaresLeft())
	greedy := max(budget/4, 4*left)
	if n > heuristic.MaxSearch {
		greedy = budget // no search follows: the walks may use it all
	}
	hopt := heuristic.Options{Rule: opt.Rule, Seed: opt.Seed, Budget: min(greedy, budget), Compact: opt.Compact}
	if firstWalk {
		// Room for one walk (Greedy counts the last prefix square too):
		// its walks are the first of a larger budget's, made alike. No
		// room, no walk, as with the larger budget.
		walk := int64(n-len(q.Prefix)) + 1
		if hopt.Budget < walk {
			return unknown, 0, nil
		}
		hopt.Budget = walk
	}
	r, err := heuristic.Greedy(ctx, q, hopt)
	used := r.Nodes
	if r.Status == board.Found || err != nil || firstWalk {
		return r, used, err
	}
	if free && !q.Closed && n > constructMin {
		// Warnsdorff stalled where divide and conquer cannot: any start of
		// a board with an even side, a corner of an odd one.
		// Without a construction from this start, the search follows.
		if r, _ := construct(ctx, q, opt.Compact, heuristic.ConstructOpenWalk); r.Status == board.Found {
			return r, used, nil
		}
		if ctx.Err() != nil {
			return unknown, used, ctx.Err()
		}
	}
	if n > heuristic.MaxSearch || budget-used <= 0 {
		return unknown, used, nil
	}
	hopt.Budget = budget - used
	r, err = heuristic.Search(ctx, q, hopt)
	return r, used + r.Nodes, err
}

// construct is a construction's tour from q's start as a result, a walk
// when compact asks for one: the tour of a 10000x10000 board in 100 MB
// instead of 800 MB.
func construct(ctx context.Context, q board.Problem, compact bool,
	walk func(context.Context, board.Board, board.Square) (board.Walk, error)) (heuristic.Result, error) {
	w, err := walk(ctx, q.Board, q.Prefix[0])
	if err != nil {
		return heuristic.Result{}, err
	}
	found := heuristic.Result{Status: board.Found, Method: "construct"}
	if compact {
		found.Walk = &w
	} else {
		found.Tour = w.Path()
	}
	return found, nil
}

// solve is the SAT step, on the squares left: a Game's reused solver when
// the cascade has one and q is an open prefix, a fresh formula otherwise.
// A board beyond SAT's size limit is taken when the squares left are
// within it: the formula pins the prefix, so its size follows the squares
// left.
func (c *cascade) solve(ctx context.Context, q board.Problem) (Answer, error) {
	if c.game != nil && !q.Closed && !q.HasEnd() {
		r, needed, err := c.game.Solve(ctx, q.Prefix)
		if err != nil {
			return Answer{Method: evidence.SAT}, err
		}
		a, err := satAnswer(q, r)
		if a.Status == board.None {
			a.Needed = append([]int{}, needed...)
		}
		return a, err
	}
	eopt := encode.Options{Encoding: c.opt.encoding(), MaxSquares: c.opt.MaxSATSquares}
	if limit := encode.SquareLimit(c.opt.MaxSATSquares); q.Board.Size() > limit && q.SquaresLeft() <= limit {
		eopt.MaxSquares = q.Board.Size()
	}
	r, err := encode.Solve(ctx, q, eopt)
	if err != nil {
		return Answer{Method: evidence.SAT}, err
	}
	a, err := satAnswer(q, r)
	if a.Status == board.None && c.needAll {
		a.Needed = make([]int, len(q.Prefix))
		for i := range a.Needed {
			a.Needed[i] = i
		}
	}
	return a, err
}

func satAnswer(q board.Problem, r encode.Result) (Answer, error) {
	a := Answer{Status: r.Status, Method: evidence.SAT, SAT: &r.Stats}
	switch r.Status {
	case board.Found:
		if err := verify.Tour(q, r.Tour); err != nil {
			return Answer{}, fmt.Errorf("prove: SAT decoded a bad tour (a bug): %w", err)
		}
		a.Tour = r.Tour
	case board.Unknown:
		a.Limit = TimeLimit
	}
	return a, nil
}
