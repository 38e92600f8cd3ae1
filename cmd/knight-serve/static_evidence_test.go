package main

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// TestBrowserStaticEvidence runs the evidence checks of the served page's
// TestBrowserEvidence (browsertest.CheckEvidence: the rewound board, the
// cut's outlined pieces, legend and table against counts made in the
// test, the replay of the tour still possible checked move by move, a case
// split walked three levels deep against the legal moves) on the static
// folder, with the engine in WebAssembly and no server, at desktop and
// phone sizes.
func TestBrowserStaticEvidence(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	site := httptest.NewServer(http.FileServer(http.Dir(staticSite(t))))
	t.Cleanup(site.Close)
	cut, split := browsertest.EvidenceGames(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx := openPage(t, sc, site.URL)
			if err := chromedp.Do(ctx,
				chromedp.Navigate(site.URL+"/#play"),
				chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
			); err != nil {
				t.Fatalf("load the page: %v", err)
			}
			if got := browsertest.Eval(t, ctx, `document.body.dataset.engine`); got != "wasm" {
				t.Fatalf("the page's engine = %q, want wasm", got)
			}
			browsertest.CheckEvidence(t, ctx, cut, split, func(name string) {
				browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-offline-evidence-"+name)
			})
		})
	}
}
