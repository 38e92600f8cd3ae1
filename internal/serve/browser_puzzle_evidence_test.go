package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/verify"
)

// evidencePuzzle is a 5x5 open puzzle (puzzle make -board 5x5 -seed 1)
// on which a wrong 2 is blamed by a forced cut (2 on c4: the numbers 1
// and 2 on e3 c4 force a tour problem that a cut rules out) or by a case
// split (2 on d1: on main today the split is on where 3 goes, b2 or c3,
// down to forced cuts; with the split's deductions, on where 23 goes,
// each case closed by a deduction).
const evidencePuzzle = `{"board":"5x5","closed":false,"first":1,"clues":{"e3":1,"a4":14,"d2":17,"b3":24}}`

// puzzleBlameDoc asks the server's blame endpoint, as the page does, and
// re-checks its evidence with verify: the oracle that what the page draws
// is a certificate that holds.
func puzzleBlameDoc(t *testing.T, body, moves string) (puzzlecert.Answer, []byte) {
	t.Helper()
	_, doc := post(t, shared.server.URL+"/v1/puzzle/blame?moves="+url.QueryEscape(moves), body)
	var v struct {
		Status   string
		Evidence json.RawMessage
	}
	if err := json.Unmarshal(doc, &v); err != nil || v.Status != "dead" || v.Evidence == nil {
		t.Fatalf("blame %s: %s (%v), want dead with evidence", moves, doc, err)
	}
	a, err := puzzlecert.ParseAnswer(v.Evidence, evidence.DefaultLimits)
	if err != nil {
		t.Fatalf("blame %s: evidence: %v", moves, err)
	}
	if a.Certificate == nil {
		t.Fatalf("blame %s: no certificate, want one", moves)
	}
	if err := verify.PuzzleCertificate(a.Puzzle, a.Certificate); err != nil {
		t.Fatalf("blame %s: verify refuses the evidence: %v", moves, err)
	}
	return a, doc
}

