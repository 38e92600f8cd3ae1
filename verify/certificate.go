package verify

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// Sentinel errors of [Certificate].
var (
	// ErrWrongProblem: the certificate is about another board or position.
	ErrWrongProblem = errors.New("certificate is for another problem")
	// ErrCountMismatch: a count the certificate claims differs from the
	// count re-derived from the board.
	ErrCountMismatch = errors.New("certificate count is wrong")
	// ErrBadSquares: a square set of the certificate is not what its
	// kind requires.
	ErrBadSquares = errors.New("certificate squares are wrong")
	// ErrNoContradiction: the counts are right but do not rule out a tour.
	ErrNoContradiction = errors.New("certificate proves nothing")
	// ErrTooLarge: the board is too large to re-derive this kind, or the
	// checks exceed their work budget, node count or depth.
	ErrTooLarge = errors.New("certificate too large to check")
	// ErrOverBudget: the checks exceed the Checker's work budget, MaxWork;
	// a larger budget may check them. It is an [ErrTooLarge] and reads as
	// one.
	ErrOverBudget error = overBudget{}
)

// overBudget is [ErrOverBudget]: a type of its own rather than a
// fmt.Errorf at package level, whose formatting every command, serve or
// not, would pay for at start-up.
type overBudget struct{}

func (overBudget) Error() string { return ErrTooLarge.Error() }
func (overBudget) Unwrap() error { return ErrTooLarge }

// maxCheckedSquares bounds the boards on which [Certificate] builds the
// knight graph; parity makes graph-based certificates only far below it.
const maxCheckedSquares = 1 << 21

// DefaultMaxWork is the work budget of a [Checker] whose MaxWork is 0, in
// steps: a step is one square or knight move the checker looks at. A
// prefix costs a step a square to validate, a case-split position 9 (its
// eight moves and itself), a colour or end-visited leaf 1, and a leaf that
// builds the knight graph (four lines, cuts, disconnection, forced ends)
// [GraphStepsPerSquare] steps a square of its board. 2^27 steps is a few
// seconds of checking (see bench/hostile.sh).
const DefaultMaxWork = 1 << 27

// GraphStepsPerSquare is what a leaf that builds the knight graph is
// charged for each square of its board: the passes it makes over the
// squares (building the graph, marking the removed set, counting pieces)
// and the eight moves it tries from each square of its breadth-first
// search.
const GraphStepsPerSquare = 16

// MaxCaseSplitWork is the positions times the board's squares a case-split
// tree may have so that its check fits [DefaultMaxWork] when every leaf
// builds the knight graph: a producer that keeps its trees within it
// writes none that the checker refuses as too large.
const MaxCaseSplitWork = DefaultMaxWork / (GraphStepsPerSquare + 1)

// ctxEvery is how many steps pass between two looks at the context.
const ctxEvery = 1 << 16

// Certificate checks that c proves q has no tour. It re-derives every
// count from the board and the problem alone, without the search that made
// the certificate: the colour counts by a formula, the pieces by its own
// search of the knight graph on the squares still to cover, the moves of a
// case split by listing the knight's moves. It returns nil when the
// certificate holds, an error wrapping one of the sentinels above or
// [board.ErrBadProblem] otherwise. The check is a fresh [Checker]'s,
// within [DefaultMaxWork] and [evidence.DefaultLimits].
func Certificate(q board.Problem, c evidence.Certificate) error {
	var ck Checker
	return ck.Certificate(context.Background(), q, c)
}

// Checker checks certificates within one budget shared by all of them, so
// that a document of many claims costs no more than one of its limits: a
// [evidence.Survey] of 20,000 four-lines claims is refused once their
// boards add up to MaxWork, not checked 20,000 times within a budget each.
// Its memory is one bit a square of the board and the path, reused from
// check to check, besides the tree itself. The zero Checker is ready, with
// [DefaultMaxWork] and [evidence.DefaultLimits]; it is not safe for
// concurrent use.
type Checker struct {
	// MaxWork bounds the steps of every check together (0:
	// [DefaultMaxWork]).
	MaxWork int64
	// Limits bound the certificates of every check together (MaxNodes)
	// and the nesting of one tree (MaxDepth); the zero Limits are
	// [evidence.DefaultLimits].
	Limits evidence.Limits

	work, lastLook int64
	nodes          int
	ctx            context.Context
	pos            position
	// fromScratch starts every deduction from nothing, not from the fixed
	// point above it: the second method of the tests.
	fromScratch bool
}

