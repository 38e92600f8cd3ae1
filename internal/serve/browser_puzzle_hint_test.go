package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/verify"
)

// TestBrowserPuzzleHintAfterMistake: on sixBySixClosed, after 1 on a2 (a
// number no solution agrees with, which once got the hint "2 must be on
// b4"), the page's hint marks no square and says why, pointing to where
// the player went wrong. Oracle: the blame endpoint's verdict for the
// same number is dead, checked by verify.PuzzleVerdict.
func TestBrowserPuzzleHintAfterMistake(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	_, doc := post(t, shared.server.URL+"/v1/puzzle/blame?closed&moves=a2%3D1", sixBySixClosed)
	v, err := puzzlecert.ParseVerdict(doc, evidence.DefaultLimits)
	if err != nil {
		t.Fatalf("the blame endpoint's verdict: %v\n%s", err, doc)
	}
	if _, err := verify.PuzzleVerdict(v); err != nil || v.FirstWrong != 0 {
		t.Fatalf("blame of 1 on a2: first wrong %d, verify: %v; the test wants it wrong", v.FirstWrong, err)
	}

	ctx := openLink(t, browsertest.Screens[0], shared.server.URL+"/"+sixBySixLink)
	browsertest.PadPlace(t, ctx, false, "a2", 1)
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("puzzle-hint")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-explain:not(:empty)`)),
	); err != nil {
		t.Fatalf("hint after 1 on a2: %v", err)
	}
	explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`)
	if !strings.HasPrefix(explain, "No hint: no solution agrees") || !strings.Contains(explain, "Where did I go wrong?") || strings.Contains(explain, "knight puzzle") {
		t.Errorf("the hint after 1 on a2 says %q, want no hint: no solution agrees, and the page's Where did I go wrong? button, not a command", explain)
	}
	if sq := browsertest.Eval(t, ctx, `(document.querySelector("#puzzle-board .sq.hint") || {dataset: {sq: "none"}}).dataset.sq`); sq != "none" {
		t.Errorf("the page marks %s as a hint after 1 on a2, want no square", sq)
	}
	browsertest.Shoot(t, ctx, *screenshots, "puzzle-hint-after-mistake")
}
