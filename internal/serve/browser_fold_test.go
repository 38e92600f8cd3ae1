package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// inView is JS saying whether the element with the id shows whole on the
// screen, as the player sees it without scrolling.
func inView(id string) string {
	return `(() => { const r = document.getElementById("` + id + `").getBoundingClientRect(); return String(r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight); })()`
}

// TestBrowserPuzzlePlainFact: at 1366x900 and on a 390x844 phone, a 6
// put on c4 next to the clue 7 on c2 (c4 to c2 is two squares along a
// file, no knight's move) is said to be no knight's move from 7, at once
// and again first when "where did I go wrong?" answers, before any
// argument; each answer shows on the screen, not below the fold, and so
// does a hint's. Oracles: the move rule (a knight's move changes one
// coordinate by 1 and the other by 2; c4-c2 changes one by 0); the
// viewport's own bounds.
func TestBrowserPuzzlePlainFact(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx := openLink(t, sc, shared.server.URL+"/"+sixBySixLink)
			browsertest.PadPlace(t, ctx, false, "c4", 6)
			// PadPlace's clicks scroll the pad into view; the words on the
			// number are tested where Place leaves the screen.
			const fact = "6 on c4 is not a knight's move from 7 on c2"
			if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`); !strings.HasPrefix(got, fact) {
				t.Errorf("after 6 on c4 the page says %q, want it to start with %q", got, fact)
			}
			if browsertest.Eval(t, ctx, inView("puzzle-explain")) != "true" {
				t.Errorf("the words on 6 on c4 are off the screen")
			}
			browsertest.Eval(t, ctx, `document.getElementById("puzzle-blame").scrollIntoView({block: "end"}); document.getElementById("puzzle-blame").click(); "ok"`)
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.wrong`))); err != nil {
				t.Fatalf("where did I go wrong: %v", err)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent`); !strings.HasPrefix(got, fact) {
				t.Errorf("blame's first sentence = %q, want it to start with %q", got, fact)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`); !strings.Contains(got, "since "+fact) {
				t.Errorf("blame says %q, want the plain fact %q as the reason", got, fact)
			}
			if browsertest.Eval(t, ctx, inView("puzzle-explain")) != "true" {
				t.Errorf("blame's words are off the screen")
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-not-a-move")
			// A hint asked with the Hint button on the screen's last line,
			// as a thumb finds it: the words below it come into view.
			browsertest.Press(t, ctx, false, "#puzzle-clear")
			browsertest.Eval(t, ctx, `document.getElementById("puzzle-hint").scrollIntoView({block: "end"}); document.getElementById("puzzle-hint").click(); "ok"`)
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hint`))); err != nil {
				t.Fatalf("hint: %v", err)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`); !strings.HasPrefix(got, "Hint: ") {
				t.Errorf("hint says %q", got)
			}
			if browsertest.Eval(t, ctx, inView("puzzle-explain")) != "true" {
				t.Errorf("the hint's words are off the screen (%s)", browsertest.Eval(t, ctx, `JSON.stringify(document.getElementById("puzzle-explain").getBoundingClientRect()) + " of " + window.innerHeight`))
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-hint")
		})
	}
}
