package count

import (
	"sync"
	"sync/atomic"
)

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
// next has a place for every state of nd's out. With workers > 1 and
// enough states, the states are taken a chunk at a time by that many
// goroutines, the first adding into next and each other into an array
// of its own from adders (kept there for the next call), and the arrays
// are then added into next a stretch at a time: the sums are exact, so
// next is the same with any number of workers, and so is whether a
// count passed 2^128 (every count is positive: a sum passes it once any
// part of it does).
func (c *counts) addAlong(nd *node, next *counts, workers int, adders *[]counts) bool {
	if workers <= 1 || c.len() < 2*addChunk {
		return c.addRange(nd, next, 0, c.len())
	}
	workers = min(workers, (c.len()+addChunk-1)/addChunk)
	for len(*adders) < workers-1 {
		*adders = append(*adders, counts{})
	}
	own := (*adders)[:workers-1]
	var taken atomic.Int64
	var overflow atomic.Bool
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			into := next
			if w > 0 {
				into = &own[w-1]
				into.reset(next.len())
			}
			for {
				from := int(taken.Add(addChunk)) - addChunk
				if from >= c.len() {
					return
				}
				if c.addRange(nd, into, from, min(from+addChunk, c.len())) {
					overflow.Store(true)
				}
			}
		})
	}
	wg.Wait()
	if next.mergeAll(own, workers) {
		overflow.Store(true)
	}
	return overflow.Load()
}

// addChunk is how many states' counts a goroutine of addAlong adds at
// a time.
const addChunk = 1 << 14

// mergeAll adds the counts of own into c, a stretch of c on each of
// workers goroutines, and reports whether a count passed 2^128.
func (c *counts) mergeAll(own []counts, workers int) bool {
	for i := range own {
		if own[i].wide() && !c.wide() {
			c.widen()
		}
	}
	stretch := (c.len() + workers - 1) / workers
	carries := make([][]int, workers)
	var overflow atomic.Bool
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			from, to := min(w*stretch, c.len()), min((w+1)*stretch, c.len())
			for i := range own {
				if c.mergeRange(&own[i], from, to, &carries[w]) {
					overflow.Store(true)
				}
			}
		})
	}
	wg.Wait()
	for _, cs := range carries {
		if len(cs) > 0 && !c.wide() {
			c.widen()
		}
		for _, j := range cs {
			c.hi[j]++ // below 2^64 before: c was narrow
		}
	}
	return overflow.Load()
}

// mergeRange adds d's counts from..to-1 into c's and reports whether a
// count passed 2^128. Where c is narrow (so is d: mergeAll widened c
// if not), the states whose sum carries past 2^64 are appended to
// carries for mergeAll to widen c once, after every goroutine is done.
func (c *counts) mergeRange(d *counts, from, to int, carries *[]int) bool {
	if !c.wide() {
		for j := from; j < to; j++ {
			if n := d.lo[j]; n != 0 {
				sum := c.lo[j] + n
				c.lo[j] = sum
				if sum < n {
					*carries = append(*carries, j)
				}
			}
		}
		return false
	}
	overflow := false
	for j := from; j < to; j++ {
		n := d.at(j)
		if n == (u128{}) {
			continue
		}
		sum, over := u128{c.lo[j], c.hi[j]}.add(n)
		c.lo[j], c.hi[j] = sum.lo, sum.hi
		overflow = overflow || over
	}
	return overflow
}

// addRange is addAlong for the states from..to-1 of c, on one
// goroutine. It takes the states a block of heads at a time, so that a
// state's list is found from two arrays read in order rather than
// through the node's blocks for each state.
func (c *counts) addRange(nd *node, next *counts, from, to int) bool {
	wide := c.wide()
	if wide && !next.wide() {
		next.widen()
	}
	overflow := false
	for from < to {
		sizes, firsts, end := nd.heads.stretch(from, to)
		if !wide {
			// Counts below 2^64 each: their sums pass 2^128 never, and
			// pass 2^64 seldom, so the high words wait for the first carry.
			for i, n := range c.lo[from:end] {
				if n == 0 || sizes[i] == 0 {
					continue
				}
				for _, j := range nd.at(firsts[i], sizes[i]) {
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
		} else {
			for i, n := range c.lo[from:end] {
				h := c.hi[from+i]
				if n|h == 0 || sizes[i] == 0 {
					continue
				}
				for _, j := range nd.at(firsts[i], sizes[i]) {
					sum, over := u128{next.lo[j], next.hi[j]}.add(u128{n, h})
					next.lo[j], next.hi[j] = sum.lo, sum.hi
					overflow = overflow || over
				}
			}
		}
		from = end
	}
	return overflow
}
