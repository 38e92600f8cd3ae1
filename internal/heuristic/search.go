package heuristic

import (
	"slices"

	"github.com/knightcert/knight/board"
)

// searcher is a depth-first search over the Warnsdorff order with pruning.
// It keeps, besides the grid's degrees, the number of positions left to fill
// (remaining, the target included), how many of those squares have degree 0
// and 1, and how many are of each colour, all updated in O(1) per move.
type searcher struct {
	f         *finder
	g         *grid
	target    int32 // square to be entered last, or noSquare
	closed    bool  // target is the start, to be re-entered to close
	remaining int
	zero, one int
	colour    [2]int
	path      []int32
	stack     []frame
	rank      [8]uint8 // secondary order of moves for this restart
	all       bool     // count every tour instead of stopping at the first
	tours     int64
	rule      Rule
	rng       func() uint64
	// refuted lists the root's moves that refuteMoves refuted; rotate is
	// the run's number, by which orderRoot rotates the root's moves.
	refuted   []int32
	rotate    int
	rootMoves int     // the root's moves not refuted
	stranded  []uint8 // by grid index: how many runs left the square unvisited
	walk              // breadth-first walks over the squares left
}

// maxReach bounds the squares left for test 3: on a larger remainder the
// walk would cost more than it saves. Skipping a test never loses a tour.
const maxReach = 1 << 13

// frame is one node of the search: the moves still to try from it.
type frame struct {
	cands [8]int32
	n, i  uint8
	wide  bool // the square had two or more unvisited neighbours
}

func (s *searcher) colourOf(v int32) int {
	sq := s.g.square(v)
	return int(sq.Colour())
}

// count adds (sign +1) or removes (-1) square v, of degree d, from the tallies.
func (s *searcher) count(v int32, d uint8, sign int) {
	switch d {
	case 0:
		s.zero += sign
	case 1:
		s.one += sign
	}
	s.colour[s.colourOf(v)] += sign
	s.remaining += sign
}

// enter visits v, keeping the tallies.
func (s *searcher) enter(v int32) {
	g := s.g
	s.count(v, g.deg[v], -1)
	g.deg[v] = visited
	for _, o := range g.off {
		w := v + o
		d := g.deg[w]
		if d == visited {
			continue
		}
		g.deg[w] = d - 1
		switch d {
		case 1:
			s.one--
			s.zero++
		case 2:
			s.one++
		}
	}
}

// leave undoes enter(v).
func (s *searcher) leave(v int32) {
	g := s.g
	var n uint8
	for _, o := range g.off {
		w := v + o
		d := g.deg[w]
		if d == visited {
			continue
		}
		g.deg[w] = d + 1
		n++
		switch d {
		case 0:
			s.zero--
			s.one++
		case 1:
			s.one--
		}
	}
	g.deg[v] = n
	s.count(v, n, +1)
}

// dead reports whether no tour continues from current square c. Every test
// is a necessary condition for a continuation c, u1, ..., uR covering the R
// squares left (the target last), so none rejects a position with a tour:
//
//  4. colours alternate along the path, so of the R squares left,
//     ceil(R/2) have the colour opposite c and floor(R/2) that of c, and
//     the target, uR, has the colour of c exactly when R is even;
//  1. a square left with no unvisited neighbour can only be entered from
//     c, as u1, and then has no way on, so it must also be uR: dead unless
//     R = 1;
//  2. a square left with exactly one unvisited neighbour and not adjacent
//     to c can be entered or left only through that neighbour, so it must
//     be uR: two such squares, or one that is not the target, mean dead;
//  3. every square left must be reachable from c through squares left;
//     checked by a breadth-first walk when bfs is set (the caller knows when
//     the last move cannot have cut the board).
func (s *searcher) dead(c int32, bfs bool) bool {
	g := s.g
	r := s.remaining
	if r == 0 {
		return false
	}
	cc := s.colourOf(c)
	if s.colour[1-cc] != (r+1)/2 || s.colour[cc] != r/2 {
		return true
	}
	if s.target != noSquare && s.colourOf(s.target) != cc^(r&1) {
		return true
	}
	if s.zero > 0 && r > 1 {
		return true
	}
	ones := s.one
	for _, o := range g.off {
		if g.deg[c+o] == 1 {
			ones-- // adjacent to c: may be entered next
		}
	}
	if t := s.target; t != noSquare && g.deg[t] == 1 && !g.adjacent(c, t) {
		ones-- // the target is meant to be last
	}
	if ones > 1 || ones == 1 && s.target != noSquare {
		return true
	}
	return bfs && r <= maxReach && s.reach(c) < r
}

