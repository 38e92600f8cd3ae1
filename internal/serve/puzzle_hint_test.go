package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestServePuzzleHintAfterMistake: POST /v1/puzzle/hint after a number no
// solution agrees with names no square, says so, and is not undecided;
// its document is the one knight puzzle hint -json prints. The first
// case, 1 on a2 in sixBySixClosed, once got "2 must be on b4". Oracle:
// the blame endpoint's verdict for the same numbers is dead, checked by
// verify.PuzzleVerdict (the strict reader, then the checker, which
// imports nothing that made it).
func TestServePuzzleHintAfterMistake(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	right := entries(sixBySixSolution, 0, 11)
	fifthWrong := append([]string(nil), right...)
	fifthWrong[4] = "d3=5"
	for _, moves := range [][]string{{"a2=1"}, {"b3=1"}, fifthWrong} {
		m := strings.Join(moves, " ")
		t.Run(m, func(t *testing.T) {
			_, doc := post(t, srv.URL+"/v1/puzzle/blame?closed&moves="+url.QueryEscape(m), sixBySixClosed)
			v, err := puzzlecert.ParseVerdict(doc, evidence.DefaultLimits)
			if err != nil {
				t.Fatalf("the blame endpoint's verdict: %v\n%s", err, doc)
			}
			if _, err := verify.PuzzleVerdict(v); err != nil || v.Status != board.None {
				t.Fatalf("blame of %s: %v, verify: %v; the test wants a dead position", m, v.Status, err)
			}

			query := "/v1/puzzle/hint?closed&moves=" + url.QueryEscape(m)
			res, got := post(t, srv.URL+query, sixBySixClosed)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("POST %s = %d %s, want 200", query, res.StatusCode, got)
			}
			args := []string{"puzzle", "hint", "-json", "-closed", "-moves", m}
			want, code := command(t, args, sixBySixClosed)
			if code != exitNo {
				t.Errorf("knight %v exits %d, want %d (no hint)", args, code, exitNo)
			}
			if g, w := withoutTimes(t, got), withoutTimes(t, []byte(want)); g != w {
				t.Errorf("POST %s =\n%s\nwant what knight %s prints:\n%s", query, g, strings.Join(args, " "), w)
			}
			var h struct {
				Number    int
				Square    string
				Reason    string
				Undecided bool
			}
			if err := json.Unmarshal(got, &h); err != nil {
				t.Fatal(err)
			}
			if h.Number != -1 || h.Square != "" || h.Undecided || !strings.HasPrefix(h.Reason, "no solution agrees") {
				t.Errorf("POST %s = %s; want no square, no solution agreeing (blame: wrong from entry %d)", query, got, v.FirstWrong+1)
			}
		})
	}
}
