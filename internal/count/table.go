package count

// table is one generation of states and their counts, in place of a Go
// map: an open-addressing table (linear probing) whose slots hold the key
// and its count side by side, so that a lookup touches one place in
// memory. A scan reads a generation slot by slot, in an order fixed by
// the keys added and their order, so a scan repeats exactly; the arrays
// are reused from cell to cell.
//
// A state of a board whose short side is at most 7 fits in one uint64
// (narrow): the frontier has 2k+2 <= 16 slots of four bits, and the last
// one is always full when a state is stored (its square, 2k+1 cells back,
// has had its last edge decided), so 15 slots take 60 bits and the ends
// and colour the top 3. Wider boards keep a second word per key. A slot
// stores its key's complement, so that 0 marks an empty slot: no key is
// all ones, as its two bits of free ends would say 3, and at most 2 are
// stored.
type table struct {
	lo, hi []uint64 // complemented keys: the narrow key, or key.lo and key.hi when wide
	n      []uint64 // counts, their low 64 bits
	nHi    []uint64 // their high 64 bits: nil until a count passes 2^64
	wide   bool
	// full16: the key's slot 15 is stored full and not kept (window 16).
	full16 bool
	count  int
	mask   uint64
}

// narrowBits are the bits of key.lo a narrow key keeps: slots 0 to 14.
const narrowBits = 1<<60 - 1

// newTable returns an empty table for states of window slots.
func newTable(window int) *table {
	return &table{wide: window > 16, full16: window == 16}
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
	if size <= len(t.n) && len(t.n) <= 4*size {
		clear(t.lo)
		clear(t.hi)
		clear(t.n)
		t.nHi = nil
		return
	}
	t.alloc(size)
}

func (t *table) alloc(size int) {
	t.lo, t.n, t.nHi = make([]uint64, size), make([]uint64, size), nil
	t.hi = nil
	if t.wide {
		t.hi = make([]uint64, size)
	}
	t.mask = uint64(size - 1)
}

// len is the number of keys in t.
func (t *table) len() int { return t.count }

// slots is the number of slots of t, full or empty: at(i) for i below it.
func (t *table) slots() int { return len(t.n) }

// bytes is the memory of t's arrays.
func (t *table) bytes() int64 {
	return 8 * int64(cap(t.lo)+cap(t.hi)+cap(t.n)+cap(t.nHi))
}

// narrow packs k, a key of at most 16 slots, into one word.
func narrow(k key) uint64 { return k.lo&narrowBits | k.hi&^narrowBits }

// add adds n to k's count and reports whether the count passed 128 bits.
func (t *table) add(k key, n u128) bool {
	if 8*(t.count+1) > maxLoad*len(t.n) {
		t.grow()
	}
	if t.wide {
		lo, hi := ^k.lo, ^k.hi
		for i := hash(k) & t.mask; ; i = (i + 1) & t.mask {
			switch {
			case t.hi[i] == 0:
				t.lo[i], t.hi[i] = lo, hi
				return t.put(i, n)
			case t.lo[i] == lo && t.hi[i] == hi:
				return t.addAt(i, n)
			}
		}
	}
	c := ^narrow(k)
	for i := mix(c) & t.mask; ; i = (i + 1) & t.mask {
		switch t.lo[i] {
		case 0:
			t.lo[i] = c
			return t.put(i, n)
		case c:
			return t.addAt(i, n)
		}
	}
}

// put sets the count of the new key in slot i.
func (t *table) put(i uint64, n u128) bool {
	t.count++
	t.n[i] = n.lo
	if n.hi != 0 && t.nHi == nil {
		t.nHi = make([]uint64, len(t.n))
	}
	if t.nHi != nil {
		t.nHi[i] = n.hi
	}
	return false
}

// addAt adds n to slot i's count.
func (t *table) addAt(i uint64, n u128) bool {
	if t.nHi == nil && n.hi == 0 {
		sum := t.n[i] + n.lo
		if sum >= n.lo {
			t.n[i] = sum
			return false
		}
		t.nHi = make([]uint64, len(t.n))
	}
	if t.nHi == nil {
		t.nHi = make([]uint64, len(t.n))
	}
	sum, over := u128{t.n[i], t.nHi[i]}.add(n)
	t.n[i], t.nHi[i] = sum.lo, sum.hi
	return over
}

// grow doubles t and places its keys again.
func (t *table) grow() {
	old := *t
	t.alloc(2 * len(old.n))
	t.count = 0
	if old.nHi != nil {
		t.nHi = make([]uint64, len(t.n))
	}
	for i := range old.n {
		if k, n, ok := old.at(i); ok {
			t.add(k, n)
		}
	}
}

// at returns the key in slot i and its count, or false for an empty slot.
func (t *table) at(i int) (key, u128, bool) {
	n := u128{lo: t.n[i]}
	if t.nHi != nil {
		n.hi = t.nHi[i]
	}
	if t.wide {
		if t.hi[i] == 0 {
			return key{}, u128{}, false
		}
		return key{^t.lo[i], ^t.hi[i]}, n, true
	}
	if t.lo[i] == 0 {
		return key{}, u128{}, false
	}
	c := ^t.lo[i]
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
