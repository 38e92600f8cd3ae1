package serve

import (
	"bytes"
	"context"
	"io"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// TestAnswerAsServeHTTP: Answer, the handler without net/http that the
// engine for the browser calls, gives every API request the status,
// content type and body that ServeHTTP gives it from the server's own
// page (the oracle: the same request through net/http's ResponseWriter,
// built by httptest as the engine built it before, Host localhost). The
// requests cover each kind of answer: a document held whole, a stream of
// verdicts past the 64 KiB held (sent as written), a picture, refusals
// before and after the body is read, a wrong method and no such
// endpoint. The time each answer took ("ms") differs run to run and is
// left out of the comparison.
func TestAnswerAsServeHTTP(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxBody = 256 << 10
	s := New(lim, io.Discard)
	tour5 := "a1 b3 c5 e4 d2 b1 a3 b5 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c3 e5 d3 e1 c2 a5 b3"
	valid5 := "a1 c2 e1 d3 e5 c4 a5 b3 c1 a2 b4 d5 e3 d1 b2 a4 c5 e4 d2 b1 a3 b5 d4 e2 c3"
	// Past answerHold: one verdict a line, streamed.
	many := strings.Repeat(valid5+"\n", 2000)
	for _, c := range []struct{ name, method, target, body string }{
		{"valid tour", "POST", "/v1/verify?board=5x5", valid5},
		{"faulty tour, certain", "POST", "/v1/verify?board=5x5", tour5},
		{"several tours streamed", "POST", "/v1/verify?board=5x5", many},
		{"unreadable body", "POST", "/v1/verify?board=5x5&name=bob.txt", "a1 b3 q?"},
		{"tour search", "POST", "/v1/tour?board=6x6&start=a1", ""},
		{"render svg", "POST", "/v1/render?board=5x5", valid5},
		{"render text", "POST", "/v1/render?board=5x5&format=text", valid5},
		{"survey", "POST", "/v1/survey?board=5x5&counts=true", ""},
		{"prove", "POST", "/v1/prove?board=4x4", ""},
		{"body too large", "POST", "/v1/verify?board=8x8", strings.Repeat("a1 ", 100<<10)},
		{"unknown parameter", "POST", "/v1/verify?bord=5x5", "a1"},
		{"repeated parameter", "POST", "/v1/verify?board=5x5&board=8x8", "a1"},
		{"body where none is read", "POST", "/v1/tour?board=5x5", "a1"},
		{"timeout above the limit", "POST", "/v1/prove?board=5x5&timeout=1h", ""},
		{"endpoint asked with GET", "GET", "/v1/verify", ""},
		{"no such endpoint", "POST", "/v1/nothing", ""},
		{"query escapes", "POST", "/v1/verify?board=5%78" + "5&name=a%20b", valid5},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest(c.method, c.target, strings.NewReader(c.body))
			req.Host = "localhost"
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			status, contentType, body := s.Answer(context.Background(), c.method, c.target, []byte(c.body))
			body, want := untimed.ReplaceAll(body, []byte(`"ms":_`)), untimed.ReplaceAll(rec.Body.Bytes(), []byte(`"ms":_`))
			if status != rec.Code || contentType != rec.Header().Get("Content-Type") || !bytes.Equal(body, want) {
				t.Errorf("Answer(%s %s) = %d %s (%d bytes: %.200s), want ServeHTTP's %d %s (%d bytes: %.200s)",
					c.method, c.target, status, contentType, len(body), body, rec.Code, rec.Header().Get("Content-Type"), len(want), want)
			}
		})
	}
}

// untimed finds the time an answer took.
var untimed = regexp.MustCompile(`"ms":[0-9.e+-]+`)

// TestAnswerServesNoPage: the page's files are the static folder's, not
// the engine's: Answer refuses them with the API's own 404, naming the
// endpoints, where ServeHTTP serves the page; a target that is no
// request URI is 400.
func TestAnswerServesNoPage(t *testing.T) {
	s := New(DefaultLimits(), io.Discard)
	for _, c := range []struct {
		method, target string
		status         int
		says           string
	}{
		{"GET", "/", 404, "no such endpoint; the API is POST /v1/{verify,"},
		{"GET", "/index.html", 404, "no such endpoint"},
		{"POST", "verify", 400, `POST \"verify\"`},
	} {
		status, contentType, body := s.Answer(context.Background(), c.method, c.target, nil)
		if status != c.status || contentType != jsonType || !strings.Contains(string(body), c.says) {
			t.Errorf("Answer(%s %s) = %d %s %s, want %d JSON saying %q", c.method, c.target, status, contentType, body, c.status, c.says)
		}
	}
}
