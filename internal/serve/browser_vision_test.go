package serve

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"
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
// the emulations. A second oracle, for marks that can be on the board
// together (markPairs): under each emulation the two differ in line style
// (solid or dashed, read from the pixels of the frame's column) or by
// minMarkDifference in CIE76 colour difference. Screenshots of the marks
// under each go to docs/.
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
	seen := map[string]map[string]markLook{}
	for _, vision := range visions {
		emulateVision(t, ctx, vision)
		lowest, at := 99.0, ""
		seen[string(vision)] = map[string]markLook{}
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
				if i == 0 {
					seen[string(vision)][m[0]] = lookOf(img, mark)
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
		checkMarksApart(t, string(vision), seen[string(vision)])
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

// markLook is how a mark on a light square looks: the colour of its
// frame and whether the frame is solid or dashed.
type markLook struct {
	colour [3]float64
	dashed bool
	// covered is the share of the frame's best column, over the middle
	// half of the square's height, in the frame's colour.
	covered float64
}

// lookOf reads a mark's look from its square's screenshot, given the
// frame's colour (markPixels): for each column of the left edge band,
// the share of the rows in the middle half whose pixel is within 10
// (CIE76) of the frame's colour. A solid frame covers a column whole; a
// dashed one, its dashes and gaps, at most about two thirds of it.
func lookOf(img image.Image, frame [3]float64) markLook {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	best := 0
	for x := 0; x < w/5; x++ {
		n := 0
		for y := h / 4; y < h*3/4; y++ {
			r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
			if deltaE76([3]float64{float64(r >> 8), float64(g >> 8), float64(bl >> 8)}, frame) < 10 {
				n++
			}
		}
		best = max(best, n)
	}
	covered := float64(best) / float64(h*3/4-h/4)
	return markLook{colour: frame, dashed: covered < 0.9, covered: covered}
}

// markPairs are the marks that mean different things and can be on a
// board together, each with why: they must be told apart by a
// colour-blind player as well.
var markPairs = [][2]string{
	{"hint", "selected"},  // the puzzle's hint on the square chosen for the pad, or beside it
	{"hint", "wrong"},     // a hint asked for after "Where did I go wrong?"
	{"hint", "forced"},    // a hint beside the numbers the evidence forces
	{"wrong", "forced"},   // the mistake among the numbers that force it
	{"wrong", "selected"}, // the pad's square moved after a blame
	{"forced", "selected"},
	{"branch", "forced"}, // a case split's squares over the forced numbers
	{"branch", "wrong"},
	{"branch", "selected"},
	{"branch", "hint"},
	{"dead", "needed"}, // the tour's dead end and the moves SAT needed
	{"dead", "hint"},   // the tour's hints after a rewind, beside a dead end
	{"dead", "branch"}, // the dead move and a case split's squares
	{"needed", "hint"},
	{"needed", "branch"},
	{"forced", "dead"}, // an argument's forced squares and the dead move
	{"forced", "needed"},
}

// minMarkDifference is the least CIE76 colour difference (ΔE*ab) at which
// two frames of the same line style count as told apart: above 5 "an
// observer notices two different colours" (Mokrzycki and Tatol, "Colour
// difference ΔE - A survey", Machine Graphics and Vision 20(4), 2011,
// the scale the colour-science library quotes for its JND_CIE1976).
const minMarkDifference = 5

// checkMarksApart asserts that each pair of markPairs differs, as seen
// under vision: in line style (solid or dashed, a difference of shape no
// colour vision takes away), or else by minMarkDifference in colour.
func checkMarksApart(t *testing.T, vision string, look map[string]markLook) {
	t.Helper()
	closest, between := math.Inf(1), ""
	for _, p := range markPairs {
		a, b := look[p[0]], look[p[1]]
		d := deltaE76(a.colour, b.colour)
		if a.dashed == b.dashed && d < closest {
			closest, between = d, p[0]+" and "+p[1]
		}
		t.Logf("%s: %s %v dashed=%v (%.2f) vs %s %v dashed=%v (%.2f): ΔE*ab %.1f", vision, p[0], a.colour, a.dashed, a.covered, p[1], b.colour, b.dashed, b.covered, d)
		if a.dashed == b.dashed && d < minMarkDifference {
			t.Errorf("%s: the %s and %s marks are both %s and %.1f apart in colour (CIE76), want %d or more or a different line style", vision, p[0], p[1], map[bool]string{false: "solid", true: "dashed"}[a.dashed], d, minMarkDifference)
		}
	}
	t.Logf("%s: the closest marks of one line style, %s, ΔE*ab %.1f", vision, between, closest)
}

// deltaE76 is the CIE 1976 colour difference of two sRGB colours: the
// distance of their CIELAB coordinates (D65 white, IEC 61966-2-1's sRGB
// to XYZ matrix).
func deltaE76(a, b [3]float64) float64 {
	la, lb := lab(a), lab(b)
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
}

func lab(c [3]float64) [3]float64 {
	l := browsertest.Linear(c)
	x := (0.4124*l[0] + 0.3576*l[1] + 0.1805*l[2]) / 0.95047
	y := 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	z := (0.0193*l[0] + 0.1192*l[1] + 0.9505*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// visions are the colour visions the colour-blind tests look through.
var visions = []emulation.SetEmulatedVisionDeficiencyType{
	emulation.SetEmulatedVisionDeficiencyTypeNone,
	emulation.SetEmulatedVisionDeficiencyTypeDeuteranopia,
	emulation.SetEmulatedVisionDeficiencyTypeProtanopia,
}

// emulateVision makes the tab render as seen with vision.
func emulateVision(t *testing.T, ctx context.Context, vision emulation.SetEmulatedVisionDeficiencyType) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedVisionDeficiency, emulation.SetEmulatedVisionDeficiencyParams{Type: vision})
		return chromedp.Void{}, err
	}))
	if err != nil {
		t.Fatalf("emulate %s: %v", vision, err)
	}
}