// Work is the number of steps the checks so far have taken.
func (ck *Checker) Work() int64 { return ck.work }

// Certificate checks that c proves q has no tour, as [Certificate] does,
// charging its work to the checker's budget and stopping with ctx's error
// when ctx is done (the context is looked at every 65,536 steps).
func (ck *Checker) Certificate(ctx context.Context, q board.Problem, c evidence.Certificate) error {
	ck.init(ctx)
	return ck.nested(q, c)
}

// init fills in the checker's defaults and the context its checks stop
// at, from the call of one of its exported methods on.
func (ck *Checker) init(ctx context.Context) {
	if ck.MaxWork == 0 {
		ck.MaxWork = DefaultMaxWork
	}
	if ck.Limits == (evidence.Limits{}) {
		ck.Limits = evidence.DefaultLimits
	}
	ck.ctx = ctx
}

// nested checks c at q within the checker's budget and context: the
// tour certificate of a puzzle's forced problem comes through here too.
func (ck *Checker) nested(q board.Problem, c evidence.Certificate) error {
	if err := ck.ctx.Err(); err != nil {
		return err
	}
	if err := ck.charge(int64(len(q.Prefix)) + 1); err != nil {
		return err
	}
	if err := ck.pos.reset(q); err != nil {
		return err
	}
	defer ck.pos.clear()
	return ck.certificate(c, 0)
}

// charge adds n steps of work, and looks at the context when another
// ctxEvery steps have passed.
func (ck *Checker) charge(n int64) error {
	ck.work += n
	if ck.work > ck.MaxWork {
		return fmt.Errorf("checking would take more than %d steps: %w", ck.MaxWork, ErrOverBudget)
	}
	if ck.work-ck.lastLook >= ctxEvery {
		ck.lastLook = ck.work
		if err := ck.ctx.Err(); err != nil {
			return err
		}
	}
	return nil
}

// certificate checks c at the checker's position, nested depth case
// splits deep. Every position a check reaches, however it was made (a
// move of a split, a split read backwards), comes through here.
func (ck *Checker) certificate(c evidence.Certificate, depth int) error {
	ck.nodes++
	if ck.nodes > ck.Limits.MaxNodes {
		return fmt.Errorf("more than %d certificates: %w", ck.Limits.MaxNodes, ErrTooLarge)
	}
	if err := ck.charge(1); err != nil {
		return err
	}
	if c == nil {
		return fmt.Errorf("no certificate: %w", ErrNoContradiction)
	}
	p := &ck.pos
	k := len(p.path)
	var from board.Square
	if k > 0 {
		from = p.path[k-1]
	}
	at := c.Pos()
	if at.Board != p.b || at.Visited != k || at.From != from {
		return fmt.Errorf("%s certificate for %v after %d squares from %v, the position is %v: %w",
			c.Kind(), at.Board, at.Visited, at.From, p, ErrWrongProblem)
	}
	if err := ck.charge(int64(len(at.Holes))); err != nil {
		return err
	}
	if at.Piece != p.piece || !slices.Equal(at.Holes, p.holeList) {
		sh, err := at.Shape()
		if err != nil {
			return fmt.Errorf("%s certificate: %w: %w", c.Kind(), err, ErrWrongProblem)
		}
		return fmt.Errorf("%s certificate for %v, the position is on %v: %w", c.Kind(), sh, p.shape(), ErrWrongProblem)
	}
	switch c.(type) {
	case evidence.FourLines, evidence.Disconnected, evidence.ForcedEnds, evidence.Cut: // leaves that build the graph
		if p.b.Size() > maxCheckedSquares {
			return fmt.Errorf("%s on %v: %w", c.Kind(), p.b, ErrTooLarge)
		}
		if err := ck.charge(graphSteps(p.jumps) * int64(p.b.Size())); err != nil {
			return err
		}
	}
	switch c.(type) {
	case evidence.ColourCount, evidence.ColourBalance, evidence.Cut:
		// Their counts rest on every move changing colour.
		if !p.piece.ChangesColour() {
			return fmt.Errorf("%s certificate: some move of the %v keeps its colour: %w: %w", c.Kind(), p.piece, board.ErrShape, ErrWrongProblem)
		}
	case evidence.FourLines:
		if !p.shape().Plain() {
			return fmt.Errorf("%s certificate on %v: it is about the knight on a full board: %w: %w", c.Kind(), p.shape(), board.ErrShape, ErrWrongProblem)
		}
	}
	switch c := c.(type) {
	case evidence.EndVisited:
		return p.checkEndVisited(c)
	case evidence.ColourCount:
		return p.checkColour(c.At, c.Dark, c.Light, false)
	case evidence.ColourBalance:
		return p.checkColour(c.At, c.Dark, c.Light, true)
	case evidence.OneColour:
		return p.checkOneColour(c)
	case evidence.CaseSplit:
		return ck.caseSplit(c, depth)
	case evidence.FourLines:
		return p.checkFourLines(c)
	case evidence.Disconnected:
		return p.remaining().checkDisconnected(c)
	case evidence.ForcedEnds:
		return p.remaining().checkForcedEnds(c)
	case evidence.Cut:
		g := p.remaining()
		set, err := g.squareSet(c.Squares)
		if err != nil {
			return err
		}
		return g.checkCut(c, set)
	}
	return fmt.Errorf("kind %q: %w", c.Kind(), errUnknownKind)
}

