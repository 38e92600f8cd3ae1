package verify

import "slices"

// allDifferent: a solution gives each step one square and each square
// one step, a perfect matching of the steps with the squares they may
// take; so a square that no perfect matching gives a step is not that
// step's (the filtering of Régin, AAAI 1994). It finds one perfect
// matching by augmenting paths, then, with an arc from each step to the
// step matched to every other square it may take, the steps each step
// reaches and is reached from (Kosaraju's two passes): step t may keep
// square v, matched to step u, exactly when t and u reach each other,
// the arc t to u closing an alternating cycle that trades squares round
// it. It is false when there is no perfect matching.
func (d *deducer) allDifferent() (bool, error) {
	if d.stepOn == nil {
		n := d.n
		d.stepOn, d.squareOf, d.seen, d.component = make([]int, n), make([]int, n), make([]int, n), make([]int, n)
		d.order, d.inStart, d.done = make([]int, 0, n), make([]int, n+1), make([]bool, n)
		for v := range n {
			d.stepOn[v], d.squareOf[v], d.seen[v] = -1, -1, -1
		}
	}
	if ok, err := d.perfectMatching(); err != nil || !ok {
		return false, err
	}
	work := d.reverseArcs()
	work += d.components()
	work += d.removeUnmatched()
	return true, d.ck.charge(work + 8*int64(d.n))
}

// perfectMatching grows the matching of the last round, less the pairs
// whose step may no longer take its square, to a perfect one by
// augmenting paths: which perfect matching is found changes nothing that
// follows. It is false when there is none.
func (d *deducer) perfectMatching() (bool, error) {
	stepOn, squareOf, seen := d.stepOn, d.squareOf, d.seen // stepOn: the step matched to each square, -1
	for t, v := range squareOf {
		if v >= 0 && !d.dom[t].Has(v) {
			stepOn[v], squareOf[t] = -1, -1
		}
	}
	if err := d.ck.charge(int64(d.n)); err != nil {
		return false, err
	}
	var work int64
	// seen[v] is the search that last looked at square v, so that no
	// search clears what the last one saw.
	var augment func(t, search int) bool
	augment = func(t, search int) bool {
		for v := range d.dom[t].All() {
			work++
			if seen[v] == search {
				continue
			}
			seen[v] = search
			if stepOn[v] < 0 || augment(stepOn[v], search) {
				stepOn[v], squareOf[t] = t, v
				return true
			}
		}
		return false
	}
	for t := range d.n {
		if squareOf[t] >= 0 {
			continue
		}
		d.searches++
		work = int64(len(d.dom[t]))
		found := augment(t, d.searches)
		if err := d.ck.charge(work); err != nil || !found {
			return false, err
		}
	}
	return true, nil
}

// reverseArcs lays out the arcs, from each step t to the step matched to
// every other square t may take, by the step they reach, in one array
// (inArcs[inStart[u]:inStart[u+1]] come into u), and returns the work
// done.
func (d *deducer) reverseArcs() (work int64) {
	n, stepOn := d.n, d.stepOn
	inStart := d.inStart
	clear(inStart)
	for t := range n {
		for v := range d.dom[t].All() {
			if u := stepOn[v]; u != t {
				inStart[u+1]++
			}
			work++
		}
	}
	for u := range n {
		inStart[u+1] += inStart[u]
	}
	if cap(d.inArcs) < inStart[n] {
		d.inArcs = make([]int, inStart[n])
	}
	inArcs := d.inArcs[:inStart[n]]
	fill := slices.Clone(inStart[:n])
	for t := range n {
		for v := range d.dom[t].All() {
			if u := stepOn[v]; u != t {
				inArcs[fill[u]] = t
				fill[u]++
			}
			work++
		}
	}
	return work
}

// components finds the steps each step reaches and is reached from, by
// Kosaraju's two passes, into component, and returns the work done.
func (d *deducer) components() (work int64) {
	n, stepOn := d.n, d.stepOn
	// First pass: the steps in the order their search ends.
	order := d.order[:0]
	done := d.done
	clear(done)
	var visit func(t int)
	visit = func(t int) {
		done[t] = true
		for v := range d.dom[t].All() {
			work++
			if u := stepOn[v]; !done[u] {
				visit(u)
			}
		}
		order = append(order, t)
	}
	for t := range n {
		if !done[t] {
			visit(t)
		}
	}
	// Second pass, on the arcs reversed, latest ended first: each search
	// finds one component.
	component, inStart, inArcs := d.component, d.inStart, d.inArcs
	for t := range component {
		component[t] = -1
	}
	var mark func(t, c int)
	mark = func(t, c int) {
		component[t] = c
		for _, u := range inArcs[inStart[t]:inStart[t+1]] {
			if component[u] < 0 {
				mark(u, c)
			}
		}
	}
	for i := n - 1; i >= 0; i-- {
		if t := order[i]; component[t] < 0 {
			mark(t, t)
		}
	}
	return work
}

// removeUnmatched takes from each step t every square v whose matched
// step is not in t's component, and returns the work done.
func (d *deducer) removeUnmatched() (work int64) {
	for t := range d.n {
		for v := range d.dom[t].All() {
			work++
			if d.component[d.stepOn[v]] != d.component[t] {
				d.dom[t].Remove(v)
				d.removed++
			}
		}
	}
	return work
}
