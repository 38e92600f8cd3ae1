package count

import (
	"context"
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
