package board

import (
	"bytes"
	"testing"
)

// BenchmarkReadPath reads a 1000x1000 path (every square once, rank by
// rank: the reader does not care about moves) in each notation, and a
// small grid with a caption through the tolerant readers.
func BenchmarkReadPath(b *testing.B) {
	big := MustParse("1000x1000")
	p := make(Path, 0, big.Size())
	for i := 0; i < big.Size(); i++ {
		p = append(p, big.Square(i))
	}
	for _, tc := range []struct {
		name string
		f    Format
	}{{"1000x1000/list", Algebraic}, {"1000x1000/grid", Grid}, {"1000x1000/json", JSON}} {
		var buf bytes.Buffer
		if err := WritePath(&buf, big, p, tc.f); err != nil {
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			if testing.Short() {
				b.Skip("1000x1000 under -short")
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
