package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// This file holds what every request goes through: the query read as
// flags, the slot and worker it takes, its bounded body, its time limit,
// and the error documents of refusals.

// apiError is a request refused before or while it is read: its HTTP status
// (400 unreadable, 413 too large) and the reason.
type apiError struct {
	status int
	err    error
}

func (e *apiError) Error() string { return e.err.Error() }
func (e *apiError) Unwrap() error { return e.err }

func badRequest(err error) error { return &apiError{http.StatusBadRequest, err} }

func tooLarge(err error) error { return &apiError{http.StatusRequestEntityTooLarge, err} }

// request is what an endpoint's work gets: the time limit already applied
// to ctx, the body bounded by the server's limit.
type request struct {
	ctx     context.Context
	body    io.Reader
	timeout time.Duration // what the client asked for, within the server's limit
	lim     serveLimits
	exact   chan struct{}
}

// errBusy: the request's time ended while it waited for a worker.
var errBusy = errors.New("busy")

// compute waits for one of the server's workers, within the request's time
// limit, and returns the function that frees it.
func (q *request) compute() (func(), error) {
	select {
	case q.exact <- struct{}{}:
		return func() { <-q.exact }, nil
	case <-q.ctx.Done():
		return nil, fmt.Errorf("%w: no worker was free within the request's time (%d compute at once)", errBusy, cap(q.exact))
	}
}

// readPath reads the body as a path in any notation knight verify reads,
// bounded by the server's body limit whatever the document says its board
// is, and refuses a board larger than maxSquares.
func (q *request) readPath(known board.Board, maxSquares int) (notation.Document, error) {
	doc, err := notation.ReadPath(q.body, notation.ReadOptions{Board: known, MaxBytes: q.lim.MaxBody})
	switch {
	case errors.Is(err, notation.ErrTooLarge):
		return doc, tooLarge(fmt.Errorf("body%w", prefixPosition(err)))
	case errors.Is(err, notation.ErrNoBoard):
		return doc, badRequest(fmt.Errorf("body: %w; give board=WxH", err))
	case err != nil:
		return doc, badRequest(fmt.Errorf("body%w", prefixPosition(err)))
	}
	if err := checkSize(doc.Board, maxSquares); err != nil {
		return doc, err
	}
	return doc, nil
}

// prefixPosition wraps err so that it prints after an input's name as the
// command prints it: "body:3:7: ..." for a positioned error, "body: ..."
// otherwise.
func prefixPosition(err error) error {
	var perr *board.ParseError
	if errors.As(err, &perr) {
		return fmt.Errorf(":%w", err)
	}
	return fmt.Errorf(": %w", err)
}

// checkSize refuses a board of more than maxSquares squares.
func checkSize(b board.Board, maxSquares int) error {
	if b.Size() > maxSquares {
		return tooLarge(fmt.Errorf("%w: board %v has %d squares, more than the %d this server accepts for this request", errTooLarge, b, b.Size(), maxSquares))
	}
	return nil
}

// endpoint is one POST /v1/NAME: its query parameters, named and parsed as
// the command's flags, and the work they set up.
type endpoint struct {
	name string
	// setup registers the endpoint's flags on fs (timeout is registered
	// for every endpoint) and returns the work to run once they are
	// parsed. The work writes a document to w and returns nil, a verdict
	// whatever it says (200), or an *apiError.
	setup func(fs *flag.FlagSet, lim serveLimits) func(q *request, w *bufio.Writer) (contentType string, err error)
	// perSquare is set when the timeout parameter bounds each square (as
	// survey's -timeout does) rather than the request, which the server's
	// limit then bounds.
	perSquare bool
}

