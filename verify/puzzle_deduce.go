package verify

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// maxDeductionSquares bounds the boards on which a deduction is checked:
// its sets take n²/32 words for n squares (4 MiB at this bound), and the
// producer makes deductions on boards up to 64 squares only.
const maxDeductionSquares = 4096

// deduction checks a certificate of kind [puzzlecert.Deduced], which
// carries nothing but its kind: the plain deductions, written for this
// checker ([deducer], a method a rule), are run again here and must find
// no solution. Each rule removes only what no solution has, and the rules
// only remove, so the fixed point (the largest set of squares closed
// under them) is the same in any order. In a case split they start from
// the fixed point of a puzzle above (from, nil for none; see
// [Checker.fixedPoint]) and come to the same fixed point as from
// nothing. Cost: O(n²/64) word operations a round for n squares from
// nothing, O(n/64) a square left to a step from a fixed point above, at
// most n² rounds, charged to the checker's work budget as they are done;
// O(n²/32) words of memory, on boards up to [maxDeductionSquares]
// squares.
func (pc *puzzleChecker) deduction(p puzzlecert.Puzzle, from []board.Set) error {
	_, settled, err := pc.ck.fixedPoint(p, from)
	if err != nil || !settled {
		return err
	}
	return fmt.Errorf("%w: the deductions leave every number a square and every square a number", ErrNoContradiction)
}

// deduce runs the deductions of [puzzleChecker.deduction] on p and
// returns, at their fixed point, how many steps are left with one square;
// dead when some step or square is left with none.
func (ck *Checker) deduce(p puzzlecert.Puzzle) (fixed int, dead bool, err error) {
	dom, settled, err := ck.fixedPoint(p, nil)
	if err != nil || !settled {
		return 0, err == nil, err
	}
	for _, d := range dom {
		if d.Count() == 1 {
			fixed++
		}
	}
	return fixed, false, nil
}

// fixedPoint runs the deductions of [puzzleChecker.deduction] on p and
// returns each step's squares where they stop, and true; false when they
// find no solution.
//
// When from is not nil, it is where they stopped on a puzzle on the same
// board whose clues p has all of (a puzzle above p in a case split), and
// each step starts from its squares there, less those p's clues take.
// That is sound: a solution of p places every clue of that puzzle, so it
// is one of its solutions, from which the deductions removed nothing. It
// also comes to the fixed point a start from nothing comes to (F, when
// there is one), so a certificate holds from one start exactly when it
// holds from the other. The rules after the start read the steps' squares
// alone, not the clues, and each keeps a set of squares it leaves as it
// is (a fixed point) when that set lies within its input: nextTo, single,
// onlyStep, degreeTwo and allDifferent remove less from less, and
// twoSquares removes a square from a step only when the neighbours there
// that the steps either side may take are one square or none, where a
// fixed point of nextTo has one on each side, so the same one, which
// twoSquares removes there too. F lies within p's start, which lies
// within the start of the puzzle above (p has more clues), so every
// round from there keeps F; so F lies within the fixed point above, and
// within the start from it, and every round from that start keeps F: it
// ends at F. When there is no F (no set of squares, within p's start,
// that every step and square keeps squares of and every rule leaves as
// it is), there is none within the smaller start either.
func (ck *Checker) fixedPoint(p puzzlecert.Puzzle, from []board.Set) (dom []board.Set, settled bool, err error) {
	if ck.fromScratch {
		from = nil
	}
	b := p.Board
	n := b.Size()
	if n > maxDeductionSquares {
		return nil, false, fmt.Errorf("%w: a deduction is checked on boards up to %d squares, not %v", ErrTooLarge, maxDeductionSquares, b)
	}
	if from != nil && len(from) != n {
		panic("verify: a fixed point of another board")
	}
	if err := ck.charge(int64(n) * int64(8+2*board.SetWords(n))); err != nil {
		return nil, false, err
	}
	d := newDeducer(ck, p)
	if d.tooFewNeighbours() {
		return nil, false, nil
	}
	if err := d.start(from); err != nil {
		return nil, false, err
	}
	if settled, err = d.run(); err != nil || !settled {
		return nil, false, err
	}
	return d.dom, true, nil
}

