package encode

import (
	"fmt"
	"io"
	"strings"

	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
)

// Constant literals for ge: a clause holding litTrue is dropped, litFalse is
// dropped from its clause.
const (
	litTrue  = z.Lit(^uint32(0))
	litFalse = litTrue - 1
)

func neg(m z.Lit) z.Lit {
	switch m {
	case litTrue:
		return litFalse
	case litFalse:
		return litTrue
	}
	return m.Not()
}

// arc is a possible move of the tour, from square (or hub) from to to.
type arc struct {
	from, to int
	lit      z.Lit
}

// successor encodes a tour as a choice of one outgoing and one incoming
// move per square (a 2-factor), made a single cycle by ranks: an open tour
// is closed through an extra hub node, and every move not leaving the hub
// (or, for a closed tour, not returning to the root) must go from rank r to
// rank r+1, so no cycle can avoid the hub. Ranks are in the order encoding
// (variable "rank(v) >= r"), restricted to the steps the plan allows v, so
// rank is exactly the step and carries the same parity and distance bounds
// as the position encoding.
type successor struct {
	p    *plan
	hub  int // node index of the hub, p.n; open tours only
	out  [][]arc
	in   [][]int // in[v] lists the nodes with a move to v
	rank [][]z.Lit
	// root is the square whose incoming arcs are free of rank constraints
	// in a closed tour, or -1; rootEnd says the exempt arcs are instead
	// those leaving the end square.
	root    int
	rootEnd bool
	// lazy says the formula has no ranks: cuts make the moves one cycle.
	lazy bool

	arcVars, rankVars [2]z.Var
}

// ge is the literal "rank(v) >= r".
func (e *successor) ge(v, r int) z.Lit {
	lo, hi := e.p.lo[v], e.p.hi[v]
	switch {
	case r <= lo:
		return litTrue
	case r > hi:
		return litFalse
	}
	return e.rank[v][(r-lo+e.p.stride-1)/e.p.stride-1]
}

func (w *writer) clauseC(lits ...z.Lit) {
	kept := lits[:0]
	for _, m := range lits {
		switch m {
		case litTrue:
			return
		case litFalse:
			continue
		}
		kept = append(kept, m)
	}
	w.clause(kept...)
}

// newSuccessor writes the successor encoding, or with ranks false the
// lazy engine's starting formula: the same moves and degree constraints,
// with the prefix and the end fixed by unit clauses on their moves instead
// of by ranks, and no ranks at all, so that models may split into several
// cycles until cuts forbid them.
func newSuccessor(w *writer, p *plan, ranks bool) *successor {
	n := p.n
	e := &successor{p: p, hub: n, root: -1, lazy: !ranks}
	open := !p.closed
	nodes := n
	if open {
		nodes++
	}
	e.out = make([][]arc, nodes)
	e.in = make([][]int, nodes)
	addArc := func(u, v int) {
		m := w.lit()
		if e.arcVars[0] == 0 {
			e.arcVars[0] = m.Var()
		}
		e.arcVars[1] = m.Var()
		e.out[u] = append(e.out[u], arc{from: u, to: v, lit: m})
	}
	// A move u->v is possible when v may be the step after some step of u.
	for u := range n {
		for _, v32 := range p.adj[u] {
			v := int(v32)
			if p.lo[v] <= p.hi[u]+1 && p.lo[u]+1 <= p.hi[v] && p.lo[u] <= p.hi[u] {
				addArc(u, v)
			} else if p.closed && n > 2 && p.allowed(u, n-1) && p.allowed(v, 0) {
				addArc(u, v)
			}
		}
	}
	if open {
		for v := range n {
			if p.allowed(v, 0) {
				addArc(e.hub, v)
			}
			if p.allowed(v, n-1) {
				addArc(v, e.hub)
			}
		}
	} else {
		for v := range n {
			if p.lo[v] == 0 && p.hi[v] == 0 {
				e.root = v
			}
		}
		if e.root < 0 {
			e.root, e.rootEnd = p.end, true
		}
	}
	for u := range e.out {
		for _, a := range e.out[u] {
			e.in[a.to] = append(e.in[a.to], u)
		}
	}
	e.rank = make([][]z.Lit, n)
	for v := range n {
		if e.lazy {
			break
		}
		lo, hi := p.lo[v], p.hi[v]
		for r := lo + p.stride; r <= hi; r += p.stride {
			m := w.lit()
			if e.rankVars[0] == 0 {
				e.rankVars[0] = m.Var()
			}
			e.rankVars[1] = m.Var()
			e.rank[v] = append(e.rank[v], m)
		}
	}
	if p.why != "" {
		w.empty()
	}
	if n == 1 {
		// The one square is the whole tour; it needs no move.
		return e
	}
	// One move out of and one move into every node.
	lits := make([]z.Lit, 0, 16)
	for u := range e.out {
		lits = lits[:0]
		for _, a := range e.out[u] {
			lits = append(lits, a.lit)
		}
		w.exactlyOne(lits)
	}
	for v := range e.in {
		lits = lits[:0]
		for _, u := range e.in[v] {
			lits = append(lits, e.arcLit(u, v))
		}
		w.exactlyOne(lits)
	}
	if e.lazy {
		e.fixLazy(w)
		return e
	}
	// The order encoding: rank >= r+2 implies rank >= r.
	for v := range n {
		for j := 1; j < len(e.rank[v]); j++ {
			w.clause(e.rank[v][j].Not(), e.rank[v][j-1])
		}
	}
	for u := range e.out {
		for _, a := range e.out[u] {
			e.rankMove(w, a)
		}
	}
	return e
}

