package serve

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// The browser tests drive the page in headless Chromium. Locally they skip
// when no browser is installed; under CI (the CI environment variable set)
// a missing browser, or one that fails to start, fails them.
var screenshots = flag.String("screenshots", "", "folder for the browser tests' screenshots (default $KNIGHT_SCREENSHOTS; none when both are empty)")

// The browser tests share one Chromium and one server: each test opens a
// tab of its own at its size (a test that stops its server starts its
// own). Starting Chromium once keeps the tests' total time modest.
var shared struct {
	once    sync.Once
	err     error
	exe     string
	browser context.Context // a tab whose browser the other tabs share
	cancel  []context.CancelFunc
	server  *httptest.Server
}

// startBrowser starts the shared Chromium and server, once.
func startBrowser(t *testing.T) {
	t.Helper()
	exe := browsertest.Find(t)
	shared.once.Do(func() {
		shared.exe = exe
		shared.server = httptest.NewServer(New(DefaultLimits(), io.Discard))
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(exe),
			// As root (CI) Chromium refuses to start with its sandbox.
			chromedp.NoSandbox,
		)
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		browser, cancelBrowser := chromedp.NewContext(alloc)
		shared.cancel = []context.CancelFunc{cancelBrowser, cancelAlloc}
		shared.browser = browser
		shared.err = chromedp.Do(browser)
	})
	if shared.err != nil {
		t.Fatalf("the browser %s did not start: %v", shared.exe, shared.err)
	}
}

// stopBrowser ends the shared Chromium and server, when they were started.
func stopBrowser() {
	for _, cancel := range shared.cancel {
		cancel()
	}
	if shared.server != nil {
		shared.server.Close()
	}
}

// browse opens the page of the shared server in a tab at size sc, and
// returns the tab's context and the page's URL.
func browse(t *testing.T, sc browsertest.Screen) (context.Context, string) {
	t.Helper()
	startBrowser(t)
	return browseURL(t, sc, shared.server.URL)
}

// browseURL opens the page at url in a new tab of the shared browser, on
// the game (#play; the page opens on the puzzle of the day).
func browseURL(t *testing.T, sc browsertest.Screen, url string) (context.Context, string) {
	t.Helper()
	return openAddress(t, sc, url+"/#play"), url
}

// openAddress opens address (a page's, with any fragment) in a new tab of
// the shared browser at size sc, waits for the page to be ready and for
// anything else in wait.
func openAddress(t *testing.T, sc browsertest.Screen, address string, wait ...chromedp.Action[chromedp.Void]) context.Context {
	t.Helper()
	startBrowser(t)
	// A browser context of its own: the tab starts with no storage, as a
	// new visitor does, whatever another test kept (the page keeps games
	// and puzzles in localStorage).
	ctx, cancelTab := chromedp.NewContext(shared.browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancelTab)
	ctx, cancelTime := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancelTime)
	var emulate []chromedp.EmulateViewportOption
	if sc.Mobile {
		emulate = append(emulate, chromedp.EmulateScale(2), chromedp.EmulateMobile)
	}
	actions := append([]chromedp.Action[chromedp.Void]{
		chromedp.EmulateViewport(sc.Width, sc.Height, emulate...),
		chromedp.Navigate(address),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
	}, wait...)
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("the browser %s did not load %s: %v", shared.exe, address, err)
	}
	return ctx
}

func clickSquare(ctx context.Context, s board.Square) error {
	return chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%v"]`, s))))
}

// stuckGame picks a stuck 8x8 game of the shared oracle whose first dead
// move a certificate of kind explains, so the page has evidence to draw.
func stuckGame(t *testing.T, kind string) positions.Game {
	t.Helper()
	for _, g := range positions.Load(t) {
		if g.Board != board.MustParse("8x8") || g.FirstDead < 1 {
			continue
		}
		v, err := prove.Blame(context.Background(), g.Board, g.Path, prove.BlameOptions{NoHints: true})
		if err == nil && v.Certificate != nil && v.Certificate.Kind() == kind {
			return g
		}
	}
	t.Fatalf("no stuck 8x8 game whose first dead move a %s certificate explains", kind)
	return positions.Game{}
}

