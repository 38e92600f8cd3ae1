package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// TestBrowserShapePieces asks the Shapes tab to prove boards whose
// leaper graph falls apart and checks the drawing of the disconnected
// certificate: every piece outlined and lettered, one letter a piece.
// Oracles: the pieces are browsertest.LeaperPieces', the test's own search on the
// mask and the leaps (Knuth, "Leaper graphs", 1994, predicts each split:
// the giraffe (1,4) needs a side of 8, the zebra (2,3) one of 6, and the
// (1,6) leaper one of 12); the certificate's named squares, read from
// the prove endpoint, each lie in a piece of their own; each label reads
// 4.5:1 on its background and each outline 3:1 on the white halo under
// it, over either square colour (WCAG 1.4.3 and 1.4.11), the letters, not
// the colours, telling the pieces apart.
func TestBrowserShapePieces(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	cases := []struct {
		name, size, piece string
		leaps             [][2]int
		holes             []string
	}{
		{"giraffe", "6x6", "giraffe", [][2]int{{1, 4}}, nil},
		{"knight-holes", "8x8", "knight", [][2]int{{1, 2}}, []string{"b3", "c2", "d4", "e5"}},
		{"zebra-hole", "5x5", "zebra", [][2]int{{2, 3}}, []string{"c3"}},
		// More pieces than the certificate names (evidence.MaxPiecesNamed).
		{"leaper-1-6", "8x8", "(1,6)", [][2]int{{1, 6}}, nil},
	}
	startBrowser(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var w, h int
			fmt.Sscanf(c.size, "%dx%d", &w, &h)
			holes := map[string]bool{}
			for _, s := range c.holes {
				holes[s] = true
			}
			want := browsertest.LeaperPieces(w, h, holes, c.leaps)
			if len(want) < 2 {
				t.Fatalf("the oracle finds %d piece on %s for %s: the case wants a board that falls apart", len(want), c.size, c.piece)
			}
			q := url.Values{"board": {c.size}}
			code := c.size + "o"
			if len(c.holes) > 0 {
				q.Set("holes", strings.Join(c.holes, ","))
				code += "-" + strings.Join(sortedBoardOrder(c.holes), ".")
			}
			if c.piece != "knight" {
				q.Set("piece", c.piece)
				code += "@" + c.piece
			}
			_, doc := post(t, shared.server.URL+"/v1/prove?"+q.Encode(), "")
			var answer struct {
				Status      string
				Certificate struct {
					Kind       string
					Squares    []string
					Components int
				}
			}
			if err := json.Unmarshal(doc, &answer); err != nil || answer.Certificate.Kind != "disconnected" {
				t.Fatalf("prove %s: %s (%v), want a disconnected certificate", q.Encode(), doc, err)
			}
			cert := answer.Certificate
			if cert.Components != len(want) || len(cert.Squares) != min(len(want), evidence.MaxPiecesNamed) {
				t.Errorf("the certificate counts %d pieces and names %d squares; the oracle has %d pieces (names at most %d)", cert.Components, len(cert.Squares), len(want), evidence.MaxPiecesNamed)
			}

			ctx := openAddress(t, browsertest.Screens[0], shared.server.URL+"/#shape="+code, chromedp.WaitVisible(chromedp.CSS(`#shape-board .sq`)))
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("shape-prove")),
				chromedp.WaitVisible(chromedp.CSS(`#shape-board[data-status="none"]`)),
			); err != nil {
				t.Fatalf("prove: %v (status %q)", err, browsertest.Eval(t, ctx, `document.getElementById("shape-status").textContent`))
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("shape-board").dataset.certificate`); got != "disconnected" {
				t.Fatalf("the page shows a %q certificate, want disconnected", got)
			}
			got := map[string][]string{}
			for _, f := range strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#shape-board .sq[data-piece]")].map(c => c.dataset.piece + "=" + c.dataset.sq).join(" ")`)) {
				label, sq, _ := strings.Cut(f, "=")
				got[label] = append(got[label], sq)
			}
			wantSet := map[string]bool{}
			for _, p := range want {
				wantSet[strings.Join(p, " ")] = true
			}
			if len(got) != len(want) {
				t.Errorf("%d pieces lettered on the board, want the oracle's %d", len(got), len(want))
			}
			pieceOf := map[string]string{}
			for label, squares := range got {
				slices.Sort(squares)
				if !wantSet[strings.Join(squares, " ")] {
					t.Errorf("piece %s = %v, not a piece of the oracle's %v", label, squares, want)
				}
				for _, s := range squares {
					pieceOf[s] = label
				}
			}
			for s := range holes {
				if l, ok := pieceOf[s]; ok {
					t.Errorf("the hole %s is drawn in piece %s", s, l)
				}
			}
			named := map[string]string{}
			for _, s := range cert.Squares {
				l := pieceOf[s]
				if other, ok := named[l]; ok || l == "" {
					t.Errorf("the certificate's %s is drawn in piece %q, with %s: want a piece of its own", s, l, other)
				}
				named[l] = s
			}
			legend := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#shape-legend li[data-piece]")].map(li => li.dataset.piece).join(" ")`))
			outlined := strings.Fields(browsertest.Eval(t, ctx, `[...new Set([...document.querySelectorAll("#shape-board svg path.outline")].map(p => p.dataset.piece))].join(" ")`))
			for label := range got {
				if !slices.Contains(legend, label) {
					t.Errorf("piece %s is not in the legend %v", label, legend)
				}
				if !slices.Contains(outlined, label) {
					t.Errorf("piece %s has no outline (outlined: %v)", label, outlined)
				}
			}
			sentence := browsertest.Eval(t, ctx, `document.getElementById("shape-explain").textContent`)
			if words := fmt.Sprintf("fall into %d pieces", len(want)); !strings.Contains(sentence, words) {
				t.Errorf("the explanation %q does not say %q", sentence, words)
			}
			for _, s := range cert.Squares {
				if !strings.Contains(sentence, fmt.Sprintf("%s (%s)", s, pieceOf[s])) {
					t.Errorf("the explanation %q does not name %s with its piece %s", sentence, s, pieceOf[s])
				}
			}
			browsertest.CheckPlainLabelsIn(t, ctx, browsertest.Panel{Board: "#shape-board"})
			checkOutlineOnHalo(t, ctx, "#shape-board")
			browsertest.Shoot(t, ctx, *screenshots, "shape-pieces-"+c.name)

			// Another question forgets the drawing.
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#shape-board [data-sq="a1"]`))); err != nil {
				t.Fatal(err)
			}
			if n := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#shape-board .sq[data-piece], #shape-board .plabel, #shape-board svg path").length)`); n != "0" {
				t.Errorf("after carving a1, %s marks of the old drawing stay, want none", n)
			}
		})
	}
}

