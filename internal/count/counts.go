package count

// counts is a generation of a scan through the memo: a count for each
// state numbered in a class, zero for a state not in the generation.
// The low 64 bits of every count lie in lo and the high ones in hi,
// which stays empty until a count passes 2^64: the adds along the
// memo's lists land anywhere in the array, so that the bytes they touch
// are most of their time, and most counts of most cells fit in 64 bits.
type counts struct {
	lo []uint64
	// hi is empty, or as long as lo; its capacity is kept for reuse.
	hi []uint64
}

// wide reports whether c keeps high words.
func (c *counts) wide() bool { return len(c.hi) != 0 }

// len is the number of states c has a place for.
func (c *counts) len() int { return len(c.lo) }

// at returns state i's count.
func (c *counts) at(i int) u128 {
	n := u128{lo: c.lo[i]}
	if c.wide() {
		n.hi = c.hi[i]
	}
	return n
}

// zero reports whether state i's count is zero.
func (c *counts) zero(i int) bool {
	return c.lo[i] == 0 && (!c.wide() || c.hi[i] == 0)
}

// set sets state i's count to n, making room for i.
func (c *counts) set(i int, n u128) {
	if i >= len(c.lo) {
		c.lo = append(c.lo, make([]uint64, i+1-len(c.lo))...)
		if c.wide() {
			c.hi = append(c.hi, make([]uint64, i+1-len(c.hi))...)
		}
	}
	if n.hi != 0 && !c.wide() {
		c.widen()
	}
	c.lo[i] = n.lo
	if c.wide() {
		c.hi[i] = n.hi
	}
}

// widen gives c its high words, all zero.
func (c *counts) widen() {
	if cap(c.hi) >= len(c.lo) {
		c.hi = c.hi[:len(c.lo)]
		clear(c.hi)
		return
	}
	c.hi = make([]uint64, len(c.lo), cap(c.lo))
	adviseHuge(c.hi)
}

// reset makes c n zero counts, reusing its arrays where they are large
// enough.
func (c *counts) reset(n int) {
	if cap(c.lo) < n {
		c.lo = make([]uint64, n, n+n/8)
		adviseHuge(c.lo)
	} else {
		c.lo = c.lo[:n]
		clear(c.lo)
	}
	c.hi = c.hi[:0]
}

// clone returns a copy of c.
func (c *counts) clone() counts {
	d := counts{lo: append([]uint64(nil), c.lo...)}
	if c.wide() {
		d.hi = append([]uint64(nil), c.hi...)
	}
	return d
}

// nonzero is the number of states with a count in c.
func (c *counts) nonzero() int {
	n := 0
	if c.wide() {
		for i, v := range c.lo {
			if v|c.hi[i] != 0 {
				n++
			}
		}
		return n
	}
	for _, v := range c.lo {
		if v != 0 {
			n++
		}
	}
	return n
}

// bytes is the memory c's arrays hold.
func (c *counts) bytes() int64 { return 8 * int64(cap(c.lo)+cap(c.hi)) }

// addAlong adds each state's count in c to the counts in next of its
// successors, listed by nd, and reports whether a count passed 2^128.
// next has a place for every state of nd's out.
func (c *counts) addAlong(nd *node, next *counts) bool {
	if !c.wide() {
		// Counts below 2^64 each: their sums pass 2^128 never, and
		// pass 2^64 seldom, so the high words wait for the first carry.
		for i, n := range c.lo {
			if n == 0 {
				continue
			}
			succ, _ := nd.list(i)
			for _, j := range succ {
				sum := next.lo[j] + n
				next.lo[j] = sum
				if sum < n {
					if !next.wide() {
						next.widen()
					}
					next.hi[j]++
				}
			}
		}
		return false
	}
	if !next.wide() {
		next.widen()
	}
	overflow := false
	for i, n := range c.lo {
		h := c.hi[i]
		if n|h == 0 {
			continue
		}
		succ, _ := nd.list(i)
		for _, j := range succ {
			sum, over := u128{next.lo[j], next.hi[j]}.add(u128{n, h})
			next.lo[j], next.hi[j] = sum.lo, sum.hi
			overflow = overflow || over
		}
	}
	return overflow
}
