package verify

import (
	"fmt"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// satEncodings are the names of the SAT encodings a producer may say
// agreed (encode's, written again here: verify imports no producer).
var satEncodings = []string{"lazy", "hybrid", "position", "successor"}

// encodings checks a puzzle answer's "encodings" member against its own
// claim: it names the SAT encodings whose formulas agreed, so it stands
// only beside a claim that rests on SAT (method sat, "unique" without a
// proof or "none" without a certificate), each a known encoding, named
// once. That they agreed is SAT's word: knight verify -certificate
// re-solves such claims with encodings of its own, not these.
func encodings(a puzzlecert.Answer) error {
	if len(a.Encodings) == 0 {
		return nil
	}
	onSAT := a.Method == evidence.SAT && (a.Status == puzzlecert.Unique && a.Proof == nil || a.Status == puzzlecert.NoSolution && a.Certificate == nil)
	if !onSAT {
		return fmt.Errorf("%w: the answer names SAT encodings (%q), and its claim (%v, method %v) does not rest on SAT", ErrNoClaim, a.Encodings, a.Status, a.Method)
	}
	for i, e := range a.Encodings {
		known := false
		for _, name := range satEncodings {
			known = known || e == name
		}
		if !known {
			return fmt.Errorf("%w: encodings[%d] is %q: want one of %q", ErrNoClaim, i, e, satEncodings)
		}
		for _, f := range a.Encodings[:i] {
			if f == e {
				return fmt.Errorf("%w: encodings[%d] names %q again: each encoding agrees once", ErrNoClaim, i, e)
			}
		}
	}
	return nil
}
