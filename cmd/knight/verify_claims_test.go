package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestVerifyCertificateClaims holds documents whose claims are wrong, or
// right in unusual ways, against knight verify -certificate, each with the
// exit code its claim deserves.
// The oracle for each is stated with it: a count by hand on a tiny board,
// the document's own claim against the numbers it carries, or a genuine
// document of knight's, which must pass.
func TestVerifyCertificateClaims(t *testing.T) {
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
		{
			name: "dead verdict naming no entry, with another puzzle's evidence and twelve a1s",
			doc: fixed(`{"status":"dead","first_wrong":-1,"reason":"r","before":{"board":"3x4","closed":false,"first":1,"clues":{}},` +
				`"completion":["a1","a1","a1","a1","a1","a1","a1","a1","a1","a1","a1","a1"],"evidence":` + none4x4 + `}`),
			want:   exitUsage,
			reason: "a verdict that the puzzle has no solution has nothing to complete: its numbers and completion are unchecked members",
			says:   `1:48: not a knight document: "before" is not checked`,
		},
		{
			name: "dead verdict whose entry contradicts a number, with evidence beside it",
			doc: fixed(`{"status":"dead","first_wrong":0,"entry":{"square":"b3","number":1},"entries":[{"square":"b3","number":1}],"reason":"r","before":{"board":"3x4","closed":false,"first":1,"clues":{"a1":1}},` +
				`"completion":["a1","b3","c1","a2","b4","c2","a3","b1","c3","a4","b2","c4"],"evidence":` + none4x4 + `}`),
			want:   exitUsage,
			reason: "1 is already on a1, so the entry is wrong on its face and the evidence is about nothing the verdict claims",
			says:   `"evidence" is not checked in this verdict`,
		},
		{
			name:   "unique counted twice",
			doc:    fixed(`{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{"a1":1,"b1":8}},"status":"unique","method":"sat","solutions":[["a1","b3","c1","a2","b4","c2","a3","b1","c3","a4","b2","c4"]],"count":2,"count_exact":true}`),
			want:   exitNo,
			reason: "a unique answer has exactly one solution",
			says:   "a unique answer counts exactly 1 solution",
		},
		{
			name:   "several counted one too many",
			doc:    fixed(`{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{}},"status":"several","method":"sat","solutions":[["b4","a2","c1","b3","a1","c2","a3","c4","b2","a4","c3","b1"],["b1","c3","a4","b2","c4","a3","c2","a1","b3","c1","a2","b4"]],"count":17,"count_exact":true}`),
			want:   exitNo,
			reason: "3x4 has 8 open tours, 16 numbered ways (OEIS A165134 counts 8 undirected open tours of 3x4)",
			says:   "re-counted 16",
		},
		{
			name:   "several counted as at least one too many",
			doc:    fixed(`{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{}},"status":"several","method":"sat","solutions":[["b4","a2","c1","b3","a1","c2","a3","c4","b2","a4","c3","b1"],["b1","c3","a4","b2","c4","a3","c2","a1","b3","c1","a2","b4"]],"count":17,"count_exact":false}`),
			want:   exitNo,
			reason: "as above: 16 in all",
			says:   "re-counted 16 in all",
		},
		{
			name:   "several counted right",
			doc:    genuine("puzzle", "solve", "-json", "-count", "../../testdata/puzzle-3x4-empty.json"),
			want:   exitYes,
			reason: "knight's own count, 16 as above",
			says:   "exactly 16 solutions re-counted",
		},
		{
			name:   "negative count",
			doc:    fixed(`{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{}},"status":"several","method":"sat","solutions":[["b4","a2","c1","b3","a1","c2","a3","c4","b2","a4","c3","b1"],["b1","c3","a4","b2","c4","a3","c2","a1","b3","c1","a2","b4"]],"count":-3,"count_exact":false}`),
			want:   exitNo,
			reason: "no count is below zero",
			says:   "the count is -3",
		},
		{
			name:   "completable verdict with a dead move among its hints",
			doc:    edited(genuine("blame", "-board", "5x5", "-json", "a1", "b3", "c1"), `"hints":["e2","a2"]`, `"hints":["e2","a2","d3"]`),
			want:   exitNo,
			reason: "after a1 b3 c1 on 5x5, d3 leads to no tour (verify's exhaustive search, and blame's own verdict, which lists e2 and a2 only)",
			says:   "hint d3: no tour follows it",
		},
		{
			name:   "completable verdict leaving out a live move",
			doc:    edited(genuine("blame", "-board", "5x5", "-json", "a1", "b3", "c1"), `"hints":["e2","a2"]`, `"hints":["e2"]`),
			want:   exitNo,
			reason: "a2 is followed by a tour, which the search finds and verify.Tour checks",
			says:   "a2 is not a hint, yet this tour follows it",
		},
		{
			name:   "completable verdict's hints",
			doc:    genuine("blame", "-board", "5x5", "-json", "a1", "b3", "c1"),
			want:   exitYes,
			reason: "blame's own hints: e2 and a2 are followed by tours, d3 by none",
			says:   "hints e2 a2 each followed by a tour found, d3 followed by none",
		},
		{
			name:   "27x27 puzzle none on SAT's word",
			doc:    fixed(`{"puzzle":{"board":"27x27","closed":false,"first":1,"clues":{}},"status":"none","method":"sat"}`),
			want:   exitUsage,
			reason: "a second opinion is re-solved on boards up to recheck.MaxSquares only (the 102-byte answer ran past 60 s and 1.1 GB)",
			says:   "too large for a second opinion",
		},
	}
	if !testing.Short() {
		tests = append(tests, struct {
			name   string
			doc    func(t *testing.T) string
			want   int
			reason string
			says   string
		}{
			name:   "20x20 tour claim on SAT's word",
			doc:    fixed(`{"board":"20x20","start":"a1","status":"none","method":"sat"}`),
			want:   exitUndecided,
			reason: "a1 has an open tour of 20x20, which SAT does not find within the 5 s a document's second opinions have (it took 25 s and 442 MB)",
			says:   "not re-checked within the limit",
		})
	}
	tests = append(tests, struct {
		name   string
		doc    func(t *testing.T) string
		want   int
		reason string
		says   string
	}{
		name:   "40x40 puzzle with every number given",
		doc:    fullPuzzle("40x40"),
		want:   exitYes,
		reason: "every square has its number, so the path is fixed: the solution, checked move by move, is the only one (no SAT, which stops at 400 squares)",
		says:   "no other solution: every number is given",
	}, struct {
		name   string
		doc    func(t *testing.T) string
		want   int
		reason string
		says   string
	}{
		name:   "3x4 puzzle with every number given",
		doc:    fullPuzzle("3x4"),
		want:   exitYes,
		reason: "as 40x40: a proof by counting the clues, not a second opinion",
		says:   "no other solution: every number is given",
	})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := tt.doc(t)
			code, out, errOut := runKnight(t, doc, "verify", "-certificate", "-")
			if strings.Contains(out, "second opinion") && strings.Contains(tt.says, "every number is given") {
				t.Errorf("verify -certificate of a full puzzle calls its uniqueness a second opinion: %s", out)
			}
			if code != tt.want || !strings.Contains(out+errOut, tt.says) {
				t.Errorf("verify -certificate of %.200s = exit %d, %q %q; want exit %d saying %q (%s)", doc, code, out, errOut, tt.want, tt.says, tt.reason)
			}
		})
	}
}

