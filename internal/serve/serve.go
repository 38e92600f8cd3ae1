package serve

import (
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/knightcert/knight/board"
)

// Limits are the server's limits. A request may ask for less (a shorter
// timeout, a smaller budget) but never for more: its query and its body
// are checked against these before any work starts.
type Limits struct {
	// MaxBody is the largest request body, in bytes.
	MaxBody int64
	// MaxSquares is the largest board, in squares, of verify, render and
	// tour, whose cost grows with the path.
	MaxSquares int
	// MaxExactSquares is the largest board of prove, blame, survey,
	// certificate re-checks and puzzles, which may build a SAT formula (about 80 MB at
	// 16x16, 900 MB at 31x31).
	MaxExactSquares int
	// Timeout is the longest a request may compute; 0 means no limit.
	Timeout time.Duration
	// BodyTimeout is the longest a request's body may take to arrive. It
	// is read whole, under this deadline, before the request takes one of
	// the MaxInflight slots, so that slow senders hold no slot.
	BodyTimeout time.Duration
	// MaxInflight is how many requests are served at once; more are
	// refused with 503 and Retry-After at once, not queued. A request for
	// an exact answer gives its slot back while it waits for a worker or
	// computes, and holds a place in a queue of its own, of MaxInflight
	// places too: requests waiting for exact answers never keep the cheap
	// ones out.
	MaxInflight int
	// Workers is how many requests search or compute an exact answer
	// (tour, prove, blame, survey, certificate re-checks, puzzles) at once; the
	// others in the queue wait their turn within their time limit,
	// so that these CPU-bound answers do not starve the cheap ones
	// (verify, render, refusals) of the processors. By default one
	// processor fewer than there are (at least one): one is left to the
	// cheap requests (bench/load -exact measures the verifies' latency under
	// exact load).
	Workers int
	// MaxAnswer is the largest answer, in bytes. Verify's and render's
	// answers of one document a line are sent as they are written, never
	// held whole; one that passes MaxAnswer ends with an error document
	// on its last line (or, when nothing was sent yet, is refused with
	// 413). The default, 64 MiB, holds the verdicts of 100,000 JSON
	// documents (about 200 bytes each) in a body within MaxBody.
	MaxAnswer int64
	// Hosts are the names, besides IP addresses and localhost, that a
	// request's Host may give: a page on another name (DNS rebinding) is
	// refused with 421. knight serve adds the name of its -addr.
	Hosts []string
}

// DefaultLimits are what knight serve uses unless told otherwise.
func DefaultLimits() Limits {
	return Limits{
		MaxBody:         1 << 20,
		MaxSquares:      100 * 100,
		MaxExactSquares: 16 * 16,
		Timeout:         10 * time.Second,
		BodyTimeout:     10 * time.Second,
		MaxInflight:     16,
		Workers:         max(1, runtime.GOMAXPROCS(0)-1),
		MaxAnswer:       64 << 20,
	}
}

// Check rejects limits that would leave the server unbounded or useless,
// naming the limit as knight serve's flag does.
func (l Limits) Check() error {
	switch {
	case l.MaxBody < 1:
		return fmt.Errorf("-max-body %d: want at least 1", l.MaxBody)
	case l.MaxSquares < 1 || l.MaxSquares > board.MaxSide*board.MaxSide:
		return fmt.Errorf("-max-squares %d: want 1 to %d", l.MaxSquares, board.MaxSide*board.MaxSide)
	case l.MaxExactSquares < 1 || l.MaxExactSquares > l.MaxSquares:
		return fmt.Errorf("-max-exact-squares %d: want 1 to -max-squares (%d)", l.MaxExactSquares, l.MaxSquares)
	case l.Timeout < 0:
		return fmt.Errorf("-timeout %v: want 0 (no limit) or a positive duration", l.Timeout)
	case l.BodyTimeout <= 0:
		return fmt.Errorf("-body-timeout %v: want a positive duration: a body that never ends must not hold a connection for ever", l.BodyTimeout)
	case l.MaxInflight < 1:
		return fmt.Errorf("-max-inflight %d: want at least 1", l.MaxInflight)
	case l.Workers < 1 || l.Workers > l.MaxInflight:
		return fmt.Errorf("-workers %d: want 1 to -max-inflight (%d)", l.Workers, l.MaxInflight)
	case l.MaxAnswer < 1:
		return fmt.Errorf("-max-answer %d: want at least 1", l.MaxAnswer)
	}
	for _, h := range l.Hosts {
		if h == "" || strings.ContainsAny(h, ":/ ") {
			return fmt.Errorf("-host %q: want a host name without port, such as knight.example", h)
		}
	}
	return nil
}

// Server routes the API and the page.
type Server struct {
	lim   Limits
	slots chan struct{} // one token a request in flight
	queue chan struct{} // one token a request waiting for or computing an exact answer
	exact chan struct{} // one token a request computing an exact answer
	// bodyBytes are the bytes of bodies held, received or in flight; at
	// most bodyBudget.
	bodyBytes  atomic.Int64
	bodyBudget int64
	logw       io.Writer
	routes     routes
}

// New is the server's handler.
func New(lim Limits, logw io.Writer) *Server {
	if lim.MaxAnswer < 1 {
		lim.MaxAnswer = DefaultLimits().MaxAnswer
	}
	s := &Server{lim: lim, slots: make(chan struct{}, lim.MaxInflight), queue: make(chan struct{}, lim.MaxInflight), exact: make(chan struct{}, lim.Workers), logw: logw,
		bodyBudget: BodyBudget(lim)}
	s.routes = newRoutes(s)
	return s
}

// endpointAt is the endpoint whose path is path, if any.
func endpointAt(path string) (endpoint, bool) {
	for _, e := range endpoints {
		if path == "/v1/"+e.name {
			return e, true
		}
	}
	return endpoint{}, false
}

// notPost is the refusal of an endpoint asked with a method other than
// POST (405, with Allow: POST).
func notPost(w replyWriter, method, path string) {
	w.setHeader("Allow", "POST")
	reply(w, statusMethodNotAllowed, errorDoc(fmt.Errorf("%s %s: the API takes POST", method, path)))
}

// noEndpoint is the refusal of a path under /v1/ that names no endpoint
// (404).
func noEndpoint(w replyWriter, method, path string) {
	reply(w, statusNotFound, errorDoc(fmt.Errorf("%s %s: no such endpoint; the API is POST /v1/{verify,tour,prove,blame,survey,render,puzzle/solve,puzzle/make,puzzle/hint,puzzle/blame}", method, path)))
}

// BodyBudget is the most bytes of request bodies the server holds at once,
// bodies being received included: twice what the requests in flight may
// hold, so that bodies arrive while others are computed. Beyond it a
// request is refused as busy (503), so that a flood of bodies, which no
// slot bounds while they arrive, cannot fill memory.
func BodyBudget(lim Limits) int64 {
	if lim.MaxBody > math.MaxInt64/2/int64(max(1, lim.MaxInflight)) {
		return math.MaxInt64
	}
	return 2 * lim.MaxBody * int64(lim.MaxInflight)
}

// workers is the most goroutines a survey request may use.
func workers() int { return runtime.GOMAXPROCS(0) }
