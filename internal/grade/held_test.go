package grade

import (
	"runtime"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestEachHoldsVerdicts grades a stream of 10,000 one-line JSON documents
// of 1x1 and measures, after a collection, the heap Each holds when it
// yields its first verdict: the input is then read and judged, and what
// is held for the rest is the verdicts, not the documents read (a
// notation.Document is near 500 bytes, more than the 30 of the line it
// is read from). Oracle: the size argument: a verdict of a tour of one
// square is its fields and a path of one square, under 300 bytes, ten a
// byte of its line; the bound, heldPerByte a byte of input, holds that
// with room, and the 10,000 readings held beside them would break it. And the
// generator's count: every document is a valid tour of 1x1, one verdict
// each, in order.
func TestEachHoldsVerdicts(t *testing.T) {
	const docs, heldPerByte = 10_000, 12
	line := `{"board":"1x1","tour":["a1"]}` + "\n"
	text := strings.Repeat(line, docs)
	req := Request{Requirements: Requirements{Board: board.Board{W: 1, H: 1}}}
	var before, at runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	n := 0
	err := Each("stream", strings.NewReader(text), req, func(v Verdict) error {
		if n == 0 {
			runtime.GC()
			runtime.ReadMemStats(&at)
		}
		n++
		if v.Status != Valid || v.Line != n {
			t.Fatalf("document %d: %v on line %d, want valid on line %d", n, v, v.Line, n)
		}
		return nil
	})
	if err != nil || n != docs {
		t.Fatalf("Each = %d verdicts, %v; want %d, one a document", n, err, docs)
	}
	held := float64(at.HeapAlloc) - float64(before.HeapAlloc)
	if size := float64(len(text)); held > heldPerByte*size {
		t.Logf("held %.1f", held/float64(len(text)))
		t.Errorf("Each of %d documents (%d bytes) holds %.0f bytes at its first verdict, %.1f a byte of input; want at most %d a byte", docs, len(text), held, held/size, heldPerByte)
	}
}
