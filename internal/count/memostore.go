package count

// The memo's stores: the states before a class of cell, numbered as they
// are met, and a node's lists of successors, kept in blocks so that
// they are copied only while they are small.

// numbering numbers states in the order they are met: an open-addressing
// table of 2^bits slots of two words. The second word holds a number
// plus one (0 is empty) in its low 32 bits and the top 32 bits of its
// key's hash above, whose top bits are the slot a probe starts at, so
// that the table grows without reading a key. The first word is the key
// itself where a word holds it, or a fold of it. A word holds it for a
// frontier of at most 15 slots (exact), and also while every key
// numbered has the same high word (sameHi), the low word then being
// the rest: on 6 x n closed the high word holds only the window's last
// slot, full in every state after a cell, and no tour ends. A probe
// that finds its key in the slot it reads then does not read the keys'
// blocks, another miss in memory, for each state a step meets again,
// which is most of them; with a fold it must.
type numbering struct {
	// blocks hold the keys by number, keyBlock a block, so that the
	// keys are copied only while they fit in one.
	blocks [][]key
	n      int // keys numbered
	slots  []uint64
	bits   uint
	exact  bool
	// sameHi: every key numbered has the high word hi, and the slots'
	// first words are the keys' low words.
	sameHi bool
	hi     uint64
}

// keyBlock is the number of keys a block of a numbering holds.
const keyBlock = 1 << 16

// newNumbering returns an empty numbering of the keys of frontiers of
// window slots.
func newNumbering(window int) *numbering {
	return &numbering{exact: window <= 15, sameHi: window > 15}
}

// key returns the key numbered i.
func (t *numbering) key(i uint32) key { return t.blocks[i/keyBlock][i%keyBlock] }

// len is the number of keys numbered.
func (t *numbering) len() int { return t.n }

// size is the number of t's slots.
func (t *numbering) size() int { return len(t.slots) / 2 }

// word is k's first word in a slot: its narrow form, which keeps every
// slot of a frontier of at most 15 slots and the ends, or a fold.
func (t *numbering) word(k key) uint64 {
	switch {
	case t.exact:
		return narrow(k)
	case t.sameHi:
		return k.lo
	}
	return fold(k)
}

// fold is a key's first word in a slot where no word holds it.
func fold(k key) uint64 { return k.lo ^ k.hi*foldFactor }

// unfold makes t's slots' first words folds: a key has come whose high
// word is not that of the keys before it.
func (t *numbering) unfold() {
	t.sameHi = false
	for j := 0; j < len(t.slots); j += 2 {
		if v := t.slots[j+1]; v != 0 {
			t.slots[j] = fold(t.key(uint32(v) - 1))
		}
	}
}

// foldFactor is the golden ratio's 64 bits, odd: the fold of two keys
// equal in lo differs when they differ in hi.
const foldFactor = 0x9e3779b97f4a7c15

// push numbers k, new, and returns its number.
func (t *numbering) push(k key) uint32 {
	if t.n%keyBlock == 0 {
		t.blocks = append(t.blocks, make([]key, 0, min(t.n+16, keyBlock)))
		adviseHuge(t.blocks[len(t.blocks)-1])
	}
	b := &t.blocks[len(t.blocks)-1]
	if len(*b) == cap(*b) {
		// Doubled, not append's quarter steps: each key is copied about once.
		grown := make([]key, 0, min(2*cap(*b), keyBlock))
		adviseHuge(grown)
		*b = append(grown, *b...)
	}
	*b = append(*b, k)
	t.n++
	return uint32(t.n - 1)
}

// id returns k's number, numbering it if it is new; h is hash(k).
func (t *numbering) id(k key, h uint64) uint32 {
	if 4*(t.n+1) > 3*t.size() {
		t.grow()
	}
	if t.sameHi && k.hi != t.hi {
		if t.n == 0 {
			t.hi = k.hi
		} else {
			t.unfold()
		}
	}
	tag := h &^ (1<<32 - 1)
	w := t.word(k)
	mask := uint64(t.size() - 1)
	for i := h >> (64 - t.bits); ; i = (i + 1) & mask {
		v := t.slots[2*i+1]
		if v == 0 {
			id := t.push(k)
			t.slots[2*i], t.slots[2*i+1] = w, tag|uint64(id+1)
			return id
		}
		if v&^(1<<32-1) == tag && t.slots[2*i] == w && (t.exact || t.sameHi || t.key(uint32(v)-1) == k) {
			return uint32(v) - 1
		}
	}
}

// touch reads the slot k's probe starts at, h being hash(k), so that the
// reads of a batch of keys do not wait for one another, and returns it.
func (t *numbering) touch(h uint64) uint64 {
	if len(t.slots) == 0 {
		return 0
	}
	return t.slots[2*(h>>(64-t.bits))+1]
}

