package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
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

// Exit codes of knight, which the server's documents must match.
const (
	exitYes   = 0
	exitNo    = 1
	exitUsage = 2
)

var knightBinary struct {
	once sync.Once
	path string
	err  error
}

// command runs knight (built once from ../cmd/knight) with args and stdin
// and returns its stdout and exit code: the server must answer with the
// same documents.
func command(t *testing.T, args []string, stdin string) (string, int) {
	t.Helper()
	knightBinary.once.Do(func() {
		dir, err := os.MkdirTemp("", "knight-serve-test")
		if err != nil {
			knightBinary.err = err
			return
		}
		knightBinary.path = filepath.Join(dir, "knight")
		out, err := exec.Command("go", "build", "-o", knightBinary.path, "../../cmd/knight").CombinedOutput()
		if err != nil {
			knightBinary.err = fmt.Errorf("go build ../../cmd/knight: %v: %s", err, out)
		}
	})
	if knightBinary.err != nil {
		t.Fatal(knightBinary.err)
	}
	cmd := exec.Command(knightBinary.path, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return stdout.String(), exit.ExitCode()
	case err != nil:
		t.Fatalf("knight %v: %v", args, err)
	}
	return stdout.String(), 0
}

func TestMain(m *testing.M) {
	code := m.Run()
	stopBrowser()
	if knightBinary.path != "" {
		os.RemoveAll(filepath.Dir(knightBinary.path))
	}
	os.Exit(code)
}

// TestServeSameDocuments: every endpoint answers a verdict with 200 and the
// very document its command prints with -json (timing fields aside).
func TestServeSameDocuments(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	stuck := "b8 a6 b4 a2 c1 e2 g1 f3 e5 f7 h8 g6 h4 g2 e1 c2 e3 f1 h2"
	checkSameAsCommand(t, srv.URL, []commandCase{
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
		{"blame closed", "blame?board=6x6&closed=true&no-hints=true", closedGame, []string{"blame", "-json", "-board", "6x6", "-closed", "-no-hints"}, exitNo},
		{"survey", "survey?board=5x5", "", []string{"survey", "-json", "-board", "5x5"}, exitYes},
		{"survey with counts", "survey?board=5x5&counts=true", "", []string{"survey", "-json", "-board", "5x5", "-counts"}, exitYes},
		{"grid flipped", "verify?flip=true&read=grid", testdataFile(t, "seed-8x8.grid"), []string{"verify", "-json", "-flip", "-read", "grid"}, exitYes},
	})
}

// commandCase is a request and the command that must print the same
// documents for the same body on stdin, exiting with code.
type commandCase struct {
	name, query, body string
	args              []string
	code              int
}

// checkSameAsCommand checks each case: 200 and, document for document,
// what its command prints (timing fields aside; the command names its
// input stdin, the server body).
func checkSameAsCommand(t *testing.T, url string, cases []commandCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, got := post(t, url+"/v1/"+c.query, c.body)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("POST /v1/%s = %d %s, want 200", c.query, res.StatusCode, got)
			}
			want, code := command(t, c.args, c.body)
			if code != c.code {
				t.Fatalf("knight %v exits %d, want %d", c.args, code, c.code)
			}
			want = strings.ReplaceAll(want, `"stdin:`, `"body:`)
			want = strings.ReplaceAll(want, `"file":"stdin"`, `"file":"body"`)
			gotDocs, wantDocs := splitDocs(t, got), splitDocs(t, []byte(want))
			if len(gotDocs) != len(wantDocs) {
				t.Fatalf("POST /v1/%s: %d documents, want %d as knight %s prints", c.query, len(gotDocs), len(wantDocs), strings.Join(c.args, " "))
			}
			for i := range gotDocs {
				if g, w := withoutTimes(t, gotDocs[i]), withoutTimes(t, wantDocs[i]); g != w {
					t.Errorf("POST /v1/%s =\n%s\nwant what knight %s prints:\n%s", c.query, g, strings.Join(c.args, " "), w)
				}
			}
		})
	}
}

// closedGame is a stuck 6x6 game whose first move after which no closed
// tour was possible (9, c2) comes well before the open one (20, c3).
const closedGame = "a1 b3 d4 c6 a5 c4 e5 f3 e1 c2 a3 b5 d6 f5 e3 d1 f2 e4 f6 d5 c3 b1 d2 f1"

