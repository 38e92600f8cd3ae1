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
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
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
	{"desktop", 1366, 900, false},
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

// CheckClueTour is an independent checker of a clue puzzle's solution,
// sharing no code with packages puzzle, verify or board: tour visits every
// square of a w x h board once, by knight moves (and back to its start
// when closed), and puts every clue (square to number, numbered from 1)
// at its place.
func CheckClueTour(w, h int, closed bool, clues map[string]int, tour []string) error {
	if len(tour) != w*h {
		return fmt.Errorf("%d squares, want %d", len(tour), w*h)
	}
	at := func(s string) (int, int, error) {
		var f rune
		var r int
		if _, err := fmt.Sscanf(s, "%c%d", &f, &r); err != nil || f < 'a' || int(f-'a') >= w || r < 1 || r > h || fmt.Sprintf("%c%d", f, r) != s {
			return 0, 0, fmt.Errorf("%q is not a square of %dx%d", s, w, h)
		}
		return int(f - 'a'), r - 1, nil
	}
	jump := func(a, b string) bool {
		ax, ay, _ := at(a)
		bx, by, _ := at(b)
		return (ax-bx)*(ax-bx)+(ay-by)*(ay-by) == 5
	}
	seen := map[string]int{}
	for i, s := range tour {
		if _, _, err := at(s); err != nil {
			return fmt.Errorf("number %d: %v", i+1, err)
		}
		if j, ok := seen[s]; ok {
			return fmt.Errorf("number %d: %s already holds %d", i+1, s, j+1)
		}
		seen[s] = i
		if i > 0 && !jump(tour[i-1], s) {
			return fmt.Errorf("number %d: %s-%s is not a knight's move", i+1, tour[i-1], s)
		}
	}
	if closed && !jump(tour[len(tour)-1], tour[0]) {
		return fmt.Errorf("%s-%s does not close the tour", tour[len(tour)-1], tour[0])
	}
	for s, n := range clues {
		if n < 1 || n > len(tour) || tour[n-1] != s {
			return fmt.Errorf("clue %d on %s: the tour has %d there", n, s, seen[s]+1)
		}
	}
	return nil
}

// Puzzle is the puzzle the page's puzzle tab shows, read from its board.
type Puzzle struct {
	W, H   int
	Closed bool
	// First is the first number, 0 or 1.
	First int
	Clues map[string]int
	// Numbers are all numbers shown, clues and the player's, by square.
	Numbers map[string]int
}

// puzzleCode is the page's puzzle code as the link carries it, read here
// apart from the page's own reader: WxH, c or o, 0 when the numbers
// start at 0, a colon, the clues.
var puzzleCode = regexp.MustCompile(`^(\d+)x(\d+)([co])(0?):`)

// ReadPuzzle reads the puzzle tab's board: its size, closure and first
// number from the code it carries, the clues and every number shown from
// its squares.
func ReadPuzzle(t testing.TB, ctx context.Context) Puzzle {
	t.Helper()
	var p Puzzle
	code := Eval(t, ctx, `document.getElementById("puzzle-board").dataset.puzzle`)
	m := puzzleCode.FindStringSubmatch(code)
	if m == nil {
		t.Fatalf("the puzzle board's code %q: want WxH, c or o, maybe 0, and a colon", code)
	}
	p.W, _ = strconv.Atoi(m[1])
	p.H, _ = strconv.Atoi(m[2])
	p.Closed = m[3] == "c"
	p.First = 1
	if m[4] == "0" {
		p.First = 0
	}
	p.Clues, p.Numbers = map[string]int{}, map[string]int{}
	cells := Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq")].map(c => [c.dataset.sq, c.dataset.clue ? "clue" : "", c.querySelector(".num").textContent].join(" ")).join("\n")`)
	for _, line := range strings.Split(cells, "\n") {
		f := strings.Split(line, " ")
		if f[2] == "" {
			continue
		}
		var n int
		if _, err := fmt.Sscan(f[2], &n); err != nil {
			t.Fatalf("square %s shows %q, want a number", f[0], f[2])
		}
		p.Numbers[f[0]] = n
		if f[1] == "clue" {
			p.Clues[f[0]] = n
		}
	}
	return p
}

// CheckSolved waits for the page to mark its w x h puzzle solved, reads
// the numbers back from the page and checks them, by CheckClueTour, as a
// tour that keeps every clue of clues, numbered from first.
func CheckSolved(t testing.TB, ctx context.Context, w, h int, closed bool, first int, clues map[string]int) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-solved="true"]`))); err != nil {
		t.Fatalf("the board is not marked solved: %v", err)
	}
	grid := make([]string, w*h)
	for s, n := range ReadPuzzle(t, ctx).Numbers {
		if n >= first && n < first+w*h {
			grid[n-first] = s
		}
	}
	// CheckClueTour numbers from 1.
	from1 := map[string]int{}
	for s, n := range clues {
		from1[s] = n - first + 1
	}
	if err := CheckClueTour(w, h, closed, from1, grid); err != nil {
		t.Errorf("the page's final grid %v: %v", grid, err)
	}
}

// PlayPuzzle numbers the puzzle tab's board with tour by keyboard alone,
// in order of number: the arrow keys take the focus to each square
// without a clue, and Enter moves the knight there (placing the next
// number, tour[i] getting first+i), except every typeEvery-th square
// (0: none), and any square while no knight stands on the board, whose
// number is typed as digits instead.
func PlayPuzzle(t testing.TB, ctx context.Context, tour []string, clues map[string]int, first, typeEvery int) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#puzzle-board .sq[tabindex="0"]`))); err != nil {
		t.Fatalf("focus the puzzle board: %v", err)
	}
	var x, y int
	pos := func(s string) (int, int) {
		var f rune
		var r int
		fmt.Sscanf(s, "%c%d", &f, &r)
		return int(f - 'a'), r
	}
	x, y = pos(Eval(t, ctx, `document.activeElement.dataset.sq`))
	for i, s := range tour {
		if _, ok := clues[s]; ok {
			continue
		}
		tx, ty := pos(s)
		var keys []chromedp.Action[chromedp.Void]
		for ; x < tx; x++ {
			keys = append(keys, chromedp.KeyEvent(kb.ArrowRight))
		}
		for ; x > tx; x-- {
			keys = append(keys, chromedp.KeyEvent(kb.ArrowLeft))
		}
		for ; y < ty; y++ {
			keys = append(keys, chromedp.KeyEvent(kb.ArrowUp))
		}
		for ; y > ty; y-- {
			keys = append(keys, chromedp.KeyEvent(kb.ArrowDown))
		}
		// With no knight on the board a square is only chosen, never given
		// the first number: the number is typed.
		noKnight := Eval(t, ctx, `String(document.querySelector("#puzzle-board .pz-knight") === null)`) == "true"
		if noKnight || typeEvery > 0 && (i+1)%typeEvery == 0 {
			keys = append(keys, chromedp.KeyEvent(fmt.Sprint(first+i)))
		} else {
			keys = append(keys, chromedp.KeyEvent(kb.Enter))
		}
		if err := chromedp.Do(ctx, keys...); err != nil {
			t.Fatalf("number %d on %s: %v", first+i, s, err)
		}
		if got := Eval(t, ctx, `document.activeElement.dataset.sq + " " + document.activeElement.querySelector(".num").textContent`); got != fmt.Sprintf("%s %d", s, first+i) {
			t.Fatalf("after keys for number %d on %s, the focused square and its number are %q (status %q, explanation %q)", first+i, s, got,
				Eval(t, ctx, `document.getElementById("puzzle-status").textContent`), Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
		}
	}
}
