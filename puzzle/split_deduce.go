package puzzle

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// tooFewNeighbours finds a square without a clue that a tour cannot pass
// through: it holds a missing number, whose numbers before and after
// stand on two of its knight neighbours, each free or a clue whose own
// number before or after is missing; so it needs two such neighbours, or
// one when a missing first or last number of an open tour may be there.
// It is the first of the deductions a certificate of kind
// [evidence.ClueDeduced] stands for. Cost: O(n) for n squares.
func tooFewNeighbours(p evidence.Puzzle, g *graph) (bool, board.Square) {
	n := g.n
	onSquare := make([]int, n) // the step of the clue on each square, -1
	for v := range onSquare {
		onSquare[v] = -1
	}
	missing := make([]bool, n)
	for t := range missing {
		missing[t] = true
	}
	for _, c := range p.Clues {
		onSquare[p.Board.Index(c.Square)] = p.Step(c)
		missing[p.Step(c)] = false
	}
	open := func(t, d int) bool { // step t+d is missing
		u := t + d
		if u < 0 || u >= n {
			if !p.Closed || n < 3 {
				return false
			}
			u = (u + n) % n
		}
		return missing[u]
	}
	need := 2
	if !p.Closed && (missing[0] || missing[n-1]) {
		need = 1
	}
	for v := range n {
		if onSquare[v] >= 0 {
			continue
		}
		usable := 0
		for _, u := range g.adj[v] {
			if t := onSquare[u]; t < 0 || open(t, -1) || open(t, 1) {
				usable++
			}
		}
		if usable < need {
			return true, p.Board.Square(v)
		}
	}
	return false, board.Square{}
}

// deductionRules names the rules of a deduction certificate's fixed
// point, said once in an answer.
const (
	deductionRuleList = "each number one move from a square the number before it can take and from another the number after it can take, a number with one square keeping it, a square only one number can take getting it"
	deductionRules    = " (" + deductionRuleList + ")"
)

// explainDeduction says which deduction of a certificate of kind
// [evidence.ClueDeduced] finds no solution for p, naming the rules when
// rules is true.
func explainDeduction(p evidence.Puzzle, rules bool) string {
	g := newGraph(p.Board)
	if short, s := tooFewNeighbours(p, g); short {
		return fmt.Sprintf("%v has no clue and too few knight neighbours that are free or next to a missing number for a tour to pass through it", s)
	}
	// The steps' squares where the deductions stopped.
	var cand []set
	if p.Board.Size() <= maxDeduceSquares {
		m := newDomains(p, g)
		if m.settle() {
			return "the deductions find no contradiction (a certificate of another puzzle)"
		}
		for _, c := range m.cand {
			cand = append(cand, set{c})
		}
	} else {
		d := newDeducer(p, g)
		if d.run() {
			return "the deductions find no contradiction (a certificate of another puzzle)"
		}
		cand = d.cand
	}
	what := "the deductions"
	if rules {
		what += deductionRules
	}
	for t, c := range cand {
		if c.count() > 0 {
			continue
		}
		for _, x := range p.Clues {
			if p.Step(x) == t {
				return fmt.Sprintf("%s rule out %d's own square, %v", what, x.Number, x.Square)
			}
		}
		return fmt.Sprintf("%s leave %d with no square", what, p.First+t)
	}
	for v := range p.Board.Size() {
		if !slices.ContainsFunc(cand, func(c set) bool { return c.has(v) }) {
			return fmt.Sprintf("%s leave %v with no number", what, p.Board.Square(v))
		}
	}
	return what + " leave a square with no number"
}

// domains are the deductions of [deducer] and one rule more on a board
// of at most 64 squares, a word a set, run by a work list: the split
// runs them at every node and on every branch it looks ahead at. The
// rule more: a step's square needs one neighbour the step before may
// take and another the step after may take, two steps being on two
// squares (it measured 88 of the 90 puzzles of the 8x8 none set proved
// within 2,000 nodes, against 72 without). The fixed point is the
// largest state the rules leave alone, the same in any order, which
// verify runs again its own way.
type domains struct {
	n      int
	closed bool
	// words is the words of a set: one up to 64 squares, where settle
	// runs; more on the larger boards of a proof of uniqueness, where
	// settleWide runs, and a set is words words in nb and cand.
	words int
	nb    []uint64 // knight neighbours of each square
	cand  []uint64 // cand[t]: the squares step t may be on
	// single[t]: cand[t] is one square, already taken from every other
	// step; dirty lists the steps to look at again, all when nil.
	single []bool
	dirty  []int
	work   *settleWork // shared by a split's domains: one goroutine
}

// settleWork is settle's scratch, made once per split.
type settleWork struct {
	queued []bool
	queue  []int
	reach  []uint64 // reach[u]: the squares one move from cand[u], while fresh[u]
	fresh  []bool
}