// TestServeBlameClosed: blame's closed parameter asks about closed tours:
// the verdict says so ("closed": true), names a move before the open
// verdict's, and its claims stand the server's own re-check (the oracle:
// verify?certificate=true, which checks the dead prefix as a closed
// problem and the alive completion's closing move, and imports no
// producer).
func TestServeBlameClosed(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	var closed, open struct {
		Closed    bool   `json:"closed"`
		Status    string `json:"status"`
		FirstDead int    `json:"first_dead"`
	}
	_, doc := post(t, srv.URL+"/v1/blame?board=6x6&closed=true&no-hints=true", closedGame)
	if err := json.Unmarshal(doc, &closed); err != nil {
		t.Fatalf("blame closed: %v: %s", err, doc)
	}
	_, openDoc := post(t, srv.URL+"/v1/blame?board=6x6&no-hints=true", closedGame)
	if err := json.Unmarshal(openDoc, &open); err != nil {
		t.Fatalf("blame open: %v: %s", err, openDoc)
	}
	if !closed.Closed || closed.Status != "dead" || open.Closed {
		t.Fatalf("blame closed=true: closed %v status %s; open: closed %v; want a dead closed verdict and an open one", closed.Closed, closed.Status, open.Closed)
	}
	if closed.FirstDead >= open.FirstDead {
		t.Errorf("closed first_dead %d, open %d: want the closed mistake first on this game", closed.FirstDead, open.FirstDead)
	}
	res, body := post(t, srv.URL+"/v1/verify?certificate=true", string(doc))
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"status":"valid"`) || !strings.Contains(string(body), "closed tour") {
		t.Errorf("re-check of the closed verdict = %d %s, want valid, of closed tours", res.StatusCode, body)
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
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
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
		answer, _ := command(t, []string{"prove", "-json", "-board", "5x5", "-start", "a2"}, "")
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
// refusal is a request the server must refuse: its status, words of the
// error document, and why.
type refusal struct {
	name, query, body string
	status            int
	want              string // in the error document
	reason            string
}

// checkRefusals posts each case to the server at url and checks its
// status, its error document and that the document is JSON.
func checkRefusals(t *testing.T, url string, cases []refusal) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := post(t, url+"/v1/"+c.query, c.body)
			if res.StatusCode != c.status || !strings.Contains(string(body), c.want) {
				t.Errorf("POST /v1/%s = %d %s, want %d with %s (%s)", c.query, res.StatusCode, body, c.status, c.want, c.reason)
			}
			if ct := res.Header.Get("Content-Type"); ct != jsonType {
				t.Errorf("POST /v1/%s: Content-Type %q, want %q", c.query, ct, jsonType)
			}
		})
	}
}

func TestServeRefusals(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxBody = 4096
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	cases := []refusal{
		{"truncated", "verify?board=5x5", testdataFile(t, "5x5-truncated.prolog"), 400, `"error":"body:1:103: input ends inside \"p(1\"","line":1,"col":103`, "the command's message, positioned"},
		{"grid cut short", "verify", testdataFile(t, "8x8-truncated.grid"), 400, `row 8 (line 8) 3 numbers short (61 of its 64 numbers, none twice); read as a list, 61 numbers; neither reading is certain: complete the grid, or give -read grid to judge it as the numbering, its missing numbers squares not visited","line":8,"col":20`, "the command's accounting of the rows, positioned where the numbers are missing"},
		{"no board", "verify", "a1 c2", 400, "a square list does not say its board", "a list needs its board"},
		{"huge board in query", "verify?board=10000x10000", "a1", 413, "more than the 10000", "the board limit holds before anything is read"},
		{"huge board in document", "verify", `{"board":"10000x10000","tour":["a1"]}`, 413, "10000x10000 has 100000000 squares", "a document cannot raise the board limit"},
		{"large exact board", "prove?board=17x16", "", 413, "more than the 256", "prove may call SAT: the exact limit"},
		{"SAT re-check of 100x100", "verify?certificate=true", `{"board":"100x100","start":"a1","status":"none","method":"sat"}`, 413, "100x100", "a re-check document cannot raise the exact limit"},
		{"case-variant board key", "verify?certificate=true", `{"board":"5x5","Board":"100x100","start":"a1","status":"none","method":"sat"}`, 413, "100x100", "the limit reads the board as the re-check does"},
		{"oversized body", "verify?board=8x8", strings.Repeat("a1 ", 2000), 413, "4096", "the body limit"},
		{"repeated parameter", "verify?board=5x5&board=8x8", "a1", 400, "board given twice", "one of the two would be lost"},
		{"unknown parameter", "verify?bord=5x5", "a1", 400, "verify takes no such parameter", "a typo is not ignored"},
		{"timeout above the limit", "prove?board=5x5&timeout=1h", "", 400, "at most the server's limit, 10s", "a client cannot raise the time limit"},
		{"body where none is read", "tour?board=5x5", "a1", 400, "the body must be empty", "nothing sent is ignored"},
		{"illegal path to blame", "blame?board=5x5", "a1 b1", 400, `"move":1`, "blame needs a knight's path"},
		{"bad method", "prove?board=5x5&method=magic", "", 400, "method", "the command's check of -method"},
		{"bad notation", "verify?board=5x5&read=magic", "a1", 400, "verify: read:", "the command's check of -read"},
		{"max-squares above the limit", "prove?board=5x5&max-squares=100000", "", 400, "max-squares", "a client cannot raise the SAT limit"},
	}
	checkRefusals(t, srv.URL, cases)

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
// 503 and Retry-After, not queued. A request waiting for an exact worker
// holds no slot (clients asking for hard puzzles must not turn away the
// cheap verifies): with the only slot and the only worker, a prove
// waits in the queue of exact work while a verify is answered; a second
// prove, the queue full, is refused at once; the waiting one completes.
func TestServeBusy(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxInflight, lim.Workers = 1, 1
	s := New(lim, io.Discard)
	srv := httptest.NewServer(s)
	defer srv.Close()
	s.slots <- struct{}{}
	res, _ := post(t, srv.URL+"/v1/verify?board=5x5", testdataFile(t, "seed-5x5.prolog"))
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") != "1" {
		t.Errorf("verify with every slot taken = %d, Retry-After %q; want 503 with Retry-After 1", res.StatusCode, res.Header.Get("Retry-After"))
	}
	<-s.slots
	// The only worker is taken, so a prove request waits for it, in the
	// queue.
	s.exact <- struct{}{}
	held := make(chan int)
	go func() {
		res, err := http.Post(srv.URL+"/v1/prove?board=5x5&start=a2", "text/plain", nil)
		if err != nil {
			held <- 0
			return
		}
		res.Body.Close()
		held <- res.StatusCode
	}()
	deadline := time.Now().Add(5 * time.Second)
	for len(s.queue) == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	require.Len(t, s.queue, 1, "the prove request never joined the queue")
	for len(s.slots) != 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	res, body := post(t, srv.URL+"/v1/verify?board=5x5", testdataFile(t, "seed-5x5.prolog"))
	if res.StatusCode != http.StatusOK {
		t.Errorf("verify while a prove waits for the worker = %d %s, want 200", res.StatusCode, body)
	}
	res, body = post(t, srv.URL+"/v1/prove?board=5x5&start=a2", "")
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "wait for an exact answer") {
		t.Errorf("a second prove with the queue full = %d %s, want 503 naming the queue", res.StatusCode, body)
	}
	<-s.exact
	if code := <-held; code != http.StatusOK {
		t.Errorf("the request holding the slot = %d, want 200", code)
	}
}

