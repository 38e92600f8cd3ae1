package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/positions"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/require"
)

func post(t *testing.T, url, body string) (*http.Response, []byte) {
	t.Helper()
	res, err := http.Post(url, "text/plain", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, data
}

func testdataFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// command runs knight with args and stdin and returns its stdout and exit
// code: the server must answer with the same documents.
func command(args []string, stdin string) (string, int) {
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return stdout.String(), code
}

// TestServeSameDocuments: every endpoint answers a verdict with 200 and the
// very document its command prints with -json (timing fields aside).
func TestServeSameDocuments(t *testing.T) {
	srv := httptest.NewServer(newServer(defaultLimits, io.Discard))
	defer srv.Close()
	stuck := "b8 a6 b4 a2 c1 e2 g1 f3 e5 f7 h8 g6 h4 g2 e1 c2 e3 f1 h2"
	cases := []struct {
		name, query, body string
		args              []string
		code              int // the command's exit code
	}{
		{"valid tour", "verify?board=5x5", testdataFile(t, "seed-5x5.prolog"), []string{"verify", "-json", "-board", "5x5"}, exitYes},
		{"not a knight move", "verify?board=5x5", testdataFile(t, "5x5-swapped.prolog"), []string{"verify", "-json", "-board", "5x5"}, exitNo},
		{"grid numbering a square twice", "verify", testdataFile(t, "8x8-repeated.grid"), []string{"verify", "-json"}, exitNo},
		{"closed asked", "verify?closed=true", testdataFile(t, "5x5-claims-closed.json"), []string{"verify", "-json", "-closed"}, exitNo},
		{"render json", "render?board=5x5&json=true&format=text", testdataFile(t, "seed-5x5.prolog"), []string{"render", "-json", "-board", "5x5"}, exitYes},
		{"tour", "tour?board=6x6&closed=true", "", []string{"tour", "-json", "-board", "6x6", "-closed"}, exitYes},
		{"prove none", "prove?board=5x5&start=a2", "", []string{"prove", "-json", "-board", "5x5", "-start", "a2"}, exitNo},
		{"prove tour", "prove?board=6x6&prefix=a1+b3+c1", "", []string{"prove", "-json", "-board", "6x6", "-prefix", "a1 b3 c1"}, exitYes},
		{"blame dead", "blame?board=8x8", stuck, []string{"blame", "-json", "-board", "8x8"}, exitNo},
		{"blame completable", "blame?board=5x5", "a1 c2", []string{"blame", "-json", "-board", "5x5"}, exitYes},
		{"survey", "survey?board=5x5", "", []string{"survey", "-json", "-board", "5x5"}, exitYes},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, got := post(t, srv.URL+"/v1/"+c.query, c.body)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("POST /v1/%s = %d %s, want 200", c.query, res.StatusCode, got)
			}
			want, code := command(c.args, c.body)
			if code != c.code {
				t.Fatalf("knight %v exits %d, want %d", c.args, code, c.code)
			}
			// The command names its input stdin, the server body.
			want = strings.ReplaceAll(want, `"stdin:`, `"body:`)
			if g, w := withoutTimes(t, got), withoutTimes(t, []byte(want)); g != w {
				t.Errorf("POST /v1/%s =\n%s\nwant what knight %s prints:\n%s", c.query, g, strings.Join(c.args, " "), w)
			}
		})
	}
}

