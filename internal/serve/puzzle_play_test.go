package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// sixBySixSolution is the unique solution of sixBySixClosed, square by
// square from number 1, as knight puzzle solve prints it; the tests
// check it with an independent checker (browsertest.CheckClueTour) before
// they rely on it.
var sixBySixSolution = strings.Fields(`c4 a5 c6 e5 f3 e1 c2 a1 b3 c1 a2 b4 a6 c5 e6 f4 d3 b2
	a4 b6 d5 f6 e4 f2 d1 e3 f1 d2 b1 a3 b5 c3 e2 d4 f5 d6`)

// sixBySixClues are sixBySixClosed's numbers by square.
var sixBySixClues = map[string]int{"a6": 13, "c6": 3, "b5": 31, "e4": 23, "e3": 26, "c2": 7}

// entries writes the first n numbers of tour as moves, square=number.
func entries(tour []string, from, to int) []string {
	var out []string
	for i := from; i < to; i++ {
		out = append(out, fmt.Sprintf("%s=%d", tour[i], i+1))
	}
	return out
}

// TestServePuzzlePlay: POST /v1/puzzle/hint and /v1/puzzle/blame answer
// with the documents knight puzzle hint -json and knight puzzle blame
// -json print (the oracle: the command), and what they say agrees with the
// puzzle's unique solution, checked here by checkClueTour: a hint places
// the solution's number on the solution's square, one not yet entered;
// with a unique solution, entries agree with some solution exactly when
// they agree with that one, so blame names the first entry that differs
// from it, and its evidence is a "none" answer that knight verify
// -certificate re-checks.
func TestServePuzzlePlay(t *testing.T) {
	if err := browsertest.CheckClueTour(6, 6, true, sixBySixClues, sixBySixSolution); err != nil {
		t.Fatalf("the test's solution of sixBySixClosed: %v", err)
	}
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	right := entries(sixBySixSolution, 0, 11)
	wrongAt := func(i int, square string) []string {
		e := append([]string(nil), right...)
		e[i] = fmt.Sprintf("%s=%d", square, i+1)
		return e
	}
	cases := []struct {
		name  string
		sub   string
		moves []string
		code  int
		// firstWrong is the oracle's index of the first wrong entry, -1
		// when all agree with the solution; hint cases leave it -1.
		firstWrong int
	}{
		{"hint, nothing entered", "hint", nil, exitYes, -1},
		{"hint after 11 right numbers", "hint", right, exitYes, -1},
		{"blame, all right", "blame", right, exitYes, -1},
		{"blame, 5 wrong", "blame", wrongAt(4, "d3"), exitNo, 4},
		{"blame, 9 wrong", "blame", wrongAt(8, "c3"), exitNo, 8},
		{"blame, 2 wrong by distance", "blame", wrongAt(1, "b2"), exitNo, 1},
		{"blame, a path", "blame", append(sixBySixSolution[:4:4], "d3", "b2"), exitNo, 4},
		{"blame, on a clue's square", "blame", wrongAt(3, "c2"), exitNo, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			moves := strings.Join(c.moves, " ")
			query := "puzzle/" + c.sub + "?closed&moves=" + url.QueryEscape(moves)
			res, got := post(t, srv.URL+"/v1/"+query, sixBySixClosed)
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != jsonType {
				t.Fatalf("POST /v1/%s = %d %s, want 200 JSON", query, res.StatusCode, got)
			}
			args := []string{"puzzle", c.sub, "-json", "-closed", "-moves", moves}
			want, code := command(t, args, sixBySixClosed)
			if code != c.code {
				t.Fatalf("knight %v exits %d, want %d", args, code, c.code)
			}
			if g, w := withoutTimes(t, got), withoutTimes(t, []byte(want)); g != w {
				t.Errorf("POST /v1/%s =\n%s\nwant what knight %s prints:\n%s", query, g, strings.Join(args, " "), w)
			}
			var doc struct {
				Number     *int
				Square     string
				Status     string
				FirstWrong *int `json:"first_wrong"`
				Evidence   json.RawMessage
			}
			if err := json.Unmarshal(got, &doc); err != nil {
				t.Fatal(err)
			}
			if c.sub == "hint" {
				entered := map[string]bool{}
				for _, m := range c.moves {
					entered[strings.Split(m, "=")[0]] = true
				}
				if doc.Number == nil || *doc.Number < 1 || sixBySixSolution[*doc.Number-1] != doc.Square || entered[doc.Square] {
					t.Errorf("hint %s, want a number not yet entered on its square of the solution", got)
				}
				return
			}
			if doc.FirstWrong == nil || *doc.FirstWrong != c.firstWrong {
				t.Fatalf("blame %s: first_wrong, want %d (the first entry off the unique solution)", got, c.firstWrong)
			}
			if c.firstWrong < 0 {
				if doc.Status != "completable" || doc.Evidence != nil {
					t.Errorf("blame %s, want completable without evidence", got)
				}
				return
			}
			if doc.Status != "dead" {
				t.Fatalf("blame %s, want dead", got)
			}
			// A number on a clue's square is wrong on its face, with no
			// search behind it and so no evidence.
			if onClue := sixBySixClues[strings.Split(c.moves[c.firstWrong], "=")[0]] != 0; onClue != (doc.Evidence == nil) {
				t.Fatalf("blame %s: evidence given %v, want it exactly when the wrong number is not on a clue's square", got, doc.Evidence != nil)
			}
			if doc.Evidence == nil {
				return
			}
			out, code := command(t, []string{"verify", "-certificate", "-"}, string(doc.Evidence))
			if code != exitYes {
				t.Errorf("knight verify -certificate on the evidence exits %d: %s", code, out)
			}
		})
	}
}

// TestServePuzzlePlayRefusals: what knight puzzle hint and blame refuse,
// the endpoints refuse, naming the parameter or the body's place.
func TestServePuzzlePlayRefusals(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	checkRefusals(t, srv.URL, []refusal{
		{"bad grid", "puzzle/hint", "1 . .\n. x .\n", 400, `"error":"puzzle hint: body:2:3: bad puzzle text`, "the reader's message, positioned"},
		{"bad moves", "puzzle/blame?moves=c9%3D2", "1 . .\n. . .\n. . .\n", 400, "puzzle blame: moves: ", "the entries' reader names the parameter"},
		{"moves on a clue", "puzzle/blame?moves=a1%3D2", "1 . .\n. . .\n. . .\n", 200, `"status":"dead"`, "a number on a clue's square is wrong on its face, an answer"},
		{"first 2", "puzzle/hint?first=2", "1", 400, "first 2: want 0 or 1", "the command's check of -first"},
		{"unknown parameter", "puzzle/blame?move=a1", "1", 400, "puzzle/blame takes no such parameter", "a typo is not ignored"},
		{"above the exact limit", "puzzle/hint", `{"board":"17x16","clues":{"a1":1}}`, 413, "more than the 256", "hint may call SAT: the exact limit"},
	})
}
