package notation

import (
	"bytes"
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkReadPath reads paths that visit every square once, rank by rank
// (the reader does not care about moves): 1000x1000 in each notation,
// streamed, 500x500 (under 4 MiB, so through the tolerant readers), and a
// small grid with a caption.
func BenchmarkReadPath(b *testing.B) {
	for _, tc := range []struct {
		name string
		big  board.Board
		f    Format
	}{
		{"1000x1000/list", board.MustParse("1000x1000"), Algebraic},
		{"1000x1000/grid", board.MustParse("1000x1000"), Grid},
		{"1000x1000/json", board.MustParse("1000x1000"), JSON},
		{"500x500/list", board.MustParse("500x500"), Algebraic},
		{"500x500/grid", board.MustParse("500x500"), Grid},
		{"500x500/json", board.MustParse("500x500"), JSON},
	} {
		big := tc.big
		p := make(board.Path, 0, big.Size())
		for i := 0; i < big.Size(); i++ {
			p = append(p, big.Square(i))
		}
		var buf bytes.Buffer
		if err := WritePath(&buf, big, p, tc.f); err != nil {
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			if testing.Short() {
				b.Skip("large boards under -short")
			}
			b.SetBytes(int64(buf.Len()))
			b.ReportAllocs()
			for b.Loop() {
				d, err := ReadPath(bytes.NewReader(buf.Bytes()), ReadOptions{Board: big})
				if err != nil || len(d.Path) != big.Size() {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(big.Size()), "ns/square")
		})
	}
	small := []byte("Solution 1\n" + seedGrid + "This is an open tour\n")
	b.Run("8x8/captioned-grid", func(b *testing.B) {
		b.SetBytes(int64(len(small)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ReadPath(bytes.NewReader(small), ReadOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
