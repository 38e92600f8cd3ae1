package serve

import (
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/verify"
)

// The three ways the engine's words say where a deduction certificate's
// deductions stop (puzzle/split_deduce.go).
var (
	noSquareWords  = regexp.MustCompile(`^no solution: the deductions.* leave (\d+) with no square$`)
	noNumberWords  = regexp.MustCompile(`^no solution: the deductions.* leave ([a-p]\d+) with no number$`)
	ownSquareWords = regexp.MustCompile(`^no solution: the deductions.* rule out (\d+)'s own square, ([a-p]\d+)$`)
)

// TestBrowserPuzzleDeductionOutline enters numbers into sixBySixClosed
// whose blame is a deduction certificate, one for each way its words
// say where the deductions stop, and checks the squares the page
// outlines. Oracle: the verdict as verify reads it (ParseVerdict, the
// strict reader, and verify.PuzzleVerdict, which runs the deductions
// again): a square left with no number, or a clue's own square ruled
// out, is that square, the clue's own in the certificate's puzzle; a
// number left with no square is squeezed out by the nearest numbers
// before and after it in the certificate's puzzle (round the closed
// tour), found here from its clues. The words' claim itself is the
// deductions' fixed point, which verify re-runs; the outline is what the
// page makes of it.
func TestBrowserPuzzleDeductionOutline(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	cases := []struct {
		name  string
		moves []string // square=number, in the order entered
		words *regexp.Regexp
	}{
		{"no square", []string{"c4=1", "a5=2", "e5=4", "d3=5"}, noSquareWords},
		{"no number", []string{"b3=1"}, noNumberWords},
		{"own square", []string{"a2=1"}, ownSquareWords},
	}
	startBrowser(t)
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "-"), func(t *testing.T) {
			_, doc := post(t, shared.server.URL+"/v1/puzzle/blame?closed&moves="+url.QueryEscape(strings.Join(c.moves, " ")), sixBySixClosed)
			v, err := puzzlecert.ParseVerdict(doc, evidence.DefaultLimits)
			if err != nil {
				t.Fatalf("the blame endpoint's verdict: %v\n%s", err, doc)
			}
			if _, err := verify.PuzzleVerdict(v); err != nil {
				t.Fatalf("verify refuses the verdict: %v", err)
			}
			if v.Evidence == nil || v.Evidence.Certificate == nil || v.Evidence.Certificate.Kind() != "deduction" {
				t.Fatalf("blame of %v: evidence %+v, want a deduction certificate", c.moves, v.Evidence)
			}
			p := v.Evidence.Puzzle
			at := map[int]string{} // the certificate's puzzle: number to square
			for _, k := range p.Clues {
				at[k.Number] = k.Square.String()
			}
			words := v.Evidence.Explanation
			m := c.words.FindStringSubmatch(words)
			if m == nil {
				t.Fatalf("the engine's words %q do not say where the deductions stop as %v does", words, c.words)
			}
			var want []string
			switch c.words {
			case noNumberWords:
				want = []string{m[1]}
				if slices.Contains(slices.Collect(maps.Values(at)), m[1]) {
					t.Fatalf("%s, left with no number, holds one in the certificate's puzzle", m[1])
				}
			case ownSquareWords:
				n, _ := strconv.Atoi(m[1])
				if at[n] != m[2] {
					t.Fatalf("the words name %d's own square %s; the certificate's puzzle has %d on %q", n, m[2], n, at[n])
				}
				want = []string{m[2]}
			case noSquareWords:
				n, _ := strconv.Atoi(m[1])
				size := p.Last() - p.First + 1
				round := func(k int) int { return p.First + ((k-p.First)%size+size)%size }
				before, after := n, n
				for before = n - 1; at[round(before)] == ""; before-- {
				}
				for after = n + 1; at[round(after)] == ""; after++ {
				}
				want = []string{at[round(before)], at[round(after)]}
			}
			// The wrong entry is marked wrong, not outlined.
			want = slices.DeleteFunc(want, func(s string) bool { return s == v.Entry.Square.String() })
			slices.Sort(want)
			want = slices.Compact(want)

			ctx := openLink(t, browsertest.Screens[0], shared.server.URL+"/"+sixBySixLink)
			for _, mv := range c.moves {
				sq, num, _ := strings.Cut(mv, "=")
				n, _ := strconv.Atoi(num)
				browsertest.PadPlace(t, ctx, false, sq, n)
			}
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("puzzle-blame")),
				chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-evidence="deduction"]`)),
			); err != nil {
				t.Fatalf("where did I go wrong: %v (explanation %q)", err, browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
			}
			got := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.forced")].map(c => c.dataset.sq).join(" ")`))
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("the page outlines %v, want %v (from %q and the certificate's puzzle %v)", got, want, words, at)
			}
			if w := browsertest.Eval(t, ctx, `document.querySelector("#puzzle-board .sq.wrong").dataset.sq`); w != v.Entry.Square.String() {
				t.Errorf("the page marks %s wrong, want the verdict's entry %v", w, v.Entry.Square)
			}
			if len(want) > 0 {
				legend := browsertest.Eval(t, ctx, `document.getElementById("pz-legend").textContent`)
				if !strings.Contains(legend, "the square where the deductions stop") && !strings.Contains(legend, "nearest numbers before and after") {
					t.Errorf("the legend %q does not say what the outline is", legend)
				}
			}
			browsertest.Shoot(t, ctx, *screenshots, "puzzle-deduction-"+strings.ReplaceAll(c.name, " ", "-"))
		})
	}
}