// deducer is the deductions' state on one puzzle: the board's knight
// graph, the clues, and each step's squares, as sets. First the
// neighbours ([deducer.tooFewNeighbours]); then each step starts from a
// clue's square or the squares without a clue ([deducer.start]), and the
// rules shrink them to a fixed point ([deducer.run]): a step keeps the
// squares one move from a square of the step before and of the step
// after, round the cycle when closed ([deducer.nextTo]), and not one
// move from only one square that both of those may take
// ([deducer.twoSquares]); a step with one square takes it from every
// other step ([deducer.single]); a square that one step alone may take is
// that step's only square ([deducer.onlyStep]); a square no end of the
// tour may take, with only two neighbours that may take a step next to
// one of its own, has its steps before and after there
// ([deducer.degreeTwo]); a square no perfect matching of the steps
// with their squares gives a step is not that step's
// ([deducer.allDifferent]). A step or a square left with nothing, a
// square with fewer than two such neighbours, or no perfect matching,
// proves there is no solution.
type deducer struct {
	ck       *Checker
	n        int
	closed   bool
	nearSet  []board.Set // knight neighbours by index
	onSquare []int       // the step of the clue on each square, -1
	square   []int       // the square of each step's clue, -1
	dom      []board.Set // dom[t]: the squares step t may take
	// removed counts the removals of squares so far.
	removed int
	// What each rule last read, so that it is not applied again to what
	// it left as it was, which it would leave so again (a step's squares
	// only shrink, so one with as many squares as before is unchanged):
	// by step and side, how many squares the step on that side had when
	// nextTo last ran (-1 before it did), and when twoSquares did; which
	// steps single has taken their square from every other step (each
	// seeded from the fixed point the deductions start from, where the
	// steps read are as they were there; see [deducer.start]); and for
	// onlyStep, degreeTwo and allDifferent in turn, removed when they
	// last ran and removed nothing (-1 before).
	nextToRead, twoRead [2][]int
	singled             []bool
	quiet               [3]int
	// scratch: the squares one move from a step's, and by square how
	// many steps may take it and the last of them.
	reach       board.Set
	times, only []int
	// degreeTwo's: the steps that may take each square, and the steps
	// next to them.
	by   []board.Set
	next board.Set
	// allDifferent's, by step or square, n each but arcs, as many as
	// the squares left to the steps.
	stepOn, squareOf, seen, component, order, inStart, inArcs []int
	done                                                      []bool
	searches                                                  int
}

func newDeducer(ck *Checker, p puzzlecert.Puzzle) *deducer {
	b := p.Board
	n := b.Size()
	clues := make([]int, 2*n)
	d := &deducer{ck: ck, n: n, closed: p.Closed, onSquare: clues[:n:n], square: clues[n:], nearSet: sets(n, board.SetWords(n))}
	for v := range n {
		d.onSquare[v], d.square[v] = -1, -1
		s := b.Square(v)
		for _, m := range board.Moves {
			if u := (board.Square{X: s.X + m.X, Y: s.Y + m.Y}); b.Contains(u) {
				d.nearSet[v].Add(b.Index(u))
			}
		}
	}
	for _, c := range p.Clues {
		v := b.Index(c.Square)
		d.onSquare[v], d.square[p.Step(c)] = p.Step(c), v
	}
	return d
}

// sets returns n empty sets of words words, in one allocation.
func sets(n, words int) []board.Set {
	all := make(board.Set, n*words)
	s := make([]board.Set, n)
	for i := range s {
		s[i] = all[i*words : (i+1)*words : (i+1)*words]
	}
	return s
}

// around is step t+dir, round the cycle of a closed tour, false when an
// open tour has no such step.
func (d *deducer) around(t, dir int) (int, bool) {
	u := t + dir
	if u >= 0 && u < d.n {
		return u, true
	}
	if !d.closed || d.n < 3 {
		return 0, false
	}
	return (u + d.n) % d.n, true
}

func (d *deducer) missing(t int) bool { return d.square[t] < 0 }

// missingAround says step t+dir is there and has no clue.
func (d *deducer) missingAround(t, dir int) bool {
	u, ok := d.around(t, dir)
	return ok && d.missing(u)
}

// tooFewNeighbours is the first rule: a square without a clue needs a
// neighbour for the step before it unless it may be step 0, and one for
// the step after unless it may be the last (on an open tour of one
// square, a square may be both and needs none), each free or a clue
// whose number before or after is missing.
func (d *deducer) tooFewNeighbours() bool {
	n := d.n
	need := 2
	if !d.closed && (d.missing(0) || d.missing(n-1)) {
		need = 1
		if n == 1 {
			need = 0
		}
	}
	for v := range n {
		if d.onSquare[v] >= 0 {
			continue
		}
		usable := 0
		for u := range d.nearSet[v].All() {
			if t := d.onSquare[u]; t < 0 || d.missingAround(t, -1) || d.missingAround(t, 1) {
				usable++
			}
		}
		if usable < need {
			return true
		}
	}
	return false
}