// checkWords checks that the evidence's words, the plain sentence and the
// full argument, hold no value the page failed to read ("undefined",
// "NaN") and that the page's recount agrees with the certificate (else
// argument.js says the count differs).
func checkWords(t *testing.T, ctx context.Context) {
	t.Helper()
	words := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent + " " + document.getElementById("puzzle-evidence").textContent`)
	for _, bad := range []string{"undefined", "NaN", "[object", "differs"} {
		if strings.Contains(words, bad) {
			t.Errorf("the evidence's words say %q: %s", bad, words)
		}
	}
}

// blameOnPage types the entries into the puzzle the page shows (number by
// number, as a player may) and asks where it went wrong.
func blameOnPage(t *testing.T, ctx context.Context, entries []puzzlecert.Clue) {
	t.Helper()
	for _, e := range entries {
		if err := chromedp.Do(ctx,
			chromedp.Focus(chromedp.CSS(fmt.Sprintf(`#puzzle-board [data-sq="%v"]`, e.Square))),
			chromedp.KeyEvent(fmt.Sprint(e.Number)),
		); err != nil {
			t.Fatalf("type %d on %v: %v", e.Number, e.Square, err)
		}
	}
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("puzzle-blame")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-evidence]`)),
	); err != nil {
		t.Fatalf("where did I go wrong: %v", err)
	}
}

// splitSquares is where a case split on number n may put it, by the rule
// puzzlecert.Split states, computed here from the puzzle with the
// supposed numbers: the squares one knight move from n-1 (else from n+1)
// that hold no number; with neither given, every square without one.
func splitSquares(p puzzlecert.Puzzle, n int) []string {
	at := map[int]board.Square{}
	taken := map[board.Square]bool{}
	for _, c := range p.Clues {
		at[c.Number] = c.Square
		taken[c.Square] = true
	}
	var out []string
	from, ok := at[n-1]
	if !ok {
		from, ok = at[n+1]
	}
	for y := int32(1); y <= p.Board.H; y++ {
		for x := int32(1); x <= p.Board.W; x++ {
			s := board.Square{X: x, Y: y}
			if taken[s] {
				continue
			}
			dx, dy := s.X-from.X, s.Y-from.Y
			if !ok || dx*dx+dy*dy == 5 {
				out = append(out, s.String())
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestBrowserPuzzleEvidenceCut blames a wrong 2 whose evidence is a tour
// certificate on the problem the clues force: the page draws it as the
// tour mode does, on the puzzle board. Oracles: verify accepts the
// evidence; the crossed squares are the certificate's; the pieces drawn
// and the table's rows are those a breadth-first search here finds in the
// squares left (browsertest.Pieces), each row's dark and light counts
// recounted here from its squares, the totals the certificate's need and
// have; the path drawn is the forced prefix. A second puzzle forces the
// same cut with an end, the last number given.
func TestBrowserPuzzleEvidenceCut(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	cases := []struct {
		name, puzzle string
		screens      []browsertest.Screen
	}{
		{"", evidencePuzzle, browsertest.Screens},
		// The same cut with the last number, 25 on a1, as the tour's end
		// (puzzle make -board 5x5 -seed 46), which the page's count takes
		// as verify does.
		{"end", `{"board":"5x5","closed":false,"first":1,"clues":{"e3":1,"b4":15,"a1":25}}`, browsertest.Screens[:1]},
	}
	for _, tc := range cases {
		a, _ := puzzleBlameDoc(t, tc.puzzle, "c4=2")
		c, ok := a.Certificate.(puzzlecert.Forced)
		if !ok || c.Certificate == nil || c.Certificate.Kind() != "cut" {
			t.Fatalf("blame c4=2: a %v certificate, want forced by a cut", a.Certificate.Kind())
		}
		if tc.name == "end" && !c.Problem(a.Puzzle).HasEnd() {
			t.Fatalf("blame c4=2 in %s: the forced problem has no end, want the last number's square", tc.puzzle)
		}
		link := browsertest.PuzzleLink(puzzlecert.Puzzle{Board: a.Puzzle.Board, First: 1, Clues: slices.DeleteFunc(slices.Clone(a.Puzzle.Clues), func(x puzzlecert.Clue) bool { return x.Square.String() == "c4" })})
		for _, sc := range tc.screens {
			t.Run(strings.TrimPrefix(tc.name+"/"+sc.Name, "/"), func(t *testing.T) {
				ctx := openLink(t, sc, shared.server.URL+"/"+link)
				blameOnPage(t, ctx, []puzzlecert.Clue{{Square: board.MustParseSquare("c4"), Number: 2}})
				if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.evidence`); got != "forced" {
					t.Fatalf("evidence drawn: %q, want forced", got)
				}
				browsertest.CheckCutIn(t, ctx, browsertest.PuzzlePanel, a.Puzzle.Board, c.Problem(a.Puzzle).Prefix, c.Certificate)
				onPath := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.onpath")].map(c => c.dataset.sq).join(" ")`))
				want := strings.Fields(c.Problem(a.Puzzle).Prefix.String())
				slices.Sort(onPath)
				slices.Sort(want)
				if !slices.Equal(onPath, want) {
					t.Errorf("path drawn on %v, want the forced prefix %v", onPath, want)
				}
				plain := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent`)
				if !strings.Contains(plain, c.Problem(a.Puzzle).Prefix.String()) || !strings.Contains(plain, "crossing out") {
					t.Errorf("plain sentence %q: want the forced path %v and the cut in words", plain, c.Problem(a.Puzzle).Prefix)
				}
				if c.Problem(a.Puzzle).HasEnd() && !strings.Contains(plain, "end on "+c.Problem(a.Puzzle).End.String()) {
					t.Errorf("plain sentence %q does not say the tour must end on %v", plain, c.Problem(a.Puzzle).End)
				}
				checkWords(t, ctx)
				browsertest.CheckPlainLabelsIn(t, ctx, browsertest.PuzzlePanel)
				if tc.name == "" {
					browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-evidence-cut")
				}
				// A new number forgets the evidence and its drawing.
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("puzzle-erase"))); err != nil {
					t.Fatal(err)
				}
				if got := browsertest.Eval(t, ctx, `document.querySelectorAll("#puzzle-board [data-piece], #puzzle-board svg path, #puzzle-evidence *").length + " " + document.getElementById("pz-plain").textContent`); got != "0 " {
					t.Errorf("after erasing the wrong number, the drawing stays: %q", got)
				}
			})
		}
	}
}

// TestBrowserPuzzleEvidenceSplit blames a wrong 2 whose evidence is a
// case split (on where 3 goes, today; the split may choose another
// number), and walks it down to a leaf and back. Oracles: verify accepts
// the evidence; at each level the page's buttons are the squares the
// split's rule allows, computed here from the puzzle with the numbers
// supposed so far (splitSquares), and equal the certificate's branches;
// the board shows each supposed number on its square; a forced cut leaf
// is checked as in the cut test, a deduction leaf says so; the first
// breadcrumb goes back to the root.
func TestBrowserPuzzleEvidenceSplit(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	a, _ := puzzleBlameDoc(t, evidencePuzzle, "d1=2")
	root, ok := a.Certificate.(puzzlecert.Split)
	if !ok {
		t.Fatalf("blame d1=2: a %v certificate, want a split", a.Certificate.Kind())
	}
	base := puzzlecert.Puzzle{Board: a.Puzzle.Board, First: 1, Clues: slices.DeleteFunc(slices.Clone(a.Puzzle.Clues), func(x puzzlecert.Clue) bool { return x.Square.String() == "d1" })}
	link := browsertest.PuzzleLink(base)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx := openLink(t, sc, shared.server.URL+"/"+link)
			blameOnPage(t, ctx, []puzzlecert.Clue{{Square: board.MustParseSquare("d1"), Number: 2}})
			// The split is summed up: its cases are the leaves of the
			// certificate's tree, counted here.
			n := browsertest.Leaves(puzzlecert.Certificate(root), func(c puzzlecert.Certificate) []puzzlecert.Certificate {
				var out []puzzlecert.Certificate
				for _, b := range splitBranches(c) {
					out = append(out, b.Certificate)
				}
				return out
			})
			if got := browsertest.Eval(t, ctx, `document.getElementById("pz-next-case").dataset.cases`); got != fmt.Sprint(n) {
				t.Errorf("Next case counts %s cases, want %d (the certificate's leaves)", got, n)
			}
			if plain := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent`); !strings.Contains(plain, fmt.Sprintf("the %d cases", n)) {
				t.Errorf("the split's sentence %q does not count its %d cases", plain, n)
			} else {
				browsertest.CheckPlainWords(t, plain)
			}
			p, node := a.Puzzle, root
			var prefixLeaf puzzlecert.Certificate // the leaf walked to
			for level := 0; ; level++ {
				if got := browsertest.Eval(t, ctx, `document.getElementById("pz-tree").dataset.depth`); got != fmt.Sprint(level) {
					t.Fatalf("split: depth shown %s, want %d", got, level)
				}
				buttons := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#pz-tree .branch-move")].map(b => b.dataset.square).join(" ")`))
				slices.Sort(buttons)
				var branches []string
				for _, b := range node.Branches {
					branches = append(branches, b.Square.String())
				}
				slices.Sort(branches)
				if rule := splitSquares(p, node.Number); !slices.Equal(buttons, rule) || !slices.Equal(branches, rule) {
					t.Fatalf("split level %d on %d: buttons %v, certificate %v; want the squares the rule allows, %v", level, node.Number, buttons, branches, rule)
				}
				dashed := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.branch")].map(c => c.dataset.sq).join(" ")`))
				if slices.Sort(dashed); !slices.Equal(dashed, branches) {
					t.Errorf("split level %d: squares dashed %v, want its cases %v", level, dashed, branches)
				}
				checkWords(t, ctx)
				if level == 0 {
					browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-evidence-split")
				}
				// Down the first case that splits again, else into a
				// forced leaf (the tour mode's drawing), else any leaf.
				next := slices.IndexFunc(node.Branches, func(b puzzlecert.Branch) bool {
					return len(splitBranches(b.Certificate)) > 0
				})
				if level == 1 || next < 0 {
					if i := slices.IndexFunc(node.Branches, func(b puzzlecert.Branch) bool { return b.Certificate.Kind() == "forced" }); i >= 0 {
						next = i
					} else if next < 0 {
						next = 0
					}
				}
				if len(node.Branches) == 0 {
					t.Fatalf("split level %d: no case to walk into", level)
				}
				b := node.Branches[next]
				if level == 0 {
					// The square on the board walks the tree as its button does.
					browsertest.Click(t, ctx, fmt.Sprintf(`#puzzle-board .sq.branch[data-sq="%v"]`, b.Square))
				} else {
					browsertest.Click(t, ctx, fmt.Sprintf(`#pz-tree .branch-move[data-square="%v"]`, b.Square))
				}
				p = p.WithClue(puzzlecert.Clue{Square: b.Square, Number: node.Number})
				supposed := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.supposed")].map(c => c.dataset.sq + "=" + c.querySelector(".num").textContent).join(" ")`)
				if !strings.Contains(" "+supposed+" ", fmt.Sprintf(" %v=%d ", b.Square, node.Number)) || len(strings.Fields(supposed)) != level+1 {
					t.Errorf("after supposing %d on %v: supposed numbers shown %q, want %d of them with it", node.Number, b.Square, supposed, level+1)
				}
				deeper, ok := b.Certificate.(puzzlecert.Split)
				if !ok {
					prefixLeaf = b.Certificate
					break
				}
				node = deeper
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.evidence`); got != prefixLeaf.Kind() {
				t.Errorf("leaf drawn as %q, want %v", got, prefixLeaf.Kind())
			}
			checkWords(t, ctx)
			plain := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent`)
			switch {
			case isForcedCut(prefixLeaf):
				f := prefixLeaf.(puzzlecert.Forced)
				browsertest.CheckCutIn(t, ctx, browsertest.PuzzlePanel, p.Board, f.Prefix, f.Certificate)
			case prefixLeaf.Kind() == "deduction":
				// A deduction carries no squares: its words say where the
				// deductions stopped, and the board draws that.
				if !strings.Contains(plain, "deductions") {
					t.Errorf("deduction leaf: sentence %q does not say the deductions rule it out", plain)
				}
				checkDeductionDrawn(t, ctx, p, plain)
			}
			if !strings.HasPrefix(plain, "Suppose ") {
				t.Errorf("leaf sentence %q does not start with the numbers supposed", plain)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-evidence-split-leaf")
			browsertest.Click(t, ctx, `#pz-tree .crumb`)
			if got := browsertest.Eval(t, ctx, `document.getElementById("pz-tree").dataset.depth + " " + document.querySelectorAll("#puzzle-board .sq.supposed").length`); got != "0 0" {
				t.Errorf("after the first breadcrumb: depth and supposed numbers %q, want 0 0 (the root)", got)
			}
		})
	}
}

