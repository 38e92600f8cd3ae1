package puzzle

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// maxProofSquares bounds the boards on which [proveUnique] looks for a
// proof: those of the page's puzzles, up to 12x12. A node's deductions
// grow with the square of the board, and a proof that fails costs its
// whole budget beside SAT's answer; verify re-runs the deductions on
// every deduction leaf within one work budget.
const maxProofSquares = 144

// proveUnique looks for a proof that sol, a checked solution of p, is
// its only one, within maxNodes certificates (0: [proofNodes]):
// an [puzzlecert.UniqueProof]. It runs the deductions on p; while they
// leave some number more than one square, it splits on a missing number
// next to a clue (the rule of [puzzlecert.Split]) that they leave two
// squares or more, chosen as [splitter.choose] chooses but for the
// solution's branch (see [splitter.chooseSpine]; at a tie on the
// branches left open, the first two tried within a few certificates,
// see [spineTrialNodes]), proves every branch but the solution's empty
// with the splitter of "none" answers, and goes on down the solution's
// branch, its deductions started from the parent's fixed point. When
// every missing number next to a clue has one square left, it splits on
// one with the fewest squares, whose other branches the deductions close
// at once, to reach the numbers beyond. It returns false when the budget
// or ctx ends first, the board is past maxProofSquares, or verify would
// not accept the proof within its default limits ([checkable]). The same
// puzzle gives the same proof every run.
func proveUnique(ctx context.Context, p puzzlecert.Puzzle, sol board.Path, maxNodes int) (puzzlecert.UniqueProof, bool) {
	return proveUniqueAhead(ctx, p, sol, maxNodes, nil)
}

// proveUniqueAhead is [proveUnique] calling ahead, when not nil, once
// the proof has made the nodes of its head start (see [proofRun]).
func proveUniqueAhead(ctx context.Context, p puzzlecert.Puzzle, sol board.Path, maxNodes int, ahead func()) (puzzlecert.UniqueProof, bool) {
	u, ok := buildUnique(ctx, p, sol, maxNodes, ahead)
	if !ok || !checkable(ctx, p, sol, u) {
		return puzzlecert.UniqueProof{}, false
	}
	return u, true
}

// buildUnique is [proveUniqueAhead] without the check that verify
// accepts the proof within its default limits.
func buildUnique(ctx context.Context, p puzzlecert.Puzzle, sol board.Path, maxNodes int, ahead func()) (puzzlecert.UniqueProof, bool) {
	n := p.Board.Size()
	if n > maxProofSquares || len(sol) != n {
		return puzzlecert.UniqueProof{}, false
	}
	return proofSplitter(ctx, p.Board, maxNodes, ahead).spine(p, sol)
}

// proofSplitter is the splitter of a proof of uniqueness on b within
// maxNodes certificates (0: [proofNodes]).
func proofSplitter(ctx context.Context, b board.Board, maxNodes int, ahead func()) *splitter {
	n := b.Size()
	if maxNodes <= 0 {
		maxNodes = proofNodes(n)
	}
	sp := &splitter{ctx: ctx, maxNodes: maxNodes, cf: certifier{noParity: map[string]bool{}, noPaths: true},
		deduce: true, place: true, byFreedom: true, maxProbes: proofProbesPerNode * maxNodes, numbers: n,
		ahead: ahead, aheadAt: headStartNodes(n, maxNodes), spineTrials: n > 100}
	sp.cf.g = newGraph(b)
	return sp
}

