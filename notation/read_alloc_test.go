package notation

import (
	"runtime"
	"strings"
	"testing"
)

// TestReadAllocatesWhatItReads: a short document that claims a huge board
// costs what its text holds, not what the board would (37 bytes claiming
// 10000x10000 must not make the reader allocate the path). Oracle: the
// input's size; the bound, fixed buffers plus a thousand bytes per input
// byte, is far below the 800 MB a 10000x10000 path takes.
func TestReadAllocatesWhatItReads(t *testing.T) {
	inputs := []string{
		`{"board":"10000x10000","tour":["a1"]}`,
		`{"board":"10000x10000","tour":["a1","c2","e1"]}`,
		`{"board":[10000,10000],"tour":[[1,1],[3,2]]}`,
		`{"width":10000,"height":10000,"tour":[]}`,
		`{"board":"10000x10000","closed":true,"tour":["a1","c2"]}` + "\n" + `{"board":"10000x10000","tour":["b1"]}`,
		"board 10000x10000\na1 c2 e1\n",
		"0 1\n2 3\n",
	}
	for _, in := range inputs {
		for _, read := range []struct {
			name string
			f    func() error
		}{
			{"ReadAll", func() error { _, err := ReadAll(strings.NewReader(in), ReadOptions{}); return err }},
			{"ReadTours", func() error { _, err := ReadTours(strings.NewReader(in), ReadOptions{}); return err }},
		} {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			err := read.f()
			runtime.ReadMemStats(&after)
			got := after.TotalAlloc - before.TotalAlloc
			if bound := uint64(1<<20 + 1000*len(in)); got > bound {
				t.Errorf("%s(%q) allocated %d bytes (err %v), want at most %d for %d bytes of input", read.name, in, got, err, bound, len(in))
			}
		}
	}
}
