package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

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
		checkVerdicts(t, "POST /v1/"+c.query, got, c.want)
		if code != exitNo {
			t.Errorf("knight verify -json %v exits %d, want 1: a tour is invalid", c.args, code)
		}
	}
	// A body of which nothing reads is refused, positioned.
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

// TestServeVerifyAccountsEveryTour: POST /v1/verify shows the accounting
// as knight verify -json does (the oracle: the command, run on
// the same text, and the counts the test wrote): square lists one a line
// are a row each, a board under half filled is a "set aside" row of its
// own (allowed with skip-partial), so is a list beside the one read on
// its line, two literals on one line are a row each, a tour invalid
// beside a board set aside is its row and the board's (the command
// exiting 1, its rows' answer: invalid whatever is set aside), and streams of 2
// to 100,000 JSON
// documents or of lists up to the body limit are as many rows (100,000
// and the limit with KNIGHT_EXHAUSTIVE=1, 5,000 and 64 KiB otherwise).
func TestServeVerifyAccountsEveryTour(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxBody = 4 << 20
	// The accounting is under test, not the time: under the race detector
	// on a loaded machine thousands of documents can take longer than the
	// default request time, which would answer 503 instead.
	lim.Timeout, lim.BodyTimeout = 5*time.Minute, 5*time.Minute
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	// The Prolog seed's 5x5 tour, a published tour (testdata/README).
	tour, err := notation.ReadPath(strings.NewReader(testdataFile(t, "seed-5x5.json")), notation.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	b := tour.Board
	broken := append(board.Path(nil), tour.Path...)
	broken[3], broken[4] = broken[4], broken[3]
	lists := tour.Path.String() + "\n" + broken.String() + "\n" + tour.Path.String() + "\n"
	var grid strings.Builder
	if err := notation.WritePath(&grid, b, tour.Path, notation.Grid); err != nil {
		t.Fatal(err)
	}
	var brokenGrid strings.Builder
	if err := notation.WritePath(&brokenGrid, b, broken, notation.Grid); err != nil {
		t.Fatal(err)
	}
	partial := lines(grid.String(), func(f string) string {
		if len(f) > 1 {
			return "."
		}
		return f
	})
	// Two literals on one line, a row each; a list before the one read
	// on its line, in no literal, a "set aside" row at its column.
	quoted := func(p board.Path) string { return `["` + strings.Join(strings.Fields(p.String()), `", "`) + `"]` }
	sameLine := "a = " + quoted(broken) + "; b = " + quoted(tour.Path) + ";\n"
	beside := "Tour 1: " + broken.String() + "  Tour 2: " + tour.Path.String() + "\n"
	for _, c := range []struct {
		name, query, body string
		args              []string
		want              []string
	}{
		{"lists one a line", "board=5x5", lists, []string{"-board", "5x5"}, []string{"valid", "invalid", "valid"}},
		{"board under half filled", "", grid.String() + "\n" + partial, nil, []string{"valid", "set aside"}},
		{"allowed", "skip-partial=true", grid.String() + "\n" + partial, []string{"-skip-partial"}, []string{"valid", "set aside"}},
		{"literals on one line", "board=5x5", sameLine, []string{"-board", "5x5"}, []string{"invalid", "valid"}},
		{"a tour beside one on its line", "board=5x5", beside, []string{"-board", "5x5"}, []string{"invalid", "valid"}},
		{"an invalid tour beside a board set aside", "", brokenGrid.String() + "\n" + partial, nil, []string{"invalid", "set aside"}},
	} {
		res, got := post(t, srv.URL+"/v1/verify?"+c.query, c.body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: POST = %d %s", c.name, res.StatusCode, got)
		}
		want, code := command(t, append([]string{"verify", "-json"}, c.args...), c.body)
		want = strings.ReplaceAll(want, `"file":"stdin"`, `"file":"body"`)
		// The command's answer, which the rows must carry: invalid
		// (exit 1) when a row is, whatever is set aside beside it.
		if wantCode := verdictsExit(c.want, strings.Contains(c.query, "skip-partial")); code != wantCode {
			t.Errorf("%s: knight verify -json exits %d, want %d for rows %q", c.name, code, wantCode, c.want)
		}
		if string(got) != want {
			t.Errorf("%s: POST =\n%s\nwant what knight verify -json prints:\n%s", c.name, got, want)
		}
		checkVerdicts(t, c.name, got, c.want)
		if allowed := strings.Contains(string(got), `"allowed":true`); allowed != strings.Contains(c.query, "skip-partial") {
			t.Errorf("%s: allowed shown %v, want it only when asked", c.name, allowed)
		}
	}
	// 100,000 documents and lists up to the body limit with the
	// long-test switch (KNIGHT_EXHAUSTIVE=1); every run a smaller stream.
	long := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	counts, listLimit := []int{2, 5000}, 64<<10
	if long {
		counts, listLimit = append(counts, 100000), int(lim.MaxBody)
	}
	for _, n := range counts {
		body := strings.Repeat(`{"board":"1x1","tour":["a1"]}`+"\n", n)
		res, got := post(t, srv.URL+"/v1/verify", body)
		if rows := strings.Count(string(got), `"verdict":"valid"`); res.StatusCode != http.StatusOK || rows != n {
			t.Errorf("%d JSON documents: POST = %d, %d valid rows, want %d", n, res.StatusCode, rows, n)
		}
	}
	var body strings.Builder
	n := 0
	for l := tour.Path.String() + "\n"; body.Len()+len(l) <= listLimit; n++ {
		body.WriteString(l)
	}
	res, got := post(t, srv.URL+"/v1/verify?board=5x5", body.String())
	if rows := strings.Count(string(got), `"verdict":"valid"`); res.StatusCode != http.StatusOK || rows != n {
		t.Errorf("%d lists up to the body limit: POST = %d, %d valid rows, want %d", n, res.StatusCode, rows, n)
	}
}

// verdictsExit is the exit code of rows of these verdicts: 1 when one is
// invalid, else 2 when one is unreadable or set aside unasked, else 0.
func verdictsExit(verdicts []string, allowed bool) int {
	switch {
	case slices.Contains(verdicts, "invalid"):
		return 1
	case slices.Contains(verdicts, "unreadable") || slices.Contains(verdicts, "set aside") && !allowed:
		return 2
	}
	return 0
}

// lines applies f to every field of every line of s, keeping the lines.
func lines(s string, f func(string) string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		fs := strings.Fields(l)
		for i := range fs {
			fs[i] = f(fs[i])
		}
		out = append(out, strings.Join(fs, " "))
	}
	return strings.Join(out, "\n") + "\n"
}

