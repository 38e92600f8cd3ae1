package heuristic

// maxForced bounds the squares left for the forced-edge test: it keeps a
// byte per move of every square of the grid.
const maxForced = 1 << 20

// Edge states of the forced-edge test.
const (
	edgeFree uint8 = iota
	edgeForced
	edgeDeleted
)

// forcedDead is test 5 of the search (see the package documentation), run
// once at the root: with the path's far end known (the required end, or
// the only square left with one move), every other square left needs two
// path edges and the end and the knight's square one each. A square with
// exactly as many edges left as it needs must use them all (forced); a
// square whose forced edges are all it needs loses its other edges.
// Propagating both rules to a fixed point, it reports true when some
// square needs more edges than it has left, has more forced edges than
// it may use, when forced edges close a cycle, or join the knight to the
// end before every square is covered: each shows there is no path. It is
// a necessary condition only, so true is a proof and false proves
// nothing. O(squares left) after the grid.
func (s *searcher) forcedDead() bool {
	g := s.g
	if s.closed || s.remaining > maxForced || s.remaining < 2 {
		return false
	}
	if s.target == noSquare && s.zero+s.one == 0 {
		return false // no square can be the far end: nothing is forced
	}
	c := s.path[len(s.path)-1]
	end := s.target
	left := func(v int32) bool { return g.deg[v] != visited || v == c }
	n := len(g.deg)
	state := make([][8]uint8, n)
	avail := make([]int8, n)
	forced := make([]int8, n)
	parent := make([]int32, n)
	size := make([]int32, n)
	var squares []int32
	for v := range int32(n) {
		if !left(v) {
			continue
		}
		squares = append(squares, v)
		parent[v], size[v] = v, 1
		for k, o := range g.off {
			if left(v + o) {
				avail[v]++
			} else {
				state[v][k] = edgeDeleted
			}
		}
	}
	if end == noSquare {
		for _, v := range squares {
			if avail[v] <= 1 && v != c {
				if end != noSquare {
					return false // two ends: test 2 judges that
				}
				end = v
			}
		}
		if end == noSquare {
			return false // any square may be the end: nothing is forced
		}
	}
	find := func(v int32) int32 {
		for parent[v] != v {
			parent[v] = parent[parent[v]]
			v = parent[v]
		}
		return v
	}
	need := func(v int32) int8 {
		if v == c || v == end {
			return 1
		}
		return 2
	}
	back := func(k int) int { return k ^ 4 } // board.Moves pairs k with its reverse k^4
	total := int32(len(squares))
	queue := append([]int32(nil), squares...)
	for len(queue) > 0 {
		v := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		req := need(v)
		switch {
		case forced[v] > req || avail[v] < req:
			return true
		case forced[v] == req && avail[v] > req:
			for k, o := range g.off {
				if state[v][k] != edgeFree {
					continue
				}
				w := v + o
				state[v][k], state[w][back(k)] = edgeDeleted, edgeDeleted
				avail[v]--
				avail[w]--
				queue = append(queue, w)
			}
		case avail[v] == req && forced[v] < req:
			for k, o := range g.off {
				if state[v][k] != edgeFree {
					continue
				}
				w := v + o
				state[v][k], state[w][back(k)] = edgeForced, edgeForced
				forced[v]++
				forced[w]++
				rv, rw := find(v), find(w)
				if rv == rw {
					return true // a cycle
				}
				parent[rv] = rw
				size[rw] += size[rv]
				if find(c) == find(end) && size[find(c)] < total {
					return true // the knight joined to the end too soon
				}
				queue = append(queue, w, v)
			}
		}
	}
	return false
}
