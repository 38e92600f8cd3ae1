package count

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightcert/knight/board"
)

// A k x n board is the same reversed end to end, so the scan's states
// after the first half of the lines, turned end to end, are the states
// of the scan from the far end: a closed tour is one pair of them,
// joined by the edges that cross the cut between the halves. The test
// below counts closed tours that way, from the scan's own states at a
// line's end, which checks those states and their counts (and the
// mirror's merging across the long side) against the whole scan. Its
// figures (patterns a side, degree vectors, pairs joined) are what a
// meet in the middle would join.

// halfState is a state at a line's end, before the mirror merged it
// with its image: its frontier's two words and its count.
type halfState struct {
	w [2]uint64
	n u128
}

// statesAfterLines scans pl through its first lines lines and returns
// the states at their end, each merged pair of mirror images split
// again: the two images of a state have equal counts, as the board and
// the question are the same reflected across the long side.
func statesAfterLines(t *testing.T, pl *plan, lines int) []halfState {
	t.Helper()
	s := pl.newScanner(DefaultMaxStates)
	for c := range lines * pl.k {
		if err := s.step(context.Background(), c); err != nil {
			t.Fatal(err)
		}
	}
	var out []halfState
	for j := range s.cur.slots() {
		k, n, ok := s.cur.at(j)
		if !ok {
			continue
		}
		f := frontier{w: [2]uint64{k.lo, k.hi & hiSlotBits}}
		for sl := 2 * pl.k; sl < pl.window; sl++ {
			if f.get(sl) != full {
				t.Fatalf("after %d lines: slot %d is %d, want full", lines, sl, f.get(sl))
			}
		}
		g, _ := pl.mirrored(&f, pl.mirrorSlots[lines*pl.k-1])
		g.relabel = true
		m := g.pack()
		if !pl.mirror || m == k {
			out = append(out, halfState{f.w, n})
			continue
		}
		if n.lo&1 != 0 {
			t.Fatalf("after %d lines: a merged pair of mirror images counts %v, an odd number", lines, n.big())
		}
		half := u128{lo: n.lo>>1 | n.hi<<63, hi: n.hi >> 1}
		out = append(out, halfState{f.w, half}, halfState{[2]uint64{m.lo, m.hi & hiSlotBits}, half})
	}
	return out
}

// cutKey is a side's pattern at the cut: a nibble for each of the 2k
// cells of the two lines past the cut (cell line*k+col, line 0 next to
// the cut), 0 for no edge from the side, 1 for two, and a label from 2
// on for one, shared by the two ends of a path through the side.
type cutKey uint64

func (p cutKey) at(cell int) uint64 { return uint64(p) >> (4 * uint(cell)) & 15 }

// degrees returns p with each label as 2: the edges each cell takes
// from the side, two written 1.
func (p cutKey) degrees(cells int) cutKey {
	var d uint64
	for c := range cells {
		d |= min(p.at(c), 2) << (4 * uint(c))
	}
	return cutKey(d)
}

// mirrorPatterns returns the states, as seen from the far side of the
// cut: the scan from the far end holds, on the two lines past the cut,
// what the scan from this end holds on the two lines before it.
func mirrorPatterns(states []halfState, pl *plan) map[cutKey]u128 {
	k := pl.k
	out := map[cutKey]u128{}
	for _, s := range states {
		f := frontier{w: s.w}
		var labels [16]uint64
		next := uint64(2)
		var p uint64
		for line := range 2 {
			for col := range k {
				v := uint64(f.get(pl.lineSlot(line, col)))
				if v >= label0 {
					if labels[v] == 0 {
						labels[v] = next
						next++
					}
					v = labels[v]
				}
				p |= v << (4 * uint(line*k+col))
			}
		}
		out[cutKey(p)], _ = out[cutKey(p)].add(s.n)
	}
	return out
}

