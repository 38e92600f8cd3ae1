package prove

import (
	"context"
	"testing"

	"github.com/knightcert/knight/internal/testsupport/positions"
)

// BenchmarkBlamePlain is Blame on the knight's full boards as players
// bring them: each stuck game of 6x6 and 8x8 whole (a dead verdict) and
// up to the square before its mistake (a completable path, with its
// hints). It is the reference for "the knight on the full board stays as
// fast": run it side by side with the binary of another version.
func BenchmarkBlamePlain(b *testing.B) {
	games := positions.Load(b)
	for _, size := range []string{"6x6", "8x8"} {
		b.Run(size, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, g := range games {
					if g.Board.String() != size || g.Hard || g.FirstDead < 1 {
						continue
					}
					for _, path := range [][]int{{len(g.Path)}, {g.FirstDead}} {
						if _, err := Blame(context.Background(), g.Board, g.Path[:path[0]], BlameOptions{}); err != nil {
							b.Fatal(err)
						}
					}
				}
			}
		})
	}
}
