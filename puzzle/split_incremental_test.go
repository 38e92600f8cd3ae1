package puzzle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// settleAgain runs the deductions again on m's squares, every step
// queued, on scratch of its own: at a fixed point every step is looked
// at and every rule runs, and none takes anything. It is the oracle of
// the deductions' skip (a step whose own squares alone changed is not
// looked at again): it skips nothing where nothing changes.
func settleAgain(m *domains, g *graph, p puzzlecert.Puzzle) (*domains, bool) {
	e := newDomains(p, g)
	copy(e.cand, m.cand)
	copy(e.single, m.single)
	e.dirty = nil
	return e, e.settle()
}

// TestDeductionFromParentIsFixed: down chains of numbers placed one at a
// time (domains.with from the parent's fixed point, as a split and a
// proof of uniqueness place them), the state the deductions reach is a
// fixed point of every rule (settleAgain takes nothing more) and the one
// they reach from the puzzle's own start, with every clue placed so far
// (newDomains, a second method: another start, the largest state the
// rules leave alone being the same). On boards of one
// word a set (6x6, 8x8), of a few (10x10, 12x12, 9x15) and of more
// (17x16: narrow on sets), open and closed; numbers placed on a square
// their step keeps, mostly, or on any free square, so that chains end
// both solved and dead.
func TestDeductionFromParentIsFixed(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"6x6", false}, {"8x8", true}, {"10x10", false}, {"10x10", true}, {"12x12", false}, {"12x12", true}, {"9x15", false}, {"17x16", true}}
	const rounds = 16
	compared, dead := 0, 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		g := newGraph(b)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 41))
		n := b.Size()
		for i := range rounds {
			p, m := settledClues(t, rng, tour, g, bc.closed, i)
			for depth := 0; ; depth++ {
				name := fmt.Sprintf("%v closed=%v #%d depth %d", b, bc.closed, i, depth)
				missing := openSteps(m)
				if len(missing) == 0 {
					break
				}
				st := missing[rng.IntN(len(missing))]
				var v int
				if rng.IntN(8) > 0 {
					left := slices.Collect(m.set(st).All())
					v = left[rng.IntN(len(left))]
				} else if v = rng.IntN(n); isClueSquare(p, b.Square(v)) {
					continue
				}
				p = p.WithClue(puzzlecert.Clue{Square: b.Square(v), Number: p.First + st})
				e := m.with(st, v)
				alive := e.settle()
				scratch := newDomains(p, g)
				scratchAlive := scratch.settle()
				compared++
				if alive != scratchAlive {
					t.Fatalf("%s: %d on %v: from the parent's fixed point alive=%v, from the start %v", name, p.First+st, b.Square(v), alive, scratchAlive)
				}
				if !alive {
					dead++
					break
				}
				if again, ok := settleAgain(e, g, p); !ok || !slices.Equal(e.cand, again.cand) {
					t.Fatalf("%s: %d on %v: the rules run again on the deductions' fixed point take more (alive=%v)", name, p.First+st, b.Square(v), ok)
				}
				if !slices.Equal(e.cand, scratch.cand) {
					t.Fatalf("%s: %d on %v: the fixed point from the parent's differs from the one from the start", name, p.First+st, b.Square(v))
				}
				m = e
			}
		}
	}
	t.Logf("%d fixed points compared, %d chains ended dead", compared, dead)
	if compared < 100 || dead == 0 {
		t.Errorf("%d fixed points compared, %d dead: the test lost its reach", compared, dead)
	}
}

