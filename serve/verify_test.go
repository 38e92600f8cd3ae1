package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
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

// TestServeVerifyPath: path=true adds each tour's squares as read, the same
// squares notation.ReadPath reads from the text (the oracle: the reader
// called directly), for a tour with a fault and for a valid one; without
// it the lines carry no path.
func TestServeVerifyPath(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	for _, c := range []struct{ file, size string }{
		{"5x5-repeated.prolog", "5x5"},
		{"seed-8x8.grid", ""},
	} {
		text := testdataFile(t, c.file)
		var b board.Board
		query := "verify?path=true"
		if c.size != "" {
			b = board.MustParse(c.size)
			query += "&board=" + c.size
		}
		doc, err := notation.ReadPath(strings.NewReader(text), notation.ReadOptions{Board: b})
		if err != nil {
			t.Fatal(err)
		}
		_, got := post(t, srv.URL+"/v1/"+query, text)
		var line struct{ Path string }
		if err := json.Unmarshal(got, &line); err != nil {
			t.Fatalf("POST /v1/%s: %v (%s)", query, err, got)
		}
		if line.Path != doc.Path.String() {
			t.Errorf("POST /v1/%s path = %q, want the squares read %q", query, line.Path, doc.Path)
		}
	}
	if _, plain := post(t, srv.URL+"/v1/verify?board=5x5", testdataFile(t, "5x5-repeated.prolog")); strings.Contains(string(plain), `"path":`) {
		t.Errorf("POST /v1/verify without path=true = %s, want no path", plain)
	}
}
