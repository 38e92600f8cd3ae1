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

// MaxSurveyTourSquares bounds the boards on which [Survey] keeps the tour
// of every start square ([SurveyOptions.Tours]): a board of n squares
// keeps n tours of n squares, so 32x32 keeps about a million squares (8 MB
// in memory, 7 MB of JSON, well inside [evidence.DefaultLimits]), where
// 100x100 would keep 10^8.
const MaxSurveyTourSquares = 1024

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
	// Tours keeps the tour of every start square that has one, so that a
	// survey's every "yes" carries its evidence as its every "no" does;
	// only on boards of at most [MaxSurveyTourSquares] squares.
	Tours bool
	// Holes, when not empty, are squares of the board that are not
	// cells ([board.Shape]): the survey then answers for each cell. Only
	// [Survey] takes them; [SurveyRange] refuses them.
	Holes board.Set
	// Piece is the leaper that tours; the zero Piece is the knight.
	Piece board.Piece
}

// Survey decides, for every square of b (every cell, with opt.Holes),
// whether an open tour of opt.Piece starts there.
// Squares are decided in parallel, and the result is in board order (a1,
// b1, ..., then rank 2) whatever the scheduling: each square's answer
// depends on the square alone (the budgets are node counts), except that a
// square the context or PerSquare cuts short is Unknown. ctx bounds the
// whole survey. The answers keep their certificates, and their tours
// only when opt.Tours asks (on boards of at most [MaxSurveyTourSquares]):
// [Tour] has verified them, and on 100x100 they would take 800 MB.
func Survey(ctx context.Context, b board.Board, opt SurveyOptions) ([]SquareAnswer, error) {
	if b.W > MaxSurveySide || b.H > MaxSurveySide {
		return nil, fmt.Errorf("survey: %v is larger than %dx%d", b, MaxSurveySide, MaxSurveySide)
	}
	if opt.Tours && b.Size() > MaxSurveyTourSquares {
		return nil, fmt.Errorf("%w: survey: %v has %d squares: a survey keeps its tours on boards of at most %d", ErrBadOption, b, b.Size(), MaxSurveyTourSquares)
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	if err := opt.check(); err != nil {
		return nil, err
	}
	sh := board.Shape{Board: b, Holes: opt.Holes, Piece: opt.Piece}
	if err := sh.Check(); err != nil {
		return nil, err
	}
	starts := make([]board.Square, 0, sh.Cells())
	for i := range b.Size() {
		if !sh.IsHole(i) {
			starts = append(starts, b.Square(i))
		}
	}
	workers := opt.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(starts))
	var mu sync.Mutex
	done := 0
	out := make([]SquareAnswer, len(starts))
	errs := make([]error, len(starts))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				sq := starts[i]
				sctx, cancel := ctx, context.CancelFunc(func() {})
				if opt.PerSquare > 0 {
					sctx, cancel = context.WithTimeout(ctx, opt.PerSquare)
				}
				a, err := Tour(sctx, board.Problem{Board: b, Holes: opt.Holes, Piece: opt.Piece, Prefix: board.Path{sq}}, opt.Options)
				cancel()
				if !opt.Tours {
					a.Tour = nil // checked by Tour; 10^4 tours of 10^4 squares would not fit
				}
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
			return nil, fmt.Errorf("survey: %v: %w", starts[i], err)
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
// <= upto.H, in order of m then n, each as [Survey] does, all within ctx,
// and hands each board to each as soon as it is done, keeping none: the
// memory is one board's, and a caller can print every board done before
// an interrupt. Once ctx ends, the board in progress is handed over with
// its undecided squares Unknown and no later board is surveyed.
// SurveyRange returns the number of boards handed over, fewer than
// upto.W*upto.H when ctx ended, and the first error of Survey or of each.
func SurveyRange(ctx context.Context, upto board.Board, opt SurveyOptions, each func(BoardSurvey) error) (int, error) {
	if upto.W > MaxSurveySide || upto.H > MaxSurveySide {
		return 0, fmt.Errorf("survey: %v is larger than %dx%d", upto, MaxSurveySide, MaxSurveySide)
	}
	if err := upto.Check(); err != nil {
		return 0, err
	}
	if err := opt.check(); err != nil {
		return 0, err
	}
	if opt.Holes.Count() > 0 {
		return 0, fmt.Errorf("%w: survey: holes belong to one board, not to every board up to %v", board.ErrShape, upto)
	}
	if opt.Tours && upto.Size() > MaxSurveyTourSquares {
		return 0, fmt.Errorf("%w: survey: boards up to %v have up to %d squares: a survey keeps its tours on boards of at most %d", ErrBadOption, upto, upto.Size(), MaxSurveyTourSquares)
	}
	done := 0
	for w := int32(1); w <= upto.W; w++ {
		for h := int32(1); h <= upto.H; h++ {
			b := board.Board{W: w, H: h}
			squares, err := Survey(ctx, b, opt)
			if err != nil {
				return done, err
			}
			done++
			if err := each(BoardSurvey{Board: b, Squares: squares}); err != nil {
				return done, err
			}
			if ctx.Err() != nil {
				return done, nil
			}
		}
	}
	return done, nil
}
