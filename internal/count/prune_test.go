package count

import (
	"context"
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
// once in the nibbles of a word, give the same verdict, tour ends and
// colours as counted one cell at a time, on random frontiers of open and
// closed questions up to a short side of 10. Oracle: shortFeasible, the
// cell-by-cell method (which TestShortCellRule checks against the scan
// without the rule).
func TestShortFeasibleFast(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 7))
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
					want := pl.shortFeasible(&f, c, &wantEnds, &wantColours)
					gotEnds, gotColours := ends0, colours0
					got := pl.shortFeasibleFast(&f, c, &gotEnds, &gotColours)
					if got != want || got && (gotEnds != wantEnds || gotColours != wantColours) {
						t.Fatalf("%v cell %d frontier %x: fast %v, ends %d, colours %v; cell by cell %v, %d, %v",
							p, c, f.w, got, gotEnds, gotColours, want, wantEnds, wantColours)
					}
					checked++
				}
			}
			if checked == 0 {
				t.Errorf("%v: no cell has short cells", p)
			}
		}
	}
}
