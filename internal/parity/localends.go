package parity

import (
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"slices"
)

// localForcedEnds is [rest.forcedEnds] on a board too large for the knight
// graph (over maxGraph squares), after a prefix: on a board at least 3x4
// every square has two knight neighbours or more, so the only squares a
// prefix can leave with at most one neighbour still to cover are
// neighbours of its squares, and looking at those (eight a prefix square)
// finds every forced end the whole graph would, in O(prefix) time. The
// rules are forcedEnds' own with the prefix: one free end, which is the
// required end when there is one, next to the first square when the
// tour is closed, and not a square whose only neighbour is the knight's
// while others are left. verify re-derives the certificate from the whole
// board.
func localForcedEnds(q board.Problem, c evidence.At) (evidence.Certificate, bool) {
	b := q.Board
	k := len(q.Prefix)
	if k == 0 || min(b.W, b.H) < 3 || max(b.W, b.H) < 4 || b.Size()-k+1 < 2 {
		return nil, false
	}
	visited := make(map[board.Square]bool, k)
	for _, s := range q.Prefix[:k-1] {
		visited[s] = true
	}
	cur := q.Prefix[k-1]
	var buf []board.Square
	free := func(s board.Square) (n int, onlyCur bool) {
		buf = b.Neighbours(s, buf[:0])
		for _, t := range buf {
			if !visited[t] {
				n++
				onlyCur = t == cur
			}
		}
		return n, n == 1 && onlyCur
	}
	seen := map[board.Square]bool{}
	var forced []board.Square
	admissible := 0
	var near []board.Square
	for _, p := range q.Prefix[:k-1] {
		near = b.Neighbours(p, near[:0])
		for _, s := range near {
			if visited[s] || s == cur || seen[s] {
				continue
			}
			seen[s] = true
			n, onlyCur := free(s)
			if n > 1 {
				continue
			}
			forced = append(forced, s)
			// canBeLast's rules, in its order.
			var last bool
			switch {
			case q.HasEnd():
				last = s == q.End
			case q.Closed && !board.IsKnightMove(s, q.Prefix[0]):
				last = false
			default:
				last = !(b.Size()-k+1 > 2 && onlyCur)
			}
			if last {
				admissible++
			}
		}
	}
	if len(forced) == 0 {
		return nil, false
	}
	if len(forced) <= min(1, admissible) {
		return nil, false
	}
	// The graph's order: by index, rank by rank.
	slices.SortFunc(forced, board.Square.Compare)
	return evidence.ForcedEnds{At: c, Squares: forced, Need: len(forced), Have: min(1, admissible)}, true
}