// reach counts the unvisited squares reachable from c through unvisited
// squares. c itself counts only if it is reached again, as the closed start.
func (s *searcher) reach(c int32) int {
	g := s.g
	s.begin()
	q := s.queue[:0]
	q = append(q, c)
	n := 0
	for head := 0; head < len(q); head++ {
		u := q[head]
		for _, o := range g.off {
			w := u + o
			if g.deg[w] != visited && s.seen[w] != s.stamp {
				s.seen[w] = s.stamp
				q = append(q, w)
				n++
			}
		}
	}
	s.queue = q
	return n
}

// joinedWithin bounds the squares joined looks at: beyond it, the walk
// over all the squares left decides.
const joinedWithin = 64

// joined reports whether, after the move from u to v, every unvisited
// neighbour of u is still reachable from v through unvisited squares,
// found by a breadth-first walk from v that looks at no more than
// joinedWithin squares. Before the move every square left was reachable
// from u (test 3 held), and each reached u through one of u's neighbours;
// v itself is the new start, so only u's leaving can cut squares off, and
// if u's neighbours still reach v, so does every square. Then test 3 need
// not walk the whole remainder: on a large board that walk, O(R) at every
// node, was most of the search's time. False proves nothing.
func (s *searcher) joined(u, v int32) bool {
	g := s.g
	var want [8]int32
	n := 0
	for _, o := range g.off {
		if w := u + o; w != v && g.deg[w] != visited {
			want[n] = w
			n++
		}
	}
	return s.meets(g, v, noSquare, want[:n], joinedWithin)
}

// push opens the node of current square c: its moves in Warnsdorff order,
// fewest onward moves first, ties by the restart's rule.
func (s *searcher) push(c int32) {
	g := s.g
	var fr frame
	var keys [8]uint64
	unvisited := 0
	for k, o := range g.off {
		v := c + o
		d := g.deg[v]
		if d == visited {
			continue
		}
		unvisited++
		if v == s.target && s.remaining > 1 {
			continue
		}
		var sec uint64
		switch s.rule {
		case Pohl:
			for _, o2 := range g.off {
				if d2 := g.deg[v+o2]; d2 != visited {
					sec += uint64(d2)
				}
			}
		case Roth:
			sq := g.square(v)
			dx := 2*int64(sq.X) - int64(g.b.W+1)
			dy := 2*int64(sq.Y) - int64(g.b.H+1)
			sec = uint64(1<<40 - dx*dx - dy*dy)
		case Random:
			sec = s.rng() & 0xFFFF
		}
		// Among squares of equal degree, those earlier runs left stranded
		// come first; then the rule's ties. sec < 2^45.
		stranded := uint64(0)
		if s.stranded != nil {
			stranded = uint64(s.stranded[v])
		}
		key := uint64(d)<<56 | (0xFF-stranded)<<48 | sec<<3 | uint64(s.rank[k])
		// Insertion sort: at most eight moves.
		j := int(fr.n)
		for j > 0 && keys[j-1] > key {
			keys[j], fr.cands[j] = keys[j-1], fr.cands[j-1]
			j--
		}
		keys[j], fr.cands[j] = key, v
		fr.n++
	}
	fr.wide = unvisited >= 2
	s.stack = append(s.stack, fr)
}

