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
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
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
	browsertest.SkipShapedToday(t, "8x8")
	want, tour := browsertest.Daily(t, "8x8", true)
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
		t.Fatalf("the offline puzzle of the day = %dx%d closed %v %v, want 8x8 closed %v (made natively from the date)", p.W, p.H, p.Closed, p.Clues, want)
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
	checkOfflineEvidence(t, ctx, site.URL)
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

// checkOfflineEvidence blames, offline, a wrong 2 on a 5x5 puzzle (made
// natively, seed 1) whose evidence is a case split on where 3 goes: the
// page draws the engine's split, its buttons the squares of the split
// package puzzle's Blame gives natively for the same numbers, and walks
// into the first case.
func checkOfflineEvidence(t *testing.T, ctx context.Context, site string) {
	t.Helper()
	made, err := puzzle.Make(context.Background(), puzzle.MakeRequest{Board: board.MustParse("5x5"), Seed: 1, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	p := made.Puzzle
	wrong := puzzlecert.Clue{Square: board.MustParseSquare("d1"), Number: 2}
	v, err := puzzle.Blame(context.Background(), puzzle.BlameRequest{Puzzle: p, Entries: []puzzlecert.Clue{wrong}})
	if err != nil || v.First != 0 || v.Answer.Certificate == nil || v.Answer.Certificate.Kind() != "split" {
		t.Fatalf("native blame of 2 on d1 in %v: first %d, %v; want the first number wrong, by a split", p.Clues, v.First, err)
	}
	var want []string
	for _, b := range v.Answer.Certificate.(puzzlecert.Split).Branches {
		want = append(want, b.Square.String())
	}
	link := browsertest.PuzzleLink(p)
	if err := chromedp.Do(ctx,
		chromedp.Navigate(site+"/"+link),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)),
		chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#puzzle-board[data-puzzle=%q]`, strings.TrimPrefix(link, "#puzzle=")))),
		chromedp.Focus(chromedp.CSS(`#puzzle-board [data-sq="d1"]`)),
		chromedp.KeyEvent("2"),
		chromedp.Click(chromedp.ID("puzzle-blame")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-evidence]`)),
	); err != nil {
		t.Fatalf("blame 2 on d1 offline in %s: %v", link, err)
	}
	if got := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#pz-tree .branch-move")].map(b => b.dataset.square).join(" ")`); got != strings.Join(want, " ") {
		t.Fatalf("offline split on 3: cases %q, want the native split's %q", got, strings.Join(want, " "))
	}
	browsertest.Click(t, ctx, fmt.Sprintf(`#pz-tree .branch-move[data-square="%s"]`, want[0]))
	if got := browsertest.Eval(t, ctx, `document.getElementById("pz-tree").dataset.depth + " " + document.querySelector("#puzzle-board .sq.supposed").dataset.sq`); got != "1 "+want[0] {
		t.Errorf("offline, after choosing %s: depth and supposed square %q, want 1 %s", want[0], got, want[0])
	}
	browsertest.Shoot(t, ctx, *screenshots, "phone-offline-puzzle-evidence-split")
}
