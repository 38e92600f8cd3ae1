package count

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"runtime/debug"
	"slices"

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
// side first, so that every knight move joins cells at most 2k+1 apart.
type plan struct {
	b       board.Board
	n       int
	window  int            // slots a state holds: 2k+2
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
	need  []int8 // cell -> anyDeg, endDeg, fullDeg
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
	// words is how many of a frontier's two words hold slots.
	words int
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
	pl := plan{b: b, n: n, window: 2*k + 2, closed: p.Closed, words: 1}
	if pl.window > 16 {
		pl.words = 2
	}
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
	return pl
}

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
	for j, sc := range cells {
		n := bits.OnesCount64(sc.slots[0]&open[0]) + bits.OnesCount64(sc.slots[1]&open[1])
		got[j] = int8(n)
		switch {
		case n >= sc.want:
		case sc.mayEnd && n == sc.want-1:
			*ends++
			colours[sc.colour]++
		default:
			return false
		}
	}
	var taken [2]uint64 // a nibble a slot: the edges it must take
	for j, sc := range cells {
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

// scanStats is the work a scan did.
type scanStats struct {
	expanded   int64 // states taken from one cell to the next, summed
	peakStates int   // the most states after one cell
	cells      int   // cells done
	perCell    []int // states after each cell done
	// peakBytes is the most the tables held at once: the capacity of
	// both generations' slots, measured after each
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
	s := pl.newScanner(maxStates)
	if shards > 1 {
		// The shards part after the last whole line before the middle,
		// where the mirror has just merged states: the states are fewer
		// there than mid-line, and the part every shard repeats is
		// shorter.
		s.split = pl.n / 2
		if line := (s.split+1)/pl.k*pl.k - 1; line >= 0 {
			s.split = line
		}
		s.shard, s.shards = shard, shards
	}
	for c := 0; c < pl.n; c++ {
		if err := s.step(ctx, c); err != nil {
			return nil, s.st, err
		}
	}
	return s.total(), s.st, nil
}

// scanner is a scan in progress: the generation after the cells done,
// and the table the next cell fills.
type scanner struct {
	pl        *plan
	maxStates int
	cur, next *table
	batch     []pending
	st        scanStats
	// After cell split, shard i of n (shards > 1) keeps the states whose
	// hash is shard mod shards.
	split, shard, shards int
}

// newScanner returns a scan of pl before its first cell: one state, the
// squares before the board all gone.
func (pl *plan) newScanner(maxStates int) *scanner {
	window := pl.window
	if pl.wide {
		window = 2*MaxShortSide + 2
	}
	s := &scanner{pl: pl, maxStates: maxStates, cur: newTable(window), next: newTable(window),
		batch: make([]pending, 0, batchSize)}
	s.cur.reset(1)
	start := allFull(pl.window)
	s.cur.add(start.pack(), u128{lo: 1})
	return s
}

// fork returns a scan of pl that starts from a copy of s's generation:
// pl is a problem whose cells up to the ones s has done are s's.
func (s *scanner) fork(pl *plan) *scanner {
	f := &scanner{pl: pl, maxStates: s.maxStates, cur: s.cur.clone(), next: newTable(s.cur.window),
		batch: make([]pending, 0, batchSize), st: s.st}
	f.st.perCell = slices.Clone(s.st.perCell)
	return f
}

// measure notes the tables' memory in the scan's peak.
func (s *scanner) measure() {
	s.st.peakBytes = max(s.st.peakBytes, s.cur.bytes()+s.next.bytes())
}

// step takes the scan through cell c; the error says where it stopped.
func (s *scanner) step(ctx context.Context, c int) error {
	pl, cur, next := s.pl, s.cur, s.next
	if err := ctx.Err(); err != nil {
		return &errLimit{states: cur.len(), cell: c + 1, cause: "the time limit passed"}
	}
	next.reset(cur.len())
	x := expansion{pl: pl, c: c, back: pl.back[c], next: next, maxStates: s.maxStates,
		rowEnd: pl.mirror && (c+1)%pl.k == 0 && c < pl.n-1, batch: s.batch[:0]}
	tooMany := func() error {
		s.measure()
		s.st.perCell = append(s.st.perCell, next.len())
		return &errLimit{states: next.len(), cell: c + 1, cause: fmt.Sprintf("more than %d states", s.maxStates)}
	}
	for j := range cur.slots() {
		if cur.empty(j) {
			continue
		}
		k, n, _ := cur.at(j)
		f := unpack(k, pl.window)
		s.st.expanded++
		if s.st.expanded&0xffff == 0 && ctx.Err() != nil {
			return &errLimit{states: next.len(), cell: c + 1, cause: "the time limit passed"}
		}
		if !x.expand(f, 0, n) {
			return tooMany()
		}
	}
	if !x.flush() {
		return tooMany()
	}
	if x.overflow {
		return &errLimit{states: next.len(), cell: c + 1, cause: "a count passed 2^128"}
	}
	if s.shards > 1 && c == s.split {
		kept := newTable(next.window)
		kept.reset(next.len() / s.shards)
		for j := range next.slots() {
			if k, n, ok := next.at(j); ok && int(hash(k)%uint64(s.shards)) == s.shard {
				kept.add(k, n)
			}
		}
		s.st.peakBytes = max(s.st.peakBytes, cur.bytes()+next.bytes()+kept.bytes())
		next, s.next = kept, kept
	}
	s.measure()
	if next.grown && cur.bytes()+next.bytes() >= releaseBytes {
		// The arrays a table outgrew are garbage the collector
		// would keep until the heap doubled: on the largest scans,
		// memory is the limit.
		debug.FreeOSMemory()
	}
	next.grown = false
	s.cur, s.next = next, cur
	s.st.cells = c + 1
	s.st.peakStates = max(s.st.peakStates, next.len())
	s.st.perCell = append(s.st.perCell, next.len())
	return nil
}

// total is the count of a scan that has done every cell.
func (s *scanner) total() *big.Int {
	total := u128{}
	for j := range s.cur.slots() { // at most one state: every slot gone
		if _, n, ok := s.cur.at(j); ok {
			total, _ = total.add(n)
		}
	}
	return total.big()
}

// releaseBytes is the size of the tables from which a scan returns the
// arrays its tables outgrew to the system after the cell.
const releaseBytes = 16 << 20

// expansion is one cell's step of a scan: it takes each state through
// every choice of the cell's back edges into the next generation.
type expansion struct {
	pl        *plan
	c         int
	back      []backEdge
	next      *table
	maxStates int
	rowEnd    bool // the cell ends a line where the mirror applies
	overflow  bool // a count passed 2^128
	// batch holds the states on their way to next: a table takes them
	// batchSize at a time.
	batch []pending
}

// expand decides back edges i and on of f, a state with count n, and
// adds the states that pass to x.next; it reports false once x.next holds
// more than x.maxStates.
func (x *expansion) expand(f frontier, i int, n u128) bool {
	pl, c := x.pl, x.c
	if i < len(x.back) {
		e := x.back[i]
		if e.state != edgeForced {
			g := f
			if !e.departs || pl.depart(&g, e.dist, c, c-e.dist) {
				if !x.expand(g, i+1, n) {
					return false
				}
			}
		}
		if e.state != edgeBanned {
			g := f
			if pl.join(&g, e.dist, c) && (!e.departs || pl.depart(&g, e.dist, c, c-e.dist)) {
				return x.expand(g, i+1, n)
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
	if x.rowEnd {
		k = pl.canonical(&f, k)
	}
	x.batch = append(x.batch, pending{k, n})
	if len(x.batch) < batchSize {
		return true
	}
	return x.flush()
}

// flush adds the states of x.batch to x.next; it reports false once
// x.next holds more than x.maxStates.
func (x *expansion) flush() bool {
	if x.next.addBatch(x.batch, x.maxStates) {
		x.overflow = true
	}
	x.batch = x.batch[:0]
	return x.next.len() <= x.maxStates
}

// canonical returns the smaller of k, f's key, and the key of f's mirror
// image, at the end of a line: slot s holds the square s cells back, line
// s/k of the last two and column k-1-s%k of it, which the mirror takes to
// column s%k. The squares further back are gone at a line's end.
func (pl *plan) canonical(f *frontier, k key) key {
	for s := 2 * pl.k; s < pl.window; s++ {
		if f.get(s) != full {
			return k
		}
	}
	g := pl.mirrored(f)
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

// mirrored returns f with each of its last two lines reversed (slot
// line*k+i takes slot line*k+k-1-i), the slots further back unchanged.
func (pl *plan) mirrored(f *frontier) frontier {
	g := *f
	k := pl.k
	if pl.words == 2 {
		for line := 0; line < 2; line++ {
			for i := 0; i < k; i++ {
				g.set(line*k+i, f.get(line*k+k-1-i))
			}
		}
		return g
	}
	// One word: reversed, slot s is at 15-s; each line is then a shift
	// away from its place.
	x := f.w[0]
	r := bits.ReverseBytes64(x)
	r = r>>4&0x0f0f_0f0f_0f0f_0f0f | r&0x0f0f_0f0f_0f0f_0f0f<<4
	line := uint64(1)<<(4*uint(k)) - 1
	out := x &^ (line | line<<(4*uint(k)))
	out |= r >> (4 * uint(16-k)) & line
	if d := 16 - 3*k; d >= 0 {
		out |= r >> (4 * uint(d)) & (line << (4 * uint(k)))
	} else {
		out |= r << (4 * uint(-d)) & (line << (4 * uint(k)))
	}
	g.w[0] = out
	return g
}

// hash spreads a state's key over the shards (splitmix64's finaliser).
func hash(k key) uint64 {
	z := k.lo ^ (k.hi * 0x9e3779b97f4a7c15)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
