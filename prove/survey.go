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

// SurveyOptions tune [Survey].
type SurveyOptions struct {
	// PerSquare is each square's time limit; 0 means none beyond ctx.
	PerSquare time.Duration
	// Workers is how many squares are decided at once; 0 means one per CPU.
	Workers int
	// Options are the methods for each square.
	Options Options
	// Progress, if set, is called after each square with the number done
	// so far; calls may come from any worker, one at a time.
	Progress func(done int)
}

// Survey decides, for every square of b, whether an open tour starts there.
// Squares are decided in parallel, and the result is in board order (a1,
// b1, ..., then rank 2) whatever the scheduling. The answers keep their
// certificates but not their tours, which [Tour] has verified: on 100x100
// they would take 800 MB.
func Survey(ctx context.Context, b board.Board, opt SurveyOptions) ([]SquareAnswer, error) {
	if b.W > MaxSurveySide || b.H > MaxSurveySide {
		return nil, fmt.Errorf("survey: %v is larger than %dx%d", b, MaxSurveySide, MaxSurveySide)
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var mu sync.Mutex
	done := 0
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
				if opt.PerSquare > 0 {
					sctx, cancel = context.WithTimeout(ctx, opt.PerSquare)
				}
				a, err := Tour(sctx, board.Problem{Board: b, Prefix: board.Path{sq}}, opt.Options)
				cancel()
				a.Tour = nil // checked by Tour; 10^4 tours of 10^4 squares would not fit
				out[i], errs[i] = SquareAnswer{Square: sq, Answer: a}, err
				if opt.Progress != nil {
					mu.Lock()
					done++
					opt.Progress(done)
					mu.Unlock()
				}
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
