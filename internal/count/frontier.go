package count

import (
	"context"
	"fmt"
	"math/big"

	"github.com/knightcert/knight/board"
)

// Slot values of the frontier, four bits a square.
const (
	free   = 0 // no tour edge yet
	full   = 1 // two tour edges, or gone from the frontier
	loose  = 2 // one edge; its fragment's other end is a tour end already gone
	label0 = 3 // first label of a fragment with both ends in the frontier
	// maxLabel is the largest label a state may hold; a frontier of
	// 2*MaxShortSide+2 squares has at most MaxShortSide+1 fragments.
	maxLabel = 15
)

// Degree requirements of a square.
const (
	anyDeg  = 0 // one edge (a tour end) or two
	endDeg  = 1 // a tour end: exactly one edge
	fullDeg = 2 // inside the tour: two edges
)

// Edge constraints.
const (
	edgeFree = iota
	edgeForced
	edgeBanned
)

// key is a packed state: slot s (the square s cells before the current
// one in the scan) in bits 4s..4s+3 of the 128 bits lo, hi, and in the top
// two bits of hi the number of tour ends on squares with no end required.
type key struct{ lo, hi uint64 }

const (
	freeEndsShift  = 62
	endColourShift = 61
)

// backEdge is an edge from the current cell to an earlier one, dist cells
// back in the scan.
type backEdge struct {
	dist  int
	state int8 // edgeFree, edgeForced, edgeBanned
}

// plan is a problem laid out for the scan: cells numbered along the short
// side first, so that every knight move joins cells at most 2k+1 apart.
type plan struct {
	b       board.Board
	n       int
	window  int            // slots a state holds: 2k+2
	squares []board.Square // cell -> square
	back    [][]backEdge   // cell -> its edges to earlier cells, in order
	leave   [][]int        // cell -> the cells whose last edge it decides
	need    []int8         // cell -> anyDeg, endDeg, fullDeg
	// ahead[c][s] is how many edges the square in slot s has to cells
	// after c: what it may still gain once cell c is done.
	ahead  [][]int8
	closed bool
	// maxFreeEnds is how many tour ends may fall on squares with no end
	// required: 2 less the required ones, 0 for a closed tour.
	maxFreeEnds int
	// oppositeEnds: an open tour of a board with as many dark squares as
	// light, and no end required, has one end of each colour (its squares
	// alternate colours and are even in number), so a state records the
	// colour of its first free end and refuses a second of the same.
	oppositeEnds bool
	colour       []uint8 // cell -> its square's colour
	// mirror: the problem is the same reflected across the long side (no
	// prefix, no end), so after each whole line a state and its mirror
	// image have the same completions and are merged as one (k is the
	// line's length).
	mirror bool
	k      int
	// wide keeps two words per state in the tables even when one would
	// do: the tests compare the two stores.
	wide bool
}

