package encode

import (
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
)

// formula is an encoding written to a sink: it knows its variables, so it
// can read a tour out of a model and turn a prefix into assumptions.
type formula interface {
	// decode reads the tour out of a model of the formula.
	decode(m inter.Model) board.Path
	// assume returns literals that say the tour begins with prefix
	// (square indices), and for each the index of the prefix square it
	// stands for. When the formula has no variable for some square i of
	// the prefix, that placement is impossible: ok is false and bad is i.
	assume(prefix []int) (lits []z.Lit, index []int, bad int, ok bool)
	// describe writes DIMACS comment lines saying what the variables mean.
	describe(w io.Writer)
	// cuts returns the clauses that forbid a model which is not a tour,
	// nil when the model is a tour; only the lazy engine has models that
	// are not.
	cuts(m inter.Model) [][]z.Lit
}

// position is the encoding of Velev and Gao (2009): a variable for "square
// v is step t of the tour" for the pairs the plan allows.
type position struct {
	p  *plan
	at [][]z.Lit // at[v][j] is square v at step lo[v]+2j
	// firstVar and lastVar bound the position variables; the rest are the
	// moves' (hybrid only) and the counters' auxiliary variables.
	firstVar, lastVar z.Var
	// moves lists the move variables by origin, the hub (index n) last;
	// nil unless the encoding is hybrid.
	moves [][]arc
}

func (e *position) lit(v, t int) z.Lit {
	if !e.p.allowed(v, t) {
		return z.LitNull
	}
	return e.at[v][(t-e.p.lo[v])/e.p.stride]
}

func newPosition(w *writer, p *plan, withMoves bool) *position {
	e := &position{p: p, at: make([][]z.Lit, p.n)}
	for v := range p.n {
		for t := p.lo[v]; t <= p.hi[v]; t += p.stride {
			m := w.lit()
			if e.firstVar == 0 {
				e.firstVar = m.Var()
			}
			e.lastVar = m.Var()
			e.at[v] = append(e.at[v], m)
		}
	}
	positionClauses(w, e, &p.graph, p.squaresAt(), p.closed, p.why)
	if withMoves {
		e.moves = addMoves(w, e, p.adj, p.closed, false)
	}
	return e
}

// positionClauses writes the clauses of the position formula e over the
// cells of g: the empty clause first when why says the formula is
// unsatisfiable; each cell exactly one step and each step exactly one
// cell (byStep lists the cells allowed at each step); and consecutive
// steps a move apart, written both ways: v at t has a neighbour at t+1
// and a neighbour at t-1 (steps wrap round for a closed tour).
func positionClauses(w *writer, e stepVars, g *graph, byStep [][]int, closed bool, why string) {
	if why != "" {
		w.empty()
	}
	n := g.n
	lits := make([]z.Lit, 0, n)
	for v := range n {
		lits = lits[:0]
		for t := range e.steps(v) {
			lits = append(lits, e.lit(v, t))
		}
		w.exactlyOne(lits)
	}
	for t, cells := range byStep {
		lits = lits[:0]
		for _, v := range cells {
			lits = append(lits, e.lit(v, t))
		}
		w.exactlyOne(lits)
	}
	for v := range n {
		for t := range e.steps(v) {
			for _, d := range [2]int{1, -1} {
				t2 := t + d
				if t2 < 0 || t2 >= n {
					if !closed || n < 3 {
						continue
					}
					t2 = (t2 + n) % n
				}
				lits = append(lits[:0], e.lit(v, t).Not())
				for _, u := range g.adj[v] {
					if m := e.lit(int(u), t2); m != z.LitNull {
						lits = append(lits, m)
					}
				}
				w.clause(lits...)
			}
		}
	}
}

// describeSteps lists the variables of the position formula e, a
// DIMACS comment line a cell of g, as step=variable.
func describeSteps(w io.Writer, e stepVars, g *graph) {
	var sb strings.Builder
	for v := range g.n {
		sb.Reset()
		fmt.Fprintf(&sb, "c %v:", g.square(v))
		for t := range e.steps(v) {
			fmt.Fprintf(&sb, " %d=%d", t, e.lit(v, t).Var())
		}
		fmt.Fprintln(w, sb.String())
	}
}

// steps calls f with each step square v may take, ascending.
func (e *position) steps(v int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for t := e.p.lo[v]; t <= e.p.hi[v]; t += e.p.stride {
			if !yield(t) {
				return
			}
		}
	}
}

func (e *position) decode(m inter.Model) board.Path {
	return decodeSteps(m, e, e.p.squaresAt(), &e.p.graph)
}

// decodeSteps reads the tour out of a model of the position formula e:
// at each step, the square of g allowed there (byStep) whose variable is
// true.
func decodeSteps(m inter.Model, e stepVars, byStep [][]int, g *graph) board.Path {
	path := make(board.Path, 0, g.n)
	for t, squares := range byStep {
		for _, v := range squares {
			if m.Value(e.lit(v, t)) {
				path = append(path, g.square(v))
				break
			}
		}
	}
	return path
}

func (e *position) cuts(inter.Model) [][]z.Lit { return nil }

func (e *position) assume(prefix []int) ([]z.Lit, []int, int, bool) {
	lits := make([]z.Lit, len(prefix))
	index := make([]int, len(prefix))
	for i, v := range prefix {
		m := e.lit(v, i)
		if m == z.LitNull {
			return nil, nil, i, false
		}
		lits[i], index[i] = m, i
	}
	return lits, index, 0, true
}

func (e *position) describe(w io.Writer) {
	name := "position"
	if e.moves != nil {
		name = "hybrid, position plus moves"
	}
	fmt.Fprintf(w, "c encoding %s (positions after Velev and Gao 2009): variable x_v_t says square v is square t of the tour (t from 0).\n", name)
	fmt.Fprintf(w, "c clauses: each square exactly one step, each step exactly one square, and v at t implies a knight neighbour of v at t+1 and at t-1.\n")
	fmt.Fprintf(w, "c only pairs of matching colour parity and within breadth-first distance bounds have variables.\n")
	fmt.Fprintf(w, "c variables %d to %d, listed square by square as step=variable:\n", e.firstVar, e.lastVar)
	describeSteps(w, e, &e.p.graph)
	if e.moves != nil {
		var sb strings.Builder
		fmt.Fprintf(w, "c hybrid: a variable per possible move u-v, exactly one move out of and into every square")
		if !e.p.closed {
			fmt.Fprintf(w, " and a hub standing before the first and after the last square")
		}
		fmt.Fprintf(w, ";\nc u at t and v at t+1 imply move u-v, and move u-v with u at t implies v at t+1. Moves as from-to=variable:\n")
		for _, out := range e.moves {
			if len(out) == 0 {
				continue
			}
			sb.Reset()
			sb.WriteString("c")
			for _, a := range out {
				fmt.Fprintf(&sb, " %s-%s=%d", e.name(a.from), e.name(a.to), a.lit.Var())
			}
			fmt.Fprintln(w, sb.String())
		}
	}
	fmt.Fprintf(w, "c other variables are auxiliary: sequential-counter (Sinz 2005) registers for at-most-one, or a variable forced false.\n")
}

func (e *position) name(v int) string {
	if v == e.p.n {
		return "hub"
	}
	return e.p.square(v).String()
}
