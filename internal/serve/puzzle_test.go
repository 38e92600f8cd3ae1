package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// sixBySixClosed is the closed 6x6 puzzle knight puzzle make -board 6x6
// -closed -seed 3 prints, whose solution is unique.
const sixBySixClosed = `13  .  3  .  .  .
 . 31  .  .  .  .
 .  .  .  . 23  .
 .  .  .  . 26  .
 .  .  7  .  .  .
 .  .  .  .  .  .
`

// TestServePuzzleSameDocuments: POST /v1/puzzle/solve and /v1/puzzle/make
// answer with 200 and the very document knight puzzle solve -json and
// knight puzzle make -json print for the same input (the oracle: the
// command, whose answers package puzzle's tests check against an
// exhaustive counter sharing no code), timing aside. The 5x5 count is
// also checked against its published value: 304 open tours from a corner
// (OEIS A165134).
func TestServePuzzleSameDocuments(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	cases := []struct {
		name, query, body string
		args              []string
		code              int // the command's exit code
	}{
		{"unique, graded", "puzzle/solve?closed=true&grade=true", sixBySixClosed, []string{"puzzle", "solve", "-json", "-closed", "-grade"}, exitYes},
		{"several, counted", "puzzle/solve?count=true", `{"board":"5x5","clues":{"a1":1}}`, []string{"puzzle", "solve", "-json", "-count"}, exitNo},
		{"none by certificate", "puzzle/solve", "1 . .\n. . .\n. . 9\n", []string{"puzzle", "solve", "-json"}, exitNo},
		{"numbered from 0", "puzzle/solve?first=0", "1 . .\n. . .\n. . .\n", []string{"puzzle", "solve", "-json", "-first", "0"}, exitNo},
		{"make minimal", "puzzle/make?board=5x5&seed=4&minimal=true", "", []string{"puzzle", "make", "-json", "-board", "5x5", "-seed", "4", "-minimal"}, exitYes},
		{"make closed hard", "puzzle/make?board=6x6&closed&seed=3&level=hard&first=0", "", []string{"puzzle", "make", "-json", "-board", "6x6", "-closed", "-seed", "3", "-level", "hard", "-first", "0"}, exitYes},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, got := post(t, srv.URL+"/v1/"+c.query, c.body)
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != jsonType {
				t.Fatalf("POST /v1/%s = %d %s %s, want 200 JSON", c.query, res.StatusCode, res.Header.Get("Content-Type"), got)
			}
			want, code := command(t, c.args, c.body)
			if code != c.code {
				t.Fatalf("knight %v exits %d, want %d", c.args, code, c.code)
			}
			if g, w := withoutTimes(t, got), withoutTimes(t, []byte(want)); g != w {
				t.Errorf("POST /v1/%s =\n%s\nwant what knight %s prints:\n%s", c.query, g, strings.Join(c.args, " "), w)
			}
		})
	}
	_, got := post(t, srv.URL+"/v1/puzzle/solve?count", `{"board":"5x5","clues":{"a1":1}}`)
	var doc struct {
		Status     string
		Count      int
		CountExact bool `json:"count_exact"`
	}
	if err := json.Unmarshal(got, &doc); err != nil || doc.Status != "several" || doc.Count != 304 || !doc.CountExact {
		t.Errorf("5x5 with 1 on a1 = %s (%v), want several with exactly 304 solutions (OEIS A165134)", got, err)
	}
}

