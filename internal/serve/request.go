package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/clock"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// This file holds what every request goes through: the query read into
// typed values, its body read under its own deadline, the slot and worker
// it takes, its time limit, and the error documents of refusals.

// apiError is a request refused before or while it is read: its HTTP status
// (400 unreadable, 408 too slow, 413 too large) and the reason.
type apiError struct {
	status int
	err    error
}

func (e *apiError) Error() string { return e.err.Error() }
func (e *apiError) Unwrap() error { return e.err }

func badRequest(err error) error { return &apiError{statusBadRequest, err} }

func tooLarge(err error) error { return &apiError{statusRequestEntityTooLarge, err} }

// request is what an endpoint's work gets: the time limit already applied
// to ctx, the body read whole within the server's limit.
type request struct {
	ctx     context.Context
	body    []byte
	timeout time.Duration // what the client asked for, within the server's limit; 0 for none
	lim     Limits
	exact   chan struct{}
	// queue holds the requests that wait for a worker or compute; leave
	// gives back the request's slot among the MaxInflight, which a
	// request waiting for a worker does not hold.
	queue chan struct{}
	leave func()
	// working is set while the request holds a worker (compute).
	working bool
	// answer is what the request's writer writes to.
	answer *answer
}

// stream says that the endpoint's answer is written as it is computed,
// one document a line, of contentType: past a few kilobytes it is sent
// as written, so that it is never held whole.
func (q *request) stream(contentType string) { q.answer.streamType = contentType }

// errBusy: the request's time ended while it waited for a worker.
var errBusy = errors.New("busy")

// compute waits for one of the server's workers, within the request's time
// limit, and returns the function that frees it. While it waits the
// request holds a place in the queue of exact work, not one of the
// MaxInflight slots, which it gives back: requests waiting for an exact
// answer do not keep the cheap ones (verify, render) out. A full queue
// is busy (503) at once. The worker is given back when the endpoint's
// work returns ([request.run]). A request that holds one already (it
// took one to read its body: heavyRead) keeps it.
func (q *request) compute() error {
	if q.working {
		return nil
	}
	select {
	case q.queue <- struct{}{}:
	default:
		return fmt.Errorf("%w: %d requests wait for an exact answer or compute one, the server's limit; retry later", errBusy, cap(q.queue))
	}
	if q.leave != nil {
		q.leave()
	}
	select {
	case q.exact <- struct{}{}:
		q.working = true
		return nil
	case <-q.ctx.Done():
		<-q.queue
		return fmt.Errorf("%w: no worker was free within the request's time (%d compute at once)", errBusy, cap(q.exact))
	}
}

// heavyBody is the body past which verify and render read it as one of
// the workers: reading costs about a kilobyte of memory a path held (1 MiB
// of one-square tours is 262,144 paths),
// so such reads are as many at once as exact answers, and small bodies,
// the cheap requests, are not held behind them.
const heavyBody = 64 << 10

// heavyRead takes a worker, as compute does, for a body past heavyBody;
// for a smaller one it takes nothing.
func (q *request) heavyRead() error {
	if len(q.body) <= heavyBody {
		return nil
	}
	return q.compute()
}

// run runs the endpoint's work, then gives back the worker it took, if
// any, even when the work panics.
func (q *request) run(w work, out *bufio.Writer) (string, error) {
	defer func() {
		if q.working {
			q.working = false
			<-q.exact
			<-q.queue
		}
	}()
	return w(q, out)
}

