package verify_test

import (
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestPuzzleVerdictFirstWrong: a dead verdict's first_wrong is checked
// against its own entries. The genuine verdicts of knight puzzle blame on the 3x4
// puzzle c4=3 b1=5 b3=11 (entries a4=1 b2=2, then c3=4 or b1=7) pass;
// each mutation, made by hand, breaks the index alone and is refused
// with ErrNotFirst. Oracle: the entries as played, a4=1 b2=2 then the
// wrong one, index 2.
func TestPuzzleVerdictFirstWrong(t *testing.T) {
	a3 := board.MustParseSquare("a3")
	for _, file := range []string{"puzzle-blame-3x4-distance.json", "puzzle-blame-3x4-conflict.json"} {
		for _, tc := range []struct {
			name   string
			mutate func(*puzzlecert.Verdict)
		}{
			{"first_wrong one less", func(v *puzzlecert.Verdict) { v.FirstWrong-- }},
			{"first_wrong one more", func(v *puzzlecert.Verdict) { v.FirstWrong++ }},
			{"first_wrong and the list cut at an entry before", func(v *puzzlecert.Verdict) {
				v.FirstWrong, v.Entries = 1, v.Entries[:2]
			}},
			{"the last entry listed is not the entry", func(v *puzzlecert.Verdict) {
				v.Entries[2] = puzzlecert.Clue{Square: a3, Number: 4}
			}},
			{"an entry before is not among the numbers before", func(v *puzzlecert.Verdict) {
				v.Entries[1] = puzzlecert.Clue{Square: a3, Number: 2}
			}},
			{"no entries", func(v *puzzlecert.Verdict) { v.Entries = nil }},
		} {
			v := readPuzzleVerdict(t, file)
			if _, err := verify.PuzzleVerdict(v); err != nil {
				t.Fatalf("%s: verify.PuzzleVerdict = %v, want accepted", file, err)
			}
			tc.mutate(&v)
			if _, err := verify.PuzzleVerdict(v); !errors.Is(err, verify.ErrNotFirst) {
				t.Errorf("%s, %s: verify.PuzzleVerdict = %v, want %v", file, tc.name, err, verify.ErrNotFirst)
			}
		}
	}
}

// TestPuzzleEncodingsChecked: the "encodings" member of a puzzle answer,
// here the evidence of a blame verdict, is checked against the answer's
// own claim. The distance
// verdict's evidence made SAT's (no certificate, method sat, the two
// encodings knight's solve names) passes as a second opinion; each
// mutation is refused with ErrNoClaim. Oracle: the rule written by hand,
// encodings name SAT's formulas, each a known encoding once, beside a
// claim that rests on SAT.
func TestPuzzleEncodingsChecked(t *testing.T) {
	onSAT := func() puzzlecert.Verdict {
		v := readPuzzleVerdict(t, "puzzle-blame-3x4-distance.json")
		v.Evidence.Certificate, v.Evidence.Method, v.Evidence.Encodings = nil, evidence.SAT, []string{"position", "hybrid"}
		return v
	}
	if pc, err := verify.PuzzleVerdict(onSAT()); err != nil || !pc.SecondOpinion {
		t.Fatalf("the verdict with SAT's evidence: verify.PuzzleVerdict = %+v, %v; want accepted as a second opinion", pc, err)
	}
	for _, tc := range []struct {
		name   string
		mutate func(*puzzlecert.Answer)
	}{
		{"an encoding no one has", func(a *puzzlecert.Answer) { a.Encodings[1] = "ladder" }},
		{"one encoding twice", func(a *puzzlecert.Answer) { a.Encodings[1] = "position" }},
		{"beside a certificate", func(a *puzzlecert.Answer) {
			genuine := readPuzzleVerdict(t, "puzzle-blame-3x4-distance.json")
			a.Certificate, a.Method = genuine.Evidence.Certificate, evidence.Parity
		}},
		{"on a method that is not SAT", func(a *puzzlecert.Answer) { a.Method = evidence.Heuristic }},
	} {
		v := onSAT()
		tc.mutate(v.Evidence)
		if _, err := verify.PuzzleVerdict(v); !errors.Is(err, verify.ErrNoClaim) {
			t.Errorf("%s: verify.PuzzleVerdict = %v, want %v", tc.name, err, verify.ErrNoClaim)
		}
	}
}
