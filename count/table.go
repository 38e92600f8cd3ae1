package count

// table is an open-addressing hash table from states to counts, in place
// of a Go map: one probe sequence over flat arrays, reused from cell to
// cell, iterated in insertion order (so a scan repeats exactly).
type table struct {
	keys  []key
	vals  []u128
	order []uint32 // the used slots, in insertion order
	mask  uint64
}

// empty marks an unused slot: a key never packs two 1 bits at the top of
// hi, where at most 2 free ends are kept.
var empty = key{lo: ^uint64(0), hi: ^uint64(0)}

func newTable(capacity int) *table {
	t := &table{}
	t.reset(capacity)
	return t
}

// reset empties t, sized for capacity keys at a load of at most 3/4.
func (t *table) reset(capacity int) {
	size := 16
	for 3*size < 4*capacity {
		size *= 2
	}
	if size != len(t.keys) {
		t.keys = make([]key, size)
		t.vals = make([]u128, size)
		t.mask = uint64(size - 1)
		for i := range t.keys {
			t.keys[i] = empty
		}
	} else {
		for _, i := range t.order {
			t.keys[i] = empty
			t.vals[i] = u128{}
		}
	}
	t.order = t.order[:0]
}

func (t *table) len() int { return len(t.order) }

// add adds n to k's count and reports whether the count passed 128 bits.
func (t *table) add(k key, n u128) bool {
	if 4*(len(t.order)+1) > 3*len(t.keys) {
		t.grow()
	}
	i := hash(k) & t.mask
	for {
		switch t.keys[i] {
		case k:
			sum, over := t.vals[i].add(n)
			t.vals[i] = sum
			return over
		case empty:
			t.keys[i], t.vals[i] = k, n
			t.order = append(t.order, uint32(i))
			return false
		}
		i = (i + 1) & t.mask
	}
}

func (t *table) grow() {
	old := *t
	*t = table{order: make([]uint32, 0, 2*len(old.order))}
	t.reset(len(old.keys))
	for _, i := range old.order {
		t.add(old.keys[i], old.vals[i])
	}
}

// at returns the i-th key added and its count.
func (t *table) at(i int) (key, u128) {
	j := t.order[i]
	return t.keys[j], t.vals[j]
}
