package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/prove"
)

// TestBrowserEvidence asks where two stuck 6x6 games went wrong, on the
// served page, and checks what the player sees (browsertest.CheckEvidence):
// the board rewound to the blamed position (oracle: blame's first dead
// move, which the shared oracle's independent SAT encoding confirms), the
// cut drawn with its pieces outlined and lettered and a table whose counts
// match the test's own count of each piece's dark and light squares, the
// whole game one tap away, the tour still possible replayed step by step
// (each step a knight's move onto an unvisited square, checked in the
// test), and a case split walked three levels deep, each level offering
// every legal move (the move rule, computed in the test).
func TestBrowserEvidence(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	cut, split := browsertest.EvidenceGames(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			browsertest.CheckEvidence(t, ctx, cut, split, func(name string) {
				browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-evidence-"+name)
			})
			checkNumberContrast(t, ctx, "#board .sq .num")
		})
	}
}

// TestBrowserEvidenceKinds draws, on the served page, the other arguments
// blame's verdicts carry: a colour count, Schwenk's four lines, a board
// that falls apart (each from a real game blamed through the page), SAT's
// second opinion and an undecided verdict (real documents from the server
// given to the page's showBlame, the undecided one made from a dead
// verdict by claiming less, and read back by evidence.Parse). The oracles
// are counts made here: the colours of the squares left, the inner-line
// squares of the four-lines cut, the pieces knight moves join, the move
// rule for the replay played to its end. Piece labels are checked to stay
// distinct past Z against the spreadsheet column names.
func TestBrowserEvidenceKinds(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	ctx, _ := browse(t, browsertest.Screens[0])
	// Piece labels stay distinct for any number of pieces: spreadsheet
	// column names (A..Z, AA..ZZ, AAA...), checked at their turns.
	// argument.js imported as the page's modules import it.
	all, err := chromedp.Run(ctx, chromedp.Evaluate[string](`import("./argument.js").then(m => Array.from({length: 800}, (_, i) => m.pieceLabel(i)).join(" "))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	labels := strings.Fields(all)
	if len(labels) != 800 || len(slices.Compact(slices.Sorted(slices.Values(labels)))) != 800 {
		t.Errorf("800 piece labels, %d distinct, want 800", len(slices.Compact(slices.Sorted(slices.Values(labels)))))
	}
	for i, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		if labels[i] != want {
			t.Errorf("piece label %d = %s, want %s", i, labels[i], want)
		}
	}
	games := []struct {
		kind, board, path string
	}{
		{"colour-count", "5x5", "e4 c3 a4 c5 d3 e5 c4 b2 d1 e3 d5 b4 a2 c1 e2 d4 b5 a3 b1 d2 b3 a5"},
		{"four-lines", "4x5", "c2 d4 b5 a3 c4 b2 d1 c3 a2 c1 d3 b4 d5"},
		{"disconnected", "3x3", "a1 b3 c1"},
	}
	for _, g := range games {
		b := board.MustParse(g.board)
		path, err := board.ParsePath(g.path)
		if err != nil {
			t.Fatal(err)
		}
		v, err := prove.Blame(context.Background(), b, path, prove.BlameOptions{NoHints: true})
		if err != nil || v.Certificate == nil || v.Certificate.Kind() != g.kind {
			t.Fatalf("%s: blame = %+v (%v), want a %s certificate", g.path, v.Certificate, err, g.kind)
		}
		browsertest.SetSize(t, ctx, b)
		browsertest.Play(t, ctx, path)
		browsertest.Blame(t, ctx)
		at := v.FirstDead
		browsertest.CheckRewound(t, ctx, path, at)
		left := browsertest.ToCover(b, path[:at+1])
		plain := browsertest.Eval(t, ctx, `document.querySelector("#explain .plain").textContent`)
		browsertest.CheckPlainWords(t, plain)
		switch g.kind {
		case "colour-count":
			var dark, light int
			for s := range left {
				if s.Colour() == board.Dark {
					dark++
				} else {
					light++
				}
			}
			got := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#ev-table tbody tr")].map(r => r.cells[0].textContent + "=" + r.cells[1].textContent).join(" ")`)
			if want := fmt.Sprintf("dark=%d light=%d", dark, light); got != want {
				t.Errorf("colour count table %q, want %q (counted here)", got, want)
			}
			if want := fmt.Sprintf("%d dark and %d light", dark, light); !strings.Contains(plain, want) {
				t.Errorf("colour count sentence %q, want %q in it", plain, want)
			}
		case "four-lines":
			browsertest.CheckCut(t, ctx, b, path[:at+1], v.Certificate)
		case "disconnected":
			want := browsertest.Pieces(b, left)
			got := map[string][]string{}
			for _, f := range strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#board .sq[data-piece]")].map(c => c.dataset.piece + "=" + c.dataset.sq).join(" ")`)) {
				label, sq, _ := strings.Cut(f, "=")
				got[label] = append(got[label], sq)
			}
			if len(got) != len(want) {
				t.Errorf("disconnected: %d pieces drawn, want %d (oracle %v)", len(got), len(want), want)
			}
			for _, s := range v.Certificate.(evidence.Disconnected).Squares {
				if !strings.Contains(plain, s.String()) {
					t.Errorf("disconnected sentence %q does not name %v", plain, s)
				}
			}
		}
		browsertest.Shoot(t, ctx, *screenshots, "desktop-evidence-"+g.kind)
	}

	// SAT's second opinion: the squares its refutation used, dashed.
	stuck := positions.Load(t)
	var satGame positions.Game
	for _, g := range stuck {
		if g.Board == board.MustParse("8x8") && g.FirstDead == 29 {
			satGame = g
		}
	}
	if satGame.Path == nil {
		t.Fatal("the shared stuck games lost the 8x8 game dead at move 29")
	}
	doc := blameDoc(t, "no-proof=true&no-hints=true&board=8x8", satGame.Path)
	if doc["method"] != "sat" {
		t.Fatalf("blame with no-proof: method %v, want sat", doc["method"])
	}
	browsertest.SetSize(t, ctx, satGame.Board)
	browsertest.Play(t, ctx, satGame.Path)
	injectBlame(t, ctx, doc)
	got := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#board .sq.needed")].map(c => c.dataset.sq).join(" ")`))
	var needed []string
	for _, s := range doc["needed"].([]any) {
		needed = append(needed, s.(string))
	}
	slices.Sort(got)
	slices.Sort(needed)
	if !slices.Equal(got, needed) {
		t.Errorf("SAT's squares marked %v, want the verdict's %v", got, needed)
	}
	// The sentence a player reads first says what was asked, in a
	// player's words; the full argument says whose answer it is.
	satPlain := browsertest.Eval(t, ctx, `document.querySelector("#explain .plain").textContent`)
	left := fmt.Sprintf("each of the %d squares left", 64-int(doc["first_dead"].(float64))-1)
	if !strings.Contains(satPlain, "The question asked was") || !strings.Contains(satPlain, left) {
		t.Errorf("SAT verdict sentence %q does not say what was asked (%q)", satPlain, left)
	}
	browsertest.CheckPlainWords(t, satPlain)
	if full := browsertest.Eval(t, ctx, `document.getElementById("argument").textContent`); !strings.Contains(full, "second opinion") {
		t.Errorf("SAT verdict's full argument %q does not say it is a second opinion", full)
	}
	browsertest.Shoot(t, ctx, *screenshots, "desktop-evidence-sat")

	// Asked as the page asks (no no-proof), the same game gets the shorter
	// argument blame finds within its budget, and the page shows that
	// instead of SAT's answer: the oracle is blame's own document, a
	// certificate where -no-proof gave SAT's.
	proved := blameDoc(t, "no-hints=true&board=8x8", satGame.Path)
	cert, _ := proved["certificate"].(map[string]any)
	if proved["method"] == "sat" || cert == nil {
		t.Logf("blame found no certificate within its budget for the 8x8 game (method %v): the page shows SAT's answer", proved["method"])
	} else {
		browsertest.Click(t, ctx, "#new-game")
		browsertest.Play(t, ctx, satGame.Path)
		browsertest.Click(t, ctx, "#blame")
		if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#board[data-verdict="dead"]`))); err != nil {
			t.Fatalf("blame: %v", err)
		}
		plain := browsertest.Eval(t, ctx, `document.querySelector("#explain .plain").textContent`)
		if strings.Contains(plain, "The question asked was") || browsertest.Eval(t, ctx, `String(document.querySelectorAll("#board .sq.needed").length)`) != "0" {
			t.Errorf("blame found a %v certificate, but the page shows SAT's answer: %q", cert["kind"], plain)
		}
		if cert["kind"] == "case-split" && browsertest.Eval(t, ctx, `String(Boolean(document.getElementById("ev-tree")))`) != "true" {
			t.Errorf("blame found a case split, and the page shows no tree to walk: %q", plain)
		}
		browsertest.CheckPlainWords(t, plain)
		browsertest.Shoot(t, ctx, *screenshots, "desktop-evidence-sat-split")
	}

	// Undecided: a dead verdict claiming less, in the words of an
	// unknown one.
	cut, _ := browsertest.EvidenceGames(t)
	doc = blameDoc(t, "no-hints=true&board=6x6", cut.Path)
	fd := int(doc["first_dead"].(float64))
	doc["status"] = "unknown"
	delete(doc, "first_dead")
	delete(doc, "move")
	doc["last_alive"], doc["first_proved_dead"] = fd-3, fd
	data, _ := json.Marshal(doc)
	if _, err := evidence.Parse(data, evidence.DefaultLimits); err != nil {
		t.Fatalf("the undecided verdict made for the test does not read: %v", err)
	}
	browsertest.SetSize(t, ctx, cut.Board)
	browsertest.Play(t, ctx, cut.Path)
	injectBlame(t, ctx, doc)
	browsertest.CheckRewound(t, ctx, cut.Path, fd)
	plain := browsertest.Eval(t, ctx, `document.querySelector("#explain .plain").textContent`)
	if want := fmt.Sprintf("one of moves %d to %d", fd-2, fd); !strings.Contains(plain, want) {
		t.Errorf("undecided sentence %q, want %q in it", plain, want)
	}
	browsertest.Shoot(t, ctx, *screenshots, "desktop-evidence-undecided")
	// Play animates the replay to the end: a full tour, each step a
	// knight's move onto a new square (checked here).
	browsertest.Click(t, ctx, "#ev-replay")
	browsertest.Click(t, ctx, "#ev-play")
	deadline := time.Now().Add(30 * time.Second)
	for browsertest.Eval(t, ctx, `String(document.getElementById("ev-next").disabled)`) != "true" {
		if time.Now().After(deadline) {
			t.Fatal("the replay's Play did not reach the end within 30 s")
		}
		time.Sleep(200 * time.Millisecond)
	}
	played, err := board.ParsePath(browsertest.Eval(t, ctx, `document.getElementById("board").dataset.replay`))
	if err != nil {
		t.Fatal(err)
	}
	if err := verifyTour(cut.Board, played); err != nil {
		t.Errorf("the replay played to the end: %v", err)
	}
	browsertest.Click(t, ctx, "#ev-done")
	browsertest.CheckReplay(t, ctx, cut.Board, cut.Path, fd-3)
}

