package evidence_test

import (
	"bytes"
	"testing"

	"github.com/knightcert/knight/evidence"
)

// FuzzRead: Read never panics, stays within its limits, and whatever it
// accepts it writes back as a document that reads the same and writes
// the same bytes again (read, write, read, write, compare).
func FuzzRead(f *testing.F) {
	for _, doc := range documents {
		f.Add([]byte(doc))
	}
	f.Add([]byte(`{"board":"5x5","start":"a1","status":"none","method":"sat","Start":"a2"}`))
	f.Add([]byte(`{"board":"5x5","start":"a2","status":"none","method":"parity","certificate":{"kind":"case-split","board":"5x5","visited":1,"branches":[{"move":"b4","certificate":{"kind":"cut","board":"5x5","visited":2}}]}}`))
	lim := evidence.Limits{MaxBytes: 1 << 16, MaxNodes: 1000, MaxDepth: 16}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := evidence.Read(bytes.NewReader(data), lim)
		if err != nil {
			return
		}
		first := write(t, d)
		again, err := evidence.Read(bytes.NewReader([]byte(first)), evidence.DefaultLimits)
		if err != nil {
			t.Fatalf("Read(WriteJSON(Read(%q))) = %v; written %s", data, err, first)
		}
		if second := write(t, again); second != first {
			t.Fatalf("written twice differently:\n%s\n%s", first, second)
		}
	})
}
