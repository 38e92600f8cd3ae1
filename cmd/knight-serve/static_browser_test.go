package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/serve"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// The browser test opens the page two ways: from the static folder through
// a plain file server (net/http.FileServer on loopback, no knight server:
// the engine runs in the browser), and from knight's server, so that each
// action's time is measured in both modes. Locally it skips when no
// browser is installed; under CI a missing browser fails it.

var screenshots = flag.String("screenshots", "", "folder for the browser tests' screenshots (default $KNIGHT_SCREENSHOTS; none when both are empty)")

// openPage starts a headless tab at size sc and loads url; it returns the
// tab and how long the page took to be ready.
func openPage(t *testing.T, sc browsertest.Screen, url string) context.Context {
	t.Helper()
	exe := browsertest.Find(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox, // as root (CI) Chromium refuses its sandbox
		chromedp.WindowSize(int(sc.Width), int(sc.Height)),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(alloc)
	t.Cleanup(cancelTab)
	ctx, cancelTime := context.WithTimeout(ctx, 120*time.Second)
	t.Cleanup(cancelTime)
	var emulate []chromedp.EmulateViewportOption
	if sc.Mobile {
		emulate = append(emulate, chromedp.EmulateScale(2), chromedp.EmulateMobile)
	}
	// Start the browser before the clock of the first answer starts.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(sc.Width, sc.Height, emulate...)); err != nil {
		t.Fatalf("the browser %s did not start: %v", exe, err)
	}
	return ctx
}

// timed runs actions and returns how long they took.
func timed(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) time.Duration {
	t.Helper()
	start := time.Now()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return time.Since(start)
}

