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
	if len(pl.short[c]) > 0 && !pl.shortFeasible(f, c, &ends, &colours) {
		return false
	}
	if pl.oppositeEnds && (colours[0] > 1 || colours[1] > 1) {
		return false
	}
	return ends <= pl.maxFreeEnds
}

// shortFeasible checks the cells after c short of neighbours after c
// (pl.short[c]) against f: each needs enough of its neighbours in the
// frontier not yet full. One that may be a tour end and gets one fewer
// is an end, counted in ends and colours. One that gets just enough, and
// cannot be an end (not allowed, or no end left for it), takes all of
// them: a slot cannot take more such edges than it lacks, and a cell
// that takes two cannot join the two ends of one fragment (a cycle, or
// the whole path) before the last cell.
func (pl *plan) shortFeasible(f *frontier, c int, ends *int, colours *[2]int) bool {
	var open [2]uint64
	for i := range open {
		open[i] = ^equalNibbles(f.w[i], full) & nibbleLows
	}
	cells := pl.short[c]
	var got [2*MaxShortSide + 2]int8
	tight := false // a cell must take every edge it has
	for j := range cells {
		sc := &cells[j]
		n := bits.OnesCount64(sc.slots[0]&open[0]) + bits.OnesCount64(sc.slots[1]&open[1])
		got[j] = int8(n)
		switch {
		case n > sc.want:
		case n == sc.want:
			tight = true
		case sc.mayEnd && n == sc.want-1:
			*ends++
			colours[sc.colour]++
			tight = true
		default:
			return false
		}
	}
	if !tight {
		return true // no cell must take every edge it has
	}
	var taken [2]uint64 // a nibble a slot: the edges it must take
	for j := range cells {
		sc := &cells[j]
		n := int(got[j])
		switch {
		case n > sc.want:
			continue
		case n == sc.want && sc.mayEnd && *ends < pl.maxFreeEnds && (!pl.oppositeEnds || colours[sc.colour] == 0):
			continue // it may be an end and take one fewer
		}
		mine := [2]uint64{sc.slots[0] & open[0], sc.slots[1] & open[1]}
		taken[0] += mine[0]
		taken[1] += mine[1]
		if n == 2 && sc.cell != pl.n-1 {
			var slot [2]int
			k := 0
			for i, m := range mine {
				for ; m != 0; m &= m - 1 {
					slot[k] = 16*i + bits.TrailingZeros64(m)/4
					k++
				}
			}
			if a := f.get(slot[0]); a != free && a == f.get(slot[1]) {
				return false // a cycle, or both tour ends met, before the last cell
			}
		}
	}
	for i, t := range taken {
		atLeast2 := (t>>1 | t>>2 | t>>3) & nibbleLows
		atLeast3 := (t>>2 | t>>3 | t>>1&t) & nibbleLows
		if atLeast3|atLeast2&^equalNibbles(f.w[i], free) != 0 {
			return false
		}
	}
	return true
}

// slotSets are sets of a frontier's slots, one bit a slot at the lowest
// bit of its nibble in the frontier's two words.
type slotSets struct {
	dead, endOnly, endOnlyDark [2]uint64
}
