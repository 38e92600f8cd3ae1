package count

import (
	"context"
	"fmt"
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkClosed6 counts 6 x n closed tours for each n from 5 to 20,
// each board alone as knight count -board 6xN -closed does, so that the
// target of every length under a second can be read line by line: the
// states carried and the most after one cell beside the time. Each count
// is checked against OEIS A175881 (the table of TestOEIS), so a faster
// line cannot be a wrong one. -short stops at 6x8.
func BenchmarkClosed6(b *testing.B) {
	most := 20
	if testing.Short() {
		most = 8
	}
	for n := 5; n <= most; n++ {
		b.Run(fmt.Sprintf("6x%d", n), func(b *testing.B) {
			var r Result
			for b.Loop() {
				var err error
				r, err = Tours(context.Background(), board.Problem{Board: board.Board{W: 6, H: int32(n)}, Closed: true}, Options{})
				if err != nil || !r.Exact {
					b.Fatal(err, r.Why)
				}
			}
			if w := a175881[n-1]; r.Undirected.String() != w {
				b.Fatalf("6x%d closed = %v, want %s (A175881)", n, r.Undirected, w)
			}
			b.ReportMetric(float64(r.Expanded), "states/op")
			b.ReportMetric(float64(r.PeakStates), "peak-states")
		})
	}
}
