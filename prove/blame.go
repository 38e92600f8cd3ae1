package prove

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/verify"
)

// Verdict is the answer to "where did I go wrong": whether a player's path
// can still become a full tour (open, or closed when Closed) and, if not,
// the first square after which it could not.
type Verdict struct {
	Board board.Board
	// Holes and Piece make the board a shape ([BlameOptions.Holes]);
	// both are zero for the knight on the full board.
	Holes board.Set
	Piece board.Piece
	Path  board.Path
	// Closed: the verdict is about closed tours ([BlameOptions.Closed]):
	// dead means no closed tour, and every completion closes.
	Closed bool
	// Status is Found when the whole path can still be completed, None when
	// it cannot, Unknown when some test on the way was undecided in time.
	Status board.Status
	// FirstDead is the smallest i such that Path[0..i] cannot be completed
	// (0 when no tour starts on Path[0]); -1 when Status is Found or Unknown.
	FirstDead int
	// Method decided that Path[0..FirstDead] is dead (or, when Found, how the
	// completion was found).
	Method evidence.Method
	// Certificate explains a dead prefix when Method is Parity.
	Certificate evidence.Certificate
	// Needed lists, when SAT refuted the dead prefix, the indices of the
	// prefix squares whose assumptions the refutation used; empty means
	// the board alone. What an index stands for depends on Encoding: with
	// the successor encoding, index i > 0 is the move Path[i-1]-Path[i]
	// and index 0 the start on Path[0]; with the position encodings, index
	// i is Path[i] as square i+1 of the tour.
	Needed []int
	// Encoding names the SAT encoding of the refutation.
	Encoding string
	// Completion is a full tour beginning with Path, when Status is Found.
	Completion board.Path
	// LastAlive is the largest i found such that Path[0..i] can be
	// completed: FirstDead-1 when Status is None, the end of what was
	// proved when Status is Unknown, -1 when no prefix was shown
	// completable (or Status is Found, where Completion says it all).
	LastAlive int
	// AliveCompletion is a full tour beginning with Path[0..LastAlive],
	// the evidence that the mistake comes after it; nil when LastAlive is
	// -1 (a FirstDead of 0 has no prefix before it to complete).
	AliveCompletion board.Path
	// FirstProvedDead is, when Status is Unknown, the smallest i for
	// which Path[0..i] was shown dead, with Method, Certificate, Needed
	// and Encoding describing that proof as they do a dead verdict's;
	// -1 when none was, and always when Status is not Unknown.
	FirstProvedDead int
	// Hints are the next squares that keep the path completable, when
	// Status is Found and the path is not already a full tour.
	Hints []board.Square
	// Undecided lists the next squares whose test ran out of time, so
	// that Hints may be incomplete.
	Undecided []board.Square
	// Limit says, when Status is Unknown, which limit left a test
	// undecided.
	Limit Limit
	// Tests counts the prefixes decided on the way.
	Tests   int
	Elapsed time.Duration
}

// BlameOptions tune [Blame].
type BlameOptions struct {
	// Budget is the tour search's node budget for each prefix; 0 means
	// the default, which grows with the squares left (see
	// defaultBlameBudget).
	Budget int64
	// Encoding names the SAT encoding; "" means encode's recommendation,
	// the lazy engine, whose assumptions are the prefix's moves, as
	// successor's are, so that gini's Why names fewer squares than with the
	// position-based encodings.
	Encoding string
	// MaxSATSquares is SAT's size limit in squares left; 0 is the
	// encoder's default.
	MaxSATSquares int
	// NoHints skips the hints of a completable path.
	NoHints bool
	// NoProofSearch leaves a dead verdict that SAT or an exhausted search
	// decided as it is, without the deeper cut search and the case split
	// that would prove it: faster, and a second opinion only.
	NoProofSearch bool
	// Closed asks about closed tours: the first square after which no
	// closed tour can complete the path (a player who wants the knight
	// back where it started). Every prefix is then a closed problem of
	// the same cascade; SAT, when it runs, gets a fresh formula for each,
	// since the game's one solver (encode.Game) answers open prefixes only.
	Closed bool
	// Holes, when not empty, are squares of the board that are not cells
	// ([board.Shape]), and Piece is the leaper that tours (the zero Piece
	// is the knight): the path and its completions are then the piece's,
	// among the cells.
	Holes board.Set
	Piece board.Piece
}

