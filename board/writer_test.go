package board

import (
	"bytes"
	"errors"

	"math/rand/v2"
	"strconv"
	"testing"
)

// fileName is the letters of file x in bijective base 26, written here
// again so that the writer's tables are checked against a second method.
func fileName(x int) string {
	name := ""
	for ; x > 0; x = (x - 1) / 26 {
		name = string(rune('a'+(x-1)%26)) + name
	}
	return name
}

// TestSquareWriterNames: squares written between separators of one byte
// and of several, past many chunks, on boards from 1x1 to the largest,
// with squares off the board among them, read back as the names they
// were given. Oracle: fileName and strconv, square by square.
func TestSquareWriterNames(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	for _, b := range []Board{{W: 1, H: 1}, {W: 8, H: 8}, {W: 27, H: 703}, {W: 703, H: 26}, {W: 999, H: 1001}, {W: MaxSide, H: MaxSide}, {W: 20000, H: 10000}, {W: 20000, H: 100000}} {
		for _, sep := range []string{" ", ", ", ""} {
			var got bytes.Buffer
			sw := NewSquareWriter(&got, b)
			var want bytes.Buffer
			for i := range 30000 {
				s := Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
				switch i % 7 {
				case 0: // corners, where the names are longest and shortest
					s = Square{X: b.W, Y: b.H}
				case 1:
					s = Square{X: 1, Y: 1}
				case 2: // off the board: written all the same
					s = Square{X: rng.Int32N(3) - 1 + b.W*rng.Int32N(2), Y: b.H + 1 - rng.Int32N(2)*(b.H+1)}
				}
				if i > 0 {
					sw.WriteString(sep)
					want.WriteString(sep)
				}
				sw.WriteSquare(s)
				want.WriteString(fileName(int(s.X)) + strconv.Itoa(int(s.Y)))
			}
			if err := sw.Flush(); err != nil {
				t.Fatalf("Flush() = %v, want nil", err)
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				i := 0
				for i < min(got.Len(), want.Len()) && got.Bytes()[i] == want.Bytes()[i] {
					i++
				}
				t.Errorf("%v, separator %q: byte %d: got %q, want %q", b, sep, i, got.Bytes()[i:min(i+20, got.Len())], want.Bytes()[i:min(i+20, want.Len())])
			}
		}
	}
}

// failAfter accepts n bytes, then fails every write.
type failAfter struct{ n int }

var errFull = errors.New("disk full")

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		return f.n, errFull
	}
	f.n -= len(p)
	return len(p), nil
}

// TestSquareWriterError: a write error is kept and Flush returns it, however
// much is written after it. Oracle: the writer's own failure.
func TestSquareWriterError(t *testing.T) {
	sw := NewSquareWriter(&failAfter{n: 100}, Board{W: 8, H: 8})
	for range 100000 {
		sw.WriteSquare(Square{X: 8, Y: 8})
		sw.WriteString(" ")
	}
	if err := sw.Flush(); !errors.Is(err, errFull) {
		t.Errorf("Flush() after a failed write = %v, want %v", err, errFull)
	}
}

// BenchmarkSquareWriter writes squares of a 10000x10000 board in the order
// of a knight's walk, a space between each, as a tour list is written; the
// metric is per square.
func BenchmarkSquareWriter(b *testing.B) {
	bd := Board{W: MaxSide, H: MaxSide}
	rng := rand.New(rand.NewPCG(25, 4))
	p := randomKnightPath(rng, Square{X: 5000, Y: 5000}, 1<<20)
	var out countWriter
	b.ReportAllocs()
	for b.Loop() {
		sw := NewSquareWriter(&out, bd)
		for i, s := range p {
			if i > 0 {
				sw.WriteString(" ")
			}
			sw.WriteSquare(s)
		}
		if err := sw.Flush(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(p)), "ns/square")
	b.ReportMetric(float64(out)/float64(b.N*len(p)), "bytes/square")
}

// countWriter counts the bytes written to it.
type countWriter int

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}
