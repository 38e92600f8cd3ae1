package puzzlecert_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// uniqueDoc is a puzzle answer with a proof of uniqueness, as knight
// writes it (its claim is verify's business, not the reader's).
const uniqueDoc = `{"puzzle":{"board":"5x5","closed":false,"first":1,"clues":{"a1":1}},"status":"unique","method":"parity","solutions":[["a1","c2","e1","d3","c1","a2","b4","d5","e3","d1","b2","a4","c3","e2","d4","b5","a3","b1","d2","e4","c5","b3","a5","c4","e5"]],"proof":{"splits":[{"number":2,"branches":[{"square":"b3","certificate":{"kind":"deduction"}}]},{"number":9,"branches":[]}]},"ms":1,"explanation":"x"}` + "\n"

// TestUniqueProofRoundTrip: a proof of uniqueness reads and writes back
// byte for byte, with its splits, numbers, branches and certificates.
// Oracle: the bytes written by hand above.
func TestUniqueProofRoundTrip(t *testing.T) {
	a, err := puzzlecert.ParseAnswer([]byte(uniqueDoc), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if a.Proof == nil || len(a.Proof.Splits) != 2 || a.Proof.Splits[0].Number != 2 || len(a.Proof.Splits[0].Branches) != 1 || a.Proof.Nodes() != 1 {
		t.Fatalf("ParseAnswer: proof %+v, want two splits, on 2 (one deduction) and 9 (none)", a.Proof)
	}
	var buf bytes.Buffer
	if err := a.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != uniqueDoc {
		t.Fatalf("written back:\n%s\nwant\n%s", buf.String(), uniqueDoc)
	}
}

// TestUniqueProofRefused: malformed proofs are refused with their place.
func TestUniqueProofRefused(t *testing.T) {
	cases := []struct {
		name, from, to, want, reason string
	}{
		{"unknown key", `"proof":{"splits"`, `"proof":{"Splits":[],"splits"`, "1:", "a key the proof does not have"},
		{"no splits", `"proof":{"splits":[{"number":2,"branches":[{"square":"b3","certificate":{"kind":"deduction"}}]},{"number":9,"branches":[]}]}`, `"proof":{}`, "no splits", "an empty list says the deductions alone prove it; a missing one says nothing"},
		{"split without number", `{"number":9,"branches":[]}`, `{"branches":[]}`, "no number", "a split is on a number"},
		{"branch key", `{"square":"b3","certificate"`, `{"square":"b3","move":"b3","certificate"`, "move", "a branch has a square and a certificate"},
		{"bad certificate", `{"kind":"deduction"}`, `{"kind":"guess"}`, "guess", "an unknown certificate kind"},
	}
	for _, c := range cases {
		doc := strings.Replace(uniqueDoc, c.from, c.to, 1)
		if doc == uniqueDoc {
			t.Fatalf("%s: the edit changed nothing", c.name)
		}
		_, err := puzzlecert.ParseAnswer([]byte(doc), evidence.DefaultLimits)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: ParseAnswer = %v, want an error naming %q (%s)", c.name, err, c.want, c.reason)
		}
		var se *board.ParseError
		if err != nil && !errors.As(err, &se) {
			t.Errorf("%s: %v has no line and column", c.name, err)
		}
	}
}
