package puzzle

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// tooFewNeighbours finds a square without a clue that a tour cannot pass
// through: it holds a missing number, whose numbers before and after
// stand on two of its knight neighbours, each free or a clue whose own
// number before or after is missing; so it needs two such neighbours, or
// one when a missing first or last number of an open tour may be there.
// It is the first of the deductions a certificate of kind
// [puzzlecert.Deduced] stands for. Cost: O(n) for n squares.
func tooFewNeighbours(p puzzlecert.Puzzle, g *graph) (bool, board.Square) {
	n := g.n
	if len(g.onSquare) != n {
		g.onSquare, g.missing = make([]int, n), make([]bool, n)
	}
	onSquare := g.onSquare // the step of the clue on each square, -1
	for v := range onSquare {
		onSquare[v] = -1
	}
	missing := g.missing
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
	deductionRuleList = "each number one move from a square the number before it can take and from another the number after it can take, a number with one square keeping it, a square only one number can take getting it, a square no end of the tour can take, with only two neighbours able to take a number next to its own, having its numbers before and after on them, and a number keeping only the squares some pairing of every number with its own square gives it"
	deductionRules    = " (" + deductionRuleList + ")"
)

// explainDeduction says which deduction of a certificate of kind
// [puzzlecert.Deduced] finds no solution for p, naming the rules when
// rules is true.
func explainDeduction(p puzzlecert.Puzzle, rules bool) string {
	g := newGraph(p.Board)
	if short, s := tooFewNeighbours(p, g); short {
		return fmt.Sprintf("%v has no clue and too few knight neighbours that are free or next to a missing number for a tour to pass through it", s)
	}
	// The steps' squares where the deductions stopped.
	// The deductions of a proof's every node, the matching's among them,
	// on every board a producer makes such a certificate for; past that
	// the plain deducer, which has fewer rules than verify's and says so.
	var cand []board.Set
	if p.Board.Size() <= maxProofSquares {
		m := newDomains(p, g)
		if m.settle() {
			return "the deductions find no contradiction (a certificate of another puzzle)"
		}
		for t := range m.n {
			cand = append(cand, m.set(t))
		}
	} else {
		d := newDeducer(p, g)
		if d.run() {
			return fmt.Sprintf("the deductions this explanation runs on boards past %d squares, fewer than verify runs, find no contradiction", maxProofSquares)
		}
		cand = d.cand
	}
	what := "the deductions"
	if rules {
		what += deductionRules
	}
	for t, c := range cand {
		if c.Count() > 0 {
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
		if !slices.ContainsFunc(cand, func(c board.Set) bool { return c.Has(v) }) {
			return fmt.Sprintf("%s leave %v with no number", what, p.Board.Square(v))
		}
	}
	if !perfectMatching(cand) {
		return what + " leave some numbers fewer squares between them than there are numbers"
	}
	return what + " leave a square with fewer than two neighbours that can be next to it on the tour"
}

// perfectMatching says whether each step of cand can take a square of
// its own (augmenting paths, as [domains.allDifferent] finds them, here
// over every step: it explains, it does not run at every node).
func perfectMatching(cand []board.Set) bool {
	n := len(cand)
	stepOn := make([]int, n)
	for v := range stepOn {
		stepOn[v] = -1
	}
	seen := make([]bool, n)
	var augment func(t int) bool
	augment = func(t int) bool {
		for v := range cand[t].All() {
			if seen[v] {
				continue
			}
			seen[v] = true
			if stepOn[v] < 0 || augment(stepOn[v]) {
				stepOn[v] = t
				return true
			}
		}
		return false
	}
	for t := range n {
		clear(seen)
		if !augment(t) {
			return false
		}
	}
	return true
}

// domains are the deductions of [deducer] and three rules more, run by a
// work list: the split runs them at every node and on every branch it
// looks ahead at, and a proof of uniqueness on boards of any size. The
// first rule more: a step's square needs one neighbour the step before
// may take and another the step after may take, two steps being on two
// squares (it measured 88 of the 90 puzzles of the 8x8 none set proved
// within 2,000 nodes, against 72 without). The second, on squares
// ([domains.degreeTwo]): a square with only two neighbours that may be
// next to it on the tour has them there (it cut the nodes of the page's
// hard 8x8 and 10x10 proofs of uniqueness by half or more). The third,
// on numbers and squares together ([domains.allDifferent]): a square
// that no perfect matching of the steps with their squares gives a step
// is not that step's (on the page's hard 12x12 puzzles, seeds 1 to 6,
// it cut the nodes of the proofs that end within 20,000 by a quarter to
// two thirds; on the hard 10x10 ones, 11 of 12 proofs took fewer, up to
// three quarters fewer, and one 7% more). The fixed point is the largest
// state the rules leave alone, the same in any order, which verify runs
// again its own way.
type domains struct {
	n      int
	closed bool
	words  int         // the words of a set
	nb     []board.Set // knight neighbours of each square, the graph's
	// cand holds the squares each step may be on, words words a step.
	cand board.Set
	// nb1, on boards up to 64 squares, is nb a word a square: there a
	// set is one word, and settle narrows a step on words, not sets (the
	// split runs it at every node).
	nb1 []uint64
	// nbw, on boards of two to maxSmallWords words a set, is nb flat,
	// words words a square: settle narrows a step there on a few words
	// on the stack (a proof of uniqueness runs it on 10x10 and 12x12).
	nbw []uint64
	adj [][]int32 // the graph's
	// single[t]: step t has one square, already taken from every other
	// step; dirty lists the steps to look at again, all when nil.
	single []bool
	dirty  []int
	work   *settleWork // shared by a split's domains: one goroutine
	// settled is settle's answer once it ran: 1 true, -1 false, 0 not
	// run. A split looks ahead at a branch, then proves it from the same
	// domains.
	settled int8
}

// settleWork is settle's scratch, made once per split.
type settleWork struct {
	queued []bool
	queue  []int
	reach  board.Set // the squares one move from step u's, while fresh[u]
	fresh  []bool
	// c is the step being narrowed; once and twice the squares some
	// step, and two steps, may take.
	c, once, twice board.Set
	// steps holds, words words a square, the steps that may take it;
	// near the steps next to those of one square (degreeTwo).
	steps, near board.Set
	// The matching's scratch (allDifferent): the step on each square and
	// the square of each step, -1 (squareOf kept from the last run, where
	// the greedy start looks first); the steps with several squares; the
	// squares an augmenting path has visited; and Tarjan's numbers of
	// each step.
	stepOn, squareOf []int
	open             []int
	visited          board.Set
	index, low       []int
	component        []int
	stack            []int
	onStack          []bool
	// spare holds domains no one reads any more, for copyOf to reuse.
	spare []*domains
}

// newDomains starts from the deducer's first domains for p.
func newDomains(p puzzlecert.Puzzle, g *graph) *domains {
	d := newDeducer(p, g)
	n, words := g.n, board.SetWords(g.n)
	m := &domains{n: n, closed: p.Closed, words: words, nb: d.nb, adj: g.adj, cand: make(board.Set, n*words), single: make([]bool, n),
		work: &settleWork{queued: make([]bool, n), queue: make([]int, n), reach: make(board.Set, n*words), fresh: make([]bool, n),
			c: board.NewSet(n), once: board.NewSet(n), twice: board.NewSet(n), steps: make(board.Set, n*words), near: board.NewSet(n),
			stepOn: make([]int, n), squareOf: make([]int, n), open: make([]int, 0, n), visited: board.NewSet(n),
			index: make([]int, n), low: make([]int, n), component: make([]int, n), stack: make([]int, 0, n), onStack: make([]bool, n)}}
	for t, s := range d.cand {
		copy(m.set(t), s)
	}
	if words == 1 {
		m.nb1 = make([]uint64, n)
		for v, s := range m.nb {
			m.nb1[v] = s[0]
		}
	} else if words <= maxSmallWords {
		m.nbw = make([]uint64, 0, n*words)
		for _, s := range m.nb {
			m.nbw = append(m.nbw, s...)
		}
	}
	return m
}

// maxSmallWords bounds the sets settle narrows on the stack: up to 256
// squares.
const maxSmallWords = 4

// set is step t's squares.
func (m *domains) set(t int) board.Set {
	w := m.words
	return m.cand[t*w : (t+1)*w : (t+1)*w]
}

// has says whether step t may be on square v.
func (m *domains) has(t, v int) bool { return m.cand[t*m.words+v>>6]&(1<<(v&63)) != 0 }

// with is m, at its fixed point, with step t on square v: the
// deductions of the puzzle with that clue added reach the same fixed
// point from it as from their own start (the largest state the rules
// leave alone lies within both), at a fraction of the cost. m is not
// changed.
func (m *domains) with(t, v int) *domains {
	e := m.copyOf(m)
	i, bit := v>>6, uint64(1)<<(v&63)
	for u := range m.n {
		if j := u*m.words + i; e.cand[j]&bit != 0 || u == t {
			e.cand[j] &^= bit
			e.dirty = append(e.dirty, u)
		}
	}
	s := e.set(t)
	clear(s)
	s.Add(v)
	e.single[t] = true
	return e
}

// within is a, a fixed point of the deductions, narrowed to m's
// squares, each step m narrows to be looked at again: from it they reach
// the largest state the rules leave alone within both (as from
// [domains.with], the steps narrowed being the ones a changed fixed
// point's rules read). Neither is changed.
func (m *domains) within(a *domains) *domains {
	e := m.copyOf(a)
	W := m.words
	for t := range m.n {
		narrowed := false
		for j := t * W; j < (t+1)*W; j++ {
			if x := e.cand[j] & m.cand[j]; x != e.cand[j] {
				e.cand[j], narrowed = x, true
			}
		}
		if narrowed {
			e.dirty = append(e.dirty, t)
		}
	}
	return e
}

// copyOf is a copy of a's squares, unsettled, with m's graph and
// scratch, made in the memory of a domains given back to the scratch
// (see [domains.discard]) when there is one.
func (m *domains) copyOf(a *domains) *domains {
	w := m.work
	var e *domains
	if k := len(w.spare); k > 0 {
		e, w.spare = w.spare[k-1], w.spare[:k-1]
		cand, single, dirty := e.cand, e.single, e.dirty[:0]
		*e = domains{cand: cand, single: single, dirty: dirty}
		copy(e.cand, a.cand)
		copy(e.single, a.single)
	} else {
		e = &domains{cand: slices.Clone(a.cand), single: slices.Clone(a.single), dirty: make([]int, 0, 8)}
	}
	e.n, e.closed, e.words, e.nb, e.nb1, e.nbw, e.adj, e.work = m.n, m.closed, m.words, m.nb, m.nb1, m.nbw, m.adj, m.work
	return e
}

// discard gives m's memory back to the scratch for [domains.copyOf]:
// the caller holds no reference to m. The scratch holds no more of them
// than were in use at once.
func (m *domains) discard() {
	m.work.spare = append(m.work.spare, m)
}

// oneSquare says whether step t has one square left.
func (m *domains) oneSquare(t int) bool {
	k := 0
	for _, x := range m.cand[t*m.words : (t+1)*m.words] {
		if k += bits.OnesCount64(x); k > 1 {
			return false
		}
	}
	return k == 1
}

// solved says whether every step has one square left.
func (m *domains) solved() bool {
	for t := range m.n {
		if m.set(t).Count() != 1 {
			return false
		}
	}
	return true
}

// oneSupport says whether the squares one move from a square, nb, that
// from may take are at most one, and the same that to may take.
func oneSupport(nb, from, to board.Set) bool {
	from, to = from[:len(nb)], to[:len(nb)]
	supports := 0
	for j, y := range nb {
		if y&from[j] != y&to[j] {
			return false
		}
		supports += bits.OnesCount64(y & from[j])
	}
	return supports <= 1
}

// settle runs the rules to their fixed point; false when a step or a
// square is left with no place.
func (m *domains) settle() bool {
	if m.settled == 0 {
		m.settled = -1
		if m.fixedPoint() {
			m.settled = 1
		}
	}
	return m.settled > 0
}

// fixedPoint is settle's work.
func (m *domains) fixedPoint() bool {
	n, W := m.n, m.words
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
	fresh := w.fresh
	clear(fresh)
	// A step's rules read the squares of the steps before and after it,
	// and what they take from its own squares is the same or more as
	// those narrow: a step whose own squares alone changed since its
	// rules last ran is looked at again only when one square is left it,
	// to take that square from the others.
	changed := func(t int) {
		fresh[t] = false
		if !m.single[t] && m.oneSquare(t) {
			push(t)
		}
		for _, d := range [2]int{-1, 1} {
			if u, ok := step(t, d); ok {
				push(u)
			}
		}
	}
	reachOf := func(u int) board.Set {
		r := w.reach[u*W : (u+1)*W : (u+1)*W]
		if !fresh[u] {
			clear(r)
			for v := range m.set(u).All() {
				r.Union(m.nb[v])
			}
			fresh[u] = true
		}
		return r
	}
	reach1 := func(u int) uint64 { // reachOf on a board of one word
		if !fresh[u] {
			x := uint64(0)
			for c := m.cand[u]; c != 0; c &= c - 1 {
				x |= m.nb1[bits.TrailingZeros64(c)]
			}
			w.reach[u], fresh[u] = x, true
		}
		return w.reach[u]
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
			// The rules of one step: its squares one move from a square
			// of the step before and of the step after, two steps on two
			// squares, and, when one square is left, that square taken
			// from every other step.
			if m.nb1 != nil { // a set a word: the split's every node
				word := m.cand[t]
				for _, d := range [2]int{-1, 1} {
					if u, ok := step(t, d); ok {
						word &= reach1(u)
					}
				}
				before, okb := step(t, -1)
				after, oka := step(t, 1)
				if okb && oka && before != after {
					from, to := m.cand[before], m.cand[after]
					for x := word; x != 0; x &= x - 1 {
						v := bits.TrailingZeros64(x)
						if b := m.nb1[v] & from; b == m.nb1[v]&to && b&(b-1) == 0 {
							word &^= 1 << v
						}
					}
				}
				if word != m.cand[t] {
					m.cand[t] = word
					changed(t)
				}
				if word == 0 {
					return false
				}
				if word&(word-1) == 0 && !m.single[t] {
					m.single[t] = true
					for u, e := range m.cand {
						if u != t && e&word != 0 {
							m.cand[u] &^= word
							changed(u)
						}
					}
				}
			} else if m.nbw != nil {
				if !m.narrowSmall(t, step, changed) {
					return false
				}
			} else if !m.narrow(t, step, reachOf, changed) {
				return false
			}
		}
		if !m.onlyStep(changed) {
			return false
		}
		if size == 0 {
			if !m.degreeTwo(changed) {
				return false
			}
		}
		if size == 0 {
			if !m.allDifferent(changed) {
				return false
			}
			if size == 0 {
				return true
			}
		}
	}
}