// withoutTimes is a JSON document with its timing fields ("ms") removed,
// re-encoded with sorted keys.
func withoutTimes(t *testing.T, doc []byte) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatalf("not JSON: %v: %s", err, doc)
	}
	var strip func(any)
	strip = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			delete(v, "ms")
			for _, e := range v {
				strip(e)
			}
		case []any:
			for _, e := range v {
				strip(e)
			}
		}
	}
	strip(v)
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestServeAnswers checks answers against oracles that share no code with
// the server: tours pass verify, blame agrees with the shared stuck games
// (an independent SAT encoding), and survey with the colour theorem.
func TestServeAnswers(t *testing.T) {
	srv := httptest.NewServer(newServer(defaultLimits, io.Discard))
	defer srv.Close()

	t.Run("tour passes verify", func(t *testing.T) {
		_, body := post(t, srv.URL+"/v1/tour?board=7x7&start=d4", "")
		var doc struct {
			Status string
			Tour   []string
		}
		if err := json.Unmarshal(body, &doc); err != nil {
			t.Fatal(err)
		}
		p, err := board.ParsePath(strings.Join(doc.Tour, " "))
		if err != nil {
			t.Fatal(err)
		}
		if err := verify.Tour(board.Problem{Board: board.MustParse("7x7"), Prefix: board.Path{board.MustParseSquare("d4")}}, p); doc.Status != "tour" || err != nil {
			t.Errorf("tour 7x7 from d4 = %s, verify says %v", doc.Status, err)
		}
	})

	t.Run("blame matches the stuck games", func(t *testing.T) {
		checked := 0
		for _, g := range positions.Load(t) {
			if g.Hard || g.Board.Size() > 64 || checked == 8 {
				continue
			}
			checked++
			_, body := post(t, srv.URL+"/v1/blame?no-hints=true&board="+g.Board.String(), g.Path.String())
			var doc struct {
				Status    string
				FirstDead int `json:"first_dead"`
			}
			if err := json.Unmarshal(body, &doc); err != nil {
				t.Fatal(err)
			}
			if doc.FirstDead != g.FirstDead {
				t.Errorf("blame %v %v: first_dead = %d (%s), want %d", g.Board, g.Path, doc.FirstDead, doc.Status, g.FirstDead)
			}
		}
	})

	t.Run("survey obeys the colour count", func(t *testing.T) {
		// On a board with an odd number of squares, an open tour starts and
		// ends on the majority colour (dark on 5x5 and 7x5).
		for _, size := range []string{"5x5", "7x5"} {
			_, body := post(t, srv.URL+"/v1/survey?board="+size, "")
			var doc struct {
				Squares []struct{ Square, Status string }
			}
			if err := json.Unmarshal(body, &doc); err != nil {
				t.Fatal(err)
			}
			b := board.MustParse(size)
			if len(doc.Squares) != b.Size() {
				t.Fatalf("survey %s: %d squares, want %d", size, len(doc.Squares), b.Size())
			}
			for _, s := range doc.Squares {
				if sq := board.MustParseSquare(s.Square); sq.Colour() == board.Light && s.Status != "none" {
					t.Errorf("survey %s: %s (light) = %s, want none", size, s.Square, s.Status)
				}
			}
		}
	})

	t.Run("render draws svg", func(t *testing.T) {
		res, body := post(t, srv.URL+"/v1/render?board=5x5", testdataFile(t, "seed-5x5.prolog"))
		if ct := res.Header.Get("Content-Type"); ct != svgType || !bytes.HasPrefix(body, []byte("<svg")) {
			t.Errorf("render = %s %.40q, want %s <svg...", ct, body, svgType)
		}
	})

	t.Run("certificate re-check", func(t *testing.T) {
		answer, _ := command([]string{"prove", "-json", "-board", "5x5", "-start", "a2"}, "")
		_, body := post(t, srv.URL+"/v1/verify?certificate=true", answer)
		if !strings.Contains(string(body), `"status":"valid"`) {
			t.Errorf("re-check of prove's answer = %s, want valid", body)
		}
		forged := strings.Replace(answer, `"start":"a2"`, `"start":"a1"`, 1)
		_, body = post(t, srv.URL+"/v1/verify?certificate=true", forged)
		if !strings.Contains(string(body), `"status":"invalid"`) {
			t.Errorf("re-check of an answer moved to a1 (where a tour starts) = %s, want invalid", body)
		}
	})
}

