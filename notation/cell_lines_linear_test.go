package notation

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// linearInputs are inputs any user can paste whose lines are alike, so
// that a reader starting again at each line reads the rest of the run
// again: n times the unit.
var linearInputs = []struct{ name, unit string }{
	{"bare CR inside lines", "12 13 14\rword 5\r\n"},
	{"bare CRs alone", "1\r2\r3\r"},
	{"an integer a line", "7\n"},
	{"a word and an integer a line", "word 5\n"},
	{"three integers a line", "1 2 3\n"},
	{"rows of three cells, the last short", "1\n2\n3\n\n"},
}

// allocated is the bytes ReadTours allocates reading text.
func allocated(text string, opt ReadOptions) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	ReadTours(strings.NewReader(text), opt)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestCellLinesReadInLinearWork reads each of linearInputs at 1,000 and
// 4,000 units. The oracle is the cost of a linear reading: four times
// the input allocates about four times the bytes, where a reading that
// starts again at each line allocates sixteen times; 6 leaves room for
// the fixed cost. Bytes, not time: the count repeats on any machine.
func TestCellLinesReadInLinearWork(t *testing.T) {
	for _, tc := range linearInputs {
		for _, opt := range []ReadOptions{{}, {Board: board.Board{W: 8, H: 8}}} {
			t.Run(fmt.Sprintf("%s/board %v", tc.name, opt.Board), func(t *testing.T) {
				small := strings.Repeat(tc.unit, 1000)
				large := strings.Repeat(tc.unit, 4000)
				if tc.name == "rows of three cells, the last short" {
					small, large = small+"1\n2\n", large+"1\n2\n"
				}
				a, b := allocated(small, opt), allocated(large, opt)
				if ratio := float64(b) / float64(a); ratio > 6 {
					t.Errorf("reading 4x the input allocates %.1fx the bytes (%d, then %d), want at most 6x", ratio, a, b)
				}
			})
		}
	}
}

// TestCellLinesAnswersKept reads grids written a cell a line where the
// reader, having read no grid from a line, reads no grid again from the
// lines after it but one: a caption of the cells' shape before the first
// row, a first row longer than the others, two grids parted by a word, a
// grid after a run of lines of one number each. The oracle is walkCheck,
// the test's own knight-move check, and the tour count and lines the
// reader gave before it skipped lines it had looked at.
func TestCellLinesAnswersKept(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 24))
	b := board.Board{W: 5, H: 6}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	bullets := func(rows [][]int) string {
		var ls []string
		for r, row := range rows {
			if r > 0 {
				ls = append(ls, "")
			}
			for _, v := range row {
				ls = append(ls, fmt.Sprintf("  * %d", v))
			}
		}
		return strings.Join(ls, "\n") + "\n"
	}
	grid := bullets(rowsOf(b, p, 1))
	faulty := bullets(rowsOf(b, swapped(t, b, p), 1))
	for _, tc := range []struct {
		name, text string
		code       int
		lines      []int
	}{
		{"caption of the cells' shape", "  * 30\n" + grid, 0, []int{2}},
		{"first row one cell longer", "  * 1\n  * 2\n  * 3\n  * 4\n  * 5\n  * 6\n\n" + grid, 0, []int{8}},
		{"two grids parted by a word", grid + "then\n" + grid, 0, []int{1, 37}},
		{"a valid grid, a word, a faulty grid", grid + "then\n" + faulty, 1, []int{1, 37}},
		{"after a run of one number a line", strings.Repeat("  * 7\n", 40) + "\n" + grid, 0, []int{42}},
		{"after bare CR lines", strings.Repeat("12 13 14\rword 5\r\n", 40) + grid, 0, []int{41}},
	} {
		tours, verdicts, code := textExit(tc.text, ReadOptions{}, walkCheck)
		var lines []int
		for _, tr := range tours {
			lines = append(lines, tr.Line)
		}
		if code != tc.code || !slices.Equal(lines, tc.lines) {
			t.Errorf("%s: exit %d, tours at lines %v (%v), want exit %d, lines %v", tc.name, code, lines, verdicts, tc.code, tc.lines)
		}
	}
}

// BenchmarkCellLines reads linearInputs at 5,000 and 20,000 units: the
// reading is linear when ns/unit stays the same.
func BenchmarkCellLines(b *testing.B) {
	for _, tc := range linearInputs {
		for _, n := range []int{5000, 20000} {
			text := strings.Repeat(tc.unit, n)
			b.Run(fmt.Sprintf("%s/%d", tc.name, n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					ReadTours(strings.NewReader(text), ReadOptions{Board: board.Board{W: 8, H: 8}})
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/unit")
			})
		}
	}
}
