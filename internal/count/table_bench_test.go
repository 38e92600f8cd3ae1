package count

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkTableAdds adds 12 million states, 8 million of them distinct
// (the ratio of a large cell of 7x7 open), to a table of 2^24 slots, far
// larger than the caches: a batch at a time as a small scan adds them,
// and a stage at a time, sorted (table.addStaged), as a large one does.
// It reports the time an add; the keys are drawn before the timer.
func BenchmarkTableAdds(b *testing.B) {
	if testing.Short() {
		b.Skip("a table of 256 MB")
	}
	const distinct, adds = 8 << 20, 12 << 20
	rng := rand.New(rand.NewPCG(27, 7))
	pool := make([]key, distinct)
	for i := range pool {
		pool[i] = key{lo: rng.Uint64() & narrowBits, hi: uint64(rng.IntN(4)) << endColourShift}
	}
	in := make([]pending, adds)
	for i := range in {
		in[i] = pending{pool[i%distinct], u128{lo: 1}}
		if i >= distinct {
			in[i].k = pool[rng.IntN(distinct)]
		}
	}
	rng.Shuffle(len(in), func(i, j int) { in[i], in[j] = in[j], in[i] })
	for _, stage := range []int{batchSize, 1 << 20, 1 << 22, adds} {
		b.Run(fmt.Sprint("stage=", stage), func(b *testing.B) {
			t := newTable(16)
			sorted := make([]pending, stage)
			for b.Loop() {
				t.reset(distinct)
				for i := 0; i < len(in); i += stage {
					t.addStaged(in[i:min(i+stage, len(in))], sorted, distinct)
				}
			}
			if t.len() != distinct {
				b.Fatalf("%d states, want %d", t.len(), distinct)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/adds, "ns/add")
		})
	}
}
