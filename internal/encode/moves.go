package encode

import (
	"iter"

	"github.com/go-air/gini/z"
)

// stepVars is a position formula as [addMoves] sees it: the tour's and
// the clue plan's.
type stepVars interface {
	// lit is square v's variable for step t, z.LitNull when the plan
	// allows no such pair.
	lit(v, t int) z.Lit
	// steps are the steps square v may take, ascending.
	steps(v int) iter.Seq[int]
}

// addMoves makes the position formula e hybrid: a variable per possible
// move u->v (adj by square index), exactly one move out of and into every
// square (an open tour's ends use a hub, index len(adj)), channelled to
// the positions both ways: u at t and v at t+1 imply the move; the move
// and u at t imply v at t+1. The tour's own moves satisfy all of it, so
// the formula keeps its models; the degree constraints propagate what the
// position clauses see only late (a square with two free neighbours left
// must use both). hubFirst writes the hub's channel clauses as its moves
// are made rather than with the others, the clue formula's order, which
// TestDIMACSPinned pins byte for byte.
// It returns the moves by origin, the hub last.
//
// A closed tour of two squares has no move (no two squares of a board of
// two are a knight move apart), and every square's exactly-one is then
// the empty clause; the clue formula does not call it there, as its
// position clauses are already unsatisfiable.
func addMoves(w *writer, e stepVars, adj [][]int32, closed, hubFirst bool) [][]arc {
	n := len(adj)
	if n < 2 {
		return nil // the one square is the tour: no move at all
	}
	next := func(t int) (int, bool) {
		if t+1 < n {
			return t + 1, true
		}
		return 0, closed && n >= 3
	}
	hub := n
	out := make([][]arc, n+1)
	in := make([][]z.Lit, n+1)
	add := func(u, v int) z.Lit {
		m := w.lit()
		out[u] = append(out[u], arc{from: u, to: v, lit: m})
		in[v] = append(in[v], m)
		return m
	}
	// channel writes x if and only if move a.
	channel := func(x, a z.Lit) {
		w.clause(x.Not(), a)
		w.clause(a.Not(), x)
	}
	for u := range n {
		for _, v32 := range adj[u] {
			v := int(v32)
			for t := range e.steps(u) {
				if t2, ok := next(t); ok && e.lit(v, t2) != z.LitNull {
					add(u, v)
					break
				}
			}
		}
	}
	if !closed {
		for v := range n {
			if x := e.lit(v, 0); x != z.LitNull {
				if a := add(hub, v); hubFirst {
					channel(x, a)
				}
			}
			if x := e.lit(v, n-1); x != z.LitNull {
				if a := add(v, hub); hubFirst {
					channel(x, a)
				}
			}
		}
	}
	lits := make([]z.Lit, 0, 9)
	for u := range out {
		if u == hub && closed {
			continue // a closed tour has no hub
		}
		lits = lits[:0]
		for _, a := range out[u] {
			lits = append(lits, a.lit)
		}
		w.exactlyOne(lits)
		w.exactlyOne(in[u])
	}
	for u := range out {
		for _, a := range out[u] {
			switch {
			case u == hub || a.to == hub:
				if !hubFirst {
					if u == hub {
						channel(e.lit(a.to, 0), a.lit)
					} else {
						channel(e.lit(u, n-1), a.lit)
					}
				}
			default:
				for t := range e.steps(u) {
					xu := e.lit(u, t)
					t2, ok := next(t)
					xv := z.LitNull
					if ok {
						xv = e.lit(a.to, t2)
					}
					if xv == z.LitNull {
						// u is last, or v cannot follow it at t: the move
						// is not taken while u is at t.
						w.clause(a.lit.Not(), xu.Not())
						continue
					}
					w.clause(xu.Not(), xv.Not(), a.lit)
					w.clause(a.lit.Not(), xu.Not(), xv)
				}
			}
		}
	}
	return out
}
