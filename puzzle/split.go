package puzzle

import (
	"context"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// DefaultSplitNodes bounds the case split [Solve] builds for a puzzle
// with no solution that no single certificate explains: at most this many
// certificates in the tree, the leaves included. A node count, not a
// time, so that answers repeat; well within what verify accepts.
const DefaultSplitNodes = 2_000

// maxDeduceSquares bounds the boards on which the split runs the plain
// deductions at every node (a leaf of kind deduction when they find no
// solution, and the choice of the number to split on): the deducer's sets
// are one word there, and verify's work on a deduction leaf stays small
// beside its budget. Larger boards split with the other certificates.
const maxDeduceSquares = 64

// probesPerNode bounds the look-ahead of choose: on average this many
// branches probed per node of the budget.
const probesPerNode = 8

// splitter builds a case split proving that a puzzle has no solution.
type splitter struct {
	ctx      context.Context
	nodes    int
	maxNodes int
	cf       certifier
	deduce   bool
	// probes counts the branches choose has looked ahead at, within
	// maxProbes, so that the work stays bounded by the node budget.
	probes, maxProbes int
	// spineProbes counts, within maxProbes too, the branches a proof of
	// uniqueness looks ahead at to choose its splits (see chooseSpine).
	spineProbes int
	// spineTrials has a proof of uniqueness try the first splits of a
	// tie down the solution within a few nodes (see [spineTrialNodes]);
	// trialNodes counts the nodes of those it set aside.
	spineTrials bool
	trialNodes  int
	// numbers is how many numbers choose looks ahead at (0:
	// probeNumbers); enough is the open branches at or below which it
	// looks no further.
	numbers, enough int
	// ahead, when not nil, is called when the aheadAt'th node is made.
	ahead   func()
	aheadAt int
	// place has a branch carry the numbers the deductions leave one
	// square (see [puzzlecert.Branch]) rather than split on them.
	place bool
	// byFreedom has choose break a tie on open branches by the freedom
	// the deductions leave them (see [domains.freedom]).
	byFreedom bool
	// looked holds, for each step t and square v (at t·n + v), the
	// deductions of the branch with t on v when a node on the way down
	// to the one being proved looked ahead at it, the nearest such node's
	// (nil when none did; closedBranch when they closed it); lookedLog
	// lists what each entry held before, so that a node restores them on
	// its way out (see [splitter.lookAhead]).
	looked       []*domains
	lookedLog    []lookedEntry
	closedBranch *domains
}

// lookedEntry is an entry of looked and what it held before.
type lookedEntry struct {
	i    int
	prev *domains
}

// split looks for a proof that p has no solution within maxNodes
// certificates (0: [DefaultSplitNodes]): a deduction certificate (on
// boards up to maxDeduceSquares), or a case split on where a missing
// number goes, over the squares the rule of [puzzlecert.Split] lists,
// whose every branch ends in a certificate of [certify] or a deduction.
// At each node it tries, in this order, certify's colour, parity and
// distance arguments, then on boards up to maxDeduceSquares the
// deductions (which subsume the path argument and, on the none set,
// the forced problem's), elsewhere the path argument and the forced
// problem, and otherwise splits (see [splitter.choose]). It returns
// false when the budget or ctx ends first. Cost: per node and per
// branch looked ahead at (at most probesPerNode a node of the budget),
// the deductions', O(n²) word operations at most for n squares, usually
// far fewer from the parent's fixed point. The same puzzle gives the
// same split every run.
func split(ctx context.Context, p puzzlecert.Puzzle, maxNodes int) (puzzlecert.Certificate, bool) {
	if maxNodes <= 0 {
		maxNodes = DefaultSplitNodes
	}
	deduce := p.Board.Size() <= maxDeduceSquares
	sp := &splitter{ctx: ctx, maxNodes: maxNodes, cf: certifier{noParity: map[string]bool{}, noPaths: deduce},
		deduce: deduce, maxProbes: probesPerNode * maxNodes}
	c, ok := sp.prove(p, nil, nil)
	switch c.(type) {
	case puzzlecert.Split, puzzlecert.Deduced:
		return c, ok
	}
	return nil, false
}

// prove proves p has no solution; d, when not nil, is p's deductions
// before they run, made from its parent's fixed point. When placed is
// not nil and sp.place is set, p is a branch's puzzle, and prove sets
// *placed to the numbers the deductions leave one square that are not
// clues (in order of number), each on that square, and proves p with
// them added instead.
func (sp *splitter) prove(p puzzlecert.Puzzle, d *domains, placed *[]puzzlecert.Clue) (puzzlecert.Certificate, bool) {
	defer sp.forget(len(sp.lookedLog))
	sp.nodes++
	if sp.nodes == sp.aheadAt && sp.ahead != nil {
		sp.ahead()
	}
	if sp.nodes > sp.maxNodes || sp.ctx.Err() != nil {
		return nil, false
	}
	if c, ok := sp.cf.simple(p); ok {
		return c, true
	}
	if sp.deduce {
		if sp.cf.g == nil || sp.cf.g.b != p.Board {
			sp.cf.g, sp.cf.dist = newGraph(p.Board), nil
		}
		if d == nil {
			// From a parent's fixed point the deductions find what
			// tooFewNeighbours finds (see closesAtOnce); from the
			// start, it is the cheaper look.
			if short, _ := tooFewNeighbours(p, sp.cf.g); short {
				return puzzlecert.Deduced{}, true
			}
			d = newDomains(p, sp.cf.g)
		} else if d.n < 3 {
			if short, _ := tooFewNeighbours(p, sp.cf.g); short {
				return puzzlecert.Deduced{}, true
			}
		}
		if !d.settle() {
			return puzzlecert.Deduced{}, true
		}
		if placed != nil && sp.place {
			if *placed = fixedNumbers(p, d); len(*placed) > 0 {
				for _, c := range *placed {
					p = p.WithClue(c)
				}
				if c, ok := sp.cf.simple(p); ok {
					return c, true
				}
			}
		}
	}
	if !sp.deduce {
		// Where the deductions run, they closed every node of the none
		// set that the forced problem's parity search closed, at a
		// fraction of its cost, so it runs only where they do not.
		if c, ok := sp.cf.forcedProblem(p); ok {
			return c, true
		}
	}
	k, squares, probed, ok := sp.choose(p, d)
	if !ok {
		return nil, false // every number placed: a solution
	}
	c := puzzlecert.Split{Number: k, Branches: make([]puzzlecert.Branch, 0, len(squares))}
	for i, s := range squares {
		var next *domains
		if probed != nil && probed[i] != nil {
			next = probed[i]
		} else if d != nil {
			next = d.with(k-p.First, p.Board.Index(s))
		}
		var placed []puzzlecert.Clue
		child, ok := sp.prove(p.WithClue(puzzlecert.Clue{Square: s, Number: k}), next, &placed)
		if !ok {
			return nil, false
		}
		c.Branches = append(c.Branches, puzzlecert.Branch{Square: s, Placed: placed, Certificate: child})
	}
	return c, true
}

// fixedNumbers lists, in order of number, the numbers that d, p's
// deductions at their fixed point, leave one square and that are not
// clues of p, each on its square.
func fixedNumbers(p puzzlecert.Puzzle, d *domains) []puzzlecert.Clue {
	clue := make([]bool, d.n)
	for _, c := range p.Clues {
		clue[p.Step(c)] = true
	}
	var out []puzzlecert.Clue
	for t := range d.n {
		if s := d.set(t); !clue[t] && s.Count() == 1 {
			out = append(out, puzzlecert.Clue{Square: p.Board.Square(s.First()), Number: p.First + t})
		}
	}
	return out
}

// choose picks the number to split on and its squares by the rule of
// [puzzlecert.Split]. Among the missing numbers next to a clue, it
// ranks them by the squares that the deductions d (nil on large boards)
// still allow, then by their squares, then by number: every other square
// is a branch the deductions close at once (the deductions of the
// branch's puzzle reach a subset of d's fixed point, without that square
// for that number). Then it looks one step ahead at the first
// probeNumbers of them: it runs the checks of a node on each allowed
// square's branch, and takes the number with the fewest branches left
// open (ties in rank order, or with sp.byFreedom to the least freedom
// left to the open ones), or the first that leaves sp.enough or
// fewer. With no clue at all, no number is next to
// one, and it splits on the first number over every square. Beside the
// squares it returns, for each, the branch's deductions when it looked
// ahead at it (nil when not), settled already, so that they are not run
// twice. False when every number is a clue.
func (sp *splitter) choose(p puzzlecert.Puzzle, d *domains) (int, []board.Square, []*domains, bool) {
	n := p.Board.Size()
	at := make([]int, n) // the square of each step's clue, -1
	for t := range at {
		at[t] = -1
	}
	for _, c := range p.Clues {
		at[p.Step(c)] = p.Board.Index(c.Square)
	}
	taken := make([]bool, n)
	for _, v := range at {
		if v >= 0 {
			taken[v] = true
		}
	}
	type option struct {
		k       int
		squares []board.Square
		live    []board.Square // the squares d allows
	}
	var options []option
	for t := range n {
		if at[t] >= 0 {
			continue
		}
		k := p.First + t
		if !nextToClue(p, k, at) {
			continue // branchSquares would list every free square
		}
		squares, _ := branchSquares(p, sp.cf.g, k, at, taken)
		o := option{k: k, squares: squares, live: squares}
		if d != nil {
			o.live = nil
			for _, s := range squares {
				if d.has(t, p.Board.Index(s)) {
					o.live = append(o.live, s)
				}
			}
		}
		options = append(options, o)
	}
	if len(options) == 0 {
		if len(p.Clues) > 0 {
			return 0, nil, nil, false
		}
		squares, _ := branchSquares(p, sp.cf.g, p.First, at, taken)
		return p.First, squares, nil, true
	}
	slices.SortStableFunc(options, func(x, y option) int {
		if c := len(x.live) - len(y.live); c != 0 {
			return c
		}
		return len(x.squares) - len(y.squares)
	})
	if d == nil || len(options[0].live) == 0 {
		return options[0].k, options[0].squares, nil, true
	}
	best, bestOpen := 0, -1
	var bestProbed []*domains
	look := probeNumbers
	if sp.numbers > 0 {
		look = sp.numbers
	}
	bestFree := 0
	for i, o := range options[:min(len(options), look)] {
		probed := make([]*domains, len(o.live))
		// A number that leaves as many branches open as the best so far
		// is not taken, nor, with sp.byFreedom, one that leaves them as
		// much freedom or more: the look stops there.
		bound := probeBound{open: bestOpen}
		if sp.byFreedom {
			bound.free = bestFree
		}
		open, free := sp.openBranches(p, d, o.k, o.live, &sp.probes, bound, probed)
		if bestOpen < 0 || open < bestOpen || open == bestOpen && free < bestFree {
			best, bestOpen, bestFree, bestProbed = i, open, free, probed
		}
		if bestOpen <= sp.enough {
			break
		}
	}
	o := options[best]
	return o.k, o.squares, alignProbed(o.squares, o.live, bestProbed), true
}

// alignProbed lays probed, by the squares of live, out by those of
// squares, a list live is a sublist of: nil where none was probed.
func alignProbed(squares, live []board.Square, probed []*domains) []*domains {
	if probed == nil {
		return nil
	}
	out := make([]*domains, len(squares))
	j := 0
	for i, s := range squares {
		if j < len(live) && live[j] == s {
			out[i] = probed[j]
			j++
		}
	}
	return out
}

// probeBound is where [splitter.openBranches] stops looking: once the
// branches left open reach open (none when below 0), and the freedom
// the deductions leave the branches looked at reaches free.
type probeBound struct{ open, free int }

// openBranches counts the branches of a split on k in p, over squares,
// that the deductions d do not close at once, each looked at while
// *probes is below the budget (counted open when not), and, with
// sp.byFreedom, sums the freedom the deductions leave those it looked
// at and did not close (see [domains.freedom]). It stops once the count
// reaches bound.open and the freedom bound.free: a number that leaves
// as many branches open, or more, and no less freedom is not chosen,
// and the freedom only grows as more are looked at. probed[j], when
// probed is not nil, receives the deductions of the branch on
// squares[j] when it was looked at.
func (sp *splitter) openBranches(p puzzlecert.Puzzle, d *domains, k int, squares []board.Square, probes *int, bound probeBound, probed []*domains) (open, free int) {
	for j, s := range squares {
		if *probes >= sp.maxProbes {
			return open + len(squares) - j, free // not looked at: counted open
		}
		*probes++
		e := sp.lookAhead(d, k-p.First, p.Board.Index(s))
		if probed != nil {
			probed[j] = e
		}
		if sp.byFreedom && e.settled > 0 {
			free += e.freedom()
		}
		if !sp.closesAtOnce(p, k, s, e) {
			open++
		}
		if bound.open >= 0 && (open > bound.open || open == bound.open && free >= bound.free) {
			break
		}
	}
	return open, free
}

// lookAhead is d, at its fixed point, with step t on square v, its
// deductions settled: they close the branch when they return false. A
// node has the clues of every node above it and more, and the
// deductions' fixed point only shrinks as clues are added, so the
// branch's fixed point lies within that of the same branch at a node
// above: when one looked at it, they start from its fixed point
// narrowed to d (closed already when it was closed), the steps d
// narrows looked at again, as [domains.with] starts from d's. Either
// start reaches the same fixed point, the largest within both.
func (sp *splitter) lookAhead(d *domains, t, v int) *domains {
	n := d.n
	if n < 3 { // closesAtOnce looks at the clues too
		return d.with(t, v)
	}
	if sp.looked == nil {
		sp.looked, sp.closedBranch = make([]*domains, n*n), &domains{n: n, settled: -1}
	}
	i := t*n + v
	above := sp.looked[i]
	if above == sp.closedBranch {
		return above
	}
	var e *domains
	if above == nil {
		e = d.with(t, v)
	} else {
		e = d.within(above)
	}
	if !e.settle() {
		e.discard()
		e = sp.closedBranch
	}
	sp.lookedLog = append(sp.lookedLog, lookedEntry{i, above})
	sp.looked[i] = e
	return e
}

// forget restores the entries of looked changed since the log held keep
// of them, giving the deductions they held back to the scratch (see
// [domains.discard]): the node that looked ahead at them, and the nodes
// below it, are done.
func (sp *splitter) forget(keep int) {
	for j := len(sp.lookedLog) - 1; j >= keep; j-- {
		x := sp.lookedLog[j]
		if e := sp.looked[x.i]; e != nil && e != sp.closedBranch && e != x.prev {
			e.discard()
		}
		sp.looked[x.i] = x.prev
	}
	sp.lookedLog = sp.lookedLog[:keep]
}

// probeNumbers is how many numbers choose looks ahead at.
const probeNumbers = 16

// closesAtOnce says whether the deductions d close the branch of p
// with k on s: they subsume certify's arguments but the colour count and
// the forced problem. On three squares or more they subsume
// tooFewNeighbours too: at a fixed point every square has a step, and a
// square without a clue either may take an end of an open tour, and is
// then one move from a square a step next to its own may take, or has
// two neighbours that may take a step next to one of its own
// (degreeTwo); such a neighbour is free, or a clue whose number next to
// it is missing, as a clue's step keeps its square alone. So the branch's
// puzzle, with its clue list built, is looked at only on smaller boards.
func (sp *splitter) closesAtOnce(p puzzlecert.Puzzle, k int, s board.Square, d *domains) bool {
	if d.n < 3 {
		if short, _ := tooFewNeighbours(p.WithClue(puzzlecert.Clue{Square: s, Number: k}), sp.cf.g); short {
			return true
		}
	}
	return !d.settle()
}

// nextToClue says whether the number k-1 or k+1 (round a closed tour's
// cycle) is a clue; at holds the square of each step's clue, -1 for none.
func nextToClue(p puzzlecert.Puzzle, k int, at []int) bool {
	for _, dir := range [2]int{-1, 1} {
		if j, ok := beside(p, k, dir); ok && at[j-p.First] >= 0 {
			return true
		}
	}
	return false
}

// branchSquares lists, in index order, the squares without a clue one
// move from the clue k-1 (round a closed tour's cycle), else from the
// clue k+1, with true; with neither a clue, every square without a clue
// and false. It is the rule verify re-derives on its own. at holds the
// square of each step's clue (-1 for none), taken the squares with one;
// g is p's board's knight graph (nil: made here).
func branchSquares(p puzzlecert.Puzzle, g *graph, k int, at []int, taken []bool) ([]board.Square, bool) {
	b := p.Board
	if g == nil || g.b != b {
		g = newGraph(b)
	}
	for _, dir := range [2]int{-1, 1} {
		j, ok := beside(p, k, dir)
		if !ok {
			continue
		}
		from := at[j-p.First]
		if from < 0 {
			continue
		}
		var marks [8]int
		m := 0
		for _, u := range g.adj[from] {
			if !taken[u] {
				marks[m] = int(u)
				m++
			}
		}
		idx := marks[:m]
		for i := 1; i < len(idx); i++ { // insertion sort: at most 8
			for j := i; j > 0 && idx[j] < idx[j-1]; j-- {
				idx[j], idx[j-1] = idx[j-1], idx[j]
			}
		}
		out := make([]board.Square, len(idx))
		for i, v := range idx {
			out[i] = b.Square(v)
		}
		return out, true
	}
	var out []board.Square
	for v := range g.n {
		if !taken[v] {
			out = append(out, b.Square(v))
		}
	}
	return out, false
}
