package puzzle

import (
	"context"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// deducer applies the plain deductions of a solver by hand to a puzzle:
// each number's candidate squares start from the colour and distance
// rules (a square k steps from a given number is at most k moves from
// it, through unnumbered squares) and shrink, to a fixed point, by three
// rules: a number's square is one move from a candidate of the number
// before and of the number after (the distance rule, step by step); a
// number with one candidate square takes it, and no other number may; a
// square that only one number can take gets it. Each round costs
// O(n²/64) word operations per candidate square; there are at most n²
// removals in all.
type deducer struct {
	g      *graph
	n      int
	closed bool
	nb     []board.Set
	cand   []board.Set // cand[t]: the squares step t may be on
	// ctx, when set, ends run early: cut then says the fixed point was
	// not reached, and the candidates are only what was deduced so far.
	ctx context.Context
	cut bool
}

// newDeducer starts from the puzzle's clues and extra numbers (a player's,
// which must not repeat a clue's square or number).
func newDeducer(p puzzlecert.Puzzle, g *graph) *deducer {
	n := g.n
	d := &deducer{g: g, n: n, closed: p.Closed, nb: g.neighbourSets(), cand: make([]board.Set, n)}
	numbered := make([]bool, n)
	pinned := make([]int, n)
	for t := range pinned {
		pinned[t] = -1
	}
	for _, c := range p.Clues {
		numbered[p.Board.Index(c.Square)] = true
		pinned[p.Step(c)] = p.Board.Index(c.Square)
	}
	// The distance and colour rules, as the encoder's clue plan has them:
	// the distances from the clues before and after each step, computed
	// as the steps go up, at most three kept at once (the clue before,
	// the clue after, and on a closed tour the one round the end), so
	// that the scratch is linear in the board, not a square each per clue.
	dists := distCache{g: g, numbered: numbered}
	dist := func(step int) []int { return dists.get(step, pinned[step]) }
	words := board.SetWords(n)
	cands := make(board.Set, n*words)
	var startColour board.Colour
	coloured := false
	for t, v := range pinned {
		if v >= 0 {
			startColour, coloured = p.Board.Square(v).Colour()^board.Colour(t&1), true
			break
		}
	}
	steps := make([]int, 0, n)
	for t, v := range pinned {
		if v >= 0 {
			steps = append(steps, t)
		}
	}
	for t := range n {
		d.cand[t] = cands[t*words : (t+1)*words : (t+1)*words]
		if v := pinned[t]; v >= 0 {
			d.cand[t].Add(v)
			continue
		}
		prev, next := -1, -1
		prevAt, nextAt := 0, 0
		for _, s := range steps {
			if s < t {
				prev, prevAt = s, s
			}
			if s > t && next < 0 {
				next, nextAt = s, s
			}
		}
		if p.Closed && len(steps) > 0 {
			if prev < 0 {
				prev, prevAt = steps[len(steps)-1], steps[len(steps)-1]-n
			}
			if next < 0 {
				next, nextAt = steps[0], steps[0]+n
			}
		}
		var fromPrev, fromNext []int
		if prev >= 0 {
			fromPrev = dist(prev)
		}
		if next >= 0 {
			fromNext = dist(next)
		}
		for v := range n {
			if numbered[v] || coloured && p.Board.Square(v).Colour() != startColour^board.Colour(t&1) {
				continue
			}
			if prev >= 0 && t-prevAt < fromPrev[v] || next >= 0 && nextAt-t < fromNext[v] {
				continue
			}
			d.cand[t].Add(v)
		}
	}
	return d
}

// distCache holds the distances from the squares of a few clues, by the
// clue's step, in the graph's scratch: three arrays of a square each,
// the least recently used one refilled.
type distCache struct {
	g        *graph
	numbered []bool
	step     [3]int
	used     [3]int
	filled   [3]bool
	clock    int
}

// get returns the distances from v, the square of step, through squares
// not numbered.
func (c *distCache) get(step, v int) []int {
	n := c.g.n
	if len(c.g.scratch) < 3*n {
		c.g.scratch = make([]int, 3*n)
	}
	c.clock++
	oldest := 0
	for i := range c.step {
		if c.filled[i] && c.step[i] == step {
			c.used[i] = c.clock
			return c.g.scratch[i*n : (i+1)*n]
		}
		if !c.filled[i] || c.filled[oldest] && c.used[i] < c.used[oldest] {
			oldest = i
		}
	}
	i := oldest
	c.step[i], c.used[i], c.filled[i] = step, c.clock, true
	return c.g.bfsInto(c.g.scratch[i*n:(i+1)*n], v, c.numbered)
}

// neighbourSets returns each square's knight neighbours as a set, made
// once per graph: a case split runs the deductions on many puzzles of one
// board.
func (g *graph) neighbourSets() []board.Set {
	if g.nbs == nil {
		g.nbs = make([]board.Set, g.n)
		for v := range g.n {
			g.nbs[v] = board.NewSet(g.n)
			for _, u := range g.adj[v] {
				g.nbs[v].Add(int(u))
			}
		}
	}
	return g.nbs
}

// neighbours returns the squares one move from some member of s.
func (d *deducer) neighbours(s, out board.Set) board.Set {
	clear(out)
	for v := range s.All() {
		out.Union(d.nb[v])
	}
	return out
}

// run applies the rules to a fixed point. It returns false when some
// number is left without a square or a square without a number: the
// puzzle has no solution. When d.ctx ends first it returns true with
// d.cut set.
func (d *deducer) run() bool {
	n := d.n
	tmp, old := board.NewSet(n), board.NewSet(n)
	for changed := true; changed; {
		changed = false
		for t := range n {
			if t%64 == 0 && d.ctx != nil && d.ctx.Err() != nil {
				d.cut = true
				return true
			}
			copy(old, d.cand[t])
			for _, u := range [2]int{t - 1, t + 1} {
				if u < 0 || u >= n {
					if !d.closed || n < 3 {
						continue
					}
					u = (u + n) % n
				}
				d.cand[t].Intersect(d.neighbours(d.cand[u], tmp))
			}
			switch d.cand[t].Count() {
			case 0:
				return false
			case 1:
				v := d.cand[t].First()
				for u := range n {
					if u != t && d.cand[u].Has(v) {
						d.cand[u].Remove(v)
						changed = true
					}
				}
			}
			if !old.Equal(d.cand[t]) {
				changed = true
			}
		}
		// A square that one number alone can take.
		where := make([]int, n)
		times := make([]int, n)
		for t := range n {
			for v := range d.cand[t].All() {
				times[v]++
				where[v] = t
			}
		}
		for v := range n {
			switch times[v] {
			case 0:
				return false
			case 1:
				if t := where[v]; d.cand[t].Count() > 1 {
					clear(d.cand[t])
					d.cand[t].Add(v)
					changed = true
				}
			}
		}
	}
	return true
}

// fixed counts the numbers whose square the deductions fixed.
func (d *deducer) fixed() int {
	k := 0
	for _, c := range d.cand {
		if c.Count() == 1 {
			k++
		}
	}
	return k
}

// Grade runs the deductions on p and says how far they go: "easy" when
// they fix every square, "hard" when search is needed after them. A
// puzzle the deductions find contradictory is graded "none". Its cost:
// O(n²/64) words for n squares, and time O(n³/64) a round.
func Grade(p puzzlecert.Puzzle) puzzlecert.Grade {
	g, _ := GradeContext(context.Background(), p)
	return g
}

// GradeContext is [Grade] ended by ctx: false when ctx ended first, or
// the puzzle is shaped (the deductions are the knight's on the full
// board), with no grade.
func GradeContext(ctx context.Context, p puzzlecert.Puzzle) (puzzlecert.Grade, bool) {
	if ctx.Err() != nil || !p.Plain() {
		// The deductions are the knight's on the full board.
		return puzzlecert.Grade{}, false
	}
	d := newDeducer(p, newGraph(p.Board))
	d.ctx = ctx
	g := puzzlecert.Grade{Squares: d.n}
	ok := d.run()
	if d.cut {
		return puzzlecert.Grade{}, false
	}
	if !ok {
		g.Level = "none"
		return g, true
	}
	g.Deduced = d.fixed()
	g.Level = "hard"
	if g.Deduced == d.n {
		g.Level = "easy"
	}
	return g, true
}
