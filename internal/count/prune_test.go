package count

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestShortCellRule: the rule on the cells still to come (plan.short)
// drops states and never changes a count. Oracle: the same scan without
// the rule, a second method that shares everything else; the counts of
// both are checked against a plain search by TestAgainstSearch.
func TestShortCellRule(t *testing.T) {
	boards := []string{"3x4", "3x7", "4x5", "5x5", "4x8", "5x6"}
	if testing.Short() {
		boards = boards[:len(boards)-1]
	}
	var with, without int64
	for _, name := range boards {
		b := board.MustParse(name)
		for _, p := range []board.Problem{
			{Board: b}, {Board: b, Closed: true},
			{Board: b, Prefix: board.Path{board.MustParseSquare("a1")}},
			{Board: b, End: board.MustParseSquare("b1")},
		} {
			if _, ok := trivial(p); ok {
				continue
			}
			pl := newPlan(p)
			got, st, err := pl.scan(context.Background(), DefaultMaxStates, 0, 1, 1, 1)
			if err != nil {
				t.Fatal(p, err)
			}
			plain := newPlan(p)
			plain.short = make([][]shortCell, plain.n)
			plain.sumShort()
			want, plainSt, err := plain.scan(context.Background(), DefaultMaxStates, 0, 1, 1, 1)
			if err != nil {
				t.Fatal(p, err)
			}
			if got.Cmp(want) != 0 || st.expanded > plainSt.expanded {
				t.Errorf("%v: %v tours carrying %d states, without the rule %v carrying %d", p, got, st.expanded, want, plainSt.expanded)
			}
			with += st.expanded
			without += plainSt.expanded
		}
	}
	if with >= without {
		t.Errorf("the rule kept every state: %d carried with it, %d without", with, without)
	}
}

// TestShortFeasibleFast: the cells short of neighbours, counted all at
// once in the nibbles of a word, give the same verdict, with the ends
// rule as feasible applies it after them, and the same tour ends and
// colours as counted one cell at a time, on random frontiers of open and
// closed questions up to a short side of 10. Oracle: shortFeasible, the
// cell-by-cell method (which TestShortCellRule checks against the scan
// without the rule).
func TestShortFeasibleFast(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 7))
	// compare checks pl's cell c on random frontiers.
	compare := func(pl *plan, c int, p board.Problem) {
		for range 2000 {
			var f frontier
			for s := range pl.window {
				// Mostly free, full and a few labels, as scans see.
				v := [...]uint8{free, free, full, full, full, loose, label0, label0 + 1, label0 + 2}[rng.IntN(9)]
				f.set(s, v)
			}
			f.freeEnds = rng.IntN(pl.maxFreeEnds + 1)
			f.endColour = uint8(rng.IntN(2))
			ends0 := rng.IntN(2)
			colours0 := [2]int{rng.IntN(2), rng.IntN(2)}
			wantEnds, wantColours := ends0, colours0
			want := pl.shortFeasible(&f, c, &wantEnds, &wantColours) && !pl.tooManyEnds(wantEnds, &wantColours)
			gotEnds, gotColours := ends0, colours0
			got := pl.shortFeasibleFast(&f, c, &gotEnds, &gotColours) && !pl.tooManyEnds(gotEnds, &gotColours)
			if got != want || got && (gotEnds != wantEnds || gotColours != wantColours) {
				t.Fatalf("%v cell %d frontier %x: fast %v, ends %d, colours %v; cell by cell %v, %d, %v",
					p, c, f.w, got, gotEnds, gotColours, want, wantEnds, wantColours)
			}
		}
	}
	// No board has more than 16 short cells after a cell, which the
	// fast check counts in a second word: cells of random neighbours
	// and needs, 17 to 2k+1 of them, stand in.
	for _, p := range []board.Problem{{Board: board.MustParse("8x9")}, {Board: board.MustParse("10x11"), Closed: true}} {
		pl := newPlan(p)
		for range 50 {
			c := rng.IntN(pl.n - pl.window)
			cells := make([]shortCell, 17+rng.IntN(pl.window-17))
			for j := range cells {
				sc := &cells[j]
				sc.cell, sc.want, sc.mayEnd, sc.colour = c+1+j, 1+rng.IntN(2), rng.IntN(2) == 0, uint8(rng.IntN(2))
				for range 1 + rng.IntN(4) {
					s := rng.IntN(pl.window)
					sc.slots[s>>4] |= 1 << (4 * uint(s&15))
				}
			}
			pl.short[c] = cells
			pl.sumShort()
			compare(&pl, c, p)
		}
	}
	for _, name := range []string{"3x8", "4x6", "5x5", "6x6", "7x7", "7x9", "8x9", "10x11"} {
		b := board.MustParse(name)
		for _, p := range []board.Problem{
			{Board: b}, {Board: b, Closed: true},
			{Board: b, Prefix: board.Path{board.MustParseSquare("a1")}},
		} {
			pl := newPlan(p)
			checked := 0
			for c := range pl.n {
				if len(pl.short[c]) == 0 {
					continue
				}
				compare(&pl, c, p)
				checked++
			}
			if checked == 0 {
				t.Errorf("%v: no cell has short cells", p)
			}
		}
	}
}