// Blame finds the first square of path after which no open tour of b (no
// closed tour, with opt.Closed) can complete it. path must be a legal
// knight's path on b (a path of opt.Piece among the cells, on a shape); a
// bad one is rejected with the positioned error of [verify.ShapePath].
//
// The search is binary: completability only switches once along a path,
// from yes to no. Each prefix is decided by the package's one cascade, on
// the squares it leaves: a certificate, a tour search with a budget that
// grows with the squares left, then SAT: on boards of at most 256 squares
// one solver instance for the whole game, the prefix given as assumptions;
// on larger boards a fresh formula with the prefix fixed, when the squares
// left are within SAT's size limit. On a shape (holes, or another piece)
// every prefix gets a fresh formula, as on a larger board: the game's
// solver is built for the knight's full board. If a test is undecided, the verdict is
// Unknown and says which limit stopped it.
func Blame(ctx context.Context, b board.Board, path board.Path, opt BlameOptions) (v Verdict, err error) {
	start := time.Now()
	if len(path) == 0 {
		return Verdict{}, fmt.Errorf("blame: the path is empty")
	}
	sh := board.Shape{Board: b, Holes: opt.Holes, Piece: opt.Piece}
	if err := sh.Check(); err != nil {
		return Verdict{}, err
	}
	if err := verify.ShapePath(sh, path); err != nil {
		return Verdict{}, err
	}
	j := judge{shape: sh, path: path, opt: opt}
	if j.opt.Encoding == "" {
		j.opt.Encoding = encode.Recommend(board.Unknown).String()
	}
	copt := Options{Budget: opt.Budget, Encoding: j.opt.Encoding, MaxSATSquares: opt.MaxSATSquares}
	if err := copt.check(); err != nil {
		return Verdict{}, err
	}
	// On a small board the game's solver answers each prefix in
	// milliseconds, so the search gets little; on a large one each prefix
	// gets a fresh formula, and the search gets more, from each next move
	// too, since that formula can take seconds.
	j.cascade = &cascade{opt: copt, least: defaultBlameBudget, nextMovesFrom: math.MaxInt}
	if b.Size() <= min(encode.SquareLimit(opt.MaxSATSquares), maxGameSquares) && !opt.Closed && sh.Plain() {
		if j.cascade.game, err = encode.NewGame(b, encode.Options{Encoding: copt.encoding(), MaxSquares: opt.MaxSATSquares}); err != nil {
			return Verdict{}, err
		}
	} else if b.Size() > maxGameSquares {
		j.cascade.needAll = true
		j.cascade.perSquare, j.cascade.nextMovesFrom = nodesPerSquareBlame, 0
	} else {
		// A closed game, or a shape, on a small board: a fresh formula
		// for each prefix, as small as the game's (milliseconds),
		// pinning the whole prefix; the search keeps the small boards'
		// budget.
		j.cascade.needAll = true
	}
	v = Verdict{Board: b, Holes: opt.Holes, Piece: opt.Piece, Path: path, Closed: opt.Closed, FirstDead: -1, LastAlive: -1, FirstProvedDead: -1}
	defer func() { v.Tests, v.Elapsed = j.tests, time.Since(start) }()

	s := newInterval(len(path))
	_, timed := ctx.Deadline()
	whole, err := j.decideWithin(ctx, s.steps(), path)
	if err != nil {
		return v, err
	}
	if whole.status == board.Found {
		v.Status, v.Method, v.Completion = board.Found, whole.method, whole.tour
		if !opt.NoHints {
			v.Hints, v.Undecided, err = j.hints(ctx)
			if err != nil {
				return v, err
			}
		}
		return v, nil
	}
	s.record(len(path)-1, whole)
	// The search steps around the prefixes left undecided, on both
	// sides, and the same rule ends it with a deadline or without: a
	// number of prefixes undecided by a node budget (past SAT's limit,
	// or a budget the caller set), which repeat run after run. With a
	// deadline every test gets its share of the time (see decideWithin),
	// so that one hard prefix does not spend it all; a test its share
	// stopped is stepped around like the others, and when nothing is left
	// to step around it is tried again with the time left, until it is
	// decided or the deadline is reached. So a deadline that stops no
	// test, neither whole nor by a test's share, gives the verdict the
	// search gives without one. Shares that stop tests change the order
	// of the tests, which changes nothing when every prefix is decided in
	// the end (completability switches once), but may change where the
	// count of undecided prefixes ends the search.
	for ctx.Err() == nil && s.undecidedTests < blameUndecidedTests(len(path)) {
		parts := s.steps()
		mid, ok := s.next()
		if !ok && timed {
			// Only a deadline's share stops a test, so only a run
			// with a deadline has a test to try again.
			parts = len(s.stopped)
			mid, ok = s.retry()
		}
		if !ok {
			break
		}
		t, err := j.decideWithin(ctx, parts, path[:mid+1])
		if err != nil {
			return v, err
		}
		s.record(mid, t)
	}
	v.LastAlive, v.AliveCompletion = s.lo, s.alive.tour
	if s.hi == s.lo+1 {
		v.Status, v.FirstDead = board.None, s.hi
		j.deadEvidence(ctx, &v, s.hi, s.dead)
		return v, nil
	}
	v.Method, v.Limit = evidence.Parity, TimeLimit
	if len(s.undecided) > 0 {
		first := s.undecidedTest[s.undecided[0]]
		v.Method, v.Limit = first.method, first.limit
	}
	if s.hi < len(path) {
		v.FirstProvedDead = s.hi
		j.deadEvidence(ctx, &v, s.hi, s.dead)
	}
	return v, nil
}

