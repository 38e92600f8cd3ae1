package notation

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// stopInputs are one input of each kind the readers spend their time on,
// each read as at least one tour when nothing stops it.
var stopInputs = []struct {
	name string
	in   string
	opt  ReadOptions
}{
	{"list", "a1 b3 c1 a2 b4 a6 b8\n", ReadOptions{Board: board.Board{W: 8, H: 8}}},
	{"grid", "21  6 15 10 19\n14  9 20  5 16\n 7 22  1 18 11\n 2 13 24 17  4\n23  8  3 12 25\n", ReadOptions{}},
	{"json stream", strings.Repeat(`{"board":"1x1","tour":["a1"]}`+"\n", 3), ReadOptions{}},
	{"prose", "Here is the tour I found after a long night:\n\na1 b3 c1 a2 b4 a6 b8\n\nI hope it is right, the knight seemed tired.\n", ReadOptions{Board: board.Board{W: 8, H: 8}}},
}

// TestStopClosed: a reading whose Stop is closed ends with ErrStopped and
// no tour, for every kind of input, by ReadTours and ReadAll alike.
// Oracle: the same input read without Stop gives tours and no error, so
// the error is the stop's and not the input's.
func TestStopClosed(t *testing.T) {
	closed := make(chan struct{})
	close(closed)
	for _, c := range stopInputs {
		t.Run(c.name, func(t *testing.T) {
			if tours, err := ReadTours(strings.NewReader(c.in), c.opt); err != nil || len(tours) == 0 {
				t.Fatalf("ReadTours(%q) without Stop = %d tours, %v; want tours", c.in, len(tours), err)
			}
			opt := c.opt
			opt.Stop = closed
			tours, err := ReadTours(strings.NewReader(c.in), opt)
			if !errors.Is(err, ErrStopped) || tours != nil {
				t.Errorf("ReadTours(%q) with Stop closed = %d tours, %v; want none, ErrStopped", c.in, len(tours), err)
			}
			docs, err := ReadAll(bytes.NewReader([]byte(c.in)), opt)
			if !errors.Is(err, ErrStopped) || docs != nil {
				t.Errorf("ReadAll(%q) with Stop closed = %d documents, %v; want none, ErrStopped", c.in, len(docs), err)
			}
		})
	}
}

// TestStopAtCheck: Stop closed at the k-th look at it stops the reading
// there, for the first look, one in the middle and the last. Oracle: a
// counting hook: the looks made equal k, none after the one that saw it
// closed, and the result is the error, not a reading; the looks of a
// reading never stopped are counted the same way first.
func TestStopAtCheck(t *testing.T) {
	defer func() { stopHook = nil }()
	for _, c := range stopInputs {
		t.Run(c.name, func(t *testing.T) {
			looks := 0
			stopHook = func() { looks++ }
			opt := c.opt
			opt.Stop = make(chan struct{})
			if _, err := ReadTours(strings.NewReader(c.in), opt); err != nil {
				t.Fatalf("ReadTours(%q) with Stop open = %v; want tours", c.in, err)
			}
			all := looks
			if all == 0 {
				t.Fatalf("ReadTours(%q) looked at Stop 0 times", c.in)
			}
			t.Logf("%d looks at Stop", all)
			for _, k := range []int{1, (all + 1) / 2, all} {
				stop := make(chan struct{})
				looks = 0
				stopHook = func() {
					looks++
					if looks == k {
						close(stop)
					}
				}
				opt.Stop = stop
				tours, err := ReadTours(strings.NewReader(c.in), opt)
				if looks != k || !errors.Is(err, ErrStopped) || tours != nil {
					t.Errorf("ReadTours(%q) with Stop closed at look %d of %d = %d tours, %v after %d looks; want none, ErrStopped after %d", c.in, k, all, len(tours), err, looks, k)
				}
			}
		})
	}
}