// run searches from the current square (the last of s.path) for at most
// limit nodes. It reports whether it found a tour and, if not, whether the
// search was exhaustive.
func (s *searcher) run(limit int64) (found, exhaustive bool) {
	f := s.f
	root := s.path[len(s.path)-1]
	s.stack = s.stack[:0]
	if s.remaining == 0 { // a prefix that covers the board
		s.tours++
		return !s.all, s.all
	}
	if s.dead(root, true) {
		return false, true
	}
	s.push(root)
	s.orderRoot(&s.stack[0])
	for len(s.stack) > 0 {
		top := &s.stack[len(s.stack)-1]
		if top.i == top.n {
			s.stack = s.stack[:len(s.stack)-1]
			if len(s.stack) == 0 {
				break
			}
			s.leave(s.path[len(s.path)-1])
			s.path = s.path[:len(s.path)-1]
			continue
		}
		if f.nodes >= limit {
			return false, false
		}
		if f.nodes&4095 == 0 && f.ctx.Err() != nil {
			f.err = f.ctx.Err()
			return false, false
		}
		f.nodes++
		v := top.cands[top.i]
		top.i++
		wide := top.wide
		s.enter(v)
		s.path = append(s.path, v)
		if s.remaining == 0 {
			if !s.all {
				return true, false
			}
			s.tours++
			s.leave(v)
			s.path = s.path[:len(s.path)-1]
			continue
		}
		if s.dead(v, wide && !s.joined(s.path[len(s.path)-2], v)) {
			s.leave(v)
			s.path = s.path[:len(s.path)-1]
			continue
		}
		s.push(v)
	}
	return false, true
}

// strand counts, for each square, the runs that stopped (cut by their
// share of the budget) with the square unvisited: a run that is cut is
// usually thrashing a few dozen squares from the end, and the squares it
// left are the ones the rule's order leaves for too late. Later runs
// take them first among moves of equal degree (squeaky-wheel
// optimisation, Joslin and Clements 1999). O(board) a run.
func (s *searcher) strand() {
	g := s.g
	if s.stranded == nil {
		s.stranded = make([]uint8, len(g.deg))
	}
	for i, d := range g.deg {
		if d != visited && int32(i) != s.target && s.stranded[i] < 0xFF {
			s.stranded[i]++
		}
	}
}

func newSearcher(f *finder, target int32) *searcher {
	return &searcher{
		f: f, g: f.g, target: target,
		closed: f.q.Closed && !f.q.HasEnd(),
		walk:   newWalk(f.g),
	}
}

// search runs the backtracking search from prefix with restarts: each
// restart changes the tie-break and gets a share of the budget by the Luby
// sequence (1 1 2 1 1 2 4 ... units; Luby, Sinclair and Zuckerman 1993), so
// one unlucky order cannot eat it all, while ever longer runs come round for
// the refutations that need them. Any run that ends without a cut is
// exhaustive and proves there is no tour.
func (f *finder) search(prefix board.Path, target int32) Result {
	s := newSearcher(f, target)
	if s.start(prefix, 0) && (s.forcedDead() || s.refuteMoves()) {
		return Result{Status: board.None, Method: "search"}
	}
	unit := max(10*int64(s.remaining), 1000) // the squares left, not the board
	for restart := 0; f.left() > 0; restart++ {
		s.rotate = restart
		if !s.start(prefix, restart) {
			return Result{Status: board.None, Method: "search"}
		}
		limit := f.nodes + min(unit*luby(restart+1), f.left())
		found, exhaustive := s.run(limit)
		if !found && !exhaustive && f.err == nil {
			s.strand()
		}
		switch {
		case found:
			return Result{Status: board.Found, Tour: s.tour(), Method: "search"}
		case exhaustive:
			return Result{Status: board.None, Method: "search"}
		case f.err != nil:
			return Result{Status: board.Unknown, Method: "search"}
		}
	}
	return Result{Status: board.Unknown, Method: "search"}
}