// newPlan lays p out; p has at least two squares and its short side is at
// most MaxShortSide.
func newPlan(p board.Problem) plan {
	b := p.Board
	k, long := int(b.W), int(b.H)
	transpose := false
	if b.H < b.W {
		k, long = int(b.H), int(b.W)
		transpose = true
	}
	n := k * long
	pl := plan{b: b, n: n, window: 2*k + 2, closed: p.Closed}
	pl.squares = make([]board.Square, n)
	cellOf := make(map[board.Square]int, n)
	for c := 0; c < n; c++ {
		across, along := c%k, c/k
		s := board.Square{X: int32(across + 1), Y: int32(along + 1)}
		if transpose {
			s = board.Square{X: int32(along + 1), Y: int32(across + 1)}
		}
		pl.squares[c] = s
		cellOf[s] = c
	}
	forced := map[[2]int]bool{}
	link := func(a, c board.Square) {
		x, y := cellOf[a], cellOf[c]
		forced[[2]int{min(x, y), max(x, y)}] = true
	}
	pl.need = make([]int8, n)
	for c := range pl.need {
		if p.Closed {
			pl.need[c] = fullDeg
		}
	}
	ends := 0
	for i, s := range p.Prefix {
		c := cellOf[s]
		switch {
		case i == 0 && !p.Closed:
			pl.need[c] = endDeg
			ends++
		case i > 0 && i < len(p.Prefix)-1:
			pl.need[c] = fullDeg
		}
		if i > 0 {
			link(p.Prefix[i-1], s)
		}
	}
	if p.HasEnd() {
		if p.Closed {
			link(p.End, p.Prefix[0]) // the move back to the start
		} else {
			pl.need[cellOf[p.End]] = endDeg
			ends++
		}
	}
	if !p.Closed {
		pl.maxFreeEnds = 2 - ends
	}
	pl.colour = make([]uint8, n)
	for c, sq := range pl.squares {
		pl.colour[c] = uint8(sq.Colour())
	}
	if !p.Closed {
		pl.colourRule(p)
	}
	pl.k = k
	pl.mirror = len(p.Prefix) == 0 && !p.HasEnd()
	// A square whose two tour edges are forced takes no other.
	forcedAt := make([]int, n)
	for e := range forced {
		forcedAt[e[0]]++
		forcedAt[e[1]]++
	}
	pl.back = make([][]backEdge, n)
	last := make([]int, n)
	var buf []board.Square
	for c := 0; c < n; c++ {
		last[c] = c
		buf = b.Neighbours(pl.squares[c], buf[:0])
		for _, t := range buf {
			d := cellOf[t]
			if d > last[c] {
				last[c] = d
			}
		}
	}
	for c := 0; c < n; c++ {
		buf = b.Neighbours(pl.squares[c], buf[:0])
		var edges []backEdge
		for d := c - 1; d >= 0 && c-d < pl.window; d-- {
			if !contains(buf, pl.squares[d]) {
				continue
			}
			e := backEdge{dist: c - d}
			switch {
			case forced[[2]int{d, c}]:
				e.state = edgeForced
			case saturated(forcedAt[c], pl.need[c]) || saturated(forcedAt[d], pl.need[d]):
				e.state = edgeBanned
			}
			edges = append(edges, e)
		}
		pl.back[c] = edges
	}
	pl.ahead = make([][]int8, n)
	for c := 0; c < n; c++ {
		pl.ahead[c] = make([]int8, pl.window)
		for s := 0; s < pl.window && s <= c; s++ {
			buf = b.Neighbours(pl.squares[c-s], buf[:0])
			for _, t := range buf {
				if cellOf[t] > c {
					pl.ahead[c][s]++
				}
			}
		}
	}
	pl.leave = make([][]int, n)
	for c := 0; c < n; c++ {
		pl.leave[last[c]] = append(pl.leave[last[c]], c)
	}
	return pl
}

// colourRule applies the colours to an open tour's ends: the knight
// changes colour every move, so a tour of a board with one more square of
// one colour than the other has both ends on that colour, and a tour of a
// board with as many of each has one end of each. A square that cannot be
// an end must take two edges; with no end required, the state keeps the
// colour of its first free end (oppositeEnds).
func (pl *plan) colourRule(p board.Problem) {
	b := p.Board
	dark, light := b.ColourCount(board.Dark), b.ColourCount(board.Light)
	var required []board.Square
	if len(p.Prefix) > 0 {
		required = append(required, p.Prefix[0])
	}
	if p.HasEnd() {
		required = append(required, p.End)
	}
	noEnd := func(col uint8) {
		for c := range pl.n {
			if pl.colour[c] == col && pl.need[c] == anyDeg {
				pl.need[c] = fullDeg
			}
		}
	}
	switch {
	case dark == light+1:
		noEnd(uint8(board.Light))
	case light == dark+1:
		noEnd(uint8(board.Dark))
	case dark != light: // no open tour at all; the scan finds none
	case len(required) == 1:
		noEnd(uint8(required[0].Colour()))
	case len(required) == 0:
		pl.oppositeEnds = true
	}
}

