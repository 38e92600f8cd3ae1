package count

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestRepeatScan: on boards whose scan goes from tables to the memo and
// back (the steps of the first and last lines are met once, those of
// the lines between again), with the memo's default bound, with one that
// fills at the first step through it or partway, and with the steps
// with tables on more goroutines, the count and the states after each
// cell are the plain scan's, and past the last step through the memo it
// holds nothing. Oracle: plainScan, which neither switches nor keeps a memo,
// and the published counts (A175881 for 6 x 7 closed, A070030 for 3 x 12
// closed, A118067 for 3 x 20 open).
func TestRepeatScan(t *testing.T) {
	for _, tc := range []struct {
		p    board.Problem
		want string // OEIS, or "" where the plain scan alone is the oracle
		// directed: want counts each tour in its two directions.
		directed bool
	}{
		{board.Problem{Board: board.Board{W: 6, H: 7}, Closed: true}, a175881[6], false},
		{board.Problem{Board: board.Board{W: 3, H: 12}, Closed: true}, "176", false},
		{board.Problem{Board: board.Board{W: 3, H: 20}}, a118067[19], true},
		{board.Problem{Board: board.Board{W: 5, H: 9}}, "", false},
		{board.Problem{Board: board.Board{W: 4, H: 12}, Closed: true, Prefix: board.Path{{X: 1, Y: 1}}}, "", false},
	} {
		pl := newPlan(tc.p)
		want, wantSt := plainScan(t, tc.p)
		if tc.want != "" {
			published, _ := new(big.Int).SetString(tc.want, 10)
			if tc.directed {
				published.Rsh(published, 1)
			}
			if want != published.String() {
				t.Fatalf("plain scan %v = %s undirected, OEIS %s", tc.p, want, tc.want)
			}
		}
		via := newMemo(0).newRepeatScan(&pl, DefaultMaxStates).viaMemo
		if via[0] || via[len(via)-1] || !slices.Contains(via, true) {
			// A board that never switches would test nothing here.
			t.Fatalf("%v: steps through the memo %v: want tables before and after", tc.p, via)
		}
		for _, memoIDs := range []int{memoStates(DefaultMaxStates), 1, 2000} {
			for _, expanders := range []int{1, 3} {
				t.Run(fmt.Sprintf("%v/memo=%d/expanders=%d", tc.p.Board, memoIDs, expanders), func(t *testing.T) {
					m := newMemo(memoIDs)
					m.expanders = expanders
					got, st, err := m.scan(context.Background(), &pl, DefaultMaxStates, 0)
					if err != nil {
						t.Fatal(err)
					}
					if got.String() != want || !slices.Equal(st.perCell, wantSt.perCell) || st.expanded != wantSt.expanded {
						t.Errorf("memo scan = %v, %v (%d carried); plain scan %s, %v (%d)", got, st.perCell, st.expanded, want, wantSt.perCell, wantSt.expanded)
					}
					if m.bytes() != 0 {
						t.Errorf("the memo holds %d bytes after its last step", m.bytes())
					}
				})
			}
		}
	}
}
