// Knight-serve answers knight's commands over HTTP and serves the puzzle
// page: knight serve runs it. It is a binary of its own so that the other
// commands do not link net/http and crypto, whose initialisation every
// start of knight would pay for. With -static DIR it instead writes the
// page and the engine compiled to WebAssembly (cmd/knight-wasm) as a
// folder for any static host. go doc ./cmd/knight describes the API and
// the flags.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/knightcert/knight/internal/serve"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr, nil))
}

// run is main without the process; ready, when set (by tests), gets the
// address listened on and a function that stops the server as a signal
// does.
func run(args []string, stderr io.Writer, ready func(addr string, stop func())) int {
	fs := flag.NewFlagSet("knight serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	lim := serve.DefaultLimits()
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `host:port` (loopback unless told otherwise)")
	fs.Int64Var(&lim.MaxBody, "max-body", lim.MaxBody, "largest request body in `bytes`")
	fs.IntVar(&lim.MaxSquares, "max-squares", lim.MaxSquares, "largest board in `squares` for verify, render and tour")
	fs.IntVar(&lim.MaxExactSquares, "max-exact-squares", lim.MaxExactSquares, "largest board in `squares` for prove, blame, survey and certificate re-checks")
	fs.DurationVar(&lim.Timeout, "timeout", lim.Timeout, "longest `duration` a request may compute (0: no limit)")
	fs.DurationVar(&lim.BodyTimeout, "body-timeout", lim.BodyTimeout, "longest `duration` a request's body may take to arrive")
	fs.IntVar(&lim.MaxInflight, "max-inflight", lim.MaxInflight, "requests served at once; more are refused with 503")
	fs.IntVar(&lim.Workers, "workers", lim.Workers, "searches and exact answers (tour, prove, blame, survey, re-checks) computed at once; the others wait within their time")
	fs.Int64Var(&lim.MaxAnswer, "max-answer", lim.MaxAnswer, "largest answer in `bytes`; verify's and render's are streamed and end with an error past it")
	fs.Func("host", "a `name` (besides IP addresses and localhost) requests may be addressed to, as a proxy or a name for this machine gives it; repeat for several, or separate by commas", func(v string) error {
		for h := range strings.SplitSeq(v, ",") {
			lim.Hosts = append(lim.Hosts, strings.TrimSpace(h))
		}
		return nil
	})
	static := fs.String("static", "", "write the page and the engine compiled to WebAssembly into `folder`, for any static host, and exit")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "knight: serve: unexpected argument %q: serve takes no arguments, only flags\n", fs.Arg(0))
		return 2
	}
	if *static != "" {
		// The folder's engine has the default limits; flags meant for a
		// server would be silently dropped, so they are refused.
		var other []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name != "static" {
				other = append(other, "-"+f.Name)
			}
		})
		if len(other) > 0 {
			fmt.Fprintf(stderr, "knight: serve: %s: a server's flags, which -static does not take: the folder's engine has the default limits\n", strings.Join(other, ", "))
			return 2
		}
		if err := writeStatic(*static, stderr); err != nil {
			fmt.Fprintf(stderr, "knight: serve: %v\n", err)
			return 2
		}
		return 0
	}
	// The name -addr listens on is one requests may give.
	if h, _, err := net.SplitHostPort(*addr); err == nil && h != "" && net.ParseIP(h) == nil {
		lim.Hosts = append(lim.Hosts, h)
	}
	if err := lim.Check(); err != nil {
		fmt.Fprintf(stderr, "knight: serve: %v\n", err)
		return 2
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "knight: serve: %v\n", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	timeout := lim.Timeout.String()
	if lim.Timeout == 0 {
		timeout = "no limit"
	}
	fmt.Fprintf(stderr, "knight: serve: listening on http://%s/ (body %d bytes in %v, boards %d squares, exact %d squares, %s a request, %d at once, %d exact)\n",
		ln.Addr(), lim.MaxBody, lim.BodyTimeout, lim.MaxSquares, lim.MaxExactSquares, timeout, lim.MaxInflight, lim.Workers)
	if ready != nil {
		ready(ln.Addr().String(), stop)
	}
	if err := serve.Run(ctx, ln, lim, stderr); err != nil {
		fmt.Fprintf(stderr, "knight: serve: %v\n", err)
		return 2
	}
	fmt.Fprintln(stderr, "knight: serve: stopped")
	return 0
}
