package encode

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/z"
	"github.com/knightcert/knight/board"
)

// Clue pins a square at a step of the tour, counted from 0.
type Clue struct {
	Square board.Square
	Step   int
}

// ClueProblem asks for the tours of Board (closed when Closed) that put
// every clue's square at its step: a clue puzzle. Unlike a
// [board.Problem], nothing is fixed without loss of generality: two
// numberings of one cycle are two answers, so a [ClueSolver] that
// excludes each tour it finds sees every one.
type ClueProblem struct {
	Board  board.Board
	Closed bool
	Clues  []Clue
	// Colour is the colour of step 0 when no clue fixes it.
	Colour board.Colour
}

// ErrClueEncoding: the encoding has no step variables to pin clues on.
var ErrClueEncoding = errors.New("no clue formula in this encoding")

// ClueEncodings are the encodings a clue formula is written in: Position
// pins each clue as a unit clause on its square's step variable, and
// Successor pins its rank, which is the step; Hybrid is Position with
// successor's moves, channelled.
var ClueEncodings = []Encoding{Position, Hybrid, Successor}

// ClueSolver holds the formula of one [ClueProblem] in gini, so that the
// tours found can be excluded one after another (a clause per tour, the
// formula kept with what gini learnt): whether a puzzle's solution is
// unique is a second solve after excluding the first. It is not safe for
// concurrent use.
type ClueSolver struct {
	q     ClueProblem
	cp    *cluePlan
	g     *gini.Gini
	w     *writer
	f     clueFormula
	stats Stats
	// broken says a solve was stopped: the solver is not used again, so
	// that a stop's timing never shows in a later answer.
	broken bool
}

// clueFormula is a clue formula written to a sink.
type clueFormula interface {
	decode(m inter.Model) board.Path
	// exclude returns the clause that no model is tour, nil when the
	// formula has no model that is.
	exclude(tour []int) []z.Lit
	describe(w io.Writer)
}

// checkClues checks the problem and the options.
func (q ClueProblem) check(opt Options) error {
	if err := (board.Problem{Board: q.Board, Closed: q.Closed}).Check(); err != nil {
		return err
	}
	if err := opt.check(q.Board); err != nil {
		return err
	}
	if opt.Encoding == Lazy || !opt.Encoding.valid() {
		return fmt.Errorf("%w: %v: want position, hybrid or successor", ErrClueEncoding, opt.Encoding)
	}
	n := q.Board.Size()
	for _, c := range q.Clues {
		if !q.Board.Contains(c.Square) || c.Step < 0 || c.Step >= n {
			return fmt.Errorf("%w: clue %v at step %d is off the %v board or its steps", board.ErrBadProblem, c.Square, c.Step, q.Board)
		}
	}
	return nil
}

// NewClueSolver writes the formula of q in opt's encoding ([Position] or
// [Successor]; others are [ErrClueEncoding]) into a fresh gini. It fails
// like [Solve] for a bad problem or options or a formula past the limits;
// when ctx ends while the formula is built it returns ctx's error.
func NewClueSolver(ctx context.Context, q ClueProblem, opt Options) (*ClueSolver, error) {
	if err := q.check(opt); err != nil {
		return nil, err
	}
	cp := newCluePlan(q, opt.Encoding == Successor)
	if opt.Encoding == Successor && q.Closed && len(q.Clues) == 0 {
		return nil, fmt.Errorf("%w: a closed successor formula needs a clue to root its ranks", ErrClueEncoding)
	}
	if err := cluePresize(cp, opt); err != nil {
		return nil, err
	}
	g := gini.New()
	w := &writer{dst: g, ctx: ctx, maxSize: opt.maxLiterals()}
	f, err := buildClues(w, cp, opt.Encoding)
	if err != nil {
		return nil, err
	}
	w.ctx, w.maxSize = nil, 0
	return &ClueSolver{q: q, cp: cp, g: g, w: w, f: f, stats: Stats{Encoding: opt.Encoding}}, nil
}

