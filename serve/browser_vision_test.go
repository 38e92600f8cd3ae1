package serve

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
)

// frameMarks are the marks drawn as a frame or a dashed outline on a
// square: the hint, the first wrong number, the evidence's numbers, the
// square the number pad writes into, a case split's squares, the squares
// SAT needed and a dead move.
var frameMarks = []string{"hint", "wrong", "forced", "selected", "branch", "needed", "dead"}

// TestBrowserMarksColourBlind checks every frame mark on a light and on a
// dark square as a colour-blind player sees it: Chromium's own emulation
// of deuteranopia and protanopia (Emulation.setEmulatedVisionDeficiency,
// applied to what the screen shows), read back from screenshot pixels.
// Oracle: the WCAG 2 contrast ratio (browsertest.Contrast) of the mark's
// pixel against the square's own, 3:1 or more as WCAG 1.4.11 asks of a
// mark that must be seen; and, so that the test cannot pass on an
// emulation that did nothing, the light square's pixel differs between
// the emulations. Screenshots of the marks under each go to docs/.
func TestBrowserMarksColourBlind(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	sc := browsertest.Screens[0]
	ctx := openLink(t, sc, shared.server.URL+"/#puzzle=8x8o:a1=1")
	// Two inner squares a mark, one light and one dark, with no number
	// and no coordinate: only the square's colour under the mark.
	got := browsertest.Eval(t, ctx, fmt.Sprintf(`(() => {
		const marks = %q.split(" ");
		const free = [...document.querySelectorAll("#puzzle-board .sq")].filter(c => !c.querySelector(".coord") && !c.querySelector(".num").textContent);
		const light = free.filter(c => c.classList.contains("light")), dark = free.filter(c => c.classList.contains("dark"));
		return marks.map((m, i) => { light[i].classList.add(m); dark[i].classList.add(m); return m + ":" + light[i].dataset.sq + ":" + dark[i].dataset.sq; }).join(" ");
	})()`, strings.Join(frameMarks, " ")))
	var marked [][3]string
	for _, f := range strings.Fields(got) {
		p := strings.Split(f, ":")
		marked = append(marked, [3]string{p[0], p[1], p[2]})
	}
	if len(marked) != len(frameMarks) {
		t.Fatalf("marked %q, want each of %v on two squares", got, frameMarks)
	}
	browsertest.Shoot(t, ctx, *screenshots, "marks")
	lightSeen := map[string][3]float64{}
	for _, vision := range []emulation.SetEmulatedVisionDeficiencyType{
		emulation.SetEmulatedVisionDeficiencyTypeNone,
		emulation.SetEmulatedVisionDeficiencyTypeDeuteranopia,
		emulation.SetEmulatedVisionDeficiencyTypeProtanopia,
	} {
		_, err := chromedp.Run(ctx, chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedVisionDeficiency, emulation.SetEmulatedVisionDeficiencyParams{Type: vision})
			return chromedp.Void{}, err
		}))
		if err != nil {
			t.Fatalf("emulate %s: %v", vision, err)
		}
		lowest, at := 99.0, ""
		for _, m := range marked {
			for i, sq := range m[1:] {
				shot, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(fmt.Sprintf(`#puzzle-board [data-sq=%q]`, sq))))
				if err != nil {
					t.Fatalf("%s: screenshot of %s: %v", vision, sq, err)
				}
				img, err := png.Decode(bytes.NewReader(shot))
				if err != nil {
					t.Fatal(err)
				}
				square, mark := markPixels(img)
				if i == 0 && m[0] == marked[0][0] {
					lightSeen[string(vision)] = square
				}
				r := browsertest.Contrast(mark, square)
				if r < lowest {
					lowest, at = r, m[0]+" on "+sq
				}
				if r < 3 {
					t.Errorf("%s: the %s mark on %s (%s square %v): its darkest pixel %v, %.2f:1 against the square, want 3:1", vision, m[0], sq, []string{"light", "dark"}[i], square, mark, r)
				}
			}
		}
		t.Logf("%s: the lowest contrast of a mark, %.2f:1 (%s)", vision, lowest, at)
		if vision != emulation.SetEmulatedVisionDeficiencyTypeNone {
			browsertest.Shoot(t, ctx, *screenshots, "marks-"+string(vision))
		}
	}
	none := lightSeen[string(emulation.SetEmulatedVisionDeficiencyTypeNone)]
	for _, v := range []string{"deuteranopia", "protanopia"} {
		if lightSeen[v] == none {
			t.Errorf("under %s the light square is %v, as without emulation: the emulation did not apply", v, none)
		}
	}
}

// markPixels reads a square's screenshot: the square's own colour, in
// the middle of its upper half (no number, no frame), and the mark's, the
// pixel along its left edge band (where a frame or an outline lies, solid
// or dashed) of the highest contrast against it.
func markPixels(img image.Image) (square, mark [3]float64) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	px := func(x, y int) [3]float64 {
		r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
		return [3]float64{float64(r >> 8), float64(g >> 8), float64(bl >> 8)}
	}
	square = px(w/2, h*3/10)
	best := 0.0
	for y := h / 4; y < h*3/4; y++ {
		for x := 0; x < w/5; x++ {
			if c := px(x, y); browsertest.Contrast(c, square) > best {
				best, mark = browsertest.Contrast(c, square), c
			}
		}
	}
	return square, mark
}