// slowSender sends body in pieces of 16 bytes a second, as a client on a
// bad line (or an attacker) does, until the body ends or stop closes.
func slowSender(body string, stop <-chan struct{}) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		defer pw.Close()
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for len(body) > 0 {
			n := min(16, len(body))
			if _, err := pw.Write([]byte(body[:n])); err != nil {
				return
			}
			body = body[n:]
			select {
			case <-tick.C:
			case <-stop:
				return
			}
		}
	}()
	return pr
}

// TestServeSlowSenders: 16 clients sending their bodies at 16 bytes a
// second hold no slot (bodies are read before a slot is taken), so that
// other clients are answered meanwhile, not refused with 503; each slow
// sender is answered 408 once its body's deadline passes. Bounded: 16
// senders, 4 other requests, a 1 s body deadline, loopback only.
func TestServeSlowSenders(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxInflight, lim.Workers = 16, 1
	lim.BodyTimeout = time.Second
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	stop := make(chan struct{})
	defer close(stop)
	tour := testdataFile(t, "seed-5x5.prolog")
	const senders = 16
	codes := make(chan int, senders)
	for range senders {
		go func() {
			res, err := http.Post(srv.URL+"/v1/verify?board=5x5", "text/plain", slowSender(tour, stop))
			if err != nil {
				codes <- 0
				return
			}
			res.Body.Close()
			codes <- res.StatusCode
		}()
	}
	time.Sleep(200 * time.Millisecond) // let the senders start; not a timing assertion
	for i := range 4 {
		res, body := post(t, srv.URL+"/v1/verify?board=5x5", tour)
		if res.StatusCode != http.StatusOK {
			t.Errorf("request %d among %d slow senders = %d %s, want 200", i, senders, res.StatusCode, body)
		}
	}
	for range senders {
		if code := <-codes; code != http.StatusRequestTimeout {
			t.Errorf("slow sender = %d, want 408 after the body deadline", code)
		}
	}
}

