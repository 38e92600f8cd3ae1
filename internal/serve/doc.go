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
// fed from the query, no exit code turned back into words. The shape of
// a problem is read so too: holes and piece (tour, prove, survey, verify,
// render, blame, puzzle/make) are the commands' -holes and -piece, read by the same
// functions (api.ProblemSpec, api.OptionalShape), with the same refusals
// naming the parameter and, for a hole, its place in the list.
//
// Every request goes through the same steps, in this order, so that what
// is refused is refused before it costs: the Host, and for a POST the
// Origin, Sec-Fetch-Site and a browser's Content-Type, are checked
// (guard.go: only the server's own page may make a browser ask; a
// rebinding Host gets 421, another origin 403, a browser's form type
// 415); the announced length and the query (sizes of boards included)
// are checked; the body is read whole, at most [Limits.MaxBody] bytes,
// within [Limits.BodyTimeout]; only then does the request take one of
// [Limits.MaxInflight] slots (503 with Retry-After when none is free,
// never queued). A search or an exact answer then gives its slot back
// and takes a place in a queue of its own, also of MaxInflight places
// (503 when full), where it waits, within its time, for one of
// [Limits.Workers]: requests waiting for exact work never keep the cheap
// ones out. A slow sender thus holds a connection and a goroutine, never
// a slot. A re-check (verify with certificate=true) is refused with 413
// when any board its body names, at any depth of any document, is past
// [Limits.MaxExactSquares]. Its answer is {"status", "message"}; when
// the document is refused for one member, also "member" (its keys,
// dot-separated, an array's elements by index from 0) and the "line"
// and "col" of the member in the body, as knight verify -certificate
// places it.
//
// Answers are written to an answer that holds the first 64 KiB: an
// answer that fits is sent whole, with its length, and an error found
// while writing it can still be the status. verify's and render's
// answers of a verdict a line are sent on as they are written, whole
// lines only, and never pass [Limits.MaxAnswer]: past it, or when the
// request's time runs out, the stream ends with an error document on
// its last line; when the client goes, the writes fail and the judging
// stops. The reading of a body (verify, render, blame) stops too when the
// request's time runs out or its client goes (its context's Done is
// notation.ReadOptions.Stop and grade.Request.Stop): at the reader's next
// line, block or pass, answered as a request out of time is (503, saying
// how far the reading got), so that the worker or slot it holds is given
// back rather than kept until a large body is read.
//
// The same handler runs in the browser: cmd/knight-wasm compiles it to
// WebAssembly and answers requests built in memory ([Server.Answer],
// which routes to the endpoints as ServeHTTP does, the page's files
// aside). The engine is built without net/http: what only a server on a
// socket needs (http.go: net/http, the embedded page, the guard against
// other sites, the page's gzip) is left out of the js/wasm build, because
// net/http links crypto/tls and its certificate code, a fifth of the
// engine's download on the page's first visit. An endpoint's handler
// reads a request (an exchange) and writes a replyWriter, which either
// side provides. [WriteStatic]
// writes the page with that engine as a folder for any static host. The
// page's config.js decides where its answers come from: the one served
// here names no engine (ask the server); a static folder's, written by
// [WriteStatic], names the worker web/engine.js that runs the engine and
// the folder's version ([StaticVersion]), which names the browser's cache;
// its days.js holds the puzzles of the day for [StaticDays] days from the
// day written, made by package puzzle as the engine makes them, so that
// the day's puzzle shows before the engine has downloaded (writing them
// costs [StaticDays] calls of puzzle.Make for an easy 8x8 puzzle). The
// page is ES modules (web/main.js imports the rest), with no build step.
// The page's Shapes tab (web/shape.js) carves a board and picks the
// piece, and sends them with every request as holes and piece; the
// puzzle of the day has holes on the days package daily names (the page
// follows the same rule in web/puzzle.js), carried in its link after a
// dash (8x8c-d4.e4.d5.e5:...), and a puzzle's piece other than the knight
// after an @ (6x6o@zebra:...); a shaped puzzle's hint, blame and check
// send holes and piece in the puzzle's JSON.
// The page's files are served gzipped to a client that accepts it
// (compressed once, at the first request); the folder holds a gzip copy
// of each, and the page fetches the engine's copy and unpacks it itself.
//
// The survey counts tours too when asked (counts=true, as the page asks):
// on a board of at most api.MaxSurveyCountSquares (25) squares, its JSON
// document gains "counts", the number of open tours from each square, by
// package count's frontier DP (knight count -by-start) within the
// request's time and api.SurveyCountStates states a cell; a larger board,
// or a count not finished, leaves the member out, and the page then says
// "not counted: board over 25 squares" (or not counted in time). The
// bound is where verify's own re-count of the counts (a plain search
// within its work budget) still finishes: 5x5, 4x6 and 3x8 are re-counted,
// 4x7 would be refused as too large.
//
// Cost: a request holds at most MaxBody bytes of body and 64 KiB of a
// streamed answer, or MaxAnswer of one sent whole, in memory, and the
// bodies held at once, received or not, at most [BodyBudget] (beyond it,
// 503); the work is bounded by [Limits.Timeout] and the board limits.
package serve