// crossPatterns returns the states with the edges across the cut
// decided, every way that gives each cell before the cut its two edges
// and no cell past it more than two, with no cycle closed: a path
// through the side runs from one cell past the cut to another.
func crossPatterns(states []halfState, pl *plan) map[cutKey]u128 {
	k := pl.k
	// across[i] are the cells past the cut a knight's move from cell i
	// before it (i = line*k+col, line 0 next to the cut).
	across := make([][]int, 2*k)
	for before := range 2 * k {
		for past := range 2 * k {
			lines, cols := before/k+past/k+1, before%k-past%k
			if lines == 1 && (cols == 2 || cols == -2) || lines == 2 && (cols == 1 || cols == -1) {
				across[before] = append(across[before], past)
			}
		}
	}
	out := map[cutKey]u128{}
	for _, s := range states {
		f := frontier{w: s.w}
		// Nodes 0 to 2k-1 are the cells past the cut, 2k on those
		// before it; a node has at most two edges.
		var adj [4 * MaxShortSide][2]int
		var deg [4 * MaxShortSide]int
		link := func(a, b int) {
			adj[a][deg[a]], adj[b][deg[b]] = b, a
			deg[a]++
			deg[b]++
		}
		unlink := func(a, b int) { deg[a]--; deg[b]-- }
		var need [2 * MaxShortSide]int
		for i := range 2 * k {
			v := f.get(pl.lineSlot(i/k, i%k))
			switch {
			case v == free:
				need[i] = 2
			case v >= label0:
				need[i] = 1
				for j := range i {
					if f.get(pl.lineSlot(j/k, j%k)) == v {
						link(2*k+j, 2*k+i)
					}
				}
			}
		}
		var decide func(i int)
		decide = func(i int) {
			for i < 2*k && need[i] == 0 {
				i++
			}
			if i == 2*k {
				if p, ok := pathsAcross(&adj, &deg, k); ok {
					out[p], _ = out[p].add(s.n)
				}
				return
			}
			cs := across[i]
			for a, x := range cs {
				if deg[x] == 2 {
					continue
				}
				link(2*k+i, x)
				if need[i] == 1 {
					decide(i + 1)
				} else {
					for _, y := range cs[a+1:] {
						if deg[y] < 2 {
							link(2*k+i, y)
							decide(i + 1)
							unlink(2*k+i, y)
						}
					}
				}
				unlink(2*k+i, x)
			}
		}
		decide(0)
	}
	return out
}

// pathsAcross returns the pattern of the graph adj past the cut, and
// false when it holds a cycle.
func pathsAcross(adj *[4 * MaxShortSide][2]int, deg *[4 * MaxShortSide]int, k int) (cutKey, bool) {
	var seen [4 * MaxShortSide]bool
	var p uint64
	next := uint64(2)
	for c := range 2 * k {
		switch {
		case deg[c] == 2:
			p |= 1 << (4 * uint(c))
		case deg[c] == 1 && !seen[c]:
			prev, at := -1, c
			for {
				seen[at] = true
				if deg[at] == 1 && prev >= 0 {
					break
				}
				nx := adj[at][0]
				if nx == prev {
					nx = adj[at][1]
				}
				prev, at = at, nx
			}
			p |= next<<(4*uint(c)) | next<<(4*uint(at))
			next++
		}
	}
	for x := range 4 * k {
		if deg[x] > 0 && !seen[x] {
			return 0, false
		}
	}
	return cutKey(p), true
}

// joinFigures are the sizes of a join at the cut.
type joinFigures struct {
	crossing, mirrored int // patterns of each side
	vectors            int // degree vectors of the crossing side
	pairs              int // pairs of patterns whose degrees complement
	mostPerVector      int // the most crossing patterns of one degree vector
}

