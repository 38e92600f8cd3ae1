package serve

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// TestBrowserClosedGame plays closed games, which the page asks blame
// about with its closed parameter: on 5x5 the hint says no closed tour
// can follow from the first move (the oracle: prove.Tour for the same
// closed problem, whose colour count is a theorem: 25 squares, odd); a
// stuck 6x6 game blamed marks the first move after which no closed tour
// was possible, earlier than the open mistake, with the closed verdict's
// words (the oracles: the closed verdict's certificate passes
// verify.Certificate on the closed problem, and its alive completion
// verify.Tour as a closed tour); and on 6x6 the hint marks a next move
// and the completion shown is a closed tour through the moves played
// (the oracle: verify.Tour on it).
func TestBrowserClosedGame(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	ctx, _ := browse(t, browsertest.Screens[0])
	play := func(size string, squares ...string) {
		t.Helper()
		w, h, _ := strings.Cut(size, "x")
		browsertest.Eval(t, ctx, fmt.Sprintf(`(() => { document.getElementById("play-kind").value = "closed"; document.getElementById("play-w").value = %q; const s = document.getElementById("play-h"); s.value = %q; s.dispatchEvent(new Event("change")); return "ok"; })()`, w, h))
		for _, s := range squares {
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%s"]`, s)))); err != nil {
				t.Fatal(err)
			}
		}
	}
	play("5x5", "a1")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("hint")), chromedp.WaitVisible(chromedp.CSS(`#explain:not(:empty)`))); err != nil {
		t.Fatal(err)
	}
	a, err := prove.Tour(context.Background(), board.Problem{Board: board.MustParse("5x5"), Prefix: board.Path{board.MustParseSquare("a1")}, Closed: true}, prove.Options{})
	if err != nil || a.Status != board.None {
		t.Fatalf("prove closed 5x5 from a1 = %v, %v; want none", a.Status, err)
	}
	if got := browsertest.Eval(t, ctx, `document.getElementById("explain").textContent`); !strings.Contains(got, "no tour starts on a1") {
		t.Errorf("closed 5x5 hint = %q, want it to say no closed tour starts on a1, as prove finds: %s", got, a.Explain())
	}

	// closedGame (serve_test.go): closed mistake at move 9, open at 20.
	stuck := board.Path(nil)
	for _, f := range strings.Fields(closedGame) {
		stuck = append(stuck, board.MustParseSquare(f))
	}
	b6 := board.MustParse("6x6")
	closedV, err := prove.Blame(context.Background(), b6, stuck, prove.BlameOptions{NoHints: true, Closed: true})
	if err != nil || closedV.Status != board.None || closedV.Certificate == nil || closedV.FirstDead < 1 {
		t.Fatalf("blame -closed of %v = %v, %v; want dead with a certificate", stuck, closedV.Status, err)
	}
	dead := board.Problem{Board: b6, Prefix: stuck[:closedV.FirstDead+1], Closed: true}
	if err := verify.Certificate(dead, closedV.Certificate); err != nil {
		t.Fatalf("the closed verdict's certificate: %v", err)
	}
	if err := verify.Tour(board.Problem{Board: b6, Prefix: stuck[:closedV.FirstDead], Closed: true}, closedV.AliveCompletion); err != nil {
		t.Fatalf("the closed verdict's alive completion: %v", err)
	}
	openV, err := prove.Blame(context.Background(), b6, stuck, prove.BlameOptions{NoHints: true})
	if err != nil || openV.Status != board.None || openV.FirstDead <= closedV.FirstDead {
		t.Fatalf("blame of %v = %v at %d, %v; want the open mistake after the closed one, %d", stuck, openV.Status, openV.FirstDead, err, closedV.FirstDead)
	}
	play("6x6", strings.Fields(closedGame)...)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("blame")), chromedp.WaitVisible(chromedp.CSS(`#board .sq.dead`))); err != nil {
		t.Fatal(err)
	}
	if got := browsertest.Eval(t, ctx, `document.querySelector("#board .sq.dead").dataset.move`); got != strconv.Itoa(closedV.FirstDead) {
		t.Errorf("closed game: marked move %s, want the closed mistake %d (the open one is %d)", got, closedV.FirstDead, openV.FirstDead)
	}
	if got := browsertest.Eval(t, ctx, `document.getElementById("explain").textContent`); !strings.Contains(got, "no closed tour exists") {
		t.Errorf("closed game: explanation %q, want the closed verdict's words", got)
	}
	// The page counts the argument itself; for a closed verdict its count
	// must take in the closed tour's last end, as verify's does: the oracle
	// is the certificate verify accepted above.
	if c, ok := closedV.Certificate.(evidence.Cut); ok {
		want := fmt.Sprintf("%d %d", c.Need, c.Have)
		if got := browsertest.Eval(t, ctx, `(() => { const t = document.getElementById("ev-table"); return t ? t.dataset.need + " " + t.dataset.have : "no table"; })()`); got != want {
			t.Errorf("closed game: the page counts need and allowed %q, the certificate %q", got, want)
		}
	} else {
		t.Logf("closed game: a %s certificate, not a cut: the page's count is not compared", closedV.Certificate.Kind())
	}

	play("6x6", "a1", "b3")
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("hint")),
		chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)),
		chromedp.Click(chromedp.ID("completion")),
		chromedp.WaitVisible(chromedp.CSS(`#board .sq.ghost`)),
	); err != nil {
		t.Fatal(err)
	}
	order := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#board .sq")].map(c => c.dataset.sq + ":" + c.querySelector(".num").textContent).join(" ")`)
	path := make(board.Path, 36)
	for _, f := range strings.Fields(order) {
		sq, num, _ := strings.Cut(f, ":")
		i, err := strconv.Atoi(num)
		// The board counts squares from 1, as a player does.
		if err != nil || i < 1 || i > 36 {
			t.Fatalf("square %s shows %q, want a square number 1 to 36 once the completion shows", sq, num)
		}
		path[i-1] = board.MustParseSquare(sq)
	}
	q := board.Problem{Board: board.MustParse("6x6"), Prefix: board.Path{board.MustParseSquare("a1"), board.MustParseSquare("b3")}, Closed: true}
	if err := verify.Tour(q, path); err != nil {
		t.Errorf("the completion shown, %v, is no closed tour through a1 b3: %v", path, err)
	}
}

