package parity

import (
	"slices"

	"github.com/knightcert/knight/evidence"
)

// local counts cuts of a large connected rest by looking only near the
// removed squares. Every piece left by a cut touches a removed square
// (the rest is connected), so a breadth-first search from each removed
// square's neighbours finds every piece; a search that grows past a bound
// or meets another unfinished one is stopped and called open. When all
// open searches joined up, they are one piece, the big one, whose counts
// are the rest's totals less the removed squares and the small pieces, so
// a cut costs what its small pieces and the bound cost, not the board.
// When two open searches never met, the count is not known locally and
// eval says so.
type local struct {
	r *rest
	// label[i] is the search that reached square i, valid when
	// seen[i] == now.
	label []int32
	seen  []uint32
	now   uint32
	// mark[i] == markNow: removed square i already counted for the
	// search under way.
	mark    []uint32
	markNow uint32
	removed []bool
	parent  []int32 // union-find over searches
	open    []bool  // search i was stopped before its piece was done
	pieces  []piece
	size    []int
	queue   []int

	totals       [2]int // squares still to cover, by colour
	allowedTotal int    // squares the restricted end may take
	work         int    // squares looked at, for the caller's budget
}

// newLocal prepares local counts for r, which must be connected.
func (r *rest) newLocal() *local {
	n := r.b.Size()
	l := &local{r: r, label: make([]int32, n), seen: make([]uint32, n), mark: make([]uint32, n), removed: make([]bool, n)}
	for _, i := range r.order {
		l.totals[r.colour(i)]++
		if r.lastAllowed != nil && r.lastAllowed[i] {
			l.allowedTotal++
		}
	}
	return l
}

// localBound is the size past which a local search stops and calls its
// piece open. The pieces that fail a count in played games are a few
// squares cut off by the visited ones; a larger piece is the big one or
// is left to the whole-board count.
const localBound = 48

// eval counts the cut that removes set, which must hold distinct squares
// still to cover. It returns false when the pieces are not known locally
// (two large pieces, or nothing left), which proves nothing.
func (l *local) eval(set []int) (cutCount, bool) {
	r := l.r
	if len(set) == 0 || len(set) >= r.size {
		return cutCount{}, false
	}
	l.now++
	if l.now == 0 { // wrapped: forget every earlier stamp
		clear(l.seen)
		clear(l.mark)
		l.now, l.markNow = 1, 0
	}
	l.parent, l.open, l.pieces, l.size = l.parent[:0], l.open[:0], l.pieces[:0], l.size[:0]
	var removedOf [2]int
	allowedRemoved := 0
	for _, i := range set {
		l.removed[i] = true
		removedOf[r.colour(i)]++
		if r.lastAllowed != nil && r.lastAllowed[i] {
			allowedRemoved++
		}
	}
	defer func() {
		for _, i := range set {
			l.removed[i] = false
		}
	}()
	for _, v := range set {
		for _, w := range r.nbrs[v] {
			if !l.removed[w] && l.seen[w] != l.now {
				l.search(w)
			}
		}
	}
	// The big piece: every open search, if they all met.
	root := int32(-1)
	smallSquares := 0
	var big piece
	big.count = l.totals
	big.count[0] -= removedOf[0]
	big.count[1] -= removedOf[1]
	bigAllowed := l.allowedTotal - allowedRemoved
	for g := range l.parent {
		if l.open[g] {
			rg := l.find(int32(g))
			if root >= 0 && rg != root {
				return cutCount{}, false
			}
			root = rg
			continue
		}
		p := l.pieces[g]
		smallSquares += l.size[g]
		big.count[0] -= p.count[0]
		big.count[1] -= p.count[1]
	}
	if root < 0 && smallSquares+len(set) != r.size {
		return cutCount{}, false // pieces that touch no removed square
	}
	c, t := r.openCount(removedOf, func(i int) bool { return l.removed[i] }, r.lastAllowed != nil && allowedRemoved == l.allowedTotal)
	for g := range l.parent {
		if !l.open[g] {
			t.add(&c, l.pieces[g])
			bigAllowed -= l.pieces[g].allowed
		}
	}
	if root >= 0 {
		for _, v := range set {
			for _, w := range r.nbrs[v] {
				if !l.removed[w] && l.open[l.label[w]] {
					big.attach++
					break
				}
			}
		}
		for _, e := range r.pathEnds {
			if e.at >= 0 && !l.removed[e.at] && (l.seen[e.at] != l.now || l.open[l.label[e.at]]) {
				big.fixedEnds++
			}
		}
		big.allowed = bigAllowed
		t.add(&c, big)
	}
	t.close(&c)
	return c, true
}

// search explores the piece of square w from it, as search number
// len(l.parent), stopping when it grows past localBound or meets an open
// search.
func (l *local) search(w int) {
	r := l.r
	g := int32(len(l.parent))
	l.parent = append(l.parent, g)
	l.open = append(l.open, false)
	l.markNow++
	var p piece
	q := append(l.queue[:0], w)
	l.seen[w], l.label[w] = l.now, g
	for h := 0; h < len(q); h++ {
		v := q[h]
		l.work++
		r.visit(&p, v)
		for _, x := range r.nbrs[v] {
			switch {
			case l.removed[x]:
				p.attachOnce(l.mark, x, l.markNow)
			case l.seen[x] == l.now:
				if h := l.label[x]; h != g {
					// Only an open search can be met: a finished piece
					// has no square next to it outside it.
					l.parent[l.find(g)] = l.find(h)
					l.open[g] = true
				}
			case len(q) >= localBound:
				l.open[g] = true
			default:
				l.seen[x], l.label[x] = l.now, g
				q = append(q, x)
			}
		}
		if l.open[g] {
			break
		}
	}
	l.queue = q
	l.pieces = append(l.pieces, p)
	l.size = append(l.size, len(q))
}

