package serve

import (
	"encoding/json"
	"io"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// TestRecheckRefusalPlaced: POST /v1/verify?certificate=true of a tour
// verdict, a survey or a puzzle answer with one false member answers
// "invalid" with the member, and the line and column of its key, as
// knight verify -certificate places it. The documents are the server's
// own, each edited to make one member false (the oracle of each edit in
// its name): a cut that allows more than its count (the README's 8x8
// blame), a hint from d4 to a3, which is no knight move, a survey's count
// of 0 from a1 of 3x4, which has tours (OEIS A165134's open 3x4 tours from
// a corner: 2), over two lines; and a puzzle's count of 2 where its one
// solution is given and unique. The place is found by strings.Index in
// the text sent, counted by hand into line and column.
func TestRecheckRefusalPlaced(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	get := func(path, body string) string {
		res, data := post(t, srv.URL+path, body)
		if res.StatusCode != 200 {
			t.Fatalf("POST %s = %d %s", path, res.StatusCode, data)
		}
		return strings.TrimSpace(string(data))
	}
	dead := get("/v1/blame?board=8x8", "b8 a6 b4 a2 c1 e2 g1 f3 e5 f7 h8 g6 h4 g2 e1 c2 e3 f1 h2")
	alive := get("/v1/blame?board=5x5", "a1 c2 d4")
	counted := get("/v1/survey?board=3x4&counts=true", "")
	puzzle := `{"puzzle":{"board":"3x4","closed":false,"first":1,"clues":{"a1":1,"b1":8}},"status":"unique","method":"sat","solutions":[["a1","b3","c1","a2","b4","c2","a3","b1","c3","a4","b2","c4"]],"count":2,"count_exact":true}`
	edit := func(doc, old, new string) string {
		if !strings.Contains(doc, old) {
			t.Fatalf("%q not in %s", old, doc)
		}
		return strings.Replace(doc, old, new, 1)
	}
	for _, tc := range []struct {
		name, doc, member, key string
	}{
		{"a cut that allows more", edit(dead, `"have":26`, `"have":27`), "certificate", `"certificate"`},
		{"a hint that is no move", edit(alive, `"hints":["e2","b5"]`, `"hints":["e2","a3"]`), "hints", `"hints"`},
		{"a survey's count, on the second line", edit(counted, `"counts":{"a1":"2"`, "\n  \"counts\":{\"a1\":\"0\""), "counts.a1", `"a1":"0"`},
		{"a puzzle's count", puzzle, "count", `"count"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := post(t, srv.URL+"/v1/verify?certificate=true", tc.doc)
			var got struct {
				Status, Message, Member string
				Line, Col               int
			}
			if err := json.Unmarshal(body, &got); err != nil || res.StatusCode != 200 {
				t.Fatalf("POST /v1/verify?certificate=true = %d %s (%v)", res.StatusCode, body, err)
			}
			at := strings.Index(tc.doc, tc.key)
			line := 1 + strings.Count(tc.doc[:at], "\n")
			col := at - strings.LastIndex(tc.doc[:at], "\n")
			if got.Status != "invalid" || got.Member != tc.member || got.Line != line || got.Col != col {
				t.Errorf("POST /v1/verify?certificate=true = %s, want invalid, member %q at %d:%d", body, tc.member, line, col)
			}
			if want := "body:" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + `: member "` + tc.member + `": `; !strings.HasPrefix(got.Message, want) {
				t.Errorf("message %q, want it to start %q", got.Message, want)
			}
		})
	}
}