// saturated reports whether a square with forced edges forced and
// requirement need can take no other edge.
func saturated(forced int, need int8) bool {
	return forced >= 2 || forced == 1 && need == endDeg
}

func contains(ss []board.Square, s board.Square) bool {
	for _, t := range ss {
		if t == s {
			return true
		}
	}
	return false
}

// frontier is the state a scan step works on: slot values unpacked.
type frontier struct {
	slot     [2*MaxShortSide + 3]uint8
	freeEnds int
	// endColour is the colour of the first free end, when oppositeEnds
	// and freeEnds > 0.
	endColour uint8
}

func unpack(k key, window int) frontier {
	var f frontier
	for s := 0; s < window; s++ {
		w := k.lo
		sh := uint(4 * s)
		if s >= 16 {
			w, sh = k.hi, uint(4*(s-16))
		}
		f.slot[s] = uint8(w>>sh) & 15
	}
	f.freeEnds = int(k.hi >> freeEndsShift)
	f.endColour = uint8(k.hi>>endColourShift) & 1
	return f
}

// pack relabels the fragments in slot order (so that states equal up to
// their labels merge) and packs f.
func (f *frontier) pack(window int) key {
	var relabel [16]uint8
	next := uint8(label0)
	var k key
	for s := 0; s < window; s++ {
		v := f.slot[s]
		if v >= label0 {
			if relabel[v] == 0 {
				relabel[v] = next
				next++
			}
			v = relabel[v]
		}
		if s < 16 {
			k.lo |= uint64(v) << uint(4*s)
		} else {
			k.hi |= uint64(v) << uint(4*(s-16))
		}
	}
	k.hi |= uint64(f.freeEnds)<<freeEndsShift | uint64(f.endColour)<<endColourShift
	return k
}

// partner returns the other slot holding label v, or -1.
func (f *frontier) partner(v uint8, not, window int) int {
	for s := 0; s < window; s++ {
		if s != not && f.slot[s] == v {
			return s
		}
	}
	return -1
}

// onlyFull reports whether every slot but skip is full.
func (f *frontier) onlyFull(skip, window int) bool {
	for s := 0; s < window; s++ {
		if s != skip && f.slot[s] != full {
			return false
		}
	}
	return true
}

// join adds the tour edge between slot 0 (the current cell) and slot d,
// in the scan's cell c; it reports false when the edge would give a
// square three edges, close a cycle early, or close one in an open tour.
func (pl *plan) join(f *frontier, d, c int) bool {
	a, b := f.slot[d], f.slot[0]
	last := c == pl.n-1
	switch {
	case a == full || b == full:
		return false
	case a == free && b == free:
		f.slot[d], f.slot[0] = maxLabel, maxLabel // fresh: pack renumbers it
	case a == free:
		f.slot[d], f.slot[0] = b, full
	case b == free:
		f.slot[d], f.slot[0] = full, a
	case a == b && a >= label0: // the two ends of one fragment: a cycle
		if !pl.closed || !last || !f.onlyFullBut(0, d, pl.window) {
			return false
		}
		f.slot[d], f.slot[0] = full, full
	case a == loose && b == loose: // both tour ends are gone: the whole path
		if !last || !f.onlyFullBut(0, d, pl.window) {
			return false
		}
		f.slot[d], f.slot[0] = full, full
	default:
		// Two fragments become one; the far end of each keeps the other's
		// role: loose if either was loose, else one label.
		pa, pb := -1, -1
		if a != loose {
			pa = f.partner(a, d, pl.window)
		}
		if b != loose {
			pb = f.partner(b, 0, pl.window)
		}
		f.slot[d], f.slot[0] = full, full
		switch {
		case a == loose:
			f.slot[pb] = loose
		case b == loose:
			f.slot[pa] = loose
		default:
			f.slot[pb] = a
		}
	}
	return true
}

// onlyFullBut reports whether every slot but x and y is full.
func (f *frontier) onlyFullBut(x, y, window int) bool {
	for s := 0; s < window; s++ {
		if s != x && s != y && f.slot[s] != full {
			return false
		}
	}
	return true
}