// TestServeRendersTourJSON: what knight tour -json prints, the server
// renders as knight render does: the same grid, byte for byte.
func TestServeRendersTourJSON(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	doc, code := command(t, []string{"tour", "-board", "6x5", "-json"}, "")
	require.Equal(t, exitYes, code)
	want, code := command(t, []string{"render"}, doc)
	require.Equal(t, exitYes, code, "knight tour -json | knight render")
	res, got := post(t, srv.URL+"/v1/render?format=text", doc)
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", got)
	require.Equal(t, want, string(got))
}

// TestServeBodyBudget: the bodies held at once, received or not, stay
// within the server's budget (BodyBudget: twice the bodies of the requests
// in flight); a body beyond it is refused as busy, not read into memory.
// Bounded: three requests, loopback.
func TestServeBodyBudget(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxBody, lim.MaxInflight, lim.Workers = 1000, 1, 1
	s := New(lim, io.Discard)
	srv := httptest.NewServer(s)
	defer srv.Close()
	require.Equal(t, int64(2000), BodyBudget(lim))
	// Two clients send 900 bytes each and then nothing: 1800 held.
	var pipes []*io.PipeWriter
	done := make(chan struct{}, 2)
	for range 2 {
		pr, pw := io.Pipe()
		pipes = append(pipes, pw)
		go func() {
			if res, err := http.Post(srv.URL+"/v1/verify?board=5x5", "text/plain", pr); err == nil {
				res.Body.Close()
			}
			done <- struct{}{}
		}()
		go pw.Write([]byte(strings.Repeat(" ", 900)))
	}
	deadline := time.Now().Add(5 * time.Second)
	for s.bodyBytes.Load() < 1800 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	require.Equal(t, int64(1800), s.bodyBytes.Load(), "bytes held by the two stalled bodies")
	res, body := post(t, srv.URL+"/v1/verify?board=5x5", strings.Repeat(" ", 500))
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "retry later") {
		t.Errorf("a body past the budget = %d %s, want 503 busy", res.StatusCode, body)
	}
	for _, pw := range pipes {
		pw.Close()
	}
	<-done
	<-done
	deadline = time.Now().Add(5 * time.Second)
	for s.bodyBytes.Load() != 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	require.Equal(t, int64(0), s.bodyBytes.Load(), "bytes held once every request is answered")
}

// TestServeBodyLimit: a body of exactly the limit is read; one byte more is
// 413, whether the length is announced (Content-Length) or not (chunked).
func TestServeBodyLimit(t *testing.T) {
	lim := DefaultLimits()
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	tour := testdataFile(t, "seed-5x5.prolog")
	for _, tc := range []struct {
		name    string
		size    int64
		chunked bool
		want    int
	}{
		{"limit, Content-Length", lim.MaxBody, false, http.StatusOK},
		{"limit, chunked", lim.MaxBody, true, http.StatusOK},
		{"limit+1, Content-Length", lim.MaxBody + 1, false, http.StatusRequestEntityTooLarge},
		{"limit+1, chunked", lim.MaxBody + 1, true, http.StatusRequestEntityTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The tour, padded with spaces to the size: a valid body.
			body := tour + strings.Repeat(" ", int(tc.size)-len(tour))
			var r io.Reader = strings.NewReader(body)
			if tc.chunked {
				r = io.MultiReader(r) // hides the length: sent chunked
			}
			req, err := http.NewRequest("POST", srv.URL+"/v1/verify?board=5x5", r)
			require.NoError(t, err)
			res, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			data, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != tc.want {
				t.Errorf("POST %d bytes = %d %.200s, want %d", tc.size, res.StatusCode, data, tc.want)
			}
			if got := len(res.TransferEncoding) > 0 && res.TransferEncoding[0] == "chunked"; got && !tc.chunked {
				t.Errorf("the response was chunked")
			}
		})
	}
}

