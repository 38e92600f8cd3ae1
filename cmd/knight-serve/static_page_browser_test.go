package main

import (
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/internal/serve"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// TestBrowserStaticPage opens the static folder (a plain file server, the
// engine in the browser) as a new visitor would, at 1366x900 with a mouse
// and on a 390x844 touch screen, over a network throttled to Fast 4G: the
// first puzzle of the day, then a revisit (reload), each timed; the
// bytes and requests are counted at the server, the engine fetched once
// and compressed. Then a hint is followed with the number pad alone and a
// reload finds it kept. The day's puzzle shows before the engine is
// ready: the folder holds it (days.js). Oracles: package puzzle makes and solves the
// day's puzzle natively; the server's own count of what it sent. Times
// are logged, not asserted: the README gives them.
func TestBrowserStaticPage(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	dir := staticSite(t)
	browsertest.SkipShapedToday(t, "8x8")
	want, tour := browsertest.Daily(t, "8x8", true)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			// Paced at the server too: the engine's worker fetches outside
			// the tab's throttling.
			counted := &browsertest.Counted{Handler: http.FileServer(http.Dir(dir)), Rate: browsertest.Fast4G.DownloadThroughput}
			site := httptest.NewServer(counted)
			t.Cleanup(site.Close)
			touch := sc.Mobile
			ctx := openPage(t, sc, site.URL)
			if touch {
				if err := chromedp.Do(ctx, chromedp.EmulateViewport(sc.Width, sc.Height, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
					t.Fatal(err)
				}
			}
			browsertest.Throttle(t, ctx, browsertest.Fast4G)
			puzzleShown := chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle] .sq.clue`))
			first := timed(t, ctx, "first visit", chromedp.Navigate(site.URL+"/"), puzzleShown)
			firstBytes, firstRequests := counted.Bytes(), counted.Requests()
			shownAt := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.shownAt`)
			if p := browsertest.ReadPuzzle(t, ctx); !maps.Equal(p.Clues, want) {
				t.Fatalf("the offline puzzle of the day = %v, want %v (made natively)", p.Clues, want)
			}
			// Wait for the engine, which downloads behind the puzzle, and
			// for the service worker to keep the page, as a visitor who
			// stays a moment lets them: the first visit's bytes are all
			// of these.
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`body[data-engine-ready]`))); err != nil {
				t.Fatalf("the engine: %v", err)
			}
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`body[data-cached="true"]`))); err != nil {
				t.Fatalf("the service worker: %v", err)
			}
			for i := 0; browsertest.Eval(t, ctx, `String(navigator.serviceWorker.controller !== null)`) != "true"; i++ {
				if i == 200 {
					t.Fatal("the service worker did not take the page within 20 s")
				}
				time.Sleep(100 * time.Millisecond)
			}
			// The day's puzzle came from days.js, not from the engine: it
			// was shown before the engine was ready (page clock).
			readyAt := browsertest.Eval(t, ctx, `document.body.dataset.engineReady || ""`)
			t.Logf("first visit: the puzzle shown at %s ms, the engine ready at %s ms (page clock)", shownAt, readyAt)
			if shown, err1 := strconv.Atoi(shownAt); err1 != nil || readyAt == "" {
				t.Errorf("first visit: puzzle shown at %q, engine ready at %q", shownAt, readyAt)
			} else if ready, err2 := strconv.Atoi(readyAt); err2 != nil || shown >= ready {
				t.Errorf("first visit: the puzzle was shown at %d ms, once the engine was ready at %s ms: want it before, from days.js", shown, readyAt)
			}
			settledBytes := counted.Bytes()
			// The progress line counted the whole compressed engine.
			packed, err := os.Stat(filepath.Join(dir, serve.EngineFile+serve.GzipSuffix))
			if err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, `document.body.dataset.engineBytes || ""`); got != strconv.FormatInt(packed.Size(), 10) {
				t.Errorf("the progress line counted %q bytes of the engine, want %d (%s)", got, packed.Size(), serve.EngineFile+serve.GzipSuffix)
			}
			if n := counted.Fetched("/knight.wasm.gz"); n != 1 || counted.Fetched("/knight.wasm") != 0 {
				t.Errorf("the engine was fetched %d times compressed and %d uncompressed, want once compressed", n, counted.Fetched("/knight.wasm"))
			}
			counted.Reset()
			revisit := timed(t, ctx, "revisit", chromedp.Reload(), puzzleShown)
			t.Logf("static folder, %s, Fast 4G: first puzzle %v (%d bytes, %d requests; %d bytes once the service worker kept the page), revisit %v (%d bytes, %d requests)",
				sc.Name, first.Round(time.Millisecond), firstBytes, firstRequests, settledBytes, revisit.Round(time.Millisecond), counted.Bytes(), counted.Requests())
			if settledBytes > 4<<20 {
				t.Errorf("first visit: %d bytes, want under 4 MB", settledBytes)
			}

			// A hint, placed with the pad wherever the knight is; kept.
			browsertest.Press(t, ctx, touch, "#puzzle-hint")
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hint`))); err != nil {
				t.Fatalf("hint: %v (%s)", err, browsertest.Eval(t, ctx, `document.querySelector("#puzzle .error").textContent`))
			}
			sq := browsertest.Eval(t, ctx, `document.getElementById("pad").dataset.square`)
			var n int
			fmt.Sscan(browsertest.Eval(t, ctx, `document.getElementById("pad").dataset.number`), &n)
			if n < 1 || n > 64 || tour[n-1] != sq {
				t.Fatalf("hint %d on %s: the solution differs (%v)", n, sq, tour)
			}
			browsertest.Press(t, ctx, touch, "#pad-place")
			// And a number typed on the pad, far from the knight.
			var far string
			var farN int
			for i, s := range tour {
				if _, clue := want[s]; !clue && s != sq && i+1 != n+1 {
					far, farN = s, i+1
				}
			}
			browsertest.PadPlace(t, ctx, touch, far, farN)
			before := browsertest.Entries(t, ctx)
			if err := chromedp.Do(ctx, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.entry`))); err != nil {
				t.Fatalf("reload: %v", err)
			}
			if after := browsertest.Entries(t, ctx); !maps.Equal(before, after) || after[sq] != n || after[far] != farN {
				t.Errorf("after a reload the entries are %v, want %v", after, before)
			}
		})
	}
}
