package browsertest

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/prove"
)

// The checks of the page's evidence after "Where did I go wrong?", shared
// by the served page's tests (package serve) and the static folder's
// (cmd/knight-serve, the engine in WebAssembly). Each compares what the
// page shows with an oracle computed here from the board and the path
// alone: the squares still to cover, the pieces knight moves join, their
// colours, the legal moves, without the page's code or the certificate's
// producer.

// Play clicks the squares of path on the play board, in order.
func Play(t testing.TB, ctx context.Context, path board.Path) {
	t.Helper()
	for i, s := range path {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%v"]`, s)))); err != nil {
			t.Fatalf("click square %d (%v): %v", i, s, err)
		}
	}
}

// Blame presses "Where did I go wrong?" and waits for the marked mistake.
func Blame(t testing.TB, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("blame")),
		chromedp.WaitVisible(chromedp.CSS(`#board .sq.dead`)),
	); err != nil {
		t.Fatalf("where did I go wrong: %v", err)
	}
}

// Click clicks the element sel selects.
func Click(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// SplitGame is a stuck 6x6 game whose first dead move (11, c5) blame
// proves by a case split 11 moves deep over 25 positions, deep enough to
// walk three levels: game 35 of a random player seeded with
// rand.NewPCG(1, 2) (the start and each move uniform among the legal
// ones), the first of its stuck games whose blame is a case split of
// depth 3 or more. The tests check that blame still says so.
const SplitGame = "e2 c3 d1 b2 a4 b6 c4 a5 c6 e5 d3 c5 e6 d4 b5 a3 c2 a1 b3 c1 a2 b4 a6"

// SetSize chooses the play board's size, which starts a new game.
func SetSize(t testing.TB, ctx context.Context, b board.Board) {
	t.Helper()
	Eval(t, ctx, fmt.Sprintf(`(() => { const set = (id, v) => { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event("change")); }; set("play-w", "%d"); set("play-h", "%d"); return "ok"; })()`, b.W, b.H))
}

// Blamed is a stuck game with what blame says of it.
type Blamed struct {
	Board       board.Board
	Path        board.Path
	FirstDead   int
	Certificate evidence.Certificate
	// Words are blame's explanation, which the full argument must hold.
	Words string
}

// EvidenceGames are the two games the evidence tests play: the first
// stuck 6x6 game of the shared oracle whose first dead move a cut
// explains (blame's first dead move checked against the oracle's, an
// independent SAT encoding), and SplitGame, whose blame must still be a
// case split at least three moves deep.
func EvidenceGames(t testing.TB) (cut, split Blamed) {
	t.Helper()
	b := board.MustParse("6x6")
	blame := func(path board.Path) (Blamed, bool) {
		v, err := prove.Blame(context.Background(), b, path, prove.BlameOptions{NoHints: true})
		if err != nil || v.Certificate == nil {
			return Blamed{}, false
		}
		return Blamed{b, path, v.FirstDead, v.Certificate, v.Explain()}, true
	}
	for _, g := range positions.Load(t) {
		if g.Board != b || g.FirstDead < 1 {
			continue
		}
		if got, ok := blame(g.Path); ok && got.Certificate.Kind() == "cut" {
			if got.FirstDead != g.FirstDead {
				t.Fatalf("blame's first dead %d, the oracle's %d", got.FirstDead, g.FirstDead)
			}
			cut = got
			break
		}
	}
	if cut.Path == nil {
		t.Fatal("no stuck 6x6 game whose first dead move a cut explains")
	}
	path, err := board.ParsePath(SplitGame)
	if err != nil {
		t.Fatal(err)
	}
	split, ok := blame(path)
	if !ok || evidence.Depth(split.Certificate) < 3 {
		t.Fatalf("blame of the split game: %+v, want a case split at least 3 deep", split.Certificate)
	}
	return cut, split
}

// CheckEvidence plays both games in the tab and checks what the player
// sees after "Where did I go wrong?": the rewound board (CheckRewound),
// the cut drawn (CheckCut, CheckPlainLabels) with blame's words in the
// full argument, the whole game one tap away and back, the tour still
// possible replayed (CheckReplay), and the case split walked three levels
// deep (WalkCaseSplit). shoot takes a screenshot by name.
func CheckEvidence(t testing.TB, ctx context.Context, cut, split Blamed, shoot func(string)) {
	t.Helper()
	SetSize(t, ctx, cut.Board)
	Play(t, ctx, cut.Path)
	Blame(t, ctx)
	at := cut.FirstDead
	CheckRewound(t, ctx, cut.Path, at)
	CheckCut(t, ctx, cut.Board, cut.Path[:at+1], cut.Certificate)
	CheckPlainLabels(t, ctx)
	CheckPlainWords(t, Eval(t, ctx, `document.querySelector("#explain .plain").textContent`))
	if got := Eval(t, ctx, `document.getElementById("argument").textContent`); !strings.Contains(got, cut.Words) {
		t.Errorf("the full argument %q does not hold blame's words %q", got, cut.Words)
	}
	shoot("cut")
	Click(t, ctx, "#ev-whole")
	if got, want := Eval(t, ctx, `document.getElementById("board").dataset.view + " " + document.querySelectorAll("#board .sq.later").length`), fmt.Sprintf("whole %d", len(cut.Path)-at-1); got != want {
		t.Errorf("the whole game: view and faded moves %q, want %q", got, want)
	}
	Click(t, ctx, "#ev-whole")
	CheckRewound(t, ctx, cut.Path, at)
	CheckReplay(t, ctx, cut.Board, cut.Path, at-1)
	shoot("replay")

	SetSize(t, ctx, split.Board)
	Play(t, ctx, split.Path)
	Blame(t, ctx)
	CheckRewound(t, ctx, split.Path, split.FirstDead)
	CheckPlainWords(t, Eval(t, ctx, `document.querySelector("#explain .plain").textContent`))
	WalkCaseSplit(t, ctx, split.Board, split.Path[:split.FirstDead+1], split.Certificate, 3, shoot)
}