// TestServeRefusals: requests that cannot be read get 400, too large 413,
// with the command's message and position; a client cannot raise the
// server's limits.
func TestServeRefusals(t *testing.T) {
	lim := defaultLimits
	lim.MaxBody = 4096
	srv := httptest.NewServer(newServer(lim, io.Discard))
	defer srv.Close()
	cases := []struct {
		name, query, body string
		status            int
		want              string // in the error document
		reason            string
	}{
		{"truncated", "verify?board=5x5", testdataFile(t, "5x5-truncated.prolog"), 400, `"error":"body:1:103: input ends inside \"p(1\"","line":1,"col":103`, "the command's message, positioned"},
		{"no board", "verify", "a1 c2", 400, "a square list does not say its board", "a list needs its board"},
		{"huge board in query", "verify?board=10000x10000", "a1", 413, "more than the 10000", "the board limit holds before anything is read"},
		{"huge board in document", "verify", `{"board":"10000x10000","tour":["a1"]}`, 413, "10000x10000 has 100000000 squares", "a document cannot raise the board limit"},
		{"large exact board", "prove?board=17x16", "", 413, "more than the 256", "prove may call SAT: the exact limit"},
		{"SAT re-check of 100x100", "verify?certificate=true", `{"board":"100x100","start":"a1","status":"none","method":"sat"}`, 413, "100x100", "a re-check document cannot raise the exact limit"},
		{"case-variant board key", "verify?certificate=true", `{"board":"5x5","Board":"100x100","start":"a1","status":"none","method":"sat"}`, 413, "100x100", "the limit reads the board as the re-check does"},
		{"oversized body", "verify?board=8x8", strings.Repeat("a1 ", 2000), 413, "4096", "the body limit"},
		{"repeated parameter", "verify?board=5x5&board=8x8", "a1", 400, "board given twice", "one of the two would be lost"},
		{"unknown parameter", "verify?bord=5x5", "a1", 400, "verify takes no such flag", "a typo is not ignored"},
		{"timeout above the limit", "prove?board=5x5&timeout=1h", "", 400, "at most the server's limit, 10s", "a client cannot raise the time limit"},
		{"body where none is read", "tour?board=5x5", "a1", 400, "the body must be empty", "nothing sent is ignored"},
		{"illegal path to blame", "blame?board=5x5", "a1 b1", 400, `"move":1`, "blame needs a knight's path"},
		{"bad method", "prove?board=5x5&method=magic", "", 400, "method", "the command's check of -method"},
		{"max-squares above the limit", "prove?board=5x5&max-squares=100000", "", 400, "max-squares", "a client cannot raise the SAT limit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := post(t, srv.URL+"/v1/"+c.query, c.body)
			if res.StatusCode != c.status || !strings.Contains(string(body), c.want) {
				t.Errorf("POST /v1/%s = %d %s, want %d with %s (%s)", c.query, res.StatusCode, body, c.status, c.want, c.reason)
			}
			if ct := res.Header.Get("Content-Type"); ct != jsonType {
				t.Errorf("POST /v1/%s: Content-Type %q, want %q", c.query, ct, jsonType)
			}
		})
	}

	t.Run("chunked oversized body", func(t *testing.T) {
		// No Content-Length: the limit is found while reading.
		pr, pw := io.Pipe()
		go func() {
			pw.Write(bytes.Repeat([]byte(" "), 6000))
			pw.Write([]byte("a1"))
			pw.Close()
		}()
		res, err := http.Post(srv.URL+"/v1/verify?board=8x8", "text/plain", pr)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("status %d, want 413", res.StatusCode)
		}
	})

	t.Run("methods and paths", func(t *testing.T) {
		res, err := http.Get(srv.URL + "/v1/verify")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("GET /v1/verify = %d, want 405", res.StatusCode)
		}
		res, _ = post(t, srv.URL+"/v1/nope", "")
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("POST /v1/nope = %d, want 404", res.StatusCode)
		}
		res, err = http.Get(srv.URL + "/")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
			t.Errorf("GET / = %d, CSP %q: want 200 and a self-only policy", res.StatusCode, res.Header.Get("Content-Security-Policy"))
		}
	})
}

// TestServeBusy: with every slot taken, a request is refused at once with
// 503 and Retry-After, not queued; the slot's request still completes.
func TestServeBusy(t *testing.T) {
	lim := defaultLimits
	lim.MaxInflight = 1
	s := newServer(lim, io.Discard)
	srv := httptest.NewServer(s)
	defer srv.Close()
	// A request whose body arrives slowly holds the only slot.
	pr, pw := io.Pipe()
	held := make(chan int)
	go func() {
		res, err := http.Post(srv.URL+"/v1/verify?board=5x5", "text/plain", pr)
		if err != nil {
			held <- 0
			return
		}
		res.Body.Close()
		held <- res.StatusCode
	}()
	pw.Write([]byte("a1 "))
	// Wait until the slow request holds the only slot, without sending
	// anything that could take the slot first: then another is refused.
	deadline := time.Now().Add(10 * time.Second)
	for len(s.slots) == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	require.Len(t, s.slots, 1, "the slow request never took the slot")
	res, _ := post(t, srv.URL+"/v1/prove?board=5x5&start=a2", "")
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") != "1" {
		t.Errorf("second request = %d, Retry-After %q; want 503 with Retry-After 1", res.StatusCode, res.Header.Get("Retry-After"))
	}
	pw.Write([]byte(seedRest(t)))
	pw.Close()
	if code := <-held; code != http.StatusOK {
		t.Errorf("the request holding the slot = %d, want 200", code)
	}
}

// seedRest is the seed's 5x5 tour after its first square, a1.
func seedRest(t *testing.T) string {
	t.Helper()
	doc, err := notation.ReadPath(strings.NewReader(testdataFile(t, "seed-5x5.prolog")), notation.ReadOptions{Board: board.MustParse("5x5")})
	if err != nil {
		t.Fatal(err)
	}
	return doc.Path[1:].String()
}

// TestServeWorkerWait: an exact answer waits for a worker only within its
// request's time, then is refused as busy (503), not queued on.
func TestServeWorkerWait(t *testing.T) {
	exact := make(chan struct{}, 1)
	exact <- struct{}{} // the only worker is taken
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the request's time is up
	q := &request{ctx: ctx, exact: exact}
	if _, err := q.compute(); !errors.Is(err, errBusy) {
		t.Errorf("compute with no worker free and no time left = %v, want %v", err, errBusy)
	}
	<-exact
	free, err := (&request{ctx: context.Background(), exact: exact}).compute()
	if err != nil {
		t.Fatalf("compute with a worker free = %v, want nil", err)
	}
	if len(exact) != 1 {
		t.Errorf("computing: %d workers taken, want 1", len(exact))
	}
	free()
	if len(exact) != 0 {
		t.Errorf("a freed worker is still taken")
	}
}

