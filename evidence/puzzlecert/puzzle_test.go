package puzzlecert

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
)

// TestPuzzleAnswerRoundTrip: a document read and written again gives the
// same bytes (the file was written by knight puzzle make -json).
func TestPuzzleAnswerRoundTrip(t *testing.T) {
	data, err := os.ReadFile("../../verify/testdata/puzzle-3x4-minimal.json")
	if err != nil {
		t.Fatal(err)
	}
	if !IsAnswer(data) {
		t.Fatal("IsAnswer = false")
	}
	a, err := ParseAnswer(data, evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := a.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), data) {
		t.Errorf("round trip:\n%s\nwant\n%s", out.Bytes(), data)
	}
}

func TestParsePuzzle(t *testing.T) {
	p, err := ParsePuzzle([]byte(`{"board":"8x8","closed":true,"clues":{"c2":2,"a1":1}}`), evidence.DefaultLimits)
	if err != nil || p.First != 1 || len(p.Clues) != 2 || p.Clues[0].Number != 1 || !p.Closed {
		t.Errorf("ParsePuzzle = %+v, %v", p, err)
	}
	p, err = ParsePuzzle([]byte(`{"board":"5x5","clues":{"a1":0}}`), evidence.DefaultLimits)
	if err != nil || p.First != 0 {
		t.Errorf("a clue 0: ParsePuzzle = %+v, %v; want numbers from 0", p, err)
	}
	for _, tc := range []struct {
		in, want string
		err      error
	}{
		{`{"board":"5x5","clues":{"a1":1,"a1":2}}`, "1:32", evidence.ErrDuplicateKey},
		{`{"board":"5x5","clues":{"a1":1,"A1":2}}`, "1:32", evidence.ErrDuplicateKey},
		{`{"board":"5x5","Clues":{}}`, "1:16", evidence.ErrUnknownKey},
		{`{"board":"5x5","clues":{"f1":1}}`, "1:25", ErrBadPuzzle},        // the square's key
		{`{"board":"5x5","clues":{"a1":26}}`, "1:30", ErrBadPuzzle},       // the number
		{`{"board":"5x5","clues":{"a1":3,"b3":3}}`, "1:37", ErrBadPuzzle}, // the second 3
		{`{"board":"5x5","first":2,"clues":{}}`, "1:24", ErrBadPuzzle},
		{`{"clues":{}}`, "1:1", ErrBadPuzzle},
	} {
		_, err := ParsePuzzle([]byte(tc.in), evidence.DefaultLimits)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || !errors.Is(err, tc.err) {
			t.Errorf("ParsePuzzle(%s) = %v, want %s: ... wrapping %v", tc.in, err, tc.want, tc.err)
		}
	}
}