// TestBrowserStatic plays, asks for a hint and where the game went wrong,
// checks a tour and surveys 5x5 and 16x16, at desktop and phone sizes, with the
// engine in the browser (the static folder, no knight server) and with
// the server, and checks every answer against an oracle of its own:
// exhaustive search on 5x5 (which prefixes can be completed, which starts
// have a tour), verify.Tour for the pasted tour, prove.Blame run natively
// for blame's words, which the WebAssembly build must repeat, and a
// theorem for 16x16.
func TestBrowserStatic(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	dir := staticSite(t)
	b := board.MustParse("5x5")
	game, firstDead := stuck5x5(t)
	native, err := prove.Blame(context.Background(), b, game, prove.BlameOptions{NoHints: true})
	if err != nil {
		t.Fatal(err)
	}
	surveyYes := toursFrom(b)
	swapped, err := os.ReadFile(filepath.Join("..", "..", "testdata", "5x5-swapped.prolog"))
	if err != nil {
		t.Fatal(err)
	}
	fault := verifyMove(t, string(swapped), "5x5")

	modes := []struct {
		name    string
		handler http.Handler
	}{
		{"wasm", http.FileServer(http.Dir(dir))},
		{"server", serve.New(serve.DefaultLimits(), io.Discard)},
	}
	for _, mode := range modes {
		for _, sc := range browsertest.Screens {
			t.Run(mode.name+"/"+sc.Name, func(t *testing.T) {
				site := httptest.NewServer(mode.handler) // loopback
				t.Cleanup(site.Close)
				ctx := openPage(t, sc, site.URL)
				start := time.Now()
				if err := chromedp.Do(ctx,
					chromedp.Navigate(site.URL+"/#play"),
					chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
				); err != nil {
					t.Fatalf("load the page: %v", err)
				}
				ready := time.Since(start)
				if got := browsertest.Eval(t, ctx, `document.body.dataset.engine`); got != mode.name {
					t.Fatalf("the page's engine = %q, want %q", got, mode.name)
				}
				browsertest.SetValue(t, ctx, "play-w", "5")
				browsertest.SetValue(t, ctx, "play-h", "5")
				// The first answer: a hint after the first move.
				timed(t, ctx, "new game", chromedp.Click(chromedp.ID("new-game")), clickSquare(game[0]))
				hintTime := timed(t, ctx, "hint", chromedp.Click(chromedp.ID("hint")), chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)))
				first := time.Since(start)
				for _, s := range strings.Fields(browsertest.Eval(t, ctx, `Array.from(document.querySelectorAll("#board .sq.hint")).map(c => c.dataset.sq).join(" ")`)) {
					if !completable(b, append(game[:1:1], board.MustParseSquare(s))) {
						t.Errorf("hint %s after %v: no tour continues so (exhaustive search)", s, game[0])
					}
				}
				for _, s := range game[1:] {
					if err := chromedp.Do(ctx, clickSquare(s)); err != nil {
						t.Fatalf("move to %v: %v", s, err)
					}
				}
				if got := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#board .sq.legal").length)`); got != "0" {
					t.Fatalf("after %v the page offers %s moves, want none (stuck)", game, got)
				}
				blameTime := timed(t, ctx, "where did I go wrong", chromedp.Click(chromedp.ID("blame")), chromedp.WaitVisible(chromedp.CSS(`#board .sq.dead`)))
				if got := browsertest.Eval(t, ctx, `document.querySelector("#board .sq.dead").dataset.move`); got != strconv.Itoa(firstDead) {
					t.Errorf("marked move = %s, want %d, the first prefix exhaustive search cannot complete", got, firstDead)
				}
				if got := browsertest.Eval(t, ctx, `document.getElementById("argument").textContent`); !strings.Contains(got, native.Explain()) {
					t.Errorf("the full argument = %q, want native blame's words %q in it", got, native.Explain())
				}
				drawn := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#board .cut, #board .inpiece, #board .needed, #board .counted").length)`)
				said := browsertest.Eval(t, ctx, `document.getElementById("evidence").textContent`)
				if drawn == "0" || said == "" {
					t.Errorf("the evidence of a %v certificate: %s squares drawn, words %q; want both", native.Certificate.Kind(), drawn, said)
				}
				browsertest.Shoot(t, ctx, *screenshots, "offline-"+mode.name+"-"+sc.Name+"-blame")

				if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.tab[data-tab="check"]`))); err != nil {
					t.Fatal(err)
				}
				browsertest.SetValue(t, ctx, "tour-text", string(swapped))
				browsertest.SetValue(t, ctx, "check-size", "5x5")
				checkTime := timed(t, ctx, "check a tour", chromedp.Click(chromedp.ID("check-run")), chromedp.WaitVisible(chromedp.CSS(`#grades .sq.fault`)))
				if got := browsertest.Eval(t, ctx, `document.querySelector("#grades .sq.fault").dataset.move`); got != strconv.Itoa(fault) {
					t.Errorf("checked tour: marked move = %s, want verify's %d", got, fault)
				}

				if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.tab[data-tab="survey"]`))); err != nil {
					t.Fatal(err)
				}
				browsertest.SetValue(t, ctx, "survey-w", "5")
				browsertest.SetValue(t, ctx, "survey-h", "5")
				surveyTime := timed(t, ctx, "survey", chromedp.Click(chromedp.ID("survey-run")), chromedp.WaitVisible(chromedp.CSS(`#survey-board .sq.yes`)))
				got := browsertest.Eval(t, ctx, `Array.from(document.querySelectorAll("#survey-board .sq.yes")).map(c => c.dataset.sq).sort().join(" ")`)
				if want := strings.Join(surveyYes, " "); got != want {
					t.Errorf("survey 5x5: tours from %q, want %q (exhaustive search)", got, want)
				}
				if n := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#survey-board .sq.no").length)`); n != strconv.Itoa(b.Size()-len(surveyYes)) {
					t.Errorf("survey 5x5: %s starts marked no, want %d", n, b.Size()-len(surveyYes))
				}
				// 16x16, the largest board the engine takes for exact
				// answers: an open tour starts on every square of an n x n
				// board with n >= 5 (Conrad et al., 1994).
				browsertest.SetValue(t, ctx, "survey-w", "16")
				browsertest.SetValue(t, ctx, "survey-h", "16")
				survey16Time := timed(t, ctx, "survey 16x16", chromedp.Click(chromedp.ID("survey-run")), chromedp.WaitVisible(chromedp.CSS(`#survey-board .sq.yes`)))
				if n := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#survey-board .sq.yes").length)`); n != "256" {
					t.Errorf("survey 16x16: %s starts with a tour, want all 256", n)
				}
				t.Logf("%s %s: page ready %v, first answer %v after navigation; hint %v, where did I go wrong %v, check %v, survey 5x5 %v, survey 16x16 %v",
					mode.name, sc.Name, ready.Round(time.Millisecond), first.Round(time.Millisecond), hintTime.Round(time.Millisecond),
					blameTime.Round(time.Millisecond), checkTime.Round(time.Millisecond), surveyTime.Round(time.Millisecond), survey16Time.Round(time.Millisecond))
			})
		}
	}
}