// TestServeTimeout: a request's timeout ends its work; the answer is a
// verdict, undecided.
func TestServeTimeout(t *testing.T) {
	srv := httptest.NewServer(newServer(defaultLimits, io.Discard))
	defer srv.Close()
	res, body := post(t, srv.URL+"/v1/prove?board=16x16&method=sat&timeout=1ms", "")
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"status":"unknown"`) {
		t.Errorf("prove 16x16 by SAT in 1ms = %d %s, want 200 unknown", res.StatusCode, body)
	}
}

// TestServeClientGone: the request's context is the work's, so a client
// that has gone away gets no answer computed for it: a SAT tour of 16x16,
// found in a second or two otherwise, is left undecided (or, if the
// cancellation is seen while waiting for a worker, refused as busy).
func TestServeClientGone(t *testing.T) {
	s := newServer(defaultLimits, io.Discard)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := httptest.NewRequest("POST", "/v1/prove?board=16x16&method=sat", nil).WithContext(ctx)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	body := w.Body.String()
	switch {
	case w.Code == http.StatusOK && strings.Contains(body, `"status":"unknown"`):
	case w.Code == http.StatusServiceUnavailable && strings.Contains(body, "busy"):
	default:
		t.Errorf("prove for a client gone = %d %s, want 200 unknown or 503 busy", w.Code, body)
	}
}

// TestServeShutdown: when the context ends, the server stops accepting and
// lets a request in flight finish with its answer.
func TestServeShutdown(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan error, 1)
	go func() { stopped <- serve(ctx, ln, defaultLimits, io.Discard) }()
	url := "http://" + ln.Addr().String()
	pr, pw := io.Pipe()
	answer := make(chan int)
	go func() {
		res, err := http.Post(url+"/v1/verify?board=5x5", "text/plain", pr)
		if err != nil {
			answer <- 0
			return
		}
		res.Body.Close()
		answer <- res.StatusCode
	}()
	pw.Write([]byte("a1 "))
	time.Sleep(50 * time.Millisecond) // let the request start; not a timing assertion
	cancel()
	pw.Write([]byte(seedRest(t)))
	pw.Close()
	if code := <-answer; code != http.StatusOK {
		t.Errorf("request in flight at shutdown = %d, want 200", code)
	}
	if err := <-stopped; err != nil {
		t.Errorf("serve = %v, want nil after shutdown", err)
	}
	if _, err := http.Post(url+"/v1/verify", "text/plain", strings.NewReader("a1")); err == nil {
		t.Error("the server still accepts after shutdown")
	}
}

// TestServeLimitsChecked: flags that would leave the server unbounded are
// usage errors.
func TestServeLimitsChecked(t *testing.T) {
	for _, args := range [][]string{
		{"-max-body", "0"},
		{"-max-squares", "0"},
		{"-max-exact-squares", "20000"},
		{"-timeout", "0s"},
		{"-max-inflight", "0"},
		{"-workers", "0"},
		{"-max-inflight", "2", "-workers", "3"},
		{"extra"},
	} {
		var stderr bytes.Buffer
		if code := run(append([]string{"serve", "-addr", "127.0.0.1:0"}, args...), nil, io.Discard, &stderr); code != exitUsage {
			t.Errorf("knight serve %v = exit %d, want %d (%s)", args, code, exitUsage, stderr.String())
		}
	}
}

// FuzzParseQuery: any query string is parsed or refused with an error,
// never a panic; an accepted one names each flag once, so nothing a client
// sent is lost.
func FuzzParseQuery(f *testing.F) {
	for _, seed := range []string{"board=8x8&start=a1&closed", "board=5x5&board=6x6", "%zz=1", "closed=maybe", "&&=&", "timeout=1s", "-board=1"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		fs := flag.NewFlagSet("fuzz", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Duration("timeout", time.Second, "")
		verifyEndpoint(fs, defaultLimits)
		if err := parseQuery(fs, raw); err != nil {
			return
		}
		seen := map[string]bool{}
		fs.Visit(func(fl *flag.Flag) { seen[fl.Name] = true })
		for part := range strings.SplitSeq(raw, "&") {
			if part == "" {
				continue
			}
			key, _, _ := strings.Cut(part, "=")
			k, err := url.QueryUnescape(key)
			if err != nil || !seen[k] {
				t.Errorf("parseQuery(%q) accepted %q but did not set it", raw, key)
			}
		}
	})
}
