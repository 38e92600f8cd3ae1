package count

import "math/bits"

// frontier is the state a scan step works on: the slots of a key, four
// bits each, slot s in bits 4(s%16) to 4(s%16)+3 of w[s/16], so that a
// step reads and writes them with shifts, finds a label's other end and
// relabels with word operations, and packs by a copy.
type frontier struct {
	w        [2]uint64
	freeEnds int
	// endColour is the colour of the first free end, when oppositeEnds
	// and freeEnds > 0.
	endColour uint8
	// relabel: the labels may be out of slot order. A frontier moved on
	// from a key keeps its labels in order; a join or a fragment's end
	// leaving may upset it.
	relabel bool
}

// Word constants: the lowest bit of every nibble, and the bits of key.hi
// that hold slots (16 to 2*MaxShortSide+1).
const (
	nibbleLows = 0x1111_1111_1111_1111
	hiSlotBits = 1<<(4*(2*MaxShortSide+2-16)) - 1
)

func (f *frontier) get(s int) uint8 {
	return uint8(f.w[s>>4&1]>>(4*uint(s&15))) & 15
}

func (f *frontier) set(s int, v uint8) {
	sh := 4 * uint(s&15)
	i := s >> 4 & 1
	f.w[i] = f.w[i]&^(15<<sh) | uint64(v)<<sh
}

// slotMasks returns the bits of the two words that hold slots 0 to
// window-1, as a mask of whole nibbles.
func slotMasks(window int) (lo, hi uint64) {
	if window >= 16 {
		return ^uint64(0), 1<<(4*uint(window-16)) - 1
	}
	return 1<<(4*uint(window)) - 1, 0
}

// unpack returns the frontier of k, a state after the previous cell,
// moved on by one cell: slot s becomes s+1, slot 0 (the current cell) is
// free, and what moves past window-1 (always full) is dropped.
func unpack(k key, window int) frontier {
	lo, hi := k.lo, k.hi&hiSlotBits
	mlo, mhi := slotMasks(window)
	return frontier{
		w:         [2]uint64{lo << 4 & mlo, (hi<<4 | lo>>60) & mhi},
		freeEnds:  int(k.hi >> freeEndsShift),
		endColour: uint8(k.hi>>endColourShift) & 1,
	}
}

// allFull is the frontier of window slots all full: the squares before
// the board.
func allFull(window int) frontier {
	mlo, mhi := slotMasks(window)
	return frontier{w: [2]uint64{nibbleLows & mlo, nibbleLows & mhi}}
}

// labelBits returns a bit at the lowest bit of each nibble of x that is a
// label (label0 = 3 and above): bit 3 or bit 2 set, or bits 1 and 0.
func labelBits(x uint64) uint64 {
	return (x>>3 | x>>2 | x>>1&x) & nibbleLows
}

// pack relabels the fragments in slot order (so that states equal up to
// their labels merge) and packs f; the slots past window are zero.
func (f *frontier) pack() key {
	w := f.w
	if f.relabel {
		// relabel holds the new label of label v in its nibble v (0:
		// none yet), in a register rather than an array in memory.
		var relabel uint64
		next := uint64(label0)
		// The first word a label at a time: at its first slot, every slot
		// of the word with the same label takes the next new one.
		x := w[0]
		m := labelBits(x)
		out := x &^ (m * 15) // the label nibbles cleared
		for m != 0 {
			v := x >> uint(bits.TrailingZeros64(m)) & 15
			same := equalNibbles(x, uint8(v))
			out |= same * next
			relabel |= next << (4 * v)
			next++
			m &^= same
		}
		w[0] = out
		// The second word's labels may have been met in the first.
		x = w[1]
		m = labelBits(x)
		out = x &^ (m * 15)
		for ; m != 0; m &= m - 1 {
			sh := uint(bits.TrailingZeros64(m))
			v := 4 * (x >> sh & 15)
			r := relabel >> v & 15
			// Without branches, which a label's being new or not
			// would mispredict: fresh is 1 when v has no new label yet.
			fresh := 1 - (r+15)>>4
			r |= next * fresh
			relabel |= next * fresh << v
			next += fresh
			out |= r << sh
		}
		w[1] = out
	}
	return key{lo: w[0], hi: w[1] | uint64(f.freeEnds)<<freeEndsShift | uint64(f.endColour)<<endColourShift}
}

// equalNibbles returns a bit at the lowest bit of each nibble of x equal
// to v.
func equalNibbles(x uint64, v uint8) uint64 {
	t := ^(x ^ uint64(v)*nibbleLows)
	t &= t >> 1
	t &= t >> 2
	return t & nibbleLows
}

// partner returns the other slot of window holding label v (not slot
// not), or -1.
func (f *frontier) partner(v uint8, not, window int) int {
	mlo, mhi := slotMasks(window)
	ms := [2]uint64{equalNibbles(f.w[0], v) & mlo, equalNibbles(f.w[1], v) & mhi}
	ms[not>>4&1] &^= 1 << (4 * uint(not&15))
	for i, m := range ms {
		if m != 0 {
			return 16*i + bits.TrailingZeros64(m)/4
		}
	}
	return -1
}

// onlyFullBut reports whether every slot of window but x and y is full.
func (f *frontier) onlyFullBut(x, y, window int) bool {
	g := *f
	g.set(x, full)
	g.set(y, full)
	all := allFull(window)
	return g.w == all.w
}
