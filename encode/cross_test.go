package encode

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOpenAgreesWithBacktracking(t *testing.T) {
	for w := 1; w <= 6; w++ {
		for h := 1; h <= 6; h++ {
			b := board.Board{W: w, H: h}
			t.Run(b.String(), func(t *testing.T) {
				bt := newBacktrack(b)
				for v := range b.Size() {
					s := b.Square(v)
					q := board.Problem{Board: b, Prefix: board.Path{s}}
					t0 := time.Now()
					want := bt.tour(q.Prefix)
					dt := time.Since(t0)
					if want != nil {
						require.NoError(t, verify.Tour(q, want), "backtracking %v", q)
					}
					for _, enc := range Encodings() {
						res, err := Solve(context.Background(), q, Options{Encoding: enc})
						require.NoError(t, err)
						assert.Equal(t, want != nil, res.Status == board.Found, "Solve(%v, %s) = %v, backtracking found %v", q, enc, res.Status, want)
						if res.Status == board.Found {
							assert.NoError(t, verify.Tour(q, res.Tour), "Solve(%v, %s)", q, enc)
						}
						if testing.Verbose() {
							fmt.Printf("%v %s %v %v bt %v nodes %d\n", q, enc, res.Status, res.Stats.Duration, dt, bt.nodes)
						}
					}
				}
			})
		}
	}
}
