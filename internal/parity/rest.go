package parity

import "github.com/knightcert/knight/board"

// rest is a problem as the rest of the tour sees it: the squares still to
// cover (the unvisited squares and the knight's square), the knight graph
// on them, and what is known of the two ends of the remaining path.
type rest struct {
	b      board.Board
	k      int // prefix length
	cur    int // index of the knight's square, -1 when k == 0
	end    int // index of the required last square, -1 when free
	closed bool
	left   []bool  // left[i]: square i is still to cover
	nbrs   [][]int // neighbours among the squares still to cover
	size   int     // number of squares still to cover
	order  []int   // the squares still to cover, by index
	// lastAllowed marks the squares the last square may be when the tour
	// is closed after a prefix and no end is fixed: the neighbours of the
	// first square. Nil otherwise.
	lastAllowed []bool
	colours     []board.Colour // colour of each square, by index
	pathEnds    []pathEnd
}

func newRest(q board.Problem) *rest {
	b := q.Board
	sh := q.Shape()
	n := b.Size()
	r := &rest{b: b, k: len(q.Prefix), cur: -1, end: -1, closed: q.Closed,
		left: make([]bool, n), nbrs: make([][]int, n)}
	for i := range r.left {
		r.left[i] = !sh.IsHole(i)
	}
	for i, s := range q.Prefix {
		if i < len(q.Prefix)-1 {
			r.left[b.Index(s)] = false
		}
	}
	if r.k > 0 {
		r.cur = b.Index(q.Prefix[r.k-1])
	}
	if q.HasEnd() {
		r.end = b.Index(q.End)
	}
	var buf []board.Square
	flat := make([]int, 0, len(sh.Piece.Jumps())*n) // all neighbour lists, back to back
	r.order = make([]int, 0, n)
	r.colours = make([]board.Colour, n)
	for i := 0; i < n; i++ {
		r.colours[i] = b.Square(i).Colour()
		if !r.left[i] {
			continue
		}
		r.size++
		r.order = append(r.order, i)
		buf = sh.Neighbours(b.Square(i), buf[:0])
		from := len(flat)
		for _, t := range buf {
			if j := b.Index(t); r.left[j] {
				flat = append(flat, j)
			}
		}
		r.nbrs[i] = flat[from:len(flat):len(flat)]
	}
	if r.closed && r.k > 0 && r.end < 0 {
		r.lastAllowed = make([]bool, n)
		buf = sh.Neighbours(q.Prefix[0], buf[:0])
		for _, t := range buf {
			r.lastAllowed[b.Index(t)] = true
		}
		// The path from the knight's square ends elsewhere unless nothing
		// else is left; after one square it returns next to that square.
		r.lastAllowed[r.cur] = false
	}
	r.pathEnds = r.ends()
	return r
}

func (r *rest) colour(i int) board.Colour { return r.colours[i] }

// cycle reports whether the rest is a whole closed tour with no square
// fixed: a cycle has no ends.
// Two cells a move apart make a closed tour that uses one edge twice, no
// cycle: the rest is then taken as a path.
func (r *rest) cycle() bool { return r.closed && r.k == 0 && r.size > 2 }

// pathEnd is one end of the remaining path: fixed on a square, or free, or
// restricted to the squares of lastAllowed; with its colour.
type pathEnd struct {
	at         int // square index when fixed, -1 otherwise
	colour     board.Colour
	restricted bool
}

// ends returns the ends of the remaining path (none for a cycle). The
// colours follow from alternation: a path of L squares from a square of
// colour c ends on c when L is odd. With no prefix and an open tour both
// ends are free: on an odd board both are dark, on an even board one of
// each colour.
func (r *rest) ends() []pathEnd {
	if r.cycle() {
		return nil
	}
	if r.k > 0 {
		cc := r.colour(r.cur)
		tc := cc
		if r.size%2 == 0 {
			tc = 1 - cc
		}
		return []pathEnd{{at: r.cur, colour: cc}, {at: r.end, colour: tc, restricted: r.lastAllowed != nil}}
	}
	if r.end >= 0 {
		ec := r.colour(r.end)
		oc := 1 - ec
		if r.size%2 == 1 {
			oc = ec
		}
		return []pathEnd{{at: r.end, colour: ec}, {at: -1, colour: oc}}
	}
	if r.size%2 == 1 {
		// Both ends on the colour with more cells (dark on a full
		// board); with more than one more, no path covers them.
		var count [2]int
		for _, i := range r.order {
			count[r.colour(i)]++
		}
		major := board.Dark
		if count[board.Light] > count[board.Dark] {
			major = board.Light
		}
		return []pathEnd{{at: -1, colour: major}, {at: -1, colour: major}}
	}
	return []pathEnd{{at: -1, colour: board.Dark}, {at: -1, colour: board.Light}}
}

// cutCount is what removing a set of squares does to the rest.
type cutCount struct {
	removed int
	pieces  int
	// need[γ]: entries from removed squares of colour γ that the pieces
	// need at least; have[γ]: how many the removed squares of colour γ and
	// the free ends can give.
	need, have [2]int
	// endNeed: path ends the pieces with at most one removed neighbour
	// need beyond the fixed ends inside them; endHave: ends free to go there.
	endNeed, endHave int
}

// dead reports whether the counts rule out every path, and which count.
func (c cutCount) dead() (side board.Colour, ends, ok bool) {
	if c.removed == 0 {
		// With nothing removed a cycle is no run, and a path is one run
		// holding both ends: the counts say nothing the colour count
		// does not.
		return board.Dark, false, false
	}
	for _, g := range []board.Colour{board.Dark, board.Light} {
		if c.need[g] > c.have[g] {
			return g, false, true
		}
	}
	if c.endNeed > c.endHave {
		return board.Dark, true, true
	}
	return board.Dark, false, false
}

