//go:build js && wasm

package clock

import (
	"context"
	"runtime"
)

// pollsPerYield is how many polls of the context pass between two yields
// to the scheduler.
const pollsPerYield = 256

// yielding yields every pollsPerYield polls, so that the scheduler runs
// due timers: the context's own, and those of contexts derived from it.
// Only polls of this context yield: work that polls only a derived
// context (a survey's per-square limit) or never polls (the SAT solver,
// which package encode gives the deadline itself in WebAssembly) still
// runs until it ends by itself. polls is not
// synchronised: WebAssembly has one thread, so goroutines polling the same
// context interleave but never run at once, and a lost count only moves a
// yield.
type yielding struct {
	context.Context
	polls int
}

func (c *yielding) Err() error {
	c.polls++
	if c.polls%pollsPerYield == 0 {
		runtime.Gosched()
	}
	return c.Context.Err()
}

// Yielding is ctx, yielding on its polls.
func Yielding(ctx context.Context) context.Context { return &yielding{Context: ctx} }