// handler runs e: query checked, a slot taken or 503, the body bounded,
// the time limited, the document written with 200, or an error document.
func (s *server) handler(e endpoint) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				fmt.Fprintf(s.stderr, "knight: serve: %s: panic: %v\n", r.URL, p)
				s.reply(w, http.StatusInternalServerError, errorDoc(fmt.Errorf("internal error in %s; the server logged it", e.name)))
			}
		}()
		if r.ContentLength > s.lim.MaxBody {
			s.reply(w, http.StatusRequestEntityTooLarge, errorDoc(fmt.Errorf("body: %w: %d bytes, more than the %d this server accepts", errTooLarge, r.ContentLength, s.lim.MaxBody)))
			return
		}
		fs := flag.NewFlagSet(e.name, flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		timeout := fs.Duration("timeout", s.lim.Timeout, "")
		work := e.setup(fs, s.lim)
		if err := parseQuery(fs, r.URL.RawQuery); err != nil {
			s.reply(w, http.StatusBadRequest, errorDoc(err))
			return
		}
		if *timeout <= 0 || *timeout > s.lim.Timeout {
			s.reply(w, http.StatusBadRequest, errorDoc(fmt.Errorf("timeout %v: want more than 0 and at most the server's limit, %v", *timeout, s.lim.Timeout)))
			return
		}
		// A board too large for any endpoint is refused before it takes a
		// slot; the endpoint checks its own limit again.
		if f := fs.Lookup("board"); f != nil && f.Value.String() != "" {
			if b, err := board.Parse(f.Value.String()); err == nil {
				if err := checkSize(b, s.lim.MaxSquares); err != nil {
					s.reply(w, http.StatusRequestEntityTooLarge, errorDoc(err))
					return
				}
			}
		}
		select {
		case s.slots <- struct{}{}:
			defer func() { <-s.slots }()
		default:
			w.Header().Set("Retry-After", "1")
			s.reply(w, http.StatusServiceUnavailable, errorDoc(fmt.Errorf("busy: %d requests in flight, the server's limit; retry later", s.lim.MaxInflight)))
			return
		}
		limit := *timeout
		if e.perSquare {
			limit = s.lim.Timeout
		}
		ctx, cancel := context.WithTimeout(r.Context(), limit)
		defer cancel()
		// A body trickling in holds a slot no longer than the request's time.
		http.NewResponseController(w).SetReadDeadline(time.Now().Add(limit))
		// One byte more than the limit, so that the reader's own positioned
		// message says the input is too long.
		body := http.MaxBytesReader(w, r.Body, s.lim.MaxBody+1)
		var out bytes.Buffer
		bw := bufio.NewWriter(&out)
		contentType, err := work(&request{ctx: ctx, body: body, timeout: *timeout, lim: s.lim, exact: s.exact}, bw)
		var aerr *apiError
		var merr *http.MaxBytesError
		switch {
		case errors.Is(err, errBusy):
			w.Header().Set("Retry-After", "1")
			s.reply(w, http.StatusServiceUnavailable, errorDoc(err))
		case errors.As(err, &aerr):
			s.reply(w, aerr.status, errorDoc(aerr.err))
		case errors.As(err, &merr):
			s.reply(w, http.StatusRequestEntityTooLarge, errorDoc(fmt.Errorf("body: %w: more than the %d bytes this server accepts", errTooLarge, s.lim.MaxBody)))
		case err != nil:
			fmt.Fprintf(s.stderr, "knight: serve: %s: %v\n", r.URL, err)
			s.reply(w, http.StatusInternalServerError, errorDoc(err))
		default:
			if err := bw.Flush(); err != nil {
				s.reply(w, http.StatusInternalServerError, errorDoc(err))
				return
			}
			w.Header().Set("Content-Type", contentType)
			w.Header().Set("Content-Length", strconv.Itoa(out.Len()))
			w.WriteHeader(http.StatusOK)
			w.Write(out.Bytes())
		}
	})
}

// parseQuery parses a query string as flags: board=8x8&closed=true is
// -board=8x8 -closed=true, so parameters are named, parsed and checked as
// the command's flags are. A parameter given twice is refused, since one of
// the two would be lost.
func parseQuery(fs *flag.FlagSet, raw string) error {
	var args []string
	seen := map[string]bool{}
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		key, value, hasValue := strings.Cut(part, "=")
		k, err := url.QueryUnescape(key)
		if err != nil {
			return fmt.Errorf("query parameter %q: %v", key, err)
		}
		v, err := url.QueryUnescape(value)
		if err != nil {
			return fmt.Errorf("query parameter %s: %v", k, err)
		}
		if k == "" || strings.HasPrefix(k, "-") {
			return fmt.Errorf("query parameter %q: want a flag's name without dashes", k)
		}
		if seen[k] {
			return fmt.Errorf("query parameter %s given twice", k)
		}
		seen[k] = true
		if fs.Lookup(k) == nil {
			return fmt.Errorf("query parameter %s: %s takes no such flag", k, fs.Name())
		}
		if !hasValue {
			v = "true"
		}
		args = append(args, "-"+k+"="+v)
	}
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("query: %v", err)
	}
	return nil
}

// errorDoc is an error as the API answers it: {"error", "line", "col"} for
// input that cannot be read, {"error", "move"} for a path with a fault.
// The message is the command's diagnostic without "knight: ".
func errorDoc(err error) []byte {
	var buf bytes.Buffer
	d := evidence.NewObjectWriter(bufio.NewWriter(&buf))
	d.Field("error", err.Error())
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

// reply writes a JSON document with its status.
func (s *server) reply(w http.ResponseWriter, status int, doc []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(doc)))
	w.WriteHeader(status)
	w.Write(doc)
}
