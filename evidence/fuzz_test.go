package evidence_test

import (
	"bytes"
	"os"
	"path/filepath"
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
	f.Add([]byte(`{"puzzle":{"board":"3x3","holes":["b2"],"piece":"(0,3)+(2,2)","closed":false,"first":1,"clues":{"a1":1}},"status":"unique","method":"exhaustive","solutions":[["a1","b3","c1","a2","c3","b1","a3","c2"]],"count":1,"count_exact":true,"ms":0.1}`))
	verdicts, err := filepath.Glob("../verify/testdata/puzzle-blame-*.json")
	if err != nil || len(verdicts) == 0 {
		f.Fatalf("no puzzle verdicts to seed with: %v", err)
	}
	for _, name := range verdicts {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
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

// FuzzStream: a stream never panics, ends, and gives the documents Read
// gives one by one: each document it returns writes back to what Read
// makes of the written bytes.
func FuzzStream(f *testing.F) {
	f.Add([]byte(documents[0] + documents[7] + "\n" + documents[5]))
	f.Add([]byte(`{"a":"}"}{`))
	f.Add([]byte("  \n{\"board\":\"5x5\",\"status\":\"none\"}x"))
	lim := evidence.Limits{MaxBytes: 1 << 16, MaxNodes: 1000, MaxDepth: 16}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := evidence.NewStream(bytes.NewReader(data), lim)
		for range len(data) + 1 {
			d, err := s.Next()
			if err != nil {
				return
			}
			first := write(t, d)
			again, err := evidence.Read(bytes.NewReader([]byte(first)), evidence.DefaultLimits)
			if err != nil {
				t.Fatalf("Read(WriteJSON(Next)) = %v; written %s", err, first)
			}
			if second := write(t, again); second != first {
				t.Fatalf("written twice differently:\n%s\n%s", first, second)
			}
		}
		t.Fatalf("more documents than bytes in %q", data)
	})
}