// scratch is reused across cut evaluations.
type scratch struct {
	comp    []int32  // component number + 1, 0 unvisited
	mark    []uint32 // stamp for counting distinct removed neighbours
	stamp   uint32
	queue   []int
	removed []bool
}

func (r *rest) newScratch() *scratch {
	n := r.b.Size()
	return &scratch{comp: make([]int32, n), mark: make([]uint32, n), removed: make([]bool, n)}
}

// evalCut counts the pieces left when the squares marked in sc.removed are
// taken away, and what they need. Each maximal stretch of the path outside
// the removed set (a run) alternates colours, so a piece with δ more
// squares of colour κ than of the other needs at least δ runs whose both
// neighbours on the path are removed squares of the other colour, and a
// balanced piece needs at least one run, entered from one colour and left
// to the other. A removed square has at most two path neighbours, one
// when it is an end; an end outside the removed set saves its run one
// entry. A run in a piece with one removed neighbour cannot be entered and
// left through two different removed squares, so it holds an end.
func (r *rest) evalCut(sc *scratch) cutCount {
	var removedOf [2]int
	for _, i := range r.order {
		sc.comp[i] = 0
		if sc.removed[i] {
			removedOf[r.colour(i)]++
		}
	}
	c, tally := r.openCount(removedOf, func(i int) bool { return sc.removed[i] }, r.lastAllowed != nil && r.allAllowedRemoved(sc))
	for _, start := range r.order {
		if sc.removed[start] || sc.comp[start] != 0 {
			continue
		}
		id := int32(c.pieces + 1)
		sc.stamp++
		var p piece
		sc.queue = append(sc.queue[:0], start)
		sc.comp[start] = id
		for h := 0; h < len(sc.queue); h++ {
			v := sc.queue[h]
			r.visit(&p, v)
			for _, w := range r.nbrs[v] {
				switch {
				case sc.removed[w]:
					p.attachOnce(sc.mark, w, sc.stamp)
				case sc.comp[w] == 0:
					sc.comp[w] = id
					sc.queue = append(sc.queue, w)
				}
			}
		}
		tally.add(&c, p)
	}
	tally.close(&c)
	return c
}

// piece is what the counts need of one piece left by a cut: its squares
// of each colour, its distinct removed neighbours, the fixed path ends in
// it, and how many of its squares the restricted end may take.
type piece struct {
	count     [2]int
	attach    int
	fixedEnds int
	allowed   int
}

// attachOnce counts the removed square w next to p, once: mark[w] is
// set to stamp, which is new for each piece, when w is counted.
func (p *piece) attachOnce(mark []uint32, w int, stamp uint32) {
	if mark[w] != stamp {
		mark[w] = stamp
		p.attach++
	}
}

// visit adds square v to p.
func (r *rest) visit(p *piece, v int) {
	p.count[r.colour(v)]++
	for _, e := range r.pathEnds {
		if e.at == v {
			p.fixedEnds++
		}
	}
	if r.lastAllowed != nil && r.lastAllowed[v] {
		p.allowed++
	}
}

// tally carries what a cut count learns before and across its pieces.
type tally struct {
	r          *rest
	freeEnds   int
	restricted bool // a free end is restricted to lastAllowed
	usable     bool // a piece short of ends has a square the restricted end may take
}

// openCount starts the count of a cut: what the removed squares (removedOf
// of each colour; removed tells one square) and the path's ends can give.
// allAllowed says every square the restricted end may take is removed.
func (r *rest) openCount(removedOf [2]int, removed func(int) bool, allAllowed bool) (cutCount, tally) {
	c := cutCount{removed: removedOf[0] + removedOf[1]}
	c.have[board.Dark] = 2 * removedOf[board.Dark]
	c.have[board.Light] = 2 * removedOf[board.Light]
	t := tally{r: r}
	for _, e := range r.pathEnds {
		inside := e.at >= 0 && removed(e.at)
		if !inside && e.restricted && allAllowed {
			inside = true
		}
		if inside {
			c.have[e.colour]--
		} else {
			c.have[1-e.colour]++
		}
		if e.at < 0 {
			t.freeEnds++
			t.restricted = t.restricted || e.restricted
		}
	}
	return c, t
}

// add counts one piece: a piece with δ more squares of colour κ than of
// the other needs δ runs entered and left through removed squares of the
// other colour, a balanced one a run entered from one colour and left to
// the other; a piece with at most one removed neighbour holds path ends.
func (t *tally) add(c *cutCount, p piece) {
	c.pieces++
	d := p.count[board.Dark] - p.count[board.Light]
	switch {
	case d > 0:
		c.need[board.Light] += 2 * d
	case d < 0:
		c.need[board.Dark] += -2 * d
	default:
		c.need[board.Dark]++
		c.need[board.Light]++
	}
	if p.attach <= 1 && !t.r.cycle() {
		runs := max(d, -d, 1)
		if p.attach == 0 {
			runs = 2
		}
		if short := runs - p.fixedEnds; short > 0 {
			c.endNeed += short
			t.usable = t.usable || p.allowed > 0
		}
	}
}

// close finishes the count once every piece is added.
func (t *tally) close(c *cutCount) {
	c.endHave = t.freeEnds
	if t.restricted && !t.usable {
		c.endHave = 0
	}
}

func (r *rest) allAllowedRemoved(sc *scratch) bool {
	for _, i := range r.order {
		if r.lastAllowed[i] && !sc.removed[i] {
			return false
		}
	}
	return true
}
