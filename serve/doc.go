// Package serve is knight's HTTP server: POST /v1/verify, /v1/render,
// /v1/tour, /v1/prove, /v1/blame, /v1/survey, /v1/puzzle/solve,
// /v1/puzzle/make, /v1/puzzle/hint and /v1/puzzle/blame, each answering
// with the document its command prints with -json, and the puzzle page at
// / (embedded in web/, loading nothing from elsewhere). The manual, go doc
// ./cmd/knight, describes the API; cmd/knight-serve is the binary, which
// knight serve runs.
//
// A handler reads the query into typed values (params: each parameter read
// once, a parameter given twice or not read refused) and calls the library
// with the requests the commands use too (api.PathRequest,
// api.ProblemSpec, prove.Options, prove.BlameOptions,
// prove.SurveyOptions, puzzle.SolveRequest, puzzle.MakeRequest,
// puzzle.HintRequest, puzzle.BlameRequest), never a command: no flag set
// fed from the query, no exit code turned back into words.
//
// Every request goes through the same steps, in this order, so that what
// is refused is refused before it costs: the announced length and the
// query (sizes of boards included) are checked; the body is read whole,
// at most [Limits.MaxBody] bytes, within [Limits.BodyTimeout]; only then
// does the request take one of [Limits.MaxInflight] slots (503 with
// Retry-After when none is free, never queued), and, for a search or an
// exact answer, one of [Limits.Workers] within its time. A slow sender
// thus holds a connection and a goroutine, never a slot.
//
// The same handler runs in the browser: cmd/knight-wasm compiles it to
// WebAssembly and answers requests built in memory, and [WriteStatic]
// writes the page with that engine as a folder for any static host. The
// page's config.js decides where its answers come from: the one served
// here names no engine (ask the server); a static folder's, written by
// [WriteStatic], names the worker web/engine.js that runs the engine and
// the folder's version ([StaticVersion]), which names the browser's cache.
// The page's files are served gzipped to a client that accepts it
// (compressed once, at the first request); the folder holds a gzip copy
// of each, and the page fetches the engine's copy and unpacks it itself.
//
// Cost: a request holds at most MaxBody bytes of body and its answer in
// memory, and the bodies held at once, received or not, at most
// [BodyBudget] (beyond it, 503); the work is bounded by [Limits.Timeout]
// and the board limits.
package serve