// readPath reads the body's one path as knight verify reads paths (the
// rule of reading: api.Judge), as opt says, a path of sh's piece among
// its cells when sh has holes or another piece (sh.Board is opt.Board), bounded by the server's body
// limit whatever the document says its board is, and refuses a board
// larger than maxSquares, a body of several paths (naming how many; what
// says what the endpoint does with one) and a path read with certainty
// that is no knight's path.
func (q *request) readPath(opt notation.ReadOptions, sh board.Shape, maxSquares int, what string) (api.PathVerdict, error) {
	opt.MaxBytes = q.lim.MaxBody
	opt.Stop = q.ctx.Done()
	shape := board.Problem{Board: opt.Board, Holes: sh.Holes, Piece: sh.Piece}
	vs := api.JudgeAll(bytes.NewReader(q.body), api.PathRequest{Name: "body", Problem: shape, Read: opt, MaxSquares: maxSquares})
	if len(vs) > 1 {
		return api.PathVerdict{}, badRequest(api.OnlyOne("body", vs, what+": give one"))
	}
	v := vs[0]
	switch {
	case errors.Is(v.ReadErr, notation.ErrStopped):
		return v, stoppedReading(q.ctx, "body", v.ReadErr)
	case errors.Is(v.ReadErr, notation.ErrTooLarge) || errors.Is(v.ReadErr, api.ErrTooLarge):
		return v, tooLarge(v.ReadErr)
	case v.ReadErr != nil:
		return v, badRequest(v.ReadErr)
	case v.Err != nil:
		return v, badRequest(fmt.Errorf("body:%s: %w", v.Where(), v.Err))
	}
	return v, nil
}

// stoppedReading is the answer of a request whose body stopped being read
// (notation.ErrStopped, err) because its time ran out or its client left:
// what a request out of time gets, saying how far the reading got.
func stoppedReading(ctx context.Context, what string, err error) error {
	return outOfTime(fmt.Errorf("%s: %w: the request's time ran out or its client left (%w)", what, err, context.Cause(ctx)))
}

// checkSize refuses a board of more than maxSquares squares.
func checkSize(b board.Board, maxSquares int) error {
	if b.Size() > maxSquares {
		return tooLarge(fmt.Errorf("%w: board %v has %d squares, more than the %d this server accepts for this request", api.ErrTooLarge, b, b.Size(), maxSquares))
	}
	return nil
}

// work computes an endpoint's answer into w and returns its content type,
// or an error: an *apiError, errBusy, or an internal error (500).
type work func(q *request, w *bufio.Writer) (contentType string, err error)

// endpoint is one POST /v1/NAME: its query parameters, read into typed
// values, and the work they set up.
type endpoint struct {
	name string
	// parse reads the endpoint's parameters from p (timeout is read for
	// every endpoint) and returns the work to run, or an *apiError. It
	// checks every size it can before the body is read.
	parse func(p *params, lim Limits) (work, error)
	// body is set when the endpoint reads a body; the others refuse one,
	// so that nothing a client sent is ignored.
	body bool
	// perSquare is set when the timeout parameter bounds each square (as
	// survey's -square-timeout does) rather than the request, which the
	// server's limit then bounds.
	perSquare bool
}

// exchange is one request to an endpoint as its handler reads it, and
// where its answer goes, whether it came over HTTP or was built in
// memory ([Server.Answer]): the engine for the browser is built without
// net/http, whose TLS and certificate code would be a fifth of its
// download.
type exchange struct {
	ctx           context.Context
	url           *url.URL
	contentLength int64 // -1 when not announced
	body          io.Reader
	// setReadDeadline bounds the time the body may take to arrive; nil
	// when it has no deadline to set (a body already in memory).
	setReadDeadline func(time.Time) error
	w               replyWriter
}

// replyWriter is where an answer goes: what the handlers use of an
// http.ResponseWriter.
type replyWriter interface {
	setHeader(key, value string)
	WriteHeader(status int)
	Write(p []byte) (int, error)
}

