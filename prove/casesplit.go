package prove

import (
	"context"
	"fmt"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// maxTreeNodes bounds the case-split trees [Tour] builds for a problem that
// SAT or an exhausted search showed has no tour: a tree of at most this
// many certificates, leaves included, or none. Each node costs one leaf
// search of package parity with a cut budget of [leafCutBudget], so a
// failed search is bounded; a tree at the bound is a few megabytes of JSON,
// well inside [evidence.DefaultLimits].
const maxTreeNodes = 20_000

// maxBlameTreeNodes bounds the first tree [Blame] builds for a dead prefix
// that SAT decided and [parity.DeepCut] did not certify. It is far smaller
// than maxTreeNodes so that blame stays close to the time SAT alone takes;
// the dead prefixes of played games that need more get Tour's searches
// after it.
const maxBlameTreeNodes = 40

// deepCutBudget is the work [Tour] gives parity.DeepCut, in squares looked
// at, when no case split within maxTreeNodes proves a "none" that SAT or
// search decided.
const deepCutBudget = 8_000_000

// blameDeepCutBudget is the work [Blame] gives parity.DeepCut on a dead
// prefix that SAT decided, before it tries a case split: a cut for 9 of the
// 11 such prefixes of the shared stuck games.
const blameDeepCutBudget = 1_000_000

// leafCutBudget is the cut search budget of each node's leaf search:
// parity.Check's own, so that a leaf is closed whenever Check would close
// it and a tree is no larger than the move-by-move split whose leaves are
// Check's arguments. A smaller budget makes the nodes cheaper but the
// trees larger (a quarter of it: about a third more nodes, for a fifth
// less work, on the shared stuck game whose dead prefix needs the largest
// tree), and a certificate is read by everyone who checks it.
const leafCutBudget = parity.CutBudget

// caseSplit builds a case-split certificate that q, known to have no
// tour, has none, with package parity's one builder ([parity.Split]): at
// each position every next move, each child closed by a leaf certificate
// or split again, at most limit positions (and at most what verify checks,
// [verify.MaxCaseSplitWork] squares' worth of positions), each leaf with a
// cut budget of [leafCutBudget]. It returns false when no such tree is
// found, and once ctx is done.
func caseSplit(ctx context.Context, q board.Problem, limit int) (evidence.Certificate, bool) {
	limit = min(limit, verify.MaxCaseSplitWork/max(q.Board.Size(), 1))
	if limit <= 0 {
		return nil, false
	}
	return parity.Split(ctx, q, parity.SplitLimits{Nodes: limit, LeafCutBudget: leafCutBudget})
}

// explainTree says what a large case split shows without walking all of
// it: the first level of moves and what closes the tree's leaves.
func explainTree(q board.Problem, c evidence.Certificate) string {
	var sb strings.Builder
	switch {
	case c.Pos().Rule == evidence.EndRule:
		fmt.Fprintf(&sb, "Read backwards from %v, every move loses", q.End)
	case len(q.Prefix) == 0 && q.Closed:
		sb.WriteString("A closed tour may be taken to start on a1, and every way on from there loses")
	case len(q.Prefix) == 0:
		sb.WriteString("Every first square loses")
	default:
		fmt.Fprintf(&sb, "Every move from %v loses", q.Prefix[len(q.Prefix)-1])
	}
	counts := map[string]int{}
	var tally func(evidence.Certificate)
	tally = func(c evidence.Certificate) {
		s, ok := c.(evidence.CaseSplit)
		if !ok || len(s.Branches) == 0 {
			counts[c.Kind()]++ // a split with no branch is a dead end: no move left
		}
		if ok {
			for _, b := range s.Branches {
				tally(b.Certificate)
			}
		}
	}
	tally(c)
	var kinds []string
	for _, k := range evidence.Kinds() {
		if n := counts[k.Kind()]; n > 0 {
			name := k.Kind()
			if _, ok := k.(evidence.CaseSplit); ok {
				name = "no move left"
			}
			kinds = append(kinds, fmt.Sprintf("%d %s", n, name))
		}
	}
	fmt.Fprintf(&sb, ": a case split over %d positions nested %d deep, whose every line of play ends in a position with a certificate (%s); verify checks every one.",
		evidence.Nodes(c), evidence.Depth(c), strings.Join(kinds, ", "))
	return sb.String()
}
