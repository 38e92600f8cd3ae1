package main

import (
	"strconv"
	"strings"
	"testing"
)

// TestVerifyRefusalPlaced: knight verify -certificate names the line and
// column of the member a refusal is about (issue 29: refusals of
// document members had no position), in the second document of a
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
