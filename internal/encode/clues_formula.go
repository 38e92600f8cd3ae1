package encode

import (
	"fmt"
	"io"
	"iter"
	"slices"

	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
)

// cluePosition is the position encoding over the clue plan's steps.
type cluePosition struct {
	cp *cluePlan
	at []map[int]z.Lit // at[v][t]
	// byStep lists the squares allowed at each step, ascending.
	byStep [][]int
}

func newCluePosition(w *writer, cp *cluePlan) *cluePosition {
	n := cp.n
	e := &cluePosition{cp: cp, at: make([]map[int]z.Lit, n), byStep: make([][]int, n)}
	for v := range n {
		e.at[v] = make(map[int]z.Lit, len(cp.steps[v]))
		for _, t := range cp.steps[v] {
			e.at[v][t] = w.lit()
			e.byStep[t] = append(e.byStep[t], v)
		}
	}
	positionClauses(w, e, &cp.graph, e.byStep, cp.closed, cp.why)
	return e
}

// lit is square v's variable for step t, z.LitNull when the plan allows
// no such pair.
func (e *cluePosition) lit(v, t int) z.Lit {
	if m, ok := e.at[v][t]; ok {
		return m
	}
	return z.LitNull
}

// steps calls f with each step square v may take, ascending.
func (e *cluePosition) steps(v int) iter.Seq[int] { return slices.Values(e.cp.steps[v]) }

func (e *cluePosition) decode(m inter.Model) board.Path {
	return decodeSteps(m, e, e.byStep, &e.cp.graph)
}

func (e *cluePosition) exclude(order []int) []z.Lit {
	c := make([]z.Lit, 0, len(order))
	for t, v := range order {
		m, ok := e.at[v][t]
		if !ok {
			return nil
		}
		c = append(c, m.Not())
	}
	return c
}

func (e *cluePosition) forbid(w *writer, v, t int) {
	if m, ok := e.at[v][t]; ok {
		w.clause(m.Not())
	}
}

func (e *cluePosition) describe(w io.Writer) {
	fmt.Fprintf(w, "c encoding position (Velev and Gao 2009) over the steps the clues allow: x_v_t says square v is step t.\n")
	neighbour := "a knight neighbour of v"
	if e.cp.cells != nil {
		neighbour = "a cell one move of the piece from v"
	}
	fmt.Fprintf(w, "c clauses: each square exactly one step, each step exactly one square, v at t implies %s at t+1 and at t-1", neighbour)
	if e.cp.closed {
		fmt.Fprintf(w, " (round the cycle)")
	}
	fmt.Fprintf(w, ".\nc variables listed square by square as step=variable:\n")
	describeSteps(w, e, &e.cp.graph)
	fmt.Fprintf(w, "c other variables are auxiliary: sequential-counter (Sinz 2005) registers for at-most-one, or a variable forced false.\n")
}

// clueSuccessor is the successor encoding (ranks are steps) on a plan
// whose step bounds are the hull of the clue plan's, a clue square's rank
// pinned, and a clause for each step inside the hull that the clue plan
// rules out.
type clueSuccessor struct {
	*successor
}

func newClueSuccessor(w *writer, cp *cluePlan) *clueSuccessor {
	p := &plan{graph: cp.graph, closed: cp.closed, stride: 2, end: -1, startColour: cp.startColour, why: cp.why,
		lo: make([]int, cp.n), hi: make([]int, cp.n)}
	for v := range cp.n {
		if len(cp.steps[v]) == 0 {
			p.lo[v], p.hi[v] = 1, 0
			continue
		}
		p.lo[v], p.hi[v] = cp.steps[v][0], cp.steps[v][len(cp.steps[v])-1]
	}
	e := &clueSuccessor{newSuccessor(w, p, true)}
	// The steps inside the hull that the clues rule out: rank(v) = t is
	// rank >= t and not rank >= t+2.
	for v := range cp.n {
		allowed := cp.steps[v]
		for i := 1; i < len(allowed); i++ {
			for t := allowed[i-1] + 2; t < allowed[i]; t += 2 {
				e.forbid(w, v, t)
			}
		}
	}
	return e
}

// forbid writes rank(v) != t as not (rank >= t and not rank >= t+2); t
// is one of v's allowed steps, so it has v's parity and lies in its hull.
func (e *clueSuccessor) forbid(w *writer, v, t int) {
	w.clauseC(neg(e.ge(v, t)), e.ge(v, t+2))
}

func (e *clueSuccessor) exclude(order []int) []z.Lit {
	var c []z.Lit
	add := func(u, v int) bool {
		m := e.arcLit(u, v)
		if m == z.LitNull {
			return false
		}
		c = append(c, m.Not())
		return true
	}
	n := len(order)
	if n < 2 {
		return nil
	}
	if !e.p.closed && !add(e.hub, order[0]) {
		return nil
	}
	for t := 1; t < n; t++ {
		if !add(order[t-1], order[t]) {
			return nil
		}
	}
	if !e.p.closed && !add(order[n-1], e.hub) {
		return nil
	}
	if e.p.closed && !add(order[n-1], order[0]) {
		return nil
	}
	return c
}
