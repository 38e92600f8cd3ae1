package count

// table is one generation of states and their counts, in place of a Go
// map: keys and counts lie in insertion order in parallel arrays (so a
// scan reads them in order and repeats exactly), found through an
// open-addressing index of 32-bit entry numbers. The index is shared by
// the two generations of a scan, as only the one being filled is looked
// up; the arrays are reused from cell to cell.
//
// A state of a board whose short side is at most 7 fits in one uint64
// (narrow): the frontier has 2k+2 <= 16 slots of four bits, and the last
// one is always full when a state is stored (its square, 2k+1 cells back,
// has had its last edge decided), so 15 slots take 60 bits and the ends
// and colour the top 3. Wider boards keep a second word per key.
type table struct {
	lo, hi []uint64 // keys: the narrow key, or key.lo and key.hi when wide
	n      []uint64 // counts, their low 64 bits
	nHi    []uint64 // their high 64 bits: nil until a count passes 2^64
	wide   bool
	// full16: the key's slot 15 is stored full and not kept (window 16).
	full16 bool
	idx    *index
}

// index is the open-addressing part of a table: entry number + 1, or 0
// for an empty slot, at a load of at most one half.
type index struct {
	slot []uint32
	mask uint64
}

// narrowBits are the bits of key.lo a narrow key keeps: slots 0 to 14.
const narrowBits = 1<<60 - 1

// newTable returns an empty table for states of window slots, sharing idx.
func newTable(window int, idx *index) *table {
	return &table{wide: window > 16, full16: window == 16, idx: idx}
}

// reset empties t and its index, the index sized for capacity keys.
func (t *table) reset(capacity int) {
	t.lo, t.hi, t.n = t.lo[:0], t.hi[:0], t.n[:0]
	if t.nHi != nil {
		t.nHi = t.nHi[:0]
	}
	t.idx.reset(capacity)
}

func (x *index) reset(capacity int) {
	size := 16
	for size < 2*capacity {
		size *= 2
	}
	if size != len(x.slot) {
		x.slot = make([]uint32, size)
		x.mask = uint64(size - 1)
	} else {
		clear(x.slot)
	}
}

func (t *table) len() int { return len(t.n) }

// bytes is the memory of t's arrays, not counting the shared index.
func (t *table) bytes() int64 {
	return 8 * int64(cap(t.lo)+cap(t.hi)+cap(t.n)+cap(t.nHi))
}

func (x *index) bytes() int64 { return 4 * int64(cap(x.slot)) }

// narrow packs k, a key of at most 16 slots, into one word.
func narrow(k key) uint64 { return k.lo&narrowBits | k.hi&^narrowBits }

// add adds n to k's count and reports whether the count passed 128 bits.
func (t *table) add(k key, n u128) bool {
	x := t.idx
	if 2*(len(t.n)+1) > len(x.slot) {
		t.grow()
	}
	var c uint64
	var i uint64
	if t.wide {
		i = hash(k) & x.mask
	} else {
		c = narrow(k)
		i = mix(c) & x.mask
	}
	for {
		e := x.slot[i]
		if e == 0 {
			t.n = append(t.n, n.lo)
			if t.wide {
				t.lo = append(t.lo, k.lo)
				t.hi = append(t.hi, k.hi)
			} else {
				t.lo = append(t.lo, c)
			}
			if n.hi != 0 && t.nHi == nil {
				t.nHi = make([]uint64, len(t.n)-1, cap(t.n))
			}
			if t.nHi != nil {
				t.nHi = append(t.nHi, n.hi)
			}
			x.slot[i] = uint32(len(t.n))
			return false
		}
		j := e - 1
		if t.wide && t.lo[j] == k.lo && t.hi[j] == k.hi || !t.wide && t.lo[j] == c {
			return t.addAt(int(j), n)
		}
		i = (i + 1) & x.mask
	}
}

// addAt adds n to entry j's count.
func (t *table) addAt(j int, n u128) bool {
	var old u128
	old.lo = t.n[j]
	if t.nHi != nil {
		old.hi = t.nHi[j]
	}
	sum, over := old.add(n)
	t.n[j] = sum.lo
	if sum.hi != 0 && t.nHi == nil {
		t.nHi = make([]uint64, len(t.n), cap(t.n))
	}
	if t.nHi != nil {
		t.nHi[j] = sum.hi
	}
	return over
}

// grow doubles the index and places the entries again.
func (t *table) grow() {
	x := t.idx
	x.slot = make([]uint32, 2*len(x.slot))
	x.mask = uint64(len(x.slot) - 1)
	for j := range t.n {
		var i uint64
		if t.wide {
			i = hash(key{t.lo[j], t.hi[j]}) & x.mask
		} else {
			i = mix(t.lo[j]) & x.mask
		}
		for x.slot[i] != 0 {
			i = (i + 1) & x.mask
		}
		x.slot[i] = uint32(j + 1)
	}
}

// at returns the i-th key added and its count.
func (t *table) at(i int) (key, u128) {
	n := u128{lo: t.n[i]}
	if t.nHi != nil {
		n.hi = t.nHi[i]
	}
	if t.wide {
		return key{t.lo[i], t.hi[i]}, n
	}
	c := t.lo[i]
	k := key{lo: c & narrowBits, hi: c &^ narrowBits}
	if t.full16 {
		k.lo |= full << 60
	}
	return k, n
}

// mix is splitmix64's finaliser.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
