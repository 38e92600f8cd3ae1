package encode

import (
	"context"
	"time"
)

// noDeadline is the time a solve is given when its context has no
// deadline: a century, long enough to mean none, short enough that
// gini's deadline (its start plus this) does not overflow.
const noDeadline = 100 * 365 * 24 * time.Hour

// solveWithin is the time a solve started at now may take: until ctx's
// deadline, or noDeadline when it has none; 0 or less when the deadline
// has passed. In WebAssembly gini is given it (run_js.go), since no timer
// runs while gini computes and only gini's own look at the clock can end
// the solve.
func solveWithin(ctx context.Context, now time.Time) time.Duration {
	d, ok := ctx.Deadline()
	if !ok {
		return noDeadline
	}
	return d.Sub(now)
}

// stopped reports whether stop is closed; a nil stop never is.
func stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}
