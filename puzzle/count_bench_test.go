package puzzle

import (
	"context"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// BenchmarkCount counts the solutions of puzzles with few clues, the
// counter's hardest: 5x5 and 6x6 from a corner (304 and 524,486, OEIS
// A165134), 6x6 closed with 1 given (19,724, A001230), and 3x10 open and
// closed from a corner. It reports the search's steps and the process's
// CPU time per count (the wall time counts both cores, and the machine's
// other load).
func BenchmarkCount(b *testing.B) {
	sq := board.MustParseSquare
	one := func(s string) []puzzlecert.Clue { return []puzzlecert.Clue{{Square: sq(s), Number: 1}} }
	cases := []struct {
		name string
		p    puzzlecert.Puzzle
		want int64 // 0: not known here
		slow bool
	}{
		{"5x5-corner", puzzlecert.Puzzle{Board: board.MustParse("5x5"), First: 1, Clues: one("a1")}, 304, false},
		{"6x6-corner", puzzlecert.Puzzle{Board: board.MustParse("6x6"), First: 1, Clues: one("a1")}, 524486, true},
		{"6x6-closed-c3", puzzlecert.Puzzle{Board: board.MustParse("6x6"), Closed: true, First: 1, Clues: one("c3")}, 19724, false},
		{"3x10-corner", puzzlecert.Puzzle{Board: board.MustParse("3x10"), First: 1, Clues: one("a1")}, 0, false},
		{"3x10-closed-a1", puzzlecert.Puzzle{Board: board.MustParse("3x10"), Closed: true, First: 1, Clues: one("a1")}, 32, false},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			if testing.Short() && c.slow {
				b.Skip("slow under -short")
			}
			b.ReportAllocs()
			var r CountResult
			startCPU := cpuTime()
			for b.Loop() {
				r = Count(context.Background(), c.p, 1e11, 0)
			}
			b.ReportMetric(float64((cpuTime()-startCPU).Microseconds())/1000/float64(b.N), "cpu-ms/op")
			if !r.Exact || c.want > 0 && r.Count != c.want {
				b.Fatalf("Count = %d (exact %v), want %d", r.Count, r.Exact, c.want)
			}
			b.ReportMetric(float64(r.Nodes), "nodes/op")
			b.Logf("%s: %d solutions", c.name, r.Count)
		})
	}
}
