package serve

import (
	"bytes"
	"context"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/testsupport/hostile"
	"github.com/knightcert/knight/verify"
)

// TestRecheckHostileDocuments: the documents of internal/testsupport/hostile
// over HTTP, with the server's limits raised to take them and no time
// limit, so that what bounds the re-check is the checker's work budget
// and the verdict does not depend on how busy the machine is: the chain
// over a million-square prefix is invalid (the oracle: its prefix is part
// of a tour), the survey of 20,000 four-lines claims refused as too large
// to check (the oracle: 20,000 boards of 40,000 squares exceed
// verify.DefaultMaxWork). Time and memory are bench/hostile.sh's; the
// chain's cost in steps is TestRecheckChainWork's.
func TestRecheckHostileDocuments(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a tour of 1024x1024 and checks 15 MB of documents")
	}
	chain, survey, err := hostile.Documents()
	if err != nil {
		t.Fatal(err)
	}
	lim := DefaultLimits()
	lim.MaxBody, lim.MaxExactSquares, lim.Timeout = 16<<20, 1<<21, 0
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	for _, tc := range []struct {
		name, doc string
		code      int
		says      string
	}{
		{"chain", string(chain), 200, `"status":"invalid"`},
		{"survey", string(survey), 400, "too large to check"},
		{"a survey of tours", `{"board":"1x1","squares":[{"square":"a1","status":"tour","method":"heuristic","ms":0}]}`, 200,
			`"status":"valid","message":"tours not checked: the survey of 1x1 claims a tour from 1 square and carries none to check"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := post(t, srv.URL+"/v1/verify?certificate=true", tc.doc)
			if res.StatusCode != tc.code || !strings.Contains(string(body), tc.says) {
				t.Errorf("POST /v1/verify?certificate=true the %s = %d %.300s, want %d %q", tc.name, res.StatusCode, body, tc.code, tc.says)
			}
		})
	}
}

// TestRecheckChainWork: the re-check the server runs on the hostile chain
// (api.Recheck, with no time limit) is bounded by steps, not by a clock.
// Oracle: the steps counted on the chain's tree by the costs
// verify.DefaultMaxWork documents (a step a prefix square and one for the
// problem, 9 a case-split position down the first branches, one for the
// leaf and GraphStepsPerSquare a square for the cut that builds the knight
// graph, where the check refutes it), within verify.DefaultMaxWork. A
// checker that stopped charging a kind of node would check a document of
// many such nodes unbounded but for the clock: this count would fall short.
func TestRecheckChainWork(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a tour of 1024x1024 and checks an 8.6 MB document")
	}
	var chain bytes.Buffer
	if err := hostile.CaseSplitChain(&chain); err != nil {
		t.Fatal(err)
	}
	doc, err := evidence.Parse(chain.Bytes(), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	a := doc.(evidence.Answer)
	want := int64(len(a.Problem.Prefix)) + 1
	c := a.Certificate
	for {
		split, ok := c.(evidence.CaseSplit)
		if !ok {
			break
		}
		want += 1 + 8
		c = split.Branches[0].Certificate
	}
	if _, ok := c.(evidence.Cut); !ok {
		t.Fatalf("the chain ends in a %s, want a cut", c.Kind())
	}
	want += 1 + verify.GraphStepsPerSquare*int64(a.Problem.Board.Size())
	rep, err := api.Recheck(context.Background(), "body", bytes.NewReader(chain.Bytes()), 0)
	if err == nil || !strings.Contains(err.Error(), "certificate count is wrong") {
		t.Errorf("Recheck(the chain) = %.200v, want its cut refuted", err)
	}
	if rep.Work != want || want > verify.DefaultMaxWork {
		t.Errorf("Recheck(the chain) took %d steps, want %d (within %d)", rep.Work, want, verify.DefaultMaxWork)
	}
}
