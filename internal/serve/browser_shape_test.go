package serve

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/daily"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/puzzle"
	"github.com/knightcert/knight/verify"
)

// choose sets a select of the page and tells the page, as a player's
// choice does.
func choose(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	browsertest.Eval(t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event("change")); return "ok"; })()`, id, value))
}

// TestBrowserShapeTour carves boards on the Shapes tab, by mouse and by
// keyboard, picks the piece, asks for a tour and has it checked. Oracle:
// browsertest.LeaperTourFault, the test's own leaper move check on the mask carved
// (which also shows the holes reached the server: a tour of the full
// board would visit them); the page's words must name the piece and the
// shape.
func TestBrowserShapeTour(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	ctx := openAddress(t, browsertest.Screens[0], shared.server.URL+"/#shape", chromedp.WaitVisible(chromedp.CSS(`#shape-board .sq`)))
	// The knight on 8x8: d4 and e4 cut by mouse, e1 and f1 by keyboard
	// (the board's tab stop is the square last clicked, e4: three steps
	// down, Enter, one right, Enter).
	for _, sq := range []string{"d4", "e4"} {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#shape-board [data-sq=%q]`, sq)))); err != nil {
			t.Fatalf("click %s: %v", sq, err)
		}
	}
	keys := []chromedp.Action[chromedp.Void]{chromedp.Focus(chromedp.CSS(`#shape-board .sq[tabindex="0"]`))}
	for range 3 {
		keys = append(keys, chromedp.KeyEvent(kb.ArrowDown))
	}
	keys = append(keys, chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.Enter))
	if err := chromedp.Do(ctx, keys...); err != nil {
		t.Fatalf("cut e1 and f1 by keyboard: %v", err)
	}
	cases := []struct {
		name, size, piece string
		a, b              int
		holes             []string
		words             string
	}{
		{"knight", "8x8", "knight", 1, 2, []string{"d4", "e1", "e4", "f1"}, "The knight (1,2) on 8x8 without e1 f1 d4 e4"},
		{"zebra", "10x10", "zebra", 2, 3, []string{"a1", "b1"}, "The zebra (2,3) on 10x10 without a1 b1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.name == "zebra" {
				choose(t, ctx, "shape-w", "10")
				choose(t, ctx, "shape-h", "10")
				choose(t, ctx, "shape-piece", "zebra")
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("shape-fill"))); err != nil {
					t.Fatal(err)
				}
				for _, sq := range c.holes {
					if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#shape-board [data-sq=%q]`, sq)))); err != nil {
						t.Fatalf("click %s: %v", sq, err)
					}
				}
			}
			shown := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#shape-board .sq.hole")].map(c => c.dataset.sq).join(" ")`))
			slices.Sort(shown)
			if !slices.Equal(shown, c.holes) {
				t.Fatalf("the page shows holes %v, want the squares cut, %v", shown, c.holes)
			}
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("shape-tour")),
				chromedp.WaitVisible(chromedp.CSS(`#shape-board[data-status="tour"]`)),
			); err != nil {
				t.Fatalf("find a tour: %v (status %q)", err, browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`))
			}
			tour := strings.Fields(browsertest.Eval(t, ctx, `document.getElementById("shape-board").dataset.tour`))
			var w, h int
			fmt.Sscanf(c.size, "%dx%d", &w, &h)
			holes := map[string]bool{}
			for _, s := range c.holes {
				holes[s] = true
			}
			if fault := browsertest.LeaperTourFault(w, h, holes, c.a, c.b, tour); fault != "" {
				t.Errorf("the page's tour of the %s on %s without %v: %s", c.piece, c.size, c.holes, fault)
			}
			status := browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`)
			if !strings.Contains(status, c.words) {
				t.Errorf("the answer says %q, want it to name the piece and the shape, %q", status, c.words)
			}
			numbered := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#shape-board .sq.hole .num")].map(n => n.textContent).join("")`)
			if numbered != "" {
				t.Errorf("holes numbered %q, want none", numbered)
			}
			browsertest.Shoot(t, ctx, *screenshots, "shape-"+c.name)
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("shape-verify")),
				chromedp.WaitVisible(chromedp.CSS(`#shape-board[data-verdict]`)),
			); err != nil {
				t.Fatalf("check the tour: %v", err)
			}
			if v := browsertest.Eval(t, ctx, `document.getElementById("shape-board").dataset.verdict`); v != "valid" {
				t.Errorf("knight verify on the page's shape reads its tour as %q, want valid (status %q)", v, browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`))
			}
		})
	}
}

// TestBrowserShapeCamel picks the camel and asks for a proof. Oracle:
// the colour theorem (Knuth, "Leaper graphs", 1994; Beluhov, "Leaper
// tours", 2022): a (1,3) leap moves 1+3 squares, an even number, so
// every camel move keeps its square's colour and no tour of a board with
// squares of both colours exists; the page must answer "none" with a
// one-colour certificate whose counts are the board's, counted here.
func TestBrowserShapeCamel(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	ctx := openAddress(t, browsertest.Screens[0], shared.server.URL+"/#shape=6x5o-c3", chromedp.WaitVisible(chromedp.CSS(`#shape-board .sq`)))
	choose(t, ctx, "shape-piece", "camel")
	if (1+3)%2 != 0 {
		t.Fatal("the camel's leap changes colour: the theorem does not apply")
	}
	dark, light := 0, 0
	for x := 1; x <= 6; x++ {
		for y := 1; y <= 5; y++ {
			switch {
			case x == 3 && y == 3: // the hole c3
			case (x+y)%2 == 0:
				dark++
			default:
				light++
			}
		}
	}
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("shape-prove")),
		chromedp.WaitVisible(chromedp.CSS(`#shape-board[data-status="none"]`)),
	); err != nil {
		t.Fatalf("prove: %v (status %q)", err, browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`))
	}
	if got := browsertest.Eval(t, ctx, `document.getElementById("shape-board").dataset.certificate`); got != "one-colour" {
		t.Errorf("the certificate shown is %q, want one-colour", got)
	}
	status := browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`)
	if want := "The camel (1,3) on 6x5 without c3: no tour exists."; !strings.Contains(status, want) {
		t.Errorf("the answer says %q, want %q", status, want)
	}
	argument := browsertest.Eval(t, ctx, `document.getElementById("shape-explain").textContent`)
	if want := fmt.Sprintf("%d dark and %d light squares", dark, light); !strings.Contains(argument, want) {
		t.Errorf("the argument says %q, want the board's count, %q", argument, want)
	}
	browsertest.Shoot(t, ctx, *screenshots, "shape-camel")
}