func clickSquare(s board.Square) chromedp.Action[chromedp.Void] {
	return chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%v"]`, s)))
}

// stuck5x5 plays 5x5 games that always take the move with the most
// onward moves (the opposite of Warnsdorff's rule, so they stick early)
// and returns the first that ends stuck after a mistake, with the move
// exhaustive search says made it dead, and whose native blame carries a
// certificate, so the page has evidence to draw.
func stuck5x5(t *testing.T) (board.Path, int) {
	t.Helper()
	b := board.MustParse("5x5")
	for i := 0; i < b.Size(); i++ {
		path := board.Path{b.Square(i)}
		seen := map[board.Square]bool{path[0]: true}
		for {
			var next []board.Square
			for _, n := range b.Neighbours(path[len(path)-1], nil) {
				if !seen[n] {
					next = append(next, n)
				}
			}
			if len(next) == 0 {
				break
			}
			best := next[0]
			for _, n := range next[1:] {
				if onward(b, n, seen) > onward(b, best, seen) {
					best = n
				}
			}
			path = append(path, best)
			seen[best] = true
		}
		if len(path) == b.Size() {
			continue
		}
		dead := -1
		for k := range path {
			if !completable(b, path[:k+1]) {
				dead = k
				break
			}
		}
		if dead < 1 {
			continue
		}
		v, err := prove.Blame(context.Background(), b, path, prove.BlameOptions{NoHints: true})
		if err == nil && v.Certificate != nil {
			return path, dead
		}
	}
	t.Fatal("no stuck 5x5 game with a mistake after its first move and a certificate")
	return nil, 0
}

func onward(b board.Board, s board.Square, seen map[board.Square]bool) int {
	n := 0
	for _, m := range b.Neighbours(s, nil) {
		if !seen[m] {
			n++
		}
	}
	return n
}

// completable says, by exhaustive search, whether an open tour of b
// begins with path.
func completable(b board.Board, path board.Path) bool {
	seen := make([]bool, b.Size())
	for _, s := range path {
		if seen[b.Index(s)] {
			return false
		}
		seen[b.Index(s)] = true
	}
	var extend func(s board.Square, left int) bool
	extend = func(s board.Square, left int) bool {
		if left == 0 {
			return true
		}
		for _, n := range b.Neighbours(s, nil) {
			if !seen[b.Index(n)] {
				seen[b.Index(n)] = true
				if extend(n, left-1) {
					return true
				}
				seen[b.Index(n)] = false
			}
		}
		return false
	}
	return extend(path[len(path)-1], b.Size()-len(path))
}

// toursFrom lists, sorted, the squares of b from which an open tour
// starts, by exhaustive search.
func toursFrom(b board.Board) []string {
	var out []string
	for i := 0; i < b.Size(); i++ {
		if completable(b, board.Path{b.Square(i)}) {
			out = append(out, b.Square(i).String())
		}
	}
	sort.Strings(out)
	return out
}

