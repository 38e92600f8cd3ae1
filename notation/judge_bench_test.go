package notation

import (
	"bytes"
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkJudgeLine reads and judges a path of every square of 300x300,
// rank by rank, written on one line (under 4 MiB, so through the
// tolerant readers and every reading Judge tries): its cost per byte
// is the same as on a board a quarter the size when every pass is
// linear, and grows with the board when one pass goes back over the
// line for every square.
func BenchmarkJudgeLine(b *testing.B) {
	for _, side := range []int32{150, 300} {
		big := board.Board{W: side, H: side}
		p := make(board.Path, 0, big.Size())
		for i := 0; i < big.Size(); i++ {
			p = append(p, big.Square(i))
		}
		var buf bytes.Buffer
		if err := WritePath(&buf, big, p, Algebraic); err != nil {
			b.Fatal(err)
		}
		b.Run(big.String(), func(b *testing.B) {
			b.SetBytes(int64(buf.Len()))
			b.ReportAllocs()
			for b.Loop() {
				tours, err := ReadTours(bytes.NewReader(buf.Bytes()), ReadOptions{Board: big})
				if err != nil || len(tours) != 1 {
					b.Fatalf("ReadTours = %d tours, %v", len(tours), err)
				}
				Judge(tours[0], board.Problem{Board: big}, walkCheck)
			}
		})
	}
}
