package count

import (
	"math/bits"
	"slices"
)

// table is one generation of states and their counts, in place of a Go
// map: an open-addressing table (linear probing) whose slots hold the key
// and its count side by side, so that a lookup touches one place in
// memory. A scan reads a generation slot by slot, in an order fixed by
// the keys added and their order, so a scan repeats exactly; the arrays
// are reused from cell to cell.
//
// A state of a window of at most 16 slots (a short side up to 5: the
// orders of lines of 6 and 7 reach 17 and 20) fits in one uint64
// (narrow): the last slot is always full when a state is stored (its
// square, a window back, has had its last edge decided), so 15 slots take 60 bits and the ends
// and colour the top 3. Wider boards keep a second word per key. A slot
// stores its key's complement, so that 0 marks an empty slot: no key is
// all ones, as its two bits of free ends would say 3, and at most 2 are
// stored.
type table struct {
	// slot i is s[stride*i:stride*(i+1)]: its complemented key (the
	// narrow key, or key.lo and key.hi when wide), then the low 64 bits
	// of its count, side by side so that a probe reads one cache line.
	s      []uint64
	stride int
	window int
	nHi    []uint64 // the counts' high 64 bits: nil until one passes 2^64
	wide   bool
	// full16: the key's slot 15 is stored full and not kept (window 16).
	full16 bool
	count  int
	mask   uint64
	// shift takes a key's hash to its home slot: its top bits, so that
	// the slots are in the order of the hashes' top bits and a run of
	// keys sorted by those lands in one stretch of the array.
	shift uint
	grown bool // the table left arrays as garbage since the flag was cleared
	// touched sums the words addBatch reads ahead, so that the reads
	// are kept.
	touched uint64
}

// narrowBits are the bits of key.lo a narrow key keeps: slots 0 to 14.
const narrowBits = 1<<60 - 1

// newTable returns an empty table for states of window slots.
func newTable(window int) *table {
	t := &table{wide: window > 16, full16: window == 16, stride: 2, window: window}
	if t.wide {
		t.stride = 3
	}
	return t
}

// maxLoad is a table's largest load, in eighths: probes stay short with
// linear probing below it, and the slots per state stay near one.
const maxLoad = 6

// reset empties t, sized for capacity keys; it keeps arrays already big
// enough.
func (t *table) reset(capacity int) {
	size := 16
	for size*maxLoad/8 < capacity {
		size *= 2
	}
	t.count = 0
	if n := t.slots(); size <= n && n <= 4*size {
		clear(t.s)
		t.nHi = nil
		return
	}
	t.alloc(size)
}

func (t *table) alloc(size int) {
	t.grown = t.grown || t.s != nil
	t.s, t.nHi = make([]uint64, t.stride*size), nil
	adviseHuge(t.s)
	t.mask = uint64(size - 1)
	t.shift = uint(64 - bits.TrailingZeros(uint(size)))
}

// clone returns a copy of t.
func (t *table) clone() *table {
	c := *t
	c.s, c.nHi = slices.Clone(t.s), slices.Clone(t.nHi)
	c.grown = false
	return &c
}

// len is the number of keys in t.
func (t *table) len() int { return t.count }

// slots is the number of slots of t, full or empty: at(i) for i below it.
func (t *table) slots() int { return len(t.s) / t.stride }

// bytes is the memory of t's arrays.
func (t *table) bytes() int64 {
	return 8 * int64(cap(t.s)+cap(t.nHi))
}

// narrow packs k, a key of at most 16 slots, into one word.
func narrow(k key) uint64 { return k.lo&narrowBits | k.hi&^narrowBits }

// add adds n to k's count and reports whether the count passed 128 bits.
func (t *table) add(k key, n u128) bool {
	if 8*(t.count+1) > maxLoad*t.slots() {
		t.grow()
	}
	return t.addFrom(t.home(k), k, n)
}

// batchSize is how many states [table.addBatch] takes at once.
const batchSize = 32

// pending is a state on its way into a table, with its count.
type pending struct {
	k key
	n u128
}

// addBatch adds the states of b (at most batchSize) as add would, one
// after another, until t holds more than limit keys, and reports whether
// a count passed 128 bits. It first reads the home slot of every key,
// loads that do not wait for one another, so that the table's cache
// misses overlap instead of coming one at a time: on tables larger than
// the caches, the misses were most of a scan's time.
func (t *table) addBatch(b []pending, limit int) bool {
	for 8*(t.count+len(b)) > maxLoad*t.slots() {
		t.grow()
	}
	var home [batchSize]uint64
	var touch uint64
	for i := range b {
		h := t.home(b[i].k)
		home[i] = h
		touch += t.s[uint64(t.stride)*h]
	}
	t.touched += touch
	over := false
	for i := range b {
		if t.addFrom(home[i], b[i].k, b[i].n) {
			over = true
		}
		if t.count > limit {
			break
		}
	}
	return over
}