// spine builds the proof of [buildUnique] that sol, a solution of p of
// the splitter's board, is its only one.
func (sp *splitter) spine(p puzzlecert.Puzzle, sol board.Path) (puzzlecert.UniqueProof, bool) {
	d := newDomains(p, sp.cf.g)
	if !d.settle() {
		return puzzlecert.UniqueProof{}, false // sol is no solution: a bug the caller's check catches
	}
	u := puzzlecert.UniqueProof{Splits: []puzzlecert.UniqueSplit{}}
	q := p
	for !d.solved() {
		// No node is being proved: what the splits below looked ahead
		// at is restored already, and what the spine's did stays.
		sp.lookedLog = sp.lookedLog[:0]
		if sp.ctx.Err() != nil {
			return puzzlecert.UniqueProof{}, false
		}
		ties, ok := sp.chooseSpine(q, d, sol)
		if !ok {
			return puzzlecert.UniqueProof{}, false
		}
		split, ok := sp.spineSplit(q, d, sol, ties)
		if !ok {
			return puzzlecert.UniqueProof{}, false
		}
		t := split.Number - p.First
		at := sol[t]
		u.Splits = append(u.Splits, split)
		q = q.WithClue(puzzlecert.Clue{Square: at, Number: split.Number})
		if d = d.with(t, p.Board.Index(at)); !d.settle() {
			return puzzlecert.UniqueProof{}, false
		}
	}
	return u, true
}

// proofCheckShare is the share of verify's default work budget left to
// the answer's other members, which the proof may not take: the solution
// and its clues take a few steps a square and a grade one run of the
// deductions (a few hundred thousand steps on 12x12), within a
// sixty-fourth, two million steps. A count's re-count is a search of
// its own, not bounded by this share.
const proofCheckShare = 64

// stepsPerCertificate bounds, over the squares of the board squared,
// what verify's checker takes for one certificate of a proof: at most
// about 3.3 on the page's 10x10 and 12x12 proofs and 7.3 on its small
// 8x8 ones (verify.Checker's Work), so that a proof under the bound fits
// verify's budget with room to spare.
const stepsPerCertificate = 8

// checkable reports whether verify accepts u within its default limits
// less a sixty-fourth: a proof that verify refuses as too large to check is no
// proof to a reader, and SAT's labelled answer stands instead. A proof
// whose certificates fit by the bound is not checked again here.
func checkable(ctx context.Context, p puzzlecert.Puzzle, sol board.Path, u puzzlecert.UniqueProof) bool {
	return checkableWithin(ctx, p, sol, u, int64(verify.DefaultMaxWork-verify.DefaultMaxWork/proofCheckShare))
}

// checkableWithin is [checkable] for a work budget of verify's checker.
func checkableWithin(ctx context.Context, p puzzlecert.Puzzle, sol board.Path, u puzzlecert.UniqueProof, budget int64) bool {
	n := int64(p.Board.Size())
	if int64(u.Nodes())*stepsPerCertificate*n*n <= budget {
		return true
	}
	ck := verify.Checker{MaxWork: budget}
	return ck.PuzzleUnique(ctx, p, sol, u) == nil
}

// proofProbesPerNode bounds the look-ahead of the splits under a proof
// of uniqueness: on average this many branches probed per node of the
// budget. Their choice looks at every missing number next to a clue and
// takes the one that leaves the fewest branches open, however many that
// is (sp.enough 0, numbers every step), since what bounds a proof is the
// certificates verify checks within its work budget (see [checkable]),
// not the nodes made: on the page's hard 10x10 and 12x12 puzzles (seeds
// 1 to 10 and 1 to 6) that look-ahead makes every proof no larger, and
// the large ones two to four times smaller; on those of seeds 1 to 6 it
// probes 2 to 11 branches a node on 10x10 and 6 to 26 on 12x12, the
// splits under the solution's and the solution's own together, each
// within this bound.
const proofProbesPerNode = 32

