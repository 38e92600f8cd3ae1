package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
)

// axNode is a node of Chromium's accessibility tree, as much as the tests
// read of it.
type axNode struct {
	role, name string
	ignored    bool
}

// axTree is the page's accessibility tree as Chromium computes it: the
// names a screen reader reads, not the attributes the page set.
func axTree(t *testing.T, ctx context.Context) []axNode {
	t.Helper()
	nodes, err := chromedp.Run(ctx, chromedp.Action[[]*accessibility.Node](func(ctx context.Context, tg *chromedp.Target) ([]*accessibility.Node, error) {
		r, err := cdp.Call(ctx, tg, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		return r.Nodes, err
	}))
	if err != nil {
		t.Fatalf("accessibility tree: %v", err)
	}
	str := func(v *accessibility.Value) string {
		if v == nil || len(v.Value) == 0 {
			return ""
		}
		var s string
		if json.Unmarshal(v.Value, &s) != nil {
			return string(v.Value)
		}
		return s
	}
	out := make([]axNode, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, axNode{role: str(n.Role), name: str(n.Name), ignored: n.Ignored})
	}
	return out
}

// checkNumberContrast reads the computed colour and background of every
// number shown on the squares under sel and checks WCAG AA (4.5:1). A
// number's background must be opaque: the lines drawn under it and the
// square's colour then cannot change its contrast.
func checkNumberContrast(t *testing.T, ctx context.Context, sel string) int {
	t.Helper()
	js := fmt.Sprintf(`[...document.querySelectorAll(%q)].filter(n => n.textContent !== "").map(n => { const s = getComputedStyle(n); return [n.closest(".sq").className, n.textContent, s.color, s.backgroundColor].join("|"); }).join("\n")`, sel)
	out := browsertest.Eval(t, ctx, js)
	if out == "" {
		return 0
	}
	lines := strings.Split(out, "\n")
	for _, line := range lines {
		f := strings.Split(line, "|")
		fg, fa, err1 := browsertest.ParseColour(f[2])
		bg, ba, err2 := browsertest.ParseColour(f[3])
		if err1 != nil || err2 != nil {
			t.Fatalf("number %s on %q: colours %s on %s: %v %v", f[1], f[0], f[2], f[3], err1, err2)
		}
		if ba != 1 || fa != 1 {
			t.Errorf("number %s on square %q: colour %s on %s, want both opaque", f[1], f[0], f[2], f[3])
			continue
		}
		if r := browsertest.Contrast(fg, bg); r < 4.5 {
			t.Errorf("number %s on square %q: contrast %.2f:1 (%s on %s), want at least 4.5:1", f[1], f[0], r, f[2], f[3])
		}
	}
	return len(lines)
}