// refuteMoves applies the root's tests (tests 1 to 5) to the position
// after each move of the knight, and keeps the moves they refute out of
// every run of the search: the per-node tests miss what test 5 sees, and
// a run that starts under a dead move spends its whole share there. It
// reports true when every move is refuted. O(R) a move.
func (s *searcher) refuteMoves() bool {
	g := s.g
	c := s.path[len(s.path)-1]
	s.refuted = s.refuted[:0]
	moves := 0
	for _, o := range g.off {
		v := c + o
		if g.deg[v] == visited || v == s.target && s.remaining > 1 {
			continue
		}
		moves++
		s.enter(v)
		s.path = append(s.path, v)
		if s.remaining > 0 && (s.dead(v, true) || s.forcedDead()) {
			s.refuted = append(s.refuted, v)
		}
		s.path = s.path[:len(s.path)-1]
		s.leave(v)
	}
	s.rootMoves = moves - len(s.refuted)
	return moves > 0 && s.rootMoves == 0
}

// orderRoot drops the refuted moves from the root's frame and, on the
// restart-th run, rotates the rest by restart places: Warnsdorff's order
// puts a move of uniquely fewest onward moves first in every run, and if
// no tour lies under it, random ties alone would never leave it.
func (s *searcher) orderRoot(fr *frame) {
	var keep [8]int32
	n := 0
	for _, v := range fr.cands[:fr.n] {
		if !slices.Contains(s.refuted, v) {
			keep[n] = v
			n++
		}
	}
	for i := range n {
		fr.cands[i] = keep[(i+s.rotate)%n]
	}
	fr.n = uint8(n)
}

// start resets the search to the position after prefix, with the tie-break
// of restart. It reports false if the prefix has already used the target.
func (s *searcher) start(prefix board.Path, restart int) bool {
	f, g, target := s.f, s.g, s.target
	if !f.setup(prefix, target) {
		return false
	}
	s.remaining, s.zero, s.one, s.colour = 0, 0, 0, [2]int{}
	s.path = s.path[:0]
	for _, sq := range prefix[:len(prefix)-1] {
		s.path = append(s.path, g.index(sq))
	}
	last := g.index(prefix[len(prefix)-1])
	if last != target {
		g.visit(last)
	}
	s.path = append(s.path, last)
	for i, d := range g.deg {
		if d != visited {
			s.count(int32(i), d, +1)
		}
	}
	// The first run follows the chosen rule (SquirrelCull's orderings suit
	// only a greedy walk from a corner: Pohl's sums stand in); later runs
	// shuffle ties at random and the move order too.
	s.rule = f.opt.Rule
	if s.rule == SquirrelCull {
		s.rule = Pohl
	}
	// The first run under each of the root's moves keeps the rule.
	randomTies := restart > 0 && restart >= s.rootMoves
	if randomTies {
		s.rule = Random
	}
	rng := f.rng(restart)
	s.rng = rng.Uint64
	perm := rng.Perm(8)
	for k := range s.rank {
		s.rank[k] = uint8(k)
		if randomTies {
			s.rank[k] = uint8(perm[k])
		}
	}
	return true
}

// tour converts the search path to squares; the closed start, re-entered
// last, is not repeated.
func (s *searcher) tour() board.Path {
	p := s.path
	if s.closed && len(p) > 1 {
		p = p[:len(p)-1]
	}
	out := make(board.Path, len(p))
	for i, v := range p {
		out[i] = s.g.square(v)
	}
	return out
}

// luby returns the i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int) int64 {
	for k := 1; ; k++ {
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		if i < 1<<k-1 {
			return luby(i - (1<<(k-1) - 1))
		}
	}
}
