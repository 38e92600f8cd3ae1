package browsertest

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/daily"
	"github.com/knightcert/knight/puzzle"
)

// Fast4G is Chromium DevTools' "Fast 4G" network preset: 9 Mbit/s down
// and 1.5 Mbit/s up, each at 90%, and 60 ms of latency times 2.75, as
// DevTools sets them (front_end/core/sdk/NetworkManager.ts).
var Fast4G = network.Conditions{Latency: 60 * 2.75, DownloadThroughput: 9e6 / 8 * 0.9, UploadThroughput: 1.5e6 / 8 * 0.9}

// Throttle makes the tab's network as slow as c, for every request the
// tab's page makes.
func Throttle(t testing.TB, ctx context.Context, c network.Conditions) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return chromedp.Void{}, err
		}
		cond := c
		_, err := cdp.Call(ctx, tg, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{&cond}})
		return chromedp.Void{}, err
	}))
	if err != nil {
		t.Fatalf("throttle the network: %v", err)
	}
}

// Counted is a handler that counts the bytes of the bodies it sends and
// its requests: what a first visit downloads, measured at the server.
//
// With Rate set it also paces what it sends to Rate bytes a second, all
// responses together, as one network link does: Chromium's throttling
// is per tab, and a page's workers may fetch outside it, so a test that
// times the engine's download paces it at the server too.
type Counted struct {
	http.Handler
	Rate            float64
	bytes, requests atomic.Int64
	mu              sync.Mutex
	paths           map[string]int
	free            time.Time // when the link is next free, with Rate
}

func (c *Counted) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.requests.Add(1)
	c.mu.Lock()
	if c.paths == nil {
		c.paths = map[string]int{}
	}
	c.paths[r.URL.Path]++
	c.mu.Unlock()
	c.Handler.ServeHTTP(&countingWriter{w, c}, r)
}

// pace waits until n more bytes have had their time on the link.
func (c *Counted) pace(n int) {
	if c.Rate <= 0 {
		return
	}
	c.mu.Lock()
	now := time.Now()
	if c.free.Before(now) {
		c.free = now
	}
	c.free = c.free.Add(time.Duration(float64(n) / c.Rate * float64(time.Second)))
	until := c.free
	c.mu.Unlock()
	time.Sleep(time.Until(until))
}

// Fetched is how many times path was asked for, since the start.
func (c *Counted) Fetched(path string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.paths[path]
}

// Bytes and Requests are what was sent since the last Reset.
func (c *Counted) Bytes() int64    { return c.bytes.Load() }
func (c *Counted) Requests() int64 { return c.requests.Load() }
func (c *Counted) Reset()          { c.bytes.Store(0); c.requests.Store(0) }

type countingWriter struct {
	http.ResponseWriter
	c *Counted
}

// Write sends p in pieces of 16 KB, each paced, so that a large file
// arrives at the link's rate rather than at once after a wait.
func (w *countingWriter) Write(p []byte) (int, error) {
	sent := 0
	for len(p) > 0 {
		piece := p[:min(len(p), 16<<10)]
		w.c.pace(len(piece))
		n, err := w.ResponseWriter.Write(piece)
		sent += n
		w.c.bytes.Add(int64(n))
		if err != nil {
			return sent, err
		}
		if f, ok := w.ResponseWriter.(http.Flusher); ok && w.c.Rate > 0 {
			f.Flush()
		}
		p = p[len(piece):]
	}
	return sent, nil
}

// Press taps the element sel on a touch screen, clicks it otherwise.
func Press(t testing.TB, ctx context.Context, touch bool, sel string) {
	t.Helper()
	act := chromedp.Click(chromedp.CSS(sel))
	if touch {
		act = chromedp.Tap(chromedp.CSS(sel))
	}
	if err := chromedp.Do(ctx, act); err != nil {
		t.Fatalf("press %s: %v", sel, err)
	}
}

// PadPlace puts n on square sq with the number pad only: the square,
// then its digits, then Place; and checks the square then holds n.
func PadPlace(t testing.TB, ctx context.Context, touch bool, sq string, n int) {
	t.Helper()
	Press(t, ctx, touch, fmt.Sprintf(`#puzzle-board [data-sq=%q]`, sq))
	for _, d := range strconv.Itoa(n) {
		Press(t, ctx, touch, fmt.Sprintf(`#pad [data-digit="%c"]`, d))
	}
	Press(t, ctx, touch, `#pad-place`)
	if got := Eval(t, ctx, fmt.Sprintf(`document.querySelector('#puzzle-board [data-sq=%q]').dataset.entry || ""`, sq)); got != strconv.Itoa(n) {
		t.Fatalf("after %s, pad %d, Place: the square holds %q, want %d (%s)", sq, n, got, n, Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
	}
}

// Entries is the player's numbers on the puzzle board, by square.
func Entries(t testing.TB, ctx context.Context) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, f := range strings.Fields(Eval(t, ctx, `Array.from(document.querySelectorAll("#puzzle-board .sq.entry")).map(c => c.dataset.sq + "=" + c.dataset.entry).join(" ")`)) {
		sq, n, _ := strings.Cut(f, "=")
		out[sq], _ = strconv.Atoi(n)
	}
	return out
}

