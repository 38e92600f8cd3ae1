package main

import (
	"strings"
	"testing"
)

// TestVerifyCertificateIssue29 holds the inputs of issue 29 against
// knight verify -certificate, each with the exit code its claim deserves.
// The oracle for each is stated with it: a count by hand on a tiny board,
// the document's own claim against the numbers it carries, or a genuine
// document of knight's, which must pass.
func TestVerifyCertificateIssue29(t *testing.T) {
	genuine := func(args ...string) func(t *testing.T) string {
		return func(t *testing.T) string {
			code, out, errOut := runKnight(t, "", args...)
			if code > 1 {
				t.Fatalf("knight %s = exit %d, %s", strings.Join(args, " "), code, errOut)
			}
			return out
		}
	}
	tests := []struct {
		name string
		doc  func(t *testing.T) string
		want int
		// reason says why the exit code is right.
		reason string
		// says is a part of the message the verdict must print.
		says string
	}{
		{
			name:   "closed 3x8 cut with have -1",
			doc:    genuine("prove", "-board", "3x8", "-closed", "-prefix", "b1 a3 c4 b2 a4 c3 b5 a7 c8 b6", "-json"),
			want:   exitYes,
			reason: "knight's own cut certificate, whose ends inside the cut leave have at -1",
			says:   "cut certificate checked",
		},
		{
			name:   "prove's tour",
			doc:    genuine("prove", "-board", "5x5", "-json"),
			want:   exitYes,
			reason: "a tour answer claims its tour, which checks move by move",
			says:   "the tour given checked move by move",
		},
		{
			name:   "one-square none by deduction",
			doc:    fixed(`{"puzzle":{"board":"1x1","closed":false,"first":1,"clues":{}},"status":"none","method":"parity","certificate":{"kind":"deduction"}}`),
			want:   exitNo,
			reason: "a1 alone is an open tour of 1x1, so the puzzle has a solution",
			says:   "deductions leave",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := tt.doc(t)
			code, out, errOut := runKnight(t, doc, "verify", "-certificate", "-")
			if code != tt.want || !strings.Contains(out+errOut, tt.says) {
				t.Errorf("verify -certificate of %.200s = exit %d, %q %q; want exit %d saying %q (%s)", doc, code, out, errOut, tt.want, tt.says, tt.reason)
			}
		})
	}
}

func fixed(doc string) func(*testing.T) string { return func(*testing.T) string { return doc } }
