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

// TestVerifyVerdictSurveyRefusalPlaced: a refusal of a tour verdict's or
// a survey's member names the member and the line and column of its key
// (of its element, in a survey's list of squares). Oracles, each edit
// making a member false: the 8x8 verdict of the README (its cut's "have"
// raised past what the cut allows; its alive_completion starting on
// another square than its path); 5x5 a1 c2 d4, completable, with a3
// listed as a hint (d4 to a3 is no knight move) and with its completion
// cut to its first 24 squares; 3x4's survey, whose a2 has a four-lines
// certificate (its "have" changed), whose a1 has tours (OEIS A165134's
// open 3x4 tours from a corner: 2) yet is said "none" by SAT, and whose
// count from a1 is written as 0.
func TestVerifyVerdictSurveyRefusalPlaced(t *testing.T) {
	_, dead, _ := runKnight(t, "", "blame", "-board", "8x8", "-json", "b8", "a6", "b4", "a2", "c1", "e2", "g1", "f3", "e5", "f7", "h8", "g6", "h4", "g2", "e1", "c2", "e3", "f1", "h2")
	_, alive, _ := runKnight(t, "", "blame", "-board", "5x5", "-json", "a1", "c2", "d4")
	_, survey, _ := runKnight(t, "", "survey", "-board", "3x4", "-json")
	_, counted, _ := runKnight(t, "", "survey", "-board", "3x4", "-json", "-counts")
	// after is the offset of key after the text from.
	after := func(doc, from, key string) int {
		i := strings.Index(doc, from)
		j := strings.Index(doc[i:], key)
		if i < 0 || j < 0 {
			t.Fatalf("%q then %q not in %s", from, key, doc)
		}
		return i + j
	}
	for _, tc := range []struct {
		name, doc, member string
		at                int // the offset of the member's key or element
	}{
		{"a cut that allows more", edit(t, dead, `"have":26`, `"have":27`), "certificate", after(dead, "", `"certificate"`)},
		{"an alive completion of another path", edit(t, dead, `"alive_completion":["b8"`, `"alive_completion":["a1"`), "alive_completion", after(dead, "", `"alive_completion"`)},
		{"a hint that is no move", edit(t, alive, `"hints":["e2","b5"]`, `"hints":["e2","a3"]`), "hints", after(alive, "", `"hints"`)},
		{"a completion cut short", edit(t, alive, `,"d3","e1"],"hints"`, `,"d3"],"hints"`), "completion", after(alive, "", `"completion"`)},
		{"a survey square's certificate", edit(t, survey, `"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":6`, `"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":7`),
			"squares.3.certificate", after(survey, `{"square":"a2"`, `"certificate"`)},
		{"a survey square's SAT none refuted", edit(t, survey, `{"square":"a1","status":"tour","method":"heuristic"`, `{"square":"a1","status":"none","method":"sat"`),
			"squares.0.status", after(survey, `{"square":"a1"`, `"status"`)},
		{"a survey's count", edit(t, counted, `"a1":"2"`, `"a1":"0"`), "counts.a1", after(counted, `"counts"`, `"a1"`)},
	} {
		doc := strings.TrimSpace(tc.doc)
		want := "stdin:1:" + strconv.Itoa(tc.at+1) + `: member "` + tc.member + `": `
		code, _, errOut := runKnight(t, doc, "verify", "-certificate", "-")
		if code != exitNo || !strings.Contains(errOut, want) {
			t.Errorf("%s: knight verify -certificate = %d, %q; want %d and %q", tc.name, code, errOut, exitNo, want)
		}
	}
}

// edit is doc with old replaced by new once; the test fails when doc
// does not hold old.
func edit(t *testing.T, doc, old, new string) string {
	t.Helper()
	if !strings.Contains(doc, old) {
		t.Fatalf("%q not in %s", old, doc)
	}
	return strings.Replace(doc, old, new, 1)
}