// cluePresize refuses a formula whose variables alone pass MaxLiterals.
func cluePresize(cp *cluePlan, opt Options) error {
	vars := 0
	for _, s := range cp.steps {
		vars += len(s)
	}
	if size := varWeight * vars; size > opt.maxLiterals() {
		return fmt.Errorf("%w: the %v clue formula of %v needs %d variables, over MaxLiterals, %d (a variable counts %d)", ErrTooLarge, opt.Encoding, cp.b, vars, opt.maxLiterals(), varWeight)
	}
	return nil
}

func buildClues(w *writer, cp *cluePlan, enc Encoding) (f clueFormula, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(abort)
			if !ok {
				panic(r)
			}
			f, err = nil, a.err
		}
	}()
	switch enc {
	case Successor:
		return newClueSuccessor(w, cp), nil
	case Hybrid:
		e := newCluePosition(w, cp)
		e.addMoves(w)
		return e, nil
	}
	return newCluePosition(w, cp), nil
}

// Solve looks for a tour that answers the problem and is none of the
// tours excluded so far: board.Found with the tour, board.None when there
// is none, board.Unknown when ctx ended first (the solver is then spent,
// and later calls are errors). Stats count the whole formula; Duration is
// this call's.
func (s *ClueSolver) Solve(ctx context.Context) (Result, error) {
	start := time.Now()
	if s.broken {
		return Result{}, errors.New("encode: the clue solver was stopped and is spent")
	}
	res := Result{Status: board.None}
	s.stats.Solves++
	switch run(ctx, s.g, nil) {
	case 1:
		res.Status = board.Found
		res.Tour = s.cp.unrotate(s.f.decode(s.g))
	case 0:
		res.Status = board.Unknown
		s.broken = true
	}
	res.Stats = s.stats
	res.Stats.Vars, res.Stats.Clauses = s.w.vars, s.w.clauses
	res.Stats.Duration = time.Since(start)
	return res, nil
}

// Exclude adds the clause that the formula's tours are not tour: later
// solves find another. A path that is not a tour of the board, or one the
// formula has no model for, adds nothing.
func (s *ClueSolver) Exclude(tour board.Path) {
	if c := s.exclusion(tour); c != nil {
		s.w.clause(c...)
	}
}

func (s *ClueSolver) exclusion(tour board.Path) []z.Lit {
	return clueExclusion(s.cp, s.f, tour)
}

func clueExclusion(cp *cluePlan, f clueFormula, tour board.Path) []z.Lit {
	if len(tour) != cp.n {
		return nil
	}
	order := make([]int, cp.n) // order[t] is the square at formula step t
	for t, sq := range tour {
		if !cp.b.Contains(sq) {
			return nil
		}
		order[cp.rotate(t)] = cp.b.Index(sq)
	}
	return f.exclude(order)
}