// TestBrowserPuzzleEvidenceKinds blames a wrong number of each other kind
// the puzzle's evidence takes and checks each drawing. Oracles: verify
// accepts each document's evidence; the numbers outlined are the ones the
// certificate pairs (but the wrong one, marked as such); a wall argument
// crosses out every other square with a number, counted here from the
// evidence's puzzle; a colour count marks every square of the colour the
// first square must have, counted here; a forced-ends certificate on a
// problem with an end (the last number given) outlines its squares, one
// table row each.
func TestBrowserPuzzleEvidenceKinds(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	startBrowser(t)
	cases := []struct {
		name, puzzle, moves string
		kind                string
	}{
		// 1 on e3 and 3 on e2: two moves apart on squares of different colours.
		{"parity", evidencePuzzle, "e2=3", "parity"},
		// 13 on a1 and 14 on a4: a knight needs 3 moves.
		{"distance", evidencePuzzle, "a1=13", "distance"},
		// 11 on a1: its ways to 14 on a4 in three moves all cross a number.
		{"blocked", evidencePuzzle, "a1=11", "blocked"},
		// 1 on b1, a light square: a 5x5 tour starts on the colour of 13.
		{"colour-count", `{"board":"5x5","closed":false,"first":1,"clues":{"b1":1}}`, "", "colour-count"},
		// 1 to 3 on e5 d3 c1, 25 on b4: e1 can only be an end.
		{"forced-ends", `{"board":"5x5","closed":false,"first":1,"clues":{"e5":1,"d4":19,"b4":25}}`, "d3=2 c1=3", "forced"},
	}
	for _, tc := range cases {
		a, doc := puzzleBlameDoc(t, tc.puzzle, tc.moves)
		c := a.Certificate
		if c.Kind() != tc.kind {
			t.Fatalf("%s: blame %q gives a %v certificate, want %v", tc.name, tc.moves, c.Kind(), tc.kind)
		}
		var v struct {
			FirstWrong int `json:"first_wrong"`
		}
		if err := json.Unmarshal(doc, &v); err != nil {
			t.Fatal(err)
		}
		var entries []puzzlecert.Clue
		for _, m := range strings.Fields(tc.moves) {
			sq, n, _ := strings.Cut(m, "=")
			var k int
			fmt.Sscan(n, &k)
			entries = append(entries, puzzlecert.Clue{Square: board.MustParseSquare(sq), Number: k})
		}
		base := a.Puzzle
		base.Clues = slices.DeleteFunc(slices.Clone(a.Puzzle.Clues), func(x puzzlecert.Clue) bool { return slices.Contains(entries, x) })
		// The desktop alone: the phone's layout of these drawings is the
		// cut's and the split's, which those tests shoot on both.
		for _, sc := range browsertest.Screens[:1] {
			t.Run(tc.name+"/"+sc.Name, func(t *testing.T) {
				ctx := openLink(t, sc, shared.server.URL+"/"+browsertest.PuzzleLink(base))
				blameOnPage(t, ctx, entries)
				if got := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.evidence`); got != c.Kind() {
					t.Fatalf("evidence drawn as %q, want %v", got, c.Kind())
				}
				checkWords(t, ctx)
				wrong := ""
				if v.FirstWrong >= 0 {
					wrong = entries[v.FirstWrong].Square.String()
				}
				var want []string
				for _, x := range pairOf(c) {
					if x != (puzzlecert.Clue{}) && x.Square.String() != wrong {
						want = append(want, x.Square.String())
					}
				}
				slices.Sort(want)
				outlined := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.forced")].map(c => c.dataset.sq).join(" ")`))
				slices.Sort(outlined)
				if c.Kind() != "forced" && !slices.Equal(outlined, want) {
					t.Errorf("outlined %v, want the certificate's other numbers %v", outlined, want)
				}
				plain := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent`)
				switch c := c.(type) {
				case puzzlecert.Blocked:
					walls := 0
					for _, x := range a.Puzzle.Clues {
						if x != c.A && x != c.B {
							walls++
						}
					}
					if got := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#puzzle-board .sq.cut").length)`); got != fmt.Sprint(walls) {
						t.Errorf("%s squares crossed out, want the %d other squares with a number", got, walls)
					}
				case puzzlecert.ColourCount:
					start := c.A.Square.Colour() ^ board.Colour(a.Puzzle.Step(*c.A)&1)
					if got, want := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#puzzle-board .sq.counted").length)`), fmt.Sprint(a.Puzzle.Board.ColourCount(start)); got != want {
						t.Errorf("%s squares marked as counted, want the %s of the first square's colour", got, want)
					}
				case puzzlecert.Forced:
					var squares []string
					for _, s := range certSquares(c.Certificate) {
						squares = append(squares, s.String())
					}
					got := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq[data-piece]")].map(c => c.dataset.sq).join(" ")`))
					rows := browsertest.Eval(t, ctx, `String(document.querySelectorAll("#pz-table tbody tr").length)`)
					if !slices.Equal(got, squares) || rows != fmt.Sprint(len(squares)) {
						t.Errorf("forced ends outlined %v in %s table rows, want the certificate's %v", got, rows, squares)
					}
					if !strings.Contains(plain, "end on "+c.End.String()) {
						t.Errorf("plain sentence %q does not say the tour must end on %v", plain, c.End)
					}
				}
				if plain == "" {
					t.Error("no plain sentence")
				}
				browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-puzzle-evidence-"+tc.name)
			})
		}
	}
}