// depart checks a square whose last edge has been decided, in slot d of
// cell c, against its requirement, and marks it gone.
func (pl *plan) depart(f *frontier, d, c, cell int) bool {
	v := f.slot[d]
	need := pl.need[cell]
	switch {
	case v == full:
		if need == endDeg {
			return false
		}
	case v == free:
		return false
	default: // one edge: a tour end
		if need == fullDeg {
			return false
		}
		if need == anyDeg {
			f.freeEnds++
			if f.freeEnds > pl.maxFreeEnds {
				return false
			}
			if pl.oppositeEnds {
				col := pl.colour[cell]
				if f.freeEnds == 2 && col == f.endColour {
					return false
				}
				if f.freeEnds == 1 {
					f.endColour = col
				}
			}
		}
		if v == loose { // its fragment's other end is gone too: the path is whole
			if c != pl.n-1 || !f.onlyFull(d, pl.window) {
				return false
			}
		} else {
			f.slot[f.partner(v, d, pl.window)] = loose
		}
	}
	f.slot[d] = full
	return true
}

// feasible reports whether every square in the frontier after cell c can
// still reach its degree with the edges it has ahead, and whether the
// squares left with one edge ahead and none yet, which must be tour ends,
// are not too many: the pruning that keeps the states down.
func (pl *plan) feasible(f *frontier, c int) bool {
	ahead := pl.ahead[c]
	ends := f.freeEnds
	var colours [2]int // the colours of the ends so far and to come
	if ends > 0 {
		colours[f.endColour]++
	}
	for s := 0; s < pl.window && s <= c; s++ {
		if f.slot[s] != free {
			continue
		}
		switch need := pl.need[c-s]; {
		case ahead[s] >= 2:
		case ahead[s] == 0 || need == fullDeg:
			return false
		case need == anyDeg:
			ends++
			colours[pl.colour[c-s]]++
		}
	}
	if pl.oppositeEnds && (colours[0] > 1 || colours[1] > 1) {
		return false
	}
	return ends <= pl.maxFreeEnds
}

// scanStats is the work a scan did.
type scanStats struct {
	expanded   int64 // states taken from one cell to the next, summed
	peakStates int   // the most states after one cell
	cells      int   // cells done
	perCell    []int // states after each cell done
	// peakBytes is the most the tables held at once: the capacity of
	// both generations' arrays and of the index, measured after each
	// cell (and where the scan stopped).
	peakBytes int64
}

// errLimit is a scan stopped at its limits; it says where.
type errLimit struct {
	states int
	cell   int
	cause  string
}

func (e *errLimit) Error() string {
	return fmt.Sprintf("undecided within the limits: %s, %d states at cell %d", e.cause, e.states, e.cell)
}

