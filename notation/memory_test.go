package notation

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// spreadsheetRow is a spreadsheet's rows pasted as text to about size
// bytes: a value every two bytes, the most values a byte a text holds.
func spreadsheetRow(size int) []byte {
	var b bytes.Buffer
	line := strings.Repeat("e\t5\t", 30) + "\n"
	for b.Len() < size {
		b.WriteString(line)
	}
	return b.Bytes()
}

// allocatedBy is the bytes f allocates, from the runtime's own count.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestNestedTreeBytesPerByte: the tree of a text's values takes a bounded
// number of bytes a byte of input, at any length. Oracle: arithmetic, a
// node of at most 48 bytes and its index for each value, a value each two
// bytes at most, is 26 bytes a byte; the bound leaves room for a growth of
// the slices, not for the copies of growing them a value at a time,
// which cost several times the tree's size on a long input.
func TestNestedTreeBytesPerByte(t *testing.T) {
	for _, size := range []int{256 << 10, 1 << 20} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			b := spreadsheetRow(size)
			var tr *nestTree
			got := float64(allocatedBy(func() { tr = parseNested(b) })) / float64(len(b))
			if len(tr.nodes) < len(b)/3 {
				t.Fatalf("parseNested: %d values in %d bytes, want at least %d", len(tr.nodes), len(b), len(b)/3)
			}
			t.Logf("%.1f bytes a byte", got)
			if got > 40 {
				t.Errorf("parseNested of %d bytes allocated %.0f bytes a byte, want at most 40", len(b), got)
			}
		})
	}
}

// tour5 is a knight's tour of the 5x5 board.
var tour5 = strings.Fields("e5 c4 a5 b3 a1 c2 e1 d3 b2 a4 c5 e4 d2 b1 a3 b5 d4 e2 c1 a2 b4 d5 c3 d1 e3")

// repeatTo is unit repeated to about size bytes.
func repeatTo(unit string, size int) []byte {
	return []byte(strings.Repeat(unit, max(1, size/len(unit))))
}

// BenchmarkReadLong reads inputs of a mebibyte, each a layout whose
// memory grows with its length: B/op over the size is the bytes allocated
// a byte.
func BenchmarkReadLong(b *testing.B) {
	var csv strings.Builder
	csv.WriteString("step,square\n")
	for i := 0; csv.Len() < 1<<20; i++ {
		fmt.Fprintf(&csv, "%d,%s\n", i%25+1, tour5[i%25])
	}
	grid := " 3 16 11 22  1\n10 21  2 17 12\n15  4 23  8 25\n20  9  6 13 18\n 5 14 19 24  7\n\n"
	inputs := []struct {
		name string
		text []byte
	}{
		{"spreadsheet", spreadsheetRow(1 << 20)},
		{"csv", []byte(csv.String())},
		{"captions", repeatTo(strings.Join(tour5, " ")+"\r\nSome caption text, words and more words\r\n", 1<<20)},
		{"json", repeatTo(`{"board":"5x5","tour":["`+strings.Join(tour5, `","`)+`"]}`+"\n", 1<<20)},
		{"grids", repeatTo(grid, 1<<20)},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.text)))
			for b.Loop() {
				if _, err := ReadTours(bytes.NewReader(in.text), ReadOptions{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