// grow doubles t, placing each slot again by the hash bits it holds.
func (t *numbering) grow() {
	old := t.slots
	t.bits = max(4, t.bits+1)
	if t.bits > 32 {
		panic("count: a numbering of more than 2^31 states")
	}
	t.slots = make([]uint64, 2<<t.bits)
	adviseHuge(t.slots)
	mask := uint64(t.size() - 1)
	for j := 0; j < len(old); j += 2 {
		v := old[j+1]
		if v == 0 {
			continue
		}
		i := v >> (64 - t.bits)
		for t.slots[2*i+1] != 0 {
			i = (i + 1) & mask
		}
		t.slots[2*i], t.slots[2*i+1] = old[j], v
	}
}

func (t *numbering) bytes() int64 {
	n := 8 * int64(cap(t.slots))
	for _, b := range t.blocks {
		n += 16 * int64(cap(b))
	}
	return n
}

// node is the map of a cell of one class followed by one of another:
// the successors of each state of in, numbered in out, listed once met.
// The lists lie in blocks, each twice the size of the one before up to
// listBlock numbers, none across two, so that they are never copied; and
// where each starts, and its length, in blocks of keyBlock states.
type node struct {
	in, out *numbering
	heads   headBlocks
	lists   [][]uint32
	// listed is the number of states whose successors are listed.
	listed int
}

// heads are where the lists of up to keyBlock states start, and their
// lengths plus one (0: not listed yet).
type heads struct {
	first []uint32
	size  []uint8
}

// headBlocks are the heads of a node's states, keyBlock states a block.
type headBlocks []heads

// listBlock is the number of successors a block of a node holds.
const listBlock = 1 << 20

// list returns the successors of state i, and whether they are listed.
func (nd *node) list(i int) ([]uint32, bool) {
	h := nd.heads[i/keyBlock]
	size := h.size[i%keyBlock]
	if size == 0 {
		return nil, false
	}
	return nd.at(h.first[i%keyBlock], size), true
}

// at returns the list that starts at first, of size-1 successors
// (size > 0, as heads keep it).
func (nd *node) at(first uint32, size uint8) []uint32 {
	b := nd.lists[first/listBlock]
	return b[first%listBlock : first%listBlock+uint32(size-1)]
}

// stretch returns the lengths and starts of the lists of states from to
// end-1, end being to or the end of from's block of heads, whichever
// comes first.
func (hs headBlocks) stretch(from, to int) (sizes []uint8, firsts []uint32, end int) {
	h := &hs[from/keyBlock]
	base := from / keyBlock * keyBlock
	end = min(to, base+keyBlock)
	return h.size[from-base : end-base], h.first[from-base : end-base], end
}

// isListed reports whether state i's successors are listed. It reads
// only i's own length, so that a goroutine may ask it of states no
// other is listing while another lists the states of a step.
func (nd *node) isListed(i int) bool { return nd.heads[i/keyBlock].size[i%keyBlock] != 0 }

// add lists next as the successors of state i.
func (nd *node) add(i int, next []uint32) {
	// A full block is left as it is, and the next one is twice its
	// size, up to listBlock: the lists are never copied.
	if len(nd.lists) == 0 {
		nd.lists = append(nd.lists, make([]uint32, 0, 64))
	}
	if last := nd.lists[len(nd.lists)-1]; len(last)+len(next) > cap(last) {
		nd.lists = append(nd.lists, make([]uint32, 0, min(2*cap(last), listBlock)))
		adviseHuge(nd.lists[len(nd.lists)-1])
	}
	b := &nd.lists[len(nd.lists)-1]
	h := &nd.heads[i/keyBlock]
	h.first[i%keyBlock] = uint32((len(nd.lists)-1)*listBlock + len(*b))
	h.size[i%keyBlock] = uint8(len(next) + 1)
	*b = append(*b, next...)
	nd.listed++
}

// grow makes room in nd's heads for every state of in.
func (nd *node) grow() {
	for n := nd.in.len(); len(nd.heads) == 0 || (len(nd.heads)-1)*keyBlock+len(nd.heads[len(nd.heads)-1].size) < n; {
		if len(nd.heads) == 0 || len(nd.heads[len(nd.heads)-1].size) == keyBlock {
			nd.heads = append(nd.heads, heads{})
		}
		h := &nd.heads[len(nd.heads)-1]
		add := min(keyBlock-len(h.size), n-(len(nd.heads)-1)*keyBlock-len(h.size))
		h.first = append(h.first, make([]uint32, add)...)
		h.size = append(h.size, make([]uint8, add)...)
	}
}

func (nd *node) bytes() int64 {
	var n int64
	for _, h := range nd.heads {
		n += 5 * int64(cap(h.size))
	}
	for _, b := range nd.lists {
		n += 4 * int64(cap(b))
	}
	return n
}