// serveEndpoint runs e: query checked, the body read under its own
// deadline, then a slot taken or 503, the time limited, the document
// written with 200, or an error document.
func (s *Server) serveEndpoint(e endpoint, x *exchange) {
	w := x.w
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(s.logw, "knight: serve: %s: panic: %v\n", x.url, p)
			reply(w, statusInternalServerError, errorDoc(fmt.Errorf("internal error in %s; the server logged it", e.name)))
		}
	}()
	if x.contentLength > s.lim.MaxBody {
		reply(w, statusRequestEntityTooLarge, errorDoc(fmt.Errorf("body: %w: %d bytes, more than the %d this server accepts", api.ErrTooLarge, x.contentLength, s.lim.MaxBody)))
		return
	}
	p, err := parseParams(e.name, x.url.RawQuery)
	if err != nil {
		reply(w, statusBadRequest, errorDoc(err))
		return
	}
	timeout := p.duration("timeout", s.lim.Timeout)
	err = p.err
	if err == nil {
		err = s.checkTimeout(timeout)
	}
	var run work
	if err == nil {
		run, err = e.parse(p, s.lim)
	}
	if err == nil {
		err = p.unknown()
	}
	if err != nil {
		s.refuse(x, err)
		return
	}
	body, free, err := s.readBody(x)
	if err == nil {
		defer free()
	}
	if err == nil && !e.body && len(body) > 0 {
		err = badRequest(fmt.Errorf("%s: the problem is given by the query parameters; the body must be empty", e.name))
	}
	if err != nil {
		s.refuse(x, err)
		return
	}
	select {
	case s.slots <- struct{}{}:
	default:
		w.setHeader("Retry-After", "1")
		reply(w, statusServiceUnavailable, errorDoc(fmt.Errorf("busy: %d requests in flight, the server's limit; retry later", s.lim.MaxInflight)))
		return
	}
	var once sync.Once
	leave := func() { once.Do(func() { <-s.slots }) }
	defer leave()
	limit := timeout
	if e.perSquare {
		limit = s.lim.Timeout
	}
	ctx, cancel := context.WithCancel(x.ctx)
	if limit > 0 {
		ctx, cancel = context.WithTimeout(x.ctx, limit)
	}
	defer cancel()
	ans := &answer{w: w, limit: s.lim.MaxAnswer}
	bw := bufio.NewWriter(ans)
	q := &request{ctx: clock.Yielding(ctx), body: body, timeout: timeout, lim: s.lim, exact: s.exact, queue: s.queue, leave: leave, answer: ans}
	contentType, err := q.run(run, bw)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil && ctx.Err() != nil && ans.sent {
		// A stream cut short by the time limit says so.
		err = fmt.Errorf("the request's time ran out after %d bytes of the answer: %w", ans.n, context.Cause(ctx))
	}
	switch {
	case err != nil && ans.sent:
		// The status (200) and part of the answer are out: the
		// stream ends with the error, one document on a line of
		// its own, so that no reader takes the part for the whole.
		if ans.err == nil || errors.Is(ans.err, errAnswerTooLarge) {
			w.Write(errorDoc(err)) // a line of its own: errorDoc ends with one
		}
		fmt.Fprintf(s.logw, "knight: serve: %s: answer cut short: %v\n", x.url, err)
	case err != nil:
		s.refuse(x, err)
	default:
		ans.finish(contentType)
	}
}

// checkTimeout refuses a timeout parameter the server's limit does not
// allow: a client may ask for less time, never more.
func (s *Server) checkTimeout(t time.Duration) error {
	switch {
	case t < 0:
		return badRequest(fmt.Errorf("timeout %v: want a positive duration", t))
	case s.lim.Timeout > 0 && (t == 0 || t > s.lim.Timeout):
		return badRequest(fmt.Errorf("timeout %v: want more than 0 and at most the server's limit, %v", t, s.lim.Timeout))
	}
	return nil
}

