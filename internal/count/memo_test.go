package count

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// plainScan counts p by the scan with tables, cell by cell, with no memo:
// the second method the memo's counts and figures are held to.
func plainScan(t *testing.T, p board.Problem) (string, scanStats) {
	t.Helper()
	pl := newPlan(p)
	n, st, err := pl.scan(context.Background(), DefaultMaxStates, 0, 1, 1, 1)
	if err != nil {
		t.Fatalf("scan(%v): %v", p, err)
	}
	return n.String(), st
}

// stripSizes are the strips the memo is held to the plain scan on: every
// k x n with k <= 5 and n <= 12, open and closed (n <= 8 for 5 x n open
// in a -short run).
func stripSizes(k int, closed bool) int {
	if k == 5 && !closed && testing.Short() {
		return 8
	}
	return 12
}

// TestStripMemo: every length of every strip k x 1..12, k <= 5, open and
// closed, counted through the memo (as Strip does), with a memo too small
// for the strip (so that the scan goes on with tables partway), and with
// no memo, carries cell by cell the states of a plain scan of that board
// alone, and gives its count. Oracle: the plain scan (plainScan), which
// shares the cells' rules but neither the memo nor the forks.
func TestStripMemo(t *testing.T) {
	for k := 1; k <= 5; k++ {
		for _, closed := range []bool{false, true} {
			to := stripSizes(k, closed)
			want := make([]string, to+1)
			wantSt := make([]scanStats, to+1)
			for n := max(k, 4); n <= to; n++ {
				p := board.Problem{Board: board.Board{W: int32(k), H: int32(n)}, Closed: closed}
				if _, ok := trivial(p); !ok {
					want[n], wantSt[n] = plainScan(t, p)
				}
			}
			for _, memoIDs := range []int{-1, 2000, 0} {
				t.Run(fmt.Sprintf("%dx1..%d/closed=%v/memo=%d", k, to, closed, memoIDs), func(t *testing.T) {
					rs, err := strip(context.Background(), k, 1, to, closed, Options{}, memoIDs)
					if err != nil {
						t.Fatal(err)
					}
					if len(rs) != to {
						t.Fatalf("strip(%d, 1..%d) gave %d results", k, to, len(rs))
					}
					for i, r := range rs {
						n := i + 1
						if want[n] == "" {
							continue
						}
						if !r.Exact || r.Undirected.String() != want[n] {
							t.Errorf("strip %dx%d = %v (%s), plain scan %s", k, n, r.Undirected, r.Why, want[n])
						}
						if !slices.Equal(r.PerCell, wantSt[n].perCell) || r.Expanded != wantSt[n].expanded {
							t.Errorf("strip %dx%d states per cell %v (%d carried), plain scan %v (%d)", k, n, r.PerCell, r.Expanded, wantSt[n].perCell, wantSt[n].expanded)
						}
					}
				})
			}
		}
	}
}