// onlyStep gives a square that one step alone may take to that step,
// calling changed for each step it narrows; false when some square no
// step may take.
func (m *domains) onlyStep(changed func(t int)) bool {
	n, W := m.n, m.words
	once, twice := m.work.once, m.work.twice
	if m.nb1 != nil {
		var o, tw uint64
		for _, x := range m.cand {
			tw |= o & x
			o |= x
		}
		if bits.OnesCount64(o) != n {
			return false
		}
		once[0] = o &^ tw // the squares one step alone may take
	} else {
		clear(once)
		clear(twice)
		i := 0
		for _, x := range m.cand {
			twice[i] |= once[i] & x
			once[i] |= x
			if i++; i == W {
				i = 0
			}
		}
		if once.Count() != n {
			return false
		}
		once.Difference(twice) // now: the squares one step alone may take
	}
	for t, some := 0, once.First() >= 0; some && t < n; t++ {
		e := m.set(t)
		lowest := -1 // the first square of e that only t may take
		for i := range e {
			if hit := e[i] & once[i]; hit != 0 {
				lowest = i<<6 + bits.TrailingZeros64(hit)
				break
			}
		}
		if lowest < 0 || e.Count() == 1 {
			continue
		}
		// Two such squares for one step leave one of them to none:
		// it keeps the lowest, and the next pass finds the other in
		// no step.
		clear(e)
		e.Add(lowest)
		changed(t)
	}
	return true
}

