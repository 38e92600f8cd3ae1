package heuristic

import (
	"math/bits"
	"math/rand/v2"
	"unsafe"

	"github.com/knightcert/knight/board"
)

// noSquare is an index no square has.
const noSquare = -1

// walker runs Warnsdorff's rule on a grid: move to the unvisited neighbour
// with the fewest unvisited neighbours, ties broken by rule.
type walker struct {
	g    *grid
	rule Rule
	rng  *rand.Rand
	// stop, if set, is asked every stopEvery steps whether to give up
	// (a cancelled context).
	stop func() bool
	// rank[p][k] is the priority of move k (lower first) in the move
	// ordering p; the walk moves from ordering p to p+1 when it stands on
	// square switchAt[p] (SquirrelCull's chains; other rules use one).
	rank     [maxPhases][8]uint8
	switchAt [maxPhases]int32
	packed   [maxPhases]uint64   // rank[p][k] in byte k
	move     [maxPhases][8]uint8 // inverse of rank[p]
	// guard, if set, keeps the walk from entering a square whose visit
	// would split the squares left (see cutGuard).
	guard *cutGuard
	// stranded, if set, counts by grid index the earlier walks that left
	// each square unvisited; ties go to the square left most often.
	stranded []uint8
}

const (
	loBits = 0x0101010101010101
	hiBits = 0x8080808080808080
)

// lowestKey is the smallest byte of keys, whose bytes are below 0x40 or
// 0x7F (a visited or reserved square), and 0x7F when all are 0x7F. Each
// byte below 0x40 sets its bit of a word and the lowest bit set is the
// answer: eight independent shifts and a bit scan, where a tree of
// bytewise minima is three dependent rounds on the walk's critical path.
// A shift by 0x40 or more sets no bit.
func lowestKey(keys uint64) uint64 {
	set := uint64(1)<<(keys&0xFF) | uint64(1)<<(keys>>8&0xFF) |
		uint64(1)<<(keys>>16&0xFF) | uint64(1)<<(keys>>24&0xFF) |
		uint64(1)<<(keys>>32&0xFF) | uint64(1)<<(keys>>40&0xFF) |
		uint64(1)<<(keys>>48&0xFF) | uint64(1)<<(keys>>56)
	if set == 0 {
		return 0x7F
	}
	return uint64(bits.TrailingZeros64(set))
}

func newWalker(g *grid, rule Rule, seed int64) *walker {
	w := &walker{g: g, rule: rule, rng: rand.New(rand.NewPCG(uint64(seed), 0x6b6e69676874))}
	for p := range w.switchAt {
		w.switchAt[p] = noSquare
		for k := range w.rank[p] {
			w.rank[p][k] = uint8(k)
		}
	}
	switch rule {
	case Roth:
		w.rank[0] = rothRanks
	case SquirrelCull:
		w.rank, w.switchAt = squirrelOrderings(g)
	}
	for p, r := range w.rank {
		for k, rk := range r {
			w.packed[p] |= uint64(rk) << (8 * k)
			w.move[p][rk] = uint8(k)
		}
	}
	return w
}

// candidate is a move k from the current square to square v.
type candidate struct {
	k int
	v int32
}

// breakTie chooses among candidates of equal degree, given in move order,
// for the rules whose secondary order depends on more than the move.
func (w *walker) breakTie(ties []candidate, x, y int32) candidate {
	g := w.g
	if w.stranded != nil {
		// Squares that earlier walks left unvisited come first.
		most, n := uint8(0), 0
		for _, c := range ties {
			switch s := w.stranded[c.v]; {
			case s > most:
				most, n = s, 0
				fallthrough
			case s == most:
				ties[n] = c
				n++
			}
		}
		ties = ties[:n]
		if n == 1 {
			return ties[0]
		}
	}
	best := ties[0]
	switch w.rule {
	case Pohl:
		bestSum := -1
		for _, c := range ties {
			sum := 0
			for _, o := range g.off {
				if d := g.deg[c.v+o]; d != visited {
					sum += int(d)
				}
			}
			if bestSum < 0 || sum < bestSum {
				best, bestSum = c, sum
			}
		}
	case Roth:
		// Distances are compared doubled and squared, so no rounding.
		cw, ch := int64(g.b.W+1), int64(g.b.H+1)
		bestDist := int64(-1)
		for _, c := range ties {
			m := board.Moves[c.k]
			dx := 2*int64(x+m.X) - cw
			dy := 2*int64(y+m.Y) - ch
			if d := dx*dx + dy*dy; d > bestDist || d == bestDist && w.rank[0][c.k] < w.rank[0][best.k] {
				best, bestDist = c, d
			}
		}
	case Random:
		best = ties[w.rng.IntN(len(ties))]
	}
	return best
}