// checkOutlineOnHalo checks each piece outline of the board sel against
// the white halo drawn under it, laid at its opacity over each square
// colour (style.css's --light and --dark): 3:1 or more, as WCAG 1.4.11
// asks of a mark that must be seen.
func checkOutlineOnHalo(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	out := browsertest.Eval(t, ctx, fmt.Sprintf(`(() => {
		const root = getComputedStyle(document.documentElement);
		const halo = document.querySelector(%q + " svg path.halo");
		const outlines = [...new Set([...document.querySelectorAll(%q + " svg path.outline")].map(p => getComputedStyle(p).stroke))];
		return [root.getPropertyValue("--light").trim(), root.getPropertyValue("--dark").trim(), getComputedStyle(halo).stroke, getComputedStyle(halo).opacity].concat(outlines).join(";");
	})()`, sel, sel))
	f := strings.Split(out, ";")
	if len(f) < 5 {
		t.Fatalf("outlines and halo of %s: %q", sel, out)
	}
	css := func(s string) [3]float64 {
		c, _, err := browsertest.ParseColour(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	halo := css(f[2])
	var alpha float64
	fmt.Sscan(f[3], &alpha)
	for i, square := range [][3]float64{css(f[0]), css(f[1])} {
		var under [3]float64
		for k := range under {
			under[k] = alpha*halo[k] + (1-alpha)*square[k]
		}
		for _, o := range f[4:] {
			if r := browsertest.Contrast(css(o), under); r < 3 {
				t.Errorf("outline %s on the halo over a %s square (%v): %.2f:1, want 3:1", o, []string{"light", "dark"}[i], under, r)
			}
		}
	}
}
