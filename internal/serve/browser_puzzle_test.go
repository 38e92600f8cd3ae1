package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/daily"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/puzzle"
)

// openLink opens link (a page address with its fragment) in a new tab of
// the shared browser at size sc, as a player opening a shared link does,
// and waits for the puzzle tab the link opens.
func openLink(t *testing.T, sc browsertest.Screen, link string) context.Context {
	t.Helper()
	return openAddress(t, sc, link, chromedp.WaitVisible(chromedp.ID("puzzle")))
}

// openPuzzleTab opens the puzzle tab of the page in ctx and waits for its
// puzzle (the puzzle of the day, made when the tab is first shown).
func openPuzzleTab(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`.tab[data-tab="puzzle"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-puzzle]`)),
	); err != nil {
		t.Fatalf("the puzzle tab: %v", err)
	}
}

// solvePuzzle asks the server's solve endpoint for the unique solution of
// p, as the test's oracle; the caller checks it independently.
func solvePuzzle(t *testing.T, p browsertest.Puzzle) []string {
	t.Helper()
	body, err := json.Marshal(map[string]any{"board": fmt.Sprintf("%dx%d", p.W, p.H), "closed": p.Closed, "clues": p.Clues})
	if err != nil {
		t.Fatal(err)
	}
	_, got := post(t, shared.server.URL+"/v1/puzzle/solve", string(body))
	var doc struct {
		Status    string
		Solutions [][]string
	}
	if err := json.Unmarshal(got, &doc); err != nil || doc.Status != "unique" {
		t.Fatalf("solve the page's puzzle %s: %s (%v), want unique", body, got, err)
	}
	return doc.Solutions[0]
}

// dailyOracle is the puzzle of the day as package puzzle makes it natively
// for today's UTC date: 8x8 closed easy, the page's first choices, with the
// date YYYYMMDD as the seed, as package daily asks for it.
func dailyOracle(t testing.TB) (string, map[string]int) {
	t.Helper()
	day := time.Now().UTC()
	a, err := puzzle.Make(context.Background(), daily.Request(day, board.MustParse("8x8"), true, puzzle.Easy))
	if err != nil {
		t.Fatalf("make the puzzle of the day natively: %v", err)
	}
	clues := map[string]int{}
	for _, c := range a.Puzzle.Clues {
		clues[c.Square.String()] = c.Number
	}
	return day.Format("2006-01-02"), clues
}

// TestBrowserPuzzleDaily plays the puzzle of the day to the end by
// keyboard alone (arrow keys, Enter to move the knight, digits typed for
// every seventh number) at desktop and phone sizes. Oracles: the puzzle
// is the one package puzzle makes natively from today's date (the same
// for everyone, no server state); the solution played comes from the
// solve endpoint, and the final grid read back from the page is checked
// by an independent checker (browsertest.CheckClueTour) against the
// oracle's clues. Every square has a name saying what it holds, and every
// number's contrast is at least 4.5:1.
func TestBrowserPuzzleDaily(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	browsertest.SkipShapedToday(t, "8x8")
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			openPuzzleTab(t, ctx)
			day, want := dailyOracle(t)
			p := browsertest.ReadPuzzle(t, ctx)
			if p.W != 8 || p.H != 8 || !p.Closed || !maps.Equal(p.Clues, want) {
				t.Fatalf("the page's puzzle of the day = %dx%d closed %v %v, want 8x8 closed %v (made natively with seed %s)", p.W, p.H, p.Closed, p.Clues, want, day)
			}
			if title := browsertest.Eval(t, ctx, `document.getElementById("puzzle-title").textContent`); !strings.Contains(title, day) {
				t.Errorf("title %q does not name the day %s", title, day)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle")
			tour := solvePuzzle(t, p)
			browsertest.PlayPuzzle(t, ctx, tour, p.Clues, 1, 7)
			browsertest.CheckSolved(t, ctx, 8, 8, true, 1, want)
			if status := browsertest.Eval(t, ctx, `document.getElementById("puzzle-status").textContent`); !strings.HasPrefix(status, "Solved") {
				t.Errorf("status %q, want it to say solved", status)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-solved")
			if n := checkNumberContrast(t, ctx, "#puzzle-board .sq .num"); n != 64 {
				t.Errorf("%d numbers on the solved 8x8 puzzle, want 64", n)
			}
			named := 0
			for _, n := range axTree(t, ctx) {
				if n.ignored || n.role != "button" {
					continue
				}
				f := strings.Split(n.name, ", ")
				if _, err := board.ParseSquare(f[0]); err == nil && len(f) > 1 && (strings.HasPrefix(f[1], "clue ") || strings.HasPrefix(f[1], "your ")) {
					named++
				}
			}
			if named != 64 {
				t.Errorf("%d squares named in the accessibility tree as square, then clue or your number, want 64", named)
			}
		})
	}
}

