package prove

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/knightcert/knight/board"
)

// MaxSurveySide bounds the boards [Survey] takes: every square is its own
// problem, so a survey costs at least Size() heuristic runs of Size() steps.
const MaxSurveySide = 100

// SquareAnswer is one start square of a survey.
type SquareAnswer struct {
	Square board.Square
	Answer Answer
}

// Survey decides, for every square of b, whether an open tour starts there.
// Each square gets perSquare of time (0: no limit beyond ctx) and opt's
// methods. Squares are decided in parallel on workers goroutines (0: one per
// CPU), and the result is in board order (a1, b1, ..., then rank 2) whatever
// the scheduling.
func Survey(ctx context.Context, b board.Board, perSquare time.Duration, workers int, opt Options) ([]SquareAnswer, error) {
	if b.W > MaxSurveySide || b.H > MaxSurveySide {
		return nil, fmt.Errorf("survey: %v is larger than %dx%d", b, MaxSurveySide, MaxSurveySide)
	}
	if _, err := board.New(b.W, b.H); err != nil {
		return nil, err
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	out := make([]SquareAnswer, b.Size())
	errs := make([]error, b.Size())
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				sq := b.Square(i)
				sctx, cancel := ctx, context.CancelFunc(func() {})
				if perSquare > 0 {
					sctx, cancel = context.WithTimeout(ctx, perSquare)
				}
				a, err := Tour(sctx, board.Problem{Board: b, Prefix: board.Path{sq}}, opt)
				cancel()
				out[i], errs[i] = SquareAnswer{Square: sq, Answer: a}, err
			}
		}()
	}
	for i := range out {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("survey: %v: %w", b.Square(i), err)
		}
	}
	return out, nil
}
