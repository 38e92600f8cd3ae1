package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/hostile"
)

// TestVerifyCertificateHostileDocuments: the documents of
// internal/testsupport/hostile on the command line (package serve's
// TestRecheckHostileDocuments sends them over HTTP): the chain over a million-square prefix is
// refuted (the oracle: its prefix is part of a tour), the survey of
// 20,000 four-lines claims refused as too large to check (the oracle:
// 20,000 boards of 40,000 squares exceed verify.DefaultMaxWork), and 200
// of them valid (parity's certificates, the four-lines theorem), or
// undecided within -timeout 10ms. Their time and memory are measured by
// bench/hostile.sh, not here.
func TestVerifyCertificateHostileDocuments(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a tour of 1024x1024 and checks 15 MB of documents")
	}
	chain, survey, err := hostile.Documents()
	if err != nil {
		t.Fatal(err)
	}
	// Its first 400 squares: 200 claims, within the budget, so that only
	// the time limit stops them.
	d, err := evidence.Parse(survey, evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	part := d.(evidence.Survey)
	part.Squares = part.Squares[:400]
	var partial bytes.Buffer
	if err := part.WriteJSON(&partial); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, doc string
		args      []string
		code      int
		says      string
	}{
		{"chain", string(chain), nil, exitNo, "the answer does not prove its claim"},
		{"survey", string(survey), nil, exitUsage, "the survey is too large to check within the limits of knight verify"},
		{"200 of its claims within 10ms", partial.String(), []string{"-timeout", "10ms"}, exitUndecided, "the time limit (-timeout) ran out"},
		{"200 of its claims", partial.String(), nil, exitYes, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runKnight(t, tc.doc, append([]string{"verify", "-certificate", "-"}, tc.args...)...)
			if code != tc.code || !strings.Contains(errOut, tc.says) {
				t.Errorf("verify -certificate %v on the %s = %d %.300s, want %d %q", tc.args, tc.name, code, errOut, tc.code, tc.says)
			}
		})
	}
}
