package parity

import (
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"slices"
)

// findCut tries sets of squares to remove, cheapest first: each single
// square, the neighbours of each square, the neighbours of pairs of
// squares with few neighbours, and the squares of one colour among those.
// CutBudget bounds the work of Check's cut search for one problem,
// counted in squares looked at over all sets tried.
const CutBudget = 20_000

// maxLocalSearch bounds the squares still to cover for which Check runs
// the local search for cuts.
const maxLocalSearch = 64

// maxLocalSteps bounds the changes the local search makes from each seed.
const maxLocalSteps = 24

// localFrom is the number of squares still to cover above which a
// position's cuts are searched with local counts ([LocalCutBudget]): the
// boards of up to 10x10, on which the whole-board counts are cheap, keep
// them.
const localFrom = 100

// minCutTries is the fewest sets the budget must afford for the cut
// search to start: on a larger rest a few tries find nothing, at a cost
// every problem of a survey would pay.
const minCutTries = 8

func (r *rest) findCut(c evidence.At, budget int) (evidence.Certificate, bool) {
	if r.size < 3 || r.size > maxGraph/4 {
		return nil, false
	}
	if r.size > localFrom {
		if r.k < 2 {
			// A whole board from a start: the formulas have spoken.
			return nil, false
		}
		return r.findLocalCut(c, max(budget, LocalCutBudget))
	}
	if r.size*minCutTries > budget {
		return nil, false
	}
	sc := r.newScratch()
	try := func(set []int) (evidence.Certificate, bool) { return r.tryCut(c, sc, set) }
	spent := 0
	budgeted := func(set []int) (evidence.Certificate, bool) {
		if spent > budget {
			return nil, false
		}
		spent += r.size
		return try(set)
	}
	for _, i := range r.order {
		if out, ok := budgeted([]int{i}); ok {
			return out, true
		}
	}
	// Neighbourhoods of the squares with fewest neighbours, alone and in
	// pairs.
	var hoods [][]int
	for _, i := range r.order {
		if len(r.nbrs[i]) <= 3 && i != r.cur {
			hoods = append(hoods, r.nbrs[i])
		}
	}
	for _, h := range hoods {
		if out, ok := budgeted(h); ok {
			return out, true
		}
	}
	if out, ok := r.lineCuts(budgeted, func() bool { return spent > budget }); ok {
		return out, true
	}
	for a := range hoods {
		for b := a + 1; b < len(hoods) && spent <= budget; b++ {
			if out, ok := budgeted(union(hoods[a], hoods[b])); ok {
				return out, true
			}
		}
	}
	if r.size > maxLocalSearch || spent > budget {
		return nil, false
	}
	seeds := [][]int{nil}
	if r.cur >= 0 {
		seeds = append(seeds, []int{r.cur})
	}
	out, ok, _ := r.localCut(append(seeds, hoods[:min(len(hoods), 4)]...), budget-spent, try)
	return out, ok
}

// tryCut counts the cut that removes set and makes it a certificate (on
// top of c) when the counts rule out every path.
func (r *rest) tryCut(c evidence.At, sc *scratch, set []int) (evidence.Certificate, bool) {
	return r.cutCertificate(c, set, r.countCut(sc, set))
}

// countCut is evalCut of removing set, which it marks in sc and clears.
func (r *rest) countCut(sc *scratch, set []int) cutCount {
	for _, i := range set {
		sc.removed[i] = true
	}
	cc := r.evalCut(sc)
	for _, i := range set {
		sc.removed[i] = false
	}
	return cc
}

// cutCertificate makes the counts cc of removing set a certificate (on top
// of c) when they rule out every path.
func (r *rest) cutCertificate(c evidence.At, set []int, cc cutCount) (evidence.Certificate, bool) {
	side, ends, ok := cc.dead()
	if !ok {
		return nil, false
	}
	out := evidence.Cut{At: c, Squares: make([]board.Square, len(set)), Pieces: cc.pieces, Need: cc.endNeed, Have: cc.endHave, Ends: ends}
	for j, i := range set {
		out.Squares[j] = r.b.Square(i)
	}
	slices.SortFunc(out.Squares, board.Square.Compare)
	if !ends {
		out.Side, out.Need, out.Have = &side, cc.need[side], cc.have[side]
	}
	return out, true
}

