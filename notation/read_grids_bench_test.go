package notation

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkGridsBackToBack reads numbered 5x5 grids one after another
// with no blank line between them, as a program prints the tours it
// finds. Reading is linear in the grids when the time a grid stays the
// same from 250 to 2,000 of them: the rows round a grid are walked once
// for all the grids they hold, not once a grid.
func BenchmarkGridsBackToBack(b *testing.B) {
	rng := rand.New(rand.NewPCG(47, 1))
	bd := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rng, bd, 2000)
	if len(p) != bd.Size() || !walkOK(bd, p) {
		b.Fatal("the benchmark's own tour")
	}
	num := map[board.Square]int{}
	for k, s := range p {
		num[s] = k + 1
	}
	var grid bytes.Buffer
	for y := bd.H; y >= 1; y-- {
		for x := int32(1); x <= bd.W; x++ {
			fmt.Fprintf(&grid, "%3d", num[board.Square{X: x, Y: y}])
		}
		grid.WriteByte('\n')
	}
	for _, n := range []int{250, 2000} {
		in := bytes.Repeat(grid.Bytes(), n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			if testing.Short() && n > 250 {
				b.Skip("large input under -short")
			}
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				tours, err := ReadTours(bytes.NewReader(in), ReadOptions{Board: bd})
				if err != nil || len(tours) != n {
					b.Fatalf("%d tours read of %d (%v)", len(tours), n, err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/grid")
		})
	}
}
