//go:build js && wasm

package serve

// routes are none in the engine for the browser, which [Server.Answer]
// routes itself: it serves the API, not the page, whose files the
// static folder holds.
type routes struct{}

func newRoutes(*Server) routes { return routes{} }
