package count

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestStripOEIS: a strip's counts, every length from one scan, against
// A175881 (6 x n closed, undirected), A118067 (3 x n open, directed),
// A079137 (4 x n open, undirected) and A083386 (5 x n open, undirected),
// as far as a default run allows; 6 x n to n = 20 with KNIGHT_SWEEP=1.
func TestStripOEIS(t *testing.T) {
	six, four, five := 9, 14, 7
	if testing.Short() {
		six, four, five = 8, 12, 6
	}
	if sweep() {
		six, four, five = len(a175881), len(a079137), len(a083386)
	}
	for _, row := range []struct {
		seq      string
		k, to    int
		closed   bool
		directed bool
		values   []string
	}{
		{"A175881", 6, six, true, false, a175881},
		{"A118067", 3, len(a118067), false, true, a118067},
		{"A079137", 4, four, false, false, a079137},
		{"A083386", 5, five, false, false, a083386},
	} {
		t.Run(row.seq, func(t *testing.T) {
			rs, err := Strip(context.Background(), row.k, 1, row.to, row.closed, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != row.to {
				t.Fatalf("Strip(%d, 1, %d) gave %d results, want %d", row.k, row.to, len(rs), row.to)
			}
			for i, r := range rs {
				if !r.Exact {
					t.Fatalf("Strip(%d x %d): %s", row.k, i+1, r.Why)
				}
				got := r.Undirected
				if row.directed {
					got = r.Directed()
				}
				if got.String() != row.values[i] {
					t.Errorf("Strip(%d x %d, closed %v) = %v %s, want %s (%s)", row.k, i+1, row.closed, got, way(row.directed), row.values[i], row.seq)
				}
			}
		})
	}
}

// TestStripAgrees: every length of a strip carries, cell by cell, the
// same states as a scan of that board alone, and gives its count. Oracle:
// Tours on each board, a second method for the premise that the lines
// before the last two do not depend on the length.
func TestStripAgrees(t *testing.T) {
	for k := 3; k <= 5; k++ {
		for _, closed := range []bool{false, true} {
			t.Run(fmt.Sprintf("%d/closed=%v", k, closed), func(t *testing.T) {
				to := 30 / k
				rs, err := Strip(context.Background(), k, 1, to, closed, Options{})
				if err != nil {
					t.Fatal(err)
				}
				for i, got := range rs {
					b := board.Board{W: int32(k), H: int32(i + 1)}
					want := mustCount(t, board.Problem{Board: b, Closed: closed})
					if got.Undirected.Cmp(want.Undirected) != 0 || got.Factor != want.Factor {
						t.Errorf("Strip %v = %v x %d, Tours = %v x %d", b, got.Undirected, got.Factor, want.Undirected, want.Factor)
					}
					// A count that Tours joins at the far end is scanned only
					// up to the cut: its states are Strip's up to there.
					if want.JoinedCells > 0 && len(got.PerCell) >= want.Cells {
						if !slices.Equal(got.PerCell[:want.Cells], want.PerCell) {
							t.Errorf("Strip %v states per cell %v, Tours (joined after cell %d) %v", b, got.PerCell, want.Cells, want.PerCell)
						}
					} else if !slices.Equal(got.PerCell, want.PerCell) || got.Expanded != want.Expanded {
						t.Errorf("Strip %v states per cell %v (%d carried), Tours %v (%d)", b, got.PerCell, got.Expanded, want.PerCell, want.Expanded)
					}
				}
			})
		}
	}
}

// TestStripLimit: a strip that passes MaxStates stops there, undecided,
// after the lengths it finished. Oracle: the limit itself.
func TestStripLimit(t *testing.T) {
	rs, err := Strip(context.Background(), 6, 5, 12, true, Options{MaxStates: 50_000})
	if err != nil {
		t.Fatal(err)
	}
	last := rs[len(rs)-1]
	if last.Exact || last.Why == "" {
		t.Fatalf("Strip(6, 5..12, MaxStates 50000): last result exact %v (%q), want undecided", last.Exact, last.Why)
	}
	for _, r := range rs[:len(rs)-1] {
		if !r.Exact {
			t.Errorf("Strip(6, 5..12): a result before the last is undecided: %s", r.Why)
		}
	}
}

// TestStripNotParted: a strip is one scan; asked in shards or parts, it
// is refused rather than counted whole or in part without saying so.
// Oracle: the rule (ErrUnsupported).
func TestStripNotParted(t *testing.T) {
	for _, opt := range []Options{{Shard: 0, Shards: 2}, {Parts: 2}} {
		if _, err := Strip(context.Background(), 3, 4, 6, false, opt); !errors.Is(err, ErrUnsupported) {
			t.Errorf("Strip(3, 4..6, %+v) = %v, want ErrUnsupported", opt, err)
		}
	}
}