// TestBrowserServerSilent: a server that takes the request and never
// answers gets the same error and Retry, at 15 s (past the server's own 10 s), with the buttons back,
// and the request is aborted (the server sees the connection dropped).
func TestBrowserServerSilent(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	var silent atomic.Bool
	dropped := make(chan time.Time, 4)
	page := New(DefaultLimits(), io.Discard)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if silent.Load() && strings.HasPrefix(r.URL.Path, "/v1/") {
			// With the body read, the server notices when the page drops
			// the connection.
			io.Copy(io.Discard, r.Body)
			select {
			case <-r.Context().Done():
				dropped <- time.Now()
			case <-time.After(20 * time.Second):
				dropped <- time.Time{}
			}
			return
		}
		page.ServeHTTP(w, r)
	}))
	defer srv.Close()
	ctx, _ := browseURL(t, browsertest.Screens[0], srv.URL)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#board [data-sq="a1"]`))); err != nil {
		t.Fatal(err)
	}
	silent.Store(true)
	start := time.Now()
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("hint")),
		chromedp.WaitVisible(chromedp.CSS(`#play .spinner:not([hidden])`)),
	); err != nil {
		t.Fatalf("no spinner while the request runs: %v", err)
	}
	if got := browsertest.Eval(t, ctx, `String(document.getElementById("hint").disabled && document.getElementById("blame").disabled)`); got != "true" {
		t.Errorf("hint and blame disabled while the request runs = %s, want true", got)
	}
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#play .error .retry`))); err != nil {
		t.Fatalf("no error from a silent server: %v", err)
	}
	// The page waits longer than the server's own limit, so that a slow
	// network does not turn every answer near it into a failure.
	if d := time.Since(start); d < DefaultLimits().Timeout || d > 17*time.Second {
		t.Errorf("the error showed after %v, want about 15 s, more than the server's %v", d, DefaultLimits().Timeout)
	}
	if msg := browsertest.Eval(t, ctx, `document.querySelector("#play .error").textContent`); !strings.Contains(msg, "did not answer within 15 s") {
		t.Errorf("error = %q, want it to say the server did not answer within 15 s", msg)
	}
	if got := browsertest.Eval(t, ctx, `String(document.getElementById("hint").disabled)`); got != "false" {
		t.Errorf("hint still disabled after the failure")
	}
	// The page aborted its request: the connection is dropped, not left
	// open for the server to answer into.
	select {
	case at := <-dropped:
		if at.IsZero() {
			t.Errorf("the page's request stayed open 20 s: not aborted")
		}
	case <-time.After(3 * time.Second):
		t.Errorf("the server never saw the page's request end")
	}
	silent.Store(false)
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`#play .error .retry`)),
		chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)),
	); err != nil {
		t.Fatalf("retry with the server answering: %v", err)
	}
}