// addStaged adds the states of b, any number, as addBatch would, until
// t holds more than limit keys, and reports whether a count passed 128
// bits. It first sorts b by the top bits of the keys' hashes, into sorted
// (as long as b), so that the adds sweep t's array from one end to the
// other, a stretch at a time, instead of landing anywhere in it.
func (t *table) addStaged(b, sorted []pending, limit int) bool {
	if len(b) <= batchSize {
		return t.addBatch(b, limit)
	}
	var start [1<<stageBits + 1]int
	for i := range b {
		start[t.hashOf(b[i].k)>>(64-stageBits)+1]++
	}
	for p := 1; p < len(start); p++ {
		start[p] += start[p-1]
	}
	sorted = sorted[:len(b)]
	for i := range b {
		p := t.hashOf(b[i].k) >> (64 - stageBits)
		sorted[start[p]] = b[i]
		start[p]++
	}
	over := false
	from := 0
	for p := range 1 << stageBits {
		part := sorted[from:start[p]]
		from = start[p]
		for 8*(t.count+len(part)) > maxLoad*t.slots() {
			t.grow()
		}
		if region := t.slots() >> stageBits; region > 0 && 4*len(part) >= region {
			t.touch(p*region, region)
		}
		for i := range part {
			if t.addFrom(t.home(part[i].k), part[i].k, part[i].n) {
				over = true
			}
			if t.count > limit {
				return over
			}
		}
	}
	return over
}

// touch reads the n slots of t from slot i, one word a cache line, in
// order: loads that do not wait for one another, and that the processor
// sees as a stream, so that the adds after them find their lines in the
// caches.
func (t *table) touch(i, n int) {
	var sum uint64
	for j := t.stride * i; j < t.stride*(i+n); j += 8 {
		sum += t.s[j]
	}
	t.touched += sum
}

// stageBits is how many top bits of a hash addStaged sorts by.
const stageBits = 10

// home is k's first slot to probe.
func (t *table) home(k key) uint64 {
	return t.hashOf(k) >> t.shift
}

// hashOf is the hash whose top bits are k's home in t.
func (t *table) hashOf(k key) uint64 {
	if t.wide {
		return hash(k)
	}
	return mix(^narrow(k))
}

// addFrom is add, probing from slot i, k's home; t has room for k.
func (t *table) addFrom(i uint64, k key, n u128) bool {
	if t.wide {
		lo, hi := ^k.lo, ^k.hi
		for ; ; i = (i + 1) & t.mask {
			e := t.s[3*i : 3*i+3]
			switch {
			case e[1] == 0:
				e[0], e[1] = lo, hi
				return t.put(i, 2, n)
			case e[0] == lo && e[1] == hi:
				return t.addAt(i, 2, n)
			}
		}
	}
	c := ^narrow(k)
	for ; ; i = (i + 1) & t.mask {
		switch t.s[2*i] {
		case 0:
			t.s[2*i] = c
			return t.put(i, 1, n)
		case c:
			return t.addAt(i, 1, n)
		}
	}
}

// put sets the count, at word at of slot i, of the key new in slot i.
func (t *table) put(i uint64, at int, n u128) bool {
	t.count++
	t.s[uint64(t.stride)*i+uint64(at)] = n.lo
	if n.hi != 0 && t.nHi == nil {
		t.nHi = make([]uint64, t.slots())
	}
	if t.nHi != nil {
		t.nHi[i] = n.hi
	}
	return false
}

// addAt adds n to the count at word at of slot i.
func (t *table) addAt(i uint64, at int, n u128) bool {
	j := uint64(t.stride)*i + uint64(at)
	if t.nHi == nil {
		if sum := t.s[j] + n.lo; n.hi == 0 && sum >= n.lo {
			t.s[j] = sum
			return false
		}
		t.nHi = make([]uint64, t.slots())
	}
	sum, over := u128{t.s[j], t.nHi[i]}.add(n)
	t.s[j], t.nHi[i] = sum.lo, sum.hi
	return over
}

// grow doubles t and places its keys again.
func (t *table) grow() {
	old := *t
	t.alloc(2 * old.slots())
	t.count = 0
	if old.nHi != nil {
		t.nHi = make([]uint64, t.slots())
	}
	// In batches, as a scan adds them: the keys land all over the
	// new arrays.
	var b [batchSize]pending
	m := 0
	for i := range old.slots() {
		if old.empty(i) {
			continue
		}
		k, n, _ := old.at(i)
		b[m] = pending{k, n}
		if m++; m == batchSize {
			t.addBatch(b[:m], old.count)
			m = 0
		}
	}
	t.addBatch(b[:m], old.count)
}

// empty reports whether slot i is empty, as at would, but cheaper: a
// scan skips the empty slots of a generation, often most of them.
func (t *table) empty(i int) bool {
	return t.s[t.stride*i+t.stride-2] == 0
}

// at returns the key in slot i and its count, or false for an empty slot.
func (t *table) at(i int) (key, u128, bool) {
	e := t.s[t.stride*i : t.stride*(i+1)]
	n := u128{lo: e[t.stride-1]}
	if t.nHi != nil {
		n.hi = t.nHi[i]
	}
	if t.wide {
		if e[1] == 0 {
			return key{}, u128{}, false
		}
		return key{^e[0], ^e[1]}, n, true
	}
	if e[0] == 0 {
		return key{}, u128{}, false
	}
	c := ^e[0]
	k := key{lo: c & narrowBits, hi: c &^ narrowBits}
	if t.full16 {
		k.lo |= full << 60
	}
	return k, n, true
}

// mix is splitmix64's finaliser.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
