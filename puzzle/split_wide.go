package puzzle

import "math/bits"

// The deductions of [domains] on a board of more than 64 squares, a set
// m.words words: the same rules, run the same way, so the same fixed
// point (split_deduce_test checks the two against each other on the
// small boards, where both run).

// withWide is [domains.with] for sets of several words.
func (m *domains) withWide(t, v int) *domains {
	w := m.words
	e := &domains{n: m.n, closed: m.closed, words: w, nb: m.nb, cand: make([]uint64, len(m.cand)), single: make([]bool, m.n), dirty: make([]int, 0, 8), work: m.work}
	copy(e.single, m.single)
	copy(e.cand, m.cand)
	i, bit := v>>6, uint64(1)<<(v&63)
	for u := range m.n {
		if e.cand[u*w+i]&bit != 0 || u == t {
			e.cand[u*w+i] &^= bit
			e.dirty = append(e.dirty, u)
		}
	}
	clear(e.cand[t*w : (t+1)*w])
	e.cand[t*w+i], e.single[t] = bit, true
	return e
}

// solved says whether every step has one square left.
func (m *domains) solved() bool {
	for t := range m.n {
		if ones(m.cand[t*m.words:(t+1)*m.words]) != 1 {
			return false
		}
	}
	return true
}

func ones(s []uint64) int {
	k := 0
	for _, x := range s {
		k += bits.OnesCount64(x)
	}
	return k
}

// settleWide is [domains.settle] for sets of several words.
func (m *domains) settleWide() bool {
	n, W := m.n, m.words
	w := m.work
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
	reachOf := func(u int) []uint64 {
		r := reach[u*W : (u+1)*W]
		if !fresh[u] {
			clear(r)
			for i, x := range m.cand[u*W : (u+1)*W] {
				for ; x != 0; x &= x - 1 {
					v := i<<6 + bits.TrailingZeros64(x)
					for j, y := range m.nb[v*W : (v+1)*W] {
						r[j] |= y
					}
				}
			}
			fresh[u] = true
		}
		return r
	}
	set := func(t int) []uint64 { return m.cand[t*W : (t+1)*W] }
	c := make([]uint64, W)
	once, twice := make([]uint64, W), make([]uint64, W)
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
			copy(c, set(t))
			for _, d := range [2]int{-1, 1} {
				if u, ok := step(t, d); ok {
					for i, r := range reachOf(u) {
						c[i] &= r
					}
				}
			}
			before, okb := step(t, -1)
			after, oka := step(t, 1)
			if okb && oka && before != after {
				from, to := set(before), set(after)
				for i, x := range c {
					for ; x != 0; x &= x - 1 {
						v := i<<6 + bits.TrailingZeros64(x)
						same, supports := true, 0
						for j, y := range m.nb[v*W : (v+1)*W] {
							if y&from[j] != y&to[j] {
								same = false
								break
							}
							supports += bits.OnesCount64(y & from[j])
						}
						if same && supports <= 1 {
							c[i] &^= 1 << (v & 63)
						}
					}
				}
			}
			cur := set(t)
			differs := false
			for i := range c {
				if c[i] != cur[i] {
					differs = true
				}
			}
			if differs {
				copy(cur, c)
				changed(t)
			}
			k := ones(c)
			if k == 0 {
				return false
			}
			if k == 1 && !m.single[t] {
				m.single[t] = true
				for u := range n {
					if u == t {
						continue
					}
					e, hit := set(u), false
					for i := range e {
						if e[i]&c[i] != 0 {
							e[i] &^= c[i]
							hit = true
						}
					}
					if hit {
						changed(u)
					}
				}
			}
		}
		// A square that one step alone may take is that step's.
		clear(once)
		clear(twice)
		for t := range n {
			for i, x := range set(t) {
				twice[i] |= once[i] & x
				once[i] |= x
			}
		}
		for i := range once {
			all := ^uint64(0)
			if rest := n - i*64; rest <= 0 {
				all = 0
			} else if rest < 64 {
				all = 1<<rest - 1
			}
			if once[i] != all {
				return false
			}
			once[i] &^= twice[i] // now: the squares one step alone may take
		}
		for t := range n {
			e := set(t)
			lowest := -1 // the first square of e that only t may take
			for i := range e {
				if hit := e[i] & once[i]; hit != 0 {
					lowest = i<<6 + bits.TrailingZeros64(hit)
					break
				}
			}
			if lowest < 0 || ones(e) == 1 {
				continue
			}
			// Two such squares for one step leave one of them to none:
			// it keeps the lowest, and the next pass finds the other in
			// no step.
			clear(e)
			e[lowest>>6] = 1 << (lowest & 63)
			changed(t)
		}
		if size == 0 {
			return true
		}
	}
}
