package main

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestFlagsChecked: flags that would leave the server unbounded are usage
// errors (exit 2), before anything listens.
func TestFlagsChecked(t *testing.T) {
	for _, args := range [][]string{
		{"-max-body", "0"},
		{"-max-squares", "0"},
		{"-max-exact-squares", "20000"},
		{"-timeout", "-1s"},
		{"-body-timeout", "0s"},
		{"-max-inflight", "0"},
		{"-workers", "0"},
		{"-max-inflight", "2", "-workers", "3"},
		{"-nope"},
		{"extra"},
	} {
		var stderr bytes.Buffer
		if code := run(append([]string{"-addr", "127.0.0.1:0"}, args...), &stderr, nil); code != 2 {
			t.Errorf("knight serve %v = exit %d, want 2 (%s)", args, code, stderr.String())
		}
	}
}

// TestTimeoutZeroServes: -timeout 0 is no limit, as the manual says: the
// server starts, answers and stops on its signal.
func TestTimeoutZeroServes(t *testing.T) {
	var stderr bytes.Buffer
	status := make(chan int, 1)
	code := run([]string{"-addr", "127.0.0.1:0", "-timeout", "0"}, &stderr, func(addr string, stop func()) {
		go func() {
			defer stop()
			res, err := http.Post("http://"+addr+"/v1/prove?board=5x5&start=a2", "text/plain", nil)
			if err != nil {
				status <- 0
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			status <- res.StatusCode
		}()
	})
	if code != 0 || <-status != http.StatusOK || !strings.Contains(stderr.String(), "no limit a request") {
		t.Errorf("knight serve -timeout 0 = exit %d, log %q; want exit 0, a 200 answer, no limit", code, stderr.String())
	}
}