// WriteClueDIMACS writes the formula of q in opt's encoding, with the
// clauses excluding each of the tours given, in DIMACS CNF with comments
// naming the variables: satisfiable exactly when a tour answering q is
// none of them. With one tour excluded it is the question whether a
// puzzle's solution is unique, for any other solver to answer.
func WriteClueDIMACS(ctx context.Context, w io.Writer, q ClueProblem, exclude []board.Path, opt Options) error {
	if err := q.check(opt); err != nil {
		return err
	}
	if opt.Encoding == Successor && q.Closed && len(q.Clues) == 0 {
		return fmt.Errorf("%w: a closed successor formula needs a clue to root its ranks", ErrClueEncoding)
	}
	cp := newCluePlan(q, opt.Encoding == Successor)
	if err := cluePresize(cp, opt); err != nil {
		return err
	}
	cnt := &counter{}
	cw := &writer{dst: cnt, ctx: ctx, maxSize: opt.maxLiterals()}
	f, err := buildClues(cw, cp, opt.Encoding)
	if err != nil {
		return err
	}
	var extra [][]z.Lit
	for _, t := range exclude {
		if c := clueExclusion(cp, f, t); c != nil {
			extra = append(extra, c)
		}
	}
	bw := bufio.NewWriter(w)
	kind := "open"
	if q.Closed {
		kind = "closed"
	}
	fmt.Fprintf(bw, "c knight: clue puzzle, %s tour of %v with %d clues (square=step, steps from 0):", kind, q.Board, len(q.Clues))
	for _, c := range q.Clues {
		fmt.Fprintf(bw, " %v=%d", c.Square, c.Step)
	}
	fmt.Fprintln(bw)
	fmt.Fprintf(bw, "c satisfiable exactly when such a tour exists that is none of the %d excluded by the last clauses.\n", len(extra))
	if cp.shift != 0 {
		fmt.Fprintf(bw, "c the formula's steps are the puzzle's minus %d, round the cycle, so that the first clue is step 0.\n", cp.shift)
	}
	if cp.why != "" {
		fmt.Fprintf(bw, "c unsatisfiable by construction: %s.\n", cp.why)
	}
	f.describe(bw)
	fmt.Fprintf(bw, "p cnf %d %d\n", cnt.max, cw.clauses+len(extra))
	out := &dimacsSink{w: bw}
	ow := &writer{dst: out, ctx: ctx}
	if _, err := buildClues(ow, cp, opt.Encoding); err != nil {
		return err
	}
	if out.max != cnt.max {
		panic("encode: the clue encoder is not deterministic")
	}
	for _, c := range extra {
		ow.clause(c...)
	}
	return bw.Flush()
}

// cluePlan is what both clue encodings know: the knight graph, and for
// every square the steps it may take, from the clues alone.
type cluePlan struct {
	b      board.Board
	n      int
	adj    [][]int32
	closed bool
	// shift is subtracted from every step (mod n) so that, for a closed
	// successor formula, the first clue is step 0: the root of the ranks.
	shift int
	// steps[v] lists the steps square v may take, ascending.
	steps [][]int
	// startColour is step 0's colour after the shift.
	startColour board.Colour
	why         string
}

func (cp *cluePlan) rotate(t int) int { return ((t-cp.shift)%cp.n + cp.n) % cp.n }
func (cp *cluePlan) unrotate(p board.Path) board.Path {
	if cp.shift == 0 || len(p) != cp.n {
		return p
	}
	out := make(board.Path, cp.n)
	for t := range out {
		out[t] = p[cp.rotate(t)]
	}
	return out
}