// narrow is settle's rules of one step on sets of several words; false
// when step t has no square left.
func (m *domains) narrow(t int, step func(t, d int) (int, bool), reachOf func(u int) board.Set, changed func(t int)) bool {
	c := m.work.c
	cur := m.set(t)
	copy(c, cur)
	for _, d := range [2]int{-1, 1} {
		if u, ok := step(t, d); ok {
			c.Intersect(reachOf(u))
		}
	}
	// Two steps on two squares: a square whose one neighbour
	// that step t-1 may take is the one t+1 may take is not
	// t's.
	before, okb := step(t, -1)
	after, oka := step(t, 1)
	if okb && oka && before != after {
		from, to := m.set(before), m.set(after)
		for v := range c.All() {
			if oneSupport(m.nb[v], from, to) {
				c.Remove(v)
			}
		}
	}
	if !c.Equal(cur) {
		copy(cur, c)
		changed(t)
	}
	k := c.Count()
	if k == 0 {
		return false
	}
	if k == 1 && !m.single[t] {
		m.single[t] = true
		v := c.First()
		for u := range m.n {
			if u != t && m.has(u, v) {
				m.set(u).Remove(v)
				changed(u)
			}
		}
	}
	return true
}

// narrowSmall is settle's rules of one step on sets of two to
// maxSmallWords words, the same as narrow's, on words; false when step
// t has no square left.
func (m *domains) narrowSmall(t int, step func(t, d int) (int, bool), changed func(t int)) bool {
	W := m.words
	w := m.work
	var c [maxSmallWords]uint64
	cur := m.cand[t*W : (t+1)*W : (t+1)*W]
	copy(c[:W], cur)
	for _, d := range [2]int{-1, 1} {
		u, ok := step(t, d)
		if !ok {
			continue
		}
		r := w.reach[u*W : (u+1)*W : (u+1)*W]
		if !w.fresh[u] {
			clear(r)
			for i, x := range m.cand[u*W : (u+1)*W] {
				for ; x != 0; x &= x - 1 {
					nv := m.nbw[(i<<6+bits.TrailingZeros64(x))*W:]
					for j := range r {
						r[j] |= nv[j]
					}
				}
			}
			w.fresh[u] = true
		}
		for j := range W {
			c[j] &= r[j]
		}
	}
	// Two steps on two squares, as in narrow.
	before, okb := step(t, -1)
	after, oka := step(t, 1)
	if okb && oka && before != after {
		from, to := m.cand[before*W:(before+1)*W], m.cand[after*W:(after+1)*W]
		for i := range W {
			for x := c[i]; x != 0; x &= x - 1 {
				v := i<<6 + bits.TrailingZeros64(x)
				nv := m.nbw[v*W : (v+1)*W]
				same, supports := true, 0
				for j, y := range nv {
					b := y & from[j]
					if b != y&to[j] {
						same = false
						break
					}
					supports += bits.OnesCount64(b)
				}
				if same && supports <= 1 {
					c[i] &^= 1 << (v & 63)
				}
			}
		}
	}
	k, diff := 0, false
	for j := range W {
		if c[j] != cur[j] {
			diff = true
		}
		k += bits.OnesCount64(c[j])
	}
	if diff {
		copy(cur, c[:W])
		changed(t)
	}
	if k == 0 {
		return false
	}
	if k == 1 && !m.single[t] {
		m.single[t] = true
		i, bit := 0, uint64(0)
		for j := range W {
			if c[j] != 0 {
				i, bit = j, c[j]
				break
			}
		}
		for u := range m.n {
			if u != t && m.cand[u*W+i]&bit != 0 {
				m.cand[u*W+i] &^= bit
				changed(u)
			}
		}
	}
	return true
}

