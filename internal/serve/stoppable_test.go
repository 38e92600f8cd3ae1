package serve

import (
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// stoppable is a server on a fixed address that a test stops and starts
// again, as a user's server is stopped and restarted.
type stoppable struct {
	addr string
	srv  *http.Server
}

func newStoppable(t *testing.T) *stoppable {
	t.Helper()
	s := &stoppable{addr: "127.0.0.1:0"}
	s.start(t)
	t.Cleanup(func() { s.srv.Close() })
	return s
}

func (s *stoppable) url() string { return "http://" + s.addr }

func (s *stoppable) start(t *testing.T) {
	t.Helper()
	var ln net.Listener
	var err error
	// The port may linger a moment after a stop.
	for try := 0; try < 50; try++ {
		if ln, err = net.Listen("tcp", s.addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	s.addr = ln.Addr().String()
	s.srv = &http.Server{Handler: New(DefaultLimits(), io.Discard)}
	go func() {
		if err := s.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			t.Error(err)
		}
	}()
}

func (s *stoppable) stop(t *testing.T) {
	t.Helper()
	if err := s.srv.Close(); err != nil {
		t.Fatal(err)
	}
}