// errUnknownKind is a certificate of a kind the checker has no case for,
// which proves nothing; a test keeps every kind of evidence.Kinds out of
// it. It is a value of a type rather than a wrapped error built at
// start-up, which every command would pay for.
var errUnknownKind error = unknownKind{}

type unknownKind struct{}

func (unknownKind) Error() string { return "unknown kind: " + ErrNoContradiction.Error() }
func (unknownKind) Unwrap() error { return ErrNoContradiction }

func (p *position) checkEndVisited(c evidence.EndVisited) error {
	if !p.hasEnd() || len(c.Squares) != 1 || c.Squares[0] != p.end {
		return fmt.Errorf("end-visited names %v, the problem's end is %v: %w", c.Squares, p.end, ErrBadSquares)
	}
	k := len(p.path)
	if p.visited(p.end) && (p.path[k-1] != p.end || k < p.cells) {
		// Visited before the last square, or the last square with
		// squares left to cover: the path cannot end there.
		return nil
	}
	return fmt.Errorf("end %v is not visited before the last square: %w", p.end, ErrNoContradiction)
}

// Work is the most steps a check of c at q can take, counted as a
// [Checker] charges them, without checking anything: a caller with many
// certificates (the claims of a survey) can refuse them all at once when
// their work together exceeds its budget, rather than after spending it.
func Work(q board.Problem, c evidence.Certificate) int64 {
	return int64(len(q.Prefix)) + 1 + treeWork(q.Board, q.Piece.Jumps(), c)
}

func treeWork(b board.Board, jumps []board.Square, c evidence.Certificate) int64 {
	holes := int64(len(c.Pos().Holes))
	switch c := c.(type) {
	case evidence.FourLines, evidence.Disconnected, evidence.ForcedEnds, evidence.Cut:
		return 1 + holes + graphSteps(jumps)*int64(b.Size())
	case evidence.CaseSplit:
		w := 1 + holes + int64(len(jumps))
		for _, br := range c.Branches {
			w += treeWork(b, jumps, br.Certificate)
		}
		return w
	}
	return 1 + holes
}

// graphSteps is what a graph leaf is charged a square for a piece of
// these jumps: [GraphStepsPerSquare] for the knight's eight, in proportion
// for more.
func graphSteps(jumps []board.Square) int64 {
	return GraphStepsPerSquare * int64(max(1, (len(jumps)+7)/8))
}
