package count

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestJoinLines: the closed tours of k x n, 3 <= k <= 6, counted by a
// scan through all but the last 1, 2 or 3 lines and a join with them,
// through the memo and with a memo too small for the board (so that the
// near side's states are a table's), equal the plain scan's count; the
// figures of the cells scanned are the plain scan's. Oracle: plainScan,
// which shares the cells' rules but not the join, and A175881 for 6 x n.
func TestJoinLines(t *testing.T) {
	boards := []board.Board{{W: 3, H: 10}, {W: 3, H: 12}, {W: 4, H: 6}, {W: 5, H: 6}, {W: 5, H: 8}, {W: 6, H: 6}, {W: 6, H: 7}}
	if !testing.Short() {
		boards = append(boards, board.Board{W: 5, H: 10}, board.Board{W: 6, H: 8})
	}
	for _, b := range boards {
		p := board.Problem{Board: b, Closed: true}
		want, wantSt := plainScan(t, p)
		if b.W == 6 && want != a175881[b.H-1] {
			t.Errorf("plain scan of %v closed = %s, want %s (A175881)", b, want, a175881[b.H-1])
		}
		pl := newPlan(p)
		for far := 1; far <= min(maxJoinLines, int(b.H)/2); far++ {
			for _, memoIDs := range []int{memoStates(DefaultMaxStates), 200} {
				t.Run(fmt.Sprintf("%v/far=%d/memo=%d", b, far, memoIDs), func(t *testing.T) {
					got, st, err := newMemo(memoIDs).scan(context.Background(), &pl, DefaultMaxStates, far)
					if err != nil {
						t.Fatal(err)
					}
					if got.String() != want {
						t.Errorf("scan of %v closed joined with its last %d lines = %v, plain scan %s", b, far, got, want)
					}
					cut := pl.n - far*pl.k
					if st.cells != cut || st.joined != far*pl.k || !slices.Equal(st.perCell, wantSt.perCell[:cut]) {
						t.Errorf("joined scan of %v: %d cells scanned, %d joined, states %v; want %d, %d, %v (the plain scan's)",
							b, st.cells, st.joined, st.perCell, cut, far*pl.k, wantSt.perCell[:cut])
					}
				})
			}
		}
	}
}

// TestToursJoins: Tours counts 5 x 12 and 6 x 12 closed (through the
// memo; 6 x 20 in a sweep) and 6 x 8 (with tables alone) with a join at
// the far end, and its figures say so. Oracle: the plain scan of 5 x 12,
// and A175881 for 6 x n.
func TestToursJoins(t *testing.T) {
	tests := []struct {
		b    board.Board
		want string
	}{{board.Board{W: 5, H: 12}, ""}, {board.Board{W: 6, H: 12}, a175881[11]}, {board.Board{W: 6, H: 8}, a175881[7]}}
	if sweep() {
		tests = append(tests, struct {
			b    board.Board
			want string
		}{board.Board{W: 6, H: 20}, a175881[19]})
	}
	for _, tc := range tests {
		t.Run(tc.b.String(), func(t *testing.T) {
			p := board.Problem{Board: tc.b, Closed: true}
			if tc.want == "" {
				tc.want, _ = plainScan(t, p)
			}
			r := mustCount(t, p)
			if r.Undirected.String() != tc.want {
				t.Errorf("Tours(%v closed) = %v, want %s", tc.b, r.Undirected, tc.want)
			}
			if r.JoinedCells == 0 || r.Cells+r.JoinedCells != r.Squares || r.JoinPairs == 0 {
				t.Errorf("Tours(%v closed): %d cells scanned, %d joined (%d pairs), of %d: want a join at the far end",
					tc.b, r.Cells, r.JoinedCells, r.JoinPairs, r.Squares)
			}
		})
	}
}

// TestJoinNearSide: where Tours joins a closed count's last lines after
// stepping its middle lines through the memo, the near side reaches the
// cut through the memo (no table is made of its states for the last
// cells of the cut's line), the cell before the cut, which reads like
// one the memo has stepped, numbers no state anew (its successors are
// those the earlier cell listed), and the count is the published one.
// Oracles: A175881, and on other short sides the plain scan with
// tables alone, with the cut joinLines gives.
func TestJoinNearSide(t *testing.T) {
	for _, tc := range []struct {
		k, n int
		want string // "": the plain scan's
	}{{6, 14, a175881[13]}, {6, 11, a175881[10]}, {5, 14, ""}, {4, 16, ""}} {
		p := board.Problem{Board: board.Board{W: int32(tc.k), H: int32(tc.n)}, Closed: true}
		pl := newPlan(p)
		if tc.want == "" {
			plain, _, err := pl.scan(context.Background(), DefaultMaxStates, 0, 1, 1, 1)
			if err != nil {
				t.Fatal(err)
			}
			tc.want = plain.String()
		}
		m := newMemo(memoStates(DefaultMaxStates))
		far := pl.joinLines(m.repeatSteps(&pl))
		if far == 0 {
			t.Fatalf("%dx%d closed: no join after the memo", tc.k, tc.n)
		}
		s := m.nearScan(&pl, DefaultMaxStates, far)
		cut := pl.n - far*pl.k
		class := m.classesOf(&pl)
		for c := range cut {
			// Where every state before the cut's last cell was listed at
			// the cell a line earlier, which reads alike, their
			// successors are all numbered already.
			listed := false
			if c == cut-1 && s.memo != nil && class[c-pl.k] == class[c] {
				nd := m.nodes[[2]int{class[c-pl.k], class[c-pl.k+1]}]
				listed = nd != nil && len(nd.heads) > 0
				heads := 0
				if listed {
					heads = (len(nd.heads)-1)*keyBlock + len(nd.heads[len(nd.heads)-1].size)
				}
				for i := range s.memo.x.len() {
					if listed && !s.memo.x.zero(i) && (i >= heads || !nd.isListed(i)) {
						listed = false
					}
				}
			}
			ids := m.ids
			if err := s.step(context.Background(), c); err != nil {
				t.Fatal(err)
			}
			if listed && m.ids != ids {
				t.Errorf("%dx%d closed: the cell before the cut numbered %d states anew, want 0: a line earlier its cell listed them all", tc.k, tc.n, m.ids-ids)
			}
		}
		if s.table != nil || s.memo == nil {
			t.Errorf("%dx%d closed: the near side reaches the cut with tables, want the memo", tc.k, tc.n)
		}
		got, _, err := pl.joined(context.Background(), s, far, DefaultMaxStates, 1)
		if err != nil || got.String() != tc.want {
			t.Errorf("%dx%d closed joined = %v (%v), want %s", tc.k, tc.n, got, err, tc.want)
		}
	}
}