func fixed(doc string) func(*testing.T) string { return func(*testing.T) string { return doc } }

// fullPuzzle is knight puzzle solve -json of a puzzle on size whose clues
// number every square, along a tour knight tour finds there.
func fullPuzzle(size string) func(*testing.T) string {
	return func(t *testing.T) string {
		code, tour, errOut := runKnight(t, "", "tour", "-board", size)
		if code != exitYes {
			t.Fatalf("knight tour -board %s = exit %d, %s", size, code, errOut)
		}
		var clues []string
		for i, sq := range strings.Fields(tour) {
			clues = append(clues, fmt.Sprintf("%q:%d", sq, i+1))
		}
		puzzle := fmt.Sprintf(`{"board":%q,"clues":{%s}}`, size, strings.Join(clues, ","))
		code, doc, errOut := runKnight(t, puzzle, "puzzle", "solve", "-json", "-")
		if code != exitYes || !strings.Contains(doc, `"status":"unique"`) {
			t.Fatalf("knight puzzle solve -json of every number on %s = exit %d, %.300s %s", size, code, doc, errOut)
		}
		return doc
	}
}

// none4x4 is knight puzzle solve -json of an empty 4x4 puzzle: no open
// tour of 4x4 exists (a cut), so none.
const none4x4 = `{"puzzle":{"board":"4x4","closed":false,"first":1,"clues":{}},"status":"none","method":"parity","certificate":{"kind":"forced","certificate":{"kind":"cut","board":"4x4","visited":0,"squares":["b2","c2","b3","c3"],"pieces":6,"need":6,"have":5,"side":"dark"}}}`

// edited is doc with old replaced by new, once: a document changed by
// hand from a genuine one. The test fails when old is not in it.
func edited(doc func(*testing.T) string, old, new string) func(*testing.T) string {
	return func(t *testing.T) string {
		d := doc(t)
		if !strings.Contains(d, old) {
			t.Fatalf("%q is not in %s", old, d)
		}
		return strings.Replace(d, old, new, 1)
	}
}
