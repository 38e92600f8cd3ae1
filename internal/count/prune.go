package count

import (
	"math/bits"

	"github.com/knightcert/knight/board"
)

// shortCell is a cell after the current one that needs want edges from
// the frontier's slots (one bit a nibble at its lowest bit): its
// neighbours there. A cell that may be a tour end (mayEnd) and gets one
// fewer is one.
type shortCell struct {
	slots  [2]uint64
	cell   int
	want   int
	mayEnd bool
	colour uint8
}

// feasible reports whether every square in the frontier after cell c can
// still reach its degree with the edges it has ahead, and whether the
// squares left with one edge ahead and none yet, which must be tour ends,
// are not too many: the pruning that keeps the states down.
func (pl *plan) feasible(f *frontier, c int) bool {
	t := &pl.tight[c]
	ends := f.freeEnds
	var colours [2]int // the colours of the ends so far and to come
	if ends > 0 {
		colours[f.endColour]++
	}
	for i, w := range f.w[:pl.words] {
		empty := equalNibbles(w, free)
		if empty&t.dead[i] != 0 {
			return false
		}
		endsHere := bits.OnesCount64(empty & t.endOnly[i])
		dark := bits.OnesCount64(empty & t.endOnlyDark[i])
		ends += endsHere
		colours[board.Dark] += dark
		colours[board.Light] += endsHere - dark
	}
	// The short cells only add ends: a state with too many already
	// fails without them.
	if pl.tooManyEnds(ends, &colours) {
		return false
	}
	return len(pl.short[c]) == 0 || pl.shortFeasibleFast(f, c, &ends, &colours) && !pl.tooManyEnds(ends, &colours)
}

// tooManyEnds reports whether ends tour ends on squares with no end
// required, of those colours, are more than a tour has.
func (pl *plan) tooManyEnds(ends int, colours *[2]int) bool {
	return ends > pl.maxFreeEnds || pl.oppositeEnds && (colours[0] > 1 || colours[1] > 1)
}

// oneFragment reports whether the two slots of mine (one bit a nibble)
// hold the two ends of one fragment. Each word's bits are at 4 times a
// slot, so the lowest and highest bit read the two slots' nibbles with
// no loop: this runs for every cell that must take both its edges.
func (f *frontier) oneFragment(mine [2]uint64) bool {
	var a, b uint64
	switch lo, hi := mine[0], mine[1]; {
	case hi == 0:
		a = f.w[0] >> uint(bits.TrailingZeros64(lo)) & 15
		b = f.w[0] >> uint(63-bits.LeadingZeros64(lo)) & 15
	case lo == 0:
		a = f.w[1] >> uint(bits.TrailingZeros64(hi)) & 15
		b = f.w[1] >> uint(63-bits.LeadingZeros64(hi)) & 15
	default:
		a = f.w[0] >> uint(bits.TrailingZeros64(lo)) & 15
		b = f.w[1] >> uint(bits.TrailingZeros64(hi)) & 15
	}
	return a != free && a == b
}

// takesFit reports whether no slot must take more edges (taken, a
// nibble a slot) than it lacks: two when it has none, one when it has
// one.
func (pl *plan) takesFit(f *frontier, taken [2]uint64) bool {
	for i, t := range taken[:pl.words] {
		atLeast2 := (t>>1 | t>>2 | t>>3) & nibbleLows
		atLeast3 := (t>>2 | t>>3 | t>>1&t) & nibbleLows
		if atLeast3|atLeast2&^equalNibbles(f.w[i], free) != 0 {
			return false
		}
	}
	return true
}

// shortSums is pl.short[c] laid out for shortFeasibleFast, one nibble a
// short cell: cell j of pl.short[c] in nibble j%16 of half j/16 (a
// frontier of 2k+2 slots has at most 2k+1 short cells, so a short side
// up to 7 needs one half). In a half, byGroup[g][m] counts, in each
// cell's nibble, its neighbours among the slots 4g to 4g+3 that m marks
// (bit i: slot 4g+i), so that adding one entry a group for the slots not
// yet full counts every cell's neighbours there at once (at most four:
// the cells before a cell that it joins).
type shortSums struct {
	halves [2]shortHalf
	n      int // halves used
}

// shortHalf is up to 16 short cells of a shortSums. least, want and most
// are each cell's fewest neighbours (one fewer than want for a cell that
// may be a tour end), its want, and want+1: the counts at which it
// fails, may be an end, or must take all. cells is every short cell's
// nibble, dark the dark ones'.
type shortHalf struct {
	byGroup                        [slotGroups][16]uint64
	least, want, most, cells, dark uint64
}

// slotGroups is how many groups of four slots a frontier has at most.
const slotGroups = (2*MaxShortSide + 2 + 3) / 4

