package grade

import (
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// BenchmarkTours grades 1000 8x8 tours printed as captioned grids, beside
// what knight verify did before grading (notation.ReadAll and verify.Check on
// each document), so that the cost of grading shows as a ratio.
func BenchmarkTours(b *testing.B) {
	g := grid(8, 8, findTour(8, 8, sq{1, 1}, false))
	var text strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&text, "Solution %d\n%s\n", i+1, g)
	}
	input := text.String()
	b.Run("grade", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(input)))
		for b.Loop() {
			if vs := Tours("t", strings.NewReader(input), Request{}); len(vs) != 1000 || vs[999].Status != Valid {
				b.Fatalf("%d verdicts, the last %v", len(vs), vs[len(vs)-1])
			}
		}
	})
	b.Run("read-and-check", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(input)))
		for b.Loop() {
			docs, err := notation.ReadAll(strings.NewReader(input), notation.ReadOptions{})
			if err != nil || len(docs) != 1000 {
				b.Fatal(err)
			}
			for _, d := range docs {
				if _, err := verify.Check(d.Problem(), d.Path); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
