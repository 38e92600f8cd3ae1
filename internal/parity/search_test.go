package parity_test

import (
	"math/rand/v2"
	"slices"

	"github.com/knightcert/knight/board"
)

// oracle is an exhaustive backtracking search for a tour, the ground truth
// for the tests: independent of the certificates, it tries every
// continuation in Warnsdorff order and prunes only by the engine's three
// classic checks (a square no one can reach, two forced ends, a split
// board), each a necessary condition.
type oracle struct {
	b       board.Board
	nbrs    [][]int
	visited []bool
	free    []int // unvisited neighbours of each square
	path    []int
	end     int // required last square or -1
	first   int
	closed  bool
	nodes   int
	limit   int // 0 = none
	seen    []int
	stamp   int
	queue   []int
	rng     *rand.Rand // shuffles ties when set
}

// search answers q: a tour, or nil with decided true when none exists, or
// nil with decided false when the node limit ran out. Empty prefixes are
// answered by trying every start.
func search(q board.Problem, limit int) (tour board.Path, decided bool) {
	return searchWith(q, limit, nil)
}

// retry looks for a tour by restarts with shuffled ties, each with a small
// node limit: it finds tours the plain order misses, and proves nothing.
func retry(q board.Problem, seed uint64, restarts int) board.Path {
	rng := rand.New(rand.NewPCG(seed, 1))
	for range restarts {
		if t, _ := searchWith(q, 20_000, rng); t != nil {
			return t
		}
	}
	return nil
}

func searchWith(q board.Problem, limit int, rng *rand.Rand) (tour board.Path, decided bool) {
	if len(q.Prefix) == 0 {
		undecided := false
		for i := 0; i < q.Board.Size(); i++ {
			p := q
			p.Prefix = board.Path{q.Board.Square(i)}
			t, ok := searchWith(p, limit, rng)
			if t != nil {
				return t, true
			}
			undecided = undecided || !ok
		}
		return nil, !undecided
	}
	b := q.Board
	n := b.Size()
	o := &oracle{b: b, nbrs: make([][]int, n), visited: make([]bool, n), free: make([]int, n),
		end: -1, closed: q.Closed, limit: limit, seen: make([]int, n), rng: rng}
	for i := 0; i < n; i++ {
		for _, t := range b.Neighbours(b.Square(i), nil) {
			o.nbrs[i] = append(o.nbrs[i], b.Index(t))
		}
		o.free[i] = len(o.nbrs[i])
	}
	if q.HasEnd() {
		o.end = b.Index(q.End)
	}
	o.first = b.Index(q.Prefix[0])
	for _, s := range q.Prefix {
		o.visit(b.Index(s))
	}
	found, exhausted := o.extend()
	if !found {
		return nil, exhausted
	}
	out := make(board.Path, len(o.path))
	for i, v := range o.path {
		out[i] = b.Square(v)
	}
	return out, true
}

func (o *oracle) visit(v int) {
	o.visited[v] = true
	o.path = append(o.path, v)
	for _, w := range o.nbrs[v] {
		o.free[w]--
	}
}

func (o *oracle) leave() {
	v := o.path[len(o.path)-1]
	o.path = o.path[:len(o.path)-1]
	o.visited[v] = false
	for _, w := range o.nbrs[v] {
		o.free[w]++
	}
}

// extend returns found, or whether the search below was exhausted.
func (o *oracle) extend() (found, exhausted bool) {
	o.nodes++
	if o.limit > 0 && o.nodes > o.limit {
		return false, false
	}
	cur := o.path[len(o.path)-1]
	left := o.b.Size() - len(o.path)
	if left == 0 {
		if o.end >= 0 && cur != o.end {
			return false, true
		}
		if o.closed && !board.IsKnightMove(o.b.Square(cur), o.b.Square(o.first)) {
			return false, true
		}
		return true, true
	}
	if cur == o.end || !o.alive(cur, left) {
		return false, true
	}
	moves := make([]int, 0, 8)
	for _, w := range o.nbrs[cur] {
		if !o.visited[w] {
			moves = append(moves, w)
		}
	}
	if o.rng != nil {
		o.rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	}
	slices.SortStableFunc(moves, func(a, b int) int { return o.free[a] - o.free[b] })
	exhausted = true
	for _, w := range moves {
		o.visit(w)
		f, e := o.extend()
		if f {
			return true, true
		}
		o.leave()
		exhausted = exhausted && e
		if !exhausted {
			return false, false
		}
	}
	return false, exhausted
}

// alive applies the three checks to the unvisited squares.
func (o *oracle) alive(cur, left int) bool {
	forced := 0
	for v := range o.visited {
		if o.visited[v] {
			continue
		}
		next := board.IsKnightMove(o.b.Square(cur), o.b.Square(v))
		switch {
		case o.free[v] == 0 && !next:
			return false // no one can reach it
		case o.free[v] == 0 && left > 1:
			return false // only the next move reaches it, and it is not last
		case o.free[v] == 1 && !next && v != o.end:
			forced++ // it can only be the last square
		}
	}
	if forced > 1 || forced == 1 && o.end >= 0 {
		return false
	}
	// The unvisited squares must hang together through the knight.
	o.stamp++
	o.queue = append(o.queue[:0], cur)
	o.seen[cur] = o.stamp
	reached := 0
	for h := 0; h < len(o.queue); h++ {
		for _, w := range o.nbrs[o.queue[h]] {
			if !o.visited[w] && o.seen[w] != o.stamp {
				o.seen[w] = o.stamp
				reached++
				o.queue = append(o.queue, w)
			}
		}
	}
	return reached == left
}
