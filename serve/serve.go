package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/knightcert/knight/board"
)

// The page, its script and style: no CDN, so it works offline.
//
//go:embed web
var webFiles embed.FS

// serveLimits are the server's limits. A request may ask for less (a
// shorter timeout, a smaller budget) but never for more: its query and its
// body are checked against these before any work starts.
type serveLimits struct {
	// MaxBody is the largest request body, in bytes.
	MaxBody int64
	// MaxSquares is the largest board, in squares, of verify, render and
	// tour, whose cost grows with the path.
	MaxSquares int
	// MaxExactSquares is the largest board of prove, blame, survey and
	// certificate re-checks, which may build a SAT formula (about 80 MB at
	// 16x16, 900 MB at 31x31).
	MaxExactSquares int
	// Timeout is the longest a request may compute.
	Timeout time.Duration
	// MaxInflight is how many requests are served at once; more are
	// refused with 503 and Retry-After at once, not queued.
	MaxInflight int
	// Workers is how many requests search or compute an exact answer
	// (tour, prove, blame, survey, certificate re-checks) at once; the
	// others of the MaxInflight wait their turn within their time limit,
	// so that these CPU-bound answers do not starve the cheap ones
	// (verify, render, refusals) of the processors.
	Workers int
}

// defaultLimits are what knight serve uses unless told otherwise.
var defaultLimits = serveLimits{
	MaxBody:         1 << 20,
	MaxSquares:      100 * 100,
	MaxExactSquares: 16 * 16,
	Timeout:         10 * time.Second,
	MaxInflight:     16,
	Workers:         runtime.GOMAXPROCS(0),
}

// cmdServe serves the API and the page until SIGINT or SIGTERM.
func cmdServe(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	lim := defaultLimits
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `host:port` (loopback unless told otherwise)")
	fs.Int64Var(&lim.MaxBody, "max-body", lim.MaxBody, "largest request body in `bytes`")
	fs.IntVar(&lim.MaxSquares, "max-squares", lim.MaxSquares, "largest board in `squares` for verify, render and tour")
	fs.IntVar(&lim.MaxExactSquares, "max-exact-squares", lim.MaxExactSquares, "largest board in `squares` for prove, blame, survey and certificate re-checks")
	fs.DurationVar(&lim.Timeout, "timeout", lim.Timeout, "longest `duration` a request may compute")
	fs.IntVar(&lim.MaxInflight, "max-inflight", lim.MaxInflight, "requests served at once; more are refused with 503")
	fs.IntVar(&lim.Workers, "workers", lim.Workers, "searches and exact answers (tour, prove, blame, survey, re-checks) computed at once; the others wait within their time")
	if code, ok := parseFlags(fs, args, stderr, usageServe); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return unexpectedArgument(stderr, fs)
	}
	if err := lim.check(); err != nil {
		return fail(stderr, exitUsage, "serve: %v", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(stderr, exitUsage, "serve: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stderr, "knight: serve: listening on http://%s/ (body %d bytes, boards %d squares, exact %d squares, %v a request, %d at once, %d exact)\n",
		ln.Addr(), lim.MaxBody, lim.MaxSquares, lim.MaxExactSquares, lim.Timeout, lim.MaxInflight, lim.Workers)
	if err := serve(ctx, ln, lim, stderr); err != nil {
		return fail(stderr, exitUsage, "serve: %v", err)
	}
	fmt.Fprintln(stderr, "knight: serve: stopped")
	return exitYes
}

// check rejects limits that would leave the server unbounded or useless.
func (l serveLimits) check() error {
	switch {
	case l.MaxBody < 1:
		return fmt.Errorf("-max-body %d: want at least 1", l.MaxBody)
	case l.MaxSquares < 1 || l.MaxSquares > board.MaxSide*board.MaxSide:
		return fmt.Errorf("-max-squares %d: want 1 to %d", l.MaxSquares, board.MaxSide*board.MaxSide)
	case l.MaxExactSquares < 1 || l.MaxExactSquares > l.MaxSquares:
		return fmt.Errorf("-max-exact-squares %d: want 1 to -max-squares (%d)", l.MaxExactSquares, l.MaxSquares)
	case l.Timeout <= 0:
		return fmt.Errorf("-timeout %v: want a positive duration", l.Timeout)
	case l.MaxInflight < 1:
		return fmt.Errorf("-max-inflight %d: want at least 1", l.MaxInflight)
	case l.Workers < 1 || l.Workers > l.MaxInflight:
		return fmt.Errorf("-workers %d: want 1 to -max-inflight (%d)", l.Workers, l.MaxInflight)
	}
	return nil
}

// serve answers on ln until ctx is done, then stops accepting, lets the
// requests in flight finish (their own time limit bounds them) and returns.
func serve(ctx context.Context, ln net.Listener, lim serveLimits, stderr io.Writer) error {
	srv := &http.Server{
		Handler:           newServer(lim, stderr),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       lim.Timeout + 30*time.Second,
		WriteTimeout:      lim.Timeout + 30*time.Second,
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
	shutdown, cancel := context.WithTimeout(context.Background(), lim.Timeout+5*time.Second)
	defer cancel()
	err := srv.Shutdown(shutdown)
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// server routes the API and the page.
type server struct {
	lim    serveLimits
	slots  chan struct{} // one token a request in flight
	exact  chan struct{} // one token a request computing an exact answer
	stderr io.Writer
	mux    *http.ServeMux
}

func newServer(lim serveLimits, stderr io.Writer) *server {
	s := &server{lim: lim, slots: make(chan struct{}, lim.MaxInflight), exact: make(chan struct{}, lim.Workers), stderr: stderr, mux: http.NewServeMux()}
	for _, e := range endpoints {
		s.mux.Handle("POST /v1/"+e.name, s.handler(e))
	}
	s.mux.HandleFunc("/v1/", func(w http.ResponseWriter, r *http.Request) {
		for _, e := range endpoints {
			if r.URL.Path == "/v1/"+e.name {
				w.Header().Set("Allow", "POST")
				s.reply(w, http.StatusMethodNotAllowed, errorDoc(fmt.Errorf("%s %s: the API takes POST", r.Method, r.URL.Path)))
				return
			}
		}
		s.reply(w, http.StatusNotFound, errorDoc(fmt.Errorf("%s %s: no such endpoint; the API is POST /v1/{verify,tour,prove,blame,survey,render}", r.Method, r.URL.Path)))
	})
	web, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic("serve: embedded page missing: " + err.Error())
	}
	files := http.FileServerFS(web)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "the page is read with GET; the API is POST /v1/...", http.StatusMethodNotAllowed)
			return
		}
		files.ServeHTTP(w, r)
	})
	return s
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	// The page loads nothing from elsewhere: no CDN, so it works offline.
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'")
	s.mux.ServeHTTP(w, r)
}

// workers is the most goroutines a survey request may use.
func workers() int { return runtime.GOMAXPROCS(0) }