// interval is what Blame's search over the prefixes has proved:
// completability switches once along a path, from yes to no, so the
// mistake lies after lo and at or before hi.
type interval struct {
	// lo is the last index known completable (-1: none), alive its test,
	// whose tour completes path[:lo+1].
	lo    int
	alive test
	// hi is the first index known dead (the path's length: none), dead
	// its test.
	hi   int
	dead test
	// undecided are the indices between lo and hi whose test was
	// undecided, ascending, and undecidedTest their last tests: the
	// first one's limit is the one the verdict names. undecidedTests
	// counts the tests a node budget left undecided, which end the search
	// (blameUndecidedTests); a test the time stopped is not counted, as
	// it is tried again.
	undecided      []int
	undecidedTest  map[int]test
	undecidedTests int
	// stopped are the undecided indices between lo and hi whose last
	// test the time stopped, ascending: those retry tries again.
	stopped []int
}

func newInterval(n int) *interval {
	return &interval{lo: -1, hi: n, undecidedTest: map[int]test{}}
}

// record narrows the interval by the test of path[:i+1].
func (s *interval) record(i int, t test) {
	switch t.status {
	case board.Found:
		s.lo, s.alive = i, t
		s.undecided = slices.DeleteFunc(s.undecided, func(u int) bool { return u <= i })
		s.stopped = slices.DeleteFunc(s.stopped, func(u int) bool { return u <= i })
	case board.None:
		s.hi, s.dead = i, t
		s.undecided = slices.DeleteFunc(s.undecided, func(u int) bool { return u >= i })
		s.stopped = slices.DeleteFunc(s.stopped, func(u int) bool { return u >= i })
	default:
		if at, tested := slices.BinarySearch(s.undecided, i); !tested {
			s.undecided = slices.Insert(s.undecided, at, i)
		}
		s.undecidedTest[i] = t
		if t.limit != TimeLimit {
			s.undecidedTests++
		} else if at, stopped := slices.BinarySearch(s.stopped, i); !stopped {
			s.stopped = slices.Insert(s.stopped, at, i)
		}
	}
}

// retry is the index to test again once next has none: the middle one
// of those whose share of the deadline stopped them; a test stopped
// again is stopped again (record), so that each is tried until it is
// decided or the deadline is reached, each time with at least half the
// time left (decideWithin). It reports false when there is none.
func (s *interval) retry() (int, bool) {
	if len(s.stopped) == 0 {
		return 0, false
	}
	k := len(s.stopped) / 2
	i := s.stopped[k]
	s.stopped = slices.Delete(s.stopped, k, k+1)
	return i, true
}

// next is the index to test next: the middle of the widest stretch
// between lo, the undecided indices and hi (the first such stretch on a
// tie), so that with nothing undecided the search is a plain binary
// search, and an undecided prefix is stepped around on either side. It
// reports false when every index between lo and hi has been tested.
func (s *interval) next() (int, bool) {
	width, from := s.widest()
	if width <= 1 {
		return 0, false
	}
	return from + width/2, true
}

// steps is the number of tests a binary search still needs to close the
// widest stretch of s: the number of tests a deadline is shared among.
func (s *interval) steps() int {
	width, _ := s.widest()
	return bits.Len(uint(width - 1))
}

