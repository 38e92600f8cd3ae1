package count

import (
	"slices"
	"sync"

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
	// departs: this is the earlier cell's last edge, so the cell leaves
	// the frontier as soon as the edge is decided.
	departs bool
}

// plan is a problem laid out for the scan: cells numbered along the short
// side first, a line in the order lineOrder gives, so that every knight
// move joins cells at most about 3k apart.
type plan struct {
	b       board.Board
	n       int
	window  int            // slots a state holds: the longest edge back, plus one
	squares []board.Square // cell -> square
	back    [][]backEdge   // cell -> its edges to earlier cells, in order
	// last[c] is the last cell joined to c: c leaves the frontier once
	// that cell's back edges are decided. A cell's back edges to cells
	// that leave come first, so that a state failing a leaving cell's
	// requirement is dropped before the other edges branch.
	last []int
	// tight[c] marks, after cell c, the slots (one bit a nibble, as
	// equalNibbles gives) of the squares with fewer than two edges ahead:
	// the only ones feasible must look at. dead are those that cannot
	// stay free (no edge ahead, or two edges needed), endOnly those that,
	// free, can only be tour ends (one edge ahead, no end required), and
	// endOnlyDark those of endOnly that are dark.
	tight []slotSets
	// short[c] are the cells after c with fewer neighbours after c than
	// the edges they need (two, or one when they may be a tour end): the
	// rest must come from the frontier after c, from slots not yet full.
	short [][]shortCell
	sums  []shortSums // short, laid out for shortFeasibleFast
	need  []int8      // cell -> anyDeg, endDeg, fullDeg
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
	// order[p] is the column of a line's p-th cell; mirrorSlots[c], where
	// the cells up to c are the same reflected (see mirrorPerms), takes
	// each slot to its mirror image's, -1 where that lies out of the
	// window; nil elsewhere, and with no mirror.
	order       []int
	mirrorSlots [][]int8
	// words is how many of a frontier's two words hold slots.
	words int
	// wide keeps two words per state in the tables even when one would
	// do: the tests compare the two stores.
	wide bool
	// stageAll adds every cell's states a stage at a time, sorted, however
	// small its table: the tests compare the two ways of adding.
	stageAll bool
	// partSalt, zero but in tests, parts the states after the split by
	// another hash: a stand-in for a knight that parts them otherwise.
	partSalt uint64
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
	order := lineOrders[k]()
	pl := plan{b: b, n: n, window: orderWindow(k, order), closed: p.Closed, words: 1, order: order}
	if pl.window > 16 {
		pl.words = 2
	}
	pl.squares = make([]board.Square, n)
	cellOf := make(map[board.Square]int, n)
	for c := 0; c < n; c++ {
		across, along := order[c%k], c/k
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
	if pl.mirror {
		pl.mirrorSlots = pl.mirrorPerms()
	}
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
			e.departs = last[d] == c
			edges = append(edges, e)
		}
		// Stable: the leaving cells' edges first, each group by distance.
		slices.SortStableFunc(edges, func(x, y backEdge) int {
			return boolInt(y.departs) - boolInt(x.departs)
		})
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
	pl.last = last
	pl.tight = make([]slotSets, n)
	for c := 0; c < n; c++ {
		t := &pl.tight[c]
		for s := 0; s < pl.window && s <= c; s++ {
			bit := uint64(1) << (4 * uint(s&15))
			need, ahead := pl.need[c-s], pl.ahead[c][s]
			switch {
			case ahead >= 2:
			case ahead == 0 || need == fullDeg:
				t.dead[s>>4] |= bit
			case need == anyDeg:
				t.endOnly[s>>4] |= bit
				if pl.colour[c-s] == uint8(board.Dark) {
					t.endOnlyDark[s>>4] |= bit
				}
			}
		}
	}
	pl.short = make([][]shortCell, n)
	for c := 0; c < n; c++ {
		for r := c + 1; r < n && r-c < pl.window; r++ {
			want := 2
			if pl.need[r] == endDeg {
				want = 1
			}
			sc := shortCell{cell: r, mayEnd: pl.need[r] == anyDeg, colour: pl.colour[r]}
			buf = b.Neighbours(pl.squares[r], buf[:0])
			for _, t := range buf {
				switch d := cellOf[t]; {
				case d > c:
					want--
				case c-d < pl.window:
					sc.slots[(c-d)>>4] |= 1 << (4 * uint((c-d)&15))
				}
			}
			if want > 0 {
				sc.want = want
				pl.short[c] = append(pl.short[c], sc)
			}
		}
	}
	pl.sumShort()
	return pl
}

// lineOrders holds lineOrder for each short side, searched once a
// process: the search scores every one of k! orders (40,320 for 8), which
// costs more than a small count. The orders are shared, never written.
var lineOrders = func() (o [MaxShortSide + 1]func() []int) {
	for k := range o {
		o[k] = sync.OnceValue(func() []int { return lineOrder(k) })
	}
	return o
}()

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

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func contains(ss []board.Square, s board.Square) bool {
	for _, t := range ss {
		if t == s {
			return true
		}
	}
	return false
}

