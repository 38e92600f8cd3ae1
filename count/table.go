package count

// table is a hash table from states to counts, in place of a Go map: the
// entries lie in insertion order in one array (so a scan reads them in
// order and repeats exactly), and an open-addressing index of 32-bit
// entry numbers finds them, both reused from cell to cell.
type table struct {
	index   []uint32 // entry number + 1, or 0 for an empty slot
	entries []entry
	mask    uint64
}

type entry struct {
	k key
	n u128
}

func newTable(capacity int) *table {
	t := &table{}
	t.reset(capacity)
	return t
}

// reset empties t, its index sized for capacity keys at a load of at most
// one half.
func (t *table) reset(capacity int) {
	size := 16
	for size < 2*capacity {
		size *= 2
	}
	if size != len(t.index) {
		t.index = make([]uint32, size)
		t.mask = uint64(size - 1)
	} else {
		clear(t.index)
	}
	t.entries = t.entries[:0]
}

func (t *table) len() int { return len(t.entries) }

// add adds n to k's count and reports whether the count passed 128 bits.
func (t *table) add(k key, n u128) bool {
	if 2*(len(t.entries)+1) > len(t.index) {
		t.grow()
	}
	i := hash(k) & t.mask
	for {
		e := t.index[i]
		if e == 0 {
			t.entries = append(t.entries, entry{k, n})
			t.index[i] = uint32(len(t.entries))
			return false
		}
		if en := &t.entries[e-1]; en.k == k {
			sum, over := en.n.add(n)
			en.n = sum
			return over
		}
		i = (i + 1) & t.mask
	}
}

// grow doubles the index and places the entries again.
func (t *table) grow() {
	t.index = make([]uint32, 2*len(t.index))
	t.mask = uint64(len(t.index) - 1)
	for j, en := range t.entries {
		i := hash(en.k) & t.mask
		for t.index[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.index[i] = uint32(j + 1)
	}
}

// at returns the i-th key added and its count.
func (t *table) at(i int) (key, u128) {
	en := &t.entries[i]
	return en.k, en.n
}
