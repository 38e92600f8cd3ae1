//go:build js && wasm

package clock

import (
	"context"
	"testing"
	"time"
)

// TestYieldingEndsWork: in WebAssembly a computation that only polls its
// context sees the context's time end (the oracle: the deadline, observed
// by a loop that would otherwise poll a billion times, about a minute).
// Without the yields the timer never runs and the loop ends by its count.
// Run with GOOS=js GOARCH=wasm go test -exec "$(go env
// GOROOT)/lib/wasm/go_js_wasm_exec" ./internal/clock (needs Node).
func TestYieldingEndsWork(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	work := Yielding(ctx)
	polls := 0
	for work.Err() == nil && polls < 1_000_000_000 {
		polls++
	}
	if work.Err() == nil {
		t.Fatalf("after %d polls the context's 20 ms have not ended: its timer never ran", polls)
	}
}