// certSquares are the squares a tour certificate names, none for a kind
// that names none.
func certSquares(c evidence.Certificate) []board.Square {
	switch c := c.(type) {
	case evidence.Cut:
		return c.Squares
	case evidence.Disconnected:
		return c.Squares
	case evidence.ForcedEnds:
		return c.Squares
	case evidence.EndVisited:
		return c.Squares
	}
	return nil
}

// splitBranches are c's branches when it is a split, else none.
func splitBranches(c puzzlecert.Certificate) []puzzlecert.Branch {
	if s, ok := c.(puzzlecert.Split); ok {
		return s.Branches
	}
	return nil
}

// isForcedCut reports whether c is a forced problem closed by a cut.
func isForcedCut(c puzzlecert.Certificate) bool {
	f, ok := c.(puzzlecert.Forced)
	return ok && f.Certificate != nil && f.Certificate.Kind() == "cut"
}

// pairOf are the clues a certificate is about: both of a pair, the one of
// a colour count, none for the other kinds.
func pairOf(c puzzlecert.Certificate) []puzzlecert.Clue {
	switch c := c.(type) {
	case puzzlecert.Distance:
		return []puzzlecert.Clue{c.A, c.B}
	case puzzlecert.Parity:
		return []puzzlecert.Clue{c.A, c.B}
	case puzzlecert.Blocked:
		return []puzzlecert.Clue{c.A, c.B}
	case puzzlecert.ColourCount:
		if c.A != nil {
			return []puzzlecert.Clue{*c.A}
		}
	}
	return nil
}

