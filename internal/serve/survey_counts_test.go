package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// a165134at5x5 is the number of directed open tours of 5x5 from a square,
// as OEIS A165134's published 5x5 table gives it: 304 from a corner, 56
// or 64 from the other dark squares (the majority colour), 0 from the
// light ones; 1,728 in all, A165134(5).
func a165134at5x5(s board.Square) []int64 {
	switch {
	case (s.X+s.Y)%2 == 1: // light, the minority colour
		return []int64{0}
	case (s.X == 1 || s.X == 5) && (s.Y == 1 || s.Y == 5):
		return []int64{304}
	}
	return []int64{56, 64}
}

// TestServeSurveyCounts: survey?counts=true gives the number of open
// tours from each square of a small board, "counts", which the oracle
// checks against OEIS A165134's 5x5 table (304 from each corner, 56 or 64
// from the other majority squares, 0 from the minority squares, 1,728 in
// all); the server's own re-check (verify?certificate=true, whose search
// shares no code with the counter) confirms them and refuses one changed.
// Without counts=true, or on a board over api.MaxSurveyCountSquares
// squares, the survey has no such member.
// The server has no time limit here: the test is of the counts, and the
// re-count under the race detector on a loaded machine can pass the
// default limit's ten seconds.
func TestServeSurveyCounts(t *testing.T) {
	lim := DefaultLimits()
	lim.Timeout = 0
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	res, body := post(t, srv.URL+"/v1/survey?board=5x5&counts=true", "")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("survey 5x5 counts = %d %s, want 200", res.StatusCode, body)
	}
	var doc struct {
		Counts map[string]string `json:"counts"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		t.Fatalf("survey 5x5: %v: %s", err, body)
	}
	b := board.MustParse("5x5")
	if len(doc.Counts) != b.Size() {
		t.Fatalf("survey 5x5 counts %d squares, want %d: %s", len(doc.Counts), b.Size(), body)
	}
	total := new(big.Int)
	for i := range b.Size() {
		s := b.Square(i)
		n, ok := new(big.Int).SetString(doc.Counts[s.String()], 10)
		if !ok {
			t.Fatalf("count from %v = %q, not a number", s, doc.Counts[s.String()])
		}
		want := a165134at5x5(s)
		match := false
		for _, w := range want {
			match = match || n.Cmp(big.NewInt(w)) == 0
		}
		if !match {
			t.Errorf("count from %v = %v, want one of %v (A165134)", s, n, want)
		}
		total.Add(total, n)
	}
	if total.Cmp(big.NewInt(1728)) != 0 {
		t.Errorf("counts of 5x5 add up to %v, want 1728 (A165134)", total)
	}

	res, check := post(t, srv.URL+"/v1/verify?certificate=true", string(body))
	if res.StatusCode != http.StatusOK || !strings.Contains(string(check), `"status":"valid"`) || !strings.Contains(string(check), "re-counted (1728 in all)") {
		t.Errorf("re-check of the survey with counts = %d %s, want valid, the counts re-counted", res.StatusCode, check)
	}
	changed := strings.Replace(string(body), `"a1":"304"`, `"a1":"305"`, 1)
	if changed == string(body) {
		t.Fatalf("no \"a1\":\"304\" in %s", body)
	}
	res, check = post(t, srv.URL+"/v1/verify?certificate=true", changed)
	if res.StatusCode != http.StatusOK || !strings.Contains(string(check), `"status":"invalid"`) || !strings.Contains(string(check), "a1") {
		t.Errorf("re-check of a survey counting 305 from a1 = %d %s, want invalid, naming a1", res.StatusCode, check)
	}

	for _, q := range []string{"board=5x5", fmt.Sprintf("board=%dx5&counts=true", api.MaxSurveyCountSquares/5+1)} {
		res, body := post(t, srv.URL+"/v1/survey?"+q, "")
		if res.StatusCode != http.StatusOK || strings.Contains(string(body), `"counts"`) {
			t.Errorf("survey?%s = %d %s, want 200 without counts", q, res.StatusCode, body)
		}
	}
	res, body = post(t, srv.URL+"/v1/survey?board=5x5&counts=true&format=svg", "")
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("survey counts as SVG = %d %s, want 400: counts are a member of the JSON document", res.StatusCode, body)
	}
}

// TestSurveyCountBound: the page says "not counted: board over N
// squares" with the N the server counts up to (the oracle: the server's
// constant, read here beside the page's).
func TestSurveyCountBound(t *testing.T) {
	js, err := os.ReadFile("web/app.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`SURVEY_COUNT_SQUARES = (\d+);`).FindSubmatch(js)
	if m == nil || string(m[1]) != fmt.Sprint(api.MaxSurveyCountSquares) {
		t.Errorf("web/app.js SURVEY_COUNT_SQUARES = %q, want api.MaxSurveyCountSquares, %d", m, api.MaxSurveyCountSquares)
	}
}

// TestBrowserSurveyCounts surveys 5x5 through the page, which shows 304
// tours from a1 (the oracle: OEIS A165134's 5x5 table, 304 from a
// corner) and 0 from a2 (a light square: the colour count); over the
// bound, 6x5, it shows no count and says why.
func TestBrowserSurveyCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	sc := browsertest.Screens[0]
	ctx, _ := browse(t, sc)
	survey := func(w, h int) {
		browsertest.Eval(t, ctx, fmt.Sprintf(`document.getElementById("survey-w").value = "%d"; document.getElementById("survey-h").value = "%d"; "ok"`, w, h))
		if err := chromedp.Do(ctx,
			chromedp.Click(chromedp.CSS(`.tab[data-tab="survey"]`)),
			chromedp.Click(chromedp.ID("survey-run")),
			chromedp.WaitVisible(chromedp.CSS(`#survey-board .sq[data-status]`)),
		); err != nil {
			t.Fatalf("survey %dx%d: %v", w, h, err)
		}
	}
	survey(5, 5)
	for sq, want := range map[string]string{"a1": "304", "a2": "0"} {
		if got := browsertest.Eval(t, ctx, fmt.Sprintf(`document.querySelector('#survey-board [data-sq="%s"] .count').textContent`, sq)); got != want {
			t.Errorf("5x5 survey shows %q tours from %s, want %s (A165134)", got, sq, want)
		}
	}
	if got := browsertest.Eval(t, ctx, `document.getElementById("survey-status").textContent`); !strings.Contains(got, "1728 in all") {
		t.Errorf("5x5 survey status %q, want the 1728 tours of A165134 in all", got)
	}
	browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-survey-counts")
	survey(6, 5)
	if got := browsertest.Eval(t, ctx, `String(document.querySelectorAll('#survey-board .count').length)`); got != "0" {
		t.Errorf("6x5 survey shows %s counts, want none", got)
	}
	want := fmt.Sprintf("Not counted: board over %d squares", api.MaxSurveyCountSquares)
	if got := browsertest.Eval(t, ctx, `document.getElementById("survey-status").textContent`); !strings.Contains(got, want) {
		t.Errorf("6x5 survey status %q, want %q", got, want)
	}
}