// readBody reads the request's body whole, bounded by the body limit and
// by its own deadline, before the request takes a slot: a client sending
// slowly holds a connection, never one of the slots that compute. The
// bytes held count against the server's body budget, which free gives
// back: a flood of bodies is refused as busy rather than filling memory.
func (s *Server) readBody(x *exchange) (body []byte, free func(), err error) {
	// Not every ResponseWriter has deadlines (a test's recorder has none);
	// the server's own ReadTimeout is then the backstop.
	if x.setReadDeadline != nil {
		if err := x.setReadDeadline(time.Now().Add(s.lim.BodyTimeout)); err == nil {
			defer x.setReadDeadline(time.Time{})
		}
	}
	var held int64
	free = func() { s.bodyBytes.Add(-held) }
	// One byte more than the limit tells a body of exactly the limit
	// from a larger one, whether it came with Content-Length or chunked.
	in := io.LimitReader(x.body, s.lim.MaxBody+1)
	chunk := make([]byte, 4<<10)
	for {
		n, rerr := in.Read(chunk)
		if n > 0 {
			if s.bodyBytes.Add(int64(n)) > s.bodyBudget {
				s.bodyBytes.Add(-int64(n))
				free()
				return nil, nil, fmt.Errorf("%w: the bodies being received hold the %d bytes the server keeps for them; retry later", errBusy, s.bodyBudget)
			}
			held += int64(n)
			body = append(body, chunk[:n]...)
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			free()
			if errors.Is(rerr, os.ErrDeadlineExceeded) {
				return nil, nil, &apiError{statusRequestTimeout, fmt.Errorf("body: not received within %v, the server's limit for a body to arrive", s.lim.BodyTimeout)}
			}
			return nil, nil, badRequest(fmt.Errorf("body: %w", rerr))
		}
	}
	if int64(len(body)) > s.lim.MaxBody {
		free()
		return nil, nil, tooLarge(fmt.Errorf("body: %w: more than the %d bytes this server accepts", api.ErrTooLarge, s.lim.MaxBody))
	}
	return body, free, nil
}

// refuse answers err: its status for an *apiError, 503 with Retry-After
// for errBusy, else 500 (logged).
func (s *Server) refuse(x *exchange, err error) {
	w := x.w
	var aerr *apiError
	switch {
	case errors.Is(err, errAnswerTooLarge):
		reply(w, statusRequestEntityTooLarge, errorDoc(err))
	case errors.Is(err, errBusy):
		w.setHeader("Retry-After", "1")
		reply(w, statusServiceUnavailable, errorDoc(err))
	case errors.As(err, &aerr):
		if aerr.status == statusRequestTimeout {
			w.setHeader("Connection", "close")
		}
		reply(w, aerr.status, errorDoc(aerr.err))
	default:
		fmt.Fprintf(s.logw, "knight: serve: %s: %v\n", x.url, err)
		reply(w, statusInternalServerError, errorDoc(err))
	}
}

// params are a request's query parameters, each read once into a typed
// value by the endpoint: board=8x8&closed=true. A parameter given twice is
// refused (one of the two would be lost), and so is one the endpoint does
// not read. A value that does not read as its type leaves the type's zero
// and, when it is the first such, its error in err, as bufio.Scanner keeps
// Err: an endpoint reads its parameters in a row and looks once.
type params struct {
	endpoint string
	values   map[string]string
	read     map[string]bool
	err      error
}

func parseParams(endpoint, raw string) (*params, error) {
	p := &params{endpoint: endpoint, values: map[string]string{}, read: map[string]bool{}}
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		key, value, hasValue := strings.Cut(part, "=")
		k, err := url.QueryUnescape(key)
		if err != nil {
			return nil, fmt.Errorf("query parameter %q: %v", key, err)
		}
		v, err := url.QueryUnescape(value)
		if err != nil {
			return nil, fmt.Errorf("query parameter %s: %v", printable(k), err)
		}
		if k == "" || strings.HasPrefix(k, "-") {
			return nil, fmt.Errorf("query parameter %q: want a parameter's name, such as board, without dashes", k)
		}
		if _, seen := p.values[k]; seen {
			return nil, fmt.Errorf("query parameter %s given twice", printable(k))
		}
		if !hasValue {
			v = "true"
		}
		p.values[k] = v
	}
	return p, nil
}

