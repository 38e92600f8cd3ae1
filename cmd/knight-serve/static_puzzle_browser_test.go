package main

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/browsertest"
	"github.com/knightcert/knight/puzzle"
)

// TestBrowserStaticPuzzle plays the puzzle of the day offline (the static
// folder through a plain file server, the engine in the browser), at the
// phone's size: the page makes it in WebAssembly, asks the engine for a
// hint, and is played to the end by keyboard. Oracles, all native: the
// puzzle is the one package puzzle makes from today's UTC date (which the
// WebAssembly build must repeat), its solution the one puzzle.Solve
// proves unique, which the hint must agree with, and the final grid read
// back from the page is checked by an independent checker
// (browsertest.CheckClueTour).
func TestBrowserStaticPuzzle(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	site := httptest.NewServer(http.FileServer(http.Dir(staticSite(t))))
	t.Cleanup(site.Close)
	sc := browsertest.Screens[1]
	ctx := openPage(t, sc, site.URL)
	day := time.Now().UTC()
	var seed uint64
	fmt.Sscan(day.Format("20060102"), &seed)
	made, err := puzzle.Make(context.Background(), puzzle.MakeRequest{Board: board.MustParse("8x8"), Closed: true, Seed: seed, Level: puzzle.Easy, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	solved, err := puzzle.Solve(context.Background(), puzzle.SolveRequest{Puzzle: made.Puzzle})
	if err != nil || solved.Status != evidence.Unique {
		t.Fatalf("solve the puzzle of the day natively: %v (%v), want unique", solved.Status, err)
	}
	want := map[string]int{}
	for _, c := range made.Puzzle.Clues {
		want[c.Square.String()] = c.Number
	}
	tour := make([]string, len(solved.Solutions[0]))
	for i, s := range solved.Solutions[0] {
		tour[i] = s.String()
	}
	makeTime := timed(t, ctx, "the puzzle of the day",
		chromedp.Navigate(site.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
		chromedp.Click(chromedp.CSS(`.tab[data-tab="puzzle"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle]`)),
	)
	if got := browsertest.Eval(t, ctx, `document.body.dataset.engine`); got != "wasm" {
		t.Fatalf("the page's engine = %q, want wasm", got)
	}
	p := browsertest.ReadPuzzle(t, ctx)
	if p.W != 8 || p.H != 8 || !p.Closed || !maps.Equal(p.Clues, want) {
		t.Fatalf("the offline puzzle of the day = %dx%d closed %v %v, want 8x8 closed %v (made natively, seed %d)", p.W, p.H, p.Closed, p.Clues, want, seed)
	}
	hintTime := timed(t, ctx, "hint", chromedp.Click(chromedp.ID("puzzle-hint")), chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hint`)))
	square := browsertest.Eval(t, ctx, `document.querySelector("#puzzle-board .sq.hint").dataset.sq`)
	explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`)
	var number int
	fmt.Sscanf(explain, "Hint: %d", &number)
	if number < 1 || number > 64 || tour[number-1] != square || want[square] != 0 {
		t.Errorf("hint on %s: %q, want a missing number on its square of the unique solution", square, explain)
	}
	browsertest.PlayPuzzle(t, ctx, tour, p.Clues, 1, 5)
	browsertest.CheckSolved(t, ctx, 8, 8, true, 1, want)
	checkTime := timed(t, ctx, "check", chromedp.Click(chromedp.ID("puzzle-check")))
	if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`); !strings.HasPrefix(got, "Solved") {
		t.Errorf("check of the full grid says %q, want solved", got)
	}
	browsertest.Shoot(t, ctx, *screenshots, "phone-offline-puzzle-solved")
	t.Logf("offline %s: page and the puzzle of the day %v, hint %v, check %v", sc.Name, makeTime.Round(time.Millisecond), hintTime.Round(time.Millisecond), checkTime.Round(time.Millisecond))
	checkOfflineFrom0(t, ctx, site.URL)
}

// checkOfflineFrom0 opens, offline, the link of a 6x6 puzzle numbered from
// 0 that package puzzle makes natively (seed 2; no clue is 0, so read
// from 1 the clues would be another puzzle, one with no solution): the
// page shows the document's puzzle, first number included, and the
// engine's hint is the one puzzle.NextHint gives natively for the
// document.
func checkOfflineFrom0(t *testing.T, ctx context.Context, site string) {
	t.Helper()
	made, err := puzzle.Make(context.Background(), puzzle.MakeRequest{Board: board.MustParse("6x6"), Seed: 2, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	p := made.Puzzle
	hint, err := puzzle.NextHint(context.Background(), puzzle.HintRequest{Puzzle: p})
	if err != nil || hint.Number < 0 {
		t.Fatalf("the native hint for the puzzle from 0: %+v, %v; want a number", hint, err)
	}
	link := browsertest.PuzzleLink(p)
	if err := chromedp.Do(ctx,
		chromedp.Navigate(site+"/"+link),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
		// The same page with another fragment may not reload: wait for
		// the link's puzzle, not any.
		chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#puzzle-board[data-puzzle=%q]`, strings.TrimPrefix(link, "#puzzle=")))),
	); err != nil {
		t.Fatalf("open %s offline: %v", link, err)
	}
	got := browsertest.ReadPuzzle(t, ctx)
	if want := browsertest.PuzzleClues(p); got.W != 6 || got.H != 6 || got.Closed || got.First != 0 || !maps.Equal(got.Clues, want) {
		t.Fatalf("offline, %s shows %dx%d closed %v from %d %v, want 6x6 open from 0 %v", link, got.W, got.H, got.Closed, got.First, got.Clues, want)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("puzzle-hint")), chromedp.Poll[chromedp.Void](`document.getElementById("puzzle-explain").textContent !== ""`)); err != nil {
		t.Fatalf("hint: %v", err)
	}
	square := browsertest.Eval(t, ctx, `(document.querySelector("#puzzle-board .sq.hint") || {dataset: {sq: "none"}}).dataset.sq`)
	explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`)
	if square != hint.Square.String() || !strings.Contains(explain, hint.Reason) {
		t.Errorf("offline hint marks %s and says %q, want the native hint %d on %v, %q", square, explain, hint.Number, hint.Square, hint.Reason)
	}
}
