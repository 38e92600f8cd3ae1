package serve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestServeVerifySeveral: POST /v1/verify grades every tour of the body,
// one JSON line each, the same lines knight verify -json prints for the
// same text and requirements (the oracle: the command, whose verdicts
// TestVerifyCorpus and package grade's tests check against tours built
// independently), named by the name parameter.
func TestServeVerifySeveral(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	body := testdataFile(t, "../cmd/knight/testdata/corpus/two-solutions-one-broken-5x5.input")
	for _, c := range []struct {
		query string
		args  []string
		want  []string // the verdict of each line
	}{
		{"verify?name=alice.txt", nil, []string{"valid", "invalid"}},
		{"verify?name=alice.txt&start=a1", []string{"-start", "a1"}, []string{"valid", "invalid"}},
		{"verify?name=alice.txt&closed", []string{"-closed"}, []string{"invalid", "invalid"}},
	} {
		res, got := post(t, srv.URL+"/v1/"+c.query, body)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != jsonLinesType {
			t.Fatalf("POST /v1/%s = %d %s (%s), want 200 JSON lines", c.query, res.StatusCode, res.Header.Get("Content-Type"), got)
		}
		want, code := command(t, append([]string{"verify", "-json"}, c.args...), body)
		want = strings.ReplaceAll(want, `"file":"stdin"`, `"file":"alice.txt"`)
		if string(got) != want {
			t.Errorf("POST /v1/%s =\n%s\nwant what knight verify -json prints:\n%s", c.query, got, want)
		}
		lines := strings.Split(strings.TrimSpace(string(got)), "\n")
		if len(lines) != len(c.want) {
			t.Fatalf("POST /v1/%s: %d lines, want %d", c.query, len(lines), len(c.want))
		}
		for i, verdict := range c.want {
			if !strings.Contains(lines[i], `"verdict":"`+verdict+`"`) {
				t.Errorf("POST /v1/%s line %d = %s, want verdict %s", c.query, i+1, lines[i], verdict)
			}
		}
		if code != exitNo {
			t.Errorf("knight verify -json %v exits %d, want 1: a tour is invalid", c.args, code)
		}
	}
	// A body of which nothing reads is refused, positioned, as before.
	res, got := post(t, srv.URL+"/v1/verify?board=5x5&name=bob.txt", "a1 b3 q?")
	if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(got), `"error":"bob.txt:1:7: bad square \"q?\""`) {
		t.Errorf("POST unreadable body = %d %s, want 400 naming bob.txt:1:7", res.StatusCode, got)
	}
}