// TestToursMemo: a scan through the memo, with the memo's default bound
// and with one too small for the board (so that it goes on with tables
// partway), gives the plain scan's count and figures on every k x n with
// k <= 5 and n <= 12, open and closed, whole and from a corner; and Tours
// gives the same there and on 3x40 open and 4x30 closed, where it takes
// the memo (at least a third of the cells read like an earlier one), up to
// the cut where a closed count joins its last lines.
// Oracle: plainScan.
func TestToursMemo(t *testing.T) {
	for _, p := range []board.Problem{{Board: board.Board{W: 3, H: 40}}, {Board: board.Board{W: 4, H: 30}, Closed: true}} {
		pl := newPlan(p)
		if !newMemo(0).repeats(&pl) {
			t.Errorf("Tours(%v) does not take the memo", p)
		}
		want, wantSt := plainScan(t, p)
		r := mustCount(t, p)
		// A closed count joins its last lines: its figures are the
		// plain scan's up to the cut, the states before each cell
		// carried.
		wantPer, wantExpanded := wantSt.perCell, wantSt.expanded
		if r.JoinedCells > 0 {
			wantPer, wantExpanded = wantSt.perCell[:r.Cells], 1
			for _, n := range wantSt.perCell[:r.Cells-1] {
				wantExpanded += int64(n)
			}
		}
		if r.Undirected.String() != want || r.Cells+r.JoinedCells != pl.n || !slices.Equal(r.PerCell, wantPer) || r.Expanded != wantExpanded {
			t.Errorf("Tours(%v) = %v, %v (%d carried, %d cells joined); plain scan %s, %v (%d)", p, r.Undirected, r.PerCell, r.Expanded, r.JoinedCells, want, wantPer, wantExpanded)
		}
	}
	for k := 3; k <= 5; k++ {
		for n := k; n <= 12; n++ {
			for _, closed := range []bool{false, true} {
				for _, corner := range []bool{false, true} {
					p := board.Problem{Board: board.Board{W: int32(k), H: int32(n)}, Closed: closed}
					if corner {
						p.Prefix = board.Path{{X: 1, Y: 1}}
					}
					if _, ok := trivial(p); ok || k == 5 && n > stripSizes(k, closed) {
						continue
					}
					pl := newPlan(p)
					want, wantSt := plainScan(t, p)
					for _, memoIDs := range []int{memoStates(DefaultMaxStates), 2000} {
						got, st, err := newMemo(memoIDs).scan(context.Background(), &pl, DefaultMaxStates, 0)
						if err != nil {
							t.Fatalf("memo scan %v: %v", p, err)
						}
						if got.String() != want || !slices.Equal(st.perCell, wantSt.perCell) || st.expanded != wantSt.expanded {
							t.Errorf("memo scan (%d states) %v = %v, %v (%d carried); plain scan %s, %v (%d)", memoIDs, p, got, st.perCell, st.expanded, want, wantSt.perCell, wantSt.expanded)
						}
					}
					if r := mustCount(t, p); r.Undirected.String() != want {
						t.Errorf("Tours(%v) = %v, plain scan %s", p, r.Undirected, want)
					}
				}
			}
		}
	}
}

// TestMemoAgainstSearch: a scan through the memo, open and closed, on
// every board up to 20 squares (24 in a default run), with a memo too
// small for the larger ones, equals the plain search. Oracle: naive.
func TestMemoAgainstSearch(t *testing.T) {
	limit := 24
	if testing.Short() {
		limit = 20
	}
	for _, b := range smallBoards(limit) {
		if b.Size() < 2 {
			continue
		}
		nv := enumerate(b)
		var open, closed int64
		for s := range nv.n {
			for e := range nv.n {
				open += nv.ends[s][e]
				closed += nv.closedEnds[s][e]
			}
		}
		// Directed sequences: an open tour twice, a closed one 2n times.
		for _, tc := range []struct {
			closed bool
			want   int64
		}{{false, open / 2}, {true, closed / int64(2*nv.n)}} {
			p := board.Problem{Board: b, Closed: tc.closed}
			if _, ok := trivial(p); ok {
				continue
			}
			pl := newPlan(p)
			for _, memoIDs := range []int{memoStates(DefaultMaxStates), 50} {
				got, _, err := newMemo(memoIDs).scan(context.Background(), &pl, DefaultMaxStates, 0)
				if err != nil || got.Int64() != tc.want {
					t.Errorf("memo scan (%d states) %v closed %v = %v (%v), want %d undirected", memoIDs, b, tc.closed, got, err, tc.want)
				}
			}
		}
	}
}

// TestMemoLimit: through the memo, a scan that passes MaxStates stops
// where the plain scan stops, with its figures, and a count that passes
// 2^128 is never wrapped. Oracle: the plain scan under the same limit.
func TestMemoLimit(t *testing.T) {
	p := board.Problem{Board: board.Board{W: 5, H: 10}}
	pl := newPlan(p)
	_, want, werr := pl.scan(context.Background(), 20_000, 0, 1, 1, 1)
	_, got, gerr := newMemo(memoStates(DefaultMaxStates)).scan(context.Background(), &pl, 20_000, 0)
	if werr == nil || gerr == nil || werr.Error() != gerr.Error() || !slices.Equal(got.perCell, want.perCell) {
		t.Errorf("memo scan of %v under 20000 states: %v, %v; plain scan %v, %v", p, gerr, got.perCell, werr, want.perCell)
	}
}