// walk extends prefix greedily from its last square until the board is
// covered or the walk is stuck, appending to moves the index in
// [board.Moves] of each jump (one byte a square: the walk of a
// 10000x10000 board is 100 MB, not the 800 MB of its squares). For a closed walk, target is the start square,
// left unvisited so that its neighbours count it, and never entered; for an
// open walk with an end, target is that end, entered only as the last square.
// The squares of prefix except the last must already be visited in the grid;
// the last is visited here. Visiting a square and scanning its neighbours for
// the next move is one pass over the eight moves.
//
// When the target is down to one unvisited neighbour, that neighbour must
// come just before it (for a closed walk, it must be the last square), so
// it becomes the target and the old one is taken off the board, to be
// appended at the end: otherwise Warnsdorff's rule, which takes the
// fewest onward moves first, enters that neighbour at once and seals the
// target off. The retreat repeats while the new target is down to one
// neighbour too, so the walk keeps a corridor to its end open.
func (w *walker) walk(prefix board.Path, moves []uint8, target int32, closed bool) ([]uint8, bool) {
	g := w.g
	total := g.b.Size()
	if len(prefix) == 0 {
		return moves, false
	}
	moves = moves[:0]
	before := len(prefix) // squares before moves[0]
	s := prefix[len(prefix)-1]
	cur := g.index(s)
	x0, y0 := s.X, s.Y
	deg := g.deg
	off := g.off
	needTies := w.rule != SquirrelCull
	var ties [8]candidate
	p := 0 // the move ordering in force
	start, wasClosed := target, closed
	var tail []int32 // old targets, last first
	for {
		step := before + len(moves)
		if w.stop != nil && step%stopEvery == 0 && w.stop() {
			return moves, false
		}
		// The closed walk's first step leaves the start unvisited: it is
		// the target, and its neighbours keep counting it.
		fromTarget := cur == target
		if !fromTarget {
			deg[cur] = visited
		}
		if cur == w.switchAt[p] {
			p++
		}
		// The eight neighbour degrees travel in one word, byte k for move
		// k, and are lowered, keyed and minimised together (SWAR).
		// The padding makes every neighbour index valid, so the window
		// is read and written without bounds checks.
		base := unsafe.Pointer(unsafe.SliceData(deg[cur:]))
		at := func(k int) *uint8 { return (*uint8)(unsafe.Add(base, off[k])) }
		nb := uint64(*at(0)) | uint64(*at(1))<<8 | uint64(*at(2))<<16 | uint64(*at(3))<<24 |
			uint64(*at(4))<<32 | uint64(*at(5))<<40 | uint64(*at(6))<<48 | uint64(*at(7))<<56
		dead := nb & hiBits // visited squares: degrees are at most 8
		if !fromTarget {
			nb -= (^nb >> 7) & loBits
			*at(0), *at(1), *at(2), *at(3) = uint8(nb), uint8(nb>>8), uint8(nb>>16), uint8(nb>>24)
			*at(4), *at(5), *at(6), *at(7) = uint8(nb>>32), uint8(nb>>40), uint8(nb>>48), uint8(nb>>56)
			if target != noSquare && deg[target] == 1 && step < total-1-len(tail) {
				target, closed, tail = w.retreat(target, closed, tail)
				nb = 0
				for k := range 8 {
					nb |= uint64(*at(k)) << (8 * k)
				}
				dead = nb & hiBits
			}
		}
		last := !closed && step == total-1-len(tail)
		// Key byte: degree in bits 3..5, rank of the move in bits 0..2;
		// 0x7F for a visited or reserved square.
		deadBytes := (dead >> 7) * 0xFF
		if target != noSquare && !last {
			for k, o := range g.off {
				if cur+o == target {
					deadBytes |= 0xFF << (8 * k)
				}
			}
		}
		keys := (nb<<3)&(loBits*0x38) | w.packed[p]
		var c candidate
		for {
			keys = keys&^deadBytes | loBits*0x7F&deadBytes
			m := lowestKey(keys)
			if m == 0x7F {
				c.v = noSquare
				break
			}
			k0 := int(w.move[p][m&7])
			c = candidate{k0, cur + g.off[k0]}
			if needTies {
				// Zero bytes of x mark the moves of the smallest degree.
				x := (keys>>3)&(loBits*0x0F) ^ (m>>3)*loBits
				zero := ^((x&(loBits*0x7F) + loBits*0x7F) | x | loBits*0x7F)
				if bits.OnesCount64(zero) > 1 {
					n := 0
					for z := zero; z != 0; z &= z - 1 {
						k := bits.TrailingZeros64(z) / 8
						ties[n] = candidate{k, cur + g.off[k]}
						n++
					}
					c = w.breakTie(ties[:n], x0, y0)
				}
			}
			if w.guard == nil || last || !w.guard.cuts(c.v) {
				break
			}
			deadBytes |= 0xFF << (8 * c.k)
		}
		if c.v == noSquare {
			break
		}
		if w.guard != nil && !last {
			var ok bool
			if target, ok = w.strandedEnd(cur, c.v, target, closed); !ok {
				break
			}
		}
		cur = c.v
		x0 += board.Moves[c.k].X
		y0 += board.Moves[c.k].Y
		moves = append(moves, uint8(c.k))
	}
	if before+len(moves)+len(tail) < total {
		return moves, false
	}
	for i := len(tail) - 1; i >= 0; i-- {
		k, ok := g.move(cur, tail[i])
		if !ok {
			return moves, false // the retreat makes a chain: not reached
		}
		moves = append(moves, k)
		cur = tail[i]
	}
	if wasClosed {
		return moves, total == 1 || g.adjacent(cur, start)
	}
	return moves, true
}

