package serve

import (
	"context"
	"fmt"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/knightcert/knight/board"
)

// legalFrom is the oracle for the page's legal moves: the squares a knight
// reaches from the path's last square that the path has not visited,
// computed here from the rule of the move alone.
func legalFrom(b board.Board, path board.Path) []board.Square {
	if len(path) == 0 {
		return nil
	}
	seen := map[board.Square]bool{}
	for _, s := range path {
		seen[s] = true
	}
	at := path[len(path)-1]
	var out []board.Square
	for _, d := range [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		x, y := at.X+d[0], at.Y+d[1]
		s := board.Square{X: x, Y: y}
		if x >= 1 && x <= b.W && y >= 1 && y <= b.H && !seen[s] {
			out = append(out, s)
		}
	}
	return out
}

// stuckPath plays on b from start, always the legal move listed first by
// legalFrom, until no move is left; it fails the test unless that ends
// short of a tour.
func stuckPath(t *testing.T, b board.Board, start board.Square) board.Path {
	t.Helper()
	path := board.Path{start}
	for {
		next := legalFrom(b, path)
		if len(next) == 0 {
			break
		}
		path = append(path, next[0])
	}
	if len(path) == b.Size() {
		t.Fatalf("the game from %v on %v is a tour, want a stuck one", start, b)
	}
	return path
}

// press sends keys to the focused element.
func press(ctx context.Context, keys ...string) error {
	var steps []chromedp.Action[chromedp.Void]
	for _, k := range keys {
		steps = append(steps, chromedp.KeyEvent(k))
	}
	return chromedp.Do(ctx, steps...)
}

// focused says which element has focus: a square's name, else its id.
const focusedJS = `(() => { const a = document.activeElement; return a ? (a.dataset.sq || a.id || a.tagName) : "none"; })()`

// squareLabel is the accessible name the page gives square s.
func squareLabel(t *testing.T, ctx context.Context, s board.Square) string {
	return browsertest.Eval(t, ctx, fmt.Sprintf(`document.querySelector('#board [data-sq="%v"]').getAttribute("aria-label")`, s))
}

// checkLabels compares every square's accessible name with what the
// oracle says the square is: the knight's, visited at its move, a legal
// move (legalFrom), or empty.
func checkLabels(t *testing.T, ctx context.Context, b board.Board, path board.Path) {
	t.Helper()
	at := map[board.Square]int{}
	for i, s := range path {
		at[s] = i
	}
	legal := map[board.Square]bool{}
	for _, s := range legalFrom(b, path) {
		legal[s] = true
	}
	labels := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#board .sq")].map(c => c.dataset.sq + "=" + c.getAttribute("aria-label")).join("\n")`)
	for _, line := range strings.Split(labels, "\n") {
		name, label, _ := strings.Cut(line, "=")
		s := board.MustParseSquare(name)
		var want string
		switch i, ok := at[s]; {
		case ok && i == len(path)-1:
			want = fmt.Sprintf("%v, knight here, square %d", s, i+1)
		case ok:
			want = fmt.Sprintf("%v, visited, square %d", s, i+1)
		case legal[s]:
			want = fmt.Sprintf("%v, legal move", s)
		case len(path) == 0:
			want = fmt.Sprintf("%v, start here", s)
		default:
			want = fmt.Sprintf("%v, empty", s)
		}
		if label != want {
			t.Errorf("square %v is named %q, want %q", s, label, want)
		}
	}
}

