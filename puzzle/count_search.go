package puzzle

import (
	"context"
	"math/bits"
	"sync/atomic"

	"github.com/knightcert/knight/board"
)

// countSetup is what every search of one count shares, read only: the
// puzzle's steps in search order (see [count]) and the board's knight
// moves as 64-bit sets.
type countSetup struct {
	n        int
	nb       []uint64
	dist     [][]int
	clueAt   []int // square at each step, -1 for none
	clueMask uint64
	nextClue []int // the first step >= t with a clue, n when none
	// endAt is the square of the last step when a clue holds it, else
	// -1: an open tour's only dead end must then be that square.
	endAt  int
	closed bool
	// cells are the squares of the vertices; plain says they are the
	// whole board, by index, and the piece the knight.
	cells []board.Square
	plain bool
}

// searcher is one goroutine's depth-first search: it runs tasks (a
// prefix of the path and what is left) one after the other, each from an
// empty cache, so that a task's count, steps and solutions depend on the
// task alone.
type searcher struct {
	*countSetup
	ctx   context.Context
	start int
	path  []int

	count, nodes, budget, limit int64
	stopped                     bool
	keep                        int
	found                       [][]int

	// spent gathers the steps of every searcher of the count, so that
	// all stop speculating once the budget is gone (see [fold]); nil for
	// a search alone.
	spent       *atomic.Int64
	spentBudget int64
	reported    int64
	// halt is set when the fold needs no more speculation.
	halt *atomic.Bool

	cache *countCache
}

// countCache remembers how many ways finish a path from a state: the
// squares left and the head (the start is one per task). Two prefixes
// that cover the same squares and end on the same square have the same
// completions, so the second one's subtree is looked up, not searched:
// the count stays exact. It is lossy (a slot holds the last state hashed
// to it), so its memory is fixed.
type countCache struct {
	slots []cacheSlot
	gen   uint32 // a task's slots carry its generation; older ones are empty
}

type cacheSlot struct {
	free  uint64
	tag   uint32 // generation << 8 | head
	count int64
}

// cachedFrom is the fewest squares left for which a subtree's count is
// remembered: smaller subtrees cost less to search again than to look up.
const cachedFrom = 6

func newCountCache(bits int) *countCache {
	return &countCache{slots: make([]cacheSlot, 1<<bits)}
}

// reset empties the cache for a new task.
func (c *countCache) reset() {
	c.gen++
	if c.gen >= 1<<24 {
		clear(c.slots)
		c.gen = 1
	}
}

func (c *countCache) slot(free uint64, head int) *cacheSlot {
	h := (free ^ uint64(head)<<58 ^ uint64(head)) * 0x9e3779b97f4a7c15
	return &c.slots[h>>32&uint64(len(c.slots)-1)]
}

// fits says whether square v at step t can still reach the next clue.
func (s *countSetup) fits(v, t, start int) bool {
	if k := s.nextClue[t+1]; k < s.n && s.dist[v][s.clueAt[k]] > k-t {
		return false
	}
	if s.closed && t > 0 && s.dist[v][start] > s.n-t {
		return false
	}
	return true
}

// alive says whether every free square can still be covered: it has two
// neighbours among the free squares, the head and (closed) the start, or
// one for the single end of an open tour, which must be the last clue's
// square when a clue holds the last step. A square's degree only falls
// as the path grows, so only the squares around the square just left
// (touched) are looked at, and a square found with one neighbour stays
// the tour's end: end carries it down the search (-1 while none is
// known), and a second one elsewhere is a dead end.
func (s *countSetup) alive(head, start int, free, touched uint64, end int) (int, bool) {
	around := free | 1<<head
	if s.closed {
		around |= 1 << start
	}
	for m := touched & free; m != 0; m &= m - 1 {
		u := bits.TrailingZeros64(m)
		switch d := bits.OnesCount64(s.nb[u] & around); {
		case d == 0:
			return end, false
		case d == 1:
			if s.closed || s.endAt >= 0 && u != s.endAt || end >= 0 && end != u {
				return end, false
			}
			end = u
		}
	}
	return end, true
}

// search counts the completions of the path at step t, on square cur,
// with the squares free left and end the tour's end when known (see
// [countSetup.alive]), and returns how many it found (a part when
// it stopped).
func (s *searcher) search(t, cur int, free uint64, end int) int64 {
	s.nodes++
	if s.nodes > s.budget || s.limit > 0 && s.count >= s.limit {
		s.stopped = true
		return 0
	}
	if s.nodes&(1<<16-1) == 0 && s.interrupted() {
		s.stopped = true
		return 0
	}
	if t == s.n {
		if s.closed && s.nb[cur]&(1<<s.start) == 0 {
			return 0
		}
		s.count++
		if len(s.found) < s.keep {
			s.found = append(s.found, append([]int(nil), s.path...))
		}
		return 1
	}
	var slot *cacheSlot
	if s.cache != nil && s.n-t >= cachedFrom {
		slot = s.cache.slot(free, cur)
		tag := s.cache.gen<<8 | uint32(cur)
		// A hit skips the subtree's solutions: only once none are to
		// be kept.
		if slot.tag == tag && slot.free == free && len(s.found) >= s.keep {
			s.count += slot.count
			return slot.count
		}
	}
	var cand uint64
	if v := s.clueAt[t]; v >= 0 {
		cand = s.nb[cur] & (1 << v)
	} else {
		cand = s.nb[cur] & free &^ s.clueMask
	}
	var total int64
	for ; cand != 0; cand &= cand - 1 {
		v := bits.TrailingZeros64(cand)
		if v == end && t < s.n-1 || !s.fits(v, t, s.start) {
			continue // the end has no way on
		}
		rest := free &^ (1 << v)
		nextEnd, ok := s.alive(v, s.start, rest, s.nb[cur], end)
		if !ok {
			continue
		}
		s.path[t] = v
		total += s.search(t+1, v, rest, nextEnd)
		if s.stopped {
			return total
		}
	}
	if slot != nil {
		*slot = cacheSlot{free: free, tag: s.cache.gen<<8 | uint32(cur), count: total}
	}
	return total
}

// interrupted says whether the context ended or, when other searchers
// share the budget, whether together they spent it or the fold has its
// answer (a speculative task then stops; [fold] runs again whatever it
// needs).
func (s *searcher) interrupted() bool {
	if s.ctx.Err() != nil {
		return true
	}
	if s.spent == nil {
		return false
	}
	if s.halt.Load() {
		return true
	}
	total := s.spent.Add(s.nodes - s.reported)
	s.reported = s.nodes
	return total > s.spentBudget
}
