//go:build !(js && wasm)

package clock

import "context"

// Yielding is ctx: with threads, the runtime preempts a computing goroutine
// and the request's timer runs on time (see clock_js.go).
func Yielding(ctx context.Context) context.Context { return ctx }
