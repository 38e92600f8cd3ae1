package encode

import (
	"context"
	"testing"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// pigeonhole adds to g the formula that holes+1 pigeons sit in holes
// holes, one pigeon a hole: unsatisfiable (the pigeonhole principle), and
// exponentially hard for resolution, so for gini's clause learning
// (Haken 1985): with 11 holes a solve takes minutes.
func pigeonhole(g *gini.Gini, holes int) {
	pigeons := holes + 1
	sits := make([][]z.Lit, pigeons)
	for p := range sits {
		sits[p] = make([]z.Lit, holes)
		for h := range sits[p] {
			sits[p][h] = g.Lit()
		}
	}
	for p := range sits {
		for _, m := range sits[p] {
			g.Add(m)
		}
		g.Add(0)
	}
	for h := range holes {
		for p := range pigeons {
			for q := p + 1; q < pigeons; q++ {
				g.Add(sits[p][h].Not())
				g.Add(sits[q][h].Not())
				g.Add(0)
			}
		}
	}
}

// TestRunEndsAtDeadline: the context's deadline ends a solve that would
// take minutes, natively (Stop, from the waiting goroutine) and in
// WebAssembly (gini's own look at the clock, run_js.go), where without it
// the solve runs to its end. The oracles: the pigeonhole formula is
// unsatisfiable, so a solve that finished answers -1, and only a stopped
// one 0; and the context must say it is done when run returns, so that
// callers name the time limit. Run in WebAssembly with GOOS=js
// GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
// -run RunEnds ./encode (needs Node).
func TestRunEndsAtDeadline(t *testing.T) {
	g := gini.New()
	pigeonhole(g, 11)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if r := run(ctx, g, nil, nil); r != 0 {
		t.Fatalf("run(pigeonhole 12 in 11, 100 ms) = %d, want 0 (stopped at the deadline)", r)
	}
	deadline, _ := ctx.Deadline()
	t.Logf("stopped %v after the deadline", time.Since(deadline).Round(time.Millisecond))
	if ctx.Err() == nil {
		t.Errorf("run returned 0 but the context is not done: callers cannot tell the time limit stopped it")
	}
}

// TestRunFinishes: a small pigeonhole formula is answered unsatisfiable
// with a deadline far off and with none: the deadline given to gini does
// not cut short a solve that finishes. (Each solve gets a fresh
// instance: gini fails its own model check when an instance refuted
// without assumptions is solved again.)
func TestRunFinishes(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	for _, c := range []struct {
		name string
		ctx  context.Context
	}{{"deadline in an hour", ctx}, {"no deadline", context.Background()}} {
		g := gini.New()
		pigeonhole(g, 4)
		if r := run(c.ctx, g, nil, nil); r != -1 {
			t.Errorf("run(pigeonhole 5 in 4, %s) = %d, want -1", c.name, r)
		}
	}
}

// TestSolveWithin: the time a solve is given is what is left until the
// context's deadline, or a century without one.
func TestSolveWithin(t *testing.T) {
	now := time.Now()
	ctx, cancel := context.WithDeadline(context.Background(), now.Add(3*time.Second))
	defer cancel()
	if got := solveWithin(ctx, now); got != 3*time.Second {
		t.Errorf("solveWithin(deadline in 3s) = %v, want 3s", got)
	}
	if got := solveWithin(ctx, now.Add(4*time.Second)); got > 0 {
		t.Errorf("solveWithin(deadline passed 1s ago) = %v, want <= 0", got)
	}
	if got := solveWithin(context.Background(), now); got != noDeadline {
		t.Errorf("solveWithin(no deadline) = %v, want %v", got, noDeadline)
	}
}