// shortFeasible is the oracle of shortFeasibleFast, written cell by
// cell with no word tricks: it checks the cells after c short of
// neighbours after c (pl.short[c]) against f: each needs enough of its neighbours in the
// frontier not yet full. One that may be a tour end and gets one fewer
// is an end, counted in ends and colours. One that gets just enough, and
// cannot be an end (not allowed, or no end left for it), takes all of
// them: a slot cannot take more such edges than it lacks, and a cell
// that takes two cannot join the two ends of one fragment (a cycle, or
// the whole path) before the last cell.
func (pl *plan) shortFeasible(f *frontier, c int, ends *int, colours *[2]int) bool {
	var open [2]uint64
	for i := range open {
		open[i] = ^equalNibbles(f.w[i], full) & nibbleLows
	}
	cells := pl.short[c]
	var got [2*MaxShortSide + 2]int8
	tight := false // a cell must take every edge it has
	for j := range cells {
		sc := &cells[j]
		n := bits.OnesCount64(sc.slots[0]&open[0]) + bits.OnesCount64(sc.slots[1]&open[1])
		got[j] = int8(n)
		switch {
		case n > sc.want:
		case n == sc.want:
			tight = true
		case sc.mayEnd && n == sc.want-1:
			*ends++
			colours[sc.colour]++
			tight = true
		default:
			return false
		}
	}
	if !tight {
		return true // no cell must take every edge it has
	}
	var taken [2]uint64 // a nibble a slot: the edges it must take
	for j := range cells {
		sc := &cells[j]
		n := int(got[j])
		switch {
		case n > sc.want:
			continue
		case n == sc.want && sc.mayEnd && *ends < pl.maxFreeEnds && (!pl.oppositeEnds || colours[sc.colour] == 0):
			continue // it may be an end and take one fewer
		}
		mine := [2]uint64{sc.slots[0] & open[0], sc.slots[1] & open[1]}
		taken[0] += mine[0]
		taken[1] += mine[1]
		if n == 2 && sc.cell != pl.n-1 {
			var slot [2]int
			k := 0
			for i, m := range mine {
				for ; m != 0; m &= m - 1 {
					slot[k] = 16*i + bits.TrailingZeros64(m)/4
					k++
				}
			}
			if a := f.get(slot[0]); a != free && a == f.get(slot[1]) {
				return false // a cycle, or both tour ends met, before the last cell
			}
		}
	}
	for i, t := range taken {
		atLeast2 := (t>>1 | t>>2 | t>>3) & nibbleLows
		atLeast3 := (t>>2 | t>>3 | t>>1&t) & nibbleLows
		if atLeast3|atLeast2&^equalNibbles(f.w[i], free) != 0 {
			return false
		}
	}
	return true
}
