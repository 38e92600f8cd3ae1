package count

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestExpandersAgree counts with one expander and with several, whole,
// stopped at a limit and in a shard: the oracle is the one-goroutine
// loop, whose answer, figures and table sizes every number of expanders
// must repeat exactly (the boards' generations span many chunks).
func TestExpandersAgree(t *testing.T) {
	for _, tc := range []struct {
		b      board.Board
		closed bool
		prefix string
	}{
		{board.Board{W: 5, H: 7}, false, ""},
		{board.Board{W: 6, H: 7}, true, ""},
		{board.Board{W: 5, H: 7}, false, "a1"},
	} {
		p := board.Problem{Board: tc.b, Closed: tc.closed}
		if tc.prefix != "" {
			p.Prefix = board.Path{board.MustParseSquare(tc.prefix)}
		}
		one, err := Tours(context.Background(), p, Options{Workers: 1})
		if err != nil || !one.Exact {
			t.Fatalf("Tours(%v) = %v, %v", p, err, one.Why)
		}
		if one.PeakStates < 2*chunkSlots {
			t.Fatalf("Tours(%v): peak %d states, want at least %d so that the chunks matter", p, one.PeakStates, 2*chunkSlots)
		}
		for _, base := range []Options{{}, {MaxStates: one.PeakStates / 2}, {Shard: 1, Shards: 3}} {
			opt := base
			opt.Workers = 1
			want, err := Tours(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			for _, workers := range []int{2, 3} {
				t.Run(fmt.Sprintf("%v/%+v/%d-workers", p, base, workers), func(t *testing.T) {
					opt.Workers = workers
					got, err := Tours(context.Background(), p, opt)
					if err != nil {
						t.Fatal(err)
					}
					if fmt.Sprint(got.Undirected) != fmt.Sprint(want.Undirected) {
						t.Errorf("count = %v, want %v", got.Undirected, want.Undirected)
					}
					g, w := got, want
					g.Undirected, w.Undirected = nil, nil
					if !reflect.DeepEqual(g, w) {
						t.Errorf("result = %+v, want %+v", g, w)
					}
				})
			}
		}
	}
}