// FuzzParseAnswer: any input is read or refused, never a panic; a
// document read writes back to bytes that read as the same document.
func FuzzParseAnswer(f *testing.F) {
	data, err := os.ReadFile("../../verify/testdata/puzzle-3x4-minimal.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"puzzle":{"board":"5x5","clues":{"b1":1}},"status":"none","method":"parity","certificate":{"kind":"colour-count","a":{"square":"b1","number":1}},"ms":0.1}`))
	f.Add([]byte(`{"puzzle":{"board":"3x3","clues":{"a3":1,"c1":9}},"status":"none","method":"parity","certificate":{"kind":"forced","prefix":["a3"],"end":"c1","certificate":{"kind":"disconnected","board":"3x3","visited":1,"from":"a3","squares":["a3","b2"],"pieces":8}},"ms":0.2}`))
	f.Add([]byte(`{"puzzle":{"board":"5x5","clues":{"a1":21}},"status":"none","method":"parity","certificate":{"kind":"split","number":20,"branches":[{"square":"b3","certificate":{"kind":"deduction"}},{"square":"c2","certificate":{"kind":"deduction"}}]},"ms":0.3}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		a, err := ParseAnswer(in, evidence.DefaultLimits)
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := a.WriteJSON(&out); err != nil {
			t.Fatalf("WriteJSON: %v", err)
		}
		b, err := ParseAnswer(out.Bytes(), evidence.DefaultLimits)
		if err != nil {
			t.Fatalf("the answer written does not read back: %v\n%s", err, out.Bytes())
		}
		var again bytes.Buffer
		b.WriteJSON(&again)
		if !bytes.Equal(out.Bytes(), again.Bytes()) {
			t.Fatalf("written twice differently:\n%s\n%s", out.Bytes(), again.Bytes())
		}
	})
}

// TestPuzzleSplitDocument: a case split (written by knight puzzle solve
// -json) reads and writes back to the same bytes; a split nested past
// MaxDepth, or a branch with an unknown key, is refused with its sentinel.
func TestPuzzleSplitDocument(t *testing.T) {
	data, err := os.ReadFile("../../verify/testdata/puzzle-5x5-split.json")
	if err != nil {
		t.Fatal(err)
	}
	a, err := ParseAnswer(data, evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := a.Certificate.(Split); !ok || c.Number != 20 || len(c.Branches) != 1 || c.Branches[0].Certificate.Kind() != "blocked" {
		t.Fatalf("the split read as %+v", a.Certificate)
	}
	var out bytes.Buffer
	if err := a.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), data) {
		t.Errorf("round trip:\n%s\nwant\n%s", out.Bytes(), data)
	}
	leaf := `{"kind":"blocked","a":{"square":"b3","number":18},"b":{"square":"c2","number":20},"distance":4}`
	deep := leaf
	for range 5 {
		deep = `{"kind":"split","number":20,"branches":[{"square":"c2","certificate":` + deep + `}]}`
	}
	doc := func(cert string) []byte {
		return []byte(`{"puzzle":{"board":"5x5","clues":{"a1":21}},"status":"none","method":"parity","certificate":` + cert + `}`)
	}
	if _, err := ParseAnswer(doc(deep), evidence.Limits{MaxBytes: 1 << 20, MaxNodes: 100, MaxDepth: 3}); !errors.Is(err, evidence.ErrTooLarge) {
		t.Errorf("a split nested 5 deep under MaxDepth 3: %v, want evidence.ErrTooLarge", err)
	}
	if _, err := ParseAnswer(doc(deep), evidence.Limits{MaxBytes: 1 << 20, MaxNodes: 4, MaxDepth: 10}); !errors.Is(err, evidence.ErrTooLarge) {
		t.Errorf("a split of 6 certificates under MaxNodes 4: %v, want evidence.ErrTooLarge", err)
	}
	bad := `{"kind":"split","number":20,"branches":[{"square":"c2","cert":` + leaf + `}]}`
	if _, err := ParseAnswer(doc(bad), evidence.DefaultLimits); !errors.Is(err, evidence.ErrUnknownKey) {
		t.Errorf("a branch with key cert: %v, want evidence.ErrUnknownKey", err)
	}
}

// TestPuzzleDeductionDocument: a deduction certificate is its kind alone,
// inside a split too, and reads and writes back to the same bytes; one
// with another key is refused (a field the writer would drop).
func TestPuzzleDeductionDocument(t *testing.T) {
	doc := func(cert string) []byte {
		return []byte(`{"puzzle":{"board":"5x5","closed":false,"first":1,"clues":{"a1":21}},"status":"none","method":"parity","certificate":` + cert + `,"ms":0}` + "\n")
	}
	for _, cert := range []string{
		`{"kind":"deduction"}`,
		`{"kind":"split","number":20,"branches":[{"square":"b3","certificate":{"kind":"deduction"}},{"square":"c2","certificate":{"kind":"deduction"}}]}`,
	} {
		a, err := ParseAnswer(doc(cert), evidence.DefaultLimits)
		if err != nil {
			t.Fatalf("ParseAnswer(%s) = %v", cert, err)
		}
		var out bytes.Buffer
		if err := a.WriteJSON(&out); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), doc(cert)) {
			t.Errorf("round trip:\n%s\nwant\n%s", out.Bytes(), doc(cert))
		}
	}
	for _, cert := range []string{`{"kind":"deduction","number":3}`, `{"a":{"square":"a1","number":21},"kind":"deduction"}`} {
		// The extra key is unknown; a kind after it is not read at all.
		if _, err := ParseAnswer(doc(cert), evidence.DefaultLimits); !errors.Is(err, evidence.ErrUnknownKey) && !errors.Is(err, evidence.ErrBadCertificate) {
			t.Errorf("ParseAnswer(%s) = %v, want evidence.ErrUnknownKey or evidence.ErrBadCertificate", cert, err)
		}
	}
}