// str is the parameter's value, or def when absent.
func (p *params) str(name, def string) string {
	p.read[name] = true
	if v, ok := p.values[name]; ok {
		return v
	}
	return def
}

// fail keeps err unless an earlier parameter failed first.
func (p *params) fail(err error) {
	if p.err == nil {
		p.err = err
	}
}

// parsed is the named parameter read by parse, or def when absent; a
// value that does not read fails, saying what the parameter wants.
func parsed[T any](p *params, name string, def T, parse func(string) (T, error), want string) T {
	v, ok := p.values[name]
	p.read[name] = true
	if !ok {
		return def
	}
	x, err := parse(v)
	if err != nil {
		var zero T
		p.fail(badRequest(fmt.Errorf("query parameter %s=%s: %s", name, printable(v), want)))
		return zero
	}
	return x
}

// bool is a yes-or-no parameter: true or false (1 or 0); given alone, true.
func (p *params) bool(name string) bool {
	return parsed(p, name, false, strconv.ParseBool, "want true or false")
}

func (p *params) int64(name string, def int64) int64 {
	return parsed(p, name, def, func(v string) (int64, error) { return strconv.ParseInt(v, 10, 64) }, "want a whole number")
}

func (p *params) duration(name string, def time.Duration) time.Duration {
	return parsed(p, name, def, time.ParseDuration, "want a duration such as 5s or 500ms")
}

// unknown refuses a parameter the endpoint did not read: a typo is not
// ignored.
func (p *params) unknown() error {
	for _, k := range slices.Sorted(maps.Keys(p.values)) {
		if !p.read[k] {
			return badRequest(fmt.Errorf("query parameter %s: %s takes no such parameter", printable(k), p.endpoint))
		}
	}
	return nil
}

// printable is s quoted when it holds a character that would break a
// one-line message.
func printable(s string) string {
	if q := strconv.Quote(s); q[1:len(q)-1] != s {
		return q
	}
	return s
}

// errorDoc is an error as the API answers it: {"error", "line", "col"} for
// input that cannot be read, {"error", "move"} for a path with a fault.
// The message is the command's diagnostic without "knight: ", naming
// query parameters as they are written here.
func errorDoc(err error) []byte {
	var buf bytes.Buffer
	d := evidence.NewObjectWriter(bufio.NewWriter(&buf))
	d.Field("error", forClients.Replace(err.Error()))
	var perr *board.ParseError
	var verr *verify.Error
	switch {
	case errors.As(err, &perr):
		d.Field("line", perr.Line)
		d.Field("col", perr.Col)
	case errors.As(err, &verr) && verr.Move >= 0:
		d.Field("move", verr.Move)
	}
	d.End()
	return buf.Bytes()
}

// forClients rewords what Go's context package says when work stops, in
// the words of the API's parameters.
var forClients = strings.NewReplacer(
	"context deadline exceeded", "the request's time (timeout) ran out",
	"context canceled", "the request was cancelled (its client left)")

// reply writes a JSON document with its status.
func reply(w replyWriter, status int, doc []byte) {
	w.setHeader("Content-Type", jsonType)
	w.setHeader("Content-Length", strconv.Itoa(len(doc)))
	w.WriteHeader(status)
	w.Write(doc)
}

// HTTP statuses the API answers with, as net/http names them, which the
// engine for the browser does not link.
const (
	statusOK                    = 200
	statusBadRequest            = 400
	statusNotFound              = 404
	statusMethodNotAllowed      = 405
	statusRequestTimeout        = 408
	statusRequestEntityTooLarge = 413
	statusUnprocessableEntity   = 422
	statusInternalServerError   = 500
	statusServiceUnavailable    = 503
)