// widest is the widest stretch between lo, the undecided indices and hi
// (the first on a tie): its width, at least 1, and where it starts.
func (s *interval) widest() (width, from int) {
	points := append(append([]int{s.lo}, s.undecided...), s.hi)
	width = 1
	for k := 1; k < len(points); k++ {
		if gap := points[k] - points[k-1]; gap > width {
			width, from = gap, points[k-1]
		}
	}
	return width, from
}

// decideWithin decides prefix as decide does, given, when ctx has a
// deadline, a share of the time left: all of it when parts, the tests still
// to come (those a binary search still needs, or those to try again), is 1,
// else half. A test that ends early leaves its time to those after it, and
// one that runs out of its share is undecided (the time limit), which the
// search steps around. Half, not an equal share of parts: the hard prefixes
// lie near the mistake, where the last steps of the search are, and one of
// them may need most of the time (a 24x24 game's first dead prefix takes
// SAT most of its time); a half still leaves the other end of the interval
// its turn. Without a deadline the test runs to its end.
func (j *judge) decideWithin(ctx context.Context, parts int, prefix board.Path) (test, error) {
	deadline, ok := ctx.Deadline()
	if !ok {
		return j.decide(ctx, prefix)
	}
	share := time.Until(deadline) / time.Duration(min(max(parts, 1), 2))
	tctx, cancel := context.WithTimeout(ctx, share)
	defer cancel()
	return j.decide(tctx, prefix)
}

// deadEvidence sets the evidence that path[:i+1] is dead from its test,
// and, when that is SAT or an exhausted search, looks for a certificate
// that proves it instead (unless NoProofSearch).
func (j *judge) deadEvidence(ctx context.Context, v *Verdict, i int, t test) {
	v.Method, v.Certificate, v.Needed = t.method, t.certificate, t.needed
	if t.method == evidence.SAT {
		v.Encoding = j.opt.Encoding
	}
	if v.Certificate == nil && !j.opt.NoProofSearch {
		if c, ok := seekProof(ctx, j.problem(j.path[:i+1]), blameProof); ok {
			v.Method, v.Certificate, v.Needed, v.Encoding = evidence.Parity, c, nil, ""
		}
	}
}

// Shape is the verdict's board, holes and piece.
func (v Verdict) Shape() board.Shape {
	return board.Shape{Board: v.Board, Holes: v.Holes, Piece: v.Piece}
}

// Explain says what the verdict rests on, in the words of a player.
func (v Verdict) Explain() string {
	switch v.Status {
	case board.Found:
		cells := v.Shape().Cells()
		if len(v.Path) == cells {
			return "the path is a full " + v.tour()
		}
		return fmt.Sprintf("the path can still become a full %s (%d squares to go; found by %v)", v.tour(), cells-len(v.Path), v.Method)
	case board.Unknown:
		return v.undecided()
	}
	return v.dead(v.FirstDead)
}

// tour is what the verdict is about: "tour", or "closed tour".
func (v Verdict) tour() string {
	if v.Closed {
		return "closed tour"
	}
	return "tour"
}

// undecided explains an Unknown verdict: which limit stopped it and what
// was proved before: the last prefix shown completable and the first
// shown dead, so the moves between which the mistake lies.
func (v Verdict) undecided() string {
	var s string
	switch v.Limit {
	case SizeLimit:
		s = "undecided: the tour search used its budget and more squares were left than SAT's size limit takes"
	case NoLimit:
		s = "undecided"
	default:
		s = "undecided within " + v.Limit.String()
	}
	var proved []string
	if v.LastAlive >= 0 {
		proved = append(proved, fmt.Sprintf("a %s could still follow move %d (%v)", v.tour(), v.LastAlive, v.Path[v.LastAlive]))
	}
	if v.FirstProvedDead >= 0 {
		proved = append(proved, v.dead(v.FirstProvedDead))
	}
	switch {
	case v.LastAlive >= 0 && v.FirstProvedDead >= 0:
		return fmt.Sprintf("%s; proved so far: %s, and %s; so your mistake is one of moves %d to %d", s, proved[0], proved[1], v.LastAlive+1, v.FirstProvedDead)
	case v.FirstProvedDead >= 0:
		return fmt.Sprintf("%s; proved so far: %s; so your mistake is the start or one of moves 1 to %d", s, proved[0], v.FirstProvedDead)
	case v.LastAlive >= 0:
		return fmt.Sprintf("%s; proved so far: %s; so a mistake, if any, is one of moves %d to %d", s, proved[0], v.LastAlive+1, len(v.Path)-1)
	}
	return s
}