// TestServeBadPaths: a page path that names no file the page could have
// is the client's error (400), not the server's (500).
func TestServeBadPaths(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	for _, path := range []string{"/%ff", "/%ff/x", "/a/%fe.js"} {
		res, err := http.Get(srv.URL + path)
		require.NoError(t, err)
		res.Body.Close()
		if res.StatusCode != http.StatusBadRequest {
			t.Errorf("GET %s = %d, want 400", path, res.StatusCode)
		}
	}
	for _, path := range []string{"/", "/app.js", "/nope.js"} {
		res, err := http.Get(srv.URL + path)
		require.NoError(t, err)
		res.Body.Close()
		if res.StatusCode >= 500 {
			t.Errorf("GET %s = %d, want no server error", path, res.StatusCode)
		}
	}
}

// TestServeNoTimeout: with -timeout 0 the server has no time limit, as the
// manual says: it answers, and a request may give any timeout.
func TestServeNoTimeout(t *testing.T) {
	lim := DefaultLimits()
	lim.Timeout = 0
	require.NoError(t, lim.Check())
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	for _, query := range []string{"prove?board=5x5&start=a2", "prove?board=5x5&start=a2&timeout=1h"} {
		res, body := post(t, srv.URL+"/v1/"+query, "")
		if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"status":"none"`) {
			t.Errorf("POST /v1/%s with no time limit = %d %s, want 200 none (5x5 from a2: a light square, the colour count)", query, res.StatusCode, body)
		}
	}
}

// TestServeSurveyUpto: upto surveys every board m x n up to W x H, one
// document per board, the same documents knight survey -upto -json
// prints; oracle for the count: 3 x 4 boards.
func TestServeSurveyUpto(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	res, body := post(t, srv.URL+"/v1/survey?upto=3x4", "")
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", body)
	want, code := command(t, []string{"survey", "-upto", "3x4", "-json"}, "")
	require.Equal(t, exitYes, code)
	got, wantDocs := splitDocs(t, body), splitDocs(t, []byte(want))
	require.Len(t, got, 12, "one document per board m x n, m <= 3, n <= 4")
	require.Equal(t, len(wantDocs), len(got))
	boards := map[string]bool{}
	for i := range got {
		require.Equal(t, withoutTimes(t, wantDocs[i]), withoutTimes(t, got[i]))
		var doc struct{ Board string }
		require.NoError(t, json.Unmarshal(got[i], &doc))
		boards[doc.Board] = true
	}
	require.Len(t, boards, 12, "each board once")
	for _, q := range []string{"survey?upto=3x4&format=svg", "survey?upto=17x16", "survey?board=5x5&upto=5x5"} {
		res, body := post(t, srv.URL+"/v1/"+q, "")
		if res.StatusCode/100 != 4 {
			t.Errorf("POST /v1/%s = %d %s, want a refusal", q, res.StatusCode, body)
		}
	}
}

// splitDocs splits a stream of JSON documents.
func splitDocs(t *testing.T, data []byte) [][]byte {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	var docs [][]byte
	for dec.More() {
		var raw json.RawMessage
		require.NoError(t, dec.Decode(&raw))
		docs = append(docs, raw)
	}
	return docs
}

// TestServeNamesParameters: messages name the query parameters as they
// are written over HTTP (board), never as the command's flags (-board);
// a certificate that cannot be read is named "body", with its line and
// column.
func TestServeNamesParameters(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	for _, q := range []string{
		"tour?board=5x5&start=z9", "tour?board=5x5&start=a1&end=a1", "prove?board=5x5&start=a1&prefix=b3",
		"prove", "tour?board=0x0", "verify?board=9q", "render?board=x", "verify", "survey", "blame?board=5x5x",
		"prove?board=5x5&start=0,0", "tour?board=5x5&closed=maybe",
	} {
		body := ""
		if strings.HasPrefix(q, "verify") && !strings.Contains(q, "board=") {
			body = "a1 c2"
		}
		res, data := post(t, srv.URL+"/v1/"+q, body)
		var doc struct{ Error string }
		require.NoError(t, json.Unmarshal(data, &doc), "%s", data)
		if res.StatusCode != http.StatusBadRequest || doc.Error == "" || strings.Contains(doc.Error, " -") || strings.HasPrefix(doc.Error, "-") {
			t.Errorf("POST /v1/%s = %d %q, want 400 naming parameters without a dash", q, res.StatusCode, doc.Error)
		}
	}
	res, data := post(t, srv.URL+"/v1/verify?certificate=true", "{\n\"board\": \"5x5\",\n\"start\": a2}")
	var doc struct {
		Error     string
		Line, Col int
	}
	require.NoError(t, json.Unmarshal(data, &doc), "%s", data)
	if res.StatusCode != http.StatusBadRequest || !strings.HasPrefix(doc.Error, "body:3:") || doc.Line != 3 || doc.Col == 0 || strings.Contains(doc.Error, "stdin") {
		t.Errorf("unreadable certificate = %d %s, want 400 naming body:3:COL with line 3 and its column", res.StatusCode, data)
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
	queue := make(chan struct{}, 1)
	q := &request{ctx: ctx, exact: exact, queue: queue}
	if err := q.compute(); !errors.Is(err, errBusy) {
		t.Errorf("compute with no worker free and no time left = %v, want %v", err, errBusy)
	}
	<-exact
	if len(queue) != 0 {
		t.Errorf("a request that gave up waiting still holds its place in the queue")
	}
	q = &request{ctx: context.Background(), exact: exact, queue: queue}
	if _, err := q.run(func(q *request, _ *bufio.Writer) (string, error) {
		if err := q.compute(); err != nil {
			t.Fatalf("compute with a worker free = %v, want nil", err)
		}
		if len(exact) != 1 {
			t.Errorf("computing: %d workers taken, want 1", len(exact))
		}
		return "", nil
	}, nil); err != nil {
		t.Fatal(err)
	}
	if len(exact) != 0 || len(queue) != 0 {
		t.Errorf("a freed worker is still taken, or its place in the queue")
	}
}

// TestServeTimeout: a request's timeout ends its work; the answer is a
// verdict, undecided. The solver looks at the deadline between rounds,
// and on a loaded machine one round may find 16x16's tour before it
// looks: such an answer must still be a verdict, and some try of a few
// must end undecided.
func TestServeTimeout(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	for try := range 10 {
		res, body := post(t, srv.URL+"/v1/prove?board=16x16&method=sat&timeout=1ms", "")
		switch {
		case res.StatusCode != http.StatusOK:
			t.Fatalf("prove 16x16 by SAT in 1ms = %d %s, want 200", res.StatusCode, body)
		case strings.Contains(string(body), `"status":"unknown"`):
			return
		case !strings.Contains(string(body), `"status":"tour"`):
			t.Fatalf("prove 16x16 by SAT in 1ms = %s, want unknown or a tour found first", body)
		}
		t.Logf("try %d: the tour was found before the deadline was looked at", try+1)
	}
	t.Errorf("prove 16x16 by SAT in 1ms: a tour in each of 10 tries, want one undecided")
}

// TestServeClientGone: the request's context is the work's, so a client
// that has gone away gets no answer computed for it: a SAT tour of 16x16,
// found in a second or two otherwise, is left undecided (or, if the
// cancellation is seen while waiting for a worker, refused as busy).
func TestServeClientGone(t *testing.T) {
	s := New(DefaultLimits(), io.Discard)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := httptest.NewRequest("POST", "/v1/prove?board=16x16&method=sat", nil).WithContext(ctx)
	r.Host = "localhost"
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
	go func() { stopped <- Run(ctx, ln, DefaultLimits(), io.Discard) }()
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

// TestServeLimitsChecked: limits that would leave the server unbounded
// are refused; a timeout of 0 is no limit, as the manual says.
func TestServeLimitsChecked(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Limits)
	}{
		{"max-body 0", func(l *Limits) { l.MaxBody = 0 }},
		{"max-squares 0", func(l *Limits) { l.MaxSquares = 0 }},
		{"max-exact-squares above max-squares", func(l *Limits) { l.MaxExactSquares = 20000 }},
		{"negative timeout", func(l *Limits) { l.Timeout = -time.Second }},
		{"body-timeout 0", func(l *Limits) { l.BodyTimeout = 0 }},
		{"max-inflight 0", func(l *Limits) { l.MaxInflight = 0 }},
		{"workers 0", func(l *Limits) { l.Workers = 0 }},
		{"workers above max-inflight", func(l *Limits) { l.MaxInflight, l.Workers = 2, 3 }},
	} {
		lim := DefaultLimits()
		tc.change(&lim)
		if err := lim.Check(); err == nil {
			t.Errorf("%s: Check() = nil, want an error", tc.name)
		}
	}
	lim := DefaultLimits()
	lim.Timeout = 0
	if err := lim.Check(); err != nil {
		t.Errorf("timeout 0: Check() = %v, want nil (0 is no limit)", err)
	}
}

// FuzzParseQuery: any query string is read or refused with an error,
// never a panic; an accepted one has every parameter read once, so
// nothing a client sent is lost.
func FuzzParseQuery(f *testing.F) {
	for _, seed := range []string{"board=8x8&start=a1&closed", "board=5x5&board=6x6", "%zz=1", "closed=maybe", "&&=&", "timeout=1s", "-board=1"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		p, err := parseParams("verify", raw)
		if err != nil {
			return
		}
		if _, err := verifyEndpoint(p, DefaultLimits()); err != nil {
			return
		}
		if err := p.unknown(); err != nil {
			return
		}
		for part := range strings.SplitSeq(raw, "&") {
			if part == "" {
				continue
			}
			key, _, _ := strings.Cut(part, "=")
			k, err := url.QueryUnescape(key)
			if err != nil || !p.read[k] {
				t.Errorf("parseParams(%q) accepted %q but did not read it", raw, key)
			}
		}
	})
}

// TestServeSeveralTours: a body of several tours is read as knight verify
// reads it (the oracle: /v1/verify on the same body, one verdict a tour),
// and render and blame do with it what their commands do: render with
// json=true answers a verdict a line, as many as verify's, each valid
// where verify's is, on the same board from the same start; render's
// picture and blame refuse several with 400, saying how many.
func TestServeSeveralTours(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	seed := testdataFile(t, "seed-8x8.grid")
	body := "Solution 1\n" + seed + "\nSolution 2\n" + seed + "\nSolution 3\n" + testdataFile(t, "8x8-swapped.grid")
	_, graded := post(t, srv.URL+"/v1/verify", body)
	var want []struct {
		Verdict, Board, Start string
	}
	for _, l := range strings.Split(strings.TrimSpace(string(graded)), "\n") {
		var v struct{ Verdict, Board, Start string }
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("verify line %q: %v", l, err)
		}
		want = append(want, v)
	}
	if len(want) != 3 {
		t.Fatalf("verify read %d tours, want 3: %s", len(want), graded)
	}
	res, got := post(t, srv.URL+"/v1/render?json=true&format=text", body)
	lines := strings.Split(strings.TrimSpace(string(got)), "\n")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != jsonLinesType || len(lines) != len(want) {
		t.Fatalf("render json=true = %d %s, %d lines:\n%s\nwant 200, a verdict a line for verify's %d tours", res.StatusCode, res.Header.Get("Content-Type"), len(lines), got, len(want))
	}
	for i, l := range lines {
		var v struct{ Status, Board, Start string }
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("render line %q: %v", l, err)
		}
		if (v.Status == "valid") != (want[i].Verdict == "valid") || v.Status == "valid" && (v.Board != want[i].Board || v.Start != want[i].Start) {
			t.Errorf("render tour %d = %s, verify says %+v", i, l, want[i])
		}
	}
	for _, q := range []string{"render", "blame?no-hints=true"} {
		res, got := post(t, srv.URL+"/v1/"+q, body)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(got), "holds 3 tours") {
			t.Errorf("POST /v1/%s of 3 tours = %d %s, want 400 naming 3 tours", q, res.StatusCode, got)
		}
	}
}
