package verify

import (
	"errors"
	"fmt"

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
	// ErrTooLarge: the board is too large to re-derive this kind, or a
	// case-split tree exceeds its limits.
	ErrTooLarge = errors.New("certificate too large to check")
)

// maxCheckedSquares bounds the boards on which [Certificate] builds the
// knight graph; parity makes graph-based certificates only far below it.
const maxCheckedSquares = 1 << 21

// Certificate checks that c proves q has no tour. It re-derives every
// count from the board and the problem alone, without the search that made
// the certificate: the colour counts by a formula per rank, the pieces by
// its own search of the knight graph on the squares still to cover, the
// moves of a case split by listing the knight's moves. It returns nil when
// the certificate holds, an error wrapping one of the sentinels above or
// [board.ErrBadProblem] otherwise. A case-split tree is checked node by
// node, at most [evidence.DefaultLimits] nodes and depth, touching at
// most 2^28 squares in all (ErrTooLarge beyond).
func Certificate(q board.Problem, c evidence.Certificate) error {
	ck := checker{lim: evidence.DefaultLimits, maxWork: maxWork}
	return ck.certificate(q, c, 0)
}

// maxWork bounds the squares one check may touch, over all the nodes of a
// case-split tree: each node costs the length of its prefix, and a kind
// that builds the knight graph the board's size. A tree of 100,000 nodes
// on a 40x40 board is within it, about a second's work.
const maxWork = 1 << 28

// checker counts the nodes of one certificate tree and the work they take
// against their limits.
type checker struct {
	lim     evidence.Limits
	nodes   int
	work    int
	maxWork int
}

// charge adds n squares of work.
func (ck *checker) charge(n int) error {
	ck.work += n
	if ck.work > ck.maxWork {
		return fmt.Errorf("checking would touch more than %d squares: %w", ck.maxWork, ErrTooLarge)
	}
	return nil
}

func (ck *checker) certificate(q board.Problem, c evidence.Certificate, depth int) error {
	ck.nodes++
	if ck.nodes > ck.lim.MaxNodes {
		return fmt.Errorf("more than %d certificates in one tree: %w", ck.lim.MaxNodes, ErrTooLarge)
	}
	if err := ck.charge(len(q.Prefix) + 1); err != nil {
		return err
	}
	if err := q.Check(); err != nil {
		return err
	}
	k := len(q.Prefix)
	var from board.Square
	if k > 0 {
		from = q.Prefix[k-1]
	}
	if c.Board != q.Board || c.Visited != k || c.From != from {
		return fmt.Errorf("%s certificate for %v after %d squares from %v, problem is %v: %w",
			c.Kind, c.Board, c.Visited, c.From, q, ErrWrongProblem)
	}
	switch c.Kind {
	case evidence.EndVisited:
		return checkEndVisited(q, c)
	case evidence.ColourCount, evidence.ColourBalance:
		return checkColour(q, c)
	case evidence.FourLines:
		if err := ck.charge(q.Board.Size()); err != nil {
			return err
		}
		return checkFourLines(q, c)
	case evidence.CaseSplit:
		return ck.caseSplit(q, c, depth)
	case evidence.Disconnected, evidence.ForcedEnds, evidence.Cut:
		if q.Board.Size() > maxCheckedSquares {
			return fmt.Errorf("%s on %v: %w", c.Kind, q.Board, ErrTooLarge)
		}
		if err := ck.charge(q.Board.Size()); err != nil {
			return err
		}
		g := remaining(q)
		switch c.Kind {
		case evidence.Disconnected:
			return g.checkDisconnected(c)
		case evidence.ForcedEnds:
			return g.checkForcedEnds(c)
		}
		set, err := g.squareSet(c.Squares)
		if err != nil {
			return err
		}
		return g.checkCut(c, set)
	}
	return fmt.Errorf("kind %q: %w", c.Kind, ErrNoContradiction)
}

func checkEndVisited(q board.Problem, c evidence.Certificate) error {
	if !q.HasEnd() || len(c.Squares) != 1 || c.Squares[0] != q.End {
		return fmt.Errorf("end-visited names %v, the problem's end is %v: %w", c.Squares, q.End, ErrBadSquares)
	}
	for i, s := range q.Prefix {
		if s != q.End {
			continue
		}
		if i == len(q.Prefix)-1 && len(q.Prefix) == q.Board.Size() {
			break // the prefix is the whole tour and ends there
		}
		return nil
	}
	return fmt.Errorf("end %v is not visited before the last square: %w", q.End, ErrNoContradiction)
}