// chooseSpine ranks the numbers the next split of a proof of uniqueness
// may be on, in q, whose deductions are d: among the missing numbers
// next to a clue that d leaves two squares or more, those whose branches
// other than the solution's the deductions leave open the fewest, in
// order of the freedom the deductions leave their open branches (the
// squares left to their numbers beyond one each, summed), the first of
// them in the order of squares left at a tie; with none such, the
// missing number next to a clue with the fewest squares alone. The
// freedom costs no deductions more, only ties looked at in full: on the
// page's hard puzzles, seeds 1 to 6, taking the first by it made 20 of
// 24 10x10 and 12x12 proofs smaller, a 12x12 one from 1,822 nodes to
// 244, one no larger, and two larger (a 12x12 one from 34 nodes to 51,
// another from 9,760 to past 12,000); the last was past 12,000 either
// way. With each number it returns its squares and, for each, the
// branch's deductions when it looked ahead at it (nil when not). False
// when no number is missing.
func (sp *splitter) chooseSpine(q puzzlecert.Puzzle, d *domains, sol board.Path) ([]spineOption, bool) {
	n := q.Board.Size()
	at := make([]int, n)
	for t := range at {
		at[t] = -1
	}
	taken := make([]bool, n)
	for _, c := range q.Clues {
		at[q.Step(c)] = q.Board.Index(c.Square)
		taken[q.Board.Index(c.Square)] = true
	}
	type option struct {
		k       int
		squares []board.Square
		live    int
	}
	var wide []option // two squares left or more
	fallback := option{k: -1}
	for t := range n {
		if at[t] >= 0 {
			continue
		}
		k := q.First + t
		if !nextToClue(q, k, at) {
			continue
		}
		squares, _ := branchSquares(q, sp.cf.g, k, at, taken)
		live := 0
		for _, s := range squares {
			if d.has(t, q.Board.Index(s)) {
				live++
			}
		}
		o := option{k: k, squares: squares, live: live}
		if live >= 2 {
			wide = append(wide, o)
		} else if fallback.k < 0 || len(squares) < len(fallback.squares) {
			fallback = o
		}
	}
	if len(wide) == 0 {
		if fallback.k < 0 {
			return nil, false
		}
		return []spineOption{{k: fallback.k, squares: fallback.squares, probed: make([]*domains, len(fallback.squares))}}, true
	}
	slices.SortStableFunc(wide, func(x, y option) int {
		if c := x.live - y.live; c != 0 {
			return c
		}
		return len(x.squares) - len(y.squares)
	})
	var ties []spineOption
	for _, o := range wide {
		t := o.k - q.First
		var others []board.Square // the squares d leaves but the solution's
		for _, s := range o.squares {
			if s != sol[t] && d.has(t, q.Board.Index(s)) {
				others = append(others, s)
			}
		}
		probed := make([]*domains, len(others))
		bound := probeBound{open: -1} // a tie on open branches is kept, ranked by freedom
		if len(ties) > 0 {
			bound = probeBound{open: ties[0].open, free: math.MaxInt}
		}
		open, free := sp.openBranches(q, d, o.k, others, &sp.spineProbes, bound, probed)
		if len(ties) > 0 && open > ties[0].open {
			continue
		}
		if len(ties) > 0 && open < ties[0].open {
			ties = ties[:0]
		}
		ties = append(ties, spineOption{k: o.k, squares: o.squares, probed: alignProbed(o.squares, others, probed), open: open, free: free})
		if open == 0 {
			break
		}
	}
	slices.SortStableFunc(ties, func(x, y spineOption) int { return x.free - y.free })
	return ties, true
}

// spineOption is a number a split of a proof of uniqueness may be on,
// as [splitter.chooseSpine] ranks it: its squares, the deductions of
// each branch it looked ahead at (nil where not), and how many of them
// the deductions leave open and with what freedom.
type spineOption struct {
	k          int
	squares    []board.Square
	probed     []*domains
	open, free int
}