// TestBrowserBlame plays stuck games through the page, asks where they went
// wrong, and checks the marked move against the shared oracle (an
// independent SAT encoding) and blame; then undoes to before the mistake
// and checks, by blame, that the position left is completable.
func TestBrowserBlame(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			kind := "cut"
			if sc.Mobile {
				kind = "forced-ends"
			}
			g := stuckGame(t, kind)
			for i, s := range g.Path {
				if err := clickSquare(ctx, s); err != nil {
					t.Fatalf("click square %d (%v): %v", i, s, err)
				}
			}
			if got, want := browsertest.Eval(t, ctx, `document.getElementById("board").dataset.path`), g.Path.String(); got != want {
				t.Fatalf("the page's path after the clicks = %q, want %q", got, want)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-stuck")

			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("blame")),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.dead`)),
			); err != nil {
				t.Fatalf("where did I go wrong: %v", err)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-blame")
			marked := browsertest.Eval(t, ctx, `document.querySelector("#board .sq.dead").dataset.move`)
			square := browsertest.Eval(t, ctx, `document.querySelector("#board .sq.dead").dataset.sq`)
			v, err := prove.Blame(context.Background(), g.Board, g.Path, prove.BlameOptions{NoHints: true})
			if err != nil {
				t.Fatal(err)
			}
			if marked != strconv.Itoa(g.FirstDead) || marked != strconv.Itoa(v.FirstDead) {
				t.Errorf("marked move = %s, want the oracle's first dead %d (blame's %d)", marked, g.FirstDead, v.FirstDead)
			}
			if want := g.Path[g.FirstDead].String(); square != want {
				t.Errorf("marked square = %s, want %s", square, want)
			}
			browsertest.CheckRewound(t, ctx, g.Path, g.FirstDead)
			explain := browsertest.Eval(t, ctx, `document.getElementById("argument").textContent`)
			if !strings.Contains(explain, v.Explain()) {
				t.Errorf("the full argument = %q, want blame's words %q in it", explain, v.Explain())
			}
			evidence := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#board .cut, #board .inpiece, #board .needed").length)`)
			if evidence == "0" {
				t.Errorf("no evidence drawn for a %s certificate", kind)
			}

			if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("rewind"))); err != nil {
				t.Fatalf("undo to before the mistake: %v", err)
			}
			got, err := board.ParsePath(browsertest.Eval(t, ctx, `document.getElementById("board").dataset.path`))
			if err != nil {
				t.Fatalf("the page's path after rewinding: %v", err)
			}
			if want := g.Path[:g.FirstDead]; got.String() != want.String() {
				t.Errorf("path after undo to before the mistake = %v, want %v", got, want)
			}
			back, err := prove.Blame(context.Background(), g.Board, got, prove.BlameOptions{NoHints: true})
			if err != nil || back.Status != board.Found {
				t.Errorf("blame of the rewound path = %v (%v), want completable", back.Status, err)
			}
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("hint")),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)),
				chromedp.Click(chromedp.ID("completion")),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.ghost`)),
			); err != nil {
				t.Fatalf("hint and completion after rewinding: %v", err)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-rewound-hint")
		})
	}
}

// TestBrowserCheck pastes broken tours and checks that the move the page
// marks in the tour's drawing is the move verify names (the oracle:
// notation.ReadPath and verify.Tour called here); a square list is read on the
// board box's size.
func TestBrowserCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	cases := []struct{ file, size string }{
		{"5x5-swapped.prolog", "5x5"},
		{"8x8-swapped.grid", ""},
		{"5x5-repeated.prolog", "5x5"},
	}
	ctx, _ := browse(t, browsertest.Screens[0])
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.tab[data-tab="check"]`))); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		text := testdataFile(t, c.file)
		want := verifyMove(t, text, c.size)
		browsertest.SetValue(t, ctx, "tour-text", text)
		if c.size != "" {
			browsertest.SetValue(t, ctx, "check-size", c.size)
		}
		browsertest.Eval(t, ctx, `document.querySelector("#grades tbody").replaceChildren(); "ok"`)
		if err := chromedp.Do(ctx,
			chromedp.Click(chromedp.ID("check-run")),
			chromedp.WaitVisible(chromedp.CSS(`#grades .sq.fault`)),
		); err != nil {
			t.Fatalf("%s: check: %v", c.file, err)
		}
		got := browsertest.Eval(t, ctx, `document.querySelector("#grades .sq.fault").dataset.move`)
		if got != strconv.Itoa(want) {
			t.Errorf("%s: marked move = %s, want verify's %d", c.file, got, want)
		}
	}
}

// verifyMove is the move verify names for a broken tour, found without the
// page or the server.
func verifyMove(t *testing.T, text, size string) int {
	t.Helper()
	var b board.Board
	if size != "" {
		b = board.MustParse(size)
	}
	doc, err := notation.ReadPath(strings.NewReader(text), notation.ReadOptions{Board: b})
	if err != nil {
		t.Fatal(err)
	}
	var verr *verify.Error
	if err := verify.Tour(board.Problem{Board: doc.Board}, doc.Path); !errors.As(err, &verr) || verr.Move < 0 {
		t.Fatalf("verify.Tour = %v, want an error at a move", err)
	}
	return verr.Move
}