// degreeTwo is the rule of a square's two neighbours: a square that no
// step of an open tour's ends may take stands between the squares of the
// steps before and after its own, two different neighbours of it. So at
// least two of its neighbours may take a step next to one it may take,
// and when exactly two may, those two are its neighbours on the tour,
// each taking only steps next to one the square may take. It calls
// changed for each step it narrows; false when a square has fewer than
// two such neighbours.
func (m *domains) degreeTwo(changed func(t int)) bool {
	n, W := m.n, m.words
	if n < 3 {
		return true
	}
	steps, near := m.work.steps, m.work.near
	clear(steps)
	for t := range n {
		for i, x := range m.cand[t*W : (t+1)*W] {
			for ; x != 0; x &= x - 1 {
				v := i<<6 + bits.TrailingZeros64(x)
				steps[v*W+t>>6] |= 1 << (t & 63)
			}
		}
	}
	last := n - 1
	for v := range n {
		sv := steps[v*W : (v+1)*W : (v+1)*W]
		if !m.closed && (sv[0]&1 != 0 || sv[last>>6]&(1<<(last&63)) != 0) {
			continue // an end of the tour may have one neighbour on it
		}
		if m.placedAmong(sv) {
			continue
		}
		nextSteps(near, sv, n, m.closed)
		var two [2]int
		k := 0
		for _, u := range m.adj[v] {
			su := steps[int(u)*W : (int(u)+1)*W]
			for i, x := range su {
				if x&near[i] != 0 {
					if k < 2 {
						two[k] = int(u)
					}
					k++
					break
				}
			}
			if k > 2 {
				break
			}
		}
		if k < 2 {
			return false
		}
		if k > 2 {
			continue
		}
		for _, u := range two {
			su := steps[u*W : (u+1)*W]
			i, bit := u>>6, uint64(1)<<(u&63)
			for j, x := range su {
				drop := x &^ near[j]
				for ; drop != 0; drop &= drop - 1 {
					t := j<<6 + bits.TrailingZeros64(drop)
					m.cand[t*W+i] &^= bit
					changed(t)
				}
				su[j] &= near[j]
			}
		}
	}
	return true
}

