package api

import (
	"context"
	"math/big"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/count"
)

// MaxSurveyCountSquares is the largest board whose survey counts the open
// tours from each square ([SurveyCounts]): 25 squares (5x5, 4x6, 3x8),
// where package count's frontier DP takes a small part of a request's
// budget and verify's own re-count (a plain search within
// [verify.DefaultMaxWork] steps) still finishes, so that a survey's counts
// are checked rather than refused as too large. 4x7 already passes
// verify's budget.
const MaxSurveyCountSquares = 25

// SurveyCountStates bounds the states package count keeps after one cell
// for a survey's counts ([count.Options.MaxStates]); boards of at most
// [MaxSurveyCountSquares] squares stay far below it.
const SurveyCountStates = 1_000_000

// SurveyCounts counts the open tours from each square of b, in
// board.Index order, with package count (knight count -by-start): nil
// when b has more than [MaxSurveyCountSquares] squares, or when a count
// does not finish within ctx or [SurveyCountStates]. A count is never
// partial: every square's, or none.
func SurveyCounts(ctx context.Context, b board.Board) []*big.Int {
	if b.Size() > MaxSurveyCountSquares {
		return nil
	}
	rs, err := count.Starts(ctx, board.Problem{Board: b}, count.Options{MaxStates: SurveyCountStates})
	if err != nil || len(rs) < b.Size() {
		return nil
	}
	out := make([]*big.Int, len(rs))
	for i, r := range rs {
		if !r.Exact {
			return nil
		}
		out[i] = r.Directed()
	}
	return out
}