// TestBrowserShapedDay opens a shaped puzzle of the day (a Sunday) and
// checks that the page draws its holes, plays its solution and checks a
// wrong number. Oracles: the holes are package daily's for the date (a
// second implementation of the page's rule) and the clues and solution
// are package puzzle's, made here from the same request and re-checked
// by verify.Puzzle; browsertest.LeaperTourFault checks the solution on the mask.
func TestBrowserShapedDay(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	const iso = "2026-12-13"
	day, _ := time.Parse("2006-01-02", iso)
	made, err := puzzle.Make(context.Background(), daily.Request(day, board.MustParse("8x8"), true, puzzle.Easy))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := verify.Puzzle(made); err != nil || len(made.Solutions) != 1 {
		t.Fatalf("the puzzle of %s: verify says %v, %d solutions; want one, re-checked", iso, err, len(made.Solutions))
	}
	want := daily.Holes(day, board.MustParse("8x8"))
	holes := map[string]bool{}
	for _, s := range want {
		holes[s] = true
	}
	solution := strings.Fields(made.Solutions[0].String())
	if fault := browsertest.LeaperTourFault(8, 8, holes, 1, 2, solution); fault != "" {
		t.Fatalf("the solution of %s: %s", iso, fault)
	}
	startBrowser(t)
	ctx := openAddress(t, browsertest.Screens[0], shared.server.URL+"/#day="+iso, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hole`)))
	browsertest.Shoot(t, ctx, *screenshots, "shaped-day")
	shown := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.hole")].map(c => c.dataset.sq).join(" ")`))
	if !slices.Equal(shown, sortedBoardOrder(want)) {
		t.Errorf("the page shows holes %v on %s, want package daily's %v", shown, iso, want)
	}
	clues := map[string]int{}
	for _, c := range made.Puzzle.Clues {
		clues[c.Square.String()] = c.Number
	}
	got := map[string]int{}
	for _, kv := range strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.clue")].map(c => c.dataset.sq + "=" + c.dataset.clue).join(" ")`)) {
		var n int
		sq, num, _ := strings.Cut(kv, "=")
		fmt.Sscan(num, &n)
		got[sq] = n
	}
	if fmt.Sprint(got) != fmt.Sprint(clues) {
		t.Errorf("the page's clues of %s = %v, want package puzzle's %v", iso, got, clues)
	}
	title := browsertest.Eval(t, ctx, `document.getElementById("puzzle-title").textContent`)
	if words := "8x8 without " + strings.Join(want, " "); !strings.Contains(title, words) {
		t.Errorf("the title %q does not name the shape, %q", title, words)
	}
	for _, s := range want {
		label := browsertest.Eval(t, ctx, fmt.Sprintf(`document.querySelector('#puzzle-board [data-sq=%q]').getAttribute("aria-label")`, s))
		if label != s+", hole" {
			t.Errorf("the hole %s is named %q for a screen reader, want %q", s, label, s+", hole")
		}
	}

	// A wrong number first: the page's Check must find it wrong. The
	// first empty square of the solution gets the number of the next.
	wrongAt := -1
	for i, s := range solution {
		if _, ok := clues[s]; !ok && i+1 < len(solution) {
			if _, ok := clues[solution[i+1]]; !ok {
				wrongAt = i
				break
			}
		}
	}
	if wrongAt < 0 {
		t.Fatal("no two empty squares in a row to swap")
	}
	browsertest.Click(t, ctx, fmt.Sprintf(`#puzzle-board [data-sq=%q]`, solution[wrongAt]))
	if err := chromedp.Do(ctx, chromedp.KeyEvent(fmt.Sprint(wrongAt+2))); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("puzzle-check")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-verdict]`)),
	); err != nil {
		t.Fatalf("check a wrong number: %v", err)
	}
	if v := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.verdict`); v != "dead" {
		t.Errorf("Check after %d on %s (the solution has %d there): verdict %q, want dead (%q)", wrongAt+2, solution[wrongAt], wrongAt+1, v,
			browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("puzzle-clear"))); err != nil {
		t.Fatal(err)
	}
	// Tapping a hole places nothing.
	browsertest.Click(t, ctx, fmt.Sprintf(`#puzzle-board [data-sq=%q]`, want[0]))
	if err := chromedp.Do(ctx, chromedp.KeyEvent("1")); err != nil {
		t.Fatal(err)
	}
	if n := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#puzzle-board .sq.entry").length)`); n != "0" {
		t.Errorf("after a tap on the hole %s and a digit, %s entries, want none", want[0], n)
	}

	browsertest.PlayPuzzle(t, ctx, solution, clues, 1, 7)
	if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.solved`); got != "true" {
		t.Errorf("after the solution, solved = %q, want true (status %q)", got, browsertest.Eval(t, ctx, `document.getElementById("puzzle-status").textContent`))
	}

	// The Sunday before shaped days began keeps the full board's puzzle
	// it always gave: the oracle is package puzzle's make with the
	// request the page sent before shapes (8x8 closed easy, the date as
	// the seed).
	before, err := puzzle.Make(context.Background(), puzzle.MakeRequest{Board: board.MustParse("8x8"), Closed: true, Seed: 20261129, Level: puzzle.Easy, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	var code []string
	for _, c := range before.Puzzle.Clues {
		code = append(code, fmt.Sprintf("%v=%d", c.Square, c.Number))
	}
	if err := chromedp.Do(ctx,
		chromedp.Navigate(shared.server.URL+"/?before#day=2026-11-29"),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle^="8x8c:"]`)),
	); err != nil {
		t.Fatalf("the puzzle of 2026-11-29: %v", err)
	}
	got29 := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.puzzle`)
	if want29 := "8x8c:" + strings.Join(sortedByNumber(code), ","); got29 != want29 {
		t.Errorf("the puzzle of Sunday 2026-11-29 = %s, want the one it gave before shaped days, %s", got29, want29)
	}
}

// sortedBoardOrder orders squares as the page lists a board's: rank 8
// first (the top row), a to h within a rank.
func sortedBoardOrder(squares []string) []string {
	out := slices.Clone(squares)
	slices.SortFunc(out, func(a, b string) int {
		if a[1:] != b[1:] {
			return strings.Compare(b[1:], a[1:])
		}
		return strings.Compare(a[:1], b[:1])
	})
	return out
}

// TestBrowserHoleColourBlind checks that a hole is told from a light and
// from a dark square as a colour-blind player sees it: under Chromium's
// emulation of no deficiency, deuteranopia and protanopia
// (Emulation.setEmulatedVisionDeficiency), the mean colour of a hole's
// middle, hatching included, read from screenshot pixels, against the
// middle pixel of an empty light and an empty dark square. Oracle: the
// WCAG 2 contrast ratio (browsertest.Contrast), 3:1 or more as WCAG
// 1.4.11 asks of what must be seen.
func TestBrowserHoleColourBlind(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	ctx := openAddress(t, browsertest.Screens[0], shared.server.URL+"/#shape=4x4o-b2.c2", chromedp.WaitVisible(chromedp.CSS(`#shape-board .sq.hole`)))
	for _, vision := range visions {
		emulateVision(t, ctx, vision)
		look := func(sq string, mean bool) [3]float64 {
			shot, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(fmt.Sprintf(`#shape-board [data-sq=%q]`, sq))))
			if err != nil {
				t.Fatalf("%s: screenshot of %s: %v", vision, sq, err)
			}
			img, err := png.Decode(bytes.NewReader(shot))
			if err != nil {
				t.Fatal(err)
			}
			b := img.Bounds()
			px := func(x, y int) [3]float64 {
				r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
				return [3]float64{float64(r >> 8), float64(g >> 8), float64(bl >> 8)}
			}
			if !mean {
				return px(b.Dx()/2, b.Dy()*3/10)
			}
			var sum [3]float64
			n := 0.0
			for y := b.Dy() / 4; y < b.Dy()*3/4; y++ {
				for x := b.Dx() / 4; x < b.Dx()*3/4; x++ {
					c := px(x, y)
					sum[0], sum[1], sum[2] = sum[0]+c[0], sum[1]+c[1], sum[2]+c[2]
					n++
				}
			}
			return [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}
		}
		// b2 and c2 are holes; b3 is light and a1 dark, both empty.
		light, dark := look("b3", false), look("a1", false)
		for _, hole := range []string{"b2", "c2"} {
			c := look(hole, true)
			for _, sq := range []struct {
				name string
				rgb  [3]float64
			}{{"light", light}, {"dark", dark}} {
				if r := browsertest.Contrast(c, sq.rgb); r < 3 {
					t.Errorf("%s: the hole %s (mean %v) against a %s square %v: %.2f:1, want 3:1 or more", vision, hole, c, sq.name, sq.rgb, r)
				}
			}
		}
	}
	browsertest.Shoot(t, ctx, *screenshots, "shape-holes")
}

// sortedByNumber orders clues "sq=n" by n, as the page's links do.
func sortedByNumber(clues []string) []string {
	out := slices.Clone(clues)
	num := func(c string) int {
		var n int
		_, after, _ := strings.Cut(c, "=")
		fmt.Sscan(after, &n)
		return n
	}
	slices.SortFunc(out, func(a, b string) int { return num(a) - num(b) })
	return out
}