// start gives a clue's step its square and any other step the squares
// without a clue; when from is not nil, only those of them that from
// leaves the step (see [Checker.fixedPoint]).
func (d *deducer) start(from []board.Set) error {
	n := d.n
	words := board.SetWords(n)
	d.dom = sets(n, words)
	free := board.NewSet(n)
	for v := range n {
		if d.onSquare[v] < 0 {
			free.Add(v)
		}
	}
	for t := range n {
		if v := d.square[t]; v >= 0 {
			d.dom[t].Add(v)
		} else {
			copy(d.dom[t], free)
		}
	}
	d.reach = board.NewSet(n)
	// One allocation for the arrays of n each: times, only, the two
	// nextToRead, the two twoRead, and count below.
	ints := make([]int, 7*n)
	slot := func(i int) []int { return ints[i*n : (i+1)*n : (i+1)*n] }
	d.times, d.only = slot(0), slot(1)
	for side := range d.nextToRead {
		d.nextToRead[side] = slot(2 + side)
		d.twoRead[side] = slot(4 + side)
	}
	for i := range ints[2*n : 6*n] {
		ints[2*n+i] = -1
	}
	flags := make([]bool, 2*n)
	d.singled = flags[:n:n]
	d.quiet = [3]int{-1, -1, -1}
	if from == nil {
		return nil
	}
	// same[t]: step t starts as it was at the fixed point above, where
	// the rules reading it and a step within its old squares removed
	// nothing, and now remove nothing either.
	same, count := flags[n:], slot(6)
	for t, e := range from {
		dom := d.dom[t]
		for i := range dom {
			dom[i] &= e[i]
		}
		same[t], count[t] = slices.Equal(dom, e), dom.Count()
	}
	for t := range n {
		for side, dir := range [2]int{-1, 1} {
			if u, ok := d.around(t, dir); ok && same[u] {
				d.nextToRead[side][t] = count[u]
			}
		}
		before, okBefore := d.around(t, -1)
		after, okAfter := d.around(t, 1)
		if okBefore && okAfter && same[before] && same[after] {
			d.twoRead[0][t], d.twoRead[1][t] = count[before], count[after]
		}
		d.singled[t] = same[t] && count[t] == 1
	}
	return d.ck.charge(int64(n) * int64(4*words+8))
}

// run applies the rules to their fixed point: false when a step or a
// square is left with nothing. A round applies every rule but those whose
// input is as they left it (see [deducer.removed]); the fixed point is
// reached when a round removes nothing.
func (d *deducer) run() (bool, error) {
	n := d.n
	global := [3]func() (bool, error){d.onlyStep, d.degreeTwo, d.allDifferent}
	for {
		before := d.removed
		for t := range n {
			for side, dir := range [2]int{-1, 1} {
				if err := d.nextTo(t, dir, side); err != nil {
					return false, err
				}
			}
			if err := d.twoSquares(t); err != nil {
				return false, err
			}
			if ok, err := d.single(t); !ok || err != nil {
				return false, err
			}
		}
		for i, rule := range global {
			if d.quiet[i] == d.removed {
				continue
			}
			at := d.removed
			if ok, err := rule(); !ok || err != nil {
				return false, err
			}
			if d.removed == at {
				d.quiet[i] = at
			}
		}
		if d.removed == before {
			return true, nil
		}
	}
}

// degreeTwo: a square that no end of an open tour may take (any square
// of a closed tour of three squares or more) has the steps before and
// after its own on two different neighbours. A neighbour can be one of
// them only if it may take a step next to one the square may take; so
// fewer than two such neighbours leave no solution, and with exactly two,
// each of them is the square's neighbour on the tour and keeps only the
// steps next to one the square may take. It is false when some square
// has fewer than two.
func (d *deducer) degreeTwo() (bool, error) {
	n := d.n
	if n < 3 {
		return true, nil
	}
	// by[v]: the steps that may take square v.
	if d.by == nil {
		d.by, d.next = sets(n, board.SetWords(n)), board.NewSet(n)
	}
	by := d.by
	words := int64(board.SetWords(n))
	for v := range by {
		clear(by[v])
	}
	work := int64(n) * words
	for t, e := range d.dom {
		for v := range e.All() {
			by[v].Add(t)
			work++
		}
	}
	if err := d.ck.charge(work); err != nil {
		return false, err
	}
	next := d.next
	for v := range n {
		if !d.closed && (by[v].Has(0) || by[v].Has(n-1)) {
			continue
		}
		clear(next)
		for t := range by[v].All() {
			for _, dir := range [2]int{-1, 1} {
				if u, ok := d.around(t, dir); ok {
					next.Add(u)
				}
			}
		}
		var near [8]int
		tour := near[:0] // the neighbours that may take a step in next
		for u := range d.nearSet[v].All() {
			if meets(by[u], next) {
				tour = append(tour, u)
			}
		}
		if err := d.ck.charge(2*int64(by[v].Count()) + 9*words); err != nil {
			return false, err
		}
		if len(tour) < 2 {
			return false, nil
		}
		if len(tour) > 2 {
			continue
		}
		seen := 2 * words
		for _, u := range tour {
			for t := range by[u].All() {
				seen++
				if !next.Has(t) {
					d.dom[t].Remove(u)
					by[u].Remove(t)
					d.removed++
				}
			}
		}
		if err := d.ck.charge(seen); err != nil {
			return false, err
		}
	}
	return true, nil
}

