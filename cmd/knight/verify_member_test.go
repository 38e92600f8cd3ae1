package main

import (
	"strconv"
	"strings"
	"testing"
)

// TestVerifyRefusalPlaced: knight verify -certificate names the line and
// column of the member a refusal is about, in the second document of a
// stream too. Oracle: the key's place counted in the text written here.
func TestVerifyRefusalPlaced(t *testing.T) {
	counted := `{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{"a1":1,"b1":8}},"status":"unique","method":"sat","solutions":[["a1","b3","c1","a2","b4","c2","a3","b1","c3","a4","b2","c4"]],"count":2,"count_exact":true}`
	col := strings.Index(counted, `"count"`) + 1
	for _, tc := range []struct {
		name, stdin string
		line, col   int
	}{
		{"one document", counted + "\n", 1, col},
		{"second document, indented", `{"board":"5x5","start":"a2","status":"none","method":"parity"}` + "\n\n   " + counted + "\n", 3, col + 3},
	} {
		code, _, errOut := runKnight(t, tc.stdin, "verify", "-certificate", "-")
		want := "stdin:" + strconv.Itoa(tc.line) + ":" + strconv.Itoa(tc.col) + `: member "count": `
		if code != exitNo || !strings.Contains(errOut, want) {
			t.Errorf("%s: knight verify -certificate = %d, %q; want %d and %q", tc.name, code, errOut, exitNo, want)
		}
	}
}

// TestVerifyTourRefusalPlaced: a tour answer's refusal names its member
// too: the tour of a "tour" answer, the certificate of a "none" answer,
// the status of a "none" that SAT's re-solve refutes. Oracle: the 5x5
// tour a1 c2 ... (prove's own, OEIS A165134 counts 304 open 5x5 tours
// from a corner) with its second move broken, 4x4's cut certificate
// with a piece count changed, and 5x5 from a1, which has tours.
func TestVerifyTourRefusalPlaced(t *testing.T) {
	_, tour, _ := runKnight(t, "", "prove", "-board", "5x5", "-json")
	_, cut, _ := runKnight(t, "", "prove", "-board", "4x4", "-json")
	for _, tc := range []struct{ name, doc, member string }{
		{"broken tour", strings.Replace(tour, `"a1","b3"`, `"a1","b4"`, 1), "tour"},
		{"wrong certificate", strings.Replace(cut, `"have":5`, `"have":6`, 1), "certificate"},
		{"SAT's none refuted", `{"board":"5x5","start":"a1","status":"none","method":"sat"}`, "status"},
	} {
		want := "stdin:1:" + strconv.Itoa(strings.Index(tc.doc, `"`+tc.member+`":`)+1) + `: member "` + tc.member + `": `
		code, _, errOut := runKnight(t, tc.doc, "verify", "-certificate", "-")
		if code != exitNo || !strings.Contains(errOut, want) {
			t.Errorf("%s: knight verify -certificate = %d, %q; want %d and %q", tc.name, code, errOut, exitNo, want)
		}
	}
}
