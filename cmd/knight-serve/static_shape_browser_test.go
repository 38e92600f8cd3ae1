package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/daily"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// TestBrowserStaticShape runs the Shapes tab and a shaped day offline
// (the static folder through a plain file server, the engine in the
// browser): a tour of the zebra on a carved board, and the puzzle of a
// Sunday with its holes. Oracles: browsertest.LeaperTourFault, the
// tests' own leaper move check on the mask; package daily's holes for
// the date (the page's rule written a second time, in Go).
func TestBrowserStaticShape(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	site := httptest.NewServer(http.FileServer(http.Dir(staticSite(t))))
	t.Cleanup(site.Close)
	ctx := openPage(t, browsertest.Screens[0], site.URL)
	if err := chromedp.Do(ctx,
		chromedp.Navigate(site.URL+"/#shape=10x10o-a1.b1@zebra"),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
		chromedp.Click(chromedp.ID("shape-tour")),
		chromedp.WaitVisible(chromedp.CSS(`#shape-board[data-status="tour"]`)),
	); err != nil {
		t.Fatalf("a zebra's tour offline: %v (status %q)", err, browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`))
	}
	if got := browsertest.Eval(t, ctx, `document.body.dataset.engine`); got != "wasm" {
		t.Fatalf("the page's engine = %q, want wasm", got)
	}
	tour := strings.Fields(browsertest.Eval(t, ctx, `document.getElementById("shape-board").dataset.tour`))
	if fault := browsertest.LeaperTourFault(10, 10, map[string]bool{"a1": true, "b1": true}, 2, 3, tour); fault != "" {
		t.Errorf("the engine's zebra tour of 10x10 without a1 b1: %s", fault)
	}
	if status := browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`); !strings.Contains(status, "The zebra (2,3) on 10x10 without a1 b1") {
		t.Errorf("the answer says %q, want it to name the zebra and the shape", status)
	}

	const iso = "2026-12-20"
	day, _ := time.Parse("2006-01-02", iso)
	want := daily.Holes(day, board.MustParse("8x8"))
	if err := chromedp.Do(ctx,
		chromedp.Navigate(site.URL+"/?day#day="+iso),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hole`)),
	); err != nil {
		t.Fatalf("the shaped day %s offline: %v", iso, err)
	}
	shown := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.hole")].map(c => c.dataset.sq).join(" ")`))
	slices.Sort(shown)
	sorted := slices.Clone(want)
	slices.Sort(sorted)
	if !slices.Equal(shown, sorted) {
		t.Errorf("the offline page shows holes %v on %s, want package daily's %v", shown, iso, want)
	}
	if n := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#puzzle-board .sq.clue").length)`); n != fmt.Sprint(daily.Clues) {
		t.Errorf("the offline shaped day shows %s clues, want %d", n, daily.Clues)
	}
	browsertest.Shoot(t, ctx, *screenshots, "offline-shaped-day")
}