// strandedEnd looks at the neighbours of cur, just visited, that the move
// to next passes by: one left with a single unvisited neighbour, not next
// to next, can only be the last square (or the one before the target, if
// that neighbour is the target). It becomes the target when the walk has
// none (and the walk retreats from it as from any target); a second such
// square, or one with no neighbour left, means the walk cannot cover the
// board, and strandedEnd reports false, which spares the rest of a walk
// that cannot succeed.
func (w *walker) strandedEnd(cur, next, target int32, closed bool) (int32, bool) {
	g := w.g
	for _, o := range g.off {
		v := cur + o
		d := g.deg[v]
		if d > 1 || v == next || v == target || g.adjacent(v, next) {
			continue
		}
		if d == 1 && target != noSquare && g.adjacent(v, target) {
			continue // it may come just before the target
		}
		if d == 0 || target != noSquare || closed {
			return target, false
		}
		target = v
	}
	return target, true
}

// retreat moves the target of a walk to its one unvisited neighbour, and
// on while the new target has one unvisited neighbour left: the old target
// leaves the board (it is appended to the path at the end) and a closed
// walk, whose start cannot be re-entered before the end anyway, becomes an
// open walk to the start's last neighbour.
func (w *walker) retreat(target int32, closed bool, tail []int32) (int32, bool, []int32) {
	g := w.g
	for g.deg[target] == 1 {
		next := int32(noSquare)
		for _, o := range g.off {
			if g.deg[target+o] != visited {
				next = target + o
			}
		}
		g.deg[target] = visited
		g.deg[next]--
		if closed {
			closed = false // the start is path[0] already
		} else {
			tail = append(tail, target)
		}
		target = next
	}
	return target, closed, tail
}

// Warnsdorff makes one greedy run of Warnsdorff's rule from start on b, ties
// broken by rule (seed feeds [Random]), and reports whether it covered the
// board. The path walked is returned either way. Each step costs O(1): the
// degrees are kept up to date as squares are visited, never recounted. Memory
// is one byte per square plus the path itself; [WarnsdorffWalk] keeps the
// path in a byte a square too.
func Warnsdorff(b board.Board, start board.Square, rule Rule, seed int64) (board.Path, bool) {
	if b.W < 1 || b.H < 1 || !b.Contains(start) {
		return nil, false
	}
	w, ok := WarnsdorffWalk(b, start, rule, seed)
	return w.Path(), ok
}

// WarnsdorffWalk is [Warnsdorff] with the path walked kept as a
// [board.Walk]: two bytes a square in all, the board's degrees and the
// moves.
func WarnsdorffWalk(b board.Board, start board.Square, rule Rule, seed int64) (board.Walk, bool) {
	if b.W < 1 || b.H < 1 || !b.Contains(start) {
		return board.Walk{}, false
	}
	g := newGrid(b)
	moves := newMoves(b.Size())
	moves, ok := newWalker(g, rule, seed).walk(board.Path{start}, moves, noSquare, false)
	return board.Walk{Start: start, Moves: moves}, ok
}

// newMoves returns room for the moves of a walk of n squares, backed by
// huge pages and mapped ahead of the walk where Linux allows.
func newMoves(n int) []uint8 {
	moves := make([]uint8, 0, max(n-1, 0))
	adviseHuge(unsafe.Pointer(unsafe.SliceData(moves)), uintptr(cap(moves)))
	prefault(unsafe.Pointer(unsafe.SliceData(moves)), uintptr(cap(moves)))
	return moves
}

// stopEvery is how many steps a walk makes between looks at its stop
// function.
const stopEvery = 1 << 16

// rothRanks orders moves for Roth's ties of equal distance: clockwise from
// (-1, 2), up two and left one, the cyclic order under which the walk from
// a1 completes most square boards (BenchmarkCornerSweep).
var rothRanks = [8]uint8{1, 2, 3, 4, 5, 6, 7, 0}
