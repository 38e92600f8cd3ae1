package count

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// sameResult reports how got differs from want in the count or any
// figure, or "" where it does not.
func sameResult(got, want Result) string {
	switch {
	case got.Exact != want.Exact || got.Undirected.Cmp(want.Undirected) != 0:
		return fmt.Sprintf("count %v (exact %v), want %v (exact %v)", got.Undirected, got.Exact, want.Undirected, want.Exact)
	case !slices.Equal(got.PerCell, want.PerCell) || got.Expanded != want.Expanded || got.PeakStates != want.PeakStates:
		return fmt.Sprintf("states %v (%d carried, peak %d), want %v (%d, %d)", got.PerCell, got.Expanded, got.PeakStates, want.PerCell, want.Expanded, want.PeakStates)
	case got.Cells != want.Cells || got.JoinedCells != want.JoinedCells || got.JoinPairs != want.JoinPairs:
		return fmt.Sprintf("cells %d, joined %d (%d pairs), want %d, %d (%d)", got.Cells, got.JoinedCells, got.JoinPairs, want.Cells, want.JoinedCells, want.JoinPairs)
	case got.PeakBytes() != want.PeakBytes():
		return fmt.Sprintf("peak bytes %d, want %d", got.PeakBytes(), want.PeakBytes())
	}
	return ""
}

// TestMemoWorkers: the memo's steps and the join share their work among
// Options.Workers goroutines, so a count with 2 or 3 workers must give
// the count, the states after every cell, the pairs joined and the peak
// of one worker, on boards whose generations are large enough that the
// work is shared (at least two chunks of adds: the test checks the
// peak), with counts past 2^64 (6 x 16 closed and up; not in -short),
// through Tours (the memo, then a join on 6 x n closed) and Strip (the
// memo to the end of each length). Oracles: A175881 and A118067 for the
// counts, and one worker's figures, which TestToursMemo and
// TestStripMemo hold to the plain scan, for the rest.
func TestMemoWorkers(t *testing.T) {
	// Tours takes the memo from 6 x 10 closed on.
	six := 20
	if testing.Short() {
		six = 12
	}
	for _, tc := range []struct {
		p    board.Problem
		want string // directed
	}{
		{board.Problem{Board: board.Board{W: 6, H: int32(six)}, Closed: true}, double(a175881[six-1])},
		{board.Problem{Board: board.Board{W: 3, H: 28}}, a118067[27]},
	} {
		t.Run(fmt.Sprint(tc.p.Board), func(t *testing.T) {
			var one Result
			for _, workers := range []int{1, 2, 3} {
				r, err := Tours(context.Background(), tc.p, Options{Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				if !r.Exact || r.Directed().String() != tc.want {
					t.Fatalf("Tours(%v, %d workers) = %v directed (%s), want %s (OEIS)", tc.p, workers, r.Directed(), r.Why, tc.want)
				}
				if workers == 1 {
					one = r
					continue
				}
				if d := sameResult(r, one); d != "" {
					t.Errorf("Tours(%v, %d workers): %s with one worker", tc.p, workers, d)
				}
			}
		})
	}
	t.Run(fmt.Sprintf("strip 6x5..%d", six), func(t *testing.T) {
		var one []Result
		for _, workers := range []int{1, 2, 3} {
			rs, err := Strip(context.Background(), 6, 5, six, true, Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != six-4 {
				t.Fatalf("Strip(6, 5..%d, %d workers) gave %d results", six, workers, len(rs))
			}
			for i, r := range rs {
				if w := a175881[i+4]; !r.Exact || r.Undirected.String() != w {
					t.Errorf("Strip 6x%d closed, %d workers = %v (%s), want %s (A175881)", i+5, workers, r.Undirected, r.Why, w)
				}
			}
			if workers == 1 {
				one = rs
				if peak := rs[len(rs)-1].PeakStates; peak < 2*addChunk {
					t.Fatalf("6x%d closed peaks at %d states: too few to share the adds (%d a chunk)", six, peak, addChunk)
				}
				continue
			}
			for i := range rs {
				if d := sameResult(rs[i], one[i]); d != "" {
					t.Errorf("Strip 6x%d closed, %d workers: %s with one worker", i+5, workers, d)
				}
			}
		}
	})
}

// double returns twice the decimal n, as a closed tour with no prefix
// is two directed ones.
func double(n string) string {
	z, _ := new(big.Int).SetString(n, 10)
	return z.Lsh(z, 1).String()
}