// TestServeVerifyPreset: POST /v1/verify?preset=NAME grades by a
// problem's rules as knight verify -preset NAME -json does (the oracle:
// the command on the same text, and LeetCode 2596's own examples, whose
// answers its statement gives: example 1 true, example 2 false); an
// unknown preset and a preset beside certificate are refused, 400.
func TestServeVerifyPreset(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	example1 := "[[0,11,16,5,20],[17,4,19,10,15],[12,1,8,21,6],[3,18,23,14,9],[24,13,2,7,22]]\n"
	example2 := "[[0,3,6],[5,8,1],[2,7,4]]\n"
	for _, c := range []struct {
		name, query, body, want string
		args                    []string
	}{
		{"leetcode example 1", "preset=leetcode2596", example1, "valid", []string{"-preset", "leetcode2596"}},
		{"leetcode example 2", "preset=leetcode2596", example2, "invalid", []string{"-preset", "leetcode2596"}},
		{"numbered from 1 under leetcode", "preset=LeetCode2596", strings.NewReplacer("[0,", "[25,").Replace(example1), "invalid", []string{"-preset", "leetcode2596"}},
		{"cses from the start given", "preset=cses1689&start=a8", "", "", []string{"-preset", "cses1689", "-start", "a8"}},
	} {
		body := c.body
		if body == "" {
			// CSES 1689 from its top-left corner: a tour of 8x8 from a8,
			// written as the 1-based grid CSES prints.
			var grid strings.Builder
			out, code := command(t, []string{"tour", "-board", "8x8", "-start", "a8"}, "")
			p, err := notation.ReadPath(strings.NewReader(out), notation.ReadOptions{Board: board.Board{W: 8, H: 8}})
			if code != 0 || err != nil {
				t.Fatalf("knight tour -start a8 = %d, %v", code, err)
			}
			if err := notation.WritePath(&grid, board.Board{W: 8, H: 8}, p.Path, notation.Grid); err != nil {
				t.Fatal(err)
			}
			body = lines(grid.String(), func(f string) string { n, _ := strconv.Atoi(f); return strconv.Itoa(n + 1) })
			c.want = "valid"
		}
		res, got := post(t, srv.URL+"/v1/verify?"+c.query, body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: POST = %d %s", c.name, res.StatusCode, got)
		}
		want, _ := command(t, append([]string{"verify", "-json"}, c.args...), body)
		want = strings.ReplaceAll(want, `"file":"stdin"`, `"file":"body"`)
		if string(got) != want {
			t.Errorf("%s: POST =\n%s\nwant what knight verify -json %s prints:\n%s", c.name, got, strings.Join(c.args, " "), want)
		}
		if !strings.Contains(string(got), `"verdict":"`+c.want+`"`) {
			t.Errorf("%s: POST = %s, want verdict %s", c.name, got, c.want)
		}
	}
	for _, q := range []string{"preset=leetcode", "preset=cses1689&certificate=true"} {
		if res, got := post(t, srv.URL+"/v1/verify?"+q, example1); res.StatusCode != http.StatusBadRequest {
			t.Errorf("POST ?%s = %d %s, want 400", q, res.StatusCode, got)
		}
	}
}

// checkVerdicts checks that the JSON lines got hold one verdict each, the
// verdicts want in order.
func checkVerdicts(t *testing.T, what string, got []byte, want []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(string(got)), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%s: %d lines, want %d", what, len(lines), len(want))
	}
	for i, verdict := range want {
		if !strings.Contains(lines[i], `"verdict":"`+verdict+`"`) {
			t.Errorf("%s: line %d = %s, want verdict %s", what, i+1, lines[i], verdict)
		}
	}
}