// TestBrowserKeyboardPlay plays a 5x5 game with the keyboard alone to where
// it is stuck and undoes it back to the start: the size applies as soon as
// it is chosen, arrow keys move the cursor, Enter moves the knight, every
// square's name says what it is (oracle: legalFrom and the path played),
// the knight is drawn on its square beside its number, and focus never
// leaves the control the player used, also after an answer.
func TestBrowserKeyboardPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	b := board.MustParse("5x5")
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			// Choosing the size is enough: no "New game" press.
			browsertest.Eval(t, ctx, `for (const id of ["play-w", "play-h"]) { const s = document.getElementById(id); s.value = "5"; s.dispatchEvent(new Event("change")); } "ok"`)
			if got := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#board .sq").length)`); got != "25" {
				t.Fatalf("squares after choosing 5x5 = %s, want 25 at once", got)
			}
			checkLabels(t, ctx, b, nil)
			// From the tour-kind box, Tab reaches New game, then the board's
			// one tab stop: its top-left square.
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("play-kind"))); err != nil {
				t.Fatal(err)
			}
			if err := press(ctx, kb.Tab, kb.Tab); err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, focusedJS); got != "a5" {
				t.Fatalf("two Tabs after the tour kind focus %s, want the board's a5", got)
			}
			cur := board.MustParseSquare("a5")
			path := stuckPath(t, b, board.MustParseSquare("c3"))
			for i, s := range path {
				var keys []string
				for ; cur.X < s.X; cur.X++ {
					keys = append(keys, kb.ArrowRight)
				}
				for ; cur.X > s.X; cur.X-- {
					keys = append(keys, kb.ArrowLeft)
				}
				for ; cur.Y < s.Y; cur.Y++ {
					keys = append(keys, kb.ArrowUp)
				}
				for ; cur.Y > s.Y; cur.Y-- {
					keys = append(keys, kb.ArrowDown)
				}
				if err := press(ctx, append(keys, kb.Enter)...); err != nil {
					t.Fatal(err)
				}
				if got := browsertest.Eval(t, ctx, focusedJS); got != s.String() {
					t.Fatalf("after move %d focus is on %s, want %v", i, got, s)
				}
				if got, want := squareLabel(t, ctx, s), fmt.Sprintf("%v, knight here, square %d", s, i+1); got != want {
					t.Fatalf("after move %d the square is named %q, want %q", i, got, want)
				}
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("board").dataset.path`); got != path.String() {
				t.Fatalf("path played = %q, want %q", got, path)
			}
			checkLabels(t, ctx, b, path)
			status := browsertest.Eval(t, ctx, `document.getElementById("status").textContent`)
			if want := fmt.Sprintf("Stuck after move %d (%v): %d squares left", len(path)-1, path[len(path)-1], b.Size()-len(path)); !strings.Contains(status, want) {
				t.Errorf("status when stuck = %q, want %q in it", status, want)
			}
			knightVisible(t, ctx)
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-play-stuck")

			// Where did I go wrong, by keyboard: Tab, Tab to its button.
			if err := press(ctx, kb.Tab); err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, focusedJS); got != "undo" {
				t.Fatalf("Tab from the board focuses %s, want undo", got)
			}
			if err := chromedp.Do(ctx,
				chromedp.KeyEvent(kb.Tab), chromedp.KeyEvent(kb.Enter),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.dead`)),
			); err != nil {
				t.Fatalf("where did I go wrong: %v", err)
			}
			if got := browsertest.Eval(t, ctx, focusedJS); got != "blame" {
				t.Errorf("after the answer focus is on %s, want blame still", got)
			}
			checkNumberContrast(t, ctx, "#board .sq .num")
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-play-blame")

			// Undo, pressed with Enter, back to the empty board.
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))); err != nil {
				t.Fatal(err)
			}
			for n := len(path) - 1; n >= 0; n-- {
				if err := press(ctx, kb.Enter); err != nil {
					t.Fatal(err)
				}
				if n == len(path)-1 {
					checkLabels(t, ctx, b, path[:n])
				}
				if got := browsertest.Eval(t, ctx, focusedJS); got != "undo" {
					t.Fatalf("after undo to %d squares focus is on %s, want undo", n, got)
				}
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("board").dataset.path`); got != "" {
				t.Errorf("path after undoing every move = %q, want empty", got)
			}
			checkLabels(t, ctx, b, nil)
		})
	}
}

// knightVisible checks that the knight's square shows the knight, opaque,
// inside the square and clear of its move number.
func knightVisible(t *testing.T, ctx context.Context) {
	t.Helper()
	got := browsertest.Eval(t, ctx, `(() => {
		const c = document.querySelector("#board .sq.knight"), g = c && c.querySelector(".piece-glyph"), n = c && c.querySelector(".num");
		if (!g) return "no knight drawn";
		const s = getComputedStyle(g), rg = document.createRange(); rg.selectNodeContents(g); const r = rg.getBoundingClientRect(), q = c.getBoundingClientRect(), m = n.getBoundingClientRect();
		if (g.textContent !== "\u265E") return "glyph " + g.textContent;
		if (s.opacity !== "1" || s.visibility !== "visible") return "opacity " + s.opacity;
		if (r.left < q.left - 1 || r.right > q.right + 1 || r.top < q.top - 1 || r.bottom > q.bottom + 1) return "outside its square";
		const overlap = Math.max(0, Math.min(r.right, m.right) - Math.max(r.left, m.left)) * Math.max(0, Math.min(r.bottom, m.bottom) - Math.max(r.top, m.top));
		if (overlap > 0.1 * r.width * r.height) return "covers the number";
		if (r.width < 0.4 * q.width) return "too small: " + Math.round(r.width) + " of " + Math.round(q.width) + " px";
		return "ok";
	})()`)
	if got != "ok" {
		t.Errorf("the knight on its square: %s", got)
	}
}
