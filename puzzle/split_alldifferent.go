package puzzle

import "math/bits"

// allDifferent is the rule of the matching (Régin, "A filtering
// algorithm for constraints of difference in CSPs", AAAI 1994): each
// step takes one square and each square one step, so a solution is a
// perfect matching of the steps with the squares they may take, and a
// square that no perfect matching gives a step is not that step's. It
// subsumes Hall's sets: k steps confined to k squares keep them, and k
// squares that only k steps may take are theirs. It runs once the other
// rules are done, when every step with one square has it alone (single),
// so only the steps with several squares take part, over the squares
// left to them: it finds one perfect matching of those (augmenting
// paths, Kuhn, from a greedy start that tries each step's square of the
// last run first), then the strongly connected components (Tarjan) of
// the graph with an arc from each such step to the step matched to each
// other square it may take: a square belongs to some perfect matching of
// its step exactly when the two steps share a component, the arcs
// closing an alternating cycle. Which matching it finds changes nothing
// it removes. It calls changed for each step it narrows; false when no
// perfect matching exists. Cost: O(k·e) for the matching at worst,
// O(k+e) for the components, k steps with e squares in all.
func (m *domains) allDifferent(changed func(t int)) bool {
	open := m.severalSquares()
	if len(open) < 2 {
		return true
	}
	if !m.matchSteps(open) {
		return false
	}
	m.components(open)
	m.keepComponents(open, changed)
	return true
}

// severalSquares lists, in m.work.open, the steps with several squares,
// those the matching is about.
func (m *domains) severalSquares() []int {
	W := m.words
	w := m.work
	open := w.open[:0]
	for t := range m.n {
		if m.single[t] {
			continue // one square, taken from every other step
		}
		e := m.cand[t*W : (t+1)*W]
		k := 0
		for _, x := range e {
			k += bits.OnesCount64(x)
			if k > 1 {
				break
			}
		}
		if k > 1 {
			open = append(open, t)
		}
	}
	w.open = open
	return open
}

// matchSteps matches each open step with a square of its own, into
// m.work's stepOn and squareOf: greedily, the square of the last run
// when still there and free, else the first free one, then by augmenting
// paths. It is false when there is no perfect matching.
func (m *domains) matchSteps(open []int) bool {
	n, W := m.n, m.words
	w := m.work
	stepOn, squareOf := w.stepOn, w.squareOf
	// Only the squares of the open steps are read, and every one is
	// cleared.
	for v := range n {
		stepOn[v] = -1
	}
	var unmatched []int
	for _, t := range open {
		e := m.cand[t*W : (t+1)*W]
		if v := squareOf[t]; v >= 0 && v < n && e[v>>6]&(1<<(v&63)) != 0 && stepOn[v] < 0 {
			stepOn[v] = t
			continue
		}
		squareOf[t] = -1
	search:
		for i, x := range e {
			for ; x != 0; x &= x - 1 {
				if v := i<<6 + bits.TrailingZeros64(x); stepOn[v] < 0 {
					stepOn[v], squareOf[t] = t, v
					break search
				}
			}
		}
		if squareOf[t] < 0 {
			unmatched = append(unmatched, t)
		}
	}
	visited := w.visited
	var augment func(t int) bool
	augment = func(t int) bool {
		e := m.cand[t*W : (t+1)*W]
		for i, x := range e {
			for x &^= visited[i]; x != 0; x &= x - 1 {
				v := i<<6 + bits.TrailingZeros64(x)
				visited[i] |= 1 << (v & 63)
				if u := stepOn[v]; u < 0 || augment(u) {
					stepOn[v], squareOf[t] = t, v
					return true
				}
			}
		}
		return false
	}
	for _, t := range unmatched {
		clear(visited)
		if !augment(t) {
			return false
		}
	}
	return true
}

// components finds Tarjan's strongly connected components of the open
// steps, each arc from a step to the step matched to another square it
// may take, into m.work.component.
func (m *domains) components(open []int) {
	W := m.words
	w := m.work
	stepOn := w.stepOn
	index, low, comp, onStack := w.index, w.low, w.component, w.onStack
	for _, t := range open {
		index[t] = -1
	}
	stack := w.stack[:0]
	next := 0
	var connect func(t int)
	connect = func(t int) {
		index[t], low[t] = next, next
		next++
		stack = append(stack, t)
		onStack[t] = true
		e := m.cand[t*W : (t+1)*W]
		for i, x := range e {
			for ; x != 0; x &= x - 1 {
				u := stepOn[i<<6+bits.TrailingZeros64(x)]
				if u == t {
					continue
				}
				if index[u] < 0 {
					connect(u)
					low[t] = min(low[t], low[u])
				} else if onStack[u] {
					low[t] = min(low[t], index[u])
				}
			}
		}
		if low[t] == index[t] {
			for {
				u := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[u] = false
				comp[u] = t
				if u == t {
					break
				}
			}
		}
	}
	for _, t := range open {
		if index[t] < 0 {
			connect(t)
		}
	}
	w.stack = stack
}

// keepComponents takes from each open step every square whose matched
// step is in another component, and calls changed on the steps narrowed.
func (m *domains) keepComponents(open []int, changed func(t int)) {
	W := m.words
	stepOn, comp := m.work.stepOn, m.work.component
	for _, t := range open {
		e := m.cand[t*W : (t+1)*W]
		narrowed := false
		for i, x := range e {
			for ; x != 0; x &= x - 1 {
				v := i<<6 + bits.TrailingZeros64(x)
				if comp[stepOn[v]] != comp[t] {
					e[i] &^= 1 << (v & 63)
					narrowed = true
				}
			}
		}
		if narrowed {
			changed(t)
		}
	}
}
