//go:build !(js && wasm)

package serve

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"
)

// This file holds what only a server on a socket needs: net/http, the
// page's files and the guard against other sites. The engine for the
// browser is built without it and calls [Server.Answer].

// The page, its script and style: no CDN, so it works offline.
//
//go:embed web
var webFiles embed.FS

// page is the embedded page's folder: index.html and what it loads.
func page() fs.FS {
	web, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic("serve: embedded page missing: " + err.Error())
	}
	return web
}

// Run answers on ln until ctx is done, then stops accepting, lets the
// requests in flight finish (their own time limit bounds them) and returns.
// Errors of requests are logged to logw.
func Run(ctx context.Context, ln net.Listener, lim Limits, logw io.Writer) error {
	// The connection's own deadlines are backstops: a request's body has
	// BodyTimeout, its work Timeout, each set on the request.
	var rw time.Duration
	if lim.Timeout > 0 {
		rw = lim.BodyTimeout + lim.Timeout + 30*time.Second
	}
	srv := &http.Server{
		Handler:           New(lim, logw),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       rw,
		WriteTimeout:      rw,
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	// With no time limit, Shutdown waits for the requests in flight as
	// long as they take.
	shutdown, cancel := context.Background(), context.CancelFunc(func() {})
	if lim.Timeout > 0 {
		shutdown, cancel = context.WithTimeout(shutdown, lim.Timeout+5*time.Second)
	}
	defer cancel()
	err := srv.Shutdown(shutdown)
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// routes send each request to its endpoint or to the page.
type routes = *http.ServeMux

func newRoutes(s *Server) routes {
	mux := http.NewServeMux()
	for _, e := range endpoints {
		mux.Handle("POST /v1/"+e.name, s.handler(e))
	}
	mux.HandleFunc("/v1/", func(w http.ResponseWriter, r *http.Request) {
		if _, ok := endpointAt(r.URL.Path); ok {
			notPost(httpReply{w}, r.Method, r.URL.Path)
			return
		}
		noEndpoint(httpReply{w}, r.Method, r.URL.Path)
	})
	files := http.FileServerFS(page())
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "the page is read with GET; the API is POST /v1/...", http.StatusMethodNotAllowed)
			return
		}
		// A path that names no file the page could have (not UTF-8, or
		// not a valid fs path) is the client's error, not the server's.
		name := strings.TrimPrefix(r.URL.Path, "/")
		if !utf8.ValidString(r.URL.Path) || name != "" && !fs.ValidPath(strings.TrimSuffix(name, "/")) {
			http.Error(w, fmt.Sprintf("%q: no such file", r.URL.Path), http.StatusBadRequest)
			return
		}
		if serveGzip(w, r, name) {
			return
		}
		files.ServeHTTP(w, r)
	})
	return mux
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	// The page loads nothing from elsewhere: no CDN, so it works offline;
	// and no other page may frame it.
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
	if status, err := crossOrigin(r, s.lim.Hosts); err != nil {
		reply(httpReply{w}, status, errorDoc(err))
		return
	}
	s.routes.ServeHTTP(w, r)
}

// handler runs e for a request that came over HTTP: its body arrives
// under the deadline readBody sets on the connection.
func (s *Server) handler(e endpoint) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.serveEndpoint(e, &exchange{
			ctx:             r.Context(),
			url:             r.URL,
			contentLength:   r.ContentLength,
			body:            r.Body,
			setReadDeadline: http.NewResponseController(w).SetReadDeadline,
			w:               httpReply{w},
		})
	})
}

// httpReply is an http.ResponseWriter as a replyWriter.
type httpReply struct{ http.ResponseWriter }

func (h httpReply) setHeader(key, value string) { h.Header().Set(key, value) }