// nextTo keeps in step t the squares one move from a square of step
// t+dir.
func (d *deducer) nextTo(t, dir, side int) error {
	u, ok := d.around(t, dir)
	if !ok {
		return nil
	}
	words := int64(len(d.reach))
	count := d.dom[u].Count()
	if count == d.nextToRead[side][t] {
		return d.ck.charge(words)
	}
	d.nextToRead[side][t] = count
	reach := d.reach
	clear(reach)
	work := 2 * words
	for v := range d.dom[u].All() {
		reach.Union(d.nearSet[v])
		work += words
	}
	if err := d.ck.charge(work); err != nil {
		return err
	}
	dom := d.dom[t]
	for i := range dom {
		if dom[i]&^reach[i] != 0 {
			dom[i] &= reach[i]
			d.removed++
		}
	}
	return nil
}

// twoSquares: steps t-1 and t+1 stand on two different squares one move
// from step t's, so a square whose one neighbour that t-1 may take is the
// one t+1 may take cannot be t's.
func (d *deducer) twoSquares(t int) error {
	before, okBefore := d.around(t, -1)
	after, okAfter := d.around(t, 1)
	if !okBefore || !okAfter || before == after {
		return nil
	}
	dom, from, to := d.dom[t], d.dom[before], d.dom[after]
	words := int64(len(dom))
	read := [2]int{from.Count(), to.Count()}
	if read[0] == d.twoRead[0][t] && read[1] == d.twoRead[1][t] {
		return d.ck.charge(2 * words)
	}
	d.twoRead[0][t], d.twoRead[1][t] = read[0], read[1]
	work := 3 * words
	for v := range dom.All() {
		same, supports := true, 0
		for i, y := range d.nearSet[v] {
			if y&from[i] != y&to[i] {
				same = false
			}
			supports += bits.OnesCount64(y & from[i])
		}
		if same && supports <= 1 {
			dom.Remove(v)
			d.removed++
		}
		work += words
	}
	return d.ck.charge(work)
}

// single: a step with one square takes it from every other step. It is
// false when step t has no square left.
func (d *deducer) single(t int) (bool, error) {
	words := int64(len(d.dom[t]))
	switch d.dom[t].Count() {
	case 0:
		return false, nil
	case 1:
		if d.singled[t] {
			return true, d.ck.charge(words)
		}
		d.singled[t] = true
		v := d.dom[t].First()
		for u, e := range d.dom {
			if u != t && e.Has(v) {
				e.Remove(v)
				d.removed++
			}
		}
		return true, d.ck.charge(words + int64(d.n))
	}
	return true, d.ck.charge(words)
}

// onlyStep: a square that one step alone may take is that step's only
// square. It is false when some square no step may take.
func (d *deducer) onlyStep() (bool, error) {
	n := d.n
	clear(d.times)
	for t, e := range d.dom {
		for v := range e.All() {
			d.times[v]++
			d.only[v] = t
		}
	}
	if err := d.ck.charge(int64(n) * int64(board.SetWords(n)+1)); err != nil {
		return false, err
	}
	for v := range n {
		switch d.times[v] {
		case 0:
			return false, nil
		case 1:
			dom := d.dom[d.only[v]]
			if dom.Count() != 1 || !dom.Has(v) {
				clear(dom)
				dom.Add(v)
				d.removed++
			}
		}
	}
	return true, nil
}

// meets says whether two sets of the same size share an element.
func meets(a, b board.Set) bool {
	for i, x := range a {
		if x&b[i] != 0 {
			return true
		}
	}
	return false
}