// blameDoc asks the shared server to blame path with the query given and
// returns its verdict document.
func blameDoc(t *testing.T, query string, path board.Path) map[string]any {
	t.Helper()
	res, err := http.Post(shared.server.URL+"/v1/blame?"+query, "text/plain", strings.NewReader(path.String()))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var doc map[string]any
	if err := json.NewDecoder(res.Body).Decode(&doc); err != nil || res.StatusCode != 200 {
		t.Fatalf("blame %s: status %d, %v", query, res.StatusCode, err)
	}
	return doc
}

// injectBlame shows the verdict doc on the page's game, as "Where did I
// go wrong?" shows the server's answer: the page's next request gets doc
// as its answer (its fetch replaced for that one request), and the
// player presses the button.
func injectBlame(t *testing.T, ctx context.Context, doc map[string]any) {
	t.Helper()
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	browsertest.Eval(t, ctx, fmt.Sprintf(`(() => {
		const real = window.fetch;
		window.fetch = async () => { window.fetch = real; return new Response(JSON.stringify(%s), { headers: { "Content-Type": "application/json" } }); };
		document.getElementById("blame").click();
		return "ok";
	})()`, data))
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#board[data-verdict]`))); err != nil {
		t.Fatalf("the verdict injected: %v", err)
	}
}

// verifyTour checks, by the move rule alone, that path visits every
// square of b once, each step a knight's move.
func verifyTour(b board.Board, path board.Path) error {
	if len(path) != b.Size() {
		return fmt.Errorf("%d squares, want %d", len(path), b.Size())
	}
	seen := map[board.Square]bool{}
	for i, s := range path {
		if !b.Contains(s) || seen[s] {
			return fmt.Errorf("move %d: %v is off the board or visited already", i, s)
		}
		seen[s] = true
		if i > 0 {
			dx, dy := s.X-path[i-1].X, s.Y-path[i-1].Y
			if dx*dx+dy*dy != 5 {
				return fmt.Errorf("move %d: %v to %v is not a knight's move", i, path[i-1], s)
			}
		}
	}
	return nil
}