// spineTrialNodes and spineTrialOptions: past 10x10, where the largest
// of the page's proofs come near verify's work budget, when no number
// closes every branch of a split down the solution at once, [splitter.spineSplit]
// tries the first spineTrialOptions numbers of the tie, in the order
// [splitter.chooseSpine] ranks them, each within spineTrialNodes
// certificates, and takes the first whose branches all end within
// them; else the first, within the budget. The certificates of a trial
// set aside are not the proof's, and all of them together stay within
// a spineTrialShare'th of the budget, so that the work stays bounded by
// it. On the page's hard 12x12 puzzles, seeds 1 to 6, open and closed,
// the trials make no proof larger and seven smaller, by 1% to 9%
// (the proof of open seed 6 from 3,319 certificates to 3,209 and from
// 1.2% past the share of verify's work budget a proof may take to 1.8%
// within it, see [checkable]), at a third more processor time for the
// proofs; on the smaller boards the page's proofs are far within the
// budget, and the trials would only cost time.
const (
	spineTrialNodes   = 16
	spineTrialOptions = 2
	spineTrialShare   = 4
)

// spineSplit proves every branch but the solution's of a split of a
// proof of uniqueness on one of ties, the options [splitter.chooseSpine]
// returns, trying the first few within a small budget first (see
// [spineTrialNodes]). False when the budget or ctx ends first.
func (sp *splitter) spineSplit(q puzzlecert.Puzzle, d *domains, sol board.Path, ties []spineOption) (puzzlecert.UniqueSplit, bool) {
	if sp.spineTrials && ties[0].open > 0 && len(ties) > 1 {
		for _, o := range ties[:min(len(ties), spineTrialOptions)] {
			if sp.trialNodes >= sp.maxNodes/spineTrialShare {
				break
			}
			nodes, maxNodes := sp.nodes, sp.maxNodes
			sp.maxNodes = min(maxNodes, nodes+spineTrialNodes)
			split, ok := sp.spineBranches(q, d, sol, o)
			sp.maxNodes = maxNodes
			if ok {
				return split, true
			}
			sp.trialNodes += sp.nodes - nodes
			sp.nodes = nodes
			if sp.ctx.Err() != nil {
				return puzzlecert.UniqueSplit{}, false
			}
		}
	}
	return sp.spineBranches(q, d, sol, ties[0])
}

// spineBranches proves every branch of the split on o but the
// solution's empty.
func (sp *splitter) spineBranches(q puzzlecert.Puzzle, d *domains, sol board.Path, o spineOption) (puzzlecert.UniqueSplit, bool) {
	t := o.k - q.First
	at := sol[t]
	split := puzzlecert.UniqueSplit{Number: o.k, Branches: make([]puzzlecert.Branch, 0, len(o.squares)-1)}
	for i, s := range o.squares {
		if s == at {
			continue
		}
		next := o.probed[i]
		if next == nil {
			next = d.with(t, q.Board.Index(s))
		}
		var placed []puzzlecert.Clue
		c, ok := sp.prove(q.WithClue(puzzlecert.Clue{Square: s, Number: o.k}), next, &placed)
		if !ok {
			return puzzlecert.UniqueSplit{}, false
		}
		split.Branches = append(split.Branches, puzzlecert.Branch{Square: s, Placed: placed, Certificate: c})
	}
	return split, true
}

// proofSplitNodes is the budget of a proof of uniqueness on boards up
// to 10x10: more than a "none" split's [DefaultSplitNodes]. On the
// page's hard 10x10 puzzles, seeds 1 to 10, every proof needs fewer
// (the largest 973).
const proofSplitNodes = 5_000

// proofWideNodes is the budget past 10x10 scaled back to 10x10: the
// nodes that cost as much as this many there (3,375 on 12x12). At
// 37,000 to 56,000 of verify's steps a certificate on the page's hard
// 12x12 puzzles, the share of its default work budget a proof may take
// covers 2,350 to 3,550 of them, so checkable keeps a proof only when
// it fits. On those puzzles, seeds 1 to 6, open and
// closed, every proof ends within it, the largest three at 1,818, 2,095
// and 3,209 nodes, the last taking 98% of the share of verify's work
// budget a proof may take ([checkable]); SAT's solve starts when they
// end (see [headStartNodes]). A proof that fails costs the whole budget
// before SAT's answer, and the trials of [spineTrialNodes] within a
// quarter of it more.
const proofWideNodes = 7_000

