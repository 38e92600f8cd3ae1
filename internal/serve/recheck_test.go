package serve

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/knightcert/knight/internal/testsupport/hostile"
)

// TestRecheckHostileDocuments: the documents of internal/testsupport/hostile
// over HTTP, with the
// server's limits raised to take them: the chain over a million-square
// prefix is invalid (the oracle: its prefix is part of a tour), the survey
// of 20,000 four-lines claims refused as too large to check (the oracle:
// 20,000 boards of 40,000 squares exceed verify.DefaultMaxWork). Time and
// memory are bench/hostile.sh's.
func TestRecheckHostileDocuments(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a tour of 1024x1024 and checks 15 MB of documents")
	}
	chain, survey, err := hostile.Documents()
	if err != nil {
		t.Fatal(err)
	}
	lim := DefaultLimits()
	lim.MaxBody, lim.MaxExactSquares = 16<<20, 1<<21
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