// lineCuts tries whole ranks and files, pairs of neighbouring ones, and
// their squares of one colour, each with and without the knight's square.
// It builds each line only when its turn comes and stops once over()
// says the budget is spent, so a large board costs no more than its
// budget.
func (r *rest) lineCuts(try func([]int) (evidence.Certificate, bool), over func() bool) (evidence.Certificate, bool) {
	line := func(file bool, a, b int) []int {
		var out []int
		for _, i := range r.order {
			s := r.b.Square(i)
			v := int(s.Y)
			if file {
				v = int(s.X)
			}
			if v >= a && v <= b {
				out = append(out, i)
			}
		}
		return out
	}
	for _, file := range []bool{false, true} {
		n := int(r.b.H)
		if file {
			n = int(r.b.W)
		}
		for a := 1; a <= n; a++ {
			for b := a; b <= min(a+1, n); b++ {
				if over() {
					return nil, false
				}
				if out, ok := r.tryLine(line(file, a, b), try); ok {
					return out, true
				}
			}
		}
	}
	return nil, false
}

// tryLine tries the squares of line l, all and by colour, with and without
// the knight's square.
func (r *rest) tryLine(l []int, try func([]int) (evidence.Certificate, bool)) (evidence.Certificate, bool) {
	for _, keep := range []int{-1, int(board.Dark), int(board.Light)} {
		var set []int
		for _, i := range l {
			if keep < 0 || int(r.colour(i)) == keep {
				set = append(set, i)
			}
		}
		if len(set) == 0 {
			continue
		}
		if out, ok := try(set); ok {
			return out, true
		}
		if r.cur >= 0 {
			if out, ok := try(union(set, []int{r.cur})); ok {
				return out, true
			}
		}
	}
	return nil, false
}

// localCut improves a set of squares one square at a time: it adds or
// removes the square that most raises the largest shortfall (need over
// have) the counts show, until no single change helps.
// It also returns the work spent, in squares looked at.
func (r *rest) localCut(seeds [][]int, budget int, try func([]int) (evidence.Certificate, bool)) (evidence.Certificate, bool, int) {
	sc := r.newScratch()
	spent := 0
	score := func() [2]int {
		spent += r.size
		c := r.evalCut(sc)
		worst := max(c.need[0]-c.have[0], c.need[1]-c.have[1], c.endNeed-c.endHave)
		return [2]int{worst, c.need[0] + c.need[1] - c.have[0] - c.have[1]}
	}
	better := func(a, b [2]int) bool { return a[0] > b[0] || a[0] == b[0] && a[1] > b[1] }
	for _, seed := range seeds {
		for _, i := range r.order {
			sc.removed[i] = false
		}
		for _, i := range seed {
			sc.removed[i] = true
		}
		cur := score()
		for step := 0; step < maxLocalSteps && cur[0] <= 0 && spent < budget; step++ {
			bestI, best := -1, cur
			for _, i := range r.order {
				sc.removed[i] = !sc.removed[i]
				if s := score(); better(s, best) {
					bestI, best = i, s
				}
				sc.removed[i] = !sc.removed[i]
			}
			if bestI < 0 {
				break
			}
			sc.removed[bestI] = !sc.removed[bestI]
			cur = best
		}
		if cur[0] > 0 {
			var set []int
			for _, i := range r.order {
				if sc.removed[i] {
					set = append(set, i)
				}
			}
			out, ok := try(set)
			return out, ok, spent
		}
	}
	return nil, false, spent
}

func union(a, b []int) []int {
	out := append([]int(nil), a...)
	for _, x := range b {
		found := false
		for _, y := range a {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			out = append(out, x)
		}
	}
	return out
}
