package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"runtime"
	"slices"

	"github.com/knightcert/knight/board"
)

// MaxShortSide is the longest short side a board may have: a state holds
// 2*MaxShortSide+2 squares of four bits in 128 bits. (A short side of 10
// already needs far more states than a machine holds on long boards.)
const MaxShortSide = 10

// DefaultMaxStates bounds the states kept after one cell when
// [Options.MaxStates] is 0: at most about 1.1 GB of tables at the peak
// for a window of at most 16 slots, a short side up to 5 (1.6 GB above, a third more once counts pass
// 2^64), where two generations live side by side (see
// [Result.PeakBytes]).
const DefaultMaxStates = 20_000_000

// ErrTooWide is wrapped by the error for a board whose short side passes
// [MaxShortSide].
var ErrTooWide = errors.New("board too wide to count")

// ErrUnsupported is wrapped by the error for a question the counter does
// not pose: a closed tour with a required end but no start.
var ErrUnsupported = errors.New("question not counted")

// Options are a count's limits and its part of the work.
type Options struct {
	// MaxStates stops the count, undecided, when one cell leaves more
	// states than this; 0 means DefaultMaxStates.
	MaxStates int
	// Shard and Shards select one part of the state space: after the last
	// whole line within the first three fifths of the cells, shard i of n
	// keeps the states whose last line's slots and tour ends hash to i
	// mod n. Shards of 0 or 1 count the whole.
	Shard, Shards int
	// Parts parts the count (or the shard) again, the same way, in this
	// process: each part is finished as a scan of its own, up to Workers
	// at once, and their counts are added. More parts carry more states
	// in all (a state's descendants are shared less) and hold fewer at
	// once; the count and the figures are the same with any number of
	// workers, but for the memory, which is that of Workers parts at
	// once. 0 or 1 is one part; at most [MaxParts].
	Parts int
	// Workers is how many parts are counted at once; a part's scan
	// expands each cell's states on Workers/min(Workers, Parts)
	// goroutines (all Workers for a count in one part). 0 means
	// GOMAXPROCS. The count and the figures are the same with any
	// number.
	Workers int
	// partSalt is plan.partSalt.
	partSalt uint64
}

// MaxParts bounds [Options.Parts]: each part's tables are allocated
// when the count parts.
const MaxParts = 4096

// Result is a count's answer.
type Result struct {
	// Undirected is the number of tours counted once per set of moves: a
	// path or a cycle and its reverse are one. Nil unless Exact.
	Undirected *big.Int
	// Factor is how many directed tours each undirected one gives: 2 when
	// nothing fixes the direction (no start or end of an open tour; a
	// closed tour with no prefix of two squares and no end), else 1.
	Factor int
	// Exact is false when the count stopped at a limit; Why says which,
	// with the states it held and the cell it reached.
	Exact bool
	Why   string
	// Cells is the number of cells the scan finished, of Squares.
	Cells, Squares int
	// JoinedCells is the number of cells at the board's far end that a
	// join counted rather than the scan (a closed count of a strip: see
	// the package doc), so that an exact count has Cells + JoinedCells
	// = Squares; JoinPairs is the pairs of a state and a far pattern
	// the join checked.
	JoinedCells int
	JoinPairs   int64
	// Expanded counts the states carried from one cell to the next,
	// summed over the cells; PeakStates is the most after one cell.
	Expanded   int64
	PeakStates int
	// SplitCells is the number of cells every shard scans alike before
	// it keeps its part of the states (see [Options.Shards]); 0 when
	// the count is not sharded or needs no scan.
	SplitCells int
	// SplitDigest is a digest of the partition the shards (or parts)
	// share: the sum mod 2^64, over every state after the split, of a
	// mix of its key, the low 64 bits of its count and the hash that
	// assigns it its shard. Every shard scans the same cells before the
	// split, so the shards of one count report the same digest, and
	// shards made by knights that lay out the cells or hash the states
	// otherwise (whose parts would overlap or leave gaps) report
	// different ones but by a chance of about 2^-64. 0 when SplitCells
	// is, or when the count stopped before the split.
	SplitDigest uint64
	// PerCell is the number of states after each cell the scan finished
	// (and, when it stopped at MaxStates, the cell it stopped in).
	PerCell []int
	// peakBytes is PeakBytes.
	peakBytes int64
}

// Directed is the number of tours as sequences of squares, r.Factor times
// r.Undirected; nil unless r.Exact.
func (r Result) Directed() *big.Int {
	if r.Undirected == nil {
		return nil
	}
	return new(big.Int).Mul(r.Undirected, big.NewInt(int64(r.Factor)))
}

// PeakBytes is the most memory the scan's tables held at once: the
// slots of two generations of states, at their capacity (8 bytes a key
// for a short side up to 5, else 16; 8 bytes a count, 16 once one
// passes 2^64; from 4/3 to 8/3 slots a state, as a table doubles when it
// is three quarters full). It is what the tables allocated, the same on
// every run, not the process's memory, which adds the runtime's and the
// garbage collector's slack.
func (r Result) PeakBytes() int64 { return r.peakBytes }

