package notation

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// htmlBreakWrappers write two tours as numbered grids whose rows are
// joined by HTML line breaks of several spellings, cells padded with
// spaces or "&nbsp;", the tours parted by two breaks, all on one line or
// a tour a line, as PHP's echo meant for a browser prints them.
func htmlBreakWrappers() []propWrapper {
	layouts := []struct {
		name      string
		br, sep   string
		tourSep   string
		zeroWidth bool
	}{
		{"php echo", "<br>", " ", "<br><br>", true},
		{"xhtml", "<br />", " ", "<br /><br />", false},
		{"upper case", "<BR>", "&nbsp;", "<BR><BR>", false},
		{"slash", "<br/>", "&nbsp;&nbsp;", "<br/>\n", true},
		{"trailing space", " <br>", " ", " <br><br>", true},
	}
	var out []propWrapper
	for _, l := range layouts {
		f := "%d"
		if l.zeroWidth {
			f = "%02d"
		}
		out = append(out, propWrapper{"html breaks " + l.name, true, 2, func(ts []propTour) string {
			var parts []string
			for _, pt := range ts[:2] {
				parts = append(parts, rowsWith(pt, "", f, l.sep, "", l.br))
			}
			return strings.Join(parts, l.tourSep) + l.br + "\n"
		}})
	}
	return out
}

// TestHTMLBreaksProperty writes random tours through every HTML-break
// printout (htmlBreakWrappers) and checks them as every printout is
// checked (wrappersReadRight: the oracle is the tour the test wrote,
// faults checked by walkCheck). Besides: with a number written twice in
// the second tour, a refusal or fault names a line and column of the
// input as written, at a number, not of the text the breaks became.
func TestHTMLBreaksProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 24))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 4, H: 5}}
	wrappersReadRight(t, rng, htmlBreakWrappers(), boards...)
	placed := 0
	for _, b := range boards {
		ts := []propTour{newPropTour(b, warnsdorffWalk(rng, b, 2000)), newPropTour(b, warnsdorffWalk(rng, b, 2000))}
		ts[1].rows = slices.Clone(ts[1].rows)
		ts[1].rows[1] = slices.Clone(ts[1].rows[1])
		ts[1].rows[1][2] = ts[1].rows[2][1]
		for _, w := range htmlBreakWrappers() {
			text := w.wrap(ts)
			lines := strings.Split(text, "\n")
			tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if code == 0 {
				t.Errorf("%v/%s: a number written twice passed (%v):\n%s", b, w.name, verdicts, text)
			}
			for _, tr := range tours {
				var pe *board.ParseError
				if !errors.As(tr.Err, &pe) {
					continue
				}
				placed++
				if pe.Line < 1 || pe.Line > len(lines) || pe.Col < 1 || pe.Col > len(lines[pe.Line-1]) || !isDigit(lines[pe.Line-1][pe.Col-1]) {
					t.Errorf("%v/%s: fault at %d:%d (%v), not at a number of the input:\n%s", b, w.name, pe.Line, pe.Col, tr.Err, text)
				}
			}
		}
	}
	if placed == 0 {
		t.Error("no fault placed: the positions went unchecked")
	}
	t.Logf("%d faults placed in the input", placed)
}

// TestHTMLBreaksSample reads the real output the rule comes from: PHP's
// echo of a start board and a tour, rows joined by "<br>", on one line.
// The oracle is the blind answer: one valid 8x8 tour.
func TestHTMLBreaksSample(t *testing.T) {
	b, err := os.ReadFile("testdata/unseen/php-run-valdas-knit-html-br-8x8.txt")
	if err != nil {
		t.Fatal(err)
	}
	tours, verdicts, code := textExit(string(bytes.TrimRight(b, "\n"))+"\n", ReadOptions{}, walkCheck)
	if code != 0 || len(tours) != 1 || tours[0].Readings[0].Board != (board.Board{W: 8, H: 8}) {
		t.Errorf("exit %d, %d tours (%v), want one valid 8x8 tour", code, len(tours), verdicts)
	}
}