// placedAmong says whether the steps that may take a square, s, are
// one step that, with the steps before and after it, has its square
// alone (single): their squares, one move from the square at the other
// rules' fixed point, where degreeTwo runs, are then the only two
// neighbours that may take a step next to its own, and each takes that
// step alone, so the rule finds nothing there. When a square pruned
// earlier in the same pass took such a step from one of them, the other
// rules find the step left with no square.
func (m *domains) placedAmong(s board.Set) bool {
	t := -1
	for i, x := range s {
		if x == 0 {
			continue
		}
		if t >= 0 || x&(x-1) != 0 {
			return false
		}
		t = i<<6 + bits.TrailingZeros64(x)
	}
	if t < 0 || !m.single[t] {
		return false
	}
	n := m.n
	before, after := t-1, t+1
	if m.closed {
		before, after = (t+n-1)%n, (t+1)%n
	}
	return before >= 0 && after < n && m.single[before] && m.single[after]
}

// nextSteps sets dst to the steps one before or after a step of s, of n
// steps, round the cycle when closed.
func nextSteps(dst, s board.Set, n int, closed bool) {
	W := len(s)
	for i := range W {
		up, down := s[i]<<1, s[i]>>1
		if i > 0 {
			up |= s[i-1] >> 63
		}
		if i+1 < W {
			down |= s[i+1] << 63
		}
		dst[i] = up | down
	}
	if r := n & 63; r != 0 {
		dst[W-1] &= 1<<r - 1
	}
	if closed {
		last := n - 1
		if s[0]&1 != 0 {
			dst[last>>6] |= 1 << (last & 63)
		}
		if s[last>>6]&(1<<(last&63)) != 0 {
			dst[0] |= 1
		}
	}
}
