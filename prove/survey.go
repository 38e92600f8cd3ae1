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

// MaxWorkers bounds [SurveyOptions.Workers]: more goroutines than this
// only cost memory on any machine knight runs on.
const MaxWorkers = 1024

// SquareAnswer is one start square of a survey.
type SquareAnswer struct {
	Square board.Square
	Answer Answer
}

// SurveyOptions tune [Survey].
type SurveyOptions struct {
	// PerSquare is each square's time limit; 0 means none beyond ctx.
	PerSquare time.Duration
	// Workers is how many squares are decided at once; 0 means one per
	// CPU. At most [MaxWorkers], and never more than the board's squares.
	Workers int
	// Options are the methods for each square.
	Options Options
	// Progress, if set, is called after each square with the number done
	// so far; calls may come from any worker, one at a time.
	Progress func(done int)
}

// Survey decides, for every square of b, whether an open tour starts there.
// Squares are decided in parallel, and the result is in board order (a1,
// b1, ..., then rank 2) whatever the scheduling: each square's answer
// depends on the square alone (the budgets are node counts), except that a
// square the context or PerSquare cuts short is Unknown. ctx bounds the
// whole survey. The answers keep their certificates but not their tours,
// which [Tour] has verified: on 100x100 they would take 800 MB.
func Survey(ctx context.Context, b board.Board, opt SurveyOptions) ([]SquareAnswer, error) {
	if b.W > MaxSurveySide || b.H > MaxSurveySide {
		return nil, fmt.Errorf("survey: %v is larger than %dx%d", b, MaxSurveySide, MaxSurveySide)
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	if err := opt.check(); err != nil {
		return nil, err
	}
	workers := opt.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, b.Size())
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

// check refuses options out of range, before any work.
func (o SurveyOptions) check() error {
	if o.Workers < 0 || o.Workers > MaxWorkers {
		return fmt.Errorf("%w: %d workers: want 0 (one per CPU) up to %d", ErrBadOption, o.Workers, MaxWorkers)
	}
	if o.PerSquare < 0 {
		return fmt.Errorf("%w: time limit per square %v: want 0 (none) or more", ErrBadOption, o.PerSquare)
	}
	return o.Options.check()
}

// BoardSurvey is the survey of one board of a range.
type BoardSurvey struct {
	Board   board.Board
	Squares []SquareAnswer
}

// SurveyRange surveys every board m x n with 1 <= m <= upto.W and 1 <= n
// <= upto.H, in order of m then n, each as [Survey] does, all within ctx:
// once ctx ends, the boards left are answered Unknown square by square at
// once. Progress, if set, is called with the boards done so far.
func SurveyRange(ctx context.Context, upto board.Board, opt SurveyOptions, progress func(done, total int)) ([]BoardSurvey, error) {
	if upto.W > MaxSurveySide || upto.H > MaxSurveySide {
		return nil, fmt.Errorf("survey: %v is larger than %dx%d", upto, MaxSurveySide, MaxSurveySide)
	}
	if err := upto.Check(); err != nil {
		return nil, err
	}
	if err := opt.check(); err != nil {
		return nil, err
	}
	total := int(upto.W) * int(upto.H)
	out := make([]BoardSurvey, 0, total)
	for w := int32(1); w <= upto.W; w++ {
		for h := int32(1); h <= upto.H; h++ {
			b := board.Board{W: w, H: h}
			squares, err := Survey(ctx, b, opt)
			if err != nil {
				return nil, err
			}
			out = append(out, BoardSurvey{Board: b, Squares: squares})
			if progress != nil {
				progress(len(out), total)
			}
		}
	}
	return out, nil
}
