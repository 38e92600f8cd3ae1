// Knight-wasm is knight's engine for the browser: the same handler as
// knight serve (package serve, with its default limits), compiled to
// WebAssembly with the standard Go toolchain and answering requests built
// in memory (serve.Server.Answer) instead of read from a socket. Every
// answer offline is thus the server's answer, written by the same code.
// It links no net/http: the engine is the page's first download, and
// net/http would bring TLS and certificate code, a fifth of it, for a
// socket it never opens.
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o knight.wasm ./cmd/knight-wasm
//
// knight serve -static DIR builds it and writes it, with the page and
// $(go env GOROOT)/lib/wasm/wasm_exec.js, as a folder any static host can
// serve. The page runs the engine in a Web Worker (web/engine.js), so that
// a long answer does not freeze the page, and calls
//
//	knightRequest(method, url, body) -> Promise<{status, type, body}>
//
// which this program defines on the worker's global object.
//
// WebAssembly runs one thread and Go has no preemption there, so a
// computation would never let the request's timer fire; the engine's
// searches poll their context, and package serve's handler makes those
// polls yield to the clock (internal/clock). A SAT solve polls nothing:
// package encode gives gini the request's deadline, which gini checks
// against the wall clock itself (encode/run_js.go).
package main