// joinAtCut counts the closed tours made of a crossing pattern and a
// mirrored one: each cell past the cut takes two edges in all, and the
// paths of the two sides close one cycle.
func joinAtCut(crossing, mirrored map[cutKey]u128, k int) (*big.Int, joinFigures) {
	cells := 2 * k
	// complement is the degree vector the mirrored side must have:
	// none where the crossing side gives two, two where it gives none.
	complement := func(d cutKey) cutKey {
		var o uint64
		for c := range cells {
			v := d.at(c)
			if v < 2 {
				v ^= 1
			}
			o |= v << (4 * uint(c))
		}
		return cutKey(o)
	}
	byDegrees := func(m map[cutKey]u128) map[cutKey][]cutKey {
		out := map[cutKey][]cutKey{}
		for p := range m {
			d := p.degrees(cells)
			out[d] = append(out[d], p)
		}
		return out
	}
	fig := joinFigures{crossing: len(crossing), mirrored: len(mirrored)}
	mine, theirs := byDegrees(crossing), byDegrees(mirrored)
	fig.vectors = len(mine)
	total, product := new(big.Int), new(big.Int)
	for d, ps := range mine {
		qs := theirs[complement(d)]
		fig.pairs += len(ps) * len(qs)
		fig.mostPerVector = max(fig.mostPerVector, len(ps))
		for _, p := range ps {
			for _, q := range qs {
				if oneCycle(p, q, cells) {
					total.Add(total, product.Mul(crossing[p].big(), mirrored[q].big()))
				}
			}
		}
	}
	return total, fig
}

// oneCycle reports whether the paths of p and q, which end on the same
// cells, close one cycle.
func oneCycle(p, q cutKey, cells int) bool {
	other := func(x cutKey, c int) int {
		for d := range cells {
			if d != c && x.at(d) == x.at(c) {
				return d
			}
		}
		panic("count: a path with one end")
	}
	first, ends := -1, 0
	for c := range cells {
		if p.at(c) >= 2 {
			ends++
			if first < 0 {
				first = c
			}
		}
	}
	if first < 0 {
		return false
	}
	at, walked := first, 0
	for {
		at = other(q, other(p, at))
		walked += 2
		if at == first {
			return walked == ends
		}
	}
}

// TestMeetInTheMiddle: the closed tours of k x n, counted by joining the
// scan's states after the first half of the lines with their images end
// to end, against the whole scan (a second method: Tours, checked
// itself against the naive search and A175881), and the published
// A175881 for 6 x n.
func TestMeetInTheMiddle(t *testing.T) {
	most := map[int]int{3: 14, 4: 10, 5: 8, 6: 7}
	if testing.Short() {
		most = map[int]int{3: 10, 4: 8, 5: 6, 6: 6}
	}
	for _, k := range []int{3, 4, 5, 6} {
		for n := 4; n <= most[k]; n++ {
			t.Run(fmt.Sprintf("%dx%d", k, n), func(t *testing.T) {
				p := board.Problem{Board: board.Board{W: int32(k), H: int32(n)}, Closed: true}
				pl := newPlan(p)
				if pl.k != k {
					t.Skipf("%v has a short side of %d", p.Board, pl.k)
				}
				near := statesAfterLines(t, &pl, n/2)
				far := near
				if n%2 == 1 {
					far = statesAfterLines(t, &pl, n-n/2)
				}
				got, fig := joinAtCut(crossPatterns(far, &pl), mirrorPatterns(near, &pl), k)
				t.Logf("%dx%d: %d crossing patterns in %d degree vectors (at most %d a vector), %d mirrored, %d pairs",
					k, n, fig.crossing, fig.vectors, fig.mostPerVector, fig.mirrored, fig.pairs)
				r := mustCount(t, p)
				if got.Cmp(r.Undirected) != 0 {
					t.Errorf("join at the middle of %dx%d closed = %v, want %v (Tours)", k, n, got, r.Undirected)
				}
				if k == 6 && got.String() != a175881[n-1] {
					t.Errorf("join at the middle of 6x%d closed = %v, want %s (A175881)", n, got, a175881[n-1])
				}
			})
		}
	}
}