// TestDeductionFromAboveIsFixed: a branch looked ahead at (a number on
// a square) at a node, then at nodes below it down a chain of numbers
// placed one at a time, from the fixed point of the same branch above
// narrowed to the node's (domains.within, as splitter.lookAhead does),
// reaches the fixed point the deductions reach from the puzzle's own
// start with the branch's number and every clue placed so far
// (newDomains, a second method), and closes when that one does. On
// boards of one word a set (8x8), of a few (10x10, 12x12) and of more
// (17x16), open and closed.
func TestDeductionFromAboveIsFixed(t *testing.T) {
	boards := []struct {
		b      string
		closed bool
	}{{"8x8", false}, {"10x10", true}, {"12x12", false}, {"12x12", true}, {"17x16", false}}
	const rounds, branches = 6, 6
	compared, dead := 0, 0
	for _, bc := range boards {
		b := board.MustParse(bc.b)
		tour := tourOf(t, b, bc.closed)
		g := newGraph(b)
		rng := rand.New(rand.NewPCG(uint64(b.Size()), 43))
		n := b.Size()
		for i := range rounds {
			p, m := settledClues(t, rng, tour, g, bc.closed, i)
			// The branches looked ahead at the top: a missing number on
			// a square its step keeps, the tour's or another.
			type branch struct {
				step, square int
				above        *domains
			}
			var looked []branch
			for range branches {
				st := rng.IntN(n)
				if m.set(st).Count() < 2 {
					continue
				}
				left := slices.Collect(m.set(st).All())
				v := left[rng.IntN(len(left))]
				if a := m.with(st, v); a.settle() {
					looked = append(looked, branch{st, v, a})
				}
			}
			for depth := 0; ; depth++ {
				missing := openSteps(m)
				if len(missing) == 0 {
					break
				}
				st := missing[rng.IntN(len(missing))]
				v := tour[st]
				if rng.IntN(4) == 0 {
					left := slices.Collect(m.set(st).All())
					v = b.Square(left[rng.IntN(len(left))])
				}
				p = p.WithClue(puzzlecert.Clue{Square: v, Number: p.First + st})
				if m = m.with(st, b.Index(v)); !m.settle() {
					break
				}
				for _, x := range looked {
					if !m.has(x.step, x.square) {
						continue
					}
					name := fmt.Sprintf("%v closed=%v #%d depth %d: %d on %v", b, bc.closed, i, depth, p.First+x.step, b.Square(x.square))
					e := m.within(x.above)
					alive := e.settle()
					scratch := newDomains(p.WithClue(puzzlecert.Clue{Square: b.Square(x.square), Number: p.First + x.step}), g)
					scratchAlive := scratch.settle()
					compared++
					if alive != scratchAlive {
						t.Fatalf("%s: from the branch's fixed point above alive=%v, from the start %v", name, alive, scratchAlive)
					}
					if !alive {
						dead++
						continue
					}
					if !slices.Equal(e.cand, scratch.cand) {
						t.Fatalf("%s: the fixed point from the branch's above differs from the one from the start", name)
					}
				}
			}
		}
	}
	t.Logf("%d fixed points compared, %d branches closed", compared, dead)
	if compared < 100 || dead == 0 {
		t.Errorf("%d fixed points compared, %d closed: the test lost its reach", compared, dead)
	}
}

// settledClues gives a puzzle of an eighth to a quarter of tour's
// numbers, drawn by rng, and its deductions settled; the tour is a
// solution, so deductions that find none fail the test.
func settledClues(t *testing.T, rng *rand.Rand, tour board.Path, g *graph, closed bool, round int) (puzzlecert.Puzzle, *domains) {
	t.Helper()
	b, n := g.b, len(tour)
	p := puzzlecert.Puzzle{Board: b, Closed: closed, First: 1}
	for _, j := range rng.Perm(n)[:n/8+rng.IntN(n/8)] {
		p.Clues = append(p.Clues, puzzlecert.Clue{Square: tour[j], Number: p.First + j})
	}
	p.SortClues()
	m := newDomains(p, g)
	if !m.settle() {
		t.Fatalf("%v closed=%v #%d: the deductions find no solution, and the tour is one", b, closed, round)
	}
	return p, m
}

// openSteps lists the steps m leaves more than one square.
func openSteps(m *domains) []int {
	var open []int
	for st := range m.n {
		if m.set(st).Count() > 1 {
			open = append(open, st)
		}
	}
	return open
}
