package puzzle

import (
	"context"
	"math/bits"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// MaxCountSquares is the largest board the counter takes: its sets of
// squares are 64-bit words.
const MaxCountSquares = 64

// DefaultCountNodes bounds the counter's search when the request gives no
// limit: a few seconds.
const DefaultCountNodes = 100_000_000

// counter enumerates the solutions of a puzzle by depth-first search in
// step order: each step takes the clue's square when there is one, else a
// free square one move on that no clue holds. It prunes a square too far
// from the next clue (knight distance on the whole board) and a square
// left with too few free neighbours: every square still to cover needs
// two (one for the end of an open tour, and the start counts for a closed
// one).
type counter struct {
	n        int
	nb       []uint64
	dist     [][]int
	clueAt   []int // square at each step, -1 for none
	clueMask uint64
	nextClue []int // the first step >= t with a clue, n when none
	closed   bool
	start    int
	path     []int

	count, nodes, maxNodes, limit int64
	stopped                       bool
	ctx                           context.Context
	// shift rotates a closed puzzle's steps so that step 0 is a clue's;
	// keep is how many solutions to keep, found the solutions kept.
	shift int
	keep  int
	found [][]int
}

// CountResult is what [Count] found.
type CountResult struct {
	// Count is the number of solutions, exact when Exact, else a lower
	// bound: the search stopped at its node limit, the count limit or the
	// context's end.
	Count int64
	Exact bool
	// Nodes counts the search's steps.
	Nodes int64
	// Solutions holds the first solutions found, as many as asked.
	Solutions []board.Path
}

// Count counts the solutions of p, a well-formed puzzle on at most
// [MaxCountSquares] squares, by exhaustive search, stopping after
// maxNodes steps (0: [DefaultCountNodes]), at limit solutions (0: none),
// or when ctx ends. A larger board gets a zero, inexact result.
func Count(ctx context.Context, p evidence.Puzzle, maxNodes, limit int64) CountResult {
	return count(ctx, p, maxNodes, limit, 0)
}

// count is Count keeping the first keep solutions.
func count(ctx context.Context, p evidence.Puzzle, maxNodes, limit int64, keep int) CountResult {
	n := p.Board.Size()
	if n > MaxCountSquares || p.Check() != nil {
		return CountResult{}
	}
	if maxNodes <= 0 {
		maxNodes = DefaultCountNodes
	}
	g := newGraph(p.Board)
	c := &counter{n: n, nb: make([]uint64, n), dist: make([][]int, n), clueAt: make([]int, n),
		nextClue: make([]int, n+1), closed: p.Closed, path: make([]int, n), maxNodes: maxNodes, limit: limit, ctx: ctx}
	for v := range n {
		for _, u := range g.adj[v] {
			c.nb[v] |= 1 << u
		}
		c.dist[v] = g.bfs(v, nil)
		c.clueAt[v] = -1
	}
	c.keep = keep
	if p.Closed && len(p.Clues) > 0 {
		// Every numbering of a cycle turned round is one of the same
		// cycle: start the search at the first clue.
		c.shift = p.Step(p.Clues[0])
	}
	// An open tour run backwards is a tour: search from the end whose
	// clue is nearer, so that the first steps are not blind.
	reverse := !p.Closed && len(p.Clues) > 0 && p.Step(p.Clues[0]) > n-1-p.Step(p.Clues[len(p.Clues)-1])
	stepOf := func(cl evidence.Clue) int {
		if reverse {
			return n - 1 - p.Step(cl)
		}
		return (p.Step(cl) - c.shift + n) % n
	}
	for _, cl := range p.Clues {
		v := p.Board.Index(cl.Square)
		c.clueAt[stepOf(cl)] = v
		c.clueMask |= 1 << v
	}
	c.nextClue[n] = n
	for t := n - 1; t >= 0; t-- {
		c.nextClue[t] = c.nextClue[t+1]
		if c.clueAt[t] >= 0 {
			c.nextClue[t] = t
		}
	}
	all := uint64(1)<<n - 1
	if n == 64 {
		all = ^uint64(0)
	}
	if p.Closed && (n < 3 || n%2 == 1) {
		return CountResult{Exact: true}
	}
	for v := range n {
		if c.clueAt[0] >= 0 && v != c.clueAt[0] || c.clueAt[0] < 0 && c.clueMask&(1<<v) != 0 {
			continue
		}
		if !c.fits(v, 0) {
			continue
		}
		c.start = v
		c.path[0] = v
		c.search(1, v, all&^(1<<v))
		if c.stopped {
			break
		}
	}
	res := CountResult{Count: c.count, Exact: !c.stopped, Nodes: c.nodes}
	for _, f := range c.found {
		path := make(board.Path, n)
		for t, v := range f {
			if reverse {
				path[n-1-t] = p.Board.Square(v)
			} else {
				path[(t+c.shift)%n] = p.Board.Square(v)
			}
		}
		res.Solutions = append(res.Solutions, path)
	}
	return res
}

// fits says whether square v at step t can still reach the next clue.
func (c *counter) fits(v, t int) bool {
	if k := c.nextClue[t+1]; k < c.n && c.dist[v][c.clueAt[k]] > k-t {
		return false
	}
	if c.closed && t > 0 && c.dist[v][c.start] > c.n-t {
		return false
	}
	return true
}

// alive says whether every free square can still be covered: it has two
// neighbours among the free squares, the head and (closed) the start, or
// one for the single end of an open tour.
func (c *counter) alive(head int, free uint64, touched uint64) bool {
	around := free | 1<<head
	if c.closed {
		around |= 1 << c.start
	}
	ends := 0
	for m := touched & free; m != 0; m &= m - 1 {
		u := bits.TrailingZeros64(m)
		switch d := bits.OnesCount64(c.nb[u] & around); {
		case d == 0:
			return false
		case d == 1:
			if c.closed {
				return false
			}
			ends++
			if ends > 1 {
				return false
			}
		}
	}
	return true
}

func (c *counter) search(t, cur int, free uint64) {
	if c.stopped {
		return
	}
	c.nodes++
	if c.nodes > c.maxNodes || c.limit > 0 && c.count >= c.limit {
		c.stopped = true
		return
	}
	if c.nodes&(1<<20-1) == 0 && c.ctx.Err() != nil {
		c.stopped = true
		return
	}
	if t == c.n {
		if !c.closed || c.nb[cur]&(1<<c.start) != 0 {
			c.count++
			if len(c.found) < c.keep {
				c.found = append(c.found, append([]int(nil), c.path...))
			}
		}
		return
	}
	var cand uint64
	if v := c.clueAt[t]; v >= 0 {
		cand = c.nb[cur] & (1 << v)
	} else {
		cand = c.nb[cur] & free &^ c.clueMask
	}
	for ; cand != 0; cand &= cand - 1 {
		v := bits.TrailingZeros64(cand)
		if !c.fits(v, t) {
			continue
		}
		rest := free &^ (1 << v)
		if !c.alive(v, rest, c.nb[cur]|c.nb[v]) {
			continue
		}
		c.path[t] = v
		c.search(t+1, v, rest)
		if c.stopped {
			return
		}
	}
}