// verifyMove is the move verify names for a broken tour, found without the
// page or the server.
func verifyMove(t *testing.T, text, size string) int {
	t.Helper()
	doc, err := notation.ReadPath(strings.NewReader(text), notation.ReadOptions{Board: board.MustParse(size)})
	if err != nil {
		t.Fatal(err)
	}
	var verr *verify.Error
	if err := verify.Tour(board.Problem{Board: doc.Board}, doc.Path); !errors.As(err, &verr) || verr.Move < 0 {
		t.Fatalf("verify.Tour = %v, want an error at a move", err)
	}
	return verr.Move
}

// TestBrowserStaticPlainHost: a static host that does not call the engine
// application/wasm (so the browser refuses to compile it while it
// streams) still runs the page: the worker reads the engine whole.
func TestBrowserStaticPlainHost(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	files := http.FileServer(http.Dir(staticSite(t)))
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/octet-stream")
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(site.Close)
	ctx := openPage(t, browsertest.Screens[1], site.URL)
	if err := chromedp.Do(ctx,
		chromedp.Navigate(site.URL+"/#play"),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
	); err != nil {
		t.Fatalf("load the page: %v", err)
	}
	checkHintAfterA1(t, ctx, "hint")
}

// TestBrowserStaticNoNetwork: a phone that opened the folder once runs the
// page again after its host has gone: the service worker kept the page
// and the engine, and the hint it gives is right (exhaustive search).
func TestBrowserStaticNoNetwork(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	site := httptest.NewServer(http.FileServer(http.Dir(staticSite(t))))
	t.Cleanup(site.Close)
	ctx := openPage(t, browsertest.Screens[1], site.URL)
	if err := chromedp.Do(ctx,
		chromedp.Navigate(site.URL+"/#play"),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
	); err != nil {
		t.Fatalf("load the page: %v", err)
	}
	// Installed means every file is in the cache; then the page is
	// claimed.
	kept, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.serviceWorker.ready.then(async () => {
		for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++) await new Promise(r => setTimeout(r, 50));
		return navigator.serviceWorker.controller ? "controlled" : "not controlled";
	})`, chromedp.EvalAwaitPromise))
	if err != nil || kept != "controlled" {
		t.Fatalf("service worker: %q (%v), want the page controlled by it", kept, err)
	}
	// And the engine loaded once, so that the browser keeps it too.
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`body[data-engine-ready]`))); err != nil {
		t.Fatalf("the engine: %v", err)
	}
	site.CloseClientConnections()
	site.Close()
	if err := chromedp.Do(ctx,
		chromedp.Reload(),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
	); err != nil {
		t.Fatalf("reload with the host gone: %v", err)
	}
	checkHintAfterA1(t, ctx, "hint with no network")
}

// checkHintAfterA1 starts a 5x5 game on a1 and asks for a hint, timed as
// label: every square hinted must continue to a tour, by the test's
// exhaustive search.
func checkHintAfterA1(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	b := board.MustParse("5x5")
	start := board.MustParseSquare("a1")
	browsertest.SetValue(t, ctx, "play-w", "5")
	browsertest.SetValue(t, ctx, "play-h", "5")
	timed(t, ctx, label, chromedp.Click(chromedp.ID("new-game")), clickSquare(start),
		chromedp.Click(chromedp.ID("hint")), chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)))
	hints := strings.Fields(browsertest.Eval(t, ctx, `Array.from(document.querySelectorAll("#board .sq.hint")).map(c => c.dataset.sq).join(" ")`))
	if len(hints) == 0 {
		t.Fatal("no hint after a1 on 5x5, from which tours start (exhaustive search)")
	}
	for _, s := range hints {
		if !completable(b, board.Path{start, board.MustParseSquare(s)}) {
			t.Errorf("hint %s after a1: no tour continues so (exhaustive search)", s)
		}
	}
}
