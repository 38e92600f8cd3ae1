package serve

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
)

// Answer answers a request to the API built in memory: method, target
// (a path and query, such as /v1/verify?board=8x8) and body, as
// [Server.ServeHTTP] answers the same request from the server's own page,
// with its status, content type and body. It is how the engine for the
// browser (cmd/knight-wasm) calls the handler without net/http, whose
// TLS and certificate code would be a fifth of the engine's download.
// It serves the API only: a path under /v1/ that names no endpoint, or
// any other path, is 404 (the page's files are the static folder's),
// and an endpoint asked with a method other than POST is 405.
func (s *Server) Answer(ctx context.Context, method, target string, body []byte) (status int, contentType string, answer []byte) {
	rec := &recorded{}
	u, err := url.ParseRequestURI(target)
	switch {
	case err != nil:
		reply(rec, statusBadRequest, errorDoc(fmt.Errorf("%s %q: %w", method, target, err)))
	default:
		e, ok := endpointAt(u.Path)
		switch {
		case !ok:
			noEndpoint(rec, method, u.Path)
		case method != "POST":
			notPost(rec, method, u.Path)
		default:
			s.serveEndpoint(e, &exchange{ctx: ctx, url: u, contentLength: int64(len(body)), body: bytes.NewReader(body), w: rec})
		}
	}
	if rec.status == 0 {
		rec.status = statusOK
	}
	return rec.status, rec.contentType, rec.body.Bytes()
}

// recorded is an answer kept in memory: its status, once written, its
// content type as set before it, and its body.
type recorded struct {
	status      int
	contentType string
	body        bytes.Buffer
}

func (r *recorded) setHeader(key, value string) {
	if r.status == 0 && key == "Content-Type" {
		r.contentType = value
	}
}

func (r *recorded) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorded) Write(p []byte) (int, error) {
	r.WriteHeader(statusOK)
	return r.body.Write(p)
}