// CheckShare checks the result to share of a solved w x h puzzle: it
// gives no number away (the grid rows hold only the two blocks), and its
// grid has a filled block for each clue, where the clue is.
func CheckShare(t testing.TB, ctx context.Context, w, h int, clues map[string]int) {
	t.Helper()
	text := Eval(t, ctx, `document.getElementById("share-text").textContent`)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if strings.ContainsAny(line, "\u25A0\u25A1") {
			rows = append(rows, line)
		}
	}
	if len(rows) != h {
		t.Fatalf("share text %q: %d grid rows, want %d", text, len(rows), h)
	}
	for i, row := range rows {
		cells := []rune(row)
		if len(cells) != w {
			t.Fatalf("share row %d %q: %d cells, want %d", i, row, len(cells), w)
		}
		for x, c := range cells {
			if unicode.IsDigit(c) {
				t.Fatalf("share row %q gives a number away", row)
			}
			sq := fmt.Sprintf("%c%d", 'a'+x, h-i)
			if _, clue := clues[sq]; clue != (c == '\u25A0') {
				t.Errorf("share grid at %s = %c, want a filled block exactly on the clues", sq, c)
			}
		}
	}
}

// CheckFrameContrast checks the frame drawn on each square matching sel
// (its box-shadow's first, outer colour) against both square colours
// (style.css's --light and --dark): 3:1 or more, as WCAG 1.4.11 asks of
// a mark that must be seen. It returns how many squares it checked.
func CheckFrameContrast(t testing.TB, ctx context.Context, sel string) int {
	t.Helper()
	got := Eval(t, ctx, fmt.Sprintf(`(() => {
		const root = getComputedStyle(document.documentElement);
		const frames = Array.from(document.querySelectorAll(%q)).map(c => getComputedStyle(c).boxShadow.match(/rgba?\([^)]*\)/)[0]);
		return [root.getPropertyValue("--light").trim(), root.getPropertyValue("--dark").trim()].concat(frames).join(";");
	})()`, sel))
	parts := strings.Split(got, ";")
	var squares [2][3]float64
	for i := range 2 {
		var err error
		if squares[i], err = rgb(parts[i]); err != nil {
			t.Fatalf("square colour: %v", err)
		}
	}
	for _, f := range parts[2:] {
		c, err := rgb(f)
		if err != nil {
			t.Fatalf("%s: %v", sel, err)
		}
		for i, sq := range squares {
			if r := Contrast(c, sq); r < 3 {
				t.Errorf("%s: frame %s against the %s squares %s: %.2f:1, want 3:1", sel, f, []string{"light", "dark"}[i], parts[i], r)
			}
		}
	}
	return len(parts) - 2
}

// ProofWords are the words a player's first sentence goes without: they
// belong to the full argument.
var ProofWords = []string{"certificate", "SAT", "heuristic", "parity", "cut"}

// CheckPlainWords checks that sentence uses none of [ProofWords] (as
// words, in any case).
func CheckPlainWords(t testing.TB, sentence string) {
	t.Helper()
	words := strings.FieldsFunc(strings.ToLower(sentence), func(r rune) bool { return !unicode.IsLetter(r) })
	for _, w := range words {
		for _, p := range ProofWords {
			if w == strings.ToLower(p) {
				t.Errorf("the first sentence %q uses %q, a word of the proof", sentence, p)
			}
		}
	}
}

// Daily is the puzzle of the day for today's UTC date on size (open or
// closed, easy: the level the page chooses first), as package puzzle makes
// it natively from the request package daily gives for the date (the
// date YYYYMMDD as the seed; holes on a shaped day), and its solution,
// which package puzzle proves unique: the oracle of the page's puzzle of
// the day.
func Daily(t testing.TB, size string, closed bool) (clues map[string]int, tour []string) {
	t.Helper()
	made, err := puzzle.Make(context.Background(), daily.Request(time.Now(), board.MustParse(size), closed, puzzle.Easy))
	if err != nil {
		t.Fatalf("make the puzzle of the day natively: %v", err)
	}
	solved, err := puzzle.Solve(context.Background(), puzzle.SolveRequest{Puzzle: made.Puzzle})
	if err != nil || solved.Status != puzzlecert.Unique {
		t.Fatalf("solve the puzzle of the day natively: %v (%v), want unique", solved.Status, err)
	}
	clues = map[string]int{}
	for _, c := range made.Puzzle.Clues {
		clues[c.Square.String()] = c.Number
	}
	for _, s := range solved.Solutions[0] {
		tour = append(tour, s.String())
	}
	return clues, tour
}

// SkipShapedToday skips a test that plays today's puzzle of the day on
// size as a full board when package daily gives it holes today (a
// Sunday): the test's checks count the full board's squares, and
// TestBrowserShapedDay (package serve) plays a shaped day instead.
func SkipShapedToday(t testing.TB, size string) {
	t.Helper()
	if holes := daily.Holes(time.Now(), board.MustParse(size)); holes != nil {
		t.Skipf("today's %s puzzle of the day has holes %v: this test plays the full board; TestBrowserShapedDay plays a shaped day", size, holes)
	}
}

// Leaves counts the leaves of the tree below node, children giving each
// node's: the cases of a case split, a tour's or a puzzle's.
func Leaves[T any](node T, children func(T) []T) int {
	kids := children(node)
	if len(kids) == 0 {
		return 1
	}
	n := 0
	for _, k := range kids {
		n += Leaves(k, children)
	}
	return n
}
