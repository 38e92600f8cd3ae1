package serve

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// oneSquareTours is n tours of the 1x1 board, one a line: an amplifier, a
// small body that asks for a large answer, scaled down.
func oneSquareTours(n int) string { return strings.Repeat("a1\n\n", n) }

// TestServeExactCapEveryDocument: the cap on exact work reads the board
// of every document kind a re-check takes, at any depth, after a
// byte-order mark too (a body starting with a BOM must not skip the cap).
// The oracle is
// structural: the only worker is taken, so a request that reached the
// re-check would wait for it and be refused as busy (503); 413 says it
// was refused before.
func TestServeExactCapEveryDocument(t *testing.T) {
	s := New(DefaultLimits(), io.Discard)
	srv := httptest.NewServer(s)
	defer srv.Close()
	for range cap(s.exact) {
		s.exact <- struct{}{} // every worker taken
	}
	puzzleAnswer := `{"puzzle":{"board":"27x27","closed":false,"first":1,"clues":{"a1":1,"c2":2}},"status":"none","method":"sat","encodings":["position","hybrid"]}`
	cases := []struct{ name, body string }{
		{"tour answer", `{"board":"27x27","start":"a1","status":"none","method":"sat"}`},
		{"puzzle answer", puzzleAnswer},
		{"puzzle verdict", `{"status":"dead","first_wrong":0,"answer":` + puzzleAnswer + `}`},
		{"byte-order mark", "\uFEFF" + `{"board":"100x100","start":"a1","status":"none","method":"sat"}`},
		{"second of a stream", `{"board":"5x5","start":"a2","status":"none","method":"parity"}` + "\n" + puzzleAnswer},
		{"name in another case", `{"Board":"27x27","start":"a1","status":"none","method":"sat"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := post(t, srv.URL+"/v1/verify?certificate=true&timeout=200ms", c.body)
			if res.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(body), "squares") {
				t.Errorf("re-check of a %s past the exact limit = %d %s, want 413 naming the board's squares", c.name, res.StatusCode, body)
			}
		})
	}
	t.Run("within the limit", func(t *testing.T) {
		// A small board passes the cap and then waits for the taken
		// worker: busy, which shows the cap let it through.
		res, body := post(t, srv.URL+"/v1/verify?certificate=true&timeout=50ms", `{"puzzle":{"board":"4x4","closed":false,"first":1,"clues":{}},"status":"none","method":"parity"}`)
		if res.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("re-check of a 4x4 puzzle answer with the worker taken = %d %s, want 503", res.StatusCode, body)
		}
	})
}

// TestBoardsIn: every "board" member's value at any depth, not a
// string that merely reads "board", nor a value named so in an array.
func TestBoardsIn(t *testing.T) {
	cases := []struct {
		body string
		want string
	}{
		{`{"board":"3x4"}`, "3x4"},
		{`{"a":{"b":[{"board":"5x5"}]},"board":"6x6"}`, "5x5 6x6"},
		{`{"x":"board","y":"7x7"}`, ""},
		{`["board","8x8"]`, ""},
		{`{"board":{"w":3},"z":"9x9"}`, ""},
		{"\uFEFF" + `{"board":"2x2"} {"board":"1x3"}`, "2x2 1x3"},
		{`{"board":"3x3"`, "3x3"}, // read as far as it is JSON
	}
	for _, c := range cases {
		var got []string
		for b := range boardsIn([]byte(c.body)) {
			got = append(got, b.String())
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("boardsIn(%q) = %q, want %q", c.body, g, c.want)
		}
	}
}

// TestServeAnswerBounded: verify's and render's answers of a verdict a
// line are streamed and stop at the answer limit with an error document
// on their last line (1 MiB of one-square tours asks for a render answer
// hundreds of times larger). The oracle: every line but the last is a
// verdict, the
// last says the answer is too large, and the whole is within the limit
// and that line.
func TestServeAnswerBounded(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxAnswer = 3 * answerHold
	// The answer's size is under test, not the time: under the race
	// detector on a loaded machine 20,000 verdicts can take longer than
	// the default request time, which would answer 503 instead.
	lim.Timeout, lim.BodyTimeout = 5*time.Minute, 5*time.Minute
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	tours := oneSquareTours(20000)
	for _, path := range []string{"/v1/verify?board=1x1", "/v1/render?board=1x1&json=true"} {
		res, body := post(t, srv.URL+path, tours)
		lines := strings.Split(strings.TrimSuffix(string(body), "\n"), "\n")
		last := lines[len(lines)-1]
		switch {
		case res.StatusCode != http.StatusOK || res.Header.Get("Content-Length") != "":
			t.Errorf("%s of 20000 tours = %d, Content-Length %q; want 200, streamed", path, res.StatusCode, res.Header.Get("Content-Length"))
		case int64(len(body)-len(last)-1) > lim.MaxAnswer:
			t.Errorf("%s: %d bytes before the last line, more than the limit %d", path, len(body)-len(last)-1, lim.MaxAnswer)
		case !strings.Contains(last, `"error"`) || !strings.Contains(last, "answer too large"):
			t.Errorf("%s: last line %q, want the error saying the answer is too large", path, last)
		case len(lines) < 100 || len(lines) >= 20000:
			t.Errorf("%s: %d lines, want some verdicts but not all", path, len(lines))
		}
		for _, l := range lines[:len(lines)-1] {
			if !strings.HasPrefix(l, `{"`) || strings.Contains(l, `"error"`) {
				t.Fatalf("%s: line %q is no verdict", path, l)
			}
		}
	}
	// A short answer is sent whole, with its length.
	res, body := post(t, srv.URL+"/v1/verify?board=1x1", oneSquareTours(3))
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Length") == "" || strings.Count(string(body), "\n") != 3 || !strings.Contains(string(body), `"line":5`) {
		t.Errorf("verify of 3 tours = %d, Content-Length %q, %q; want 200, whole, three lines", res.StatusCode, res.Header.Get("Content-Length"), body)
	}
}

