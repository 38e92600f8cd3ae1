package serve

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/browsertest"
	"github.com/knightcert/knight/internal/positions"
	"github.com/knightcert/knight/prove"
)

// evidenceGame picks the first stuck game of the shared oracle on b whose
// blame is a certificate of kind, and returns it with blame's verdict.
func evidenceGame(t *testing.T, b board.Board, kind string) (board.Path, prove.Verdict) {
	t.Helper()
	for _, g := range positions.Load(t) {
		if g.Board != b || g.FirstDead < 1 {
			continue
		}
		v, err := prove.Blame(context.Background(), g.Board, g.Path, prove.BlameOptions{NoHints: true})
		if err == nil && v.Certificate != nil && v.Certificate.Kind.String() == kind {
			if v.FirstDead != g.FirstDead {
				t.Fatalf("blame's first dead %d, the oracle's %d", v.FirstDead, g.FirstDead)
			}
			return g.Path, v
		}
	}
	t.Fatalf("no stuck %v game whose first dead move a %s certificate explains", b, kind)
	return nil, prove.Verdict{}
}

// splitGame is browsertest.SplitGame with blame's verdict, which must
// still be a case split at least three moves deep.
func splitGame(t *testing.T) (board.Path, prove.Verdict) {
	t.Helper()
	path, err := board.ParsePath(browsertest.SplitGame)
	if err != nil {
		t.Fatal(err)
	}
	v, err := prove.Blame(context.Background(), board.MustParse("6x6"), path, prove.BlameOptions{NoHints: true})
	if err != nil || v.Certificate == nil || v.Certificate.Kind.String() != "case-split" || v.Certificate.Depth() < 3 {
		t.Fatalf("blame of the split game: %+v (%v), want a case split at least 3 deep", v.Certificate, err)
	}
	return path, v
}

// TestBrowserEvidence asks where two stuck 6x6 games went wrong and checks
// what the player sees: the board rewound to the blamed position (oracle:
// blame's first dead move, which the shared oracle's independent SAT
// encoding confirms), the cut drawn with its pieces outlined and lettered
// and a table whose counts match the oracle's own count of each piece's
// dark and light squares, the whole game one tap away, the tour still
// possible replayed step by step (each step a knight's move onto an
// unvisited square, checked here), and a case split walked three levels
// deep, each level offering every legal move (the move rule, computed
// here).
func TestBrowserEvidence(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	b := board.MustParse("6x6")
	cutPath, cut := evidenceGame(t, b, "cut")
	split, sv := splitGame(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			shoot := func(name string) { browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-evidence-"+name) }
			checkEvidence(t, ctx, b, cutPath, cut, split, sv, shoot)
			checkNumberContrast(t, ctx, "#board .sq .num")
		})
	}
}

// checkEvidence runs the checks of TestBrowserEvidence in the tab ctx.
func checkEvidence(t *testing.T, ctx context.Context, b board.Board, cutPath board.Path, cut prove.Verdict, split board.Path, sv prove.Verdict, shoot func(string)) {
	browsertest.SetSize(t, ctx, b)
	browsertest.Play(t, ctx, cutPath)
	browsertest.Blame(t, ctx)
	at := cut.FirstDead
	browsertest.CheckRewound(t, ctx, cutPath, at)
	browsertest.CheckCut(t, ctx, b, cutPath[:at+1], *cut.Certificate)
	browsertest.CheckPlainLabels(t, ctx)
	if got := browsertest.Eval(t, ctx, `document.getElementById("argument").textContent`); !strings.Contains(got, cut.Explain()) {
		t.Errorf("the full argument %q does not hold blame's words %q", got, cut.Explain())
	}
	shoot("cut")
	// The whole game, and back.
	browsertest.Click(t, ctx, "#ev-whole")
	if got := browsertest.Eval(t, ctx, `document.getElementById("board").dataset.view + " " + document.querySelectorAll("#board .sq.later").length`); got != "whole "+strconv.Itoa(len(cutPath)-at-1) {
		t.Errorf("whole game: view and faded moves %q, want whole and %d", got, len(cutPath)-at-1)
	}
	browsertest.Click(t, ctx, "#ev-whole")
	browsertest.CheckRewound(t, ctx, cutPath, at)
	browsertest.CheckReplay(t, ctx, b, cutPath, at-1)
	shoot("replay")

	browsertest.SetSize(t, ctx, b)
	browsertest.Play(t, ctx, split)
	browsertest.Blame(t, ctx)
	browsertest.CheckRewound(t, ctx, split, sv.FirstDead)
	browsertest.WalkCaseSplit(t, ctx, b, split[:sv.FirstDead+1], *sv.Certificate, 3, shoot)
}
