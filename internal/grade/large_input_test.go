package grade

import (
	"encoding/json"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
)

// largeInput is an input of many 8x8 tours one after another, about size
// bytes, in one of the layouts programs print them in: the tours the
// generator wrote, in order, every faultEvery-th with two squares
// swapped, and the line each begins on.
type largeInput struct {
	text  string
	tours [][]sq
	bad   []bool
	lines []int
}

const faultEvery = 500

// makeLargeInput writes tours of 8x8 until the text is size bytes: the
// eight symmetries of one tour found by search, in turn, so that
// neighbouring tours differ. write prints one tour.
func makeLargeInput(size int, write func([]sq) string) largeInput {
	base := findTour(8, 8, sq{1, 1}, false)
	var in largeInput
	var b strings.Builder
	line := 1
	for k := 0; b.Len() < size; k++ {
		p := make([]sq, len(base))
		for i, s := range base {
			x, y := s.x, s.y
			if k&1 != 0 {
				x = 9 - x
			}
			if k&2 != 0 {
				y = 9 - y
			}
			if k&4 != 0 {
				x, y = y, x
			}
			p[i] = sq{x, y}
		}
		bad := k%faultEvery == faultEvery-1
		if bad {
			p[10], p[20] = p[20], p[10] // no knight's move into or out of either
		}
		text := write(p)
		in.tours, in.bad, in.lines = append(in.tours, p), append(in.bad, bad), append(in.lines, line)
		b.WriteString(text)
		line += strings.Count(text, "\n")
	}
	in.text = b.String()
	return in
}

// largeKinds are the three layouts of a large input: numbered grids with
// a blank line between, square lists one a line, and pretty-printed JSON
// documents.
var largeKinds = []struct {
	name  string
	write func([]sq) string
}{
	{"grids", func(p []sq) string { return grid(8, 8, p) + "\n" }},
	{"lists", func(p []sq) string { return algebraic(p) + "\n" }},
	{"json", func(p []sq) string {
		var names []string
		for _, s := range p {
			names = append(names, name(s))
		}
		doc, _ := json.MarshalIndent(map[string]any{"board": "8x8", "tour": names}, "", "  ")
		return string(doc) + "\n"
	}},
}

// TestLargeInputs grades 1 MiB of each layout: one verdict a tour
// written, in order, valid but for the ones the generator swapped two
// squares of, which are invalid; a valid one placed on its first line.
// Oracle: the generator, which knows every tour it wrote and which it
// broke (a swap of squares 11 and 21 of a tour leaves no knight's move
// into square 11).
//
// And its memory, as a bound on bytes per input byte (allocations are
// the same on every run, unlike time): what the reader holds after
// reading (the tours' readings, measured after a collection, at most
// heldPerByte), and all it allocates on the way (allocPerByte; a
// collector that runs when the heap doubles makes the peak a small
// multiple of what is live, which is at most this).
func TestLargeInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("grades 3 MiB")
	}
	b := mustBoard(t, 8, 8)
	bounds := map[string]struct{ heldPerByte, allocPerByte float64 }{
		"grids": {14, 600},
		"lists": {14, 400},
		"json":  {14, 450},
	}
	for _, kind := range largeKinds {
		t.Run(kind.name, func(t *testing.T) {
			in := makeLargeInput(1<<20, kind.write)
			req := Request{Requirements: Requirements{Board: b}}

			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			tours, err := notation.ReadTours(strings.NewReader(in.text), notation.ReadOptions{Board: b})
			runtime.GC()
			runtime.ReadMemStats(&after)
			if err != nil || len(tours) != len(in.tours) {
				t.Fatalf("ReadTours = %d tours, %v; want %d", len(tours), err, len(in.tours))
			}
			held := float64(after.HeapAlloc) - float64(before.HeapAlloc)
			alloc := float64(after.TotalAlloc - before.TotalAlloc)
			runtime.KeepAlive(tours)
			size := float64(len(in.text))
			if bound := bounds[kind.name].heldPerByte; held > bound*size {
				t.Errorf("the tours read from %d bytes hold %.0f bytes, %.1f a byte; want at most %.0f a byte", len(in.text), held, held/size, bound)
			}
			if bound := bounds[kind.name].allocPerByte; alloc > bound*size {
				t.Errorf("reading %d bytes allocates %.0f bytes, %.0f a byte; want at most %.0f a byte", len(in.text), alloc, alloc/size, bound)
			}
			tours = nil

			vs := Tours("big", strings.NewReader(in.text), req)
			if len(vs) != len(in.tours) {
				t.Fatalf("Tours = %d verdicts, want %d, one a tour written", len(vs), len(in.tours))
			}
			for i, v := range vs {
				want := Valid
				if in.bad[i] {
					want = Invalid
				}
				if v.Status != want {
					t.Fatalf("tour %d (line %d): %v, want %v", i+1, in.lines[i], v, want)
				}
				if want == Valid && v.Line != in.lines[i] {
					t.Fatalf("tour %d: verdict on line %d, want %d", i+1, v.Line, in.lines[i])
				}
			}
		})
	}
}

// BenchmarkLargeInputs grades 4 MiB of each layout of TestLargeInputs,
// the most the command reads of an 8x8 input.
func BenchmarkLargeInputs(b *testing.B) {
	if testing.Short() {
		b.Skip("grades 4 MiB a run")
	}
	bd, err := board.Parse("8x8")
	if err != nil {
		b.Fatal(err)
	}
	for _, kind := range largeKinds {
		b.Run(kind.name, func(b *testing.B) {
			in := makeLargeInput(4<<20-1<<10, kind.write)
			b.ReportAllocs()
			b.SetBytes(int64(len(in.text)))
			for b.Loop() {
				if vs := Tours("big", strings.NewReader(in.text), Request{Requirements: Requirements{Board: bd}}); len(vs) != len(in.tours) {
					b.Fatalf("%d verdicts, want %d", len(vs), len(in.tours))
				}
			}
			b.ReportMetric(float64(len(in.tours)), "tours/op")
		})
	}
}

// BenchmarkDocumentStream grades streams of one-line JSON documents of
// 1x1, from 10,000 to 100,000 (3 MB): the time a document should not grow
// with their number.
func BenchmarkDocumentStream(b *testing.B) {
	if testing.Short() {
		b.Skip("grades up to 3 MB a run")
	}
	bd, err := board.Parse("1x1")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{10_000, 100_000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			text := strings.Repeat(`{"board":"1x1","tour":["a1"]}`+"\n", n)
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if vs := Tours("stream", strings.NewReader(text), Request{Requirements: Requirements{Board: bd}}); len(vs) != n {
					b.Fatalf("%d verdicts, want %d", len(vs), n)
				}
			}
		})
	}
}
