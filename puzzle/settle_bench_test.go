package puzzle

import (
	"testing"

	"github.com/knightcert/knight/board"
)

// BenchmarkSettle runs the split's deductions (domains.settle) on puzzles
// of a fifth of a random tour's squares, from the start and then with
// each step in turn placed on its lowest square left (domains.with, the
// split's and the proof of uniqueness's move): one word a set on 8x8,
// several on 10x10 and 16x16.
func BenchmarkSettle(b *testing.B) {
	for _, size := range []string{"8x8", "10x10", "16x16"} {
		b.Run(size, func(b *testing.B) {
			bd := board.MustParse(size)
			set := benchSet(b, bd, true, bd.Size()/5, 8)
			g := newGraph(bd)
			settled := 0
			for b.Loop() {
				settled = 0
				for _, p := range set {
					m := newDomains(p, g)
					if !m.settle() {
						continue
					}
					settled++
					for t := range m.n {
						v := 0
						for !m.has(t, v) {
							v++
						}
						e := m.with(t, v)
						if e.settle() {
							settled++
						}
					}
				}
			}
			b.ReportMetric(float64(settled), "settled")
		})
	}
}
