// Package browsertest holds what the page's browser tests share, in
// package serve (the served page) and cmd/knight-serve (the static folder
// with the WebAssembly engine): finding Chromium, the screen sizes the page
// is tested at, screenshots small enough to keep in the repository,
// running JavaScript in a tab, and the checks of the evidence the page
// draws after "Where did I go wrong?" (evidence.go, evidence_checks.go)
// against oracles computed from the board and the path alone (oracle.go).
// Only tests import it, so no binary links chromedp.
package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Names are the browser executables tried, in order.
var Names = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"}

// Find returns the first of [Names] in PATH. Without one the test is
// skipped, or, under CI (the CI environment variable set), fails.
func Find(t testing.TB) string {
	t.Helper()
	for _, name := range Names {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	msg := fmt.Sprintf("no browser for the page tests: none of %s is in PATH (apt-get install chromium)", strings.Join(Names, ", "))
	if os.Getenv("CI") != "" {
		t.Fatal("CI: " + msg)
	}
	t.Skip(msg)
	return ""
}

// Screen is a browser window size the page is tested at.
type Screen struct {
	Name          string
	Width, Height int64
	Mobile        bool
}

// Screens are a desktop window and a phone: Chromium's emulation of a
// 390x844 touch screen at scale 2, on this machine's CPU, not a slowed one.
var Screens = []Screen{
	{"desktop", 1280, 900, false},
	{"phone", 390, 844, true},
}

// Shoot saves a screenshot of the whole page as NAME.png in dir, or in
// $KNIGHT_SCREENSHOTS when dir is empty; nothing when both are.
func Shoot(t testing.TB, ctx context.Context, dir, name string) {
	t.Helper()
	if dir == "" {
		dir = os.Getenv("KNIGHT_SCREENSHOTS")
	}
	if dir == "" {
		return
	}
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	small, err := smallPNG(shot)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), small, 0o644); err != nil {
		t.Fatal(err)
	}
}

// smallPNG keeps screenshots small enough to live in the repository: the
// page's few flat colours fit a palette of the image's 256 commonest
// colours (each pixel the nearest, no dithering, so text stays sharp),
// compressed as much as PNG allows.
func smallPNG(shot []byte) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		return nil, err
	}
	pal := image.NewPaletted(img.Bounds(), commonColours(img, 256))
	draw.Draw(pal, img.Bounds(), img, img.Bounds().Min, draw.Src)
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, pal); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// commonColours is the n colours img uses most, most used first.
func commonColours(img image.Image, n int) color.Palette {
	count := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			count[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}]++
		}
	}
	colours := make([]color.RGBA, 0, len(count))
	for c := range count {
		colours = append(colours, c)
	}
	sort.Slice(colours, func(i, j int) bool {
		if count[colours[i]] != count[colours[j]] {
			return count[colours[i]] > count[colours[j]]
		}
		ci, cj := colours[i], colours[j]
		return uint32(ci.R)<<24|uint32(ci.G)<<16|uint32(ci.B)<<8|uint32(ci.A) < uint32(cj.R)<<24|uint32(cj.G)<<16|uint32(cj.B)<<8|uint32(cj.A)
	})
	if len(colours) > n {
		colours = colours[:n]
	}
	pal := make(color.Palette, len(colours))
	for i, c := range colours {
		pal[i] = c
	}
	return pal
}

// Eval runs js in the tab and returns its string value.
func Eval(t testing.TB, ctx context.Context, js string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// SetValue fills the input with id, as pasting does.
func SetValue(t testing.TB, ctx context.Context, id, value string) {
	t.Helper()
	Eval(t, ctx, fmt.Sprintf(`document.getElementById(%q).value = %q; "ok"`, id, value))
}
