package serve

import (
	"context"
	"encoding/json"
	"maps"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/puzzle"
)

// fromZeroPuzzle is a 6x6 open puzzle numbered from 0 that package puzzle
// makes natively (seed 2), with its solution. No clue is 0, so the same
// clues also read as numbered from 1, a different puzzle (one with no
// solution): a link that lost the numbering would show the clues right
// and the puzzle wrong.
func fromZeroPuzzle(t *testing.T) (puzzlecert.Puzzle, []string) {
	t.Helper()
	a, err := puzzle.Make(context.Background(), puzzle.MakeRequest{Board: board.MustParse("6x6"), Seed: 2, First: 0})
	if err != nil || a.Status != puzzlecert.Unique {
		t.Fatalf("make the 6x6 puzzle from 0: %v, %v", a.Status, err)
	}
	p := a.Puzzle
	tour := make([]string, len(a.Solutions[0]))
	for i, s := range a.Solutions[0] {
		tour[i] = s.String()
	}
	if err := browsertest.CheckClueTour(6, 6, false, cluesFrom1(p), tour); err != nil {
		t.Fatalf("the made puzzle's solution: %v", err)
	}
	for _, c := range p.Clues {
		if c.Number == 0 {
			t.Fatalf("the made puzzle has a clue 0 on %v: the test wants clues that read as numbered from 1 too", c.Square)
		}
	}
	from1 := p
	from1.First = 1
	if b, err := puzzle.Solve(context.Background(), puzzle.SolveRequest{Puzzle: from1}); err != nil || b.Status == puzzlecert.Unique {
		t.Fatalf("the same clues numbered from 1: %v, %v, want them a puzzle other than the one from 0", b.Status, err)
	}
	return p, tour
}

// cluesFrom1 is a puzzle's clues renumbered from 1, as CheckClueTour
// takes them.
func cluesFrom1(p puzzlecert.Puzzle) map[string]int {
	m := map[string]int{}
	for _, c := range p.Clues {
		m[c.Square.String()] = c.Number - p.First + 1
	}
	return m
}

// checkShows fails unless the page in ctx shows puzzle p and no other
// number: the board, closure, first number and clues read back from the
// page equal the document's.
func checkShows(t *testing.T, ctx context.Context, what string, p puzzlecert.Puzzle) {
	t.Helper()
	got := browsertest.ReadPuzzle(t, ctx)
	want := browsertest.PuzzleClues(p)
	if got.W != int(p.Board.W) || got.H != int(p.Board.H) || got.Closed != p.Closed || got.First != p.First || !maps.Equal(got.Clues, want) {
		t.Fatalf("%s shows %dx%d closed %v from %d %v, want the document's %v closed %v from %d %v",
			what, got.W, got.H, got.Closed, got.First, got.Clues, p.Board, p.Closed, p.First, want)
	}
	if len(got.Numbers) != len(got.Clues) {
		t.Errorf("%s shows %d numbers, want only its %d clues", what, len(got.Numbers), len(got.Clues))
	}
}

// TestBrowserPuzzleLinkFrom0 opens a link carrying a puzzle numbered from
// 0 and checks, with the puzzle document it was written from as the
// oracle, that the page shows that puzzle (board, closure, first number,
// clues read back square by square), that the page's own link opens it
// again in a new tab, that its Hint is the hint endpoint's for the
// document itself (so the page asks about the puzzle numbered from 0,
// not the same clues from 1, which have no solution), and that playing
// the document's solution by keyboard, 0 first and some numbers typed,
// ends solved (the grid checked by browsertest.CheckClueTour). A link
// without the field opens numbered from 1 and is written back unchanged;
// a clue out of 0..35 is refused with the range.
func TestBrowserPuzzleLinkFrom0(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	p, tour := fromZeroPuzzle(t)
	sc := browsertest.Screens[0]
	startBrowser(t)
	link := browsertest.PuzzleLink(p)
	ctx := openLink(t, sc, shared.server.URL+"/"+link)
	checkShows(t, ctx, "the link "+link, p)
	if title := browsertest.Eval(t, ctx, `document.getElementById("puzzle-title").textContent`); !strings.Contains(title, "numbered from 0") {
		t.Errorf("title %q, want it to say the numbers start at 0", title)
	}
	pageLink := browsertest.Eval(t, ctx, `document.getElementById("puzzle-link").value`)
	if !strings.HasSuffix(pageLink, link) {
		t.Errorf("the page's link %q, want it to end in %q", pageLink, link)
	}
	checkShows(t, openLink(t, sc, pageLink), "the page's own link", p)

	body, err := json.Marshal(map[string]any{"board": p.Board.String(), "first": p.First, "clues": browsertest.PuzzleClues(p)})
	if err != nil {
		t.Fatal(err)
	}
	_, doc := post(t, shared.server.URL+"/v1/puzzle/hint", string(body))
	var hint struct {
		Number int
		Square string
		Reason string
	}
	if err := json.Unmarshal(doc, &hint); err != nil || hint.Number < 0 {
		t.Fatalf("hint for %s: %s (%v), want a number", body, doc, err)
	}
	// The page's answer is its explanation, with a square marked or not.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("puzzle-hint")), chromedp.Poll[chromedp.Void](`document.getElementById("puzzle-explain").textContent !== ""`)); err != nil {
		t.Fatalf("hint: %v", err)
	}
	square := browsertest.Eval(t, ctx, `(document.querySelector("#puzzle-board .sq.hint") || {dataset: {sq: "none"}}).dataset.sq`)
	explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`)
	if square != hint.Square || !strings.Contains(explain, hint.Reason) {
		t.Errorf("the page's hint marks %s and says %q, want the endpoint's for the document: %d on %s, %q", square, explain, hint.Number, hint.Square, hint.Reason)
	}

	browsertest.PlayPuzzle(t, ctx, tour, browsertest.PuzzleClues(p), 0, 4)
	browsertest.CheckSolved(t, ctx, 6, 6, false, 0, browsertest.PuzzleClues(p))

	old := openLink(t, sc, shared.server.URL+"/"+sixBySixLink)
	if got := browsertest.ReadPuzzle(t, old); got.First != 1 || !got.Closed || !maps.Equal(got.Clues, sixBySixClues) {
		t.Errorf("the old link %s shows closed %v from %d %v, want closed from 1 %v", sixBySixLink, got.Closed, got.First, got.Clues, sixBySixClues)
	}
	if got := browsertest.Eval(t, old, `document.getElementById("puzzle-link").value`); !strings.HasSuffix(got, sixBySixLink) {
		t.Errorf("the old link's puzzle has the link %q, want it unchanged, ending in %s", got, sixBySixLink)
	}

	// One clue is said in the singular: the link's own clue count is
	// the oracle.
	one := openLink(t, sc, shared.server.URL+"/#puzzle=5x5o:a1=1")
	if got := browsertest.Eval(t, one, `document.getElementById("puzzle-title").textContent`); got != "Shared puzzle: 5x5 open, 1 clue." {
		t.Errorf("a shared puzzle with one clue is titled %q, want \"Shared puzzle: 5x5 open, 1 clue.\"", got)
	}

	bad := openLink(t, sc, shared.server.URL+"/#puzzle=6x6o0:a1=36")
	if got := browsertest.Eval(t, bad, `document.getElementById("puzzle-explain").textContent`); !strings.Contains(got, "from 0 to 35") {
		t.Errorf("a link numbered from 0 with the clue 36 says %q, want the range 0 to 35", got)
	}
}
