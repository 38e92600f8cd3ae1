package prove

import (
	"math/bits"

	"github.com/knightcert/knight/board"
)

// exhaustive decides a tour problem (open or closed) on a board of at most 64 squares
// by plain depth-first search over bitmasks, sharing no code with the
// packages under test. Its only pruning is trivially sound: an unvisited
// square with no unvisited neighbour must be the last one, so two of them
// (or one that is not next to the current square when more remain) end the
// branch.
func exhaustive(q board.Problem) bool {
	b := q.Board
	n := b.Size()
	if n > 64 {
		panic("exhaustive: board too large")
	}
	adj := make([]uint64, n)
	for i := range n {
		for _, t := range b.Neighbours(b.Square(i), nil) {
			adj[i] |= 1 << b.Index(t)
		}
	}
	full := uint64(1)<<n - 1
	if n == 64 {
		full = ^uint64(0)
	}
	end := -1
	if q.HasEnd() {
		end = b.Index(q.End)
	}
	first := -1 // the first square, for the closing move
	var dfs func(cur int, visited uint64) bool
	dfs = func(cur int, visited uint64) bool {
		if visited == full {
			return (end < 0 || cur == end) && (!q.Closed || adj[cur]&(1<<first) != 0)
		}
		if cur == end {
			return false
		}
		rest := full &^ visited
		isolated := 0
		for r := rest; r != 0; r &= r - 1 {
			v := bits.TrailingZeros64(r)
			if adj[v]&rest == 0 {
				isolated++
				if isolated > 1 || adj[v]&(1<<cur) == 0 || bits.OnesCount64(rest) > 1 {
					return false
				}
			}
		}
		for m := adj[cur] & rest; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m)
			if dfs(v, visited|1<<v) {
				return true
			}
		}
		return false
	}
	if len(q.Prefix) == 0 {
		for s := range n {
			if first = s; dfs(s, 1<<s) {
				return true
			}
		}
		return false
	}
	var visited uint64
	for _, s := range q.Prefix {
		visited |= 1 << b.Index(s)
	}
	first = b.Index(q.Prefix[0])
	return dfs(b.Index(q.Prefix[len(q.Prefix)-1]), visited)
}
