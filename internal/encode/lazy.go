package encode

import (
	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
)

// fixLazy writes, as unit clauses on moves, what ranks would otherwise
// force: the prefix's moves (from the hub to the first square of an open
// tour, then square to square) and the move after the end (to the hub, or
// back to the first square of a closed tour). A move the formula lacks
// makes it unsatisfiable.
func (e *successor) fixLazy(w *writer) {
	p := e.p
	fix := func(u, v int) {
		if m := e.arcLit(u, v); m != z.LitNull {
			w.clause(m)
		} else {
			w.empty()
		}
	}
	for i, v := range p.prefix {
		switch {
		case i > 0:
			fix(p.prefix[i-1], v)
		case !p.closed:
			fix(e.hub, v)
		}
	}
	switch {
	case p.end < 0:
	case !p.closed:
		fix(p.end, e.hub)
	case len(p.prefix) > 0 && p.prefix[0] != p.end:
		fix(p.end, p.prefix[0])
	}
}

// cuts reads the cycles of a model of the lazy formula. When the moves
// form one cycle through every node (the hub included, for an open tour)
// it returns nil: the model is a tour. Otherwise it returns, for every
// cycle that a tour could not be (one avoiding the hub, or any of several
// in a closed tour), a clause saying that some move leaves the cycle's
// squares, and one saying that some move enters them: every tour does
// both, so the formula keeps its tours, and the model at hand is gone. A
// cycle with no move out gives the empty clause: the graph left by the
// plan is disconnected. Cycles are found by scanning the nodes in index
// order, so the clauses depend only on the model.
func (e *successor) cuts(m inter.Model) [][]z.Lit {
	if !e.lazy || e.p.n == 1 {
		return nil // one square is a tour without moves
	}
	nodes := len(e.out)
	cycle := make([]int32, nodes) // cycle number from 1; 0 unseen
	count := 0
	for s := range nodes {
		if cycle[s] != 0 || len(e.out[s]) == 0 {
			continue
		}
		count++
		for v := s; v >= 0 && cycle[v] == 0; v = e.next(m, v) {
			cycle[v] = int32(count)
		}
	}
	if count <= 1 {
		return nil
	}
	leave := make([][]z.Lit, count+1)
	enter := make([][]z.Lit, count+1)
	for u := range nodes {
		for _, a := range e.out[u] {
			if from, to := cycle[u], cycle[a.to]; from != to {
				leave[from] = append(leave[from], a.lit)
				enter[to] = append(enter[to], a.lit)
			}
		}
	}
	var out [][]z.Lit
	for c := 1; c <= count; c++ {
		if !e.p.closed && cycle[e.hub] == int32(c) {
			continue
		}
		out = append(out, leave[c], enter[c])
	}
	return out
}