func (e *successor) arcLit(u, v int) z.Lit {
	for _, a := range e.out[u] {
		if a.to == v {
			return a.lit
		}
	}
	return z.LitNull
}

// rankMove writes the rank clauses of one move.
func (e *successor) rankMove(w *writer, a arc) {
	p := e.p
	u, v := a.from, a.to
	switch {
	case u == e.hub:
		// The tour starts on v.
		w.clauseC(a.lit.Not(), neg(e.ge(v, 1)))
		return
	case v == e.hub:
		w.clauseC(a.lit.Not(), e.ge(u, p.n-1))
		return
	case v == e.root && !e.rootEnd, u == e.root && e.rootEnd:
		// The move that closes the tour.
		return
	}
	// rank(v) >= rank(u)+1: for each value r of u, rank(u) >= r implies
	// rank(v) >= r+1.
	for r := p.lo[u]; r <= p.hi[u]; r += p.stride {
		w.clauseC(a.lit.Not(), neg(e.ge(u, r)), e.ge(v, r+1))
	}
	// rank(v) <= rank(u)+1: for each threshold s of v, rank(v) >= s
	// implies rank(u) >= s-1.
	for s := p.lo[v] + p.stride; s <= p.hi[v]; s += p.stride {
		w.clauseC(a.lit.Not(), neg(e.ge(v, s)), e.ge(u, s-1))
	}
}

func (e *successor) decode(m inter.Model) board.Path {
	p := e.p
	path := make(board.Path, 0, p.n)
	var cur int
	switch {
	case p.n == 1:
		return board.Path{p.square(0)}
	case !p.closed:
		cur = e.next(m, e.hub)
	case e.rootEnd:
		cur = e.next(m, e.root)
	default:
		cur = e.root
	}
	for len(path) < p.n && cur >= 0 && cur < p.n {
		path = append(path, p.square(cur))
		cur = e.next(m, cur)
	}
	return path
}

func (e *successor) next(m inter.Model, u int) int {
	for _, a := range e.out[u] {
		if m.Value(a.lit) {
			return a.to
		}
	}
	return -1
}

func (e *successor) assume(prefix []int) ([]z.Lit, []int, int, bool) {
	lits := make([]z.Lit, 0, len(prefix))
	index := make([]int, 0, len(prefix))
	for i, v := range prefix {
		from := e.hub
		if i > 0 {
			from = prefix[i-1]
		} else if e.p.closed {
			continue
		}
		m := e.arcLit(from, v)
		if m == z.LitNull {
			return nil, nil, i, false
		}
		lits = append(lits, m)
		index = append(index, i)
	}
	return lits, index, 0, true
}

func (e *successor) describe(w io.Writer) {
	p := e.p
	name := "successor"
	if e.lazy {
		name = "lazy"
	}
	fmt.Fprintf(w, "c encoding %s: one variable per possible move u->v; every square has exactly one move out and one move in", name)
	if !p.closed {
		fmt.Fprintf(w, ", counting moves from and to a hub node that closes the open tour into a cycle")
	}
	if e.lazy {
		fmt.Fprintf(w, ".\nc no ranks: unit clauses fix the prefix's moves and the move after the end, and cuts forbid the sub-cycles of earlier models.\n")
	} else {
		fmt.Fprintf(w, ".\nc ranks in the order encoding (variable r_v_k says rank(v) >= k) make each move go from rank k to rank k+1")
		if p.closed {
			fmt.Fprintf(w, ", except the move that closes the tour")
		}
		fmt.Fprintf(w, ", so the moves form one cycle; the rank of a square is its step in the tour.\n")
	}
	fmt.Fprintf(w, "c moves, variables %d to %d, as from-to=variable:\n", e.arcVars[0], e.arcVars[1])
	nodeName := func(v int) string {
		if v == e.hub {
			return "hub"
		}
		return p.square(v).String()
	}
	var sb strings.Builder
	for u := range e.out {
		sb.Reset()
		sb.WriteString("c")
		for _, a := range e.out[u] {
			fmt.Fprintf(&sb, " %s-%s=%d", nodeName(a.from), nodeName(a.to), a.lit.Var())
		}
		fmt.Fprintln(w, sb.String())
	}
	if !e.lazy {
		fmt.Fprintf(w, "c ranks, variables %d to %d, as square: k=variable for rank >= k (rank takes every other value from its lowest):\n", e.rankVars[0], e.rankVars[1])
		for v := range p.n {
			sb.Reset()
			fmt.Fprintf(&sb, "c %v: rank %d..%d", p.square(v), p.lo[v], p.hi[v])
			for j, m := range e.rank[v] {
				fmt.Fprintf(&sb, " %d=%d", p.lo[v]+p.stride*(j+1), m.Var())
			}
			fmt.Fprintln(w, sb.String())
		}
	}
	fmt.Fprintf(w, "c other variables are auxiliary: sequential-counter (Sinz 2005) registers for at-most-one, or a variable forced false.\n")
}