// dead says why Path[0..i] is dead, as the verdict's evidence shows.
func (v Verdict) dead(i int) string {
	var after string
	if i == 0 {
		after = fmt.Sprintf("no %s of %v starts on %v", v.tour(), v.Shape(), v.Path[0])
	} else {
		after = fmt.Sprintf("after move %d (%v) no %s exists", i, v.Path[i], v.tour())
	}
	q := board.Problem{Board: v.Board, Holes: v.Holes, Piece: v.Piece, Prefix: v.Path[:i+1], Closed: v.Closed}
	switch {
	case v.Certificate != nil && summarised(v.Certificate):
		return after + ": " + explainTree(q, v.Certificate)
	case v.Certificate != nil:
		return after + ": " + v.Certificate.Explain(q)
	case v.Method == evidence.SAT:
		kind := "open"
		if v.Closed {
			kind = "closed"
		}
		return fmt.Sprintf("%s: SAT finds no %s tour of %v %s, as this path does (a SAT result: a second opinion, not a proof)",
			after, kind, v.Shape(), v.refuted(i))
	}
	return after + ": exhaustive search finds no completion"
}

// refuted says exactly what the SAT refutation assumed, in the terms of
// its encoding: the start and the moves (successor), or squares at steps
// (position encodings).
func (v Verdict) refuted(i int) string {
	if len(v.Needed) == 0 {
		return "at all"
	}
	if len(v.Needed) == i+1 && i > 1 {
		return fmt.Sprintf("that begins with these %d squares", len(v.Needed))
	}
	var parts []string
	if enc, err := encode.ParseEncoding(v.Encoding); err == nil && enc.AssumesMoves() {
		var moves []string
		for _, n := range v.Needed {
			if n == 0 {
				parts = append(parts, "starts on "+v.Path[0].String())
			} else {
				moves = append(moves, v.Path[n-1].String()+"-"+v.Path[n].String())
			}
		}
		switch len(moves) {
		case 0:
		case 1:
			parts = append(parts, "makes the move "+moves[0])
		default:
			parts = append(parts, "makes the moves "+list(moves))
		}
		return "that " + strings.Join(parts, " and ")
	}
	for _, n := range v.Needed {
		parts = append(parts, fmt.Sprintf("%v as square %d", v.Path[n], n+1))
	}
	return "with " + list(parts)
}

// list joins words as "a, b and c".
func list(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

type judge struct {
	shape   board.Shape
	path    board.Path
	opt     BlameOptions
	cascade *cascade
	tests   int
}

type test struct {
	status      board.Status
	method      evidence.Method
	certificate evidence.Certificate
	needed      []int
	tour        board.Path
	limit       Limit
}

// problem is the question Blame asks of a prefix: can it be completed to
// a tour, closed when asked.
func (j *judge) problem(prefix board.Path) board.Problem {
	return board.Problem{Board: j.shape.Board, Holes: j.shape.Holes, Piece: j.shape.Piece, Prefix: prefix, Closed: j.opt.Closed}
}

// decide settles whether prefix can be completed to a tour (closed when
// asked), by the package's cascade.
func (j *judge) decide(ctx context.Context, prefix board.Path) (test, error) {
	j.tests++
	a, err := j.cascade.decide(ctx, j.problem(prefix))
	if err != nil {
		return test{}, fmt.Errorf("blame: %w", err)
	}
	return test{status: a.Status, method: a.Method, certificate: a.Certificate, needed: a.Needed, tour: a.Tour, limit: a.Limit}, nil
}

// hints lists the next squares after the whole path that keep it
// completable, and those it could not decide in time.
func (j *judge) hints(ctx context.Context) (hints, undecided []board.Square, err error) {
	for _, n := range nextMoves(j.shape, j.path) {
		t, err := j.decide(ctx, append(slices.Clip(j.path), n))
		if err != nil {
			return nil, nil, err
		}
		switch t.status {
		case board.Found:
			hints = append(hints, n)
		case board.Unknown:
			undecided = append(undecided, n)
		}
	}
	return hints, undecided, nil
}

// nextMoves lists the cells the piece reaches from path's last square
// that path has not visited, in the order of [board.Shape.Neighbours].
func nextMoves(sh board.Shape, path board.Path) []board.Square {
	next := sh.Neighbours(path[len(path)-1], nil)
	return slices.DeleteFunc(next, func(t board.Square) bool { return slices.Contains(path, t) })
}