// proofNodes is the default budget of a proof of uniqueness on a board
// of n squares: proofSplitNodes up to 10x10, and past it the nodes
// whose deductions, which grow with the square of the board, cost about
// as much as proofWideNodes on 10x10.
func proofNodes(n int) int {
	if n <= 100 {
		return proofSplitNodes
	}
	return proofWideNodes * 100 * 100 / (n * n)
}

// explainUnique says what a proof of uniqueness rests on.
func explainUnique(u puzzlecert.UniqueProof) string {
	if len(u.Splits) == 0 {
		return "unique: the solution is checked against every clue, and the deductions" + deductionRules + " leave every number one square, the solution's: a proof"
	}
	return fmt.Sprintf("unique: the solution is checked against every clue, and a case split proves it the only one: %d splits down the solution, on %s, every other branch ending in a certificate (%d in all), then the deductions leave every number the solution's square", len(u.Splits), splitNumbers(u), u.Nodes())
}

// splitNumbers lists the numbers a proof splits on, the first few.
func splitNumbers(u puzzlecert.UniqueProof) string {
	const shown = 8
	s := ""
	for i, x := range u.Splits {
		if i == shown {
			return s + fmt.Sprintf(" and %d more", len(u.Splits)-shown)
		}
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(x.Number)
	}
	return s
}

// proofHeadStart: the SAT solvers beside a proof start once it has
// made this share of its budget's nodes (1/proofHeadStart), or ended.
// Most proofs of the page's puzzles end within it, and then no formula
// is built at all: with the solvers started at once, the processor time
// they spent until the proof ended was lost. A proof that fails, and a
// puzzle with several solutions whose first was found before SAT, pay
// for the head start in time: at most a third of the budget.
const proofHeadStart = 3

// headStartNodes is the nodes a proof of uniqueness within maxNodes on
// a board of n squares makes alone before the SAT solvers start beside
// it: a proofHeadStart'th of its budget up to 10x10, and past it all of
// them (0: the solvers start when the proof ends). There the largest of
// the page's hard proofs end late in their budget, past 900 of its
// 3,375 nodes on 12x12, and SAT's whole solve beside them is spent for
// nothing, taking processors from the proof on a busy machine; a proof
// that fails pays for it in time where processors are free
// (bench/unique.sh compares the two, in processor time and on the wall
// clock).
func headStartNodes(n, maxNodes int) int {
	if n <= 100 {
		return maxNodes / proofHeadStart
	}
	return 0
}

// proofRun is [proveUnique] running on its own goroutine: [startProof]
// starts it, headStart waits for its head start, wait reads its
// answer, drop stops it unread.
type proofRun struct {
	first board.Path
	// ahead is closed once the proof has made its head start's nodes
	// or ended; aheadOnce closes it.
	ahead     chan struct{}
	aheadOnce sync.Once
	// sat is the context of the SAT solve beside it, cancelled when a
	// proof is found: the proof is the answer then.
	sat    context.Context
	cancel context.CancelFunc // the proof's
	stop   context.CancelFunc // sat's
	answer chan proofAnswer
	read   bool
	proof  proofAnswer
}

type proofAnswer struct {
	u  puzzlecert.UniqueProof
	ok bool
}

// startProof looks for a proof that first is p's only solution, within
// maxNodes certificates (below 0: none is looked for, and the run is
// nil). Whether it finds one depends on p, first and maxNodes alone,
// never on the solvers beside it, so that the same puzzle gets the same
// answer every run.
func startProof(ctx context.Context, p puzzlecert.Puzzle, first board.Path, maxNodes int) *proofRun {
	if maxNodes < 0 {
		return nil
	}
	pctx, cancel := context.WithCancel(ctx)
	sat, stop := context.WithCancel(ctx)
	r := &proofRun{first: first, ahead: make(chan struct{}), sat: sat, cancel: cancel, stop: stop, answer: make(chan proofAnswer, 1)}
	closeAhead := func() { r.aheadOnce.Do(func() { close(r.ahead) }) }
	go func() {
		u, ok := proveUniqueAhead(pctx, p, first, maxNodes, closeAhead)
		if ok {
			stop()
		}
		r.answer <- proofAnswer{u, ok}
		closeAhead()
	}()
	return r
}

