package prove

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/encode"
)

// The node budgets of the tour search, all in one place. A node is a
// square entered, by a greedy walk or the backtracking search; the budget
// grows with the squares left to cover, never with the board, so a late
// position of a large game costs what a small board costs. Budgets are
// node counts, not times, so that a run that finishes gives the same
// answer whatever the machine's load.
const (
	// defaultBudget is the least budget of the tour search when SAT
	// follows it: enough for nearly every feasible problem, small enough
	// that SAT gets its turn quickly on the rest.
	defaultBudget = 20000
	// defaultBlameBudget is the least budget for each prefix [Blame]
	// tests before SAT: a game asks about a dozen prefixes, and a dead
	// one goes to SAT, which refutes it faster than any budget could.
	defaultBlameBudget = 2000
	// DefaultSearchBudget is the least budget when nothing follows the
	// search (the heuristic asked for alone, or SAT beyond its size limit).
	DefaultSearchBudget = 5_000_000
	// NodesPerSquare scales the default budgets by the squares left: a
	// greedy walk enters each square once, so this leaves room for a few
	// walks and some search.
	NodesPerSquare = 20
	// nodesPerSquareBeforeSAT is the same where SAT follows, for [Tour]:
	// on a few hundred squares the search is still far cheaper than SAT,
	// and it is the part of the answer that does not depend on the clock.
	// Every start of 60x3 needs at most 121,095 nodes (from a1), so that
	// none is left to SAT.
	nodesPerSquareBeforeSAT = 1000
	// nodesPerSquareBlame is the same for each prefix of [Blame] on boards
	// over maxGameSquares, which asks a dozen questions, the dead ones
	// among them better left to SAT or a certificate soon. On smaller
	// boards the game's solver answers in milliseconds, and the search
	// keeps defaultBlameBudget.
	nodesPerSquareBlame = 200
	// quickWalk is the budget, per square left, of the one walk the
	// cascade tries on a position past SAT's size limit before a small
	// case split (see cascade.decide): a walk enters each square once.
	quickWalk = 4
	// quickTreeNodes bounds that case split: the dead positions of the
	// seeded 100x100 stuck games that the search left undecided need 4 to
	// about 20 positions; a failed tree costs a leaf search per node.
	quickTreeNodes = 40
	// MaxBudget is the largest budget a caller may ask for: 2^50 nodes,
	// years of search, so that a budget is never a way to overflow.
	MaxBudget = 1 << 50
)

// blameUndecidedTests is the number of prefixes of a path of n squares
// that a node budget leaves undecided after which [Blame] stops narrowing
// its interval, with a deadline or without, so that both give the same
// verdict: each may cost a whole search budget (past SAT's size limit).
// Before that, Blame steps around an undecided prefix on both sides, so
// that its verdict says between which moves the mistake lies: a binary
// search takes bits.Len(n) tests, stepping around undecided prefixes on
// both sides up to twice that, and four more leave room for a band of
// undecided prefixes near the mistake.
func blameUndecidedTests(n int) int { return 4 + 2*bits.Len(uint(n)) }

// maxGameSquares is the largest board on which [Blame] keeps one SAT solver
// for the whole game, each prefix given as assumptions, so that a
// refutation names the visited squares it needed. On larger boards each
// prefix gets a fresh formula with the prefix pinned, whose bounds on the
// squares left make it far easier (a 24x24 game that assumptions left
// undecided is decided that way). The refutation then rests on the whole
// prefix.
const maxGameSquares = 256

// ErrBadOption is wrapped by the errors of an option out of range (a
// negative budget, an unknown encoding, a negative size limit), which
// [Tour], [Blame] and [Survey] report before any work.
var ErrBadOption = errors.New("bad option")

// searchBudget is the tour search's node budget for q: asked, if not 0;
// otherwise least nodes or perSquare nodes per square left, whichever is
// more.
func searchBudget(q board.Problem, asked, least, perSquare int64) int64 {
	if asked > 0 {
		return asked
	}
	return max(least, perSquare*int64(q.SquaresLeft()))
}

// quickSAT is the number of squares left up to which SAT answers [Tour]
// in milliseconds: there a failed search goes to SAT at once, without
// trying each next move.
const quickSAT = maxGameSquares

// check refuses options out of range, before any work.
func (o Options) check() error {
	switch {
	case o.Budget < 0 || o.Budget > MaxBudget:
		return fmt.Errorf("%w: budget %d: want 0 (the default) up to %d nodes", ErrBadOption, o.Budget, int64(MaxBudget))
	case o.MaxSATSquares < 0:
		return fmt.Errorf("%w: SAT size limit %d: want 0 (the default, %d) or more squares", ErrBadOption, o.MaxSATSquares, encode.DefaultMaxSquares)
	case !encode.Known(o.Encoding):
		return fmt.Errorf("%w: %w %q: want one of %v", ErrBadOption, encode.ErrUnknownEncoding, o.Encoding, encode.Encodings())
	}
	return nil
}

// encoding is the encoding o names; check has refused an unknown name.
func (o Options) encoding() encode.Encoding {
	e, _ := encode.ParseEncoding(o.Encoding)
	return e
}

// proofStep is one step of [proofPlan]: a deep cut search of cut squares
// looked at (0: none), then a case split of at most tree positions (0:
// none; treeScaled: [treeNodes] of the position).
type proofStep struct{ cut, tree int }

// treeScaled marks a proofStep whose tree bound is [treeNodes].
const treeScaled = -1

// The plans of [seekProof], in one table: the searches for a certificate
// of a "none" that SAT or an exhausted search decided, in order.
//
// blameProof is cheapest first: a cut that a deeper search finds
// (blameDeepCutBudget) or a case split of at most maxBlameTreeNodes, which
// settle nearly every played game's dead prefix (a cut for 9 of the 11 such
// prefixes of the shared stuck games), so that blame's time stays close to
// SAT's; then, for the few that need more, a cut with deepCutBudget and a
// tree of [treeNodes] positions.
//
// tourProof is the tree first, then the cut: the problems [Tour] refutes by
// SAT are mostly small boards (3x7 from b4, 3x8, 8x3 from c2), whose trees
// are small, where a deep cut search that finds nothing spends its whole
// budget first, several times the tree's work (the same certificates in the
// end).
var (
	blameProof = []proofStep{
		{cut: blameDeepCutBudget, tree: maxBlameTreeNodes},
		{cut: deepCutBudget, tree: treeScaled},
	}
	tourProof = []proofStep{
		{tree: treeScaled},
		{cut: deepCutBudget},
	}
)

// treeNodes is the node bound of the deeper trees of the proof plans:
// maxTreeNodes up to 64 squares left, proportionally fewer past that,
// since each node costs a leaf search over the squares left, so that a
// large position's failed tree costs what an 8x8 tree costs.
func treeNodes(q board.Problem) int {
	return max(maxBlameTreeNodes, maxTreeNodes*64/max(q.SquaresLeft(), 64))
}