// TestServePuzzleRefusals: what the commands refuse with exit 2 (or 1 or
// 3, when they print no document) the endpoints refuse with an error
// document; a body that cannot be read is named "body" with its line and
// column; the server's limits hold.
func TestServePuzzleRefusals(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	cases := []refusal{
		{"bad grid", "puzzle/solve", "1 . .\n. x .\n", 400, `"error":"puzzle solve: body:2:3: bad puzzle text: \"x\": want a number from 0, or . or _ for a blank","line":2,"col":3`, "the reader's message, positioned"},
		{"bad JSON", "puzzle/solve", "{\"board\":\"5x5\",\n\"clues\":{\"a1\":1,}}", 400, `"error":"puzzle solve: body:2:17: `, "the JSON reader's position: the '}' after the comma"},
		{"number twice", "puzzle/solve", "1 . .\n. 1 .\n", 400, `"line":2,"col":3`, "the second of two alike is named"},
		{"empty body", "puzzle/solve", "", 400, "body:1:1: bad puzzle text: no grid", "nothing to solve"},
		{"puzzle above the exact limit", "puzzle/solve", `{"board":"17x16","clues":{"a1":1}}`, 413, "more than the 256", "a puzzle may call SAT: the exact limit"},
		{"make above the exact limit", "puzzle/make?board=17x16", "", 413, "more than the 256", "make calls SAT: the exact limit, before any work"},
		{"max-squares above the limit", "puzzle/solve?max-squares=100000", "1", 400, "max-squares", "a client cannot raise the SAT limit"},
		{"first 2", "puzzle/solve?first=2", "1", 400, "first 2: want 0 or 1", "the command's check of -first"},
		{"negative count-nodes", "puzzle/solve?count-nodes=-1", "1", 400, "count-nodes -1", "the command's check of -count-nodes"},
		{"closed asked of an open JSON puzzle", "puzzle/solve?closed", `{"board":"5x5","clues":{"a1":1}}`, 400, "a closed tour is asked for, and the puzzle is open", "the JSON says otherwise: neither is silently dropped"},
		{"first 1 asked of a JSON puzzle from 0", "puzzle/hint?first=1", `{"board":"5x5","first":0,"clues":{"a1":0}}`, 400, "numbers from 1 are asked for, and the puzzle's start at 0", "the JSON says otherwise: neither is silently dropped"},
		{"unknown parameter", "puzzle/solve?closd", "1", 400, "puzzle/solve takes no such parameter", "a typo is not ignored"},
		{"repeated parameter", "puzzle/make?seed=1&seed=2", "", 400, "seed given twice", "one of the two would be lost"},
		{"seed not a number", "puzzle/make?seed=x", "", 400, "seed=x: want a whole number from -9223372036854775808", "a seed is any whole number of 64 bits, as -seed is"},
		{"body to make", "puzzle/make?board=5x5", "1", 400, "the body must be empty", "nothing sent is ignored"},
		{"bad level", "puzzle/make?level=medium", "", 400, "level: unknown level", "the command's check of -level"},
		{"minimal and easy", "puzzle/make?board=5x5&minimal&level=easy", "", 400, "bad request: an easy puzzle", "Make refuses what no puzzle meets"},
		{"too few clues", "puzzle/make?board=5x5&clues=1", "", 422, "no such puzzle: seed 1: every clue of a 4-clue puzzle is needed", "the seed gives no such puzzle, the command's exit 1"},
		{"make out of time", "puzzle/make?board=16x16&timeout=100ms", "", 503, "no puzzle within the request's time", "the time limit holds; the command exits 3"},
	}
	checkRefusals(t, srv.URL, cases)
	// A solve out of time is an answer, as prove's is: unknown. 100ms, not
	// 1ms, so that the time does not end before the free worker is taken
	// (which would be 503 busy); the CLI answers unknown even in 2s.
	res, body := post(t, srv.URL+"/v1/puzzle/solve?timeout=100ms", `{"board":"16x16","clues":{"a1":1,"p16":201}}`)
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"status":"unknown"`) {
		t.Errorf("solve 16x16 in 100ms = %d %s, want 200 unknown", res.StatusCode, body)
	}
	// The count stops at the request's time too: 8x8 has about 2e16
	// directed open tours (19,591,828,170,979,904, Chernov 2013), so
	// those from a1 are far more than 2s can count, and the count must say
	// it is a lower bound. 2s rather than less, so that the first tour is
	// found in time even on a loaded machine under the race detector.
	res, body = post(t, srv.URL+"/v1/puzzle/solve?count&timeout=2s", `{"board":"8x8","clues":{"a1":1}}`)
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"count_exact":false`) {
		t.Errorf("count 8x8 in 2s = %d %s, want 200 with an inexact count", res.StatusCode, body)
	}
}

// TestServePuzzleTakesWorker: both puzzle endpoints compute an exact
// answer, so they wait for one of the server's exact workers, within their
// time, as prove does: with the only worker taken, each is refused as busy.
func TestServePuzzleTakesWorker(t *testing.T) {
	lim := DefaultLimits()
	lim.Workers = 1
	s := New(lim, io.Discard)
	srv := httptest.NewServer(s)
	defer srv.Close()
	s.exact <- struct{}{}
	defer func() { <-s.exact }()
	for _, c := range []struct{ query, body string }{
		{"puzzle/solve?timeout=50ms", "1 . .\n. . .\n. . 9\n"},
		{"puzzle/make?board=5x5&timeout=50ms", ""},
	} {
		res, body := post(t, srv.URL+"/v1/"+c.query, c.body)
		if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "no worker was free") {
			t.Errorf("POST /v1/%s with no worker free = %d %s, want 503 busy", c.query, res.StatusCode, body)
		}
	}
}
