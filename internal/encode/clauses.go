package encode

import (
	"bufio"
	"context"
	"fmt"
	"strconv"

	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
)

// sink receives a formula: fresh variables from Lit, clauses through Add as
// gini takes them (literals, then z.LitNull). *gini.Gini is a sink, and so
// are the counter and the DIMACS stream WriteDIMACS uses.
type sink interface {
	inter.Adder
	inter.Liter
}

// writer wraps a Sink to count what goes into it and to offer the few
// clause shapes the encodings use.
type writer struct {
	dst     sink
	vars    int
	clauses int
	// lits counts the literals of the clauses written.
	lits int
	// ctx and maxSize bound the build: every checkEvery variables or
	// clauses, a done context or a size over maxSize stops it
	// with an abort panic, which build recovers. A nil ctx and a zero
	// maxSize bound nothing.
	ctx     context.Context
	maxSize int
	ticks   int
	// falseLit is a variable forced false, made on first need, so that an
	// empty clause can be written as the unit clause (falseLit).
	falseLit z.Lit
}

// VarWeight is what a variable counts in a formula's size, against 1 for
// a clause literal: gini's memory for a variable over that for a literal.
const VarWeight = 8

// size is the formula's size in literals, a variable counting VarWeight.
func (w *writer) size() int { return w.lits + VarWeight*w.vars }

// abort carries the error that stopped a build out of the encoder.
type abort struct{ err error }

// catchAbort, deferred by a build, turns an abort into the build's error;
// any other panic goes on.
func catchAbort(err *error) {
	if r := recover(); r != nil {
		a, ok := r.(abort)
		if !ok {
			panic(r)
		}
		*err = a.err
	}
}

// checkEvery is how many variables and clauses go by between checks of
// the context and the size: a check costs less than a clause, and the
// build notices a done context within 1024 writes.
const checkEvery = 1 << 10

func (w *writer) tick() {
	w.ticks++
	if w.ticks%checkEvery != 0 {
		return
	}
	if w.maxSize > 0 && w.size() > w.maxSize {
		panic(abort{fmt.Errorf("%w: the formula passed the size limit, %d, while being built (a literal counts 1, a variable %d; knight cnf -max-literals sets the limit)", ErrTooLarge, w.maxSize, VarWeight)})
	}
	if w.ctx != nil {
		if err := w.ctx.Err(); err != nil {
			panic(abort{err})
		}
	}
}

func (w *writer) lit() z.Lit {
	w.vars++
	w.tick()
	return w.dst.Lit()
}

func (w *writer) clause(lits ...z.Lit) {
	if len(lits) == 0 {
		w.empty()
		return
	}
	for _, m := range lits {
		w.dst.Add(m)
	}
	w.dst.Add(z.LitNull)
	w.clauses++
	w.lits += len(lits)
	w.tick()
}

// empty writes a clause that no assignment satisfies, as two units: some
// DIMACS readers refuse an empty clause.
func (w *writer) empty() {
	if w.falseLit == z.LitNull {
		w.falseLit = w.lit()
		w.clause(w.falseLit.Not())
	}
	w.clause(w.falseLit)
}

// exactlyOne writes "exactly one of lits": one clause for at least one and
// an at-most-one constraint.
func (w *writer) exactlyOne(lits []z.Lit) {
	w.clause(lits...)
	w.atMostOne(lits)
}

// atMostOne uses pairwise clauses for lists up to pairwiseMax and Sinz's
// sequential counter (2005) for longer ones: 3n-4 clauses and n-1
// variables instead of n(n-1)/2 clauses.
func (w *writer) atMostOne(lits []z.Lit) {
	n := len(lits)
	if n <= pairwiseMax {
		for i := range n {
			for j := i + 1; j < n; j++ {
				w.clause(lits[i].Not(), lits[j].Not())
			}
		}
		return
	}
	// s[i] says "one of lits[0..i] is true".
	prev := w.lit()
	w.clause(lits[0].Not(), prev)
	for i := 1; i < n-1; i++ {
		s := w.lit()
		w.clause(lits[i].Not(), s)
		w.clause(prev.Not(), s)
		w.clause(lits[i].Not(), prev.Not())
		prev = s
	}
	w.clause(lits[n-1].Not(), prev.Not())
}

// dimacsSink streams clauses in DIMACS as they come; write errors stay in
// the bufio.Writer until its Flush.
type dimacsSink struct {
	w    *bufio.Writer
	max  z.Var
	line []byte
}

func (d *dimacsSink) Lit() z.Lit {
	d.max++
	return d.max.Pos()
}

func (d *dimacsSink) Add(m z.Lit) {
	if m == z.LitNull {
		d.line = append(d.line, '0', '\n')
		d.w.Write(d.line)
		d.line = d.line[:0]
		return
	}
	d.line = strconv.AppendInt(d.line, int64(m.Dimacs()), 10)
	d.line = append(d.line, ' ')
}

// counter is a sink that only counts, for measuring an encoding's size.
type counter struct{ max z.Var }

func (c *counter) Lit() z.Lit {
	c.max++
	return c.max.Pos()
}

func (c *counter) Add(z.Lit) {}

// pairwiseMax is the longest list given pairwise at-most-one clauses: on
// boards up to 128 squares every exactly-one is pairwise, which gini
// propagates faster than counters; longer lists, on larger boards, would
// need too many clauses.
const pairwiseMax = 64
