//go:build !(js && wasm)

package encode

import (
	"context"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// pollFirst and pollMax bound the wait between two looks at a running
// solve: the first looks come soon, for the many answers that take
// microseconds, and later ones back off.
const (
	pollFirst = 20 * time.Microsecond
	pollMax   = 5 * time.Millisecond
)

// run is one gini solve under assumptions, on the calling goroutine's
// behalf: 1 sat, -1 unsat, 0 when ctx ended first. It starts a single
// GoSolve and never pauses or restarts it, so the search does not depend
// on timing: a solve that finishes finds the same answer and model every
// time. When ctx ends, Stop ends the search (gini checks every 20,000
// propagations) and the answer is 0 unless the solve had finished. Solve
// forgets the assumptions when it returns, stopped or not; gini never
// sees a deadline, which would stay armed for later solves. (In
// WebAssembly, where this goroutine would never run while gini computes,
// run_js.go gives gini the deadline instead.)
//
// A closed stop (nil: never) ends the search as ctx's end does; unlike
// ctx, it tells the caller that the instance is still wanted: gini keeps
// what it learnt and can be given clauses and solved again, though what
// the next solve finds then depends on when the search stopped.
func run(ctx context.Context, g *gini.Gini, assumptions []z.Lit, stop <-chan struct{}) int {
	if ctx.Err() != nil || stopped(stop) {
		return 0
	}
	g.Assume(assumptions...)
	s := g.GoSolve()
	if ctx.Done() == nil && stop == nil {
		return s.Wait()
	}
	wait := pollFirst
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		if r, ok := s.Test(); ok {
			return r
		}
		select {
		case <-ctx.Done():
			return s.Stop()
		case <-stop:
			return s.Stop()
		case <-t.C:
			wait = min(2*wait, pollMax)
			t.Reset(wait)
		}
	}
}
