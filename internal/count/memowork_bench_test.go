package count

import (
	"context"
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkMemoLine scans 6 x 20 closed through the memo up to its last
// step, as [Tours] does, and reports the work of one line that repeats
// (the last line but one before the cut, every state of it listed): the
// states the memo numbers before its cells, the adds along their lists
// (one count added to one successor's), and, cell by cell, the adds the
// step would make were the cell and the next one a single map, the
// states between them not numbered; and the states of the line with no
// way on to any state at the cut, which a stronger rule could have
// dropped (an upper bound on what it spares there: a state that reaches
// the cut may still have no completion). These are counts, the same on every
// run, so that a change of the memo's shape can be weighed on a loaded
// machine, where its time cannot; the log gives the cells one by one.
// -short skips it: on shorter boards the line before the cut has states
// not listed yet.
func BenchmarkMemoLine(b *testing.B) {
	if testing.Short() {
		b.Skip("6x20 closed takes seconds")
	}
	const n = 20
	var numbered, adds, bestFused, dead int
	for b.Loop() {
		pl := newPlan(board.Problem{Board: board.Board{W: 6, H: int32(n)}, Closed: true})
		m := newMemo(memoStates(DefaultMaxStates))
		via := m.repeatSteps(&pl)
		// Up to the memo's last step: the cells after it, to the join's
		// cut, are stepped with tables, and the memo is let go.
		cut := 0
		for c, v := range via {
			if v {
				cut = c + 1
			}
		}
		s := m.newRepeatScan(&pl, DefaultMaxStates)
		for c := range cut {
			if err := s.step(context.Background(), c); err != nil {
				b.Fatal(err)
			}
		}
		class := m.classesOf(&pl)
		first := cut - 2*pl.k
		if !via[first] {
			b.Fatalf("6x%d: cell %d is not stepped through the memo", n, first)
		}
		numbered, adds = 0, 0
		single, fused := make([]int, pl.k), make([]int, pl.k)
		for j := range pl.k {
			c := first + j
			nd := m.nodes[[2]int{class[c], class[c+1]}]
			next := m.nodes[[2]int{class[c+1], class[c+2]}]
			if nd.listed != nd.in.len() {
				b.Fatalf("6x%d: cell %d lists %d of its %d states", n, c, nd.listed, nd.in.len())
			}
			numbered += nd.in.len()
			single[j], fused[j] = listedAdds(nd), fusedAdds(nd, next)
			adds += single[j]
			b.Logf("6x%d cell %d: %d states, %d adds; with the next cell as one map %d adds, where the two steps make %d", n, c, nd.in.len(), single[j], fused[j], single[j]+listedAdds(next))
		}
		// The fewest adds over the line when cells are fused in
		// disjoint pairs, each pair sparing the numbering of the
		// states between its two cells.
		bestFused = fewestAdds(single, fused)
		dead = 0
		for _, d := range deadBefore(m, class, first, first+pl.k, cut) {
			dead += d
		}
	}
	b.ReportMetric(float64(numbered), "numbered/line")
	b.ReportMetric(float64(adds), "adds/line")
	b.ReportMetric(float64(bestFused), "paired-adds/line")
	b.ReportMetric(float64(dead), "dead/line")
}

// deadBefore returns, for each cell c from from to to-1, how many of
// the states before c have no way through the memo's lists to a state
// after cell cut-1; the cells up to cut must be listed.
func deadBefore(m *memo, class []int, from, to, cut int) []int {
	alive := make([]bool, m.nodes[[2]int{class[cut-1], class[cut]}].out.len())
	for i := range alive {
		alive[i] = true
	}
	dead := make([]int, to-from)
	for c := cut - 1; c >= from; c-- {
		nd := m.nodes[[2]int{class[c], class[c+1]}]
		before := make([]bool, nd.in.len())
		for i := range before {
			succ, _ := nd.list(i)
			for _, j := range succ {
				before[i] = before[i] || alive[j]
			}
			if !before[i] && c < to {
				dead[c-from]++
			}
		}
		alive = before
	}
	return dead
}

// listedAdds is the number of successors nd lists in all: the adds a
// step through it makes when every state has a count.
func listedAdds(nd *node) int {
	total := 0
	for i := range nd.in.len() {
		succ, _ := nd.list(i)
		total += len(succ)
	}
	return total
}

// fusedAdds is the number of adds of the map nd then next as one: for
// each state of nd's in, its distinct successors two cells on.
func fusedAdds(nd, next *node) int {
	seen := make([]uint32, next.out.len())
	total := 0
	for i := range nd.in.len() {
		mark := uint32(i + 1)
		succ, _ := nd.list(i)
		for _, j := range succ {
			after, _ := next.list(int(j))
			for _, q := range after {
				if seen[q] != mark {
					seen[q] = mark
					total++
				}
			}
		}
	}
	return total
}

// fewestAdds is the fewest adds over a line of cells stepped one by one
// (single) or as disjoint pairs of a cell and the next (fused: the pair
// from cell j), pairs within the line.
func fewestAdds(single, fused []int) int {
	best := make([]int, len(single)+1) // best[j]: cells j.. of the line
	for j := len(single) - 1; j >= 0; j-- {
		best[j] = single[j] + best[j+1]
		if j+1 < len(single) {
			best[j] = min(best[j], fused[j]+best[j+2])
		}
	}
	return best[0]
}

// TestFewestAdds holds fewestAdds to a search over every way of pairing
// a line written out by hand (the oracle: the three pairings of four
// cells and one with no pair, enumerated here).
func TestFewestAdds(t *testing.T) {
	single := []int{5, 7, 2, 9}
	fused := []int{10, 8, 12, 0} // the last is past the line
	want := min(5+7+2+9, 10+2+9, 5+8+9, 5+7+12, 10+12)
	if got := fewestAdds(single, fused); got != want {
		t.Errorf("fewestAdds(%v, %v) = %d, want %d", single, fused, got, want)
	}
	if got := fewestAdds(single[:1], fused[:1]); got != 5 {
		t.Errorf("fewestAdds of one cell = %d, want 5 (no pair fits)", got)
	}
}
