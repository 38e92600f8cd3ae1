package notation

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// manyTours are inputs of n 8x8 tours in the layouts where text set aside
// stands beside every tour, so that a pass relating each text to each tour
// costs n squared or more: a word inside each line between two squares, a
// caption line before each list, a caption before each numbered grid.
var manyTours = []struct {
	name  string
	write func(i int, p board.Path) string
}{
	{"word inside each line", func(i int, p board.Path) string {
		words := []string{"then", "(ok)"}
		sq := strings.Fields(p.String())
		return strings.Join(sq[:20], " ") + " " + words[i%2] + " " + strings.Join(sq[20:], " ") + "\n"
	}},
	{"caption before each list", func(i int, p board.Path) string {
		return fmt.Sprintf("Tour %d:\n%v\n", i+1, p)
	}},
	{"caption before each grid", func(i int, p board.Path) string {
		return fmt.Sprintf("Board %d\n%s\n", i+1, numberedGrid(board.Board{W: 8, H: 8}, p))
	}},
}

// numberedGrid writes p as a grid of visit numbers from 1, the top rank
// first.
func numberedGrid(b board.Board, p board.Path) string {
	at := map[board.Square]int{}
	for i, s := range p {
		at[s] = i + 1
	}
	var out strings.Builder
	for y := b.H; y >= 1; y-- {
		for x := int32(1); x <= b.W; x++ {
			fmt.Fprintf(&out, "%3d", at[board.Square{X: x, Y: y}])
		}
		out.WriteString("\n")
	}
	return out.String()
}

// manyToursInput is n tours of 8x8 made by warnsdorffWalk, written by
// write, and the tours.
func manyToursInput(tb testing.TB, n int, write func(int, board.Path) string) (string, []board.Path) {
	rng := rand.New(rand.NewPCG(49, 3))
	b8 := board.Board{W: 8, H: 8}
	var text strings.Builder
	var paths []board.Path
	for len(paths) < n {
		p := warnsdorffWalk(rng, b8, 50)
		if p == nil || !walkOK(b8, p) {
			tb.Fatalf("the test's own generator made no 8x8 tour")
		}
		text.WriteString(write(len(paths), p))
		paths = append(paths, p)
	}
	return text.String(), paths
}

// readManyTours reads text and fails unless it holds the tours written,
// each valid as read.
func readManyTours(tb testing.TB, text string, paths []board.Path) {
	tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: board.Board{W: 8, H: 8}})
	if err != nil || len(tours) != len(paths) {
		tb.Fatalf("ReadTours = %d tours, %v; want the %d written", len(tours), err, len(paths))
	}
	for i, tr := range tours {
		if tr.Err != nil || len(tr.Readings) == 0 || tr.Readings[0].Path.String() != paths[i].String() {
			tb.Fatalf("tour %d = %+v, want %v", i+1, tr, paths[i])
		}
	}
}

// TestManyToursLinearWork: reading twice as many tours, each with text set
// aside beside it, allocates about twice as often and about twice the
// bytes, under 2.3 times. The oracle: linear work doubles when the input
// doubles; a pass that asks every tour about every text grows four times,
// and every cut too, eight; one run of lines from each line to the input's
// end, four, in the lines it holds.
func TestManyToursLinearWork(t *testing.T) {
	const n = 250
	for _, c := range manyTours {
		t.Run(c.name, func(t *testing.T) {
			var allocs, bytes [2]float64
			for k, n := range []int{n, 2 * n} {
				text, paths := manyToursInput(t, n, c.write)
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				allocs[k] = testing.AllocsPerRun(1, func() { readManyTours(t, text, paths) })
				runtime.ReadMemStats(&after)
				bytes[k] = float64(after.TotalAlloc - before.TotalAlloc)
			}
			t.Logf("%d and %d tours: %.0f and %.0f allocations, %.0f and %.0f bytes", n, 2*n, allocs[0], allocs[1], bytes[0], bytes[1])
			if ratio := allocs[1] / max(allocs[0], 1); ratio >= 2.3 {
				t.Errorf("reading %d tours allocates %.0f times, %d tours %.0f: %.1f times as often, want under 2.3 (linear work)", n, allocs[0], 2*n, allocs[1], ratio)
			}
			if ratio := bytes[1] / max(bytes[0], 1); ratio >= 2.3 {
				t.Errorf("reading %d tours allocates %.0f bytes, %d tours %.0f: %.1f times as many, want under 2.3 (linear work)", n, bytes[0], 2*n, bytes[1], ratio)
			}
		})
	}
}

// BenchmarkManyTours reads 2,000 tours of 8x8 in each layout of manyTours;
// ns/op over tours/op is the time a tour.
func BenchmarkManyTours(b *testing.B) {
	for _, c := range manyTours {
		b.Run(c.name, func(b *testing.B) {
			text, paths := manyToursInput(b, 2000, c.write)
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				readManyTours(b, text, paths)
			}
			b.ReportMetric(float64(len(paths)), "tours/op")
		})
	}
}
