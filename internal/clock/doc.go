// Package clock lets a context's time limit end a computation in
// WebAssembly. There Go runs one thread and cannot preempt a goroutine,
// so the timer that ends a context never runs while a goroutine computes,
// and a search that polls ctx.Err() never sees its time end. [Yielding]
// wraps a context so that its polls yield to the scheduler now and then
// (one poll in 256), and the scheduler then runs due timers.
// Elsewhere, with threads and preemption, it returns the context itself.
//
// Cost: one counter increment a poll; a scheduler round every 256 polls
// in WebAssembly only.
package clock