// newCluePlan bounds the steps of every square: a clue's square takes its
// step; any other square v takes a step t of its colour, not a clue's, no
// nearer to the clue before t (and after) than v's knight distance from
// that clue's square through squares without a clue: the path between
// two clues passes no other clue. A closed tour's steps run round.
func newCluePlan(q ClueProblem, root bool) *cluePlan {
	b := q.Board
	base := newPlan(board.Problem{Board: b})
	cp := &cluePlan{b: b, n: base.n, adj: base.adj, closed: q.Closed}
	n := cp.n
	clues := slices.Clone(q.Clues)
	if root && q.Closed && len(clues) > 0 {
		cp.shift = clues[0].Step
	}
	for i := range clues {
		clues[i].Step = cp.rotate(clues[i].Step)
	}
	slices.SortFunc(clues, func(a, b Clue) int { return a.Step - b.Step })
	cp.startColour = q.Colour
	if len(clues) > 0 {
		cp.startColour = clues[0].Square.Colour() ^ board.Colour(clues[0].Step&1)
	}
	colourOf := func(t int) board.Colour { return cp.startColour ^ board.Colour(t&1) }
	pinnedAt := make([]int, n) // square index + 1 pinned at each step
	stepOf := make([]int, n)   // step + 1 of each clue square
	for _, c := range clues {
		v := b.Index(c.Square)
		if pinnedAt[c.Step] != 0 || stepOf[v] != 0 {
			cp.why = "two clues on one square or step"
		}
		pinnedAt[c.Step] = v + 1
		stepOf[v] = c.Step + 1
	}
	used := make([]bool, n)
	for _, c := range clues {
		used[b.Index(c.Square)] = true
	}
	dist := make([][]int, len(clues))
	for i, c := range clues {
		dist[i] = base.bfs(used, []int{b.Index(c.Square)}, 0)
	}
	// prev[t] and next[t]: the clue before and after step t, as an index
	// into clues and the step it stands at (beyond 0..n-1 when it wraps
	// round a closed tour); -1 when there is none.
	k := len(clues)
	prev, prevAt := make([]int, n), make([]int, n)
	next, nextAt := make([]int, n), make([]int, n)
	for t := range n {
		prev[t], next[t] = -1, -1
	}
	if k > 0 {
		j := -1
		for t := range n {
			for j+1 < k && clues[j+1].Step < t {
				j++
			}
			if j >= 0 {
				prev[t], prevAt[t] = j, clues[j].Step
			} else if q.Closed {
				prev[t], prevAt[t] = k-1, clues[k-1].Step-n
			}
		}
		j = k
		for t := n - 1; t >= 0; t-- {
			for j-1 >= 0 && clues[j-1].Step > t {
				j--
			}
			if j < k {
				next[t], nextAt[t] = j, clues[j].Step
			} else if q.Closed {
				next[t], nextAt[t] = 0, clues[0].Step+n
			}
		}
	}
	cp.steps = make([][]int, n)
	for v := range n {
		if stepOf[v] != 0 {
			cp.steps[v] = []int{stepOf[v] - 1}
			continue
		}
		for t := range n {
			if pinnedAt[t] != 0 || b.Square(v).Colour() != colourOf(t) {
				continue
			}
			if i := prev[t]; i >= 0 && t-prevAt[t] < dist[i][v] {
				continue
			}
			if i := next[t]; i >= 0 && nextAt[t]-t < dist[i][v] {
				continue
			}
			cp.steps[v] = append(cp.steps[v], t)
		}
		if len(cp.steps[v]) == 0 && cp.why == "" {
			cp.why = "square " + b.Square(v).String() + " has no step left: no clue lets the knight reach it in time, or its colour fits no free step"
		}
	}
	if cp.why == "" && q.Closed && n%2 == 1 {
		cp.why = "a closed tour alternates colours, so a board with an odd number of squares has none"
	}
	if cp.why == "" && q.Closed && n == 2 {
		cp.why = "a closed tour needs at least three squares"
	}
	if cp.why == "" {
		for c := board.Dark; c <= board.Light; c++ {
			steps := 0
			for t := range n {
				if colourOf(t) == c {
					steps++
				}
			}
			if have := b.ColourCount(c); steps != have {
				cp.why = "colour count: the tour needs " + itoa(steps) + " " + c.String() + " squares, the board has " + itoa(have)
				break
			}
		}
	}
	return cp
}

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
	if cp.why != "" {
		w.empty()
	}
	lits := make([]z.Lit, 0, n)
	for v := range n {
		lits = lits[:0]
		for _, t := range cp.steps[v] {
			lits = append(lits, e.at[v][t])
		}
		w.exactlyOne(lits)
	}
	for t := range n {
		lits = lits[:0]
		for _, v := range e.byStep[t] {
			lits = append(lits, e.at[v][t])
		}
		w.exactlyOne(lits)
	}
	for v := range n {
		for _, t := range cp.steps[v] {
			for _, d := range [2]int{1, -1} {
				t2 := t + d
				if t2 < 0 || t2 >= n {
					if !cp.closed || n < 3 {
						continue
					}
					t2 = (t2 + n) % n
				}
				lits = append(lits[:0], e.at[v][t].Not())
				for _, u := range cp.adj[v] {
					if m, ok := e.at[u][t2]; ok {
						lits = append(lits, m)
					}
				}
				w.clause(lits...)
			}
		}
	}
	return e
}

