//go:build js && wasm

package encode

import (
	"context"
	"runtime"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// run is one gini solve under assumptions: 1 sat, -1 unsat, 0 when ctx's
// deadline passed first. In WebAssembly Go has one thread and no
// preemption, so neither the goroutine that would call Stop nor the timer
// that ends ctx runs while gini computes (run_other.go's way would wait
// for the solve to end by itself). gini itself reads the wall clock,
// every 20,000 propagations, against a deadline that Try sets: the solve
// is given ctx's deadline (see solveWithin), in one Try on this
// goroutine, so that the request's time limit ends it as Stop would
// elsewhere. Try leaves that deadline armed for the instance's later
// solves, which is why every solve here goes through Try with a deadline
// of its own. The search is the same single solve as elsewhere, so a
// solve that finishes finds the same answer and model every time. A
// closed stop is seen only before the solve starts: no goroutine runs to
// close it while gini computes.
func run(ctx context.Context, g *gini.Gini, assumptions []z.Lit, stop <-chan struct{}) int {
	if ctx.Err() != nil || stopped(stop) {
		return 0
	}
	within := solveWithin(ctx, time.Now())
	if within <= 0 {
		return 0
	}
	g.Assume(assumptions...)
	r := g.Try(within)
	if r == 0 {
		awaitDone(ctx)
	}
	return r
}

// awaitDone yields until ctx's timer, due since gini stopped at its
// deadline, has run and ctx says it is done, so that callers asking
// ctx.Err() why the answer is undecided see the time limit. It gives up
// after a bounded number of yields: a context whose deadline is a
// century away never gets there.
func awaitDone(ctx context.Context) {
	for i := 0; i < 1000 && ctx.Err() == nil; i++ {
		runtime.Gosched()
	}
}