func (l *local) find(g int32) int32 {
	for l.parent[g] != g {
		l.parent[g] = l.parent[l.parent[g]]
		g = l.parent[g]
	}
	return g
}

// LocalCutBudget bounds the cut search of a position whose rest is too
// large for the whole-board counts, in squares looked at.
const LocalCutBudget = 1 << 18

// findLocalCut is the cut search of a large rest, with local counts,
// cheapest first: every single square near a hole (see nearHole); the squares that each cut off a
// piece needing a path end, all together; pairs of squares that cut
// something off (the knight's square among them); then pockets: the
// boundary of the squares within one to three moves of a square with at
// most three neighbours (or of a square next to the knight), with and
// without the knight's square. r must be connected.
func (r *rest) findLocalCut(c evidence.At, budget int) (evidence.Certificate, bool) {
	s := localSearch{rest: r, l: r.newLocal(), base: c, budget: budget}
	for _, i := range r.order {
		if !r.nearHole(i) {
			continue
		}
		if out, ok := s.try([]int{i}); ok {
			return out, true
		}
	}
	if len(s.hanging) > 1 {
		if out, ok := s.try(s.hanging); ok {
			return out, true
		}
	}
	cutters := s.cutters
	if r.cur >= 0 && !slices.Contains(cutters, r.cur) {
		cutters = append(cutters, r.cur)
	}
	for a := range cutters {
		for b := a + 1; b < len(cutters) && !s.over(); b++ {
			if out, ok := s.try([]int{cutters[a], cutters[b]}); ok {
				return out, true
			}
		}
	}
	var seeds []int
	for _, i := range r.order {
		if len(r.nbrs[i]) <= 3 && i != r.cur {
			seeds = append(seeds, i)
		}
	}
	if r.cur >= 0 {
		seeds = append(seeds, r.nbrs[r.cur]...)
	}
	s.in = make([]uint32, r.b.Size())
	for _, v := range seeds {
		if s.over() {
			break
		}
		if out, ok := s.pocket(v); ok {
			return out, true
		}
	}
	return nil, false
}

// nearHole reports whether square i or one of its neighbours has lost a
// move to a visited square or the board's edge: elsewhere every square
// has all eight moves, and without it its eight neighbours stay joined
// through their own neighbours, so it cuts nothing off alone. Skipping
// such squares as single cuts spends a large board's budget where the
// visited squares close pockets.
func (r *rest) nearHole(i int) bool {
	if len(r.nbrs[i]) < 8 {
		return true
	}
	for _, j := range r.nbrs[i] {
		if len(r.nbrs[j]) < 8 {
			return true
		}
	}
	return false
}

// maxPocketRadius and maxPocketBoundary bound the pockets tried: the
// squares within maxPocketRadius moves of a seed, while their boundary has
// at most maxPocketBoundary squares.
const (
	maxPocketRadius   = 3
	maxPocketBoundary = 10
)

// localSearch is the state of findLocalCut.
type localSearch struct {
	*rest
	l      *local
	sc     *scratch // for the whole-board count, made when first needed
	base   evidence.At
	budget int
	// cutters are the single squares whose removal leaves two or more
	// pieces; hanging those among them that leave a piece needing ends.
	cutters, hanging []int
	// in[i] == stamp: square i is in the pocket being grown (1) or on its
	// boundary (2).
	in    []uint32
	stamp uint32
}

func (s *localSearch) over() bool { return s.l.work > s.budget }

// try counts the cut that removes set, locally or, when two large pieces
// remain, over the whole rest, and makes it a certificate if it fails.
func (s *localSearch) try(set []int) (evidence.Certificate, bool) {
	if s.over() {
		return nil, false
	}
	cc, ok := s.l.eval(set)
	if !ok {
		if s.sc == nil {
			s.sc = s.newScratch()
		}
		cc = s.countCut(s.sc, set)
		s.l.work += s.size
	}
	if len(set) == 1 && cc.pieces > 1 {
		s.cutters = append(s.cutters, set[0])
		if cc.endNeed > 0 {
			s.hanging = append(s.hanging, set[0])
		}
	}
	return s.cutCertificate(s.base, set, cc)
}

// pocket grows the squares within one, two and three moves of v, and
// tries the boundary of each, with and without the knight's square. The
// knight's square never joins the pocket: it is where the path goes on.
func (s *localSearch) pocket(v int) (evidence.Certificate, bool) {
	s.stamp += 2
	inside, edge := s.stamp-1, s.stamp
	ball := []int{v}
	s.in[v] = inside
	for range maxPocketRadius {
		var boundary []int
		for _, u := range ball {
			for _, w := range s.nbrs[u] {
				if s.in[w] != inside && s.in[w] != edge {
					s.in[w] = edge
					boundary = append(boundary, w)
				}
			}
		}
		if len(boundary) == 0 || len(boundary) > maxPocketBoundary {
			break
		}
		if out, ok := s.try(boundary); ok {
			return out, true
		}
		if s.cur >= 0 && s.in[s.cur] != edge {
			if out, ok := s.try(append(slices.Clip(boundary), s.cur)); ok {
				return out, true
			}
		}
		for _, w := range boundary {
			if w != s.cur {
				s.in[w] = inside
				ball = append(ball, w)
			}
		}
	}
	return nil, false
}