func (e *cluePosition) decode(m inter.Model) board.Path {
	path := make(board.Path, 0, e.cp.n)
	for t, squares := range e.byStep {
		for _, v := range squares {
			if m.Value(e.at[v][t]) {
				path = append(path, e.cp.b.Square(v))
				break
			}
		}
	}
	return path
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

func (e *cluePosition) describe(w io.Writer) {
	fmt.Fprintf(w, "c encoding position (Velev and Gao 2009) over the steps the clues allow: x_v_t says square v is step t.\n")
	fmt.Fprintf(w, "c clauses: each square exactly one step, each step exactly one square, v at t implies a knight neighbour of v at t+1 and at t-1")
	if e.cp.closed {
		fmt.Fprintf(w, " (round the cycle)")
	}
	fmt.Fprintf(w, ".\nc variables listed square by square as step=variable:\n")
	var sb strings.Builder
	for v := range e.cp.n {
		sb.Reset()
		fmt.Fprintf(&sb, "c %v:", e.cp.b.Square(v))
		for _, t := range e.cp.steps[v] {
			fmt.Fprintf(&sb, " %d=%d", t, e.at[v][t].Var())
		}
		fmt.Fprintln(w, sb.String())
	}
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
	p := newPlan(board.Problem{Board: cp.b, Closed: cp.closed})
	p.prefix, p.end, p.symmetry = nil, -1, ""
	p.startColour = cp.startColour
	p.why = cp.why
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
				w.clauseC(neg(e.ge(v, t)), e.ge(v, t+2))
			}
		}
	}
	return e
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

// addMoves makes the position formula hybrid: a variable per possible
// move, exactly one move out of and into every square (an open tour's ends
// through a hub), channelled both ways with the positions, as [Hybrid]
// does for tours.
func (e *cluePosition) addMoves(w *writer) {
	cp := e.cp
	n := cp.n
	if n < 3 && cp.closed || n < 2 {
		return
	}
	next := func(t int) (int, bool) {
		if t+1 < n {
			return t + 1, true
		}
		return 0, cp.closed
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
	for u := range n {
		for _, v32 := range cp.adj[u] {
			v := int(v32)
			possible := false
			for _, t := range cp.steps[u] {
				if t2, ok := next(t); ok {
					if _, ok := e.at[v][t2]; ok {
						possible = true
						break
					}
				}
			}
			if possible {
				add(u, v)
			}
		}
	}
	if !cp.closed {
		for v := range n {
			if x, ok := e.at[v][0]; ok {
				a := add(hub, v)
				w.clause(x.Not(), a)
				w.clause(a.Not(), x)
			}
			if x, ok := e.at[v][n-1]; ok {
				a := add(v, hub)
				w.clause(x.Not(), a)
				w.clause(a.Not(), x)
			}
		}
	}
	lits := make([]z.Lit, 0, 9)
	for u := range out {
		if u == hub && cp.closed {
			continue
		}
		lits = lits[:0]
		for _, a := range out[u] {
			lits = append(lits, a.lit)
		}
		w.exactlyOne(lits)
		w.exactlyOne(in[u])
	}
	for u := range n {
		for _, a := range out[u] {
			if a.to == hub {
				continue
			}
			for _, t := range cp.steps[u] {
				xu := e.at[u][t]
				t2, ok := next(t)
				xv, has := e.at[a.to][t2]
				if !ok || !has {
					w.clause(a.lit.Not(), xu.Not())
					continue
				}
				w.clause(xu.Not(), xv.Not(), a.lit)
				w.clause(a.lit.Not(), xu.Not(), xv)
			}
		}
	}
}