// TestBrowserAccessible plays a few moves, asks for a hint and shows the
// completion, then checks what a screen reader and a low-vision reader
// get: every square and every control has a name in Chromium's own
// accessibility tree, the tabs have their roles, and every number drawn
// (moves, the knight's, the completion's, the grader's) has a contrast of
// at least 4.5:1 computed from the colours Chromium computed, with lines
// painted under the numbers and the move dots under them too.
func TestBrowserAccessible(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			browsertest.Eval(t, ctx, `for (const id of ["play-w", "play-h"]) { const s = document.getElementById(id); s.value = "6"; s.dispatchEvent(new Event("change")); } "ok"`)
			for _, s := range []string{"a1", "b3", "c5", "e6"} {
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%s"]`, s)))); err != nil {
					t.Fatal(err)
				}
			}
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("hint")),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)),
				chromedp.Click(chromedp.ID("completion")),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.ghost`)),
			); err != nil {
				t.Fatalf("hint and completion: %v", err)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-play-completion")
			if n := checkNumberContrast(t, ctx, "#board .sq .num"); n != 36 {
				t.Errorf("%d numbers on the 6x6 board after showing a completion, want 36", n)
			}
			// Lines under numbers, move dots under numbers: the paint order.
			order := browsertest.Eval(t, ctx, `(() => {
				const z = (e, p) => parseInt(getComputedStyle(e, p).zIndex, 10) || 0;
				const num = document.querySelector("#board .num"), lines = document.querySelector("#board svg.lines");
				const dot = document.querySelector("#board .sq.legal, #board .sq");
				return [z(lines), z(num), z(dot, "::before"), getComputedStyle(document.getElementById("board")).isolation].join(" ");
			})()`)
			f := strings.Fields(order)
			lines, num, dot := atoi(f[0]), atoi(f[1]), atoi(f[2])
			if !(lines < num && dot < num) || f[3] != "isolate" {
				t.Errorf("z-index lines %d, numbers %d, move dots %d, board isolation %s: want lines and dots under numbers in the board's own stacking context", lines, num, dot, f[3])
			}

			tree := axTree(t, ctx)
			roles := map[string]int{}
			squares := 0
			for _, n := range tree {
				if n.ignored {
					continue
				}
				roles[n.role]++
				switch n.role {
				case "button", "combobox", "textbox", "tab", "checkbox", "spinbutton":
					if strings.TrimSpace(n.name) == "" {
						t.Errorf("a %s has no accessible name", n.role)
					}
				}
				if n.role == "button" && len(n.name) >= 2 {
					if _, err := board.ParseSquare(strings.SplitN(n.name, ",", 2)[0]); err == nil && strings.Contains(n.name, ",") {
						squares++
					}
				}
			}
			if squares != 36 {
				t.Errorf("%d squares named in the accessibility tree (square, then what it is), want 36", squares)
			}
			if roles["tablist"] != 1 || roles["tab"] != 5 || roles["tabpanel"] != 1 {
				t.Errorf("roles: %d tablist, %d tab, %d tabpanel shown, want 1, 5, 1", roles["tablist"], roles["tab"], roles["tabpanel"])
			}
			// The tabs follow the arrow keys, as a tab list does.
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("tab-play")), chromedp.KeyEvent(kb.ArrowRight)); err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, `[document.activeElement.id, document.getElementById("tab-check").getAttribute("aria-selected"), document.getElementById("check").hidden].join(" ")`); got != "tab-check true false" {
				t.Errorf("ArrowRight on the Play tab: focus, selected, hidden = %s, want tab-check true false", got)
			}
			// Every form control in the page, hidden tabs included, has a
			// label the browser computes.
			unlabelled := browsertest.Eval(t, ctx, `[...document.querySelectorAll("button, select, input, textarea")].filter(e => !(e.labels && e.labels.length) && !e.getAttribute("aria-label") && !e.textContent.trim()).map(e => e.id || e.className).join(" ")`)
			if unlabelled != "" {
				t.Errorf("controls without a label: %s", unlabelled)
			}
		})
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// TestBrowserSurvey surveys 3x4, a board the old page could not ask about,
// through the page: each square says its answer with a symbol, not only a
// colour, and the answer is prove's for a tour from that square (the
// oracle: prove.Tour called here, without the server); a start without a
// tour says why when tapped, in prove's words.
func TestBrowserSurvey(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	b := board.MustParse("3x4")
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			browsertest.Eval(t, ctx, `document.getElementById("survey-w").value = "3"; document.getElementById("survey-h").value = "4"; "ok"`)
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.CSS(`.tab[data-tab="survey"]`)),
				chromedp.Click(chromedp.ID("survey-run")),
				chromedp.WaitVisible(chromedp.CSS(`#survey-board .sq[data-status]`)),
			); err != nil {
				t.Fatalf("survey: %v", err)
			}
			symbol := map[board.Status]string{board.Found: "\u2713", board.None: "\u2717"}
			var no board.Square
			for y := int32(1); y <= b.H; y++ {
				for x := int32(1); x <= b.W; x++ {
					s := board.Square{X: x, Y: y}
					a, err := prove.Tour(context.Background(), board.Problem{Board: b, Prefix: board.Path{s}}, prove.Options{})
					if err != nil {
						t.Fatal(err)
					}
					got := browsertest.Eval(t, ctx, fmt.Sprintf(`document.querySelector('#survey-board [data-sq="%v"] .num').textContent`, s))
					if want := symbol[a.Status]; got != want {
						t.Errorf("survey square %v shows %q, want %q (prove: %v)", s, got, want, a.Status)
					}
					if a.Status == board.None {
						no = s
					}
				}
			}
			if no == (board.Square{}) {
				t.Fatal("no square of 3x4 without a tour: the test needs one")
			}
			legend := browsertest.Eval(t, ctx, `document.querySelector("#survey .legend").textContent`)
			for _, sym := range symbol {
				if !strings.Contains(legend, sym) {
					t.Errorf("legend %q does not explain %s", legend, sym)
				}
			}
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.CSS(fmt.Sprintf(`#survey-board .sq.no[data-sq="%v"]`, no))),
				chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#survey-explain[data-square="%v"]`, no))),
			); err != nil {
				t.Fatalf("why not from %v: %v", no, err)
			}
			a, err := prove.Tour(context.Background(), board.Problem{Board: b, Prefix: board.Path{no}}, prove.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("survey-explain").textContent`); !strings.Contains(got, a.Explain()) {
				t.Errorf("explanation of %v = %q, want prove's %q in it", no, got, a.Explain())
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-survey")
		})
	}
}

// TestBrowserEvidenceAccessible asks where the case-split game went wrong
// and checks the evidence panel for a keyboard and screen-reader user:
// every control of the panel has a name in Chromium's accessibility tree
// (and a label in the DOM), Tab reaches the case split's moves, Enter
// walks one level down with focus kept in the tree, the replay steps with
// Enter; and every text of the explanation and the panel (sentences,
// legend, table, buttons) and every piece label on the board has a
// contrast of at least 4.5:1 against the background it is drawn on
// (WCAG AA), computed from Chromium's computed colours.
func TestBrowserEvidenceAccessible(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	_, split := browsertest.EvidenceGames(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			browsertest.SetSize(t, ctx, split.Board)
			browsertest.Play(t, ctx, split.Path)
			browsertest.Blame(t, ctx)
			unlabelled := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#evidence button, #evidence summary")].filter(e => !e.getAttribute("aria-label") && !e.textContent.trim()).map(e => e.id || e.className).join(" ")`)
			if unlabelled != "" {
				t.Errorf("evidence controls without a label: %s", unlabelled)
			}
			named := 0
			for _, n := range axTree(t, ctx) {
				if !n.ignored && n.role == "button" && strings.HasPrefix(n.name, "try ") {
					named++
				}
			}
			if want := len(split.Certificate.(evidence.CaseSplit).Branches); named != want {
				t.Errorf("%d case-split moves named in the accessibility tree, want %d", named, want)
			}
			// Keyboard only: from "Where did I go wrong?", Tab to the first
			// move of the case split and take it with Enter.
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("blame"))); err != nil {
				t.Fatal(err)
			}
			reached := false
			for range 30 {
				if err := press(ctx, kb.Tab); err != nil {
					t.Fatal(err)
				}
				if browsertest.Eval(t, ctx, `document.activeElement.classList.contains("branch-move") ? "yes" : "no"`) == "yes" {
					reached = true
					break
				}
			}
			if !reached {
				t.Fatal("30 Tabs from Where did I go wrong? never reach a move of the case split")
			}
			if err := press(ctx, kb.Enter); err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("ev-tree").dataset.depth + " " + (document.activeElement.closest("#ev-tree") ? "in tree" : document.activeElement.tagName)`); got != "1 in tree" {
				t.Errorf("after Enter on a move: depth and focus %q, want 1 in tree", got)
			}
			textContrast(t, ctx, "#explain *, #evidence *")
			browsertest.CheckPlainLabels(t, ctx)
			// The replay by keyboard: Enter on its button, then Enter steps.
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("ev-replay"))); err != nil {
				t.Fatal(err)
			}
			if err := press(ctx, kb.Enter, kb.Enter); err != nil {
				t.Fatal(err)
			}
			before := len(split.Path[:split.FirstDead])
			if got := browsertest.Eval(t, ctx, `document.activeElement.id + " " + document.getElementById("board").dataset.replay.split(" ").length`); got != fmt.Sprintf("ev-next %d", before+1) {
				t.Errorf("replay by keyboard: focus and squares shown %q, want ev-next %d", got, before+1)
			}
			textContrast(t, ctx, "#explain *, #evidence *")
		})
	}
}

// textContrast checks that every element under sel that holds text of
// its own, and is not a disabled control, has a contrast of at least
// 4.5:1 against the first opaque background behind it.
func textContrast(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	out := browsertest.Eval(t, ctx, fmt.Sprintf(`[...document.querySelectorAll(%q)].filter(e => !e.disabled && e.offsetParent !== null && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())).map(e => {
		let b = e, bg = "rgb(250, 250, 250)";
		for (; b; b = b.parentElement) { const c = getComputedStyle(b).backgroundColor; if (c.startsWith("rgb(")) { bg = c; break; } }
		return [e.tagName + "." + e.className, e.textContent.trim().slice(0, 20), getComputedStyle(e).color, bg].join("|");
	}).join("\n")`, sel))
	if out == "" {
		t.Fatalf("no text under %s", sel)
	}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Split(line, "|")
		fg, fa, err1 := browsertest.ParseColour(f[2])
		bg, _, err2 := browsertest.ParseColour(f[3])
		if err1 != nil || err2 != nil || fa != 1 {
			t.Errorf("text %q of %s: colour %s on %s, want opaque colours", f[1], f[0], f[2], f[3])
			continue
		}
		if r := browsertest.Contrast(fg, bg); r < 4.5 {
			t.Errorf("text %q of %s: contrast %.2f:1 (%s on %s), want at least 4.5:1", f[1], f[0], r, f[2], f[3])
		}
	}
}