// sumShort lays out pl.short for shortFeasibleFast.
func (pl *plan) sumShort() {
	pl.sums = make([]shortSums, pl.n)
	for c, cells := range pl.short {
		t := &pl.sums[c]
		t.n = (len(cells) + 15) / 16
		if t.n > len(t.halves) {
			panic("count: more short cells than slots")
		}
		var bySlot [2][4 * slotGroups]uint64
		for j, sc := range cells {
			h, sh := &t.halves[j/16], 4*uint(j%16)
			least := sc.want
			if sc.mayEnd {
				least--
			}
			h.least |= uint64(least) << sh
			h.want |= uint64(sc.want) << sh
			h.most |= uint64(sc.want+1) << sh
			h.cells |= 1 << sh
			if sc.colour == uint8(board.Dark) {
				h.dark |= 1 << sh
			}
			for i, m := range sc.slots {
				for ; m != 0; m &= m - 1 {
					bySlot[j/16][16*i+bits.TrailingZeros64(m)/4] |= 1 << sh
				}
			}
		}
		for hi := range t.n {
			h := &t.halves[hi]
			for g := range h.byGroup {
				for m := range 16 {
					for i := range 4 {
						if m>>i&1 != 0 {
							h.byGroup[g][m] += bySlot[hi][4*g+i]
						}
					}
				}
			}
		}
	}
}

// groupBits gathers the nibble bits of x (one bit at the lowest bit of
// each nibble) for the four slots from 4g up into the four low bits: the
// multiplication moves bit 4i to bit 12+i, and its other products land
// on other bits, none twice, so nothing carries.
func groupBits(x uint64, g int) uint64 {
	return (x >> (16 * uint(g)) & 0x1111) * 0x1248 >> 12 & 15
}

// nibbleHighs is the top bit of every nibble.
const nibbleHighs = 0x8888_8888_8888_8888

// atLeast returns the top bit of each nibble of counts (each at most 7)
// that is at least the same nibble of limits (each at most 8).
func atLeast(counts, limits uint64) uint64 {
	return ((counts | nibbleHighs) - limits) & nibbleHighs
}

// shortFeasibleFast checks the cells after c short of neighbours after
// c (pl.short[c]) against f: each needs enough of its neighbours in the
// frontier not yet full. One that may be a tour end and gets one fewer
// is an end, counted in ends and colours. One that gets just enough, and
// cannot be an end (not allowed, or no end left for it), takes all of
// them: a slot cannot take more such edges than it lacks, and a cell
// that takes two cannot join the two ends of one fragment (a cycle, or
// the whole path) before the last cell. Every cell's neighbours are
// counted at once, in the nibbles of a word for each 16 cells, and only
// the cells that must take every edge they have are looked at one by
// one, and not at all when the ends are already too many (the verdict
// feasible gives then).
func (pl *plan) shortFeasibleFast(f *frontier, c int, ends *int, colours *[2]int) bool {
	t := &pl.sums[c]
	var open [2]uint64
	for i := range pl.words {
		open[i] = ^equalNibbles(f.w[i], full) & nibbleLows
	}
	var counts, tight [2]uint64
	for hi := range t.n {
		h := &t.halves[hi]
		var n uint64
		for i := range pl.words {
			g := h.byGroup[4*i:]
			n += g[0][groupBits(open[i], 0)] + g[1][groupBits(open[i], 1)]
			if len(g) > 2 {
				n += g[2][groupBits(open[i], 2)]
				if len(g) > 3 {
					n += g[3][groupBits(open[i], 3)]
				}
			}
		}
		if atLeast(n, h.least) != nibbleHighs {
			return false // a cell with too few neighbours left
		}
		highs := h.cells << 3
		// The cells one short of want may be, so must be, tour ends.
		if endCells := highs &^ atLeast(n, h.want); endCells != 0 {
			k := bits.OnesCount64(endCells)
			dark := bits.OnesCount64(endCells & (h.dark << 3))
			*ends += k
			colours[board.Dark] += dark
			colours[board.Light] += k - dark
			if pl.tooManyEnds(*ends, colours) {
				return false // the cells that must take every edge only add ends
			}
		}
		counts[hi], tight[hi] = n, highs&^atLeast(n, h.most)
	}
	if tight[0]|tight[1] == 0 {
		return true // no cell must take every edge it has
	}
	cells := pl.short[c]
	var taken [2]uint64 // a nibble a slot: the edges it must take
	for hi, m := range tight[:t.n] {
		for ; m != 0; m &= m - 1 {
			j := bits.TrailingZeros64(m) / 4
			sc := &cells[16*hi+j]
			n := int(counts[hi] >> (4 * uint(j)) & 15)
			if n == sc.want && sc.mayEnd && *ends < pl.maxFreeEnds && (!pl.oppositeEnds || colours[sc.colour] == 0) {
				continue // it may be an end and take one fewer
			}
			mine := [2]uint64{sc.slots[0] & open[0], sc.slots[1] & open[1]}
			taken[0] += mine[0]
			taken[1] += mine[1]
			if n == 2 && sc.cell != pl.n-1 && f.oneFragment(mine) {
				return false // a cycle, or both tour ends met, before the last cell
			}
		}
	}
	return pl.takesFit(f, taken)
}

// slotSets are sets of a frontier's slots, one bit a slot at the lowest
// bit of its nibble in the frontier's two words.
type slotSets struct {
	dead, endOnly, endOnlyDark [2]uint64
}