// scan runs the DP over pl's cells and returns the number of undirected
// tours. With shards > 1 it keeps, after cell split, only the states whose
// hash is shard mod shards: a deterministic part of the state space whose
// completions are counted exactly, so the shards' counts add up to the
// whole.
func (pl *plan) scan(ctx context.Context, maxStates, shard, shards int) (*big.Int, scanStats, error) {
	var st scanStats
	var start frontier
	for s := range start.slot {
		start.slot[s] = full // squares before the board: gone
	}
	window := pl.window
	if pl.wide {
		window = 2*MaxShortSide + 2
	}
	idx := &index{}
	cur, next := newTable(window, idx), newTable(window, idx)
	cur.reset(1)
	measure := func() {
		st.peakBytes = max(st.peakBytes, cur.bytes()+next.bytes()+idx.bytes())
	}
	cur.add(start.pack(pl.window), u128{lo: 1})
	// The shards part after the last whole line before the middle, where
	// the mirror has just merged states: the states are fewer there than
	// mid-line, and the part every shard repeats is shorter.
	split := pl.n / 2
	if line := (split+1)/pl.k*pl.k - 1; line >= 0 {
		split = line
	}
	for c := 0; c < pl.n; c++ {
		if err := ctx.Err(); err != nil {
			return nil, st, &errLimit{states: cur.len(), cell: c + 1, cause: "the time limit passed"}
		}
		next.reset(cur.len())
		overflow := false
		rowEnd := pl.mirror && (c+1)%pl.k == 0 && c < pl.n-1
		var expand func(f frontier, i int, n u128) bool
		expand = func(f frontier, i int, n u128) bool {
			if i < len(pl.back[c]) {
				e := pl.back[c][i]
				if e.state != edgeForced {
					if !expand(f, i+1, n) {
						return false
					}
				}
				if e.state != edgeBanned {
					g := f
					if pl.join(&g, e.dist, c) {
						return expand(g, i+1, n)
					}
				}
				return true
			}
			for _, cell := range pl.leave[c] {
				if !pl.depart(&f, c-cell, c, cell) {
					return true
				}
			}
			if !pl.feasible(&f, c) {
				return true
			}
			k := f.pack(pl.window)
			if rowEnd {
				k = pl.canonical(&f, k)
			}
			if next.add(k, n) {
				overflow = true
			}
			return next.len() <= maxStates
		}
		for j := range cur.len() {
			k, n := cur.at(j)
			old := unpack(k, pl.window-1)
			var f frontier
			copy(f.slot[1:], old.slot[:pl.window-1])
			f.slot[0] = free
			f.freeEnds, f.endColour = old.freeEnds, old.endColour
			st.expanded++
			if st.expanded&0xffff == 0 && ctx.Err() != nil {
				return nil, st, &errLimit{states: next.len(), cell: c + 1, cause: "the time limit passed"}
			}
			if !expand(f, 0, n) {
				measure()
				st.perCell = append(st.perCell, next.len())
				return nil, st, &errLimit{states: next.len(), cell: c + 1, cause: fmt.Sprintf("more than %d states", maxStates)}
			}
		}
		if overflow {
			return nil, st, &errLimit{states: next.len(), cell: c + 1, cause: "a count passed 2^128"}
		}
		if shards > 1 && c == split {
			kept := newTable(window, idx)
			kept.reset(next.len() / shards)
			for j := range next.len() {
				if k, n := next.at(j); int(hash(k)%uint64(shards)) == shard {
					kept.add(k, n)
				}
			}
			st.peakBytes = max(st.peakBytes, cur.bytes()+next.bytes()+kept.bytes()+idx.bytes())
			next = kept
		}
		measure()
		cur, next = next, cur
		st.cells = c + 1
		st.peakStates = max(st.peakStates, cur.len())
		st.perCell = append(st.perCell, cur.len())
	}
	total := u128{}
	for j := range cur.len() { // at most one state: every slot gone
		_, n := cur.at(j)
		total, _ = total.add(n)
	}
	return total.big(), st, nil
}

// canonical returns the smaller of k, f's key, and the key of f's mirror
// image, at the end of a line: slot s holds the square s cells back, line
// s/k of the last two and column k-1-s%k of it, which the mirror takes to
// column s%k. The squares further back are gone at a line's end.
func (pl *plan) canonical(f *frontier, k key) key {
	g := *f
	for line := 0; line < 2; line++ {
		for i := 0; i < pl.k; i++ {
			g.slot[line*pl.k+i] = f.slot[line*pl.k+pl.k-1-i]
		}
	}
	for s := 2 * pl.k; s < pl.window; s++ {
		if f.slot[s] != full {
			return k
		}
	}
	if pl.k%2 == 0 && g.freeEnds > 0 {
		g.endColour ^= 1 // the mirror of an even line swaps the colours
	}
	m := g.pack(pl.window)
	if m.hi < k.hi || m.hi == k.hi && m.lo < k.lo {
		return m
	}
	return k
}

// hash spreads a state's key over the shards (splitmix64's finaliser).
func hash(k key) uint64 {
	z := k.lo ^ (k.hi * 0x9e3779b97f4a7c15)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