// cutWriter is a client that reads a few writes of an answer and then
// goes: the request's context is cancelled (as net/http does when the
// connection closes), and, with fail, the writes after fail.
type cutWriter struct {
	header http.Header
	cancel context.CancelFunc
	after  int // writes read before the client goes
	fail   bool
	writes int
	body   bytes.Buffer
	status int
}

func (c *cutWriter) Header() http.Header { return c.header }
func (c *cutWriter) WriteHeader(s int)   { c.status = s }
func (c *cutWriter) Write(p []byte) (int, error) {
	c.writes++
	if c.writes > c.after {
		c.cancel()
		if c.fail {
			return 0, errors.New("connection reset by peer")
		}
	}
	return c.body.Write(p)
}

// TestServeStreamStops: when the client goes, or the request's time runs
// out, verify and render stop judging, rather than work on for no one. The
// oracle is structural: the context is
// cancelled after the first write of the answer, and the verdicts
// written are far fewer than the tours sent; with the time run out the
// stream ends with an error saying so.
func TestServeStreamStops(t *testing.T) {
	const tours = 20000
	body := oneSquareTours(tours)
	for _, path := range []string{"/v1/verify?board=1x1", "/v1/render?board=1x1&json=true"} {
		for _, fail := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s fail=%v", path, fail), func(t *testing.T) {
				// The client's leaving is what stops the work here, not
				// the clock: a busy machine must not end it first.
				lim := DefaultLimits()
				lim.Timeout = 0
				s := New(lim, io.Discard)
				ctx, cancel := context.WithCancel(context.Background())
				defer cancel()
				r := httptest.NewRequest("POST", path, strings.NewReader(body)).WithContext(ctx)
				r.Host = "localhost"
				w := &cutWriter{header: http.Header{}, cancel: cancel, after: 1, fail: fail}
				s.ServeHTTP(w, r)
				out := w.body.String()
				n := strings.Count(out, "\n")
				if n >= tours/2 {
					t.Errorf("%d lines written after the client went, of %d tours: the work went on", n, tours)
				}
				if !fail && !strings.Contains(out, "stopped after") {
					t.Errorf("the stream cut short does not say so: ends %q", out[max(0, len(out)-200):])
				}
			})
		}
	}
}