// Tours counts the knight's tours of p, a well-formed problem: open or
// closed, from its prefix (the moves it must begin with), to its end. The
// answer is exact unless the count stops at opt.MaxStates or when ctx
// ends; then Result.Why says where, and no number is given. A board
// whose short side passes [MaxShortSide], a closed tour with an end but
// no start, or holes or another piece (wrapping [board.ErrShape]) is an
// error.
func Tours(ctx context.Context, p board.Problem, opt Options) (Result, error) {
	if err := p.Check(); err != nil {
		return Result{}, err
	}
	if !p.Shape().Plain() {
		return Result{}, fmt.Errorf("count: %v: %w", p.Shape(), board.ErrShape)
	}
	b := p.Board
	if k := min(b.W, b.H); k > MaxShortSide {
		return Result{}, fmt.Errorf("%w: %v has a short side of %d, and the counter takes at most %d", ErrTooWide, b, k, MaxShortSide)
	}
	if p.Closed && p.HasEnd() && len(p.Prefix) == 0 {
		return Result{}, fmt.Errorf("%w: a closed tour with an end needs a start (the end is the square before the start)", ErrUnsupported)
	}
	if opt.Shards > 1 && (opt.Shard < 0 || opt.Shard >= opt.Shards) {
		return Result{}, fmt.Errorf("count: shard %d of %d: want 0 <= shard < %d", opt.Shard, opt.Shards, opt.Shards)
	}
	if opt.Parts < 0 || opt.Parts > MaxParts || opt.Workers < 0 {
		return Result{}, fmt.Errorf("count: %d parts, %d workers: want 0 to %d parts and 0 or more workers", opt.Parts, opt.Workers, MaxParts)
	}
	maxStates := opt.MaxStates
	if maxStates <= 0 {
		maxStates = DefaultMaxStates
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	r := Result{Factor: factor(p), Squares: b.Size()}
	if n, ok := trivial(p); ok {
		r.Exact, r.Cells = true, b.Size()
		if opt.Shards > 1 && opt.Shard != 0 {
			n = 0 // the whole count is shard 0's
		}
		r.Undirected = big.NewInt(n)
		return r, nil
	}
	pl := newPlan(p)
	pl.partSalt = opt.partSalt
	var n *big.Int
	var st scanStats
	var err error
	// The memo pays where most cells read like one before them (a long
	// strip); it holds every cell's states, where a scan holds two
	// generations, so a square board is scanned with tables alone.
	if m := newMemo(memoStates(maxStates)); opt.Shards <= 1 && opt.Parts <= 1 && m.repeats(&pl) {
		m.expanders = workers
		n, st, err = m.scan(ctx, &pl, maxStates, pl.joinLines(m.repeatSteps(&pl)))
	} else if far := pl.joinLines(nil); opt.Shards <= 1 && opt.Parts <= 1 && far > 0 {
		n, st, err = pl.scanJoined(ctx, maxStates, workers, far)
	} else {
		n, st, err = pl.scan(ctx, maxStates, opt.Shard, max(opt.Shards, 1), max(opt.Parts, 1), workers)
	}
	r.Cells, r.Expanded, r.PeakStates, r.PerCell, r.peakBytes = st.cells, st.expanded, max(st.peakStates, 1), st.perCell, st.peakBytes
	r.JoinedCells, r.JoinPairs = st.joined, st.pairs
	if opt.Shards > 1 || opt.Parts > 1 {
		r.SplitCells = pl.splitCell() + 1
		r.SplitDigest = st.splitDigest
	}
	if lim, ok := errors.AsType[*errLimit](err); ok {
		r.Why = lim.Error()
		return r, nil
	}
	r.Exact, r.Undirected = true, n
	return r, nil
}

// factor is Result.Factor for p.
func factor(p board.Problem) int {
	if p.Board.Size() == 1 {
		return 1
	}
	if p.Closed {
		if len(p.Prefix) >= 2 || p.HasEnd() {
			return 1
		}
		return 2
	}
	if len(p.Prefix) > 0 || p.HasEnd() {
		return 1
	}
	return 2
}

// trivial answers the problems the scan does not: a board of one square,
// a required end inside the prefix, a prefix that covers the board, a
// closed tour of a board with an odd number of squares or with an end
// that is no knight move from its start.
func trivial(p board.Problem) (int64, bool) {
	n := p.Board.Size()
	prefixEnd := len(p.Prefix) - 1
	whole := len(p.Prefix) == n
	if p.HasEnd() {
		if i := slices.Index(p.Prefix, p.End); i >= 0 {
			if i != prefixEnd || !whole {
				return 0, true
			}
		}
	}
	if n == 1 {
		if p.Closed {
			return 0, true // a1 is no knight move from itself
		}
		return 1, true
	}
	if p.Closed && n%2 == 1 {
		return 0, true // a knight's cycle alternates colours: its length is even
	}
	if p.Closed && p.HasEnd() && !board.IsKnightMove(p.End, p.Prefix[0]) {
		return 0, true // a closed tour's last square is a knight move from its first
	}
	if whole {
		if p.Closed && !board.IsKnightMove(p.Prefix[prefixEnd], p.Prefix[0]) {
			return 0, true
		}
		return 1, true
	}
	return 0, false
}

// Starts counts, for every square, the tours of p from that square (p has
// no prefix of its own): Result per square in board.Index order. It stops
// at the first count that is not exact and returns the results so far.
func Starts(ctx context.Context, p board.Problem, opt Options) ([]Result, error) {
	if len(p.Prefix) > 0 {
		return nil, fmt.Errorf("%w: a count per start square takes no prefix", ErrUnsupported)
	}
	var out []Result
	for i := range p.Board.Size() {
		q := p
		q.Prefix = board.Path{p.Board.Square(i)}
		r, err := Tours(ctx, q, opt)
		if err != nil {
			return out, err
		}
		out = append(out, r)
		if !r.Exact {
			break
		}
	}
	return out, nil
}