// join adds the tour edge between slot 0 (the current cell) and slot d,
// in the scan's cell c; it reports false when the edge would give a
// square three edges, close a cycle early, or close one in an open tour.
func (pl *plan) join(f *frontier, d, c int) bool {
	a, b := f.get(d), f.get(0)
	last := c == pl.n-1
	f.relabel = true
	switch {
	case a == full || b == full:
		return false
	case a == free && b == free:
		f.set(d, maxLabel) // fresh: pack renumbers it
		f.set(0, maxLabel)
	case a == free:
		f.set(d, b)
		f.set(0, full)
	case b == free:
		f.set(d, full)
		f.set(0, a)
	case a == b && a >= label0: // the two ends of one fragment: a cycle
		if !pl.closed || !last || !f.onlyFullBut(0, d, pl.window) {
			return false
		}
		f.set(d, full)
		f.set(0, full)
	case a == loose && b == loose: // both tour ends are gone: the whole path
		if !last || !f.onlyFullBut(0, d, pl.window) {
			return false
		}
		f.set(d, full)
		f.set(0, full)
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
		f.set(d, full)
		f.set(0, full)
		switch {
		case a == loose:
			f.set(pb, loose)
		case b == loose:
			f.set(pa, loose)
		default:
			f.set(pb, a)
		}
	}
	return true
}

// depart checks a square whose last edge has been decided, in slot d of
// cell c, against its requirement, and marks it gone.
func (pl *plan) depart(f *frontier, d, c, cell int) bool {
	v := f.get(d)
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
			if c != pl.n-1 || !f.onlyFullBut(d, d, pl.window) {
				return false
			}
		} else {
			f.set(f.partner(v, d, pl.window), loose)
			f.relabel = true
		}
	}
	f.set(d, full)
	return true
}

// expansion is one cell's step of a scan: it takes each state through
// every choice of the cell's back edges into the next generation.
type expansion struct {
	pl        *plan
	c         int
	back      []backEdge
	next      *table
	maxStates int
	mirror    []int8 // after the cell, the mirror merges states: pl.mirrorSlots[c]
	overflow  bool   // a count passed 2^128
	// n is the count of the state being expanded, which each state it
	// leads to carries.
	n u128
	// batch holds the states on their way to next: a table takes them
	// stage at a time (batchSize when 0). With no next, batch keeps them
	// all. sorted is addStaged's room to sort a stage in.
	batch  []pending
	stage  int
	sorted []pending
	// collect: the states go to children instead, as a memo lists a
	// state's successors.
	collect  bool
	children []key
}

// expand decides back edges i and on of f, a state with count x.n, and
// adds the states that pass to x.next; it reports false once x.next holds
// more than x.maxStates.
func (x *expansion) expand(f frontier, i int) bool {
	pl, c := x.pl, x.c
	if i < len(x.back) {
		e := x.back[i]
		if e.state != edgeForced {
			g := f
			if !e.departs || pl.depart(&g, e.dist, c, c-e.dist) {
				if !x.expand(g, i+1) {
					return false
				}
			}
		}
		if e.state != edgeBanned {
			g := f
			if pl.join(&g, e.dist, c) && (!e.departs || pl.depart(&g, e.dist, c, c-e.dist)) {
				return x.expand(g, i+1)
			}
		}
		return true
	}
	if pl.last[c] == c && !pl.depart(&f, 0, c, c) {
		return true
	}
	if !pl.feasible(&f, c) {
		return true
	}
	k := f.pack()
	if x.mirror != nil {
		k = pl.canonical(&f, k, x.mirror)
	}
	if x.collect {
		x.children = append(x.children, k)
		return true
	}
	x.batch = append(x.batch, pending{k, x.n})
	if len(x.batch) < max(x.stage, batchSize) || x.next == nil {
		return true
	}
	return x.flush()
}

// flush adds the states of x.batch to x.next; it reports false once
// x.next holds more than x.maxStates.
func (x *expansion) flush() bool {
	if x.next.addStaged(x.batch, x.sorted, x.maxStates) {
		x.overflow = true
	}
	x.batch = x.batch[:0]
	return x.next.len() <= x.maxStates
}

// canonical returns the smaller of k, f's key, and the key of f's mirror
// image, where perm (a cell's mirrorSlots) takes each slot to its image's;
// a state with a square still in the frontier whose image is out of the
// window is not merged.
func (pl *plan) canonical(f *frontier, k key, perm []int8) key {
	g, ok := pl.mirrored(f, perm)
	if !ok {
		return k
	}
	g.relabel = true
	if pl.k%2 == 0 && g.freeEnds > 0 {
		g.endColour ^= 1 // the mirror of an even line swaps the colours
	}
	m := g.pack()
	if m.hi < k.hi || m.hi == k.hi && m.lo < k.lo {
		return m
	}
	return k
}

// mirrored returns f with each slot moved to its image's by perm, and
// false when a slot with no image in the window is not full.
func (pl *plan) mirrored(f *frontier, perm []int8) (frontier, bool) {
	g := *f
	for s, m := range perm {
		if m < 0 {
			if f.get(s) != full {
				return g, false
			}
			continue
		}
		g.set(int(m), f.get(s))
	}
	return g, true
}

// hash spreads a state's key over the shards (splitmix64's finaliser).
func hash(k key) uint64 {
	z := k.lo ^ (k.hi * 0x9e3779b97f4a7c15)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
