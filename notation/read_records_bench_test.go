package notation

import (
	"bytes"
	"fmt"
	"testing"
)

// BenchmarkManyRecords reads one paragraph of SQL vertical records, one
// square each, none a knight's move from the last: thousands of blocks
// that no reader reads, with no blank line between them. Reading is
// linear in the records when the time a record stays the same from 2,500
// to 20,000 of them (the paragraph is read once, not once a block).
func BenchmarkManyRecords(b *testing.B) {
	for _, n := range []int{2500, 20000} {
		var buf bytes.Buffer
		buf.WriteString("mysql> SELECT step, square FROM tour ORDER BY step\\G\n")
		for k := 1; k <= n; k++ {
			fmt.Fprintf(&buf, "*************************** %d. row ***************************\n  step: %d\nsquare: a%d\n", k, k, 2+k%7)
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			if testing.Short() && n > 2500 {
				b.Skip("large input under -short")
			}
			b.SetBytes(int64(buf.Len()))
			for b.Loop() {
				if _, err := ReadTours(bytes.NewReader(buf.Bytes()), ReadOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/record")
		})
	}
}