// TestServeCrossOrigin: only the server's own page may make a browser
// POST here (a text/plain POST from another origin is not computed, a
// rebinding Host not served). Clients that are not browsers
// (no Origin, no Sec-Fetch-Site) are served whatever their type, as curl.
func TestServeCrossOrigin(t *testing.T) {
	lim := DefaultLimits()
	lim.Hosts = []string{"knight.example"}
	s := New(lim, io.Discard)
	tour := oneSquareTours(1)
	cases := []struct {
		name, host, origin, site, contentType string
		want                                  int
		reason                                string
	}{
		{"curl", "127.0.0.1:8080", "", "", "application/x-www-form-urlencoded", 200, ""},
		{"the page", "localhost:8080", "http://localhost:8080", "same-origin", "application/octet-stream", 200, ""},
		{"the page by IP", "127.0.0.1:8080", "http://127.0.0.1:8080", "same-origin", "application/octet-stream", 200, ""},
		{"IPv6", "[::1]:8080", "http://[::1]:8080", "", "application/json", 200, ""},
		{"a name given with -host", "knight.example:8080", "http://knight.example:8080", "same-origin", "application/octet-stream", 200, ""},
		{"another site", "localhost:8080", "http://evil.example", "cross-site", "text/plain", 403, "Origin of another page"},
		{"another site, preflighted type", "localhost:8080", "http://evil.example", "", "application/octet-stream", 403, "Origin of another page"},
		{"another port", "localhost:8080", "http://localhost:9090", "same-site", "application/octet-stream", 403, "another origin on the same host"},
		{"null origin", "localhost:8080", "null", "", "application/octet-stream", 403, "an opaque origin (a sandboxed frame)"},
		{"marked cross-site", "localhost:8080", "", "cross-site", "application/octet-stream", 403, "the browser says another site sent it"},
		{"rebinding", "evil.example:8080", "http://evil.example:8080", "same-origin", "application/octet-stream", 421, "a Host that names no server here"},
		{"rebinding, no origin", "evil.example", "", "", "text/plain", 421, "a Host that names no server here"},
		{"the page, form type", "localhost:8080", "http://localhost:8080", "same-origin", "text/plain;charset=UTF-8", 415, "a type any page's form may send"},
		{"a browser, no type", "localhost:8080", "http://localhost:8080", "same-origin", "", 415, "no type counts as text/plain"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/v1/verify?board=1x1", strings.NewReader(tour))
			r.Host = c.host
			for k, v := range map[string]string{"Origin": c.origin, "Sec-Fetch-Site": c.site, "Content-Type": c.contentType} {
				if v != "" {
					r.Header.Set(k, v)
				}
			}
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			if w.Code != c.want {
				t.Errorf("POST Host %q Origin %q Sec-Fetch-Site %q type %q = %d %s, want %d (%s)", c.host, c.origin, c.site, c.contentType, w.Code, w.Body, c.want, c.reason)
			}
		})
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.Host = "localhost"
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if csp := w.Header().Get("Content-Security-Policy"); w.Code != 200 || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("GET / = %d, CSP %q: want 200 and frame-ancestors 'none'", w.Code, csp)
	}
}

// TestLimitsCheckHosts: a -host with a port or a path is refused, naming
// the flag.
func TestLimitsCheckHosts(t *testing.T) {
	for _, h := range []string{"", "a.example:80", "http://a.example"} {
		lim := DefaultLimits()
		lim.Hosts = []string{h}
		if err := lim.Check(); err == nil || !strings.Contains(err.Error(), "-host") {
			t.Errorf("Check with Hosts %q = %v, want an error naming -host", h, err)
		}
	}
}

// TestServeHeavyBodyTakesAWorker: a verify or render body past 64 KiB is
// read by one of the workers (16 verifies of 1 MiB of one-square tours at
// once would each hold their paths), while a small one is answered beside
// them.
// The oracle is structural: with every worker taken, the large body waits
// and is refused as busy within its time; the small one is answered.
func TestServeHeavyBodyTakesAWorker(t *testing.T) {
	s := New(DefaultLimits(), io.Discard)
	srv := httptest.NewServer(s)
	defer srv.Close()
	for range cap(s.exact) {
		s.exact <- struct{}{}
	}
	heavy := oneSquareTours(heavyBody/4 + 1)
	for _, path := range []string{"/v1/verify?board=1x1&timeout=50ms", "/v1/render?board=1x1&json=true&timeout=50ms"} {
		res, body := post(t, srv.URL+path, heavy)
		if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "worker") {
			t.Errorf("%s of %d bytes with every worker taken = %d %.200s, want 503 waiting for a worker", path, len(heavy), res.StatusCode, body)
		}
		// The small one's time is long: reading stops when a request's
		// time runs out, and a loaded machine may take 50ms to read ten tours.
		small := strings.Replace(path, "timeout=50ms", "timeout=10s", 1)
		res, body = post(t, srv.URL+small, oneSquareTours(10))
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s of 10 tours with every worker taken = %d %.200s, want 200", small, res.StatusCode, body)
		}
	}
}