// headStart waits until the proof has made its head start's nodes or
// ended, and says whether it ended (its answer is then wait's); false
// for a nil run.
func (r *proofRun) headStart() bool {
	if r == nil {
		return false
	}
	<-r.ahead
	if r.read {
		return true
	}
	select {
	case a := <-r.answer:
		r.proof, r.read = a, true
		r.cancel()
		return true
	default:
		return false
	}
}

// context is the context for the SAT solve beside the proof: ctx when
// no proof runs.
func (r *proofRun) context(ctx context.Context) context.Context {
	if r == nil {
		return ctx
	}
	return r.sat
}

// wait is the proof, when one was found; false for a nil run.
func (r *proofRun) wait() (puzzlecert.UniqueProof, bool) {
	if r == nil {
		return puzzlecert.UniqueProof{}, false
	}
	if !r.read {
		r.proof, r.read = <-r.answer, true
		r.cancel()
	}
	return r.proof.u, r.proof.ok
}

// drop stops the run if its answer was not read, and waits for its
// goroutine.
func (r *proofRun) drop() {
	if r == nil {
		return
	}
	r.cancel()
	r.wait()
	r.stop()
}

// searchNodes bounds [searchFirst] on a board of n squares: 1,000
// nodes up to 10x10, and past it as many as cost about the same (482 on
// 12x12), as [proofNodes] does.
func searchNodes(n int) int {
	if n <= 100 {
		return 1_000
	}
	return 1_000 * 100 * 100 / (n * n)
}

// searchFirst looks for a solution of p, a puzzle on the full board of
// up to maxProofSquares squares, by the deductions of a proof of
// uniqueness and a depth-first search: at each node it runs them to
// their fixed point, and tries, in index order, every square left to
// the number with the fewest (two or more; the lowest such number),
// within [searchNodes] nodes. A solution found is checked against the
// clues; false when none is found in the budget or ctx ends first. The
// same puzzle gives the same answer every run. On the page's hard
// puzzles the deductions leave few choices, and it finds the solution
// a proof needs without a formula.
func searchFirst(ctx context.Context, p puzzlecert.Puzzle) (board.Path, bool) {
	n := p.Board.Size()
	if n > maxProofSquares || !p.Plain() {
		return nil, false
	}
	g := newGraph(p.Board)
	nodes, maxNodes := 0, searchNodes(n)
	var search func(d *domains) (board.Path, bool)
	search = func(d *domains) (board.Path, bool) {
		nodes++
		if nodes > maxNodes || ctx.Err() != nil || !d.settle() {
			return nil, false
		}
		step, fewest := -1, 0
		for t := range n {
			if k := d.set(t).Count(); k > 1 && (step < 0 || k < fewest) {
				step, fewest = t, k
			}
		}
		if step < 0 {
			sol := make(board.Path, n)
			for t := range n {
				sol[t] = p.Board.Square(d.set(t).First())
			}
			return sol, Satisfies(p, sol) == nil
		}
		for v := range d.set(step).All() {
			if sol, ok := search(d.with(step, v)); ok {
				return sol, true
			}
			if nodes > maxNodes {
				break
			}
		}
		return nil, false
	}
	return search(newDomains(p, g))
}

// freedom is the squares the deductions m leave the steps beyond one
// each, summed: zero when every step has its square.
func (m *domains) freedom() int {
	f := 0
	for t := range m.n {
		f += m.set(t).Count() - 1
	}
	return f
}