// sixBySixLink is the link of sixBySixClosed (a unique 6x6 closed puzzle).
const sixBySixLink = "#puzzle=6x6c:c6=3,c2=7,a6=13,e4=23,e3=26,b5=31"

// TestBrowserPuzzleBlame enters numbers by keyboard into a puzzle with a
// unique solution, one of them wrong, and asks where it went wrong: the
// page marks the first entry that differs from the solution (the oracle:
// with a unique solution, numbers agree with some solution exactly when
// they agree with that one; the solution is checked by
// browsertest.CheckClueTour) and says the blame endpoint's reason; Check
// said before that something is wrong. The
// phone's case is wrong by a distance certificate, whose other clue the
// page marks; then "erase from the mistake" keeps the entries before it.
func TestBrowserPuzzleBlame(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	if err := browsertest.CheckClueTour(6, 6, true, sixBySixClues, sixBySixSolution); err != nil {
		t.Fatalf("the test's solution: %v", err)
	}
	cases := map[string][]string{
		// 5 on d3 instead of f3: SAT finds no solution after it.
		"desktop": {"c4", "a5", "c6", "e5", "d3", "b2"},
		// 2 on b2: 3 on c6 is three moves away, a distance certificate.
		"phone": {"c4", "b2", "c6", "e5"},
	}
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			startBrowser(t)
			ctx := openLink(t, sc, shared.server.URL+"/"+sixBySixLink)
			played := cases[sc.Name]
			browsertest.PlayPuzzle(t, ctx, played, sixBySixClues, 1, 0)
			var entered []string // the squares the player numbered, in order
			for _, s := range played {
				if sixBySixClues[s] == 0 {
					entered = append(entered, s)
				}
			}
			first := -1
			for i, s := range played {
				if sixBySixClues[s] == 0 && s != sixBySixSolution[i] {
					first = slices.Index(entered, s)
					break
				}
			}
			// Check says something is wrong before saying where.
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("puzzle-check")),
				chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-verdict="dead"]`)),
			); err != nil {
				t.Fatalf("check: %v", err)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`); !strings.HasPrefix(got, "Something is wrong") {
				t.Errorf("check with a wrong number says %q, want that something is wrong", got)
			}
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("puzzle-blame")),
				chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.wrong`)),
			); err != nil {
				t.Fatalf("where did I go wrong: %v", err)
			}
			got := browsertest.Eval(t, ctx, `[document.getElementById("puzzle-board").dataset.firstWrong, document.querySelector("#puzzle-board .sq.wrong").dataset.sq].join(" ")`)
			if want := fmt.Sprintf("%d %s", first, entered[first]); got != want {
				t.Errorf("first wrong entry, square = %s, want %s (the first entry off the unique solution)", got, want)
			}
			moves := make([]string, len(entered))
			for i, s := range entered {
				moves[i] = fmt.Sprintf("%s=%d", s, slices.Index(played, s)+1)
			}
			_, doc := post(t, shared.server.URL+"/v1/puzzle/blame?closed&moves="+url.QueryEscape(strings.Join(moves, " ")), sixBySixClosed)
			var v struct {
				Reason   string
				Evidence struct {
					Certificate *struct{ B struct{ Square string } }
				}
			}
			if err := json.Unmarshal(doc, &v); err != nil {
				t.Fatal(err)
			}
			explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`)
			if !strings.Contains(explain, strings.TrimPrefix(v.Reason, "no solution: ")) || !strings.Contains(explain, "first wrong number") {
				t.Errorf("explanation %q, want the first wrong number and blame's reason %q", explain, v.Reason)
			}
			if c := v.Evidence.Certificate; c != nil {
				// A kind that pairs two clues marks the other one; a
				// deduction names no squares and is drawn from its words.
				if marked := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.forced")].map(c => c.dataset.sq).join(" ")`); c.B.Square != "" && marked != c.B.Square {
					t.Errorf("evidence marked on %q, want the certificate's other clue %s", marked, c.B.Square)
				}
			} else if sc.Name == "phone" {
				t.Errorf("blame of %v carries no certificate: the phone's case wants one", moves)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-blame")
			checkNumberContrast(t, ctx, "#puzzle-board .sq .num")
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("puzzle-rewind"))); err != nil {
				t.Fatal(err)
			}
			after := browsertest.ReadPuzzle(t, ctx)
			if len(after.Numbers)-len(after.Clues) != first {
				t.Errorf("after erasing from the mistake %d numbers entered, want the %d before it", len(after.Numbers)-len(after.Clues), first)
			}
			for _, s := range entered[:first] {
				if _, ok := after.Numbers[s]; !ok {
					t.Errorf("erasing from the mistake erased %s, entered before it", s)
				}
			}
			// Delete clears a number entered; a clue stays whatever is typed.
			last := entered[first-1]
			if err := chromedp.Do(ctx,
				chromedp.Focus(chromedp.CSS(fmt.Sprintf(`#puzzle-board [data-sq="%s"]`, last))), chromedp.KeyEvent(kb.Delete),
				chromedp.Focus(chromedp.CSS(`#puzzle-board [data-sq="c6"]`)), chromedp.KeyEvent("5"),
			); err != nil {
				t.Fatal(err)
			}
			cleared := browsertest.ReadPuzzle(t, ctx)
			if _, ok := cleared.Numbers[last]; ok || len(cleared.Numbers) != len(after.Numbers)-1 {
				t.Errorf("Delete on %s: numbers %v, want %v without it", last, cleared.Numbers, after.Numbers)
			}
			if cleared.Numbers["c6"] != 3 || !strings.Contains(browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`), "clues are fixed") {
				t.Errorf("typing 5 on the clue 3 on c6: c6 shows %d, want the clue kept and the player told", cleared.Numbers["c6"])
			}
		})
	}
}

// TestBrowserPuzzleShare makes a new puzzle (a random seed), takes the
// page's link and opens it in a new tab: the new page shows the same
// puzzle, board, closure and clues (the oracle: the first page's board,
// read back square by square). A link whose puzzle cannot be read says
// why, and so does a closed puzzle asked of an odd board.
func TestBrowserPuzzleShare(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			openPuzzleTab(t, ctx)
			daily := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.puzzle`)
			browsertest.Eval(t, ctx, `document.getElementById("puzzle-size").value = "6x6"; document.getElementById("puzzle-kind").value = "open"; "ok"`)
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("puzzle-new")),
				chromedp.WaitNotPresent(chromedp.CSS(fmt.Sprintf(`#puzzle-board[data-puzzle=%q]`, daily))),
			); err != nil {
				t.Fatalf("new puzzle: %v", err)
			}
			p := browsertest.ReadPuzzle(t, ctx)
			if p.W != 6 || p.H != 6 || p.Closed || len(p.Clues) == 0 {
				t.Fatalf("new puzzle %dx%d closed %v with %d clues, want 6x6 open with clues", p.W, p.H, p.Closed, len(p.Clues))
			}
			link := browsertest.Eval(t, ctx, `document.getElementById("puzzle-link").value`)
			if !strings.Contains(link, "#puzzle=6x6o:") {
				t.Fatalf("share link %q, want the puzzle in it", link)
			}
			other := openLink(t, sc, link)
			q := browsertest.ReadPuzzle(t, other)
			if q.W != p.W || q.H != p.H || q.Closed != p.Closed || !maps.Equal(q.Clues, p.Clues) {
				t.Errorf("the shared link shows %dx%d closed %v %v, want %dx%d closed %v %v", q.W, q.H, q.Closed, q.Clues, p.W, p.H, p.Closed, p.Clues)
			}
			if len(q.Numbers) != len(q.Clues) {
				t.Errorf("the shared puzzle shows %d numbers, want only its %d clues", len(q.Numbers), len(q.Clues))
			}
			browsertest.Shoot(t, other, *screenshots, sc.Name+"-puzzle-shared")
			// A closed tour of an odd board cannot be (each move changes
			// colour): the page says so without asking.
			browsertest.Eval(t, other, `document.getElementById("puzzle-size").value = "5x5"; document.getElementById("puzzle-kind").value = "closed"; document.getElementById("puzzle-new").click(); "ok"`)
			if got := browsertest.Eval(t, other, `document.getElementById("puzzle-explain").textContent`); !strings.HasPrefix(got, "No closed tour of 5x5") {
				t.Errorf("new closed 5x5 puzzle: %q, want the colour argument", got)
			}
			bad := openLink(t, sc, shared.server.URL+"/#puzzle=6x6c:c6=3,z9=4")
			if got := browsertest.Eval(t, bad, `document.getElementById("puzzle-explain").textContent`); !strings.Contains(got, `clue "z9=4"`) {
				t.Errorf("a link with a bad clue says %q, want it to name the clue", got)
			}
		})
	}
}