// checkDeductionDrawn checks what the board outlines for a deduction
// whose sentence is plain, against the sentence's own words (the engine's,
// after "here, "): a number left with no square, by the squares of the
// nearest numbers of p before and after it (round a closed tour); else the
// squares the words name; no words, nothing.
func checkDeductionDrawn(t *testing.T, ctx context.Context, p puzzlecert.Puzzle, plain string) {
	t.Helper()
	got := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.forced")].map(c => c.dataset.sq).join(" ")`))
	_, words, found := strings.Cut(plain, "; here, ")
	var want []string
	if m := regexp.MustCompile(`leave (\d+) with no square`).FindStringSubmatch(words); m != nil {
		n, _ := strconv.Atoi(m[1])
		size := p.Board.Size()
		// The distance from n to a clue's number going up (after) and
		// down (before), round the tour when closed.
		best := [2]int{size, size}
		var at [2]string
		for _, c := range p.Clues {
			up, down := c.Number-n, n-c.Number
			if p.Closed {
				up, down = (up+size)%size, (down+size)%size
			}
			for i, d := range [2]int{down, up} {
				if d > 0 && d < best[i] {
					best[i], at[i] = d, c.Square.String()
				}
			}
		}
		for _, s := range at {
			if s != "" && !slices.Contains(want, s) {
				want = append(want, s)
			}
		}
	} else if found {
		for _, s := range regexp.MustCompile(`\b[a-p](?:1[0-6]|[1-9])\b`).FindAllString(words, -1) {
			if !slices.Contains(want, s) {
				want = append(want, s)
			}
		}
	}
	// The player's wrong number is marked as the mistake, not outlined.
	wrong := browsertest.Eval(t, ctx, `(document.querySelector("#puzzle-board .sq.wrong") || {dataset: {}}).dataset.sq || ""`)
	want = slices.DeleteFunc(want, func(s string) bool { return s == wrong })
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("deduction %q: outlined %v, want %v (the mistake %s apart)", plain, got, want, wrong)
	}
	if found && len(got) == 0 && len(want) > 0 {
		t.Errorf("deduction %q names where it stops, and the board draws nothing", plain)
	}
}
