package serve

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// TestBrowserPage plays as a player who keeps coming back, at 1366x900
// with a mouse and on a 390x844 touch screen, over a network throttled to
// Fast 4G: the page opens on the puzzle of the day, says "Click" or "Tap"
// as the device has it; a 5x5 puzzle of the day is played with the
// number pad alone (to the end on the touch screen, halfway with the
// mouse), a hint followed wherever the knight is, the page reloaded
// halfway and found as it was; the solved puzzle shows its
// time, hints, streak and a share line that gives nothing away; Back and
// Forward between the game and the puzzle keep both, with the selects
// agreeing with the boards. Oracles: package puzzle makes the day's
// puzzle natively; the solve endpoint's unique solution, checked
// independently (browsertest.CheckClueTour); bytes counted at the server.
// Times are logged, not asserted (they are the README's figures).
func TestBrowserPage(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			counted := &browsertest.Counted{Handler: New(DefaultLimits(), io.Discard)}
			site := httptest.NewServer(counted)
			t.Cleanup(site.Close)
			ctx, cancelTab := chromedp.NewContext(shared.browser, chromedp.WithNewBrowserContext())
			t.Cleanup(cancelTab)
			ctx, cancelTime := context.WithTimeout(ctx, 120*time.Second)
			t.Cleanup(cancelTime)
			touch := sc.Mobile
			var emulate []chromedp.EmulateViewportOption
			if touch {
				emulate = append(emulate, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)
			}
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(sc.Width, sc.Height, emulate...)); err != nil {
				t.Fatal(err)
			}
			browsertest.Throttle(t, ctx, browsertest.Fast4G)
			puzzleShown := chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle] .sq.clue`))

			// A first visit: the puzzle of the day, first.
			start := time.Now()
			if err := chromedp.Do(ctx, chromedp.Navigate(site.URL+"/"), puzzleShown); err != nil {
				t.Fatalf("first visit: %v", err)
			}
			first, firstBytes, firstRequests := time.Since(start), counted.Bytes(), counted.Requests()
			if got := browsertest.Eval(t, ctx, `[document.querySelector("h1").textContent, document.getElementById("tab-puzzle").getAttribute("aria-selected"), document.querySelector("#puzzle .tap").textContent].join("|")`); got != "Knight's tour puzzle|true|"+map[bool]string{true: "Tap", false: "Click"}[touch] {
				t.Errorf("title, puzzle tab selected, the word for a press = %q", got)
			}
			counted.Reset()
			start = time.Now()
			if err := chromedp.Do(ctx, chromedp.Reload(), puzzleShown); err != nil {
				t.Fatalf("revisit: %v", err)
			}
			revisit, revisitBytes := time.Since(start), counted.Bytes()
			t.Logf("server mode, %s, Fast 4G: first puzzle %v (%d bytes, %d requests), revisit %v (%d bytes)", sc.Name, first.Round(time.Millisecond), firstBytes, firstRequests, revisit.Round(time.Millisecond), revisitBytes)
			if firstBytes > 4<<20 {
				t.Errorf("first visit: %d bytes, want under 4 MB", firstBytes)
			}

			// Today's 5x5 open puzzle.
			browsertest.SetValue(t, ctx, "puzzle-size", "5x5")
			browsertest.SetValue(t, ctx, "puzzle-kind", "open")
			browsertest.Press(t, ctx, touch, "#puzzle-daily")
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle^="5x5o"] .sq.clue`))); err != nil {
				t.Fatalf("the 5x5 puzzle of the day: %v", err)
			}
			want, tour := browsertest.Daily(t, "5x5", false)
			if p := browsertest.ReadPuzzle(t, ctx); !maps.Equal(p.Clues, want) {
				t.Fatalf("the page's 5x5 open puzzle of the day = %v, want %v (made natively)", p.Clues, want)
			}
			if err := browsertest.CheckClueTour(5, 5, false, want, tour); err != nil {
				t.Fatalf("the oracle's solution: %v", err)
			}

			// A hint, followed with one press wherever the knight is.
			browsertest.Press(t, ctx, touch, "#puzzle-hint")
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hint`))); err != nil {
				t.Fatalf("hint: %v", err)
			}
			hintSq := browsertest.Eval(t, ctx, `document.getElementById("pad").dataset.square`)
			var hintN int
			fmt.Sscan(browsertest.Eval(t, ctx, `document.getElementById("pad").dataset.number`), &hintN)
			if hintN < 1 || hintN > 25 || tour[hintN-1] != hintSq {
				t.Fatalf("hint %d on %s: the solution has %v there", hintN, hintSq, tour)
			}
			if browsertest.CheckFrameContrast(t, ctx, "#puzzle-board .sq.hint") != 1 {
				t.Error("want one hint frame")
			}
			browsertest.Press(t, ctx, touch, "#pad-place")
			if got := browsertest.Entries(t, ctx); got[hintSq] != hintN {
				t.Fatalf("after Place the hint's square holds %v, want %d", got, hintN)
			}

			// The rest with the pad alone, from the last number back (no
			// number a knight's move from the one before), reloading halfway;
			// to the end on the touch screen, up to the reload with a mouse.
			placed := 1
			for i := len(tour) - 1; i >= 0 && (touch || placed < 8); i-- {
				sq := tour[i]
				if _, clue := want[sq]; clue || sq == hintSq {
					continue
				}
				browsertest.PadPlace(t, ctx, touch, sq, i+1)
				placed++
				if placed == 8 {
					before := browsertest.Entries(t, ctx)
					browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-pad")
					if err := chromedp.Do(ctx, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle^="5x5o"] .sq.entry`))); err != nil {
						t.Fatalf("reload mid-game: %v", err)
					}
					if after := browsertest.Entries(t, ctx); !maps.Equal(before, after) {
						t.Fatalf("after a reload the entries are %v, want %v", after, before)
					}
					if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-size").value + " " + document.getElementById("puzzle-kind").value`); got != "5x5 open" {
						t.Errorf("after a reload the selects say %q over a 5x5 open puzzle", got)
					}
				}
			}
			if touch {
				checkDone(t, ctx, want)
			}

			// Back and Forward between the game and the puzzle.
			browsertest.Press(t, ctx, touch, "#tab-play")
			browsertest.Press(t, ctx, touch, `#board [data-sq="b1"]`)
			browsertest.Press(t, ctx, touch, `#board [data-sq="c3"]`)
			kept := browsertest.Entries(t, ctx)
			if err := chromedp.Do(ctx, chromedp.NavigateBack(), chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle^="5x5o"] .sq.entry`))); err != nil {
				t.Fatalf("Back to the puzzle: %v", err)
			}
			if got := browsertest.Entries(t, ctx); !maps.Equal(got, kept) {
				t.Errorf("after Back the entries are %v, want %v", got, kept)
			}
			if err := chromedp.Do(ctx, chromedp.NavigateForward(), chromedp.WaitVisible(chromedp.CSS(`#board[data-path="b1 c3"]`))); err != nil {
				t.Fatalf("Forward to the game: %v (path %s)", err, browsertest.Eval(t, ctx, `document.getElementById("board").dataset.path`))
			}
			if got := browsertest.Eval(t, ctx, `["play-w", "play-h"].map(id => document.getElementById(id).value).join("x") + " " + getComputedStyle(document.getElementById("board")).getPropertyValue("--w")`); got != "8x8 8" {
				t.Errorf("after Back and Forward the selects and the board say %q, want 8x8 8", got)
			}
			if got := strings.TrimSpace(browsertest.Eval(t, ctx, `location.hash`)); got != "#play=8x8o:b1,c3" {
				t.Errorf("the game's address = %q, want #play=8x8o:b1,c3", got)
			}
			// A 16x16 board keeps squares of 24 px or more, scrolling on a phone.
			browsertest.SetValue(t, ctx, "play-w", "16")
			browsertest.SetValue(t, ctx, "play-h", "16")
			browsertest.Press(t, ctx, touch, "#new-game")
			var least float64
			fmt.Sscan(browsertest.Eval(t, ctx, `String(Math.min(...Array.from(document.querySelectorAll("#board .sq")).map(c => c.getBoundingClientRect().width)))`), &least)
			if least < 24 {
				t.Errorf("16x16 squares are %.1f px wide, want at least 24", least)
			}
		})
	}
}

// checkDone checks the solved puzzle's box: shown, one hint, a streak of
// one day, a time, and the share line giving nothing away.
func checkDone(t *testing.T, ctx context.Context, want map[string]int) {
	t.Helper()
	browsertest.CheckSolved(t, ctx, 5, 5, false, 1, want)
	if got := browsertest.Eval(t, ctx, `(d => [d.hidden, d.dataset.hints, d.dataset.streak, d.dataset.ms > 0].join(" "))(document.getElementById("puzzle-done"))`); got != "false 1 1 true" {
		t.Errorf("the solved box: hidden, hints, streak, time>0 = %q, want false 1 1 true", got)
	}
	browsertest.CheckShare(t, ctx, 5, 5, want)
	browsertest.Shoot(t, ctx, *screenshots, "phone-puzzle-done")
}