// newDomains starts from the deducer's first domains for p.
func newDomains(p evidence.Puzzle, g *graph) *domains {
	d := newDeducer(p, g)
	n, words := g.n, (g.n+63)/64
	m := &domains{n: n, closed: p.Closed, words: words, nb: make([]uint64, n*words), cand: make([]uint64, n*words), single: make([]bool, n),
		work: &settleWork{queued: make([]bool, n), queue: make([]int, n), reach: make([]uint64, n*words), fresh: make([]bool, n)}}
	for v, s := range d.nb {
		copy(m.nb[v*words:], s)
	}
	for t, s := range d.cand {
		copy(m.cand[t*words:], s)
	}
	return m
}

// with is m, at its fixed point, with step t on square v: the
// deductions of the puzzle with that clue added reach the same fixed
// point from it as from their own start (the largest state the rules
// leave alone lies within both), at a fraction of the cost. m is not
// changed.
func (m *domains) with(t, v int) *domains {
	if m.words > 1 {
		return m.withWide(t, v)
	}
	e := &domains{words: 1, n: m.n, closed: m.closed, nb: m.nb, cand: make([]uint64, m.n), single: make([]bool, m.n), dirty: make([]int, 0, 8), work: m.work}
	copy(e.single, m.single)
	bit := uint64(1) << v
	for u, c := range m.cand {
		e.cand[u] = c &^ bit
		if c&bit != 0 || u == t {
			e.dirty = append(e.dirty, u)
		}
	}
	e.cand[t], e.single[t] = bit, true
	return e
}

func (m *domains) has(t, v int) bool { return m.cand[t*m.words+v>>6]&(1<<(v&63)) != 0 }

// settle runs the rules to their fixed point; false when a step or a
// square is left with no place.
func (m *domains) settle() bool {
	if m.words > 1 {
		return m.settleWide()
	}
	n := m.n
	all := uint64(1)<<n - 1
	if n == 64 {
		all = ^uint64(0)
	}
	w := m.work
	// A ring of the steps queued, each at most once.
	queued, ring := w.queued, w.queue[:n]
	clear(queued)
	head, size := 0, 0
	push := func(t int) {
		if !queued[t] {
			queued[t] = true
			ring[(head+size)%n] = t
			size++
		}
	}
	step := func(t, d int) (int, bool) {
		u := t + d
		if u >= 0 && u < n {
			return u, true
		}
		if !m.closed || n < 3 {
			return 0, false
		}
		return (u + n) % n, true
	}
	reach, fresh := w.reach, w.fresh
	clear(fresh)
	changed := func(t int) {
		fresh[t] = false
		push(t)
		for _, d := range [2]int{-1, 1} {
			if u, ok := step(t, d); ok {
				push(u)
			}
		}
	}
	reachOf := func(u int) uint64 {
		if !fresh[u] {
			r := uint64(0)
			for c := m.cand[u]; c != 0; c &= c - 1 {
				r |= m.nb[bits.TrailingZeros64(c)]
			}
			reach[u], fresh[u] = r, true
		}
		return reach[u]
	}
	if m.dirty == nil {
		for t := range n {
			push(t)
		}
	} else {
		for _, t := range m.dirty {
			changed(t)
		}
		m.dirty = m.dirty[:0]
	}
	for {
		for size > 0 {
			t := ring[head]
			head, size = (head+1)%n, size-1
			queued[t] = false
			c := m.cand[t]
			for _, d := range [2]int{-1, 1} {
				if u, ok := step(t, d); ok {
					c &= reachOf(u)
				}
			}
			{
				before, okb := step(t, -1)
				after, oka := step(t, 1)
				if okb && oka && before != after {
					for x := c; x != 0; x &= x - 1 {
						w := bits.TrailingZeros64(x)
						b, a := m.nb[w]&m.cand[before], m.nb[w]&m.cand[after]
						if b == a && b&(b-1) == 0 {
							c &^= 1 << w
						}
					}
				}
			}
			if c != m.cand[t] {
				m.cand[t] = c
				changed(t)
			}
			if c == 0 {
				return false
			}
			if c&(c-1) == 0 && !m.single[t] {
				m.single[t] = true
				for u := range n {
					if u != t && m.cand[u]&c != 0 {
						m.cand[u] &^= c
						changed(u)
					}
				}
			}
		}
		// A square that one step alone may take is that step's.
		var once, twice uint64
		for _, c := range m.cand {
			twice |= once & c
			once |= c
		}
		if once != all {
			return false
		}
		if only := once &^ twice; only != 0 {
			for t, c := range m.cand {
				// Two such squares for one step leave one of them to
				// none: it keeps the lowest, and the next pass finds
				// the other in no step.
				if hit := c & only; hit != 0 && c != hit&-hit {
					m.cand[t] = hit & -hit
					changed(t)
				}
			}
		}
		if size == 0 {
			return true
		}
	}
}
