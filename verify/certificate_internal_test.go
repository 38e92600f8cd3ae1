package verify

import (
	"context"
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestCheckerWorkBound: a genuine case split (6x6, the knight on a2 after
// a stuck game, two moves each closed by a cut or forced ends) passes
// with room to spare and fails with ErrTooLarge when the work allowed is
// less than its two leaves' boards.
func TestCheckerWorkBound(t *testing.T) {
	path, err := board.ParsePath("d5 f6 e4 f2 d1 b2 d3 e1 f3 e5 c6 a5 b3 a1 c2 b4 a2")
	if err != nil {
		t.Fatal(err)
	}
	q := board.Problem{Board: board.MustParse("6x6"), Prefix: path}
	c := evidence.CaseSplit{At: evidence.At{Board: q.Board, Visited: 17, From: path[16]}, Branches: []evidence.Branch{
		{Move: board.MustParseSquare("c1"), Certificate: evidence.Cut{At: evidence.At{Board: q.Board, Visited: 18, From: board.MustParseSquare("c1")}, Squares: []board.Square{board.MustParseSquare("e2"), board.MustParseSquare("a4"), board.MustParseSquare("c4"), board.MustParseSquare("e6")}, Pieces: 5, Need: 1, Side: new(board.Dark)}},
		{Move: board.MustParseSquare("c3"), Certificate: evidence.ForcedEnds{At: evidence.At{Board: q.Board, Visited: 18, From: board.MustParseSquare("c3")}, Squares: []board.Square{board.MustParseSquare("c1"), board.MustParseSquare("a6")}, Need: 2, Have: 1}},
	}}
	for _, tc := range []struct {
		work int64
		want error
	}{
		{DefaultMaxWork, nil},
		{100, ErrTooLarge}, // the prefix and the split fit, the two leaves' 16 steps a square each do not
		{100, ErrOverBudget},
	} {
		ck := Checker{MaxWork: tc.work}
		if err := ck.Certificate(context.Background(), q, c); !errors.Is(err, tc.want) {
			t.Errorf("certificate with work %d = %v, want %v", tc.work, err, tc.want)
		}
	}
}

// TestErrOverBudgetReadsAsTooLarge: the oracle is ErrOverBudget's
// documented contract, an ErrTooLarge that reads as one, while a board
// too large, which no budget fixes, is not over budget.
func TestErrOverBudgetReadsAsTooLarge(t *testing.T) {
	if !errors.Is(ErrOverBudget, ErrTooLarge) {
		t.Errorf("errors.Is(ErrOverBudget, ErrTooLarge) = false, want true")
	}
	if errors.Is(ErrTooLarge, ErrOverBudget) {
		t.Errorf("errors.Is(ErrTooLarge, ErrOverBudget) = true, want false")
	}
	if got, want := ErrOverBudget.Error(), ErrTooLarge.Error(); got != want {
		t.Errorf("ErrOverBudget.Error() = %q, want %q", got, want)
	}
}
