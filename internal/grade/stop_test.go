package grade

import (
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/notation"
)

// TestEachStopped: a request whose Stop is closed yields no verdict and
// ends with notation.ErrStopped, with a preset or without. Oracle: the
// same request with Stop open grades the input (a verdict, no error), so
// the error is the stop's.
func TestEachStopped(t *testing.T) {
	grid := "0 3 6\n5 8 1\n2 7 4\n" // LeetCode 2596's rules read any 3x3 numbering
	closed := make(chan struct{})
	close(closed)
	for _, c := range []struct {
		name string
		req  Request
	}{
		{"any notation", Request{}},
		{"preset", Request{Preset: LeetCode2596}},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := 0
			count := func(Verdict) error { n++; return nil }
			err := Each("in", strings.NewReader(grid), c.req, count)
			if err != nil || n == 0 {
				t.Fatalf("Each without Stop = %d verdicts, %v; want verdicts", n, err)
			}
			req := c.req
			req.Stop = closed
			n = 0
			err = Each("in", strings.NewReader(grid), req, count)
			if n != 0 || !errors.Is(err, notation.ErrStopped) {
				t.Errorf("Each with Stop closed = %d verdicts, %v; want none, notation.ErrStopped", n, err)
			}
		})
	}
}
