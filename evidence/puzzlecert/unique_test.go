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
	cases := []docEdit{
		{"unknown key", `"proof":{"splits"`, `"proof":{"Splits":[],"splits"`, "1:", "a key the proof does not have"},
		{"no splits", `"proof":{"splits":[{"number":2,"branches":[{"square":"b3","certificate":{"kind":"deduction"}}]},{"number":9,"branches":[]}]}`, `"proof":{}`, "no splits", "an empty list says the deductions alone prove it; a missing one says nothing"},
		{"split without number", `{"number":9,"branches":[]}`, `{"branches":[]}`, "no number", "a split is on a number"},
		{"branch key", `{"square":"b3","certificate"`, `{"square":"b3","move":"b3","certificate"`, "move", "a branch has a square and a certificate"},
		{"bad certificate", `{"kind":"deduction"}`, `{"kind":"guess"}`, "guess", "an unknown certificate kind"},
	}
	refuseEdits(t, uniqueDoc, cases)
}

// placedDoc is uniqueDoc with numbers placed on its branch (its claim is
// verify's business).
var placedDoc = strings.Replace(uniqueDoc, `{"square":"b3","certificate"`, `{"square":"b3","placed":[{"square":"c5","number":3},{"square":"e4","number":4}],"certificate"`, 1)

// TestBranchPlacedRoundTrip: a branch's placed numbers read and write
// back byte for byte, and malformed ones are refused with their place.
// Oracle: the bytes written by hand above.
func TestBranchPlacedRoundTrip(t *testing.T) {
	a, err := puzzlecert.ParseAnswer([]byte(placedDoc), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	want := []puzzlecert.Clue{{Square: board.MustParseSquare("c5"), Number: 3}, {Square: board.MustParseSquare("e4"), Number: 4}}
	if got := a.Proof.Splits[0].Branches[0].Placed; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("ParseAnswer: placed %+v, want %+v", got, want)
	}
	if q := a.Proof.Splits[0].Branches[0].Placing(a.Puzzle, 2); len(q.Clues) != 4 || q.Clues[1].Number != 2 || q.Clues[3] != want[1] {
		t.Fatalf("Placing = %+v, want clues 1, 2 on b3, 3 on c5, 4 on e4", q.Clues)
	}
	var buf bytes.Buffer
	if err := a.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != placedDoc {
		t.Fatalf("written back:\n%s\nwant\n%s", buf.String(), placedDoc)
	}
	cases := []docEdit{
		{"no number", `{"square":"c5","number":3}`, `{"square":"c5"}`, "number", "a placed number has a number"},
		{"bad square", `{"square":"c5","number":3}`, `{"square":"c9x","number":3}`, "c9x", "a placed number's square is a square"},
		{"unknown key", `{"square":"c5","number":3}`, `{"square":"c5","number":3,"step":2}`, "step", "a placed number has a square and a number"},
		{"not a list", `"placed":[{"square":"c5","number":3},{"square":"e4","number":4}]`, `"placed":{"c5":3}`, "placed", "placed numbers are a list"},
	}
	refuseEdits(t, placedDoc, cases)
}

// docEdit is a fault made by hand in a document: the text from replaced
// by to, refused with an error naming want, for reason.
type docEdit struct{ name, from, to, want, reason string }

// refuseEdits checks that ParseAnswer refuses each edit of base with an
// error that names what it says and carries a line and column.
func refuseEdits(t *testing.T, base string, cases []docEdit) {
	t.Helper()
	for _, c := range cases {
		doc := strings.Replace(base, c.from, c.to, 1)
		if doc == base {
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
